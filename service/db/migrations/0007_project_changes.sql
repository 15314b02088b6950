-- Which of a person's projects changed at which version of their project list (users.projects_version): a
-- process that keeps a `list=true` answer made at version K brings it up to date from the projects logged
-- after K, a few rows, instead of reading, sorting and writing all of them again (50,000 take the database
-- well over 100 ms; service/http/whole-lists.ts). One row per person and project, holding the last version
-- that wrote it, so the table grows with the projects, not with the writes. A project hard-deleted, or moved
-- to another person straight in the database, keeps its row under the person it left: the row is its
-- tombstone, and the kept answer drops it.
CREATE TABLE project_changes (
  user_id text NOT NULL,
  project_id text NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (user_id, project_id)
);
CREATE INDEX project_changes_since ON project_changes (user_id, version) INCLUDE (project_id);

-- The version stamp and the log in one statement per project write, set-based (a bulk insert of 10,000
-- projects is one update of the person's row and one insert here, not 10,000). The update of the person's
-- row comes first and returns the version: it takes that row's lock, held until commit, so two writes to
-- one person's projects get versions in the order they commit, and a process that has seen version K has
-- seen every project logged at K or below.
CREATE OR REPLACE FUNCTION bump_projects_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN WITH written AS (SELECT user_id, id FROM new_rows), bumped AS (UPDATE users SET projects_version = projects_version + 1 WHERE id IN (SELECT user_id FROM written) RETURNING id, projects_version) INSERT INTO project_changes AS c (user_id, project_id, version) SELECT w.user_id, w.id, b.projects_version FROM written w JOIN bumped b ON b.id = w.user_id ON CONFLICT (user_id, project_id) DO UPDATE SET version = excluded.version; ELSIF TG_OP = 'DELETE' THEN WITH written AS (SELECT user_id, id FROM old_rows), bumped AS (UPDATE users SET projects_version = projects_version + 1 WHERE id IN (SELECT user_id FROM written) RETURNING id, projects_version) INSERT INTO project_changes AS c (user_id, project_id, version) SELECT w.user_id, w.id, b.projects_version FROM written w JOIN bumped b ON b.id = w.user_id ON CONFLICT (user_id, project_id) DO UPDATE SET version = excluded.version; ELSE WITH written AS (SELECT user_id, id FROM new_rows UNION SELECT user_id, id FROM old_rows), bumped AS (UPDATE users SET projects_version = projects_version + 1 WHERE id IN (SELECT user_id FROM written) RETURNING id, projects_version) INSERT INTO project_changes AS c (user_id, project_id, version) SELECT w.user_id, w.id, b.projects_version FROM written w JOIN bumped b ON b.id = w.user_id ON CONFLICT (user_id, project_id) DO UPDATE SET version = excluded.version; END IF; RETURN NULL; END $$;
