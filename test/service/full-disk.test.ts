// A full disk leaves nothing behind: the data lives on a small real disk (a tmpfs; PGlite's --data
// directory, or a PostgreSQL tablespace holding the test's database), the disk is filled to the last
// byte, and every kind of write is tried. Each answers either as usual (it was stored) or 503 with the
// API's error body (nothing was stored); reads go on being answered. The service is then killed while
// the disk is still full, space is freed, and it starts again on the same data: every acknowledged
// write is there, none of the refused ones is, and writes work again.
import { statSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { POSTGRES_URL, testDatabaseUrl, testTablespace } from '../support/database';
import { linkAccount, tokenRequest } from '../support/oauth';
import { as, type HttpAnswer, type SignedIn } from '../support/service';
import { type DataPlace, freePort, runService, stop } from '../support/service-process';
import { cannotMount, mountSmallDisk, type SmallDisk } from '../support/small-disk';

const whyNot = cannotMount();
if (whyNot) console.warn(`full-disk tests skipped: ${whyNot}`);

/** The owner of the PostgreSQL server's data directory: a tablespace's directory must be that user's. */
async function postgresOwner(): Promise<{ uid: number; gid: number }> {
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
    const { uid, gid } = statSync(rows[0].dir);
    return { uid, gid };
  } finally {
    await client.end();
  }
}

/** A small disk with the service's data on it, and how to take it all down again. */
async function dataOnSmallDisk(): Promise<{ disk: SmallDisk; where: DataPlace; remove: () => Promise<void> }> {
  if (!POSTGRES_URL) {
    // The migrated template is 40 MB (most of it one WAL segment); the rest is room for the demo data.
    const disk = mountSmallDisk(64);
    return { disk, where: { dir: path.join(disk.dir, 'data') }, remove: async () => disk.unmount() };
  }
  const disk = mountSmallDisk(24, await postgresOwner());
  const space = await testTablespace(disk.dir);
  const { url, drop } = await testDatabaseUrl({ tablespace: space.name });
  return {
    disk,
    where: { url },
    remove: async () => {
      await drop();
      await space.drop();
      disk.unmount();
    },
  };
}

/** A refusal for lack of space: 503 with the API's error body, saying nothing was changed. */
function expectRefused(answer: HttpAnswer, self: string) {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({
    meta: { self, status: 503 },
    data: null,
    error: { code: 'unavailable', message: expect.stringMatching(/no room.*nothing was changed/) },
  });
}

async function allActivities(api: SignedIn): Promise<any[]> {
  const out = [];
  for (let page = 1; ; page++) {
    const answer = await api.get(`/api/v2/activities?per_page=100&page=${page}`);
    expect(answer.status).toBe(200);
    out.push(...answer.body.data);
    if (page >= answer.body.meta.pages) return out;
  }
}

const padding = 'x'.repeat(1500);

(whyNot ? test.skip : test)(
  `a full disk (${POSTGRES_URL ? 'PostgreSQL tablespace' : 'PGlite data directory'}): writes answer 503 and store nothing, reads go on, and after space is freed and a restart every acknowledged write is there`,
  async () => {
    const { disk, where, remove } = await dataOnSmallDisk();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child = await runService(port, where);
    try {
      const linked = await linkAccount(base);
      const api = as(base, linked.access_token);
      const projectId = (await api.get('/api/v2/projects?per_page=1')).body.data[0].id;
      // Made before the disk fills: timers to stop and activities to edit while it is full.
      const timers: string[] = [];
      const edited = new Map<string, string>();
      for (let i = 0; i < 20; i++) {
        timers.push((await api.post('/api/v2/activities', { description: `timer ${i}`, project_id: projectId })).body.data.id);
        const made = (await api.post('/api/v2/activities', { description: `to edit ${i}`, project_id: projectId, duration: 60 })).body.data;
        edited.set(made.id, made.description);
      }

      const filled = disk.fill();
      expect(filled).toBeGreaterThan(0);

      const acknowledged = new Set<string>();
      const acknowledgedProjects = new Set<string>();
      const refusedDescriptions: string[] = [];
      const refusals: Record<string, number> = {};
      /** Sends one write; an answer is either the usual one or a refusal that stored nothing. */
      const attempt = async (kind: string, send: () => Promise<HttpAnswer>, self: string, ok: number, description?: string) => {
        const answer = await send();
        if (answer.status === ok) {
          if (ok === 201) (self.endsWith('/projects') ? acknowledgedProjects : acknowledged).add(answer.body.data.id);
          return answer;
        }
        expectRefused(answer, self);
        refusals[kind] = (refusals[kind] ?? 0) + 1;
        if (description) refusedDescriptions.push(description);
        return answer;
      };

      // Creates until the disk refuses them for good: what room was left inside the files is used up.
      let inARow = 0;
      for (let i = 0; i < 3000 && inARow < 10; i++) {
        const description = `filling ${i} ${padding}`;
        const answer = await attempt('create', () => api.post('/api/v2/activities', { description, project_id: projectId, duration: 60 }), '/api/v2/activities', 201, description);
        inARow = answer.status === 503 ? inARow + 1 : 0;
      }
      expect(inARow).toBe(10);

      // Every kind of write, each tried until it is refused (or it always had room).
      const refusedProjects: string[] = [];
      for (let i = 0; i < 10; i++) {
        const started = `started ${i} ${padding}`;
        await attempt('start timer', () => api.post('/api/v2/activities', { description: started, project_id: projectId }), '/api/v2/activities', 201, started);
        const withProject = `new project ${i}`;
        await attempt(
          'create with a new project',
          () => api.post('/api/v2/activities', { description: withProject, project_name: `Full Disk Project ${i}`, duration: 60 }),
          '/api/v2/activities',
          201,
          withProject,
        );
        const project = await attempt('create project', () => api.post('/api/v2/projects', { name: `Full Disk Only ${i}` }), '/api/v2/projects', 201);
        if (project.status === 503) refusedProjects.push(`Full Disk Only ${i}`);
      }
      const stopped = new Set<string>();
      for (const id of timers) {
        const answer = await attempt('stop', () => api.post(`/api/v2/activities/${id}/stop`), `/api/v2/activities/${id}/stop`, 200);
        if (answer.status === 200) stopped.add(id);
      }
      const refusedEdits = new Map<string, string>();
      for (const [id, description] of edited) {
        const wanted = `${description} edited ${padding}`;
        const answer = await attempt('update', () => api.put(`/api/v2/activities/${id}`, { description: wanted }), `/api/v2/activities/${id}`, 200);
        if (answer.status === 200) edited.set(id, wanted);
        else refusedEdits.set(id, wanted);
      }
      // Alexa's retry of one request: refused now, made once when it is sent again later.
      const keyed = { description: `keyed ${padding}`, project_id: projectId, duration: 60 };
      const keyedFirst = await api.post('/api/v2/activities', keyed, { headers: { 'idempotency-key': 'full-disk-retry' } });
      expectRefused(keyedFirst, '/api/v2/activities');
      // The token endpoint too: a refused refresh changes nothing, so the refresh token still works later.
      let refreshToken = linked.refresh_token;
      let refreshes = 0;
      for (; refreshes < 200; refreshes++) {
        const refreshed = await tokenRequest(base, { grant_type: 'refresh_token', refresh_token: refreshToken });
        if (refreshed.status === 200) {
          refreshToken = refreshed.body.refresh_token;
          continue;
        }
        expect(refreshed.status).toBe(503);
        expect(refreshed.body.error).toBe('temporarily_unavailable');
        break;
      }
      expect(refreshes).toBeLessThan(200);
      console.log(`full disk on ${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}: ${filled} bytes of filler; refused ${JSON.stringify(refusals)}, token refresh refused after ${refreshes}; ${acknowledged.size} activities acknowledged after the disk filled`);
      expect(Object.keys(refusals).sort()).toEqual(expect.arrayContaining(['create', 'start timer', 'create with a new project', 'update']));

      // Reads go on while the disk is full.
      expect((await api.get('/api/v2/activities?per_page=5')).status).toBe(200);
      expect((await api.get('/api/v2/projects?list=true')).status).toBe(200);
      expect((await api.get(`/api/v2/activities/${timers[0]}`)).status).toBe(200);

      // The harshest way down while full, then space comes back and the service starts on the same data.
      await stop(child, port, 'SIGKILL');
      // Started again while the disk is still full, the service either answers reads (PostgreSQL keeps its
      // WAL on another disk here) or refuses to start saying why (PGlite's crash recovery needs room).
      const fullStart = await runService(port, where).catch((error: Error) => error);
      if (fullStart instanceof Error) {
        expect(fullStart.message).toMatch(/exited with 1: .*cannot open the data directory .*free some space, then start again/s);
      } else {
        expect((await api.get('/api/v2/activities?per_page=5')).status).toBe(200);
        await stop(fullStart, port, 'SIGKILL');
      }
      console.log(`started on the full disk: ${fullStart instanceof Error ? 'refused' : 'yes, reads answered'}`);
      disk.free();
      child = await runService(port, where);

      const stored = await allActivities(api);
      const byId = new Map(stored.map((a) => [a.id, a]));
      expect([...acknowledged].filter((id) => !byId.has(id))).toEqual([]);
      const descriptions = new Set(stored.map((a) => a.description));
      expect(refusedDescriptions.filter((d) => descriptions.has(d))).toEqual([]);
      for (const id of timers) expect(byId.get(id)?.status).toBe(stopped.has(id) ? 'complete' : 'pending');
      for (const [id, description] of edited) expect(byId.get(id)?.description).toBe(description);
      for (const [id, refused] of refusedEdits) expect(byId.get(id)?.description).not.toBe(refused);
      const projects = (await api.get('/api/v2/projects?list=true')).body.data;
      const projectNames = new Set(projects.map((p: any) => p.name));
      expect([...acknowledgedProjects].filter((id) => !projects.some((p: any) => p.id === id))).toEqual([]);
      expect(refusedProjects.filter((name) => projectNames.has(name))).toEqual([]);
      for (let i = 0; i < 10; i++) {
        if (!descriptions.has(`new project ${i}`)) expect(projectNames.has(`Full Disk Project ${i}`)).toBe(false);
      }

      expect((await tokenRequest(base, { grant_type: 'refresh_token', refresh_token: refreshToken })).status).toBe(200);

      // Writes work again: the refused retry is made now, once.
      const keyedAgain = await api.post('/api/v2/activities', keyed, { headers: { 'idempotency-key': 'full-disk-retry' } });
      expect(keyedAgain.status).toBe(201);
      const keyedOnce = await api.post('/api/v2/activities', keyed, { headers: { 'idempotency-key': 'full-disk-retry' } });
      expect(keyedOnce.body.data.id).toBe(keyedAgain.body.data.id);
      expect((await allActivities(api)).filter((a) => a.description === keyed.description)).toHaveLength(1);
      expect((await api.post(`/api/v2/activities/${timers[timers.length - 1]}/stop`)).status).toBe(stopped.has(timers[timers.length - 1]) ? 400 : 200);
    } finally {
      await stop(child, port);
      await remove();
    }
  },
  240_000,
);
