// `npm run service -- --port N --data FILE` as DESIGN.md promises it: the service alone, on that port,
// with the demo users, keeping its data in FILE.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authorizationCode, REDIRECT_URI, tokenRequest } from '../support/oauth';
import { as } from '../support/service';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function runService(port: number, file: string) {
  const child = spawn('npm', ['run', '--silent', 'service', '--', '--port', String(port), '--data', file], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, LOG_LEVEL: 'warn' },
    // Its own process group, so stopping it stops npm and the service under it together.
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening on') && resolve());
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('exit', (code) => reject(new Error(`the service exited with ${code}: ${stderr}`)));
  });
  return child;
}

/** Stops npm and the service it runs, and waits until the port is free again. */
async function stop(child: ReturnType<typeof spawn>, port: number) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    const inUse = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true))).on('error', () => resolve(false));
    });
    if (!inUse) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('runs alone on the port given, with the demo users, and keeps its data in the file', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tt-cli-')), 'data.json');
  let child = await runService(port, file);
  try {
    const code = await authorizationCode(base, {}, 'second@example.com');
    const { access_token } = (await tokenRequest(base, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI })).body;
    const api = as(base, access_token);
    expect((await api.get('/api/v2/users/me')).body.data.email).toBe('second@example.com');
    await api.post('/api/v2/projects', { name: 'Kept across restarts' });
    await stop(child, port);
    child = await runService(port, file);
    const names = (await api.get('/api/v2/projects?list=true')).body.data.map((p: any) => p.name);
    expect(names).toContain('Kept across restarts');
  } finally {
    await stop(child, port);
  }
}, 60_000);
