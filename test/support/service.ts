// The real reference service on an ephemeral port, seeded with the demo workspace, for tests: on PGlite
// in memory, or on a PostgreSQL database of its own when DATABASE_URL is set (see database.ts).
import { eq } from 'drizzle-orm';
import { startService, type RunningService, type ServiceOptions } from '../../service/app';
import { ALEXA_CLIENT_ID } from '../../service/config';
import { users } from '../../service/db/schema';
import { DEMO_USERS, seedDemoData } from '../../service/demo/demo-data';
import { issueTokens } from '../../service/oauth/tokens';
import { testDatabase } from './database';

export { DEMO_USERS };

export interface TestService extends RunningService {
  /** A fresh access token for a demo user, issued as the token endpoint would. */
  tokenFor(email?: string): Promise<string>;
  userId(email?: string): Promise<string>;
}

export async function startTestService(options: ServiceOptions & { demo?: boolean } = {}): Promise<TestService> {
  const database = options.database ?? (await testDatabase());
  if (options.demo !== false) await seedDemoData(database.db, options.now?.());
  const running = await startService({ ...options, database });
  const userId = async (email = DEMO_USERS.first) => {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  };
  return {
    ...running,
    userId,
    tokenFor: async (email = DEMO_USERS.first) =>
      (await issueTokens(running.service, database.db, { userId: await userId(email), clientId: ALEXA_CLIENT_ID, grantId: `test-${Math.random()}` })).access_token,
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse('2026-11-20T17:00:00.000Z')) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
    set(iso: string) {
      t = Date.parse(iso);
    },
  };
}

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One raw HTTP request, for what a typed client would not send: bad bodies, odd headers. */
export async function request<T = any>(
  base: string,
  path: string,
  options: { method?: string; token?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(base + path, { method: options.method ?? 'GET', headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** The two demo people, each signed in: Dana (the first, with the demo workspace) and Sam. */
export async function demoPeople(svc: TestService) {
  return { dana: as(svc.url, await svc.tokenFor(DEMO_USERS.first)), sam: as(svc.url, await svc.tokenFor(DEMO_USERS.second)) };
}

export type SignedIn = ReturnType<typeof as>;

/** Requests as one signed-in person: `api.get('/api/v2/projects')`. */
export function as(base: string, token: string) {
  const send = (method: string) => (path: string, json?: unknown, extra: { headers?: Record<string, string>; body?: string } = {}) =>
    request(base, path, { method, token, json, ...extra });
  return { get: send('GET'), post: send('POST'), put: send('PUT'), delete: send('DELETE') };
}
