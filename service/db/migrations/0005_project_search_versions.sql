-- A per-person version stamp of the project list, for the search index each service process keeps in
-- memory (service/search/): every statement that inserts, updates or deletes projects bumps the owner's
-- stamp in the same transaction, so a process whose copy carries an older stamp knows to read the list
-- again, whichever process (or tool) wrote. It lives on the user row because every API request already
-- reads that row to check its token: the check costs no extra query. A trigger, not the service's code,
-- bumps it, so no write path (imports, seeding, a later rule) can forget to. Statement-level with
-- transition tables: a bulk insert of 10,000 projects bumps each owner once, not 10,000 times.
ALTER TABLE users ADD COLUMN projects_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION bump_projects_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN UPDATE users SET projects_version = projects_version + 1 WHERE id IN (SELECT user_id FROM new_rows); ELSIF TG_OP = 'DELETE' THEN UPDATE users SET projects_version = projects_version + 1 WHERE id IN (SELECT user_id FROM old_rows); ELSE UPDATE users SET projects_version = projects_version + 1 WHERE id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows); END IF; RETURN NULL; END $$;

CREATE TRIGGER projects_version_on_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_projects_version();
CREATE TRIGGER projects_version_on_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_projects_version();
CREATE TRIGGER projects_version_on_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_projects_version();

-- What a plain text sounds like: each word's Double Metaphone code (fuzzystrmatch), in order, words without
-- one left out. The search compares it by trigram similarity with the term's (project-search.ts): a name
-- that sounds like what was heard ("burnett to a town house", "Abernathy Townhouse") is found. The
-- search runs in the process; this is its definition, and where the process gets the codes from.
CREATE FUNCTION sound_of(plain_text text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT coalesce(string_agg(code, ' ' ORDER BY n), '') FROM unnest(string_to_array(plain_text, ' ')) WITH ORDINALITY AS word(w, n), dmetaphone(w) AS code WHERE w <> '' AND code <> '' $$;

-- The search no longer queries the trigram indexes (it scores in the process, service/search/): they
-- would only slow every project write.
DROP INDEX IF EXISTS projects_name_trgm;
DROP INDEX IF EXISTS projects_description_trgm;
