// Account linking while the service cannot do its work: the person in the Alexa app reads a page that says
// so (not JSON), Alexa's token call gets OAuth's own `temporarily_unavailable`, nothing is half done, and
// linking works as soon as the service does. The log of such a failure holds no query parameters.
import { loggedError } from '../../service/db/database';
import { authorizeQuery, linkAccount, submitSignIn, tokenRequest } from '../support/oauth';
import { request, startTestService, type TestService } from '../support/service';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());
afterEach(() => svc.service.faults.set(null));

const pageText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test('the sign-in page, unavailable, is a page that says so and keeps its protections', async () => {
  svc.service.faults.set({ errorRate: 1, path: /^\/oauth\/authorize$/ });
  const page = await request(svc.url, `/oauth/authorize?${authorizeQuery()}`);
  expect(page.status).toBe(503);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  expect(page.headers.get('cache-control')).toMatch(/no-store/);
  expect(pageText(page.body)).toMatch(/Sign-in is not available just now.*Try linking your account again from the Alexa app/);
});

test('a sign-in sent while the service is unavailable is answered with a page, gives no code, and the next one links', async () => {
  svc.service.faults.set({ errorRate: 1, method: 'POST', path: /^\/oauth\/authorize$/ });
  const answer = await submitSignIn(svc.url, authorizeQuery(), { email: 'demo@example.com', password: 'demo', decision: 'accept' });
  expect(answer.status).toBe(503);
  expect(answer.headers.get('location')).toBeNull();
  expect(pageText(answer.body)).toMatch(/Nothing was changed/);
  svc.service.faults.set(null);
  const linked = await linkAccount(svc.url);
  expect((await request(svc.url, '/api/v2/users/me', { token: linked.access_token })).status).toBe(200);
});

test("Alexa's token call, unavailable, gets OAuth's temporarily_unavailable, not a page", async () => {
  svc.service.faults.set({ errorRate: 1, path: /^\/oauth\/token$/ });
  const answer = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: 'whatever' });
  expect(answer.status).toBe(503);
  expect(answer.headers.get('content-type')).toMatch(/json/);
  expect(answer.body).toMatchObject({ error: 'temporarily_unavailable' });
});

test("a failed query is logged by the database's words and code, without the query's parameters", () => {
  // As Drizzle wraps a driver's error: its message carries the SQL and every parameter.
  const failed = Object.assign(new Error('Failed query: insert into "users" ("email") values ($1)\nparams: someone@example.com'), {
    cause: Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), { code: '23505' }),
  });
  const logged = loggedError(failed);
  expect(logged).toMatchObject({ type: 'Error', message: 'duplicate key value violates unique constraint "users_email_key"', code: '23505' });
  expect(logged.stack).toMatch(/^\s+at /);
  expect(JSON.stringify(logged)).not.toMatch(/someone@example\.com|insert into/);
});
