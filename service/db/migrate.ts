// Versioned migrations: the .sql files in ./migrations, applied in name order, each once, at start. One
// transaction under an advisory lock, so processes starting together on one database migrate it once
// and the others wait and find it done. An applied migration is never edited: a changed one is refused.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from './database';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_LOCK = 7_246_310_001;

export interface Migration {
  version: string;
  text: string;
  checksum: string;
}

export function migrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
      return { version: name.replace(/\.sql$/, ''), text, checksum: createHash('sha256').update(text).digest('hex') };
    });
}

/** The statements of a migration: split at a semicolon ending a line (the migrations hold no bodies that need more). */
const statements = (text: string) =>
  text
    .split(/;\s*$/m)
    .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);

/** Applies what is missing; returns the versions applied now. */
export async function migrate(db: Db): Promise<string[]> {
  const wanted = migrations();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = new Map(
      (await rowsOf<{ version: string; checksum: string }>(tx, sql`SELECT version, checksum FROM schema_migrations`)).map((row) => [row.version, row.checksum]),
    );
    const known = new Set(wanted.map((migration) => migration.version));
    const unknown = [...applied.keys()].filter((version) => !known.has(version));
    if (unknown.length) throw new Error(`the database has migrations this service does not know (${unknown.join(', ')}): it was made by a newer version`);
    const done: string[] = [];
    for (const migration of wanted) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) throw new Error(`migration ${migration.version} was changed after it was applied; add a new migration instead`);
        continue;
      }
      for (const statement of statements(migration.text)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (version, checksum) VALUES (${migration.version}, ${migration.checksum})`);
      done.push(migration.version);
    }
    return done;
  });
}
