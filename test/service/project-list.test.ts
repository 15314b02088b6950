// `list=true` answers kept by a service process (service/http/whole-lists.ts) are never stale: a project
// created, renamed, archived, deleted or recovered, through this service, another one on the same
// database, or straight in the database, shows in the very next list.
import { sql } from 'drizzle-orm';
import { startService } from '../../service/app';
import { type Database, openDatabase, rowsOf } from '../../service/db/database';
import { as, demoPeople, manualClock, type SignedIn, startTestService, type TestService } from '../support/service';

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
