-- Lists of activities answer `meta.total` without counting a person's whole history. activity_tallies keeps,
-- per person, status and source, how many activities lists show (not deleted, not merged into a group), in
-- the same transaction as every write to activities (a trigger, so no write path can forget it, and two
-- processes on one database count alike: each change takes the tally row's lock, as it commits or rolls
-- back with the write). A total filtered by status and source only is a sum over a few rows. `changes` only
-- grows: its sum over a person's rows changes whenever anything their lists show may have changed, so a
-- process can tell a page boundary it remembers is still right (service/http/page-marks.ts).
CREATE TABLE activity_tallies (
  user_id text NOT NULL REFERENCES users (id),
  status text NOT NULL,
  source text,
  listed bigint NOT NULL,
  changes bigint NOT NULL,
  CONSTRAINT activity_tallies_key UNIQUE NULLS NOT DISTINCT (user_id, status, source)
);

-- One row in, one row out (an update may be both): the deltas go in one statement, in key order, so two
-- writes moving rows between the same two tallies in opposite directions lock them in one order.
CREATE FUNCTION tally_listed_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_tallies AS t (user_id, status, source, listed, changes)
  SELECT user_id, status, source, sum(delta), 1 FROM (
    SELECT OLD.user_id, OLD.status, OLD.source, -1 WHERE TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL AND OLD.grouped_into IS NULL
    UNION ALL
    SELECT NEW.user_id, NEW.status, NEW.source, 1 WHERE TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL AND NEW.grouped_into IS NULL
  ) AS moved (user_id, status, source, delta)
  GROUP BY user_id, status, source ORDER BY user_id, status, source NULLS FIRST
  ON CONFLICT (user_id, status, source) DO UPDATE SET listed = t.listed + excluded.listed, changes = t.changes + 1; RETURN NULL; END
$$;

CREATE TRIGGER activities_tallied AFTER INSERT OR UPDATE OR DELETE ON activities FOR EACH ROW EXECUTE FUNCTION tally_listed_activities();

INSERT INTO activity_tallies (user_id, status, source, listed, changes)
SELECT user_id, status, source, count(*), 1 FROM activities WHERE deleted_at IS NULL AND grouped_into IS NULL GROUP BY user_id, status, source;

-- The filters the skill sends, compared as lists compare them (lower(...)), so their pages walk an index:
-- running timers (`status:pending`), and its own recent entries (`source:alexa`, newest first).
CREATE INDEX activities_by_status ON activities (user_id, lower(status), seq) INCLUDE (id) WHERE deleted_at IS NULL AND grouped_into IS NULL;
CREATE INDEX activities_by_source ON activities (user_id, lower(source), created_at DESC NULLS LAST, seq) INCLUDE (id) WHERE deleted_at IS NULL AND grouped_into IS NULL;
