// The person's project list as the skill fetches and keeps it: read in full (statuses and clients with the
// names) in pages of a hundred, names only past ten pages; kept in a warm container for a few minutes, but
// never hiding a project made or renamed on the website since.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newProjectRow } from '../../service/rules/new-project';
import { projects } from '../../service/db/schema';
import { activities, type Conversation, projectId, startConversation } from '../support/conversation';
import { startTestService, type TestService } from '../support/service';

const running = (c: Conversation) => activities(c, '&filter=status:pending');

describe('a list kept in a warm container', () => {
  let c: Conversation;
  beforeEach(async () => {
    c = await startConversation();
    // The first request keeps the list in the container (the same skill answers every request below).
    expect((await c.say('ask time tracker to start a timer for internal admin')).speech).toBe('Started a timer for Internal Admin.');
  });
  afterEach(() => c.close());

  test('a project made on the website since is found, and the timer goes on it', async () => {
    const made = (await c.api.post('/api/v2/projects', { name: 'Lighthouse Rebrand' })).body.data;
    expect((await c.say('ask time tracker to start a timer for lighthouse rebrand')).speech).toMatch(/started one for Lighthouse Rebrand\.$/);
    expect((await running(c)).map((timer) => timer.project.id)).toEqual([made.id]);
  });

  test('a project renamed on the website since is found by its new name', async () => {
    const id = await projectId(c, 'Greenleaf Yoga Studio');
    await c.api.put(`/api/v2/projects/${id}`, { name: 'Sunrise Pottery Workshop' });
    expect((await c.say('ask time tracker to log an hour on sunrise pottery workshop yesterday')).speech).toBe('Logged 1 hour to Sunrise Pottery Workshop for yesterday.');
    const [entry] = await activities(c, '&filter=status:complete&filter=source:alexa');
    expect(entry).toMatchObject({ project: { id }, duration: 3600 });
  });
});

describe('a person with more projects than one page holds', () => {
  let svc: TestService;
  let c: Conversation;
  beforeAll(async () => {
    svc = await startTestService();
    c = await startConversation({ service: svc });
    for (let n = 1; n <= 140; n++) await c.api.post('/api/v2/projects', { name: `Survey Parcel ${n}` });
    // Last by name: on the second page.
    await c.api.post('/api/v2/projects', { name: 'Zenith Boathouse', status: 'inactive' });
    await c.api.post('/api/v2/projects', { name: 'Zinnia Greenhouse' });
  });
  afterAll(async () => {
    await c.close();
    await svc.close();
  });

  test('a project on a later page is found and gets the timer', async () => {
    expect((await c.say('ask time tracker to start a timer for zinnia greenhouse')).speech).toBe('Started a timer for Zinnia Greenhouse.');
    expect((await running(c)).map((timer) => timer.project.name)).toEqual(['Zinnia Greenhouse']);
  });

  test('an inactive project on a later page is asked about before time goes on it', async () => {
    const before = (await activities(c)).length;
    expect((await c.say('ask time tracker to log an hour on zenith boathouse yesterday')).speech).toBe(
      'Zenith Boathouse is an inactive project. Should I log 1 hour to it anyway?',
    );
    expect(await activities(c)).toHaveLength(before);
  });
});

describe('a person with more than ten pages of projects', () => {
  let svc: TestService;
  let c: Conversation;
  beforeAll(async () => {
    svc = await startTestService();
    const owner = { userId: await svc.userId(), createdAt: new Date() };
    // Written straight to the database: a thousand creates through the API would only slow the test.
    const rows = Array.from({ length: 1050 }, (_, n) => newProjectRow(owner, { name: `Survey Parcel ${n + 1}` }));
    rows.push(newProjectRow(owner, { name: 'Zenith Boathouse', status: 'inactive' }));
    await svc.service.database.db.insert(projects).values(rows);
    c = await startConversation({ service: svc });
  });
  afterAll(async () => {
    await c.close();
    await svc.close();
  });

  test('only names are read, and an inactive project is still asked about', async () => {
    expect((await c.say('ask time tracker to start a timer for zenith boathouse')).speech).toBe(
      'Zenith Boathouse is an inactive project. Should I start a timer for it anyway?',
    );
    expect(c.calls.filter((call) => call.path === '/projects').length).toBeLessThanOrEqual(4);
    expect(await running(c)).toEqual([]);
  });

  test('a client named still gets the question about its projects', async () => {
    expect((await c.say('ask time tracker which project is apollo insurance')).speech).toMatch(/^Did you mean Apollo /);
  });
});

// The service cannot fail its search alone (its faults go by path, and the list shares the search's), so a
// proxy in front of it answers every search 503 and passes everything else through.
async function searchFailing(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'GET' && /^\/api\/v2\/projects\?(.*&)?search=/.test(incoming.url ?? '')) {
      outgoing.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'unavailable', message: 'search is down' } }));
      return;
    }
    const forward = request(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('with the search failing and the list answering', () => {
  let svc: TestService;
  let proxy: { url: string; server: Server };
  let c: Conversation;
  beforeAll(async () => {
    svc = await startTestService();
    proxy = await searchFailing(svc.url);
  });
  beforeEach(async () => {
    c = await startConversation({ service: svc, skill: { apiBaseUrl: proxy.url } });
  });
  afterEach(async () => {
    for (const timer of await running(c)) await c.api.post(`/api/v2/activities/${timer.id}/stop`);
    await c.close();
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.server.close(resolve));
    await svc.close();
  });

  test('a whole name the list settles gets its timer: the search asked beside the list is not needed', async () => {
    expect((await c.say('ask time tracker to start a timer for internal admin')).speech).toBe('Started a timer for Internal Admin.');
    expect((await running(c)).map((timer) => timer.project.name)).toEqual(['Internal Admin']);
  });

  test('part of a name the list matches still gets its timer, the list being the best there is', async () => {
    expect((await c.say('ask time tracker to start a timer for greenleaf')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  });

  test('a name the list does not know is spoken of as a failure, and nothing starts', async () => {
    expect((await c.say('ask time tracker to start a timer for zebra crossing')).speech).toMatch(/couldn't reach your time tracker/);
    expect(await running(c)).toEqual([]);
  });
});
