// `list=true`: every project a person has that passes the filters, as `{id, name}`, in one answer. At
// 50,000 projects the database takes a good part of 100 ms to read, sort and write it as JSON, and the
// answer only changes when a project does. So each process keeps the answers it made, by person and
// query, tagged with the person's project-list version stamp (users.projects_version, bumped by a trigger
// in every project write's own transaction, migration 0005), read in the same statement as the answer. A
// kept answer is given again only while the stamp the request's token check read is still the one it was
// made at, as the search index is checked: a project written through any process makes it stale at once.
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { rowsOf } from '../db/database';
import { users } from '../db/schema';

/** Characters of kept answers at most, across people (a 50,000-project list is about 3 million). */
const MAX_KEPT_CHARS = 32_000_000;

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
 * The JSON array of a person's whole list and its length: `select` makes it (one row of `items` as text
 * and `count`), `query` names what was asked (filters, order) for the kept copy.
 */
export async function wholeProjectList(ctx: RequestContext, query: object, select: SQL): Promise<{ items: string; count: number }> {
  const name = `${ctx.user.id}\n${JSON.stringify(query)}`;
  const earlier = kept.get(name);
  // The stamp the token check read with the person's row: every project write committed before this
  // request is in it, as the search index also relies on (no second query for it).
  if (earlier?.version === ctx.user.projects_version) {
    keep(name, earlier); // the most recently used is the last forgotten
    return earlier;
  }
  const [made] = await rowsOf<{ version: string; items: string; count: number }>(
    ctx.tx,
    sql`SELECT ${versionOf(ctx)}::text AS version, listed.items, listed.count FROM (${select}) AS listed`,
  );
  const answer = { version: Number(made.version), items: made.items, count: Number(made.count) };
  keep(name, answer);
  return answer;
}
