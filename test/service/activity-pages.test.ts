// Pages of activities from the per-person tallies and the remembered page marks (service/http/page-marks.ts)
// are exactly the pages counting and OFFSET would give: every page, in every order, after writes through
// the API, after writes the service did not see (another process), and with two services writing at once.
import { sql } from 'drizzle-orm';
import { startService } from '../../service/app';
import { type Database, openDatabase, rowsOf } from '../../service/db/database';
import { activities } from '../../service/db/schema';
import { newId } from '../../service/ids';
import { MARK_EVERY } from '../../service/http/page-marks';
import { activityForms } from '../../service/rules/activity-forms';
import { as, demoPeople, manualClock, type SignedIn, startTestService, type TestService } from '../support/service';

const clock = manualClock();
let svc: TestService;
let dana: SignedIn;
let danaId: string;
let projectId: string;
const HISTORY = 3 * MARK_EVERY + 37;

/** Activities written straight into the database, as another service process would. */
async function insertHistory(db: Database['db'], count: number, from: number) {
  const rows = Array.from({ length: count }, (_, k) => {
    const n = from + k;
    // Several share a date (ties keep the order made in); created_at runs the other way from date.
    const date = new Date(Date.UTC(2026, 0, 1) + Math.floor(n / 3) * 3600_000).toISOString();
    const description = `Entry ${n}`;
    return {
      id: newId(), created_at: new Date(Date.UTC(2026, 10, 1) - n * 60_000), user_id: danaId, deleted_at: null, status: 'complete' as const,
      project_id: projectId, category_id: null, description, date, ...activityForms({ description, date }), duration: 60 * (n % 7),
      tags: n % 4 ? [] : ['x'], records: [], source: [null, 'alexa', 'Alexa', 'web'][n % 4], grouped_into: null, grouped_from: null,
    };
  });
  await db.insert(activities).values(rows);
}

beforeAll(async () => {
  svc = await startTestService({ now: clock.now });
  ({ dana } = await demoPeople(svc));
  danaId = await svc.userId();
  projectId = (await dana.get('/api/v2/projects?list=true')).body.data[0].id;
  await insertHistory(svc.service.database.db, HISTORY, 0);
});
afterAll(() => svc.close());

const ORDERS: Record<string, string> = {
  '': 'seq',
  date: 'date_at, seq',
  '-date': 'date_at DESC, seq',
  created_at: 'created_at, seq',
  '-created_at': 'created_at DESC, seq',
  '-duration': 'duration DESC, seq',
};

/** What the list should be: every listed activity of Dana's, in the order, straight from SQL. */
async function expectedIds(db: Database['db'], orderBy: string, extra = sql`true`): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM activities WHERE user_id = ${danaId} AND deleted_at IS NULL AND grouped_into IS NULL AND ${extra} ORDER BY ${sql.raw(ORDERS[orderBy])}`,
  );
  return rows.map((row) => row.id);
}

/** Every page of a list, checking each envelope against the whole list. */
async function everyPage(api: SignedIn, query: string, perPage: number, expected: string[]) {
  const pages = Math.ceil(expected.length / perPage);
  const seen: string[] = [];
  for (let page = 1; page <= Math.max(pages, 1); page++) {
    const answer = await api.get(`/api/v2/activities?${query}${query ? '&' : ''}per_page=${perPage}&page=${page}`);
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toMatchObject({ total: expected.length, pages, page, count: answer.body.data.length });
    seen.push(...answer.body.data.map((a: { id: string }) => a.id));
  }
  expect(seen).toEqual(expected);
}

async function expectEveryOrder(api: SignedIn, db: Database['db']) {
  for (const orderBy of Object.keys(ORDERS)) {
    const expected = await expectedIds(db, orderBy);
    for (const perPage of [100, 33]) await everyPage(api, orderBy ? `order_by=${orderBy}` : '', perPage, expected);
  }
}

test('every page, in every order, is the page OFFSET gives', async () => {
  await expectEveryOrder(dana, svc.service.database.db);
});

test('totals filtered by status and source come from the tallies and match a count', async () => {
  const db = svc.service.database.db;
  const cases: [string, ReturnType<typeof sql>][] = [
    ['filter=source:alexa', sql`lower(source) = 'alexa'`],
    ['filter=source:ALEXA&filter=status:complete', sql`lower(source) = 'alexa' AND status = 'complete'`],
    ['filter=source:null', sql`source IS NULL`],
    ['filter=status:pending', sql`status = 'pending'`],
    ['filter=tag:x', sql`'x' = ANY (tags)`],
    ['filter=source:web&start_date=2026-01-02&end_date=2026-01-05', sql`source = 'web' AND local_date BETWEEN '2026-01-02' AND '2026-01-05'`],
  ];
  for (const [query, condition] of cases) {
    const expected = await expectedIds(db, '-created_at', condition);
    await everyPage(dana, `${query}&order_by=-created_at`, 25, expected);
  }
});

test('a date range, in every order, is every activity whose local date is in it', async () => {
  const db = svc.service.database.db;
  for (const orderBy of Object.keys(ORDERS)) {
    const expected = await expectedIds(db, orderBy, sql`local_date BETWEEN '2026-01-02' AND '2026-01-05'`);
    expect(expected.length).toBeGreaterThan(100);
    await everyPage(dana, `start_date=2026-01-02&end_date=2026-01-05${orderBy ? `&order_by=${orderBy}` : ''}`, 40, expected);
  }
});

test('after writes through the API (stop, delete, recover, group, ungroup, a new date), every page is still right', async () => {
  const db = svc.service.database.db;
  await expectEveryOrder(dana, db); // marks remembered for every order
  const started = await dana.post('/api/v2/activities', { project_id: projectId, description: 'Timer' });
  expect(started.status).toBe(201);
  const list = (await dana.get('/api/v2/activities?order_by=date&per_page=100&page=2')).body.data.map((a: { id: string }) => a.id);
  expect((await dana.delete(`/api/v2/activities/${list[0]}`)).status).toBe(204);
  expect((await dana.delete(`/api/v2/activities/${list[1]}`)).status).toBe(204);
  expect((await dana.post(`/api/v2/activities/${list[1]}/recover`)).status).toBe(200);
  const grouped = await dana.post('/api/v2/activities/group', { activity_ids: [list[5], list[6], list[7]] });
  expect(grouped.status).toBe(200);
  expect((await dana.put(`/api/v2/activities/${list[9]}`, { date: '2020-01-01T09:00:00Z' })).status).toBe(200);
  await expectEveryOrder(dana, db);
  expect((await dana.post(`/api/v2/activities/${grouped.body.data.id}/ungroup`)).status).toBe(200);
  expect((await dana.post(`/api/v2/activities/${started.body.data.id}/stop`)).status).toBe(200);
  await expectEveryOrder(dana, db);
});

test('a write the service did not see (another process on the database) shows on the very next page', async () => {
  const db = svc.service.database.db;
  await expectEveryOrder(dana, db);
  await insertHistory(db, 5, 10_000);
  await db.execute(sql`UPDATE activities SET deleted_at = now() WHERE id IN (SELECT id FROM activities WHERE user_id = ${danaId} AND deleted_at IS NULL ORDER BY seq LIMIT 3)`);
  await expectEveryOrder(dana, db);
});

test('two services writing at once on one database: every total stays exact', async () => {
  const first = svc.service.database;
  // On PostgreSQL the second service has a pool of its own, as another process would; PGlite is one
  // database in one process, so there the two services share it.
  const database = first.engine === 'postgres' ? await openDatabase({ url: first.where }) : first;
  const second = await startService({ database, now: clock.now });
  const other = as(second.url, await svc.tokenFor());
  const apis = [dana, other];
  try {
    await expectEveryOrder(other, first.db); // both remember marks
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        apis[i % 2].post('/api/v2/activities', { project_id: projectId, description: `Race ${i}`, source: i % 3 ? 'alexa' : 'web', ...(i % 4 ? { duration: 60 } : {}) }),
      ),
    );
    const ids = created.map((answer) => answer.body.data.id as string);
    // Stops and deletes racing through both services, some on the same activity.
    await Promise.all(
      ids.flatMap((id, i) => [
        apis[(i + 1) % 2].post(`/api/v2/activities/${id}/stop`),
        ...(i % 3 === 0 ? [apis[i % 2].delete(`/api/v2/activities/${id}`)] : []),
      ]),
    );
    const cases: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['filter=source:alexa', sql`lower(source) = 'alexa'`],
      ['filter=status:pending', sql`status = 'pending'`],
      ['filter=status:complete&filter=source:web', sql`status = 'complete' AND source = 'web'`],
    ];
    for (const [query, condition] of cases) {
      const [{ n }] = await rowsOf<{ n: number }>(
        first.db,
        sql`SELECT count(*)::int AS n FROM activities WHERE user_id = ${danaId} AND deleted_at IS NULL AND grouped_into IS NULL AND ${condition}`,
      );
      for (const api of apis) expect((await api.get(`/api/v2/activities?${query}${query ? '&' : ''}per_page=1`)).body.meta.total).toBe(n);
    }
    await expectEveryOrder(dana, first.db);
    await expectEveryOrder(other, first.db);
  } finally {
    if (database === first) await second.app.close();
    else await second.close();
  }
});
