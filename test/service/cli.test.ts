// `npm run service -- --port N --data DIR` as DESIGN.md promises it: the service alone, on that port,
// with the demo users, keeping its data in the database directory DIR (or in PostgreSQL, when the tests
// run on it); and what it says when it cannot start.
import type { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authorizationCode, REDIRECT_URI, tokenRequest } from '../support/oauth';
import { as } from '../support/service';
import { freePort, freshDataPlace, runService, spawnService, stop } from '../support/service-process';

const exitOf = (child: ReturnType<typeof spawn>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stderr }));
  });

test('runs alone on the port given, with the demo users, and keeps its data', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { where, drop } = await freshDataPlace();
  let child = await runService(port, where);
  try {
    const code = await authorizationCode(base, {}, 'second@example.com');
    const { access_token } = (await tokenRequest(base, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI })).body;
    const api = as(base, access_token);
    expect((await api.get('/api/v2/users/me')).body.data.email).toBe('second@example.com');
    await api.post('/api/v2/projects', { name: 'Kept across restarts' });
    await stop(child, port);
    child = await runService(port, where);
    const names = (await api.get('/api/v2/projects?list=true')).body.data.map((p: any) => p.name);
    expect(names).toContain('Kept across restarts');
  } finally {
    await stop(child, port);
    await drop();
  }
}, 90_000);

test('a data directory another service process has open is refused, with a message that says so', async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'tt-cli-')), 'data');
  const [port, otherPort] = [await freePort(), await freePort()];
  const first = await runService(port, { dir });
  try {
    const second = exitOf(spawnService(otherPort, { dir }));
    const { code, stderr } = await second;
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/data directory .* is already open in another process \(pid \d+\)/);
  } finally {
    await stop(first, port);
  }
}, 90_000);

test('an unreachable PostgreSQL is named at start (without its password), and the service exits non-zero', async () => {
  const port = await freePort();
  const { code, stderr } = await exitOf(spawnService(port, { url: 'postgres://someone:s3cret-pw@127.0.0.1:9/nowhere' }));
  expect(code).not.toBe(0);
  expect(stderr).toMatch(/cannot reach PostgreSQL at postgres:\/\/someone:\*\*\*@127\.0\.0\.1:9\/nowhere/);
  expect(stderr).not.toContain('s3cret-pw');
}, 60_000);
