// `npm run bench:service`: throughput and latency of the reference service over loopback, on each engine
// (PGlite in memory, and PostgreSQL at BENCH_DATABASE_URL or DATABASE_URL, default the local server's
// `test` database, in a database of its own made and dropped here), with 10,000 projects and 100,000
// activities: POST /api/v2/activities one connection at a time (latency as one caller sees it) and
// eight at once (throughput), GET /api/v2/projects?search=, and pages of activities: the same mix of
// queries (random pages with and without order_by=-date, and the date ranges and filters the skill asks
// for) for a person with 1,000 activities and one with 100,000, and the ratio of the two (the aim: a page
// out of 100,000 within 1.5 times one out of 1,000); list=true over 50,000 projects (the first made whole,
// the first after each kind of change to one project, and the kept; and the first a service process gives
// just after it started, with nothing stored, with the stored copy current, and one change behind it, on
// PGlite in a data directory, as a deployed process would reopen it); and a page of
// activities with and without 32 connections guessing passwords at the sign-in form beside it.
// Afterwards it checks that every activity the service acknowledged is stored, once, and that searches
// still find the project each term names. A benchmark, not a test: it prints figures and fails only if the
// data is wrong. BENCH_PAGE_KINDS=1 also times each kind of page query alone, for both people;
// BENCH_ONLY=lists times only the lists of fresh processes.
import autocannon from 'autocannon';
import { Client } from 'pg';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ALEXA_CLIENT_ID, alexaRedirectUris, DEFAULT_VENDOR_ID } from '../service/config';
import { redactedUrl } from '../service/db/database';
import { ACTIVITIES_PER_DAY, HISTORY_END, LIST_PROJECTS, SEARCH_TERMS } from './workspace';

const PROJECTS = 10_000;
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 100_000);
const SMALL_ACTIVITIES = 1_000;
/** The aim for pages: the mean time of a page out of ACTIVITIES at most this many times one out of SMALL_ACTIVITIES. */
const PAGE_RATIO_AIM = 1.5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The aim for the search said over and over. */
const SEARCH_AIM = { connections: 8, perSecond: 1000, p99Ms: 50 };
/** Search terms, said well and badly, and the project each should find first (checked after the load). */
const SEARCH_EXPECTED: [string, string][] = [
  ['apollo website redesign', 'Apollo Website Redesign'],
  ['nimbus checkout audit', 'Nimbus Checkout Audit'],
  ['greenleaf brand refresh', 'Greenleaf Brand Refresh'],
  ['smithson packging launch', 'Smithson Packaging Launch'],
  ['summit api migration', 'Summit API Migration'],
];
const POSTGRES = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

interface Started {
  worker: Worker;
  url: string;
  token: string;
  /** A person with SMALL_ACTIVITIES activities. */
  smallToken: string;
  /** A person with LIST_PROJECTS projects. */
  listToken: string;
  projectIds: string[];
  seededMs: number;
}

function startWorker<T>(workerData: object): Promise<T & { worker: Worker; seededMs: number }> {
  // The worker loads TypeScript through tsx's require hook, as this process does.
  const source = `require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, 'service-worker.ts'))});`;
  const started = Date.now();
  const worker = new Worker(source, { eval: true, workerData });
  return new Promise((resolve, reject) => {
    worker.once('message', (m) => resolve({ worker, seededMs: Date.now() - started, ...m }));
    worker.once('error', reject);
  });
}

async function closeWorker(worker: Worker) {
  worker.postMessage('close');
  await new Promise((resolve) => worker.once('exit', resolve));
}

type Request = { method: 'GET' | 'POST'; path: string; body?: string };

async function load(engine: string, name: string, started: Started, connections: number, request: (i: number) => Request, token = started.token) {
  let i = 0;
  const acknowledged: string[] = [];
  const result = await autocannon({
    url: started.url,
    connections,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => ({ ...req, ...request(i++) }),
        onResponse: (status, body) => {
          if (status === 201) acknowledged.push((JSON.parse(body) as { data: { id: string } }).data.id);
        },
      },
    ],
  });
  const row = {
    engine,
    scenario: name,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'mean ms': Number(result.latency.average.toFixed(2)),
    ok: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
  };
  return { row, acknowledged };
}

/** 32 connections posting wrong passwords to the sign-in form for SECONDS, from one address. */
async function signInFlood(started: Started) {
  const counts = { total: 0, refused: 0, throttled: 0, other: 0 };
  const query = new URLSearchParams({ response_type: 'code', client_id: ALEXA_CLIENT_ID, redirect_uri: alexaRedirectUris(DEFAULT_VENDOR_ID)[0] });
  let i = 0;
  await autocannon({
    url: started.url,
    connections: 32,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: `/oauth/authorize?${query}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (req) => ({ ...req, body: new URLSearchParams({ email: `guess${i % 50}@example.com`, password: `guess ${i++}`, decision: 'accept' }).toString() }),
        onResponse: (status) => {
          counts.total++;
          if (status === 401) counts.refused++;
          else if (status === 429) counts.throttled++;
          else counts.other++;
        },
      },
    ],
  });
  return counts;
}

async function get<T>(started: Started, path: string, token = started.token): Promise<T> {
  return (await (await fetch(`${started.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
}

/** The ids of every activity made in the benchmark (source "bench"), page by page. */
async function benchActivityIds(started: Started): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const body = await get<{ meta: { pages: number }; data: { id: string }[] }>(started, `/api/v2/activities?filter=source:bench&per_page=100&page=${page}`);
    ids.push(...body.data.map((a) => a.id));
    if (page >= body.meta.pages) return ids;
  }
}

/** A database of the benchmark's own on the PostgreSQL server, or null when there is none to reach. */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `tt_bench_${process.pid}`;
  const admin = new Client({ connectionString: POSTGRES, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    console.log(`PostgreSQL at ${redactedUrl(POSTGRES)} is not reachable (${(error as Error).message}): its figures are left out.\n`);
    await admin.end().catch(() => {});
    return null;
  }
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

const DAY_MS = 86_400_000;
const dayBefore = (days: number) => new Date(Date.parse(`${HISTORY_END}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
/** The i-th of a spread of numbers in [0, n): the same spread for every person. */
const spread = (i: number, n: number) => (i * 7919 + 104_729) % Math.max(n, 1);

/**
 * The page queries, by kind, for a person with `count` activities (ACTIVITIES_PER_DAY a day back from
 * HISTORY_END): random pages in creation order and newest first, and what the skill asks for (a week's
 * totals, the last week newest first for resume, one day's finished entries for merge, running timers,
 * its own recent entries for undo). The ranges fall anywhere in the person's history.
 */
function pageKinds(count: number): Record<string, (i: number) => string> {
  const pages = Math.ceil(count / 100);
  const days = Math.ceil(count / ACTIVITIES_PER_DAY);
  const week = (i: number) => {
    const end = spread(i, days - 7);
    return `start_date=${dayBefore(end + 6)}&end_date=${dayBefore(end)}`;
  };
  return {
    'random page': (i) => `per_page=100&page=${1 + spread(i, pages)}`,
    'random page, -date': (i) => `per_page=100&page=${1 + spread(i, pages)}&order_by=-date`,
    'a week by date': (i) => `${week(i)}&per_page=100&order_by=date`,
    'a week, -date': (i) => `${week(i)}&per_page=100&order_by=-date`,
    'a day, complete': (i) => `filter=status:complete&start_date=${dayBefore(spread(i, days))}&end_date=${dayBefore(spread(i, days))}&order_by=date&per_page=100`,
    'running timers': () => 'filter=status:pending&per_page=100',
    'from alexa, -created_at': () => 'filter=source:alexa&order_by=-created_at&per_page=20',
  };
}

/** Every kind in turn. */
function pageMix(count: number): (i: number) => Request {
  const kinds = Object.values(pageKinds(count));
  return (i) => ({ method: 'GET', path: `/api/v2/activities?${kinds[i % kinds.length](Math.floor(i / kinds.length))}` });
}

/** The mix for both people, one connection; returns the large person's mean over the small one's. */
async function pageRatio(engine: string, started: Started, rows: object[]): Promise<number> {
  // Wait out what the scenario before left queued (PGlite answers one statement at a time), then time
  // one deep page of each order for the large person: the first after a write reads the page marks
  // (service/http/page-marks.ts), which every later page then uses.
  await get(started, '/api/v2/activities?per_page=1', started.smallToken);
  for (const order of ['', '&order_by=-date']) {
    const begun = performance.now();
    await get(started, `/api/v2/activities?per_page=100&page=${Math.ceil(ACTIVITIES / 200)}${order}`);
    console.log(`${engine}: the first deep page${order ? ' newest first' : ''} after a write (its marks read): ${(performance.now() - begun).toFixed(1)} ms`);
  }
  const small = await load(engine, `page mix, ${SMALL_ACTIVITIES} activities`, started, 1, pageMix(SMALL_ACTIVITIES), started.smallToken);
  const large = await load(engine, `page mix, ${ACTIVITIES}+ activities`, started, 1, pageMix(ACTIVITIES));
  rows.push(small.row, large.row);
  if (process.env.BENCH_PAGE_KINDS) {
    for (const [kind, path] of Object.entries(pageKinds(ACTIVITIES))) {
      const smallPath = pageKinds(SMALL_ACTIVITIES)[kind];
      const a = await load(engine, `${kind}, ${SMALL_ACTIVITIES}`, started, 1, (i) => ({ method: 'GET', path: `/api/v2/activities?${smallPath(i)}` }), started.smallToken);
      const b = await load(engine, `${kind}, ${ACTIVITIES}+`, started, 1, (i) => ({ method: 'GET', path: `/api/v2/activities?${path(i)}` }));
      rows.push(a.row, b.row);
      console.log(`${engine}: ${kind}: ${(b.row['mean ms'] / a.row['mean ms']).toFixed(2)}x (mean ${b.row['mean ms']} ms against ${a.row['mean ms']} ms)`);
    }
  }
  return small.row.ok && large.row.ok ? large.row['mean ms'] / small.row['mean ms'] : NaN;
}

async function bench(engine: string, url: string | undefined, rows: object[], ratios: string[]): Promise<number> {
  const started = await startWorker<Started>({ projects: PROJECTS, activities: ACTIVITIES, smallActivities: SMALL_ACTIVITIES, url });
  console.log(`${engine}: ${PROJECTS} projects and ${ACTIVITIES} activities stored in ${(started.seededMs / 1000).toFixed(1)} s`);
  const create = (i: number): Request => ({
    method: 'POST',
    path: '/api/v2/activities',
    body: JSON.stringify({ source: 'bench', description: `Bench ${i}`, project_id: started.projectIds[i % started.projectIds.length], duration: 1800 }),
  });
  const search = (i: number): Request => ({ method: 'GET', path: `/api/v2/projects?search=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length])}` });
  // The service keeps its last answers per person (until their project list changes): a term never
  // asked before measures the search itself. A number makes each term new.
  const newSearch = (i: number): Request => ({ method: 'GET', path: `/api/v2/projects?search=${encodeURIComponent(`${SEARCH_TERMS[i % SEARCH_TERMS.length]} ${i}`)}` });
  const page = pageMix(ACTIVITIES);
  const acknowledged: string[] = [];
  for (const connections of [1, 8]) {
    const run = await load(engine, 'create activity', started, connections, create);
    rows.push(run.row);
    acknowledged.push(...run.acknowledged);
  }
  for (const connections of [1, 8]) {
    const { row } = await load(engine, `search ${PROJECTS} projects`, started, connections, search);
    rows.push(row);
    if (connections === SEARCH_AIM.connections) {
      const met = row.ok > 0 && row.errors === 0 && row['req/s'] >= SEARCH_AIM.perSecond && row['p99 ms'] < SEARCH_AIM.p99Ms;
      ratios.push(
        `${engine}: search over ${PROJECTS} projects, ten terms, ${connections} connections: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms (aim at least ${SEARCH_AIM.perSecond} req/s, p99 under ${SEARCH_AIM.p99Ms} ms)${met ? '' : ': SHORT OF THE AIM'}`,
      );
    }
  }
  for (const connections of [1, 8]) rows.push((await load(engine, `search ${PROJECTS} projects, every term new`, started, connections, newSearch)).row);
  const ratio = await pageRatio(engine, started, rows);
  ratios.push(`${engine}: a page out of ${ACTIVITIES}+ activities costs ${ratio.toFixed(2)} times one out of ${SMALL_ACTIVITIES} (mean of the same mix, one connection; aim at most ${PAGE_RATIO_AIM})${Number.isNaN(ratio) ? ': NOT MEASURED (no answers)' : ratio <= PAGE_RATIO_AIM ? '' : ': ABOVE THE AIM'}`);
  rows.push((await load(engine, `page mix, ${ACTIVITIES}+ activities`, started, 8, page)).row);
  const list = (): Request => ({ method: 'GET', path: '/api/v2/projects?list=true' });
  const timedList = async () => {
    const begun = performance.now();
    await get(started, '/api/v2/projects?list=true', started.listToken);
    return performance.now() - begun;
  };
  // The first list=true a process gives is made whole by the database; after a change to one project,
  // the kept answer is brought up to date; until the next change, the kept answer is given again.
  console.log(`${engine}: list=true of ${LIST_PROJECTS} projects, first made whole: ${(await timedList()).toFixed(1)} ms`);
  const write = (method: string, path: string, body?: object) =>
    fetch(`${started.url}/api/v2/projects${path}`, {
      method,
      headers: { authorization: `Bearer ${started.listToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then((r) => (r.status === 204 ? null : (r.json() as Promise<{ data: { id: string } }>)));
  const afterChange: Record<string, number[]> = { added: [], renamed: [], 'made inactive': [], deleted: [], recovered: [] };
  for (let i = 0; i < 5; i++) {
    const id = (await write('POST', '', { name: `Bench change ${i}` }))!.data.id;
    afterChange.added.push(await timedList());
    await write('PUT', `/${id}`, { name: `Aardvark bench ${i}` });
    afterChange.renamed.push(await timedList());
    await write('PUT', `/${id}`, { status: 'inactive' });
    afterChange['made inactive'].push(await timedList());
    await write('DELETE', `/${id}`);
    afterChange.deleted.push(await timedList());
    await write('POST', `/${id}/recover`);
    afterChange.recovered.push(await timedList());
  }
  for (const [change, times] of Object.entries(afterChange)) {
    times.sort((a, b) => a - b);
    console.log(`${engine}: list=true of ${LIST_PROJECTS} projects, first after a project ${change}: median ${times[2].toFixed(1)} ms of 5 (${times.map((ms) => ms.toFixed(0)).join(', ')}; aim under 100)`);
  }
  rows.push((await load(engine, `list=true of ${LIST_PROJECTS} projects (kept)`, started, 1, list, started.listToken)).row);

  // Normal traffic (a page of activities, 4 connections) alone, then beside 32 connections guessing
  // passwords at the sign-in form: what guessers cost everyone else.
  const normal = `page mix, 4 connections`;
  rows.push((await load(engine, `${normal}, alone`, started, 4, page)).row);
  const [beside, flood] = await Promise.all([load(engine, `${normal}, beside a sign-in flood`, started, 4, page), signInFlood(started)]);
  rows.push(beside.row);
  console.log(`${engine}: sign-in flood of 32 connections: ${flood.total} attempts, ${flood.refused} refused with 401, ${flood.throttled} throttled with 429, ${flood.other} other`);

  // Requests still in flight when a run ends are completed by the service but never acknowledged to
  // autocannon: the store may hold a few more than were acknowledged, never fewer, never one twice.
  let problems = 0;
  const stored = await benchActivityIds(started);
  const storedSet = new Set(stored);
  const lost = acknowledged.filter((id) => !storedSet.has(id));
  const extra = stored.length - acknowledged.length;
  const total = (await get<{ meta: { total: number } }>(started, '/api/v2/activities?per_page=1')).meta.total;
  if (lost.length || storedSet.size !== stored.length || extra < 0 || extra > 16 || total !== ACTIVITIES + stored.length) {
    problems++;
    console.error(`DATA (${engine}): ${lost.length} acknowledged activities missing, ${stored.length - storedSet.size} duplicated, ${extra} unacknowledged, ${total} in all`);
  }
  // The search still finds what each term means: the project named by it comes first.
  for (const [term, name] of SEARCH_EXPECTED) {
    const first = (await get<{ data: { name: string }[] }>(started, `/api/v2/projects?search=${encodeURIComponent(term)}`)).data[0]?.name;
    if (first !== name) {
      problems++;
      console.error(`SEARCH (${engine}): "${term}" found ${first ?? 'nothing'} first, not ${name}`);
    }
  }
  await closeWorker(started.worker);
  return problems;
}

const FRESH_ROUNDS = Number(process.env.BENCH_FRESH_ROUNDS ?? 5);

/**
 * list=true of LIST_PROJECTS projects as the first request of a service process just started on a
 * database that holds them: with no list stored (made whole, then stored after the answer), with the copy
 * stored by the process before it, and with one project renamed since that copy. Each process is a worker
 * thread that loads the service anew, on `target` (PostgreSQL, or PGlite in a data directory).
 */
async function freshLists(engine: string, target: { url?: string; dataDir?: string }, ratios: string[]) {
  const seeding = Date.now();
  await closeWorker((await startWorker<{ url: string }>({ lists: true, ...target })).worker);
  console.log(`${engine}: a person with ${LIST_PROJECTS} projects ready in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  const times: Record<string, number[]> = { 'nothing stored': [], 'the stored copy current': [], 'one project renamed since the stored copy': [] };
  const first = async (forgetStored: boolean, then?: (service: { url: string; listToken: string }, ids: string[]) => Promise<unknown>) => {
    const service = await startWorker<{ url: string; listToken: string }>({ lists: true, forgetStored, ...target });
    const begun = performance.now();
    const answer = await (await fetch(`${service.url}/api/v2/projects?list=true`, { headers: { authorization: `Bearer ${service.listToken}` } })).json();
    const ms = performance.now() - begun;
    const { data } = answer as { data: { id: string }[] };
    // The person's own projects and the few the benchmark before may have added.
    if (!(data?.length >= LIST_PROJECTS)) throw new Error(`${engine}: list=true gave ${data?.length} projects, not the ${LIST_PROJECTS} the person has`);
    await then?.(service, data.map((project) => project.id));
    // Closing waits for a copy being stored after the answer.
    await closeWorker(service.worker);
    return ms;
  };
  for (let round = 0; round < FRESH_ROUNDS; round++) {
    times['nothing stored'].push(await first(true));
    times['the stored copy current'].push(
      await first(false, (service, ids) =>
        fetch(`${service.url}/api/v2/projects/${ids[round]}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${service.listToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Renamed fresh ${round}` }),
        }),
      ),
    );
    times['one project renamed since the stored copy'].push(await first(false));
  }
  for (const [state, ms] of Object.entries(times)) {
    const median = [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];
    const aimed = state !== 'nothing stored';
    ratios.push(
      `${engine}: list=true of ${LIST_PROJECTS} projects, the first a process just started gives, ${state}: median ${median.toFixed(1)} ms of ${ms.length} (${ms.map((t) => t.toFixed(0)).join(', ')})${aimed ? `; aim under 100${median < 100 ? '' : ': ABOVE THE AIM'}` : ''}`,
    );
  }
}

async function main() {
  console.log(`Reference service, ${SECONDS} s a scenario, loopback, service in a worker thread\n`);
  const rows: object[] = [];
  const ratios: string[] = [];
  const onlyLists = process.env.BENCH_ONLY === 'lists';
  let problems = onlyLists ? 0 : await bench('PGlite (memory)', undefined, rows, ratios);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tt-bench-lists-'));
  try {
    await freshLists('PGlite (data directory)', { dataDir }, ratios);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      if (!onlyLists) problems += await bench('PostgreSQL', postgres.url, rows, ratios);
      await freshLists('PostgreSQL', { url: postgres.url }, ratios);
    } finally {
      await postgres.drop();
    }
  }
  console.table(rows);
  for (const line of ratios) console.log(line);
  console.log(problems ? 'data check FAILED' : 'data check: every acknowledged activity is stored, once; the history is whole');
  process.exit(problems ? 1 : 0);
}

void main();
