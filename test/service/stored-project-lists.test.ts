// A long `list=true` answer is stored in the database once made (service/http/whole-lists.ts, migration
// 0009), so the first request of a process just started need not make it whole: that first answer is still
// the full query's, byte for byte, whatever was written since the copy was stored, through any service or
// straight in the database, and a copy that does not add up is never given.
import { type SQL, sql } from 'drizzle-orm';
import { type RunningService, startService } from '../../service/app';
import { type Database, openDatabase, rowsOf } from '../../service/db/database';
import { projects, storedProjectLists, users } from '../../service/db/schema';
import { sortKey } from '../../service/db/text-forms';
import { listItem, storedListsSettled } from '../../service/http/whole-lists';
import { newProjectRow } from '../../service/rules/new-project';
import { manualClock, startTestService, type TestService } from '../support/service';

const clock = manualClock();
let svc: TestService;
let danaId: string;
let token: string;
/** Enough projects for the list to be stored (it is, from some 200,000 characters of JSON). */
const MANY = 4_000;

beforeAll(async () => {
  svc = await startTestService({ now: clock.now });
  danaId = await svc.userId();
  token = await svc.tokenFor();
  const rows = Array.from({ length: MANY }, (_, i) => newProjectRow({ userId: danaId, createdAt: new Date(clock.now()) }, { name: `Stored project ${i % 37} number ${i}` }));
  for (let i = 0; i < rows.length; i += 1000) await svc.service.database.db.insert(projects).values(rows.slice(i, i + 1000));
}, 60_000);
afterAll(() => svc.close());

const db = () => svc.service.database.db;

/**
 * A service as a process just started on the same database has it: nothing kept in memory. On PGlite, the
 * engine cannot be opened twice, so the new service shares it under a database value of its own.
 */
async function freshService(): Promise<{ url: string; stop: () => Promise<void> }> {
  const first = svc.service.database;
  const database: Database = first.engine === 'postgres' ? await openDatabase({ url: first.where }) : { ...first };
  const running: RunningService = await startService({ database, now: clock.now });
  return {
    url: running.url,
    stop: async () => {
      if (database.engine === 'postgres') return running.close();
      await running.app.close();
      await storedListsSettled(database);
    },
  };
}

/** The list's JSON as the service wrote it, from a service just started (which then stops, its copy stored). */
async function firstListOfAFreshService(query = '') {
  const fresh = await freshService();
  try {
    const answer = await fetch(`${fresh.url}/api/v2/projects?list=true${query}`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    return { meta: JSON.parse(text).meta as { count: number }, data: text.slice(text.indexOf('"data":') + '"data":'.length, -1) };
  } finally {
    await fresh.stop();
  }
}

/** The full query's JSON, as the database writes it. */
async function fullQuery(condition: SQL = sql`true`, order: SQL = sql`name_key, seq`) {
  const [{ items, count }] = await rowsOf<{ items: string; count: number }>(
    db(),
    sql`SELECT '[' || coalesce(string_agg(${listItem}, ',' ORDER BY ${order}), '') || ']' AS items, count(*)::int AS count
        FROM ${projects} WHERE user_id = ${danaId} AND deleted_at IS NULL AND ${condition}`,
  );
  return { items, count: Number(count) };
}

async function expectFreshListWhole(query = '', condition?: SQL, order?: SQL) {
  const { meta, data } = await firstListOfAFreshService(query);
  const { items, count } = await fullQuery(condition, order);
  expect(meta.count).toBe(count);
  expect(data).toBe(items);
}

const storedRows = () =>
  rowsOf<{ list_key: string; version: string; items: string; count: number }>(
    db(),
    sql`SELECT list_key, version::text AS version, items, count FROM ${storedProjectLists} WHERE user_id = ${danaId} ORDER BY stored_at`,
  );
const projectsVersion = async () => String((await db().select({ v: users.projects_version }).from(users).where(sql`id = ${danaId}`))[0].v);
const someProject = async (offset: number) => (await rowsOf<{ id: string; name: string; status: string }>(db(), sql`SELECT id, name, status FROM projects WHERE user_id = ${danaId} AND deleted_at IS NULL ORDER BY name_key, seq OFFSET ${offset} LIMIT 1`))[0];

test('a long list, once made, is stored with the version it was read at: the full query, byte for byte', async () => {
  await db().delete(storedProjectLists);
  await expectFreshListWhole();
  const [stored] = await storedRows();
  expect(stored.version).toBe(await projectsVersion());
  expect(stored.items).toBe((await fullQuery()).items);
  expect(Number(stored.count)).toBe((await fullQuery()).count);
});

test("a process just started answers from the stored copy: it does not make the list again", async () => {
  await expectFreshListWhole();
  // The stored copy, marked so its use shows: the next new process gives exactly it.
  const [stored] = await storedRows();
  const marked = stored.items.replace(/"name":"Stored project 0 number 0"/, '"name":"Marked in the stored copy"');
  expect(marked).not.toBe(stored.items);
  await db().update(storedProjectLists).set({ items: marked }).where(sql`user_id = ${danaId}`);
  expect((await firstListOfAFreshService()).data).toBe(marked);
  // A write since: brought up to date from the marked copy, still marked where nothing was written.
  const renamed = await someProject(10);
  await db().update(projects).set({ name: 'Aaa renamed first', name_key: sortKey('Aaa renamed first') }).where(sql`id = ${renamed.id}`);
  const { data } = await firstListOfAFreshService();
  expect(data).toContain('"name":"Marked in the stored copy"');
  expect(data.startsWith(`[{"id":${JSON.stringify(renamed.id)},"name":"Aaa renamed first"}`)).toBe(true);
  // Made right again for the tests after this one.
  await db().delete(storedProjectLists);
  await expectFreshListWhole();
});

test('a process just started brings a stale stored copy up to date after writes of every kind, for each filter and order', async () => {
  const lists: [string, SQL | undefined, SQL | undefined][] = [
    ['', undefined, undefined],
    ['&filter=status:inactive', sql`status = 'inactive'`, undefined],
    ['&order_by=-name', undefined, sql`name_key DESC, seq`],
  ];
  for (const [query, condition, order] of lists) await expectFreshListWhole(query, condition, order);
  const fresh = await freshService();
  const api = (method: string, path: string, body?: object) =>
    fetch(`${fresh.url}/api/v2/projects${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  try {
    for (let round = 0; round < 4; round++) {
      const [a, b, c] = [await someProject(round * 7), await someProject(500 + round), await someProject(2_000 + round * 3)];
      // Through a service, then straight in the database, as another process or a tool would write.
      expect((await api('POST', '', { name: `Made in round ${round}` })).status).toBe(201);
      expect((await api('PUT', `/${a.id}`, { name: `${b.name} renamed ${round}` })).status).toBe(200);
      expect((await api('PUT', `/${b.id}`, { status: b.status === 'active' ? 'inactive' : 'active' })).status).toBe(200);
      expect((await api('DELETE', `/${c.id}`)).status).toBe(204);
      await db().execute(sql`DELETE FROM projects WHERE id = (SELECT id FROM projects WHERE user_id = ${danaId} AND deleted_at IS NULL ORDER BY seq DESC LIMIT 1)`);
      await db().insert(projects).values(newProjectRow({ userId: danaId, createdAt: new Date(clock.now()) }, { name: `Inserted straight ${round}` }));
      for (const [query, condition, order] of lists) await expectFreshListWhole(query, condition, order);
    }
  } finally {
    await fresh.stop();
  }
});

test('a stored copy that does not add up is never given: the list is made whole', async () => {
  await db().delete(storedProjectLists);
  await expectFreshListWhole();
  // A copy missing a project that a project written since now follows: where to put it cannot be known.
  const [dropped, moved] = [await someProject(100), await someProject(3_000)];
  const [stored] = await storedRows();
  const item = `{"id":${JSON.stringify(dropped.id)},"name":${JSON.stringify(dropped.name)}},`;
  expect(stored.items).toContain(item);
  await db().update(storedProjectLists).set({ items: stored.items.replace(item, ''), count: stored.count - 1 }).where(sql`user_id = ${danaId}`);
  await db().update(projects).set({ name: `${dropped.name} zz`, name_key: sortKey(`${dropped.name} zz`) }).where(sql`id = ${moved.id}`);
  await expectFreshListWhole();
  // A copy from a later version than the database's own (a database restored from an older backup).
  await db().update(storedProjectLists).set({ version: sql`version + 1000`, items: '[]', count: 0 }).where(sql`user_id = ${danaId}`);
  await expectFreshListWhole();
  // Stored again, at the database's version.
  expect((await storedRows())[0].version).toBe(await projectsVersion());
});

test('a person keeps a few stored lists at most, the most recently stored', async () => {
  const queries = ['', '&filter=status:active', '&order_by=-name', '&order_by=name', '&order_by=created_at', '&order_by=-created_at'];
  for (const query of queries) await firstListOfAFreshService(query);
  const stored = await storedRows();
  expect(stored.length).toBeLessThanOrEqual(4);
  expect(stored.map((row) => row.list_key).at(-1)).toContain('"-created_at"');
});

test("a short list is not stored: it is made quickly enough", async () => {
  const samId = await svc.userId('second@example.com');
  const sam = await svc.tokenFor('second@example.com');
  const fresh = await freshService();
  try {
    expect((await fetch(`${fresh.url}/api/v2/projects?list=true`, { headers: { authorization: `Bearer ${sam}` } })).status).toBe(200);
  } finally {
    await fresh.stop();
  }
  expect(await rowsOf(db(), sql`SELECT 1 FROM ${storedProjectLists} WHERE user_id = ${samId}`)).toEqual([]);
});
