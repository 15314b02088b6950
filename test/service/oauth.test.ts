import { manualClock, request, startTestService, type TestService } from '../support/service';
import {
  authorizationCode,
  authorizeQuery,
  CLIENT_ID,
  CLIENT_SECRET,
  linkAccount,
  pkcePair,
  REDIRECT_URI,
  submitSignIn,
  tokenRequest,
} from '../support/oauth';

const clock = manualClock();
let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ now: clock.now, config: { accessTokenTtlSeconds: 3600 } });
});
afterAll(() => svc.close());

const me = (token: string) => request(svc.url, '/api/v2/users/me', { token });

describe('the sign-in page', () => {
  test('is a real HTML form with email, password, Accept and Cancel, carrying the original query', async () => {
    const page = await request(svc.url, `/oauth/authorize?${authorizeQuery()}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html: string = page.body;
    expect(html).toMatch(/<form method="post" action="\/oauth\/authorize\?[^"]*state=state-123/);
    expect(html).toMatch(/name="email"/);
    expect(html).toMatch(/name="password" type="password"/);
    expect(html).toMatch(/name="decision" value="accept"/);
    expect(html).toMatch(/name="decision" value="cancel"/);
  });

  test.each([
    ['an unknown client', { client_id: 'someone-else' }],
    ['an unregistered redirect URI', { redirect_uri: 'https://evil.example.com/callback' }],
    ['a redirect URI that only starts like a registered one', { redirect_uri: `${REDIRECT_URI}/extra` }],
  ])('with %s shows an error and redirects nowhere', async (_label, extra) => {
    const page = await request(svc.url, `/oauth/authorize?${authorizeQuery(extra)}`);
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(page.body).toMatch(/does not work/);
  });

  test('an unsupported response type is sent back to the client with the state', async () => {
    const answer = await request(svc.url, `/oauth/authorize?${authorizeQuery({ response_type: 'token' })}`);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('unsupported_response_type');
    expect(location.searchParams.get('state')).toBe('state-123');
  });
});

describe('signing in', () => {
  test('Cancel redirects with access_denied and the state', async () => {
    const answer = await submitSignIn(svc.url, authorizeQuery(), { email: '', password: '', decision: 'cancel' });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('code')).toBeNull();
  });

  test('a wrong password shows the page again with a message, and no code', async () => {
    const answer = await submitSignIn(svc.url, authorizeQuery(), { email: 'demo@example.com', password: 'wrong', decision: 'accept' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.body).toMatch(/do not match/);
    expect(answer.body).toMatch(/value="demo@example.com"/);
  });

  test('Accept redirects with a code and the state; the parameters may also come in the body', async () => {
    const viaQuery = await submitSignIn(svc.url, authorizeQuery(), { email: 'Demo@Example.com', password: 'demo', decision: 'accept' });
    const location = new URL(viaQuery.headers.get('location')!);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(location.searchParams.get('state')).toBe('state-123');

    const params = Object.fromEntries(new URLSearchParams(authorizeQuery()));
    const viaBody = await submitSignIn(svc.url, '', { ...params, email: 'demo@example.com', password: 'demo', decision: 'accept' });
    expect(new URL(viaBody.headers.get('location')!).searchParams.get('code')).toBeTruthy();
  });
});

describe('the token endpoint', () => {
  test('exchanges a code (JSON body, as the spec shows) for tokens that work', async () => {
    const code = await authorizationCode(svc.url);
    const answer = await request(svc.url, '/oauth/token', {
      method: 'POST',
      json: { grant_type: 'authorization_code', code, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uri: REDIRECT_URI },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: '3600', token_type: 'Bearer' });
    expect((await me(answer.body.access_token)).body.data.email).toBe('demo@example.com');
  });

  test('exchanges a code sent form-encoded with HTTP Basic client credentials, as Alexa sends it', async () => {
    const tokens = await linkAccount(svc.url, 'second@example.com');
    expect((await me(tokens.access_token)).body.data.email).toBe('second@example.com');
  });

  test('a code works once; replaying it fails and revokes what it gave', async () => {
    const code = await authorizationCode(svc.url);
    const first = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(first.status).toBe(200);
    const replay = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await me(first.body.access_token)).status).toBe(401);
    const refreshed = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  test('a code expires after five minutes', async () => {
    const code = await authorizationCode(svc.url);
    clock.advance(301_000);
    const answer = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(answer.body).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/expired/) });
  });

  test.each([
    ['a different redirect URI', { redirect_uri: 'https://layla.amazon.com/api/skill/link/M000000000000' }, 400, 'invalid_grant'],
    ['no code', { code: '' }, 400, 'invalid_request'],
    ['a made-up code', { code: 'not-a-code' }, 400, 'invalid_grant'],
    ['an unknown grant type', { grant_type: 'password' }, 400, 'unsupported_grant_type'],
  ])('refuses %s', async (_label, override, status, error) => {
    const code = await authorizationCode(svc.url);
    const answer = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, ...override });
    expect(answer.status).toBe(status);
    expect(answer.body.error).toBe(error);
  });

  test('refuses a wrong client secret or an unknown client with 401 invalid_client', async () => {
    const code = await authorizationCode(svc.url);
    const wrong = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }, { id: CLIENT_ID, secret: 'guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    const unknown = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }, { id: 'other', secret: CLIENT_SECRET });
    expect(unknown.status).toBe(401);
    // The code was not spent by the failed attempts.
    expect((await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI })).status).toBe(200);
  });
});

describe('expiry and refresh', () => {
  test('an access token expires after its lifetime; the refresh token gets a new pair', async () => {
    const tokens = await linkAccount(svc.url);
    clock.advance(3601_000);
    const expired = await me(tokens.access_token);
    expect(expired.status).toBe(401);
    const refreshed = await request(svc.url, '/oauth/token', {
      method: 'POST',
      json: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uri: REDIRECT_URI },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(refreshed.body.access_token)).status).toBe(200);
  });

  test('a retried refresh within seconds is honoured; a reuse later revokes the grant', async () => {
    const tokens = await linkAccount(svc.url);
    const first = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    clock.advance(5_000);
    const retry = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(retry.status).toBe(200);
    clock.advance(60_000);
    const reuse = await tokenRequest(svc.url, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reuse.body.error).toBe('invalid_grant');
    expect((await me(first.body.access_token)).status).toBe(401);
    expect((await me(retry.body.access_token)).status).toBe(401);
  });
});

describe('PKCE', () => {
  test('a code asked for with an S256 challenge needs the matching verifier', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await authorizationCode(svc.url, { code_challenge: challenge, code_challenge_method: 'S256' });
    const without = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(without.body.error).toBe('invalid_grant');
    const code2 = await authorizationCode(svc.url, { code_challenge: challenge, code_challenge_method: 'S256' });
    const wrong = await tokenRequest(svc.url, { grant_type: 'authorization_code', code: code2, redirect_uri: REDIRECT_URI, code_verifier: 'x'.repeat(50) });
    expect(wrong.body.error).toBe('invalid_grant');
    const code3 = await authorizationCode(svc.url, { code_challenge: challenge, code_challenge_method: 'S256' });
    const right = await tokenRequest(svc.url, { grant_type: 'authorization_code', code: code3, redirect_uri: REDIRECT_URI, code_verifier: verifier });
    expect(right.status).toBe(200);
  });

  test('the plain method is refused', async () => {
    const answer = await request(svc.url, `/oauth/authorize?${authorizeQuery({ code_challenge: 'c'.repeat(43), code_challenge_method: 'plain' })}`);
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });
});
