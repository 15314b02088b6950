// The project search's in-memory index: it answers what pg_trgm's definitions in SQL answer, and it
// never answers from a stale list, however many service processes share the database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SEARCH_TERMS, syntheticProjects } from '../../bench/workspace';
import { type Database, openDatabase, rowsOf } from '../../service/db/database';
import { projects, users } from '../../service/db/schema';
import { plain } from '../../service/db/text-forms';
import { newProjectRow } from '../../service/rules/new-project';
import { confidenceSql, MAX_RESULTS, MIN_CONFIDENCE, searchProjectsOf } from '../../service/rules/project-search';
import { ProjectIndexes } from '../../service/search/project-indexes';
import { POSTGRES_URL, testDatabase, testDatabaseUrl } from '../support/database';
import { as, type SignedIn, startTestService, type TestService } from '../support/service';

const collator = new Intl.Collator();

describe('answers as pg_trgm would', () => {
  let database: Database;
  const userId = 'search-person';
  beforeAll(async () => {
    database = await testDatabase();
    await database.db.insert(users).values({ id: userId, created_at: new Date(), email: 'search@example.com', first_name: 'S', last_name: 'P', password_hash: '-' });
    const rows = syntheticProjects(2500).map((p) => newProjectRow({ userId, createdAt: new Date() }, p));
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(projects).values(rows.slice(i, i + 500));
  });
  afterAll(() => database.close());

  /** Every listed project scored in SQL, by the definition, then ordered and cut as the spec says. */
  async function bySql(text: string) {
    const rows = await rowsOf<{ id: string; name: string; confidence: number }>(
      database.db,
      sql`SELECT id, name, ${confidenceSql(plain(text))} AS confidence FROM projects WHERE user_id = ${userId} AND deleted_at IS NULL`,
    );
    return rows
      .map((row) => ({ id: row.id, name: row.name, confidence: Math.round(Number(row.confidence) * 1000) / 1000 }))
      .filter((row) => row.confidence > MIN_CONFIDENCE)
      .sort((a, b) => b.confidence - a.confidence || collator.compare(a.name, b.name))
      .slice(0, MAX_RESULTS);
  }

  const terms = [...SEARCH_TERMS, 'apolo', 'website redesign', 'redesign of the nimbus', 'kubecon', 'x', 'cobalt podcast research 3', 'tidewater', 'accessibility review', 'mobile'];
  test.each(terms)('"%s": the same projects, confidences and order as the SQL definition', async (term) => {
    const expected = await bySql(term);
    const answered = (await searchProjectsOf(database, userId, term)).map(({ id, name, confidence }) => ({ id, name, confidence }));
    expect(answered).toEqual(expected);
  });
});

test('the indexes hold a bounded number of projects, dropping the person searched least lately', async () => {
  const database = await testDatabase();
  try {
    for (const [id, count] of [['p1', 30], ['p2', 30], ['p3', 30]] as const) {
      await database.db.insert(users).values({ id, created_at: new Date(), email: `${id}@example.com`, first_name: id, last_name: id, password_hash: '-' });
      await database.db.insert(projects).values(syntheticProjects(count).map((p) => newProjectRow({ userId: id, createdAt: new Date() }, p)));
    }
    const indexes = new ProjectIndexes(70);
    const versionOf = async (id: string) => (await rowsOf<{ v: number }>(database.db, sql`SELECT projects_version AS v FROM users WHERE id = ${id}`))[0].v;
    for (const id of ['p1', 'p2', 'p1', 'p3']) await indexes.forPerson(database.db, id, Number(await versionOf(id)));
    expect(indexes.people()).toEqual(['p1', 'p3']);
  } finally {
    await database.close();
  }
});

describe('two service processes on one database', () => {
  let first: TestService;
  let second: TestService;
  let viaFirst: SignedIn;
  let viaSecond: SignedIn;
  let closeSecondDatabase = async () => {};

  beforeAll(async () => {
    if (POSTGRES_URL) {
      // Two connection pools on one PostgreSQL database, as two processes would have.
      const { url, drop } = await testDatabaseUrl();
      const one = await openDatabase({ url });
      const two = await openDatabase({ url });
      first = await startTestService({ database: one });
      second = await startTestService({ database: two, demo: false });
      closeSecondDatabase = drop;
    } else {
      // A PGlite database belongs to one process; a second Database object over it has indexes of its
      // own, as a second process would.
      first = await startTestService();
      const database = first.service.database;
      second = await startTestService({ database: { ...database, close: async () => {} }, demo: false });
    }
    const token = await first.tokenFor();
    viaFirst = as(first.url, token);
    viaSecond = as(second.url, token);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await closeSecondDatabase();
  });

  const names = async (who: SignedIn, term: string, extra = '') =>
    (await who.get(`/api/v2/projects?search=${encodeURIComponent(term)}${extra}`)).body.data.map((p: { name: string }) => p.name);

  test('a project created, renamed, made inactive, deleted or recovered through one is seen so through the other on the next request', async () => {
    // Both have an index of the list already.
    expect(await names(viaFirst, 'quillfeather')).toEqual([]);
    expect(await names(viaSecond, 'quillfeather')).toEqual([]);

    const created = (await viaFirst.post('/api/v2/projects', { name: 'Quillfeather Launch' })).body.data;
    expect(await names(viaSecond, 'quillfeather')).toEqual(['Quillfeather Launch']);

    await viaSecond.put(`/api/v2/projects/${created.id}`, { name: 'Marrowbrook Launch' });
    expect(await names(viaFirst, 'quillfeather')).toEqual([]);
    expect(await names(viaFirst, 'marrowbrook')).toEqual(['Marrowbrook Launch']);

    expect(await names(viaSecond, 'marrowbrook', '&filter=status:active')).toEqual(['Marrowbrook Launch']);
    expect((await viaFirst.put(`/api/v2/projects/${created.id}`, { status: 'inactive' })).status).toBe(200);
    expect(await names(viaSecond, 'marrowbrook', '&filter=status:active')).toEqual([]);
    expect(await names(viaSecond, 'marrowbrook', '&filter=status:inactive')).toEqual(['Marrowbrook Launch']);

    await viaSecond.delete(`/api/v2/projects/${created.id}`);
    expect(await names(viaFirst, 'marrowbrook')).toEqual([]);
    await viaFirst.post(`/api/v2/projects/${created.id}/recover`);
    expect(await names(viaSecond, 'marrowbrook')).toEqual(['Marrowbrook Launch']);
  });

  test('a project made by project_name through one is found through the other', async () => {
    const someProject = (await viaFirst.get('/api/v2/projects?per_page=1')).body.data[0];
    expect(someProject).toBeDefined();
    expect(await names(viaFirst, 'zanzibarine')).toEqual([]);
    const made = await viaSecond.post('/api/v2/activities', { project_name: 'Zanzibarine Audit', description: 'kick-off', duration: 600 });
    expect(made.status).toBe(201);
    expect(await names(viaFirst, 'zanzibarine')).toEqual(['Zanzibarine Audit']);
  });
});

test('names that sound like what was heard are found: more spoken names right first, none lost', async () => {
  // Transcripts of spoken project names from real recognizers, held out from any tuning.
  const corpus = JSON.parse(readFileSync(path.join(__dirname, '..', 'fixtures', 'spoken-projects-recognizer-holdout.json'), 'utf8')) as {
    workspaces: { projects: { id: string; name: string; description?: string | null }[]; cases: { heard: string; expect: unknown }[] }[];
  };
  const database = await testDatabase();
  try {
    let withSound = 0;
    let withoutSound = 0;
    const lost: string[] = [];
    for (const [w, workspace] of corpus.workspaces.entries()) {
      const userId = `heard-${w}`;
      await database.db.insert(users).values({ id: userId, created_at: new Date(), email: `${userId}@example.com`, first_name: 'H', last_name: String(w), password_hash: '-' });
      await database.db
        .insert(projects)
        .values(workspace.projects.map((p) => ({ ...newProjectRow({ userId, createdAt: new Date() }, { name: p.name, description: p.description ?? null }), id: `${userId}-${p.id}` })));
      for (const { heard, expect: meant } of workspace.cases) {
        if (typeof meant !== 'string') continue;
        const first = (await searchProjectsOf(database, userId, heard))[0]?.id;
        // The same search without the sound: trigrams of name and description only.
        const [byLetters] = await rowsOf<{ id: string }>(
          database.db,
          sql`SELECT id FROM projects WHERE user_id = ${userId} AND round((${confidenceSql(plain(heard), { sound: false })})::numeric, 3) > ${MIN_CONFIDENCE}
              ORDER BY ${confidenceSql(plain(heard), { sound: false })} DESC, name LIMIT 1`,
        );
        const right = first === `${userId}-${meant}`;
        const rightByLetters = byLetters?.id === `${userId}-${meant}`;
        if (right) withSound++;
        if (rightByLetters) withoutSound++;
        if (rightByLetters && !right) lost.push(heard);
      }
    }
    expect(lost).toEqual([]);
    expect(withSound).toBeGreaterThanOrEqual(withoutSound + 3);
  } finally {
    await database.close();
  }
});
