-- Tells a PGlite service that a token or a person's row changed, so it may keep the answers of its token
-- check (service/oauth/tokens.ts) in memory between such changes: on PGlite every query runs on the
-- service's own thread, and the check, one per request, was most of a cached search's cost. A statement
-- that changes or removes tokens or users (a revocation, a purge, the projects_version bump) notifies
-- `access_changes` at commit; the service's session is the one that writes, so it hears every change
-- made through its PGlite instance, by the service, a test or a tool, before the write's caller goes on.
-- Inserts notify nothing: a new row changes no answer already given. The trigger notifies only when the
-- writing session itself listens: PGlite has one session, which the service listens on, so it hears every
-- write; on PostgreSQL the pool's sessions do not listen (another process's write would be heard too late
-- to trust, so the service asks every time there), and they stay out of the lock that PostgreSQL takes to
-- order the commits of notifying transactions.
CREATE FUNCTION notify_access_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF 'access_changes' IN (SELECT pg_listening_channels()) THEN PERFORM pg_notify('access_changes', ''); END IF; RETURN NULL; END $$;

CREATE TRIGGER tokens_access_change AFTER UPDATE OR DELETE OR TRUNCATE ON tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();
CREATE TRIGGER users_access_change AFTER UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();
