// A slow client cannot hold a connection for ever: a body that trickles, headers that never end and an
// idle connection are all dropped. And the public default client secret is refused in production and
// warned about elsewhere.
import { connect } from 'node:net';
import { checkClientSecret, configFromEnv } from '../../service/config';
import { freePort, spawnService } from '../support/service-process';
import { startTestService, type TestService } from '../support/service';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ demo: false, timeouts: { requestMs: 800, headersMs: 500, idleMs: 1500 } });
});
afterAll(() => svc.close());

/** Opens a connection, writes `sent`, then nothing more; resolves with how long until the server closed it. */
function heldFor(sent: string, giveUpMs = 6000): Promise<number> {
  const { port } = new URL(svc.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(sent));
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection was still open after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(Date.now() - started);
    });
  });
}

test('twenty slow-body connections are all dropped once the request time is up', async () => {
  const slow = 'POST /api/v2/projects HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":';
  const times = await Promise.all(Array.from({ length: 20 }, () => heldFor(slow)));
  for (const ms of times) expect(ms).toBeLessThan(4000);
});

test('headers that never end are dropped', async () => {
  expect(await heldFor('GET /api/v2/users/me HTTP/1.1\r\nHost: x\r\nX-Slow: ')).toBeLessThan(4000);
});

test('a connection that sends nothing is dropped', async () => {
  expect(await heldFor('')).toBeLessThan(5000);
});

describe('the default client secret', () => {
  test('is refused in production, naming the setting', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/OAUTH_CLIENT_SECRET is not set/);
    expect(configFromEnv({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: 'own-secret' }).oauthClients[0].secret).toBe('own-secret');
  });

  test('is warned about elsewhere, and not when a secret is set', () => {
    expect(checkClientSecret({})).toMatch(/WARNING: OAUTH_CLIENT_SECRET is not set/);
    expect(checkClientSecret({ OAUTH_CLIENT_SECRET: 'own-secret' })).toBeNull();
  });

  test('npm run service refuses to start in production without it, and says why', async () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, OAUTH_CLIENT_SECRET: process.env.OAUTH_CLIENT_SECRET };
    process.env.NODE_ENV = 'production';
    delete process.env.OAUTH_CLIENT_SECRET;
    const child = spawnService(await freePort(), { dir: '/nonexistent-never-opened' }, [], { viaNpm: true });
    Object.assign(process.env, saved);
    if (saved.OAUTH_CLIENT_SECRET === undefined) delete process.env.OAUTH_CLIENT_SECRET;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/OAUTH_CLIENT_SECRET is not set/);
  }, 60_000);
});
