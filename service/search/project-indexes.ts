// The search indexes a service process keeps: one per person, for the people who searched lately, each
// stamped with the version of the project list it was built from (users.projects_version, bumped by a
// trigger in the same transaction as any write to that person's projects: migration 0005). Every request
// already reads the person's row to check the access token, so it knows the current version for free; an
// index whose stamp differs is rebuilt from the database before it answers. A project created, renamed,
// made inactive, deleted or recovered through any process is therefore found (or not) through every other on the very
// next request, and nothing here can go stale.
//
// Memory is bounded: least recently used people are dropped once the indexes together hold more than
// MAX_INDEXED_PROJECTS projects (one person's list, however long, is always kept while in use).
import { sql } from 'drizzle-orm';
import { type Database, type Queryable, rowsOf } from '../db/database';
import { type IndexedProject, ProjectIndex } from './project-index';
import { rememberCodes, soundFromCodes } from './sounds';

/** About 2 KB each in memory: 100,000 projects, some 200 MB at most. */
export const MAX_INDEXED_PROJECTS = 100_000;

interface Entry {
  version: number;
  index: ProjectIndex;
  /**
   * False when read by a transaction that had written already: it may see its own uncommitted writes
   * (and their version stamp), which a rollback would undo, so only that transaction may use it.
   */
  shared: boolean;
}

export class ProjectIndexes {
  private readonly entries = new Map<string, Entry>();
  private held = 0;
  /** Builds under way, so requests arriving together build once. */
  private readonly building = new Map<string, Promise<Entry>>();

  constructor(private readonly maxProjects = MAX_INDEXED_PROJECTS) {}

  /** People indexed now, most recently used last (for tests). */
  people(): string[] {
    return [...this.entries.keys()];
  }

  /**
   * The person's index as of `version` or later. `version` is the stamp read with the request's
   * authentication, so every write committed before the request arrived is in the answer.
   */
  async forPerson(db: Queryable, userId: string, version: number): Promise<ProjectIndex> {
    const entry = this.entries.get(userId);
    if (entry && entry.version >= version) {
      // Most recently used last: re-inserting moves it.
      this.entries.delete(userId);
      this.entries.set(userId, entry);
      return entry.index;
    }
    let build = this.building.get(userId);
    const mine = !build;
    if (!build) {
      build = load(db, userId).finally(() => this.building.delete(userId));
      this.building.set(userId, build);
    }
    let built = await build;
    // Another request's build may predate a write this one must see, or hold that request's own writes.
    if (!mine && (built.version < version || !built.shared)) built = await load(db, userId);
    if (built.shared) this.keep(userId, built);
    return built.index;
  }

  private keep(userId: string, entry: Entry) {
    const old = this.entries.get(userId);
    if (old && old.version > entry.version) return;
    if (old) this.held -= old.index.size;
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    this.held += entry.index.size;
    for (const [person, other] of this.entries) {
      if (this.held <= this.maxProjects || person === userId) break;
      this.entries.delete(person);
      this.held -= other.index.size;
    }
  }
}

/**
 * The person's listed projects and the version stamp, in one statement, so both come from one snapshot:
 * the stamp is exactly the version of the rows read.
 */
async function load(db: Queryable, userId: string): Promise<Entry> {
  // Each name word's Double Metaphone code, in word order, empty ones kept, so they pair with the words.
  const rows = await rowsOf<Omit<IndexedProject, 'name_sound'> & { version: string | number | bigint; wrote: boolean; codes: string | null }>(
    db,
    sql`SELECT u.projects_version AS version, pg_current_xact_id_if_assigned() IS NOT NULL AS wrote, p.id, p.name, p.description, p.name_plain, p.description_plain,
               (SELECT string_agg(coalesce(dmetaphone(w), ''), ' ' ORDER BY n) FROM unnest(string_to_array(p.name_plain, ' ')) WITH ORDINALITY AS word(w, n)) AS codes
        FROM users u LEFT JOIN projects p ON p.user_id = u.id AND p.deleted_at IS NULL
        WHERE u.id = ${userId} ORDER BY p.seq`,
  );
  const version = rows.length ? Number(rows[0].version) : 0;
  const listed = rows
    .filter((row) => row.id !== null)
    .map(({ codes, version: _version, wrote: _wrote, ...project }) => {
      const wordCodes = (codes ?? '').split(' ');
      rememberCodes(project.name_plain.split(' '), wordCodes);
      return { ...project, name_sound: soundFromCodes(wordCodes) };
    });
  return { version, shared: !rows[0]?.wrote, index: new ProjectIndex(listed) };
}

// One set of indexes per database: tests run many services, on many databases, in one process.
const perDatabase = new WeakMap<Database, ProjectIndexes>();

export function projectIndexesOf(database: Database): ProjectIndexes {
  let indexes = perDatabase.get(database);
  if (!indexes) {
    indexes = new ProjectIndexes();
    perDatabase.set(database, indexes);
  }
  return indexes;
}
