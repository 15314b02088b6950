import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mightHaveLanded, TimeTrackingError } from '../../lambda/api/errors';
import { type CallRecord, TimeTrackingClient } from '../../lambda/api/time-tracking-client';
import { DEMO_USERS, startTestService, type TestService } from '../support/service';

let svc: TestService;
let api: TimeTrackingClient;
const calls: CallRecord[] = [];

beforeAll(async () => {
  svc = await startTestService();
  api = new TimeTrackingClient({ baseUrl: svc.url, accessToken: await svc.tokenFor(), onCall: (call) => calls.push(call) });
});
afterAll(() => svc.close());

test('users.me reads the signed-in person', async () => {
  expect(await api.users.me()).toMatchObject({ email: 'demo@example.com', first_name: 'Dana' });
});

test('clients, categories and projects: create, get, list, update, delete, recover', async () => {
  const client = await api.clients.create({ name: 'Typed Client' });
  expect(await api.clients.get(client.id)).toEqual(client);
  expect((await api.clients.list({ order_by: '-name', per_page: 100 })).data.map((c) => c.id)).toContain(client.id);
  expect(await api.clients.update(client.id, { note: 'Net 15' })).toMatchObject({ note: 'Net 15' });
  expect(await api.clients.update(client.id, { note: 'Net 15' })).toBeNull();

  const category = await api.categories.create({ name: 'Typed Category', is_billable: true, bill_rate: 1000, bill_unit: 'hourly' });
  const project = await api.projects.create({ name: 'Typed Project', client_id: client.id });
  expect(project.client).toEqual({ id: client.id, name: 'Typed Client' });
  expect((await api.categories.list({ filter: ['is_billable:true'] })).data.map((c) => c.id)).toContain(category.id);

  await api.projects.delete(project.id);
  await expect(api.projects.get(project.id)).rejects.toMatchObject({ kind: 'gone', details: { status: 410 } });
  expect((await api.projects.recover(project.id)).id).toBe(project.id);
  await api.categories.delete(category.id);
  await api.categories.recover(category.id);
  await api.clients.delete(client.id);
  await api.clients.recover(client.id);
});

test('projects: search and the unpaginated list', async () => {
  const found = await api.projects.search('bellvue dental');
  expect(found[0]).toMatchObject({ name: 'Bellevue Dental Branding', confidence: expect.any(Number) });
  const all = await api.projects.listAll();
  expect(all.length).toBeGreaterThan(20);
  expect(Object.keys(all[0]).sort()).toEqual(['id', 'name']);
  const inactive = await api.projects.listAll({ filter: ['status:inactive'] });
  expect(inactive.map((p) => p.name)).toEqual(['Q3 Launch – Fernwood Coffee']);
});

test('projects in full: the same projects, in the same order, as the unpaginated list, with status and client; null past the pages allowed', async () => {
  const inFull = await api.projects.inFull(10);
  expect(inFull!.map(({ id, name }) => ({ id, name }))).toEqual(await api.projects.listAll());
  expect(inFull!.find((p) => p.name === 'Q3 Launch – Fernwood Coffee')).toMatchObject({ status: 'inactive', client: { name: 'Fernwood Coffee Roasters' } });
  // Past a page of 100: the rest of the pages, each once.
  const made = [];
  for (let n = 1; n <= 100; n++) made.push(await api.projects.create({ name: `Paged Project ${n}` }));
  const before = calls.length;
  const paged = await api.projects.inFull(10);
  expect(calls.length - before).toBe(2);
  expect(paged!.map(({ id, name }) => ({ id, name }))).toEqual(await api.projects.listAll());
  expect(await api.projects.inFull(1)).toBeNull();
  for (const project of made) await api.projects.delete(project.id);
});

test('activities: timer start, stop, resume, update, group, ungroup, delete, recover', async () => {
  const [internal] = await api.projects.search('internal admin', 1);
  const timer = await api.activities.create({ source: 'alexa', description: 'Typed timer', project_id: internal.id });
  expect(timer.status).toBe('pending');
  const stopped = await api.activities.stop(timer.id);
  expect(stopped.status).toBe('complete');
  expect((await api.activities.resume(timer.id)).status).toBe('pending');
  await api.activities.stop(timer.id);
  const edited = await api.activities.update(timer.id, { duration: 600, date: '2026-11-16T09:00:00-08:00' });
  expect(edited).toMatchObject({ duration: 600 });
  const other = await api.activities.create({ source: 'alexa', description: 'Second', project_id: internal.id, duration: 300, date: '2026-11-16T13:00:00-08:00' });
  const merged = await api.activities.group([timer.id, other.id]);
  expect(merged).toMatchObject({ id: timer.id, duration: 900, description: 'Typed timer; Second' });
  const restored = await api.activities.ungroup(timer.id);
  expect(restored.map((a) => a.duration)).toEqual([600, 300]);
  const page = await api.activities.list({ filter: ['source:alexa'], order_by: '-date' });
  expect(page.meta.total).toBeGreaterThanOrEqual(2);
  await api.activities.delete(other.id);
  expect((await api.activities.recover(other.id)).id).toBe(other.id);
});

test('failures arrive typed: invalid names the field, forbidden, not_found, unauthorized', async () => {
  const invalid = await api.activities.create({ description: 'x', project_id: 'nope' }).catch((e) => e);
  expect(invalid).toBeInstanceOf(TimeTrackingError);
  expect(invalid).toMatchObject({ kind: 'invalid', details: { status: 400, field: 'project_id', code: 'invalid_reference' } });

  const sam = new TimeTrackingClient({ baseUrl: svc.url, accessToken: await svc.tokenFor(DEMO_USERS.second) });
  const [samProject] = await sam.projects.listAll();
  await expect(api.projects.get(samProject.id)).rejects.toMatchObject({ kind: 'forbidden' });
  await expect(api.projects.get('missing')).rejects.toMatchObject({ kind: 'not_found' });
  const stranger = new TimeTrackingClient({ baseUrl: svc.url, accessToken: 'not-a-token' });
  await expect(stranger.users.me()).rejects.toMatchObject({ kind: 'unauthorized' });
});

test("a 429's Retry-After is read in seconds or as an HTTP date", () => {
  const now = Date.parse('2026-11-20T17:00:00.000Z');
  expect(TimeTrackingError.fromResponse(429, null, '2', now).details.retryAfterMs).toBe(2000);
  expect(TimeTrackingError.fromResponse(429, null, 'Fri, 20 Nov 2026 17:00:05 GMT', now).details.retryAfterMs).toBe(5000);
  expect(TimeTrackingError.fromResponse(429, null, 'soon', now).details.retryAfterMs).toBeUndefined();
  expect(TimeTrackingError.fromResponse(429, null, '1.5', now).details.retryAfterMs).toBeUndefined();
  expect(TimeTrackingError.fromResponse(429, null, 'Fri Nov 20 17:00:03 2026', now).details.retryAfterMs).toBe(3000);
  expect(TimeTrackingError.fromResponse(429, null, undefined, now)).toMatchObject({ kind: 'unavailable', details: { status: 429 } });
});

test('an unreachable service is `unavailable`, and a read is tried twice before giving up', async () => {
  const seen: CallRecord[] = [];
  const nowhere = new TimeTrackingClient({ baseUrl: 'http://127.0.0.1:9', accessToken: 't', onCall: (c) => seen.push(c) });
  await expect(nowhere.users.me()).rejects.toMatchObject({ kind: 'unavailable' });
  expect(seen.map((c) => c.attempt)).toEqual([1, 2]);
  seen.length = 0;
  await expect(nowhere.activities.create({ description: 'x', project_id: 'p' })).rejects.toMatchObject({ kind: 'unavailable' });
  expect(seen).toHaveLength(1);
});

describe('against a faulty service', () => {
  let token: string;
  beforeAll(async () => {
    token = await svc.tokenFor();
  });
  afterEach(() => svc.service.faults.set(null));
  const client = (seen: CallRecord[], timeoutMs = 3000) =>
    new TimeTrackingClient({ baseUrl: svc.url, accessToken: token, timeoutMs, onCall: (c) => seen.push(c) });

  test('a read that fails with a 5xx or a dropped connection is tried once more; a write is not', async () => {
    for (const fault of [{ errorRate: 1 }, { dropRate: 1 }]) {
      svc.service.faults.set(fault);
      const seen: CallRecord[] = [];
      await expect(client(seen).users.me()).rejects.toMatchObject({ kind: 'unavailable' });
      expect(seen.map((c) => c.attempt)).toEqual([1, 2]);
      seen.length = 0;
      await expect(client(seen).activities.create({ description: 'x', project_id: 'p' })).rejects.toMatchObject({ kind: 'unavailable' });
      expect(seen).toHaveLength(1);
    }
  });

  test('a read that fails once then succeeds comes back whole', async () => {
    // Half of requests fail; with the seeded draw some first tries fail and their retries succeed.
    svc.service.faults.set({ errorRate: 0.5, path: /\/users\/me$/ });
    const seen: CallRecord[] = [];
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => client(seen).users.me()));
    const retriedAndFine = seen.filter((c) => c.attempt === 2 && c.status === 200).length;
    expect(retriedAndFine).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 'fulfilled').length).toBeGreaterThan(retriedAndFine);
  });

  test('a stalled answer is cut off at the timeout and not retried; whether a write landed is marked unknown', async () => {
    svc.service.faults.set({ latencyMs: 1000 });
    const seen: CallRecord[] = [];
    const started = Date.now();
    const error = await client(seen, 300).users.me().catch((e: TimeTrackingError) => e);
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toMatchObject({ kind: 'unavailable', details: { timedOut: true, uncertain: true } });
    expect(seen).toHaveLength(1);
  });

  test('a request refused as one too many (429) is asked again once after the wait it names, a write too: it was never handled', async () => {
    const projectId = (await client([]).projects.listAll())[0].id;
    svc.service.faults.set({ throttleRate: 1, retryAfterS: 1, times: 1 });
    const seen: CallRecord[] = [];
    const started = Date.now();
    expect(await client(seen).users.me()).toMatchObject({ email: 'demo@example.com' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    svc.service.faults.set({ throttleRate: 1, retryAfterS: 0, times: 1 });
    const made = await client(seen).activities.create({ description: 'after a 429', project_id: projectId, duration: 60 });
    expect(seen.map((c) => [c.method, c.status, c.attempt])).toEqual([
      ['GET', 429, 1],
      ['GET', 200, 2],
      ['POST', 429, 1],
      ['POST', 201, 2],
    ]);
    const named = (await client([]).activities.list({ per_page: 100 })).data.filter((a) => a.description === 'after a 429');
    expect(named.map((a) => a.id)).toEqual([made.id]);
  });

  test("a write the service refuses as rate_limited is asked again: the service says it never handled it", async () => {
    const entry = await client([]).activities.create({ description: 'x', project_id: (await client([]).projects.listAll())[0].id, duration: 60 });
    svc.service.faults.set({ throttleRate: 1, retryAfterS: 0, times: 1, method: 'DELETE' });
    const seen: CallRecord[] = [];
    await client(seen).activities.delete(entry.id);
    expect(seen.map((c) => [c.method, c.status, c.attempt])).toEqual([
      ['DELETE', 429, 1],
      ['DELETE', 204, 2],
    ]);
  });

  test('a bare 429 from something in front of the service (no rate_limited) asks a read again, never a write: it may have passed the write on', async () => {
    // What the service cannot do: a proxy's 429 with no error body.
    const proxy = http.createServer((_request, response) => response.writeHead(429, { 'retry-after': '0' }).end());
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const seen: CallRecord[] = [];
    const behind = new TimeTrackingClient({ baseUrl, accessToken: token, onCall: (c) => seen.push(c) });
    try {
      await expect(behind.users.me()).rejects.toMatchObject({ kind: 'unavailable', details: { status: 429 } });
      expect(seen.map((c) => c.attempt)).toEqual([1, 2]);
      seen.length = 0;
      await expect(behind.activities.stop('a1')).rejects.toMatchObject({ kind: 'unavailable', details: { status: 429 } });
      expect(seen.map((c) => c.attempt)).toEqual([1]);
    } finally {
      proxy.close();
    }
  });

  test('a 429 that asks for a longer wait than a person gives fails at once, marked as not landed', async () => {
    svc.service.faults.set({ throttleRate: 1, retryAfterS: 30 });
    const seen: CallRecord[] = [];
    const started = Date.now();
    const error = await client(seen).activities.create({ description: 'x', project_id: 'p' }).catch((e: TimeTrackingError) => e);
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toMatchObject({ kind: 'unavailable', details: { status: 429, code: 'rate_limited', retryAfterMs: 30_000 } });
    expect(mightHaveLanded(error as TimeTrackingError)).toBe(false);
    expect(seen).toHaveLength(1);
  });

  test('a refused connection is marked as never sent', async () => {
    const error = await new TimeTrackingClient({ baseUrl: 'http://127.0.0.1:9', accessToken: 't' }).activities.create({ description: 'x', project_id: 'p' }).catch((e: TimeTrackingError) => e);
    expect(error).toMatchObject({ kind: 'unavailable', details: { uncertain: false } });
  });
});

test('every call is reported with its method, path and status', () => {
  expect(calls.length).toBeGreaterThan(20);
  expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: expect.stringMatching(/\/stop$/), status: 200 }));
  expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', status: 304 }));
});
