// The tables as Drizzle sees them, column for column the migrations' (test/service/schema.test.ts
// compares the two). The migrations in ./migrations are the source of truth for the database.
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ActivityRecord, ActivityStatus, BillUnit, ProjectStatus } from '../../models';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const seq = () => bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity();

/** What every row a person owns has: soft deletion answers 410 until recovered. */
const owned = () => ({
  id: text('id').primaryKey(),
  seq: seq(),
  user_id: text('user_id').notNull(),
  created_at: at('created_at').notNull(),
  deleted_at: at('deleted_at'),
});

const billing = () => ({
  is_billable: boolean('is_billable'),
  bill_rate: bigint('bill_rate', { mode: 'number' }),
  bill_unit: text('bill_unit').$type<BillUnit>(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  created_at: at('created_at').notNull(),
  email: text('email').notNull(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  password_hash: text('password_hash').notNull(),
  /** Bumped by a trigger with every write to the person's projects: the search index's staleness check. */
  projects_version: bigint('projects_version', { mode: 'number' }).notNull().default(0),
});

export const clients = pgTable('clients', {
  ...owned(),
  name: text('name').notNull(),
  name_key: text('name_key').notNull(),
  address: text('address'),
  phone: text('phone'),
  note: text('note'),
  avatar_url: text('avatar_url'),
});

export const categories = pgTable('categories', {
  ...owned(),
  name: text('name').notNull(),
  name_key: text('name_key').notNull(),
  description: text('description'),
  color_hex: text('color_hex'),
  ...billing(),
});

export const projects = pgTable('projects', {
  ...owned(),
  name: text('name').notNull(),
  name_key: text('name_key').notNull(),
  name_plain: text('name_plain').notNull(),
  description: text('description'),
  description_plain: text('description_plain').notNull(),
  client_id: text('client_id'),
  code: text('code'),
  code_key: text('code_key'),
  location: text('location'),
  status: text('status').$type<ProjectStatus>().notNull(),
  ...billing(),
});

/** An activity as it was before grouping: what ungroup puts back. */
export interface ActivityOriginal {
  id: string;
  status: ActivityStatus;
  project_id: string;
  category_id: string | null;
  description: string;
  date: string;
  duration: number;
  tags: string[];
  records: ActivityRecord[];
  source: string | null;
}

export const activities = pgTable('activities', {
  ...owned(),
  status: text('status').$type<ActivityStatus>().notNull(),
  project_id: text('project_id').notNull(),
  category_id: text('category_id'),
  description: text('description').notNull(),
  description_key: text('description_key').notNull(),
  date: text('date').notNull(),
  date_at: at('date_at').notNull(),
  local_date: text('local_date').notNull(),
  /** Reported seconds; while pending, the seconds reported before the running interval began. */
  duration: integer('duration').notNull(),
  tags: text('tags').array().notNull(),
  records: jsonb('records').$type<ActivityRecord[]>().notNull(),
  source: text('source'),
  grouped_into: text('grouped_into'),
  grouped_from: jsonb('grouped_from').$type<ActivityOriginal[]>(),
});

export const authorizationCodes = pgTable('authorization_codes', {
  /** The SHA-256 of the code; the code itself is never stored. */
  id: text('id').primaryKey(),
  created_at: at('created_at').notNull(),
  client_id: text('client_id').notNull(),
  user_id: text('user_id').notNull(),
  redirect_uri: text('redirect_uri').notNull(),
  expires_at: at('expires_at').notNull(),
  used_at: at('used_at'),
  code_challenge: text('code_challenge'),
});

export const tokens = pgTable('tokens', {
  /** The SHA-256 of the token; the token itself is never stored. */
  id: text('id').primaryKey(),
  created_at: at('created_at').notNull(),
  kind: text('kind').$type<'access' | 'refresh'>().notNull(),
  user_id: text('user_id').notNull(),
  client_id: text('client_id').notNull(),
  /** Every token descended from one authorization code shares its grant, so a replay can revoke them all. */
  grant_id: text('grant_id').notNull(),
  expires_at: at('expires_at').notNull(),
  revoked_at: at('revoked_at'),
  /** For a refresh token that has been exchanged: when, so a retried exchange is honoured for a short grace. */
  rotated_at: at('rotated_at'),
  /** For a refresh token that has been exchanged: the answer, sealed so only the token opens it (oauth/retry-answer.ts). */
  retry_answer: text('retry_answer'),
});

/** Sign-in attempts per `account:<email>` or `address:<ip>`, shared by every process on the database. */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  last_attempt_at: at('last_attempt_at').notNull(),
  locked_until: at('locked_until'),
});

/** The first answer to a create sent with an Idempotency-Key, per person, kept a day. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: text('user_id').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    location: text('location'),
    body: jsonb('body'),
    created_at: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.key] })],
);

/** Which project changed at which version of its person's project list, by trigger (migration 0007). */
export const projectChanges = pgTable(
  'project_changes',
  {
    user_id: text('user_id').notNull(),
    project_id: text('project_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.project_id] })],
);

/** `list=true` answers stored for processes that start later (migration 0009, service/http/whole-lists.ts). */
export const storedProjectLists = pgTable(
  'stored_project_lists',
  {
    user_id: text('user_id').notNull(),
    list_key: text('list_key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    items: text('items').notNull(),
    count: integer('count').notNull(),
    stored_at: at('stored_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.list_key] })],
);

export type UserRow = typeof users.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type AuthorizationCodeRow = typeof authorizationCodes.$inferSelect;
export type TokenRow = typeof tokens.$inferSelect;

/** How many activities lists show, per person, status and source, kept by a trigger on activities (migration 0006). */
export const activityTallies = pgTable(
  'activity_tallies',
  {
    user_id: text('user_id').notNull(),
    status: text('status').$type<ActivityStatus>().notNull(),
    source: text('source'),
    listed: bigint('listed', { mode: 'number' }).notNull(),
    /** Only grows: its sum over a person's rows changes whenever their lists may have. */
    changes: bigint('changes', { mode: 'number' }).notNull(),
  },
  (table) => [unique('activity_tallies_key').on(table.user_id, table.status, table.source).nullsNotDistinct()],
);
