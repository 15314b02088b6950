// What test runs leave behind is cleaned up, and nothing a live run uses is touched: on PostgreSQL,
// templates of older migrations and databases of test processes that died; in node_modules/.cache,
// PGlite templates of other versions and files cut short. And a test's database holds nothing of the one
// before, though on PGlite it is the same one emptied.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { migrations } from '../../service/db/migrate';
import { tokens } from '../../service/db/schema';
import { loadTemplate, migratedTemplate, templateFile } from '../../service/db/template';
import { digest } from '../../service/oauth/secrets';
import { dropLeftovers, MACHINE_TAG, POSTGRES_URL, TEMPLATE_LOCK, templateName, testDatabase, testDatabaseUrl } from '../support/database';
import { request, startTestService } from '../support/service';
import { cannotMount, mountSmallDisk } from '../support/small-disk';

/** The pid of a process that has come and gone (and been reaped). */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

(POSTGRES_URL ? describe : describe.skip)('on PostgreSQL', () => {
  let admin: Client;
  beforeAll(async () => {
    await testDatabaseUrl().then(({ drop }) => drop()); // the template exists
    admin = new Client({ connectionString: POSTGRES_URL });
    await admin.connect();
  });
  afterAll(() => admin.end());

  const exists = async (name: string) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  const make = async (name: string) => void (await admin.query(`CREATE DATABASE "${name}"`));

  test("older templates and dead processes' databases are dropped; live ones, other machines' and other versions' are not", async () => {
    const dead = deadPid();
    const live = spawnSync('sh', ['-c', 'sleep 60 >/dev/null 2>&1 & echo $!']).stdout.toString().trim();
    const names = {
      deadTest: `tt_test_${MACHINE_TAG}_${dead}_x_0`,
      deadLegacy: `tt_test_${dead}_x_0`,
      deadBuilding: `tt_building_${MACHINE_TAG}_${dead}_x`,
      older: templateName(migrations().length - 1),
      liveTest: `tt_test_${MACHINE_TAG}_${live}_x_0`,
      ownTest: `tt_test_${MACHINE_TAG}_${process.pid}_x_0`,
      otherMachine: `tt_test_${MACHINE_TAG === 'aaaaaa' ? 'bbbbbb' : 'aaaaaa'}_${dead}_x_0`,
      otherBranch: 'tt_template_0123456789ab',
      deadButConnected: `tt_test_${MACHINE_TAG}_${dead}_y_0`,
    };
    // Other test processes drop leftovers as they start: holding their lock keeps them from dropping these first.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    for (const name of Object.values(names)) await make(name);
    const connected = new Client({ connectionString: testUrl(names.deadButConnected) });
    await connected.connect();
    try {
      const dropped = await dropLeftovers(admin);
      expect(dropped).toEqual(expect.arrayContaining([names.deadTest, names.deadLegacy, names.deadBuilding, names.older]));
      for (const name of [names.deadTest, names.deadLegacy, names.deadBuilding, names.older]) expect(await exists(name)).toBe(false);
      for (const name of [names.liveTest, names.ownTest, names.otherMachine, names.otherBranch, names.deadButConnected, templateName()]) expect(await exists(name)).toBe(true);
    } finally {
      await connected.end();
      process.kill(Number(live));
      for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  }, 60_000);
});

const testUrl = (name: string) => {
  const url = new URL(POSTGRES_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

describe('the PGlite template in node_modules/.cache', () => {
  test('a template of other migrations is a different file, and is deleted rather than loaded', async () => {
    await migratedTemplate(); // today's exists in the real cache
    const dir = mkdtempSync(path.join(tmpdir(), 'tt-cache-'));
    try {
      const current = templateFile(dir);
      const older = templateFile(dir, migrations().slice(0, -1));
      expect(older).not.toBe(current);
      copyFileSync(templateFile(), current);
      writeFileSync(older, 'not a tarball: loading this would fail');
      writeFileSync(`${current}.${deadPid()}.partial`, 'cut short');
      const blob = await loadTemplate(dir);
      expect(blob.size).toBeGreaterThan(1_000_000);
      expect(readdirSync(dir)).toEqual([path.basename(current)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  const whyNot = cannotMount();
  (whyNot ? test.skip : test)('a cache on a full disk leaves no half-written template, and the template is still made', async () => {
    const disk = mountSmallDisk(8);
    try {
      const blob = await loadTemplate(disk.dir);
      expect(blob.size).toBeGreaterThan(8 * 1024 * 1024);
      expect(readdirSync(disk.dir)).toEqual([]);
      expect(existsSync(templateFile(disk.dir))).toBe(false);
    } finally {
      disk.unmount();
    }
  }, 120_000);
});

describe("one test's database after another's", () => {
  test('holds none of the rows of the one before, and its service hears changes made straight in it', async () => {
    const first = await startTestService();
    const earlier = await first.tokenFor();
    const [project] = (await request(first.url, '/api/v2/projects', { token: earlier })).body.data;
    const made = await request(first.url, '/api/v2/activities', { method: 'POST', token: earlier, json: { description: 'left behind', project_id: project.id } });
    expect(made.status).toBe(201);
    await first.close();

    const second = await startTestService();
    try {
      expect((await request(second.url, '/api/v2/users/me', { token: earlier })).status).toBe(401);
      const token = await second.tokenFor();
      const listed = await request(second.url, '/api/v2/activities?per_page=100', { token });
      expect(listed.body.data.map((a: { id: string }) => a.id)).not.toContain(made.body.data.id);
      expect(listed.body.data.map((a: { description: string }) => a.description)).not.toContain('left behind');
      // The token check kept in memory on PGlite hears this database's changes, not the one before's.
      expect((await request(second.url, '/api/v2/users/me', { token })).status).toBe(200);
      await second.service.database.db.delete(tokens).where(eq(tokens.id, digest(token)));
      expect((await request(second.url, '/api/v2/users/me', { token })).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  test('a database once closed stays closed, though another test now has its data', async () => {
    const first = await testDatabase();
    await first.close();
    const second = await testDatabase();
    try {
      await expect(first.db.execute(sql`SELECT count(*) FROM users`)).rejects.toThrow();
      expect(await second.db.execute(sql`SELECT 1 AS one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await second.close();
    }
  });
});
