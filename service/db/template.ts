// A migrated, empty PGlite database, kept as a tarball so that an in-memory service (npm start, every
// test) starts in a fraction of a second instead of running initdb and the migrations each time. Made
// once per version of PGlite and of the migrations, in node_modules/.cache, where it replaces the one of
// the version before.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Db, isProcessAlive } from './database';
import { type Migration, migrate, migrations } from './migrate';
import * as schema from './schema';

export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

export const CACHE_DIR = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'time-tracking-service');

const TEMPLATE_FILE = /^pglite-[0-9a-f]{16}\.tar$/;
const PARTIAL_FILE = /^pglite-[0-9a-f]{16}\.tar\.(\d+)\.partial$/;

/** The template's file for these migrations and this PGlite: another version of either is another file. */
export function templateFile(cacheDir = CACHE_DIR, applied: Migration[] = migrations()): string {
  const pgliteVersion = (JSON.parse(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string }).version;
  const hash = createHash('sha256').update(pgliteVersion).update(TEMPLATE_FORM);
  for (const migration of applied) hash.update(migration.checksum);
  return path.join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** What the template holds besides the migrations: a change here is another file too. */
const TEMPLATE_FORM = 'postgres only';

let loaded: Promise<Blob> | null = null;

export function migratedTemplate(): Promise<Blob> {
  loaded ??= loadTemplate().catch((error) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

/**
 * The template for today's migrations, from `cacheDir` or made and kept there. Templates of other
 * versions (older migrations, another PGlite) are deleted, never loaded; so are pieces of files that
 * a process died writing, or that a full disk cut short.
 */
export async function loadTemplate(cacheDir = CACHE_DIR): Promise<Blob> {
  const file = templateFile(cacheDir);
  removeStale(cacheDir, path.basename(file));
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client, schema }) as unknown as Db);
    // template0 and template1 are for CREATE DATABASE, which nothing does on an embedded PGlite: without
    // them the tarball is 26 MB instead of 41, and every copy starts in two thirds of the CPU (measured).
    await client.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
    for (const statement of ['DROP DATABASE template0', 'DROP DATABASE template1', 'CHECKPOINT']) await client.exec(statement);
    const blob = await client.dumpDataDir('none');
    // Written aside and renamed, so a process reading it never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    try {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
      renameSync(partial, file);
    } catch {
      // A read-only install or a full disk still works; it only starts slower. Half a file is not kept.
      rmSync(partial, { force: true });
    }
    return blob;
  } finally {
    await client.close();
  }
}

function removeStale(cacheDir: string, current: string) {
  let names: string[];
  try {
    names = readdirSync(cacheDir);
  } catch {
    return; // no cache yet
  }
  for (const name of names) {
    const partialOf = Number(PARTIAL_FILE.exec(name)?.[1]);
    const stale = (TEMPLATE_FILE.test(name) && name !== current) || (partialOf > 0 && partialOf !== process.pid && !isProcessAlive(partialOf));
    // Another process may be reading a stale one right now: on POSIX its open file lives on until closed.
    try {
      if (stale) rmSync(path.join(cacheDir, name), { force: true });
    } catch {
      // a read-only install: nothing to tidy there
    }
  }
}
