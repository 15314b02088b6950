// The database a test's service runs on: PGlite in memory (from the migrated template, a fraction of a
// second), or, when DATABASE_URL is set, a PostgreSQL database of its own, made from a migrated template
// database and dropped when the service closes, so test files and runs never see each other's rows.
import { Client } from 'pg';
import { type Database, openDatabase } from '../../service/db/database';
import { migrations } from '../../service/db/migrate';
import { createHash } from 'node:crypto';

export const POSTGRES_URL = process.env.DATABASE_URL || undefined;

const databaseUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let template: Promise<string> | null = null;

/** The migrated template database for this version of the migrations, made once by whichever process comes first. */
function templateDatabase(): Promise<string> {
  template ??= admin(async (client) => {
    const hash = createHash('sha256');
    for (const migration of migrations()) hash.update(migration.checksum);
    const name = `tt_template_${hash.digest('hex').slice(0, 12)}`;
    await client.query('SELECT pg_advisory_lock(7246310003)');
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = `${name}_building_${process.pid}`;
        await client.query(`CREATE DATABASE "${building}"`);
        const database = await openDatabase({ url: databaseUrl(POSTGRES_URL!, building) });
        await database.close();
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(7246310003)');
    }
    return name;
  });
  return template;
}

let made = 0;

/** A fresh, migrated, empty database for one service; closing it drops it (on PostgreSQL). */
export async function testDatabase(): Promise<Database> {
  if (!POSTGRES_URL) return openDatabase();
  const { url, drop } = await testDatabaseUrl();
  const database = await openDatabase({ url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A URL of a fresh database (PostgreSQL runs only), for tests that start service processes on it. */
export async function testDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const from = await templateDatabase();
  const name = `tt_test_${process.pid}_${Date.now().toString(36)}_${made++}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${from}"`));
  return { url: databaseUrl(POSTGRES_URL!, name), drop: () => admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))) };
}
