// One schema, two engines: PostgreSQL through node-postgres when a URL is given, otherwise PGlite
// (PostgreSQL compiled to WebAssembly, in this process), in memory or in a data directory. Everything
// above this file sees one Drizzle database and does not know which engine is under it.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statfsSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { migrate } from './migrate';
import * as schema from './schema';
import { migratedTemplate, PGLITE_EXTENSIONS } from './template';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Where a query can run: the database, or a transaction in it. */
export type Queryable = Db | Tx;

/** The rows a raw SQL statement returns (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  engine: 'postgres' | 'pglite';
  /** Where the data is, for people (a PostgreSQL URL without its password). */
  where: string;
  db: Db;
  /** Runs `work` in one transaction; retried from the start when PostgreSQL picks it to lose a deadlock or a serialization conflict. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection URL (`DATABASE_URL`); PGlite when absent. */
  url?: string;
  /** PGlite's data directory; in memory when absent. */
  dataDir?: string;
  /** PostgreSQL connections at most (default 10). */
  maxConnections?: number;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options.maxConnections ?? 10) : await openPglite(options.dataDir);
  try {
    await migrate(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** A PostgreSQL URL as it may be shown: without its password. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unreadable DATABASE_URL';
  }
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const where = redactedUrl(url);
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // A connection that breaks is dropped by the pool and the next query opens a new one; a query on it fails
  // (answered 503). The error events say nothing more, and unheard they would end the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`cannot reach PostgreSQL at ${where}: ${(error as Error).message || (error as { code?: string }).code}`, { cause: error });
  }
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
  return { engine: 'postgres', where, db, transaction: retrying(db), close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let client: PGlite;
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    try {
      // A new directory starts as a copy of the migrated template: seconds sooner than initdb.
      const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
      client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS, ...(isNew ? { loadDataDir: await migratedTemplate() } : {}) });
    } catch (error) {
      release();
      throw whyNotOpened(dataDir, error);
    }
  } else {
    client = await newPgliteInMemory();
  }
  return pgliteDatabase(client, dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory', async () => {
    await client.close();
    release();
  });
}

/** A new PGlite in memory, migrated and empty: a copy of the migrated template. */
export async function newPgliteInMemory(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await migratedTemplate(), extensions: PGLITE_EXTENSIONS });
}

/** A database on a PGlite that is open and migrated already; `close` is what closing it does. */
export function pgliteDatabase(client: PGlite, where: string, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { engine: 'pglite', where, db, transaction: retrying(db), close };
}

/** A WAL segment: starting (crash recovery, a checkpoint) may need about that much room. */
const ROOM_TO_START = 16 * 1024 * 1024;

/**
 * PGlite started on a full disk fails with Emscripten's bare "Aborted()" or ENOSPC: say what to do. A
 * directory that cannot be opened for another reason keeps its own error.
 */
function whyNotOpened(dataDir: string, error: unknown): Error {
  let free = Infinity;
  try {
    const disk = statfsSync(dataDir);
    free = disk.bavail * disk.bsize;
  } catch {
    // cannot tell
  }
  if (unavailability(error) !== 'full' && free >= ROOM_TO_START) return error as Error;
  const said = (error as Error | undefined)?.message || 'no space left on device';
  return new Error(`cannot open the data directory ${dataDir} (${said}): its disk has ${free === Infinity ? 'no room' : `${free} bytes free`}; free some space, then start again`, {
    cause: error,
  });
}

const RETRIED = new Set(['40001', '40P01']);

function retrying(db: Db) {
  return async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(work);
      } catch (error) {
        if (attempt >= 5 || !RETRIED.has(databaseCode(error) ?? '')) throw error;
      }
    }
  };
}

/** The SQLSTATE or system error code of a database error, whether Drizzle wrapped it or not. */
export function databaseCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/**
 * Why the database cannot take a request now, or undefined when the error is of another kind (the query
 * was wrong, a bug). `unreachable`: the connection is gone or cannot be made. `full`: the disk under the
 * data has no room; the statement failed, so its transaction was rolled back and changed nothing.
 */
export function unavailability(error: unknown): 'unreachable' | 'full' | undefined {
  const code = databaseCode(error) ?? '';
  // 53100 is PostgreSQL's disk_full (a table or WAL file that could not grow); ENOSPC the system's own.
  if (code === '53100' || code === 'ENOSPC' || isPgliteOutOfSpace(error)) return 'full';
  if (/^(08|57P)/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return 'unreachable';
  for (let e = error as { message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (/connection terminated|connection timeout|timeout exceeded when trying to connect|Connection refused|client has encountered a connection error|cannot use a pool after calling end/i.test(e.message ?? '')) return 'unreachable';
  }
  return undefined;
}

/** True when the error says the database cannot take a request now (not that the query was wrong). */
export const isUnavailable = (error: unknown): boolean => unavailability(error) !== undefined;

/**
 * PGlite's file layer (Emscripten's) reports a failed write outside PostgreSQL as an ErrnoError with
 * Emscripten's own numbers, where ENOSPC is 51, and no message.
 */
const EMSCRIPTEN_ENOSPC = 51;
function isPgliteOutOfSpace(error: unknown): boolean {
  for (let e = error as { name?: unknown; errno?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.name === 'ErrnoError' && e.errno === EMSCRIPTEN_ENOSPC) return true;
  }
  return false;
}

/** The database's own words for an error, without the query and parameters a query builder adds (they hold people's data). */
export function databaseMessage(error: unknown): string {
  let message = '';
  for (let e = error as { message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.message === 'string' && e.message) message = e.message;
  }
  return message.replace(/^Failed query:[\s\S]*$/, 'a query failed');
}

/**
 * An error as the log may hold it: its kind, the database's own words and code, and where it was thrown,
 * without the SQL and parameters a query builder puts in its message (emails, digests, descriptions).
 */
export function loggedError(error: unknown): { type: string; message: string; code?: string; stack?: string } {
  const e = error as { name?: unknown; stack?: unknown } | undefined;
  // A stack's first line repeats the message; the frames after it name only code.
  const frames = typeof e?.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : undefined;
  return { type: typeof e?.name === 'string' ? e.name : typeof error, message: databaseMessage(error), code: databaseCode(error), ...(frames ? { stack: frames } : {}) };
}

/**
 * PGlite has no lock of its own: two processes on one directory would both write it and corrupt it. A
 * lock file holding the owner's pid refuses the second; one left by a process that died is taken over.
 */
function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'service.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
        const who = pid === process.pid ? 'this process' : `another process (pid ${pid})`;
        throw new Error(`the data directory ${dir} is already open in ${who}; stop that one first, or use another --data directory`, { cause: error });
      }
      unlinkSync(file);
    }
  }
  throw new Error(`could not lock the data directory ${dir}`);
}

/** Whether the process runs: a zombie (killed, not yet reaped by its parent) holds nothing open. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // /proc/PID/stat: "pid (name) state ..."; the name may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc here: trust the signal
  }
}
