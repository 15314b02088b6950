// The service (`npm run service`) as its own process, for tests of start-up, restarts, kill -9 and several processes
// on one database. Its data is in `where`: a PGlite directory, or a PostgreSQL URL.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POSTGRES_URL, testDatabaseUrl } from './database';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type DataPlace = { dir: string } | { url: string };

/** Where a test's service processes keep their data: a fresh database when the tests run on PostgreSQL, else a fresh PGlite directory. */
export async function freshDataPlace(): Promise<{ where: DataPlace; drop: () => Promise<void> }> {
  if (POSTGRES_URL) {
    const { url, drop } = await testDatabaseUrl();
    return { where: { url }, drop };
  }
  return { where: { dir: path.join(mkdtempSync(path.join(tmpdir(), 'tt-data-')), 'data') }, drop: async () => {} };
}

/**
 * Spawns the service as `npm run service` runs it (`tsx service/main.ts`), but as one Node process with
 * tsx's loader: npm and tsx's own launcher would add about a second of start-up to every spawn. `viaNpm`
 * goes through npm itself, for a test of the command the README gives.
 */
export function spawnService(port: number, where: DataPlace, args: string[] = [], options: { viaNpm?: boolean } = {}): ChildProcessWithoutNullStreams {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const serviceArgs = ['--port', String(port), ...('dir' in where ? ['--data', where.dir] : []), ...args];
  const [command, commandArgs] = options.viaNpm
    ? ['npm', ['run', '--silent', 'service', '--', ...serviceArgs]]
    : [process.execPath, ['--import', 'tsx', 'service/main.ts', ...serviceArgs]];
  return spawn(command, commandArgs, {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...env, LOG_LEVEL: 'warn', ...('url' in where ? { DATABASE_URL: where.url } : {}) },
    // Its own process group, so stopping it stops npm (when it runs through npm) and the service together.
    detached: true,
  });
}

export async function runService(port: number, where: DataPlace, args: string[] = [], timeoutMs = 60_000) {
  const child = spawnService(port, where, args);
  let stdout = '';
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    // One that never says it listens is stopped, not left running after the test (it has a process group of its own).
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone already
      }
      reject(new Error(`the service did not start within ${timeoutMs} ms: ${stdout}${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (stdout.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited with ${code}: ${stderr}`));
    });
  });
  return child;
}

/** Stops the service (and npm, when it ran through npm) with SIGTERM, or SIGKILL for a crash, and waits until the port is free again. */
export async function stop(child: ReturnType<typeof spawn>, port: number, signal: NodeJS.Signals = 'SIGTERM') {
  const exited = new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
  try {
    process.kill(-child.pid!, signal);
  } catch {
    return;
  }
  await exited;
  for (let i = 0; i < 100; i++) {
    const inUse = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true))).on('error', () => resolve(false));
    });
    if (!inUse) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // A restart on this port would fail for a reason the test does not show: said here instead.
  throw new Error(`port ${port} is still taken 5 s after the service stopped`);
}
