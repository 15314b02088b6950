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
//
// A freshly started process has kept nothing, so a long list's answer is also stored in the database
// (stored_project_lists, migration 0009) once made, with the version read with it: the first request after
// a start reads that copy (some 10 ms for 50,000 projects) and brings it up to date like one kept in memory.
// The copy is written after the answer, not before it: a few MB take PGlite some 60 ms to write, which no
// one need wait for, and a copy that never lands only costs the next new process the list made whole.
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import type { RequestContext } from '../context';
import { type Database, rowsOf } from '../db/database';
import { projectChanges, projects, storedProjectLists, users } from '../db/schema';

/** Characters of kept answers at most, across people (a 50,000-project list is about 3 million). */
const MAX_KEPT_CHARS = 32_000_000;
/** Past this many projects written since the kept version, the list is made again whole. */
const MAX_CHANGES = 1_000;
/** Up to this many, each is looked for in the kept JSON on its own (a search of a few MB each). */
const FEW_CHANGES = 8;
/** Lists shorter than this (some 3,000 projects) are made whole quickly enough: they are not stored. */
const MIN_STORED_CHARS = 200_000;
/** A stored copy is written again once this many projects were brought into it since it was stored. */
const RESTORE_AFTER_CHANGES = 100;
/** Lists stored per person at most (each filter and order is a list of its own); the least recently stored go. */
const MAX_STORED_PER_PERSON = 4;

interface Kept {
  version: number;
  items: string;
  count: number;
  /** Projects brought in since the copy in the database was stored (or Infinity when there is none). */
  unstored: number;
}

/** One process's kept answers, for one database: tests run many services, on many databases, in one process. */
class KeptLists {
  private readonly answers = new Map<string, Kept>();
  private chars = 0;
  /** Copies being stored, so that closing the database waits for them. */
  readonly storing = new Set<Promise<void>>();

  get(name: string): Kept | undefined {
    return this.answers.get(name);
  }

  keep(name: string, answer: Kept) {
    this.forget(name);
    if (answer.items.length > MAX_KEPT_CHARS / 4) return;
    this.answers.set(name, answer);
    this.chars += answer.items.length;
    while (this.chars > MAX_KEPT_CHARS) this.forget(this.answers.keys().next().value!);
  }

  private forget(name: string) {
    const answer = this.answers.get(name);
    if (!answer) return;
    this.answers.delete(name);
    this.chars -= answer.items.length;
  }
}

const perDatabase = new WeakMap<Database, KeptLists>();

function keptListsOf(database: Database): KeptLists {
  let lists = perDatabase.get(database);
  if (!lists) {
    lists = new KeptLists();
    perDatabase.set(database, lists);
  }
  return lists;
}

/** Waits for the copies this process is storing in `database` (before it is closed). */
export async function storedListsSettled(database: Database): Promise<void> {
  const storing = perDatabase.get(database)?.storing;
  while (storing?.size) await Promise.allSettled([...storing]);
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
  const lists = keptListsOf(ctx.database);
  const name = `${ctx.user.id}\n${JSON.stringify(list.query)}`;
  // Kept in memory, else stored by this or an earlier process (read in the request's own transaction).
  const earlier = lists.get(name) ?? (await storedList(ctx, list));
  // The stamp the token check read with the person's row: every project write committed before this
  // request is in it, as the search index also relies on (no second query for it).
  if (earlier?.version === ctx.user.projects_version) {
    lists.keep(name, earlier); // the most recently used is the last forgotten
    return earlier;
  }
  const answer = (earlier && list.byName && (await broughtUpToDate(ctx, earlier, list.byName))) || (await madeWhole(ctx, list.select));
  lists.keep(name, answer);
  if (answer.unstored >= RESTORE_AFTER_CHANGES && answer.items.length >= MIN_STORED_CHARS) {
    answer.unstored = 0;
    store(ctx, lists, list, answer);
  }
  return answer;
}

// The SQL that makes a list, as text, names the stored copies it may use: a service that writes its lists
// differently (a later version, other filters) never reads what an older one stored.
const dialect = new PgDialect();
const storedKey = (list: WholeListQuery) =>
  `${createHash('sha256').update(dialect.sqlToQuery(list.select).sql).digest('base64url').slice(0, 22)} ${JSON.stringify(list.query)}`;

async function storedList(ctx: RequestContext, list: WholeListQuery): Promise<Kept | undefined> {
  const [stored] = await rowsOf<{ version: string; items: string; count: number }>(
    ctx.tx,
    sql`SELECT ${storedProjectLists.version}::text AS version, ${storedProjectLists.items} AS items, ${storedProjectLists.count} AS count
        FROM ${storedProjectLists} WHERE ${storedProjectLists.user_id} = ${ctx.user.id} AND ${storedProjectLists.list_key} = ${storedKey(list)}`,
  );
  return stored && { version: Number(stored.version), items: stored.items, count: Number(stored.count), unstored: 0 };
}

/**
 * Stores the answer after this request, in a transaction of its own: outside the request's, whose answer
 * need not wait for it (on PGlite it runs once the request's transaction ends). A copy is replaced only by
 * a later version's, so racing processes leave the latest, or when it claims a version the person's list
 * has not reached (a database restored from an older backup); the person's least recently stored lists
 * past the bound are dropped. A copy that fails to land is no loss: the next new process makes the list whole.
 */
function store(ctx: RequestContext, lists: KeptLists, list: WholeListQuery, answer: Kept) {
  const { id } = ctx.user;
  const key = storedKey(list);
  const storing = ctx.database
    .transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO ${storedProjectLists} (user_id, list_key, version, items, count)
          VALUES (${id}, ${key}, ${answer.version}, ${answer.items}, ${answer.count})
          ON CONFLICT (user_id, list_key) DO UPDATE SET version = excluded.version, items = excluded.items, count = excluded.count, stored_at = now()
          WHERE ${storedProjectLists}.version < excluded.version
             OR ${storedProjectLists}.version > (SELECT ${users.projects_version} FROM ${users} WHERE ${users.id} = ${id})`);
      await tx.execute(sql`DELETE FROM ${storedProjectLists} WHERE ${storedProjectLists.user_id} = ${id} AND ${storedProjectLists.list_key} NOT IN (
          SELECT ${storedProjectLists.list_key} FROM ${storedProjectLists} WHERE ${storedProjectLists.user_id} = ${id}
          ORDER BY ${storedProjectLists.stored_at} DESC, ${storedProjectLists.list_key} LIMIT ${MAX_STORED_PER_PERSON})`);
    })
    .catch(() => {
      // Not stored (the database is gone or full, the person deleted): made whole again when next needed.
    })
    .finally(() => lists.storing.delete(storing));
  lists.storing.add(storing);
}

async function madeWhole(ctx: RequestContext, select: SQL): Promise<Kept> {
  const [made] = await rowsOf<{ version: string; items: string; count: number }>(
    ctx.tx,
    sql`SELECT ${versionOf(ctx)}::text AS version, listed.items, listed.count FROM (${select}) AS listed`,
  );
  return { version: Number(made.version), items: made.items, count: Number(made.count), unstored: Infinity };
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
  return { version, items: `[${parts.join(',')}]`, count, unstored: earlier.unstored + changes.filter((change) => change.id !== null).length };
}
