// The database a test's service runs on: PGlite in memory, or, when DATABASE_URL is set, a PostgreSQL
// database of its own, made from a migrated template database and dropped when the service closes, so
// test files and runs never see each other's rows.
//
// A PGlite costs about a second of CPU to start, even from the migrated template, and a file that starts a
// conversation per test makes dozens: one a test has closed is emptied (a few milliseconds) and handed to
// the file's next test. The closed one's handle stays closed: every use of it fails.
//
// What a crashed run or an older version left on the server is dropped once per test process, before its
// first database is made: templates of older migrations, and test databases (and full-disk tablespaces)
// whose maker is gone. A name says who made it: this machine (a tag of its host name) and the process id.
// Another running suite's databases are never touched: their maker is alive, and a database anyone is
// connected to is not dropped (no FORCE).
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { type Database, isProcessAlive, newPgliteInMemory, openDatabase, pgliteDatabase } from '../../service/db/database';
import { migrations } from '../../service/db/migrate';

export const POSTGRES_URL = process.env.DATABASE_URL || undefined;

/** Held while the template is made and leftovers dropped: one process at a time does either. */
export const TEMPLATE_LOCK = 7246310003;

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

/** This machine, in six characters: process ids say nothing about another machine's runs on a shared server. */
export const MACHINE_TAG = createHash('sha256').update(hostname()).digest('hex').slice(0, 6);

/** The template's name for the first `count` migrations: older versions' names can be worked out, newer or other branches' cannot. */
export function templateName(count = migrations().length): string {
  const hash = createHash('sha256');
  for (const migration of migrations().slice(0, count)) hash.update(migration.checksum);
  return `tt_template_${hash.digest('hex').slice(0, 12)}`;
}

/** A name for something a test makes on the server: `${prefix}_${machine}_${pid}_...`, so that leftovers can be told from live ones. */
export const ownedName = (prefix: string, suffix: string) => `${prefix}_${MACHINE_TAG}_${process.pid}_${suffix}`;

let prepared: Promise<string> | null = null;

/** The migrated template database for this version of the migrations, made once by whichever process comes first. */
function templateDatabase(): Promise<string> {
  prepared ??= admin(async (client) => {
    const name = templateName();
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      await dropLeftovers(client);
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = ownedName('tt_building', name.slice('tt_template_'.length));
        await client.query(`CREATE DATABASE "${building}"`);
        const database = await openDatabase({ url: databaseUrl(POSTGRES_URL!, building) });
        await database.close();
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    return name;
  }).catch((error) => {
    prepared = null;
    throw error;
  });
  return prepared;
}

/** The process that owns a name, when it was made on this machine; undefined for names of another machine or another form. */
export function ownerOf(name: string): number | undefined {
  const match = /^tt_(?:test|building|disk)_([0-9a-f]{6})_(\d+)_/.exec(name);
  if (match) return match[1] === MACHINE_TAG ? Number(match[2]) : undefined;
  // The form before names carried the machine (tt_test_PID_...): only a server on this machine can have them from here.
  const legacy = /^tt_test_(\d+)_/.exec(name) ?? /^tt_template_[0-9a-f]{12}_building_(\d+)$/.exec(name);
  return legacy && serverIsLocal() ? Number(legacy[1]) : undefined;
}

function serverIsLocal(): boolean {
  const host = new URL(POSTGRES_URL!).hostname;
  return host === '' || host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.startsWith('%2F');
}

const isLeftover = (name: string) => {
  const pid = ownerOf(name);
  return pid !== undefined && pid !== process.pid && !isProcessAlive(pid);
};

/**
 * Drops what no live test process owns: test databases and half-built templates whose process is gone,
 * templates of an older version of the migrations (a prefix of today's), and full-disk tablespaces left
 * empty by those. Anything busy (connected to, being copied) refuses to be dropped and is left for later.
 */
export async function dropLeftovers(client: Client): Promise<string[]> {
  const older = new Set(migrations().map((_, i) => templateName(i)));
  const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'tt\\_%'");
  const dropped: string[] = [];
  for (const { datname } of rows) {
    if (!older.has(datname) && !isLeftover(datname)) continue;
    try {
      await client.query(`DROP DATABASE IF EXISTS "${datname}"`);
      dropped.push(datname);
    } catch {
      // in use: someone is connected to it, or copying it
    }
  }
  const spaces = await client.query<{ spcname: string }>("SELECT spcname FROM pg_tablespace WHERE spcname LIKE 'tt\\_disk\\_%'");
  for (const { spcname } of spaces.rows) {
    if (!isLeftover(spcname)) continue;
    try {
      await client.query(`DROP TABLESPACE IF EXISTS "${spcname}"`);
      dropped.push(spcname);
    } catch {
      // still holds a database that could not be dropped, or its directory is gone
    }
  }
  return dropped;
}

let made = 0;

/** A fresh, migrated, empty database for one service; closing it drops it (on PostgreSQL). */
export async function testDatabase(): Promise<Database> {
  if (!POSTGRES_URL) return pooledPglite();
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

/**
 * A URL of a fresh database (PostgreSQL runs only), for tests that start service processes on it; in
 * `tablespace` when given (a full-disk test puts it on a small disk).
 */
export async function testDatabaseUrl(options: { tablespace?: string } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = ownedName('tt_test', `${Date.now().toString(36)}_${made++}`);
  const where = options.tablespace ? ` TABLESPACE "${options.tablespace}"` : '';
  for (let attempt = 1; ; attempt++) {
    const from = await templateDatabase();
    try {
      await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${from}"${where}`));
      break;
    } catch (error) {
      // Another suite of a newer version dropped this template as old: make it again.
      if ((error as { code?: string }).code !== '3D000' || attempt >= 2) throw error;
      prepared = null;
    }
  }
  return { url: databaseUrl(POSTGRES_URL!, name), drop: () => dropDatabase(name) };
}

/**
 * DROP DATABASE asks the server for a checkpoint, which fails while the full-disk test holds a tablespace
 * full (its dirty pages cannot be written): that suite frees it within seconds, so the drop is tried again.
 */
async function dropDatabase(name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
    } catch (error) {
      if (!/checkpoint request failed/.test((error as Error).message) || attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** A tablespace in `dir` (a directory the PostgreSQL server's user owns), dropped by `drop` once its databases are. */
export async function testTablespace(dir: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = ownedName('tt_disk', `${Date.now().toString(36)}_${made++}`);
  await admin((client) => client.query(`CREATE TABLESPACE "${name}" LOCATION '${dir.replace(/'/g, "''")}'`));
  return { name, drop: () => admin(async (client) => void (await client.query(`DROP TABLESPACE IF EXISTS "${name}"`))) };
}

/** PGlites emptied after a test, for this file's next ones (Jest loads this module afresh for every file). */
const idle: PGlite[] = [];
// Kept only where something closes them at the end: Jest's afterAll. A script (a benchmark) keeps none, or
// an idle PGlite would hold its process open.
let drained = typeof afterAll !== 'function';
if (!drained) afterAll(() => drainIdle());

async function pooledPglite(): Promise<Database> {
  const client = idle.pop() ?? (await newPgliteInMemory());
  const lease = leased(client);
  return pgliteDatabase(lease.client, 'PGlite in memory', async () => {
    const listened = lease.end();
    if (drained || !(await emptied(client, listened))) await client.close().catch(() => {});
    else idle.push(client);
  });
}

async function drainIdle() {
  drained = true;
  await Promise.all(idle.splice(0).map((client) => client.close().catch(() => {})));
}

/**
 * `client` for one test, until `end`: after that every use fails, as on a closed PGlite, so a test cannot
 * reach the next one's rows through a database it has closed. `end` says the channels it listened on.
 */
function leased(client: PGlite) {
  let ended = false;
  const channels = new Set<string>();
  const proxy = new Proxy(client, {
    get(target, property) {
      if (ended) throw new Error('PGlite is closed');
      if (property === 'listen') {
        return (channel: string, ...rest: [(payload: string) => void]) => {
          channels.add(channel);
          return target.listen(channel, ...rest);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client: proxy,
    end: () => {
      ended = true;
      return channels;
    },
  };
}

/** Every table's rows gone (but the migrations'), and no listener left: as a new copy of the template. False when that failed. */
async function emptied(client: PGlite, listened: Set<string>): Promise<boolean> {
  try {
    if (client.closed) return false;
    for (const channel of listened) await client.unlisten(channel);
    // DELETE, not TRUNCATE: a test leaves a few dozen rows, and TRUNCATE gives every table and index a new
    // file, some 50 ms of CPU on PGlite against 6 (measured), paid after every test of the suite. A table a
    // test filled (over 1 MiB with its indexes) is truncated still, so that later tests do not scan its dead
    // rows. Triggers and foreign keys are off while rows go (replica role): every table is emptied anyway.
    await client.exec(`DO $$
    DECLARE
      big text;
      name text;
    BEGIN
      SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO big FROM pg_tables
        WHERE schemaname = 'public' AND tablename <> 'schema_migrations' AND pg_total_relation_size(format('%I.%I', schemaname, tablename)) > 1048576;
      IF big IS NOT NULL THEN EXECUTE 'TRUNCATE ' || big || ' CASCADE'; END IF;
      PERFORM set_config('session_replication_role', 'replica', true);
      FOR name IN SELECT format('%I.%I', schemaname, tablename) FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' LOOP
        EXECUTE 'DELETE FROM ' || name;
      END LOOP;
    END $$`);
    return true;
  } catch {
    return false;
  }
}
