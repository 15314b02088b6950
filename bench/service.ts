// `npm run bench:service`: throughput and latency of the reference service over loopback, with 10,000
// projects: GET /api/v2/projects?search= and POST /api/v2/activities, one connection at a time (latency
// as one caller sees it) and eight at once (throughput). Afterwards it checks that every activity the
// service acknowledged is stored, once. A benchmark, not a test: it prints figures and fails only if
// the data is wrong.
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SEARCH_TERMS } from './workspace';

const PROJECTS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Started {
  worker: Worker;
  url: string;
  token: string;
  projectIds: string[];
}

function startWorker(file: string | null): Promise<Started> {
  // The worker loads TypeScript through tsx's require hook, as this process does.
  const source = `require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, 'service-worker.ts'))});`;
  const worker = new Worker(source, { eval: true, workerData: { projects: PROJECTS, file } });
  return new Promise((resolve, reject) => {
    worker.once('message', (m) => resolve({ worker, ...m }));
    worker.once('error', reject);
  });
}

async function load(name: string, started: Started, connections: number, request: (i: number) => { method: 'GET' | 'POST'; path: string; body?: string }) {
  let i = 0;
  const acknowledged: string[] = [];
  const result = await autocannon({
    url: started.url,
    connections,
    duration: SECONDS,
    headers: { authorization: `Bearer ${started.token}`, 'content-type': 'application/json' },
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
    scenario: name,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    ok: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
  };
  return { row, acknowledged };
}

/** Every activity id the service holds, page by page. */
async function storedActivityIds(started: Started): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(`${started.url}/api/v2/activities?per_page=100&page=${page}`, { headers: { authorization: `Bearer ${started.token}` } });
    const body = (await answer.json()) as { meta: { pages: number }; data: { id: string }[] };
    ids.push(...body.data.map((a) => a.id));
    if (page >= body.meta.pages) return ids;
  }
}

async function main() {
  console.log(`Reference service, ${PROJECTS} projects, ${SECONDS} s a scenario, loopback, worker thread\n`);
  const rows = [];
  const search = (i: number) => ({ method: 'GET' as const, path: `/api/v2/projects?search=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length])}` });
  const create = (started: Started) => (i: number) => ({
    method: 'POST' as const,
    path: '/api/v2/activities',
    body: JSON.stringify({ source: 'bench', description: `Bench ${i}`, project_id: started.projectIds[i % started.projectIds.length], duration: 1800 }),
  });
  let problems = 0;
  for (const file of [null, path.join(mkdtempSync(path.join(tmpdir(), 'tt-bench-')), 'data.json')]) {
    const started = await startWorker(file);
    const store = file ? 'data file' : 'in memory';
    if (!file) {
      rows.push((await load(`search (${store})`, started, 1, search)).row);
      rows.push((await load(`search (${store})`, started, 8, search)).row);
    }
    const acknowledged: string[] = [];
    for (const connections of [1, 8]) {
      const run = await load(`create activity (${store})`, started, connections, create(started));
      rows.push(run.row);
      acknowledged.push(...run.acknowledged);
    }
    // Requests still in flight when a run ends are completed by the service but never acknowledged to
    // autocannon: the store may hold a few more than were acknowledged, never fewer, never one twice.
    const stored = await storedActivityIds(started);
    const storedSet = new Set(stored);
    const lost = acknowledged.filter((id) => !storedSet.has(id));
    const extra = stored.length - acknowledged.length;
    if (lost.length || storedSet.size !== stored.length || extra < 0 || extra > 9) {
      problems++;
      console.error(`DATA (${store}): ${lost.length} acknowledged activities missing, ${stored.length - storedSet.size} duplicated, ${extra} unacknowledged`);
    }
    started.worker.postMessage('close');
    await new Promise((resolve) => started.worker.once('exit', resolve));
  }
  console.table(rows);
  console.log(problems ? 'data check FAILED' : 'data check: every acknowledged activity is stored, once');
  process.exit(problems ? 1 : 0);
}

void main();
