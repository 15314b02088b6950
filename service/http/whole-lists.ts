// `list=true`: every project a person has that passes the filters, as `{id, name}`, in one answer. At
// 50,000 projects the database takes well over 100 ms to read, sort and write it as JSON, and the answer
// only changes when a project does. So each process keeps the answers it made, by person and query,
// tagged with the person's project-list version stamp (users.projects_version, bumped by a trigger in
// every project write's own transaction, migration 0005), read in the same statement as the answer. A
// kept answer is given again while the stamp the request's token check read is still the one it was made
// at, as the search index is checked: a project written through any process makes it stale at once.
//
// A stale answer ordered by name is brought up to date rather than made again: the same trigger logs which
// projects each version wrote (project_changes, migration 0007, a tombstone for a project gone), so one
// statement reads only the projects written since the kept version: whether each still passes the filters,
// its JSON, and the unchanged project it now follows (one step back on the by-name index). The kept JSON
// is then cut and joined around them, never parsed. The database still decides every filter and every
// comparison of names, so the answer is the one the full query gives at the version read with it.
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { rowsOf } from '../db/database';
import { projectChanges, projects, users } from '../db/schema';

/** Characters of kept answers at most, across people (a 50,000-project list is about 3 million). */
const MAX_KEPT_CHARS = 32_000_000;
/** Past this many projects written since the kept version, the list is made again whole. */
const MAX_CHANGES = 1_000;
/** Up to this many, each is looked for in the kept JSON on its own (a search of a few MB each). */
const FEW_CHANGES = 8;

interface Kept {
  version: number;
  items: string;
  count: number;
}

const kept = new Map<string, Kept>();
let keptChars = 0;

function keep(name: string, answer: Kept) {
  forget(name);
  if (answer.items.length > MAX_KEPT_CHARS / 4) return;
  kept.set(name, answer);
  keptChars += answer.items.length;
  while (keptChars > MAX_KEPT_CHARS) forget(kept.keys().next().value!);
}

function forget(name: string) {
  const answer = kept.get(name);
  if (!answer) return;
  kept.delete(name);
  keptChars -= answer.items.length;
}

const versionOf = (ctx: RequestContext) => sql`(SELECT ${users.projects_version} FROM ${users} WHERE ${users.id} = ${ctx.user.id})`;

/**
 * One project as the list writes it: `{"id":…,"name":…}`, each field by to_json. Its beginning, up to
 * the name, names it in the kept JSON: it holds unescaped quotes, which no JSON string can, so it is
 * found only where that project's item begins.
 */
export const listItem = sql`'{"id":' || to_json(${projects.id})::text || ',"name":' || to_json(${projects.name})::text || '}'`;
const ITEM_ID = '{"id":';
const ITEM_NAME = ',"name":';
const ITEM_AFTER = `,${ITEM_ID}`;
const itemStart = (idJson: string) => `${ITEM_ID}${idJson}${ITEM_NAME}`;

/** Where each item of a kept JSON array begins, by its id as JSON. */
function itemStarts(json: string): Map<string, number> {
  const starts = new Map<string, number>();
  for (let start = json.startsWith(ITEM_ID, 1) ? 1 : -1; start >= 0; ) {
    const name = json.indexOf(ITEM_NAME, start);
    starts.set(json.slice(start + ITEM_ID.length, name), start);
    const next = json.indexOf(ITEM_AFTER, name);
    start = next < 0 ? -1 : next + 1;
  }
  return starts;
}

export interface WholeListQuery {
  /** What was asked (filters, order), naming the kept copy. */
  query: object;
  /** One row: `items`, the JSON array of the whole list (of `listItem`s), and `count`. */
  select: SQL;
  /**
   * The rows the list shows (the person's, not deleted, passing the filters) when it is ordered by name,
   * then by the order made in: a kept answer is then brought up to date. Absent for other orders: the
   * list is made again whole.
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
  /** The project's id as JSON; null when nothing was written since the kept version. */
  id: string | null;
  /** The project's item when the list shows it now, else null. */
  item: string | null;
  /** The id (as JSON) of the unchanged project a listed one now follows; null when it comes first. */
  after: string | null;
}

/** An item of the kept JSON: where it begins, and where the separator after it (or the closing `]`) is. */
interface Span {
  start: number;
  end: number;
  kept: boolean;
  /** Items to put right after it. */
  followers: string[];
}

/** The kept answer with what was written since, or null when it is better made whole. */
async function broughtUpToDate(ctx: RequestContext, earlier: Kept, listed: SQL): Promise<Kept | null> {
  // Each change's predecessor is looked for among the rows the list shows that were not written since:
  // exactly the kept answer's rows, less the changed ones, in the kept order.
  const changes = await rowsOf<Change>(
    ctx.tx,
    sql`WITH changed AS (
          SELECT ${projectChanges.project_id} AS id, ${projects.name_key} AS name_key, ${projects.seq} AS seq,
                 CASE WHEN ${listed} THEN ${listItem} END AS item
          FROM ${projectChanges} LEFT JOIN ${projects} ON ${projects.id} = ${projectChanges.project_id} AND ${projects.user_id} = ${projectChanges.user_id}
          WHERE ${projectChanges.user_id} = ${ctx.user.id} AND ${projectChanges.version} > ${earlier.version}
          LIMIT ${MAX_CHANGES + 1}
        )
        SELECT now_at.version, to_json(changed.id)::text AS id, changed.item,
               CASE WHEN changed.item IS NOT NULL THEN (
                 SELECT to_json(${projects.id})::text FROM ${projects}
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

  const json = earlier.items;
  // A few items are found by searching the JSON for each; more, by reading where every item begins once.
  const starts = changes.length > FEW_CHANGES ? itemStarts(json) : null;
  const spans = new Map<string, Span>();
  const spanOf = (idJson: string): Span | null => {
    let span = spans.get(idJson);
    if (!span) {
      const start = starts ? (starts.get(idJson) ?? -1) : json.indexOf(itemStart(idJson));
      if (start < 0) return null;
      const next = json.indexOf(ITEM_AFTER, start);
      span = { start, end: next < 0 ? json.length - 1 : next, kept: true, followers: [] };
      spans.set(idJson, span);
    }
    return span;
  };
  const first: string[] = [];
  let count = earlier.count;
  for (const change of changes) {
    if (change.id === null) continue;
    const span = spanOf(change.id);
    if (span) {
      span.kept = false;
      count--;
    }
  }
  // In the database's order, so projects following the same one keep theirs.
  for (const change of changes) {
    if (change.item === null) continue;
    if (change.after === null) first.push(change.item);
    else {
      // Every predecessor is in the kept answer unless the log missed a write (say, with triggers
      // turned off): then the list is made whole rather than given with a project misplaced.
      const span = spanOf(change.after);
      if (!span?.kept) return null;
      span.followers.push(change.item);
    }
    count++;
  }

  const parts = first;
  let from = 1; // after the `[`
  const run = (to: number) => {
    const items = json.slice(json[from] === ',' ? from + 1 : from, json[to - 1] === ',' ? to - 1 : to);
    if (items) parts.push(items);
  };
  for (const span of [...spans.values()].sort((a, b) => a.start - b.start)) {
    run(span.start);
    if (span.kept) parts.push(json.slice(span.start, span.end));
    parts.push(...span.followers);
    from = span.end;
  }
  run(json.length - 1);
  return { version, items: `[${parts.join(',')}]`, count };
}
