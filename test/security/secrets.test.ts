// What must never leak: no log line of the service or the skill holds a token, an authorization code, a
// client secret or a password, through a whole account linking, refresh, API use and conversation at
// the most verbose log level; and one person's token opens nothing of another's.
import { logOptions } from '../../service/app';
import { activities, startConversation } from '../support/conversation';
import { authorizationCode, CLIENT_SECRET, REDIRECT_URI, submitSignIn, authorizeQuery, tokenRequest } from '../support/oauth';
import { as, DEMO_USERS, demoPeople, request, startTestService } from '../support/service';

test('a full run at trace level logs no token, code, secret or password', async () => {
  const serviceLogs: string[] = [];
  const svc = await startTestService({ logger: logOptions('trace', { write: (line) => serviceLogs.push(line) }) });
  const secrets: string[] = [CLIENT_SECRET];

  // Account linking, with a wrong password tried first.
  const wrongPassword = 'Wr0ng-Passw0rd-for-the-log-test';
  await submitSignIn(svc.url, authorizeQuery(), { email: DEMO_USERS.first, password: wrongPassword, decision: 'accept' });
  secrets.push(wrongPassword);
  const code = await authorizationCode(svc.url);
  secrets.push(code);
  const tokens = (await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI })).body;
  secrets.push(tokens.access_token, tokens.refresh_token);
  const refreshed = (await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).body;
  secrets.push(refreshed.access_token, refreshed.refresh_token);
  // A refused secret and a reused code are logged as refusals, not with what was sent.
  await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }, { id: 'alexa-skill', secret: 'not-the-secret-xyz' });
  secrets.push('not-the-secret-xyz');

  // The API, with good and bad tokens, good and bad bodies.
  const api = as(svc.url, refreshed.access_token);
  await api.get('/api/v2/users/me');
  await api.post('/api/v2/activities', { description: 'log test', project_name: 'Log Test Project', duration: 60 });
  await api.post('/api/v2/activities', { description: 5 });
  await request(svc.url, '/api/v2/projects', { token: tokens.access_token });
  await request(svc.url, `/api/v2/projects?access_token=${refreshed.access_token}`);

  // The skill, talking to the service, its own log lines captured.
  const c = await startConversation({ service: svc });
  secrets.push(c.alexa.device.accessToken!, c.alexa.device.apiAccessToken);
  await c.say('ask time tracker to start a timer for apollo mobile app');
  await c.say('ask time tracker what am i working on');
  await c.say('ask time tracker to stop my timer');
  await c.say('ask time tracker to log two hours on nimbus for yesterday');
  expect((await activities(c)).length).toBeGreaterThan(0);
  await c.close();
  await svc.close();

  const logs = [...serviceLogs, ...c.logs];
  expect(serviceLogs.length).toBeGreaterThan(20);
  expect(c.logs.length).toBeGreaterThan(10);
  for (const secret of secrets) {
    const leaking = logs.filter((line) => line.includes(secret));
    expect({ secret: secret.slice(0, 4) + '…', leaking }).toEqual({ secret: secret.slice(0, 4) + '…', leaking: [] });
  }
  expect(logs.filter((line) => /password|client_secret|authorization/i.test(line) && !/"(message|msg)":"[^"]*(password|secret)/i.test(line))).toEqual([]);
});

test("another person's token gets 403 on every endpoint of every resource", async () => {
  const svc = await startTestService();
  const { dana, sam } = await demoPeople(svc);
  const firstOf = async (collection: string) => (await dana.get(`/api/v2/${collection}?per_page=2`)).body.data.map((row: { id: string }) => row.id);
  const [activity, other] = await firstOf('activities');
  const [project] = await firstOf('projects');
  const [category] = await firstOf('categories');
  const [client] = await firstOf('clients');
  const before = JSON.stringify((await dana.get('/api/v2/activities?per_page=100')).body.data);
  const attempts: [string, () => Promise<{ status: number }>][] = [];
  for (const [collection, id, update] of [
    ['activities', activity, { description: 'mine now' }],
    ['projects', project, { name: 'Mine now' }],
    ['categories', category, { name: 'Mine now' }],
    ['clients', client, { name: 'Mine now' }],
  ] as const) {
    const path = `/api/v2/${collection}/${id}`;
    attempts.push([`GET ${path}`, () => sam.get(path)], [`PUT ${path}`, () => sam.put(path, update)], [`DELETE ${path}`, () => sam.delete(path)], [`POST ${path}/recover`, () => sam.post(`${path}/recover`)]);
  }
  attempts.push(
    ['stop', () => sam.post(`/api/v2/activities/${activity}/stop`)],
    ['resume', () => sam.post(`/api/v2/activities/${activity}/resume`)],
    ['ungroup', () => sam.post(`/api/v2/activities/${activity}/ungroup`)],
    ['group', () => sam.post('/api/v2/activities/group', { activity_ids: [activity, other] })],
    ['activity on her project', () => sam.post('/api/v2/activities', { project_id: project, description: 'x' })],
    ['project for her client', () => sam.post('/api/v2/projects', { name: 'Sneaky', client_id: client })],
  );
  for (const [label, attempt] of attempts) expect([label, (await attempt()).status]).toEqual([label, 403]);
  expect(JSON.stringify((await dana.get('/api/v2/activities?per_page=100')).body.data)).toBe(before);
  await svc.close();
});
