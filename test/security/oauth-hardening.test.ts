// The OAuth endpoints against an attacker's toolbox: bodies that are not forms, a client that failed to
// authenticate, the sign-in page framed, cached or sniffed, a sign-in form posted from another site, a PKCE
// downgrade, and a refresh token replayed within and after its grace window.
import { request, startTestService, manualClock, type TestService } from '../support/service';
import { authorizationCode, authorizeQuery, CLIENT_ID, linkAccount, pkcePair, REDIRECT_URI, submitSignIn, tokenRequest } from '../support/oauth';

const clock = manualClock();
let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ now: clock.now });
});
afterAll(() => svc.close());

describe('bodies that are not forms are 400, not 500', () => {
  const bodies: [string, string, string][] = [
    ['text/plain', 'text/plain', 'grant_type=refresh_token'],
    ['XML', 'application/xml', '<?xml version="1.0"?><grant_type>refresh_token</grant_type>'],
    ['broken JSON', 'application/json', '{"grant_type":'],
    ['an unknown type', 'application/x-unknown', 'abc'],
  ];
  test.each(bodies)('%s to /oauth/token', async (_name, type, body) => {
    const answer = await request(svc.url, '/oauth/token', { method: 'POST', body, headers: { 'content-type': type } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_request');
  });
  test.each(bodies)('%s to /oauth/authorize', async (_name, type, body) => {
    const answer = await request(svc.url, `/oauth/authorize?${authorizeQuery()}`, { method: 'POST', body, headers: { 'content-type': type } });
    expect(answer.status).toBe(400);
  });
});

test('a client that fails Basic authentication is told how to authenticate (WWW-Authenticate, RFC 6749 5.2)', async () => {
  const answer = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: 'x' }, { id: CLIENT_ID, secret: 'wrong' });
  expect(answer.status).toBe(401);
  expect(answer.body.error).toBe('invalid_client');
  expect(answer.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
});

describe('every rendering of the sign-in page, and the error page', () => {
  const renders: [string, () => Promise<{ status: number; headers: Headers }>][] = [
    ['the form', () => request(svc.url, `/oauth/authorize?${authorizeQuery()}`)],
    ['the form again after a wrong password', () => submitSignIn(svc.url, authorizeQuery(), { email: 'second@example.com', password: 'wrong', decision: 'accept' })],
    ['the form again without a decision', () => submitSignIn(svc.url, authorizeQuery(), { email: 'second@example.com', password: 'demo' })],
    ['the error page', () => request(svc.url, `/oauth/authorize?${authorizeQuery({ client_id: 'unknown' })}`)],
  ];
  test.each(renders)('%s: cannot be framed, cached, sniffed or leak its address; loads nothing but its style', async (_name, render) => {
    const { headers } = await render();
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('login CSRF', () => {
  const form = { email: 'demo@example.com', password: 'demo', decision: 'accept' };
  const post = (headers: Record<string, string>) =>
    request(svc.url, `/oauth/authorize?${authorizeQuery()}`, {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  test.each([
    ['another origin', { origin: 'https://evil.example.com' }],
    ['an opaque origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('a sign-in posted from %s is refused and issues no code', async (_name, headers) => {
    const answer = await post(headers);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('location')).toBeNull();
  });

  test('the page posting to itself signs in', async () => {
    const answer = await post({ origin: svc.url, 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location')!).searchParams.get('code')).toBeTruthy();
  });
});

test('a code issued without code_challenge is refused when a code_verifier is sent (PKCE downgrade, RFC 9700 2.1.1)', async () => {
  const code = await authorizationCode(svc.url);
  const answer = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: pkcePair().verifier });
  expect(answer.status).toBe(400);
  expect(answer.body.error).toBe('invalid_grant');
});

test('a refresh retried within the grace window gets the same answer, not a new pair; a reuse after it revokes the grant', async () => {
  const linked = await linkAccount(svc.url);
  const first = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: linked.refresh_token });
  expect(first.status).toBe(200);
  for (let i = 0; i < 5; i++) {
    clock.advance(3_000);
    const retry = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: linked.refresh_token });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
  }
  clock.advance(30_000);
  const reuse = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: linked.refresh_token });
  expect(reuse.body.error).toBe('invalid_grant');
  expect((await request(svc.url, '/api/v2/users/me', { token: first.body.access_token })).status).toBe(401);
});
