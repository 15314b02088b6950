// A migrated, empty PGlite database, kept as a tarball so that an in-memory service (npm start, every
// test) starts in a fraction of a second instead of running initdb and the migrations each time. Made
// once per version of PGlite and of the migrations, in node_modules/.cache.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from './database';
import { migrate, migrations } from './migrate';
import * as schema from './schema';

export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

const CACHE_DIR = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'time-tracking-service');

function templateFile(): string {
  const pgliteVersion = (JSON.parse(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string }).version;
  const hash = createHash('sha256').update(pgliteVersion);
  for (const migration of migrations()) hash.update(migration.checksum);
  return path.join(CACHE_DIR, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

let loaded: Promise<Blob> | null = null;

export function migratedTemplate(): Promise<Blob> {
  loaded ??= load().catch((error) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

async function load(): Promise<Blob> {
  const file = templateFile();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client, schema }) as unknown as Db);
    const blob = await client.dumpDataDir('none');
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      // Written aside and renamed, so a process reading it never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
      renameSync(partial, file);
    } catch {
      // A read-only install still works; it only starts slower.
    }
    return blob;
  } finally {
    await client.close();
  }
}
