-- The service's tables. Times are timestamptz; an activity's reported date keeps the offset it was given
-- in (`date`), beside its instant (`date_at`, for ordering) and its local calendar date (`local_date`,
-- for date ranges). `seq` is the order rows were made in: lists without order_by, and ties, follow it.
-- `*_key` columns are sort keys and `*_plain` columns search forms, both worked out by the service
-- (accents and case folded, numbers compared as numbers) so both engines order and match alike.

CREATE TABLE users (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL
);
CREATE UNIQUE INDEX users_email ON users (email);

CREATE TABLE clients (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  name text NOT NULL,
  name_key text COLLATE "C" NOT NULL,
  address text,
  phone text,
  note text,
  avatar_url text
);
CREATE INDEX clients_listed ON clients (user_id, seq) WHERE deleted_at IS NULL;

CREATE TABLE categories (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  name text NOT NULL,
  name_key text COLLATE "C" NOT NULL,
  description text,
  color_hex text,
  is_billable boolean,
  bill_rate bigint,
  bill_unit text
);
CREATE INDEX categories_listed ON categories (user_id, seq) WHERE deleted_at IS NULL;

CREATE TABLE projects (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  name text NOT NULL,
  name_key text COLLATE "C" NOT NULL,
  name_plain text NOT NULL,
  description text,
  description_plain text NOT NULL,
  client_id text REFERENCES clients (id),
  code text,
  code_key text COLLATE "C",
  location text,
  status text NOT NULL,
  is_billable boolean,
  bill_rate bigint,
  bill_unit text
);
CREATE INDEX projects_listed ON projects (user_id, seq) WHERE deleted_at IS NULL;
CREATE INDEX projects_by_name ON projects (user_id, name_key, seq) WHERE deleted_at IS NULL;
CREATE INDEX projects_by_plain_name ON projects (user_id, name_plain) WHERE deleted_at IS NULL;
-- GiST, not GIN: nearest-first (`ORDER BY name_plain <-> term`) walks it and stops after the best few.
CREATE INDEX projects_name_trgm ON projects USING gist (name_plain gist_trgm_ops) WHERE deleted_at IS NULL;
CREATE INDEX projects_description_trgm ON projects USING gist (description_plain gist_trgm_ops) WHERE deleted_at IS NULL;

CREATE TABLE activities (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  status text NOT NULL,
  project_id text NOT NULL REFERENCES projects (id),
  category_id text REFERENCES categories (id),
  description text NOT NULL,
  description_key text COLLATE "C" NOT NULL,
  date text NOT NULL,
  date_at timestamptz NOT NULL,
  local_date text COLLATE "C" NOT NULL,
  duration integer NOT NULL,
  tags text[] NOT NULL,
  records jsonb NOT NULL,
  source text,
  -- Set on an activity merged into another by group: hidden (410) until ungroup.
  grouped_into text REFERENCES activities (id),
  -- Set on a group's master: every member as it was before grouping, the master first. Always flat.
  grouped_from jsonb
);
-- Lists page through ids on these partial indexes (what a list shows; the id is in the index, so the
-- walk need not visit the table), then fetch only the page's rows.
CREATE INDEX activities_listed ON activities (user_id, seq) INCLUDE (id) WHERE deleted_at IS NULL AND grouped_into IS NULL;
CREATE INDEX activities_by_date ON activities (user_id, date_at, seq) INCLUDE (id) WHERE deleted_at IS NULL AND grouped_into IS NULL;
CREATE INDEX activities_by_local_date ON activities (user_id, local_date, seq) INCLUDE (id) WHERE deleted_at IS NULL AND grouped_into IS NULL;
CREATE INDEX activities_by_created ON activities (user_id, created_at, seq) INCLUDE (id) WHERE deleted_at IS NULL AND grouped_into IS NULL;
CREATE INDEX activities_running ON activities (user_id) WHERE status = 'pending' AND deleted_at IS NULL AND grouped_into IS NULL;
CREATE INDEX activities_of_project ON activities (project_id);

CREATE TABLE authorization_codes (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  client_id text NOT NULL,
  user_id text NOT NULL REFERENCES users (id),
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  code_challenge text
);
CREATE INDEX authorization_codes_expiry ON authorization_codes (expires_at);

CREATE TABLE tokens (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  kind text NOT NULL,
  user_id text NOT NULL REFERENCES users (id),
  client_id text NOT NULL,
  grant_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  rotated_at timestamptz
);
CREATE INDEX tokens_grant ON tokens (grant_id);
CREATE INDEX tokens_expiry ON tokens (expires_at);
