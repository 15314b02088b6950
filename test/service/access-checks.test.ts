// The token check on every API request: on PGlite the service keeps its answers in memory between
// changes (service/oauth/tokens.ts), so these tests use a token first, change what its answer rests on
// straight in the database (as a test or a tool would, past the service), and expect the very next
// request to see the change. On PostgreSQL (DATABASE_URL) the same requests ask the database each time.
import { eq, sql } from 'drizzle-orm';
import { projects, tokens, users } from '../../service/db/schema';
import { digest } from '../../service/oauth/secrets';
import { newProjectRow } from '../../service/rules/new-project';
import { authorizationCode, REDIRECT_URI, tokenRequest } from '../support/oauth';
import { DEMO_USERS, manualClock, request, startTestService, type TestService } from '../support/service';

let svc: TestService;
const clock = manualClock();

beforeAll(async () => {
  svc = await startTestService({ now: clock.now });
});
afterAll(() => svc.close());

const me = (token: string) => request(svc.url, '/api/v2/users/me', { token });
const db = () => svc.service.database.db;
const rawQuery = (text: string) =>
  svc.service.database.engine === 'pglite'
    ? (db() as unknown as { $client: { query(text: string): Promise<unknown> } }).$client.query(text)
    : db().execute(sql.raw(text));

test('a token revoked straight in the database is refused on the very next request', async () => {
  const token = await svc.tokenFor();
  expect((await me(token)).status).toBe(200);
  expect((await me(token)).status).toBe(200);
  await db().update(tokens).set({ revoked_at: new Date(clock.now()) }).where(eq(tokens.id, digest(token)));
  const answer = await me(token);
  expect(answer.status).toBe(401);
  expect(answer.body.error.message).toMatch(/not valid/);
});

test('a token revoked by raw SQL through the database client is refused on the very next request', async () => {
  const token = await svc.tokenFor();
  expect((await me(token)).status).toBe(200);
  await rawQuery(`UPDATE tokens SET revoked_at = now() WHERE id = '${digest(token)}'`);
  expect((await me(token)).status).toBe(401);
});

test('a token deleted from the database, or every token truncated away, is refused next', async () => {
  const deleted = await svc.tokenFor();
  const other = await svc.tokenFor();
  expect((await me(deleted)).status).toBe(200);
  expect((await me(other)).status).toBe(200);
  await db().delete(tokens).where(eq(tokens.id, digest(deleted)));
  expect((await me(deleted)).status).toBe(401);
  expect((await me(other)).status).toBe(200);
  await rawQuery('TRUNCATE tokens');
  expect((await me(other)).status).toBe(401);
});

test('a token used a moment before it expires is refused as expired once the clock passes it', async () => {
  const token = await svc.tokenFor();
  expect((await me(token)).status).toBe(200);
  const [{ expires_at }] = await db().select({ expires_at: tokens.expires_at }).from(tokens).where(eq(tokens.id, digest(token)));
  clock.set(new Date(expires_at.getTime() - 1).toISOString());
  expect((await me(token)).status).toBe(200);
  clock.advance(1);
  const answer = await me(token);
  expect(answer.status).toBe(401);
  expect(answer.body.error.message).toMatch(/expired/);
  clock.set('2026-11-20T17:00:00.000Z');
});

test('a token in use is refused next once its code is replayed at the token endpoint (the grant revoked)', async () => {
  const code = await authorizationCode(svc.url);
  const linked = await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
  expect((await me(linked.body.access_token)).status).toBe(200);
  expect((await tokenRequest(svc.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI })).body.error).toBe('invalid_grant');
  expect((await me(linked.body.access_token)).status).toBe(401);
});

test('a revocation committed in a transaction straight in the database is seen by the next request', async () => {
  const token = await svc.tokenFor();
  expect((await me(token)).status).toBe(200);
  await svc.service.database.transaction(async (tx) => {
    await tx.update(tokens).set({ revoked_at: new Date(clock.now()) }).where(eq(tokens.id, digest(token)));
  });
  expect((await me(token)).status).toBe(401);
});

test('a revocation rolled back leaves the token working', async () => {
  const token = await svc.tokenFor();
  expect((await me(token)).status).toBe(200);
  await svc.service.database
    .transaction(async (tx) => {
      await tx.update(tokens).set({ revoked_at: new Date(clock.now()) }).where(eq(tokens.id, digest(token)));
      throw new Error('changed my mind');
    })
    .catch(() => {});
  expect((await me(token)).status).toBe(200);
});

test("a person's name changed straight in the database is what the next request sees", async () => {
  const token = await svc.tokenFor();
  const before = await me(token);
  expect(before.status).toBe(200);
  await db().update(users).set({ first_name: 'Danielle' }).where(eq(users.id, await svc.userId()));
  expect((await me(token)).body.data.first_name).toBe('Danielle');
});

test('a project added straight in the database is found by the next search, after searches that did not find it', async () => {
  const token = await svc.tokenFor();
  const search = async () => (await request(svc.url, `/api/v2/projects?search=${encodeURIComponent('zephyr kiosk')}`, { token })).body.data.map((p: { name: string }) => p.name);
  expect(await search()).not.toContain('Zephyr Kiosk');
  expect(await search()).not.toContain('Zephyr Kiosk');
  await db().insert(projects).values(newProjectRow({ userId: await svc.userId(), createdAt: new Date(clock.now()) }, { name: 'Zephyr Kiosk' }));
  expect((await search())[0]).toBe('Zephyr Kiosk');
});

test("one person's token never answers as another, however many are checked", async () => {
  const dana = await svc.tokenFor(DEMO_USERS.first);
  const sam = await svc.tokenFor(DEMO_USERS.second);
  for (let i = 0; i < 3; i++) {
    expect((await me(dana)).body.data.email).toBe(DEMO_USERS.first);
    expect((await me(sam)).body.data.email).toBe(DEMO_USERS.second);
  }
});
