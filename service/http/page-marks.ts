// Pages of activities whose cost does not grow with a person's history (issues 9 and 13: a page of 100 out
// of 100,000 costs about what it does out of 1,000). Two things grew with it:
// - `meta.total`: counting every listed activity. It comes from activity_tallies instead (migration 0006),
//   kept by a trigger in the transaction of every write, whenever the filters are status and source only
//   (what the skill sends) and no dates bound the list; a date range counts its own rows on an index.
// - a deep page: OFFSET walks every row before it. This process remembers, per person and order, the sort
//   key of every MARK_EVERY-th row ("marks", read once as far as twice the deepest page asked for), and a
//   page starts from the mark before it by key (keyset) and skips fewer than MARK_EVERY rows. Marks are tagged with the person's tally version (the sum of
//   `changes`, which only grows and grows with every write to their activities, whichever process makes
//   it), read in the same statement as the marks, and used only while the version read with the page is
//   the same: another process's write makes them stale at once, and they are then made again.
import { type SQL, sql } from 'drizzle-orm';
import type { ListQuery } from '../../models';
import type { RequestContext } from '../context';
import { rowsOf } from '../db/database';
import { activities, activityTallies } from '../db/schema';
import { allOf, listConditions, type ListRules, pageWindow } from './listing';

/** One mark every this many rows: a page skips at most this many rows past its mark. */
export const MARK_EVERY = 100;
/** Marks kept, across people and orders (each at most a few thousand keys): the oldest used go first. */
const MAX_MARK_SETS = 200;

/** The orders marks serve: each a NOT NULL timestamp column (or none: the order made in), then `seq`. */
const MARKED_ORDERS: Record<string, { column: SQL | null; descending: boolean }> = {
  '': { column: null, descending: false },
  date: { column: sql`${activities.date_at}`, descending: false },
  '-date': { column: sql`${activities.date_at}`, descending: true },
  created_at: { column: sql`${activities.created_at}`, descending: false },
  '-created_at': { column: sql`${activities.created_at}`, descending: true },
};

/** What the tallies answer: the filters they can apply are the list's own, on the same columns. */
const tallyRules: ListRules = {
  filters: { status: activityTallies.status, source: activityTallies.source },
  orderBy: {},
  dateOf: sql`NULL`,
};

interface Marks {
  version: string;
  /** The sort key (as text) and seq of rows 0, MARK_EVERY, 2 × MARK_EVERY, ... as far as `reach`. */
  keys: { key: string | null; seq: number }[];
  /** How many rows from the top the marks were read over: a deeper page reads them further. */
  reach: number;
}

const markSets = new Map<string, Marks>();

function remember(name: string, marks: Marks) {
  markSets.delete(name);
  markSets.set(name, marks);
  if (markSets.size > MAX_MARK_SETS) markSets.delete(markSets.keys().next().value!);
}

const talliedOnly = (query: ListQuery) =>
  !query.start_date && !query.end_date && (query.filter ?? []).every((filter) => filter.startsWith('status:') || filter.startsWith('source:'));

/** The person's tally version and, when the tallies can answer it, the list's total. */
async function tallied(ctx: RequestContext, query: ListQuery): Promise<{ version: string; total: number | null }> {
  const applies = talliedOnly(query);
  const matching = applies ? allOf(listConditions(query, tallyRules)) : sql`false`;
  const [row] = await rowsOf<{ version: string; total: string }>(
    ctx.tx,
    sql`SELECT coalesce(sum(${activityTallies.changes}), 0)::text AS version,
               coalesce(sum(${activityTallies.listed}) FILTER (WHERE ${matching}), 0)::text AS total
        FROM ${activityTallies} WHERE ${activityTallies.user_id} = ${ctx.user.id}`,
  );
  return { version: row.version, total: applies ? Number(row.total) : null };
}

/**
 * The marks of the top `reach` rows of the person's list in this order, with the version they belong to,
 * read in one statement (one snapshot). Reading them costs what skipping `reach` rows does, once.
 */
async function readMarks(ctx: RequestContext, where: SQL, orderBy: SQL[], column: SQL | null, reach: number): Promise<Marks> {
  const rows = await rowsOf<{ version: string; key: string | null; seq: string | null }>(
    ctx.tx,
    sql`WITH version AS (SELECT coalesce(sum(${activityTallies.changes}), 0)::text AS version FROM ${activityTallies} WHERE ${activityTallies.user_id} = ${ctx.user.id}),
             numbered AS (SELECT ${column ?? sql`NULL`}::text AS key, ${activities.seq} AS seq, row_number() OVER (ORDER BY ${sql.join(orderBy, sql`, `)}) - 1 AS n
                          FROM ${activities} WHERE ${where} ORDER BY ${sql.join(orderBy, sql`, `)} LIMIT ${reach})
        SELECT version.version, numbered.key, numbered.seq::text AS seq
        FROM version LEFT JOIN numbered ON numbered.n % ${MARK_EVERY} = 0
        ORDER BY numbered.n`,
  );
  return { version: rows[0].version, reach, keys: rows.filter((row) => row.seq !== null).map((row) => ({ key: row.key, seq: Number(row.seq) })) };
}

/** Rows from the mark on, in the list's order: the mark's row included. */
function fromMark(mark: Marks['keys'][number], column: SQL | null, descending: boolean): SQL {
  const seqFrom = sql`${activities.seq} >= ${mark.seq}`;
  if (!column) return seqFrom;
  const key = sql`${mark.key}::timestamptz`;
  return descending
    ? sql`(${column} <= ${key} AND (${column} < ${key} OR ${seqFrom}))`
    : sql`(${column} >= ${key} AND (${column} > ${key} OR ${seqFrom}))`;
}

/**
 * One page of the person's activities: its total and the ids on it, in order. `where` is what the list
 * shows (the person's listed rows and the query's conditions), `orderBy` its ORDER BY.
 */
export async function activityPage(ctx: RequestContext, query: ListQuery, where: SQL, orderBy: SQL[]): Promise<{ total: number; ids: string[] }> {
  const { version, total: talliedTotal } = await tallied(ctx, query);
  // A date range is read along activities_by_date (the range bounds date_at as well as local_date): the
  // ORDER BY says so, so the plan does not hang on statistics, which PGlite never gathers by itself and a
  // fresh PostgreSQL table lacks. Without it, a planner guessing blind chose to filter the whole history.
  const ranged = Boolean(query.start_date || query.end_date);
  const byDate = sql`${activities.date_at}, ${activities.seq}`;
  const total =
    talliedTotal ??
    Number(
      (await rowsOf<{ total: string }>(ctx.tx, sql`SELECT count(*)::text AS total FROM (SELECT 1 FROM ${activities} WHERE ${where}${ranged ? sql` ORDER BY ${byDate}` : sql``}) AS listed`))[0]
        .total,
    );
  const { perPage, offset } = pageWindow(total, query);
  const order = MARKED_ORDERS[query.order_by ?? ''];
  let start: SQL | undefined;
  let skip = offset;
  // Marks for the whole list only (no filter, no dates): the pages people leaf through.
  if (order && offset >= MARK_EVERY && !query.filter?.length && !query.start_date && !query.end_date) {
    const name = `${ctx.user.id}\n${query.order_by ?? ''}`;
    let marks = markSets.get(name);
    // Read as far as this page and as far again, so leafing on does not read them again at every page.
    if (!marks || marks.version !== version || marks.reach <= offset) {
      marks = await readMarks(ctx, where, orderBy, order.column, Math.max(2 * offset, marks?.version === version ? 2 * marks.reach : 0));
    }
    remember(name, marks);
    // Marks read just now may already be newer than the version this page began with: either way they
    // describe the list at some moment during this request, as the rows read next do.
    const mark = marks.keys[Math.floor(offset / MARK_EVERY)];
    if (mark) {
      start = fromMark(mark, order.column, order.descending);
      skip = offset % MARK_EVERY;
    }
  }
  // A range in another order than the date's: the range's rows first (along the date), then their order.
  const from = ranged && !query.order_by?.endsWith('date') ? sql`(SELECT * FROM ${activities} WHERE ${where} ORDER BY ${byDate} OFFSET 0) AS ${activities}` : activities;
  const rows = await rowsOf<{ id: string }>(
    ctx.tx,
    sql`SELECT ${activities.id} AS id FROM ${from} WHERE ${allOf([where, start])}
        ORDER BY ${sql.join(orderBy, sql`, `)} LIMIT ${perPage} OFFSET ${skip}`,
  );
  return { total, ids: rows.map((row) => row.id) };
}
