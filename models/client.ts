import { Type, type Static } from '@sinclair/typebox';
import { Name, Nullable, Text } from './schema';

export interface Client {
  id: string;
  created_at: string;
  name: string;
  address: string | null;
  phone: string | null;
  note: string | null;
  avatar_url: string | null;
}

const clientFields = {
  name: Name,
  address: Type.Optional(Nullable(Text(500))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: '^[0-9+()./ -]*$' }))),
  note: Type.Optional(Nullable(Text(5000))),
  avatar_url: Type.Optional(Nullable(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000 }))),
};

export const ClientCreate = Type.Object(clientFields, { additionalProperties: false });
export type ClientCreate = Static<typeof ClientCreate>;

export const ClientUpdate = Type.Partial(Type.Object(clientFields), { additionalProperties: false });
export type ClientUpdate = Static<typeof ClientUpdate>;
