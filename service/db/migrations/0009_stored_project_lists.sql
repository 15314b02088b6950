-- `list=true` answers kept beyond one process's life (service/http/whole-lists.ts). A process keeps the
-- answers it made in memory, but a freshly started one has none, and making a 50,000-project list whole
-- takes the database well over 100 ms; reading a stored copy of a few MB takes some 10, and the projects
-- written since its version are then brought in as for an answer kept in memory (project_changes,
-- migration 0007). One row per person and list (the query asked, and the form of the SQL that made it, so
-- a service whose list is written differently never reads an older service's copy). `version` is the
-- person's projects_version read in the same statement as `items`: the copy is the full query's answer at
-- that version, whoever stored it and whenever.
CREATE TABLE stored_project_lists (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list_key text NOT NULL,
  version bigint NOT NULL,
  items text NOT NULL,
  count integer NOT NULL,
  stored_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, list_key)
);
