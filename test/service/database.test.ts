// What the database makes true of the rules: a failed request leaves nothing, groups stay flat, expired
// credentials are purged, the schema Drizzle knows is the one the migrations make, an old JSON data
// file comes in whole or not at all.
import { getTableColumns, sql } from 'drizzle-orm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_DURATION_SECONDS } from '../../models';
import { rowsOf } from '../../service/db/database';
import { importJsonStore } from '../../service/db/import-json';
import * as schema from '../../service/db/schema';
import { purgeExpired } from '../../service/oauth/tokens';
import { testDatabase } from '../support/database';
import { as, DEMO_USERS, demoPeople, manualClock, request, type SignedIn, startTestService, type TestService } from '../support/service';

const clock = manualClock();
let svc: TestService;
let dana: SignedIn;
let projectId: string;

beforeAll(async () => {
  svc = await startTestService({ now: clock.now });
  ({ dana } = await demoPeople(svc));
  projectId = (await dana.get('/api/v2/projects?per_page=1')).body.data[0].id;
});
afterAll(() => svc.close());

const done = async (description: string, duration = 60) =>
  (await dana.post('/api/v2/activities', { description, project_id: projectId, date: '2026-11-18T09:00:00-08:00', duration })).body.data;

test('a request that fails part-way changes nothing: no project is left from a refused create', async () => {
  const answer = await dana.post('/api/v2/activities', { description: 'x', project_name: 'Quasar Dune Survey', category_id: 'no-such-category', duration: 60 });
  expect(answer.status).toBe(400);
  expect(answer.body.error.field).toBe('category_id');
  const names = (await dana.get('/api/v2/projects?list=true')).body.data.map((p: any) => p.name);
  expect(names).not.toContain('Quasar Dune Survey');
});

test('grouping a group again and again keeps one flat group, and ungroup brings every member back', async () => {
  const first = await done('member 0');
  const ids = [first.id];
  for (let i = 1; i <= 40; i++) {
    const next = await done(`member ${i}`);
    ids.push(next.id);
    expect((await dana.post('/api/v2/activities/group', { activity_ids: [first.id, next.id] })).status).toBe(200);
  }
  const [master] = await rowsOf<{ members: number; nested: number }>(
    svc.service.database.db,
    sql`SELECT jsonb_array_length(grouped_from) AS members,
               (SELECT count(*) FROM jsonb_array_elements(grouped_from) m WHERE m ? 'grouped_from')::int AS nested
        FROM activities WHERE id = ${first.id}`,
  );
  expect(Number(master.members)).toBe(41);
  expect(Number(master.nested)).toBe(0);
  // Another person's writes are untouched by a long group: the service goes on answering.
  const sam = as(svc.url, await svc.tokenFor(DEMO_USERS.second));
  expect((await sam.post('/api/v2/projects', { name: 'Still writable' })).status).toBe(201);
  const restored = await dana.post(`/api/v2/activities/${first.id}/ungroup`);
  expect(restored.body.data.map((a: any) => a.id)).toEqual(ids);
  expect(restored.body.data.map((a: any) => a.description)).toEqual(ids.map((_, i) => `member ${i}`));
});

test('a group whose total would pass the one-activity limit is refused, and nothing is merged', async () => {
  const a = await done('long a', MAX_DURATION_SECONDS - 100);
  const b = await done('long b', 200);
  const answer = await dana.post('/api/v2/activities/group', { activity_ids: [a.id, b.id] });
  expect(answer.status).toBe(400);
  expect(answer.body.error.field).toBe('activity_ids');
  expect((await dana.get(`/api/v2/activities/${b.id}`)).status).toBe(200);
  expect((await dana.get(`/api/v2/activities/${a.id}`)).body.data.duration).toBe(MAX_DURATION_SECONDS - 100);
});

test('expired tokens are refused as expired, then purged a week later', async () => {
  const token = await svc.tokenFor();
  const count = async () => Number((await rowsOf<{ n: number }>(svc.service.database.db, sql`SELECT count(*)::int AS n FROM tokens`))[0].n);
  clock.advance(svc.service.config.accessTokenTtlSeconds * 1000 + 1000);
  expect((await request(svc.url, '/api/v2/users/me', { token })).body.error.message).toMatch(/expired/);
  const before = await count();
  expect(await purgeExpired(svc.service)).toBe(0);
  clock.advance(8 * 86400_000);
  expect(await purgeExpired(svc.service)).toBeGreaterThan(0);
  expect(await count()).toBeLessThan(before);
  expect((await request(svc.url, '/api/v2/users/me', { token })).body.error.message).toMatch(/not valid/);
  ({ dana } = await demoPeople(svc));
});

test('the schema Drizzle queries is the one the migrations make, column for column', async () => {
  const tables = [schema.users, schema.clients, schema.categories, schema.projects, schema.activities, schema.authorizationCodes, schema.tokens, schema.signInThrottle, schema.idempotencyKeys, schema.activityTallies, schema.projectChanges, schema.storedProjectLists];
  const columns = await rowsOf<{ table_name: string; column_name: string; is_nullable: string }>(
    svc.service.database.db,
    sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`,
  );
  const inDatabase = columns.map((c) => `${c.table_name}.${c.column_name}${c.is_nullable === 'NO' ? '!' : ''}`).sort();
  const inDrizzle = tables
    .flatMap((table) => {
      const name = (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
      return Object.values(getTableColumns(table)).map((column) => `${name}.${column.name}${column.notNull ? '!' : ''}`);
    })
    .sort();
  expect(inDrizzle).toEqual(inDatabase);
});

describe('importing a data file of the old JSON store', () => {
  const at = '2026-11-01T10:00:00.000Z';
  const row = (id: string, extra: object) => ({ id, created_at: at, user_id: 'u1', deleted_at: null, ...extra });
  const activity = (id: string, extra: object = {}) =>
    row(id, { status: 'complete', project_id: 'p1', category_id: null, description: id, date: '2026-11-01T09:00:00.000-08:00', duration: 60, tags: [], records: [], source: null, grouped_into: null, grouped_from: null, ...extra });
  // An old nested group: m holds (m, x), and x held (x, y) when it was grouped into m.
  const file = {
    version: 1,
    tables: {
      users: [{ id: 'u1', created_at: at, email: 'old@example.com', first_name: 'Old', last_name: 'Store', password_hash: 'scrypt$x$y' }],
      clients: [],
      categories: [],
      projects: [row('p1', { name: 'Imported Project', description: null, client_id: null, code: null, location: null, status: 'active', is_billable: null, bill_rate: null, bill_unit: null })],
      activities: [
        activity('m', { description: 'm; x; y', duration: 180, grouped_from: [activity('m'), activity('x', { description: 'x; y', duration: 120, grouped_from: [activity('x'), activity('y')] })] }),
        activity('x', { grouped_into: 'm' }),
        activity('y', { grouped_into: 'x' }),
      ],
      authorizationCodes: [],
      tokens: [{ id: 'digest', created_at: at, kind: 'access', user_id: 'u1', client_id: 'alexa-skill', grant_id: 'g', expires_at: Date.parse(at) + 3600_000, revoked_at: null, rotated_at: null }],
    },
  };

  test('brings every row in, groups made flat; importing again changes nothing', async () => {
    const database = await testDatabase();
    try {
      const saved = path.join(mkdtempSync(path.join(tmpdir(), 'tt-import-')), 'data.json');
      writeFileSync(saved, JSON.stringify(file));
      expect(await importJsonStore(database.db, saved)).toMatchObject({ users: 1, projects: 1, activities: 3, tokens: 1 });
      await importJsonStore(database.db, saved);
      const activities = await rowsOf<{ id: string; grouped_into: string | null; members: number | null }>(
        database.db,
        sql`SELECT id, grouped_into, jsonb_array_length(grouped_from) AS members FROM activities ORDER BY id`,
      );
      expect(activities.map((a) => [a.id, a.grouped_into, a.members === null ? null : Number(a.members)])).toEqual([
        ['m', null, 3],
        ['x', 'm', null],
        ['y', 'm', null],
      ]);
    } finally {
      await database.close();
    }
  });

  test('a corrupt file is named with what to do, and nothing of it is imported', async () => {
    const database = await testDatabase();
    try {
      const saved = path.join(mkdtempSync(path.join(tmpdir(), 'tt-import-')), 'data.json');
      writeFileSync(saved, JSON.stringify(file).slice(0, 200));
      await expect(importJsonStore(database.db, saved)).rejects.toThrow(new RegExp(`${saved.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a readable JSON data file`));
      // And says what to do about it.
      await expect(importJsonStore(database.db, saved)).rejects.toThrow(/cut short or damaged.*Give --import the data file the old service kept.*or a backup of it/);
      expect(await rowsOf(database.db, sql`SELECT id FROM users`)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

test('two services on one database: racing stops through both stop the timer once', async () => {
  // (On PGlite, a database is one process's; the same check runs across processes on PostgreSQL.)
  const other = await startTestService({ database: svc.service.database, demo: false });
  try {
    const token = await svc.tokenFor();
    const viaOther = as(other.url, token);
    const timer = (await dana.post('/api/v2/activities', { description: 'shared', project_id: projectId })).body.data;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? dana : viaOther).post(`/api/v2/activities/${timer.id}/stop`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(400)]);
  } finally {
    await other.app.close();
  }
});

test.each(['filter=__proto__:x', 'filter=constructor:x', 'order_by=__proto__', 'order_by=-constructor'])('?%s names a field no list has: 400, not 500', async (query) => {
  for (const collection of ['projects', 'activities', 'categories', 'clients']) {
    const answer = await dana.get(`/api/v2/${collection}?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe(query.split('=')[0]);
  }
});
