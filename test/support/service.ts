// The real reference service on an ephemeral port, seeded with the demo workspace, for tests.
import { startService, type RunningService, type ServiceOptions } from '../../service/app';
import { DEMO_USERS, seedDemoData } from '../../service/demo/demo-data';
import { issueTokens } from '../../service/oauth/tokens';
import { EmbeddedStore } from '../../service/store/embedded-store';
import { ALEXA_CLIENT_ID } from '../../service/config';

export { DEMO_USERS };

export interface TestService extends RunningService {
  /** A fresh access token for a demo user, issued as the token endpoint would. */
  tokenFor(email?: string): string;
  userId(email?: string): string;
}

export async function startTestService(options: ServiceOptions & { demo?: boolean } = {}): Promise<TestService> {
  const store = options.store ?? new EmbeddedStore();
  if (options.demo !== false) seedDemoData(store, options.now?.());
  const running = await startService({ ...options, store });
  const userId = (email = DEMO_USERS.first) => {
    const user = [...store.users.all()].find((u) => u.email === email);
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  };
  return {
    ...running,
    userId,
    tokenFor: (email = DEMO_USERS.first) =>
      issueTokens(running.service, { userId: userId(email), clientId: ALEXA_CLIENT_ID, grantId: `test-${Math.random()}` }).access_token,
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
export function demoPeople(svc: TestService) {
  return { dana: as(svc.url, svc.tokenFor(DEMO_USERS.first)), sam: as(svc.url, svc.tokenFor(DEMO_USERS.second)) };
}

export type SignedIn = ReturnType<typeof as>;

/** Requests as one signed-in person: `api.get('/api/v2/projects')`. */
export function as(base: string, token: string) {
  const send = (method: string) => (path: string, json?: unknown, extra: { headers?: Record<string, string>; body?: string } = {}) =>
    request(base, path, { method, token, json, ...extra });
  return { get: send('GET'), post: send('POST'), put: send('PUT'), delete: send('DELETE') };
}
