import { Type, type Static } from '@sinclair/typebox';
import { type Billing, billingFields, Id, Name, Nullable, type Ref, StringEnum, Text } from './schema';

export const PROJECT_STATUSES = ['active', 'inactive'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface Project extends Billing {
  id: string;
  created_at: string;
  name: string;
  description: string | null;
  client: Ref | null;
  code: string | null;
  location: string | null;
  /** Not in the spec's field table; its filter example (`status:inactive`) implies it. */
  status: ProjectStatus;
}

/** One result of `GET /api/v2/projects?search=`: only these four fields. */
export interface ProjectSearchResult {
  id: string;
  name: string;
  description: string | null;
  /** 0 to 1; only results above 0.3 are returned. */
  confidence: number;
}

/** One item of `GET /api/v2/projects?list=true`. */
export type ProjectListItem = Ref;

const projectFields = {
  name: Name,
  description: Type.Optional(Nullable(Text(5000))),
  client_id: Type.Optional(Nullable(Id)),
  code: Type.Optional(Nullable(Text(50))),
  location: Type.Optional(Nullable(Text(200))),
  status: Type.Optional(StringEnum(PROJECT_STATUSES)),
  ...billingFields,
};

export const ProjectCreate = Type.Object(projectFields, { additionalProperties: false });
export type ProjectCreate = Static<typeof ProjectCreate>;

export const ProjectUpdate = Type.Partial(Type.Object(projectFields), { additionalProperties: false });
export type ProjectUpdate = Static<typeof ProjectUpdate>;
