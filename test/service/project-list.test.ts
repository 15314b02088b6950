// `list=true` answers kept by a service process (service/http/whole-lists.ts) are never stale: a project
// created, renamed, archived, deleted or recovered, through this service, another one on the same
// database, or straight in the database, shows in the very next list; and a kept answer brought up to
// date from the projects written since is, byte for byte, the one the full query gives.
import { sql } from 'drizzle-orm';
import { startService } from '../../service/app';
import { type Database, openDatabase, rowsOf } from '../../service/db/database';
import { projects } from '../../service/db/schema';
import { listItem } from '../../service/http/whole-lists';
import { newProjectRow } from '../../service/rules/new-project';
import { as, DEMO_USERS, demoPeople, manualClock, type SignedIn, startTestService, type TestService } from '../support/service';

const clock = manualClock();
let svc: TestService;
let dana: SignedIn;
let sam: SignedIn;
let danaId: string;

beforeAll(async () => {
  svc = await startTestService({ now: clock.now });
  ({ dana, sam } = await demoPeople(svc));
  danaId = await svc.userId();
});
afterAll(() => svc.close());

/** Dana's projects as list=true should give them: by name, then the order made in. */
async function expected(db: Database['db'], condition = sql`true`) {
  return rowsOf<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM projects WHERE user_id = ${danaId} AND deleted_at IS NULL AND ${condition} ORDER BY name_key, seq`,
  );
}

async function expectList(api: SignedIn, query = '', condition = sql`true`) {
  const answer = await api.get(`/api/v2/projects?list=true${query}`);
  expect(answer.status).toBe(200);
  const want = await expected(svc.service.database.db, condition);
  expect(answer.body.data).toEqual(want);
  expect(answer.body.meta).toMatchObject({ count: want.length, total: want.length, pages: 1, page: 1, next: null, prev: null });
}

test('every change to a project shows in the next list=true, whichever list was kept', async () => {
  await expectList(dana);
  await expectList(dana, '&filter=status:inactive', sql`status = 'inactive'`);
  const made = await dana.post('/api/v2/projects', { name: 'Zebra "quoted" \\ back\\slash, ünïcode' });
  expect(made.status).toBe(201);
  const id = made.body.data.id;
  await expectList(dana);
  expect((await dana.put(`/api/v2/projects/${id}`, { name: 'Aardvark' })).status).toBe(200);
  await expectList(dana);
  expect((await dana.put(`/api/v2/projects/${id}`, { status: 'inactive' })).status).toBe(200);
  await expectList(dana, '&filter=status:inactive', sql`status = 'inactive'`);
  expect((await dana.delete(`/api/v2/projects/${id}`)).status).toBe(204);
  await expectList(dana);
  expect((await dana.post(`/api/v2/projects/${id}/recover`)).status).toBe(200);
  await expectList(dana);
  // Another person's list is theirs alone.
  expect((await sam.get('/api/v2/projects?list=true')).body.data.map((p: { id: string }) => p.id)).not.toContain(id);
});

test('a project written by another process (here: straight in the database) shows in the next list', async () => {
  const db = svc.service.database.db;
  await expectList(dana);
  await db.execute(sql`UPDATE projects SET name = 'Renamed elsewhere', name_key = 'renamed elsewhere' WHERE id = (SELECT id FROM projects WHERE user_id = ${danaId} AND deleted_at IS NULL ORDER BY seq LIMIT 1)`);
  await expectList(dana);
});

test('two services on one database: a write through one shows in the other at once', async () => {
  const first = svc.service.database;
  const database = first.engine === 'postgres' ? await openDatabase({ url: first.where }) : first;
  const second = await startService({ database, now: clock.now });
  const other = as(second.url, await svc.tokenFor());
  try {
    await expectList(dana);
    await expectList(other);
    const made = await other.post('/api/v2/projects', { name: 'Made through the other' });
    await expectList(dana);
    expect((await dana.delete(`/api/v2/projects/${made.body.data.id}`)).status).toBe(204);
    await expectList(other);
  } finally {
    if (database === first) await second.app.close();
    else await second.close();
  }
});

/** A small deterministic generator, so a failing sequence of writes can be replayed. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

// Names that tie, sort apart only by the order made in, hold JSON's own punctuation (even what a kept
// item's beginning looks like), or characters outside the basic plane (sorted by code point by the database).
const NAMES = ['Apollo', 'apollo', 'Zebra', 'Same name', 'Same name', 'Ünïcode café', 'quote " and \\ backslash', ',{"id":"x","name":"y"}', 'emoji 😀 after', 'private use \uE000', '', 'Aardvark 10', 'Aardvark 9'];

test('a kept list brought up to date after any write is the full query, byte for byte, for each filter', async () => {
  const db = svc.service.database.db;
  const samId = await svc.userId(DEMO_USERS.second);
  const clientId = (await dana.get('/api/v2/clients?per_page=1')).body.data[0].id as string;
  const token = await svc.tokenFor();
  const queries = ['', '&filter=status:inactive', '&filter=status:active', `&filter=client_id:${clientId}`, '&order_by=name', '&order_by=-name'];
  /** The answer's `data` as the service wrote it against the full query's JSON, as the database writes it. */
  async function check(query: string) {
    const answer = await fetch(`${svc.url}/api/v2/projects?list=true${query}`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    const byName = !query.includes('order_by=-name');
    const conditions = [
      sql`user_id = ${danaId} AND deleted_at IS NULL`,
      ...(query.includes('inactive') ? [sql`status = 'inactive'`] : query.includes('active') ? [sql`status = 'active'`] : []),
      ...(query.includes('client_id') ? [sql`client_id = ${clientId}`] : []),
    ];
    const [{ items, count }] = await rowsOf<{ items: string; count: number }>(
      db,
      sql`SELECT '[' || coalesce(string_agg(${listItem}, ',' ORDER BY ${byName ? sql`name_key, seq` : sql`name_key DESC, seq`}), '') || ']' AS items, count(*)::int AS count
          FROM ${projects} WHERE ${sql.join(conditions, sql` AND `)}`,
    );
    expect(JSON.parse(text).meta).toMatchObject({ count, total: count });
    expect(text.slice(text.indexOf('"data":'))).toBe(`"data":${items}}`);
  }
  const random = numbers(13);
  const name = () => NAMES[random(NAMES.length)];
  const made: string[] = [];
  const some = () => made[random(made.length)];
  for (const query of queries) await check(query);
  for (let step = 0; step < 60; step++) {
    const kind = made.length < 3 ? 0 : random(9);
    if (kind === 0) {
      const answer = await dana.post('/api/v2/projects', { name: name() || 'Blank', ...(random(2) ? { client_id: clientId } : {}) });
      expect(answer.status).toBe(201);
      made.push(answer.body.data.id);
    } else if (kind === 1) {
      expect([200, 304, 410]).toContain((await dana.put(`/api/v2/projects/${some()}`, { name: name() || 'Blank' })).status);
    } else if (kind === 2) {
      expect([200, 304, 410]).toContain((await dana.put(`/api/v2/projects/${some()}`, { status: random(2) ? 'inactive' : 'active' })).status);
    } else if (kind === 3) {
      expect([204, 410]).toContain((await dana.delete(`/api/v2/projects/${some()}`)).status);
    } else if (kind === 4) {
      expect([200, 409]).toContain((await dana.post(`/api/v2/projects/${some()}/recover`)).status);
    } else if (kind === 5) {
      // Straight in the database: gone for good (the kept answer learns it from the tombstone).
      const id = made.splice(random(made.length), 1)[0];
      await db.execute(sql`DELETE FROM projects WHERE id = ${id}`);
    } else if (kind === 6) {
      // Straight in the database: handed to another person, so gone from this one's list.
      const id = made.splice(random(made.length), 1)[0];
      await db.execute(sql`UPDATE projects SET user_id = ${samId}, client_id = NULL WHERE id = ${id}`);
    } else if (kind === 7) {
      // Straight in the database: several projects in one statement (often more than are looked for one
      // by one in the kept list), demo projects among them.
      const several = made.filter(() => random(3) > 0).map((id) => sql`${id}`);
      await db.execute(sql`UPDATE projects SET status = CASE status WHEN 'active' THEN 'inactive' ELSE 'active' END
                           WHERE id IN (${sql.join(several, sql`, `)}) OR id IN (SELECT id FROM projects WHERE user_id = ${danaId} ORDER BY seq LIMIT ${6 + random(10)} OFFSET ${random(3)})`);
    } else {
      // Straight in the database: a project made without the service.
      const row = newProjectRow({ userId: danaId, createdAt: new Date(clock.now()) }, { name: name() || 'Blank' });
      await db.insert(projects).values(row);
      made.push(row.id);
    }
    for (const query of queries) await check(query);
  }
  // What was handed to Sam is in Sam's list, and only there.
  const samIds = (await sam.get('/api/v2/projects?list=true')).body.data.map((p: { id: string }) => p.id);
  const samWant = (await rowsOf<{ id: string }>(db, sql`SELECT id FROM projects WHERE user_id = ${samId} AND deleted_at IS NULL ORDER BY name_key, seq`)).map((p) => p.id);
  expect(samIds).toEqual(samWant);
});

test('many projects written at once (an import, a clean-up): the next list is right, brought up to date or made again', async () => {
  const db = svc.service.database.db;
  await expectList(dana);
  // More than are worth bringing up to date: made again whole.
  const rows = Array.from({ length: 1_100 }, (_, i) => newProjectRow({ userId: danaId, createdAt: new Date(clock.now()) }, { name: `Imported ${i % 7} ${i}` }));
  await db.insert(projects).values(rows);
  await expectList(dana);
  // A few hundred: brought up to date, each found in the kept list through one reading of it.
  await db.execute(sql`UPDATE projects SET deleted_at = now() WHERE id IN (${sql.join(rows.slice(0, 300).map((row) => sql`${row.id}`), sql`, `)})`);
  await expectList(dana);
  await db.execute(sql`UPDATE projects SET name = 'Imported again', name_key = 'imported again' WHERE id IN (${sql.join(rows.slice(250, 350).map((row) => sql`${row.id}`), sql`, `)})`);
  await expectList(dana);
});

test('writes racing through two services on one database: after each round, both lists are whole', async () => {
  const first = svc.service.database;
  const database = first.engine === 'postgres' ? await openDatabase({ url: first.where }) : first;
  const second = await startService({ database, now: clock.now });
  const other = as(second.url, await svc.tokenFor());
  try {
    const ids: string[] = [];
    for (let round = 0; round < 8; round++) {
      // Lists are read while the writes go on, so each process keeps answers made between them.
      const answers = await Promise.all([
        dana.post('/api/v2/projects', { name: `Race ${round} a` }),
        other.post('/api/v2/projects', { name: `Race ${round} b` }),
        dana.get('/api/v2/projects?list=true'),
        other.get('/api/v2/projects?list=true'),
        ...ids.slice(-2).map((id, i) => (i ? dana : other).put(`/api/v2/projects/${id}`, { name: `Raced ${round}` })),
        other.get('/api/v2/projects?list=true'),
        dana.get('/api/v2/projects?list=true'),
      ]);
      ids.push(answers[0].body.data.id, answers[1].body.data.id);
      await expectList(dana);
      await expectList(other);
    }
  } finally {
    if (database === first) await second.app.close();
    else await second.close();
  }
});

// Two writes to one person's projects get their versions in the order they commit: a list kept between
// the first's commit and the second's must still learn of the second. Needs two connections held open.
test('a write that waited for another commits at a later version, so a list kept in between learns of it', async () => {
  const database = svc.service.database;
  if (database.engine !== 'postgres') return; // PGlite has one connection: writes cannot overlap
  const { Client } = await import('pg');
  const [first, second] = [new Client({ connectionString: database.where }), new Client({ connectionString: database.where })];
  await Promise.all([first.connect(), second.connect()]);
  const insert = (client: InstanceType<typeof Client>, name: string) => {
    const row = newProjectRow({ userId: danaId, createdAt: new Date(clock.now()) }, { name });
    return client.query(
      `INSERT INTO projects (id, user_id, created_at, name, name_key, name_plain, description_plain, status) VALUES ($1, $2, $3, $4, $5, $6, $7, 'active')`,
      [row.id, danaId, row.created_at, row.name, row.name_key, row.name_plain, row.description_plain],
    );
  };
  try {
    await expectList(dana);
    await first.query('BEGIN');
    await insert(first, 'Overlap first');
    await second.query('BEGIN');
    const waiting = insert(second, 'Overlap second'); // waits for the first to commit
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.query('COMMIT');
    await waiting;
    await expectList(dana); // kept with the first, not yet the second
    await second.query('COMMIT');
    await expectList(dana);
    expect((await dana.get('/api/v2/projects?list=true')).body.data.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Overlap first', 'Overlap second']));
  } finally {
    await Promise.all([first.end(), second.end()]);
  }
});
