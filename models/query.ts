import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate } from './schema';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

const paging = {
  per_page: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE }),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  // `name` ascending, `-name` descending; the fields each resource orders by are listed in the README.
  order_by: Type.Optional(Type.String({ pattern: '^-?[a-z_]+$', maxLength: 40 })),
};

const dated = {
  start_date: Type.Optional(CalendarDate),
  end_date: Type.Optional(CalendarDate),
  // `field:value`; repeat the parameter to combine filters (all must hold).
  filter: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z_]+:', maxLength: 300 }), { maxItems: 10 })),
};

export const ClientListQuery = Type.Object(paging, { additionalProperties: false });
export type ClientListQuery = Partial<Static<typeof ClientListQuery>>;

export const ListQuery = Type.Object({ ...paging, ...dated }, { additionalProperties: false });
export type ListQuery = Partial<Static<typeof ListQuery>>;

export const ProjectListQuery = Type.Object(
  {
    ...paging,
    ...dated,
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    list: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ProjectListQuery = Partial<Static<typeof ProjectListQuery>>;
