// Creates sent twice: with one Idempotency-Key the second gets the first answer again (even when both are
// sent at once), a key used for another request is refused, keys belong to one person and are purged after
// a day; and two starts of the same timer at one moment leave one timer, with or without a key.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../service/db/database';
import { purgeStale } from '../../service/purge';
import { as, demoPeople, manualClock, type SignedIn, startTestService, type TestService } from '../support/service';

const clock = manualClock();
let svc: TestService;
let dana: SignedIn;
let sam: SignedIn;
let projectId: string;

beforeAll(async () => {
  svc = await startTestService({ now: clock.now });
  ({ dana, sam } = await demoPeople(svc));
  projectId = (await dana.get('/api/v2/projects?per_page=1')).body.data[0].id;
});
afterAll(() => svc.close());

const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });
const activitiesNamed = async (description: string) =>
  (await dana.get(`/api/v2/activities?per_page=100&filter=project_id:${projectId}`)).body.data.filter((a: any) => a.description === description);

test('a create retried with the same key answers the first answer again and makes nothing new', async () => {
  const body = { project_id: projectId, description: 'retried booking', duration: 1800 };
  const first = await dana.post('/api/v2/activities', body, withKey('alexa-request-1'));
  const again = await dana.post('/api/v2/activities', body, withKey('alexa-request-1'));
  expect(first.status).toBe(201);
  expect(again.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.headers.get('location')).toBe(first.headers.get('location'));
  expect(await activitiesNamed('retried booking')).toHaveLength(1);
});

test('ten sends of one create with one key at the same moment make one activity, and all get its answer', async () => {
  const body = { project_id: projectId, description: 'sent at once', duration: 600 };
  const answers = await Promise.all(Array.from({ length: 10 }, () => dana.post('/api/v2/activities', body, withKey('alexa-request-2'))));
  const ids = new Set(answers.map((a) => a.body.data.id));
  expect(answers.every((a) => a.status === 201)).toBe(true);
  expect(ids.size).toBe(1);
  expect(await activitiesNamed('sent at once')).toHaveLength(1);
});

test('a key used for a different request is refused, naming the header, and nothing is made', async () => {
  await dana.post('/api/v2/projects', { name: 'Keyed Project' }, withKey('reused-key'));
  const other = await dana.post('/api/v2/projects', { name: 'Another Project' }, withKey('reused-key'));
  expect(other.status).toBe(400);
  expect(other.body.error.field).toBe('Idempotency-Key');
  const names = (await dana.get('/api/v2/projects?list=true')).body.data.map((p: any) => p.name);
  expect(names).not.toContain('Another Project');
});

test('keys belong to one person: the same key from another person makes their own resource', async () => {
  const a = await dana.post('/api/v2/projects', { name: 'Shared Key Project' }, withKey('same-key'));
  const b = await sam.post('/api/v2/projects', { name: 'Shared Key Project' }, withKey('same-key'));
  expect(b.status).toBe(201);
  expect(b.body.data.id).not.toBe(a.body.data.id);
});

test('a malformed key is a 400 naming the header', async () => {
  const answer = await dana.post('/api/v2/projects', { name: 'Bad Key' }, withKey(' '.repeat(3)));
  expect(answer.status).toBe(400);
  expect(answer.body.error.field).toBe('Idempotency-Key');
});

test('a create that fails keeps no key: the corrected retry with the same key goes through', async () => {
  const refused = await dana.post('/api/v2/activities', { project_id: 'no-such-project', description: 'x', duration: 60 }, withKey('failing-key'));
  expect(refused.status).toBe(400);
  const count = await rowsOf<{ n: number }>(svc.service.database.db, sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'failing-key'`);
  expect(Number(count[0].n)).toBe(0);
  const corrected = await dana.post('/api/v2/activities', { project_id: projectId, description: 'x', duration: 60 }, withKey('failing-key'));
  expect(corrected.status).toBe(201);
});

test('keys are kept a day, then purged, and the key is free again', async () => {
  await dana.post('/api/v2/projects', { name: 'Day Old Key' }, withKey('day-old'));
  clock.advance(86400_000 + 1000);
  expect(await purgeStale(svc.service)).toBeGreaterThan(0);
  const count = await rowsOf<{ n: number }>(svc.service.database.db, sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'day-old'`);
  expect(Number(count[0].n)).toBe(0);
  // (The day also outlived the access token.)
  dana = as(svc.url, await svc.tokenFor());
  expect((await dana.post('/api/v2/projects', { name: 'New Use Of Key' }, withKey('day-old'))).status).toBe(201);
});

test('five identical starts of a timer at one moment leave one running timer, without any key', async () => {
  const body = { project_id: projectId, description: 'started twice' };
  const answers = await Promise.all(Array.from({ length: 5 }, () => dana.post('/api/v2/activities', body)));
  const ids = new Set(answers.map((a) => a.body.data.id));
  expect(ids.size).toBe(1);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
  const running = (await activitiesNamed('started twice')).filter((a: any) => a.status === 'pending');
  expect(running).toHaveLength(1);
});

test('a different start (another description) still starts its own timer', async () => {
  await dana.post('/api/v2/activities', { project_id: projectId, description: 'first task' });
  const second = await dana.post('/api/v2/activities', { project_id: projectId, description: 'second task' });
  expect(second.status).toBe(201);
});
