// Acknowledged writes survive kill -9: a stream of creates into a service process, killed at a random
// moment, restarted; every acknowledged activity is there, once. On PostgreSQL too: a connection lost
// in the middle of writes leaves no half-made change and answers 503, and the service recovers.
import net from 'node:net';
import { POSTGRES_URL, testDatabaseUrl } from '../support/database';
import { linkAccount } from '../support/oauth';
import { as, type SignedIn } from '../support/service';
import { freePort, freshDataPlace, runService, stop } from '../support/service-process';

/** Creates as fast as `parallel` callers can, until stopped; returns what was acknowledged. */
function createStream(api: SignedIn, projectId: string, label: string, parallel = 4) {
  let running = true;
  let sent = 0;
  const acknowledged = new Map<string, string>();
  const callers = Array.from({ length: parallel }, async () => {
    while (running) {
      const description = `${label} ${sent++}`;
      try {
        const answer = await api.post('/api/v2/activities', { description, project_id: projectId, duration: 60 });
        if (answer.status === 201) acknowledged.set(description, answer.body.data.id);
      } catch {
        // the connection died with the process: not acknowledged
      }
    }
  });
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(callers);
    },
  };
}

async function allActivities(api: SignedIn): Promise<{ id: string; description: string }[]> {
  const out = [];
  for (let page = 1; ; page++) {
    const answer = await api.get(`/api/v2/activities?per_page=100&page=${page}`);
    out.push(...answer.body.data);
    if (page >= answer.body.meta.pages) return out;
  }
}

test('kill -9 at random moments in a stream of creates: no acknowledged write lost, none duplicated', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { where, drop } = await freshDataPlace();
  let child = await runService(port, where);
  try {
    const api = as(base, (await linkAccount(base)).access_token);
    const projectId = (await api.get('/api/v2/projects?per_page=1')).body.data[0].id;
    const acknowledged = new Map<string, string>();
    for (let round = 0; round < 3; round++) {
      const stream = createStream(api, projectId, `round ${round}`);
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500));
      await stop(child, port, 'SIGKILL');
      await stream.stop();
      for (const [description, id] of stream.acknowledged) acknowledged.set(description, id);
      child = await runService(port, where);
    }
    const stored = await allActivities(api);
    const storedIds = new Set(stored.map((a) => a.id));
    const lost = [...acknowledged.values()].filter((id) => !storedIds.has(id));
    const byDescription = new Map<string, number>();
    for (const a of stored) byDescription.set(a.description, (byDescription.get(a.description) ?? 0) + 1);
    const duplicated = [...byDescription.values()].filter((n) => n > 1).length;
    console.log(`kill -9 ×3 on ${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}: ${acknowledged.size} acknowledged, ${lost.length} lost, ${duplicated} duplicated`);
    expect(acknowledged.size).toBeGreaterThan(10);
    expect(lost).toEqual([]);
    expect(duplicated).toBe(0);
  } finally {
    await stop(child, port);
    await drop();
  }
}, 180_000);

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut: async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

(POSTGRES_URL ? test : test.skip)('a lost connection mid-write leaves nothing half-made, answers 503, and the service recovers', async () => {
  const { url, drop } = await testDatabaseUrl();
  const proxy = await cuttableProxy(new URL(url));
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await runService(port, { url: viaProxy.toString() });
  try {
    const api = as(base, (await linkAccount(base)).access_token);
    // Each create makes a project and an activity in it, in one transaction.
    let n = 0;
    const create = () => api.post('/api/v2/activities', { description: 'cut', project_name: `Cut Project ${n++}`, duration: 60 });
    const inFlight = Array.from({ length: 40 }, create);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await proxy.cut();
    const answers = await Promise.all(inFlight);
    expect(answers.every((a) => a.status === 201 || a.status === 503)).toBe(true);
    expect((await create()).status).toBe(503);
    await proxy.restore();
    let recovered = 0;
    for (let i = 0; i < 50 && recovered !== 201; i++) {
      recovered = (await create()).status;
      if (recovered !== 201) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(201);
    // Every project made by these creates has its activity: none was left without it.
    const projects = (await api.get('/api/v2/projects?list=true')).body.data.filter((p: any) => p.name.startsWith('Cut Project'));
    const activities = await allActivities(api);
    const booked = new Set(activities.map((a: any) => a.project.id));
    for (const project of projects) expect(booked.has(project.id)).toBe(true);
    for (const answer of answers.filter((a) => a.status === 201)) expect(activities.map((a) => a.id)).toContain(answer.body.data.id);
  } finally {
    await stop(child, port);
    proxy.close();
    await drop();
  }
}, 120_000);

(POSTGRES_URL ? test : test.skip)('two service processes on one database lose nothing and stop a timer once', async () => {
  const { url, drop } = await testDatabaseUrl();
  const ports = [await freePort(), await freePort()];
  const children = [await runService(ports[0], { url }), await runService(ports[1], { url })];
  try {
    const token = (await linkAccount(`http://127.0.0.1:${ports[0]}`)).access_token;
    const [one, two] = ports.map((port) => as(`http://127.0.0.1:${port}`, token));
    const projectId = (await one.get('/api/v2/projects?per_page=1')).body.data[0].id;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? one : two).post('/api/v2/activities', { description: `both ${i}`, project_id: projectId, duration: 60 })),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const stored = (await allActivities(two)).filter((a) => a.description.startsWith('both '));
    expect(new Set(stored.map((a) => a.description)).size).toBe(200);
    expect(stored).toHaveLength(200);

    const timer = (await one.post('/api/v2/activities', { description: 'racing', project_id: projectId })).body.data;
    const stops = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).post(`/api/v2/activities/${timer.id}/stop`)));
    expect(stops.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(400)]);
    expect((await two.get(`/api/v2/activities/${timer.id}`)).body.data.records).toHaveLength(1);
  } finally {
    await Promise.all(children.map((child, i) => stop(child, ports[i])));
    await drop();
  }
}, 120_000);
