-- Trigram search (pg_trgm) and sound-alike matching (fuzzystrmatch). Written by hand: a schema generator
-- does not manage extensions. btree_gin is deliberately absent: with it, PGlite's trigram queries could
-- return nothing or never finish.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
