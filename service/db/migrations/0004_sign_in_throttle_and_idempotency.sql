-- Sign-in attempts, counted per account and per address in the database (not in a process), so several
-- service processes on one database throttle one guesser together. `key` is `account:<email>` or
-- `address:<ip>`; a row exists for whatever was tried, account or not, so a lockout tells nothing.
CREATE TABLE sign_in_throttle (
  key text PRIMARY KEY,
  attempts integer NOT NULL,
  last_attempt_at timestamptz NOT NULL,
  locked_until timestamptz
);
CREATE INDEX sign_in_throttle_age ON sign_in_throttle (last_attempt_at);

-- The first answer to a create sent with an Idempotency-Key, per person: a retry with the same key gets it
-- again instead of creating a second resource. Kept a day, then purged.
CREATE TABLE idempotency_keys (
  user_id text NOT NULL REFERENCES users (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  location text,
  body jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at);

-- On a refresh token that was exchanged: the answer it got, sealed with a key only the token opens, so a
-- retry within the grace window gets the same tokens (see oauth/retry-answer.ts).
ALTER TABLE tokens ADD COLUMN retry_answer text;
