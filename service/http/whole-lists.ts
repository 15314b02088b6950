// `list=true`: every project a person has that passes the filters, as `{id, name}`, in one answer. At
// 50,000 projects the database takes well over 100 ms to read, sort and write it as JSON, and the answer
// only changes when a project does. So each process keeps the answers it made, by person and query,
// tagged with the person's project-list version stamp (users.projects_version, bumped by a trigger in
// every project write's own transaction, migration 0005), read in the same statement as the answer. A
// kept answer is given again while the stamp the request's token check read is still the one it was made
// at, as the search index is checked: a project written through any process makes it stale at once.
//
// A stale answer by name is brought up to date rather than made again: the same trigger logs which
// projects each version wrote (project_changes, migration 0007, with tombstones for projects gone), so one
// statement reads only the projects written since the kept version, whether each still passes the filters,
// and, for each that does, the project it now follows among those unchanged (one step back on the
// by-name index). The process drops the changed ones and puts them back after their predecessors: the
// database still decides every filter and every comparison of names, and the answer is the one the full
// query gives at the version read with it.
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { rowsOf } from '../db/database';
import { projectChanges, projects, users } from '../db/schema';

/** Characters of kept answers at most, across people (a 50,000-project list is about 3 million). */
const MAX_KEPT_CHARS = 32_000_000;
/** Past this many projects written since the kept version, the list is made again whole. */
const MAX_CHANGES = 1_000;

interface Item {
  id: string;
  name: string;
}

interface Kept {
  version: number;
  /** The items as a JSON array. */
  items: string;
  count: number;
  /** The same, parsed once the answer is first brought up to date (an answer never stale is never parsed). */
  parsed?: Item[];
}

const kept = new Map<string, Kept>();
let keptChars = 0;

// A parsed list holds about twice its JSON in memory again.
const weight = (answer: Kept) => answer.items.length * (answer.parsed ? 3 : 1);

function keep(name: string, answer: Kept) {
  forget(name);
  if (weight(answer) > MAX_KEPT_CHARS / 4) return;
  kept.set(name, answer);
  keptChars += weight(answer);
  while (keptChars > MAX_KEPT_CHARS) forget(kept.keys().next().value!);
}

function forget(name: string) {
  const answer = kept.get(name);
  if (!answer) return;
  kept.delete(name);
  keptChars -= weight(answer);
}

const versionOf = (ctx: RequestContext) => sql`(SELECT ${users.projects_version} FROM ${users} WHERE ${users.id} = ${ctx.user.id})`;

export interface WholeListQuery {
  /** What was asked (filters, order), naming the kept copy. */
  query: object;
  /** One row: `items`, the JSON array of the whole list, and `count`. */
  select: SQL;
  /**
   * The rows the list shows (person, not deleted, filters) when it is ordered by name, then by the order
   * made in: a kept answer is then brought up to date. Absent for other orders: made again whole.
   */
  byName?: SQL;
}

/** The JSON array of a person's whole list and its length. */
export async function wholeProjectList(ctx: RequestContext, list: WholeListQuery): Promise<{ items: string; count: number }> {
  const name = `${ctx.user.id}\n${JSON.stringify(list.query)}`;
  const earlier = kept.get(name);
  // The stamp the token check read with the person's row: every project write committed before this
  // request is in it, as the search index also relies on (no second query for it).
  if (earlier?.version === ctx.user.projects_version) {
    keep(name, earlier); // the most recently used is the last forgotten
    return earlier;
  }
  const answer = (earlier && list.byName && (await broughtUpToDate(ctx, earlier, list.byName))) || (await madeWhole(ctx, list.select));
  keep(name, answer);
  return answer;
}

async function madeWhole(ctx: RequestContext, select: SQL): Promise<Kept> {
  const [made] = await rowsOf<{ version: string; items: string; count: number }>(
    ctx.tx,
    sql`SELECT ${versionOf(ctx)}::text AS version, listed.items, listed.count FROM (${select}) AS listed`,
  );
  return { version: Number(made.version), items: made.items, count: Number(made.count) };
}

interface Change {
  version: string;
  /** Null when nothing was written since the kept version. */
  id: string | null;
  name: string | null;
  listed: boolean | null;
  /** The unchanged project a listed one now follows; null when it comes first. */
  after: string | null;
}

/** The kept answer with what was written since, or null when it is better made whole. */
async function broughtUpToDate(ctx: RequestContext, earlier: Kept, listed: SQL): Promise<Kept | null> {
  // Each change's predecessor is looked for among the rows the list shows that were not written since:
  // exactly the kept answer's rows, less the changed ones, in the kept order.
  const changes = await rowsOf<Change>(
    ctx.tx,
    sql`WITH changed AS (
          SELECT ${projectChanges.project_id} AS id, ${projects.name} AS name, ${projects.name_key} AS name_key, ${projects.seq} AS seq,
                 coalesce(${listed}, false) AS listed
          FROM ${projectChanges} LEFT JOIN ${projects} ON ${projects.id} = ${projectChanges.project_id} AND ${projects.user_id} = ${projectChanges.user_id}
          WHERE ${projectChanges.user_id} = ${ctx.user.id} AND ${projectChanges.version} > ${earlier.version}
          LIMIT ${MAX_CHANGES + 1}
        )
        SELECT now_at.version, changed.id, changed.name, changed.listed,
               CASE WHEN changed.listed THEN (
                 SELECT ${projects.id} FROM ${projects}
                 WHERE ${listed} AND (${projects.name_key}, ${projects.seq}) < (changed.name_key, changed.seq)
                   AND ${projects.id} NOT IN (SELECT id FROM changed)
                 ORDER BY ${projects.name_key} DESC, ${projects.seq} DESC LIMIT 1
               ) END AS after
        FROM (SELECT ${versionOf(ctx)}::text AS version) AS now_at LEFT JOIN changed ON true
        ORDER BY changed.name_key, changed.seq`,
  );
  const version = Number(changes[0].version);
  if (version === earlier.version) return earlier;
  if (version < earlier.version || changes.length > MAX_CHANGES) return null;
  const written = changes.filter((change) => change.id !== null);
  const gone = new Set(written.map((change) => change.id!));
  // Listed changes in the database's order, grouped by the project they follow ('' for the start).
  const following = new Map<string, Item[]>();
  let placing = 0;
  for (const change of written) {
    if (!change.listed) continue;
    const after = change.after ?? '';
    if (!following.has(after)) following.set(after, []);
    following.get(after)!.push({ id: change.id!, name: change.name! });
    placing++;
  }
  const items: Item[] = [...(following.get('') ?? [])];
  let placed = items.length;
  for (const item of earlier.parsed ?? (JSON.parse(earlier.items) as Item[])) {
    if (gone.has(item.id)) continue;
    items.push(item);
    const next = following.get(item.id);
    if (next) {
      items.push(...next);
      placed += next.length;
    }
  }
  // Every predecessor is in the kept answer unless the log missed a write (say, triggers turned off):
  // then the list is made whole rather than given with a project missing.
  if (placed !== placing) return null;
  return { version, items: JSON.stringify(items), count: items.length, parsed: items };
}
