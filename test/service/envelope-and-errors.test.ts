import { BODY_LIMIT_BYTES } from '../../service/app';
import { as, manualClock, request, startTestService, type TestService } from '../support/service';

const clock = manualClock();
let svc: TestService;
let token: string;

beforeAll(async () => {
  svc = await startTestService({ now: clock.now, config: { accessTokenTtlSeconds: 600 } });
  token = await svc.tokenFor();
});
afterAll(() => svc.close());

test('the current user is {meta: {self}, data: user}, with nothing private in it', async () => {
  const me = await request(svc.url, '/api/v2/users/me', { token });
  expect(me.status).toBe(200);
  expect(me.body.meta).toEqual({ self: '/api/v2/users/me' });
  expect(Object.keys(me.body.data).sort()).toEqual(['created_at', 'email', 'first_name', 'id', 'last_name']);
  expect(me.body.data).toMatchObject({ email: 'demo@example.com', first_name: 'Dana' });
});

describe('authentication', () => {
  test('no token is 401 with a challenge', async () => {
    const answer = await request(svc.url, '/api/v2/projects');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(answer.body).toMatchObject({ data: null, error: { code: 'unauthorized' } });
  });

  test('an unknown token is 401', async () => {
    const answer = await request(svc.url, '/api/v2/projects', { token: 'made-up' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toContain('invalid_token');
  });

  test('a token is refused once its lifetime has passed', async () => {
    const shortLived = await svc.tokenFor();
    clock.advance(599_000);
    expect((await request(svc.url, '/api/v2/users/me', { token: shortLived })).status).toBe(200);
    clock.advance(2_000);
    const expired = await request(svc.url, '/api/v2/users/me', { token: shortLived });
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toMatch(/expired/);
    token = await svc.tokenFor();
  });
});

describe('malformed requests', () => {
  const projectsCount = async () => (await as(svc.url, token).get('/api/v2/projects?list=true')).body.data.length;

  test('an unknown endpoint is 404 with the error body', async () => {
    const answer = await request(svc.url, '/api/v2/timesheets', { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      meta: { self: '/api/v2/timesheets', status: 404 },
      data: null,
      error: { code: 'not_found', message: 'there is no endpoint GET /api/v2/timesheets' },
    });
  });

  test.each([
    ['broken JSON', '{"name": "x",', 'application/json', /not valid JSON/],
    ['a JSON array', '["name"]', 'application/json', /must be a JSON object/],
    ['no body', '', 'application/json', /must be a JSON object/],
    ['text', 'name=x', 'text/plain', /must be JSON/],
    ['prototype pollution', '{"name":"x","__proto__":{"admin":true}}', 'application/json', /not valid JSON/],
  ])('%s is a 400 naming the body, and stores nothing', async (_label, body, contentType, message) => {
    const before = await projectsCount();
    const answer = await request(svc.url, '/api/v2/projects', { method: 'POST', token, body, headers: { 'content-type': contentType } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('body');
    expect(answer.body.error.message).toMatch(message);
    expect(await projectsCount()).toBe(before);
  });

  test('an absurdly large body is a 400, not a crash', async () => {
    const answer = await as(svc.url, token).post('/api/v2/projects', { name: 'Big', description: 'x'.repeat(BODY_LIMIT_BYTES + 10) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('body');
    expect((await request(svc.url, '/api/v2/users/me', { token })).status).toBe(200);
  });
});
