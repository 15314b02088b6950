// The service's fault settings: off by default; slow, failing or dropped answers, before a request is
// handled (nothing changes) or after (the change is stored, the answer is not what it should be); requests
// refused as too many (429 with Retry-After), always before handling.
import { as, demoPeople, type SignedIn, startTestService, type TestService } from '../support/service';

let svc: TestService;
let dana: SignedIn;

beforeAll(async () => {
  svc = await startTestService();
  ({ dana } = await demoPeople(svc));
});
afterAll(() => svc.close());
afterEach(() => svc.service.faults.set(null));

const activityCount = async () => (await dana.get('/api/v2/activities?per_page=1')).body.meta.total as number;
const firstProjectId = async () => (await dana.get('/api/v2/projects?per_page=1')).body.data[0].id as string;
const logTime = async (projectId: string) => dana.post('/api/v2/activities', { project_id: projectId, duration: 600, description: 'fault test' });

test('off by default: answers come at once and are right', async () => {
  expect(svc.service.faults.active).toBeNull();
  const started = Date.now();
  expect((await dana.get('/api/v2/users/me')).status).toBe(200);
  expect(Date.now() - started).toBeLessThan(1000);
});

test('added latency slows every matching request and nothing else', async () => {
  svc.service.faults.set({ latencyMs: 400, path: /\/projects$/ });
  let started = Date.now();
  expect((await dana.get('/api/v2/projects')).status).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  started = Date.now();
  expect((await dana.get('/api/v2/users/me')).status).toBe(200);
  expect(Date.now() - started).toBeLessThan(380);
});

test('an error before handling is a 503 with the error body, and changes nothing', async () => {
  const projectId = await firstProjectId();
  const before = await activityCount();
  svc.service.faults.set({ errorRate: 1, method: 'POST' });
  const answer = await logTime(projectId);
  expect(answer.status).toBe(503);
  expect(answer.body.error.code).toBe('unavailable');
  svc.service.faults.set(null);
  expect(await activityCount()).toBe(before);
});

test('an error after handling is a 500, but the change was made', async () => {
  const projectId = await firstProjectId();
  const before = await activityCount();
  svc.service.faults.set({ errorRate: 1, method: 'POST', when: 'after' });
  const answer = await logTime(projectId);
  expect(answer.status).toBe(500);
  svc.service.faults.set(null);
  expect(await activityCount()).toBe(before + 1);
});

test('a dropped connection before handling gives no answer and changes nothing', async () => {
  const projectId = await firstProjectId();
  const before = await activityCount();
  svc.service.faults.set({ dropRate: 1, method: 'POST' });
  await expect(logTime(projectId)).rejects.toThrow();
  svc.service.faults.set(null);
  expect(await activityCount()).toBe(before);
});

test('a dropped connection after handling gives no answer, but the change was made', async () => {
  const projectId = await firstProjectId();
  const before = await activityCount();
  svc.service.faults.set({ dropRate: 1, method: 'POST', when: 'after' });
  await expect(logTime(projectId)).rejects.toThrow();
  svc.service.faults.set(null);
  expect(await activityCount()).toBe(before + 1);
});

test('a throttled request is a 429 rate_limited with Retry-After, and changes nothing, even with faults set for after handling', async () => {
  const projectId = await firstProjectId();
  const before = await activityCount();
  svc.service.faults.set({ throttleRate: 1, retryAfterS: 3, method: 'POST', when: 'after' });
  const answer = await logTime(projectId);
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe('3');
  expect(answer.body).toMatchObject({ data: null, error: { code: 'rate_limited', message: 'too many requests; try again in 3 seconds' } });
  svc.service.faults.set(null);
  expect(await activityCount()).toBe(before);
});

test('"times" limits the faults to the first matching requests: one throttled, the next taken', async () => {
  const projectId = await firstProjectId();
  const before = await activityCount();
  svc.service.faults.set({ throttleRate: 1, times: 1, method: 'POST' });
  expect((await dana.get('/api/v2/users/me')).status).toBe(200);
  const refused = await logTime(projectId);
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('1');
  expect((await logTime(projectId)).status).toBe(201);
  expect(await activityCount()).toBe(before + 1);
});

test('"skip" lets the first matching requests through: the first taken, the second refused, the third taken', async () => {
  const projectId = await firstProjectId();
  const before = await activityCount();
  svc.service.faults.set({ errorRate: 1, skip: 1, times: 1, method: 'POST' });
  expect((await logTime(projectId)).status).toBe(201);
  expect((await logTime(projectId)).status).toBe(503);
  expect((await logTime(projectId)).status).toBe(201);
  svc.service.faults.set(null);
  expect(await activityCount()).toBe(before + 2);
});

test('an error rate fails about that share of requests, the same ones on every run', async () => {
  const outcomes = async () => {
    const faulty = await startTestService({ faults: { errorRate: 0.3 } });
    const me = as(faulty.url, await faulty.tokenFor());
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await me.get('/api/v2/users/me')).status);
    await faulty.close();
    return statuses;
  };
  const first = await outcomes();
  const failed = first.filter((status) => status === 503).length;
  expect(failed).toBeGreaterThan(15);
  expect(failed).toBeLessThan(45);
  expect(first.every((status) => status === 200 || status === 503)).toBe(true);
  expect(await outcomes()).toEqual(first);
});

test('settings out of range are refused', () => {
  expect(() => svc.service.faults.set({ errorRate: 2 })).toThrow(/errorRate/);
  expect(() => svc.service.faults.set({ latencyMs: -1 })).toThrow(/latencyMs/);
  expect(() => svc.service.faults.set({ throttleRate: 0.6, errorRate: 0.6 })).toThrow(/add up to 1/);
  expect(() => svc.service.faults.set({ throttleRate: 1, retryAfterS: 0.5 })).toThrow(/retryAfterS/);
});
