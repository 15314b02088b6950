// `npm run bench:cold`: what a Lambda cold start of the skill costs, against a bare ask-sdk-core skill
// bundled with the same esbuild settings, and whether the skill's heap stays flat in a warm container.
//
// Cold start: each bundle is loaded in fresh Node processes (COLD_RUNS each, 40 by default, the bundles in
// turn so that the machine's other load falls on all alike), and every process answers one linked request
// against the real reference service. The figures are CPU time (user + system) as `process.cpuUsage()`
// counts it: from the process's start, as a Lambda init is, and the bundle's own share (without Node's
// start). The processes get a bare environment (PATH and the service's URL), as on Lambda:
// NODE_EXTRA_CA_CERTS alone, if inherited, adds some 25 ms to every Node start.
// COLD_SKILL_BUNDLE=path/to/index.js measures that bundle in place of a fresh build (to compare with another's).
// COLD_CPU_PROF=dir writes a V8 CPU profile of every cold run there (`node --cpu-prof`), a folder a bundle, to
// see where the time goes (with an unminified COLD_SKILL_BUNDLE the function names are the source's), sampling
// every COLD_CPU_PROF_INTERVAL µs (50 by default; finer sampling inflates what it measures more).
// Memory: the bundle in one process answers HEAP_INVOCATIONS requests (10,000 by default) from more people
// and devices than the container caches hold, and its heap after a full collection is printed along the way.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { build } from 'esbuild';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { buildLambda, LAMBDA_BUILD_OPTIONS } from '../scripts/build';
import { startAlexaApi } from '../local/alexa-api';
import { loadInteractionModel } from '../local/interaction-model';
import { SimulatedAlexa } from '../local/simulated-alexa';
import { SKILL_ID } from '../test/support/conversation';
import { as, DEMO_USERS, startTestService, type TestService } from '../test/support/service';

const RUNS = Number(process.env.COLD_RUNS ?? 40);
const INVOCATIONS = Number(process.env.HEAP_INVOCATIONS ?? 10_000);
const AIM = 1.25;
const ROOT = path.join(__dirname, '..');

// The baselines, built from one source: ask-sdk-core and one handler that answers whatever comes, the least
// a skill can be; and the same linked to the service the least a linked skill can be, with one call
// (GET /users/me, through Node's own http) before it answers.
const bareSkill = (linked: boolean) => `
const { SkillBuilders, getAccountLinkingAccessToken } = require('ask-sdk-core');
const me = (token) => new Promise((resolve, reject) => {
  const url = new URL('api/v2/users/me', process.env.TIMETRACKING_API_URL.replace(/\\/*$/, '/'));
  require(url.protocol === 'https:' ? 'https' : 'http')
    .get(url, { headers: { authorization: 'Bearer ' + token, accept: 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve(JSON.parse(text).data) : reject(new Error(text))));
    })
    .on('error', reject);
});
const skill = SkillBuilders.custom()
  .addRequestHandlers({
    canHandle: () => true,
    handle: ${
      linked
        ? "async (input) => input.responseBuilder.speak('Hello, ' + (await me(getAccountLinkingAccessToken(input.requestEnvelope))).first_name + '.').getResponse()"
        : "(input) => input.responseBuilder.speak('Hello.').getResponse()"
    },
  })
  .create();
exports.handler = (event, context) => skill.invoke(event, context);
`;

// The baselines take the skill's esbuild settings but not its plugins, which leave out of the skill's bundle
// what the skill never runs (axios's transports, most of ask-sdk-model's service clients): a bare skill, as
// anyone would bundle it, has all of ask-sdk-model.
async function buildBaseline(dir: string, linked: boolean): Promise<{ file: string; bytes: number }> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'index.js');
  await build({ ...LAMBDA_BUILD_OPTIONS, plugins: [], stdin: { contents: bareSkill(linked), resolveDir: ROOT, loader: 'js' }, outfile: file });
  return { file, bytes: statSync(file).size };
}

// One cold start: Node starts, loads the bundle, answers one request, and says what each step cost. It runs
// as a script file, as Lambda loads its handler: `node -e` starts with some 40 more of Node's modules loaded
// (node:crypto among them), which would hide what loading them costs a bundle that needs them.
const COLD_HARNESS = `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const started = cpu();
const envelope = JSON.parse(require('node:fs').readFileSync(process.env.COLD_ENVELOPE, 'utf8'));
const before = cpu();
const { handler } = require(process.env.COLD_BUNDLE);
const loaded = cpu();
handler(envelope, {}).then(
  (response) => {
    const answered = cpu();
    const speech = response.response && response.response.outputSpeech && response.response.outputSpeech.ssml;
    process.stdout.write('COLD ' + JSON.stringify({ started, load: loaded - before, request: answered - loaded, speech }) + '\\n');
    process.exit(0);
  },
  (error) => { console.error(error); process.exit(1); },
);`;

interface ColdRun {
  /** CPU ms of Node's own start, before the bundle. */
  started: number;
  /** CPU ms from the process's start to the bundle loaded, and to the first answer. */
  loaded: number;
  answered: number;
  /** The bundle's own share: loading it, and then answering. */
  load: number;
  request: number;
  speech: string;
}

async function coldRun(bundle: string, envelopeFile: string, apiBaseUrl: string): Promise<ColdRun> {
  const harness = path.join(path.dirname(envelopeFile), 'cold-harness.js');
  if (!existsSync(harness)) writeFileSync(harness, COLD_HARNESS);
  // Not spawnSync: the service answering the request lives in this process.
  const profileDir = process.env.COLD_CPU_PROF && path.join(process.env.COLD_CPU_PROF, path.basename(path.dirname(bundle)));
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-interval=${process.env.COLD_CPU_PROF_INTERVAL ?? 50}`, `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, harness], {
    cwd: path.dirname(bundle),
    env: { PATH: process.env.PATH, TIMETRACKING_API_URL: apiBaseUrl, COLD_BUNDLE: bundle, COLD_ENVELOPE: envelopeFile },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  const line = stdout.split('\n').find((l) => l.startsWith('COLD '));
  if (status !== 0 || !line) throw new Error(`cold run of ${bundle} failed: ${stderr}`);
  const r = JSON.parse(line.slice('COLD '.length));
  return { started: r.started, loaded: r.started + r.load, answered: r.started + r.load + r.request, load: r.load, request: r.request, speech: r.speech ?? '' };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Envelopes as a device sends them, each new (a fresh request id), from one linked person. */
function envelopeMaker(svc: TestService, apiEndpoint: string, accessToken: string) {
  let envelope: RequestEnvelope | undefined;
  const alexa = new SimulatedAlexa({
    transport: async (request) => {
      envelope = request;
      return { version: '1.0', response: {} } as ResponseEnvelope;
    },
    device: {
      skillId: SKILL_ID,
      userId: 'amzn1.ask.account.BENCH',
      deviceId: 'amzn1.ask.device.BENCH',
      locale: 'en-US',
      accessToken,
      apiEndpoint,
      apiAccessToken: 'alexa-api-token',
    },
    model: loadInteractionModel('en-US'),
    timeZone: 'America/Los_Angeles',
  });
  return async (words: string) => {
    await alexa.say(words);
    return envelope!;
  };
}

type Bundle = 'skill' | 'bare' | 'bare, one call';

/** The skill's bundle: built afresh, or the one COLD_SKILL_BUNDLE names. */
async function skillBundle(dir: string): Promise<{ file: string; bytes: number }> {
  const given = process.env.COLD_SKILL_BUNDLE;
  return given ? { file: path.resolve(given), bytes: statSync(given).size } : buildLambda(path.join(dir, 'skill'));
}

async function coldStart(svc: TestService, apiEndpoint: string, dir: string) {
  const skill = await skillBundle(dir);
  const bundles: Record<Bundle, { file: string; bytes: number }> = {
    skill,
    bare: await buildBaseline(path.join(dir, 'bare'), false),
    'bare, one call': await buildBaseline(path.join(dir, 'bare-linked'), true),
  };
  const token = await svc.tokenFor(DEMO_USERS.first);
  const envelopeFor = envelopeMaker(svc, apiEndpoint, token);
  const api = as(svc.url, token);
  const envelopeFile = path.join(dir, 'envelope.json');

  // Each request leaves the service as it found it, so that every run does the same work.
  const requests = [
    { words: 'open time tracker', after: async () => {} },
    {
      words: 'ask time tracker to start a timer for greenleaf',
      after: async () => {
        const running = (await api.get('/api/v2/activities?filter=status:pending')).body.data as { id: string }[];
        for (const activity of running) await api.delete(`/api/v2/activities/${activity.id}`);
      },
    },
  ];

  console.log(`Cold start: CPU time (user + system) of a fresh Node process in ms, median of ${RUNS} runs each.`);
  console.log(`Bundles: skill ${kib(skill.bytes)}, bare ask-sdk-core skill ${kib(bundles.bare.bytes)} (the skill is ${(skill.bytes / bundles.bare.bytes).toFixed(2)} times its size).`);
  console.log('"bare" answers at once; "bare, one call" first makes the one call to the service a linked skill cannot do without.\n');
  const runs = new Map<string, ColdRun[]>();
  for (const request of requests) {
    // One round unmeasured, so that the service has warmed up before the figures count.
    for (let i = -1; i < RUNS; i++) {
      for (const bundle of Object.keys(bundles) as Bundle[]) {
        writeFileSync(envelopeFile, JSON.stringify(await envelopeFor(request.words)));
        const run = await coldRun(bundles[bundle].file, envelopeFile, svc.url);
        await request.after();
        const key = `${bundle}|${request.words}`;
        if (i >= 0) runs.set(key, [...(runs.get(key) ?? []), run]);
      }
    }
    console.log(`"${request.words}": the skill said "${runs.get(`skill|${request.words}`)![0].speech.replace(/<[^>]+>/g, '')}"`);
  }

  const figure = (bundle: Bundle, key: keyof Omit<ColdRun, 'speech'>, words?: string) =>
    median((words ? runs.get(`${bundle}|${words}`)! : requests.flatMap((r) => runs.get(`${bundle}|${r.words}`)!)).map((run) => run[key]));
  const row = (key: keyof Omit<ColdRun, 'speech'>, words?: string) => {
    const [s, bare, called] = (['skill', 'bare', 'bare, one call'] as const).map((bundle) => figure(bundle, key, words));
    return { skill: s.toFixed(1), bare: bare.toFixed(1), 'skill / bare': (s / bare).toFixed(2), 'bare, one call': called.toFixed(1), 'skill / bare, one call': (s / called).toFixed(2) };
  };
  const rows: Record<string, ReturnType<typeof row>> = {
    "Node's own start": row('started'),
    'process start to bundle loaded': row('loaded'),
    'loading the bundle alone': row('load'),
  };
  for (const request of requests) {
    const said = request.words.replace('ask time tracker to ', '');
    rows[`process start to first answer: ${said}`] = row('answered', request.words);
    rows[`the first request alone: ${said}`] = row('request', request.words);
  }
  console.table(rows);

  const aims = [
    { what: 'bundle loaded, against the bare skill', ratio: figure('skill', 'loaded') / figure('bare', 'loaded') },
    ...requests.flatMap((r) =>
      (['bare', 'bare, one call'] as const).map((baseline) => ({
        what: `first answer to "${r.words}", against the ${baseline === 'bare' ? 'bare skill' : 'bare skill with one call'}`,
        ratio: figure('skill', 'answered', r.words) / figure(baseline, 'answered', r.words),
      })),
    ),
  ];
  for (const aim of aims) console.log(`${aim.ratio <= AIM ? 'within' : 'ABOVE '} the aim of ${AIM}: ${aim.ratio.toFixed(2)} for ${aim.what}`);
  console.log('');
  return skill.file;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** A warm container: one process, the bundle loaded once, envelopes a line in, responses a line out. */
function warmContainer(bundle: string, apiBaseUrl: string) {
  const harness = `
    const { handler } = require(${JSON.stringify(bundle)});
    const lines = require('readline').createInterface({ input: process.stdin });
    lines.on('line', async (line) => {
      if (line === 'HEAP') {
        global.gc();
        process.stdout.write('HEAP ' + JSON.stringify(process.memoryUsage()) + '\\n');
        return;
      }
      const out = await handler(JSON.parse(line), {}).catch((e) => ({ failed: e.message }));
      process.stdout.write('RESPONSE ' + JSON.stringify(out) + '\\n');
    });`;
  // The skill's logs go to standard output as on Lambda; they are dropped here, not kept.
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--expose-gc', '-e', harness], {
    cwd: path.dirname(bundle),
    env: { PATH: process.env.PATH, TIMETRACKING_API_URL: apiBaseUrl },
  });
  const waiting: ((line: string) => void)[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('RESPONSE ') || line.startsWith('HEAP ')) waiting.shift()?.(line.slice(line.indexOf(' ') + 1));
  });
  const send = (line: string) =>
    new Promise<string>((resolve) => {
      waiting.push(resolve);
      child.stdin.write(`${line}\n`);
    });
  return {
    invoke: async (envelope: RequestEnvelope) => {
      const answer = JSON.parse(await send(JSON.stringify(envelope)));
      if (answer.failed) throw new Error(answer.failed);
      return answer as ResponseEnvelope;
    },
    heap: async () => JSON.parse(await send('HEAP')) as NodeJS.MemoryUsage,
    close: () => child.kill(),
  };
}

// What people say to a warm container, round after round; each person goes through it in turn.
const ROUNDS = [
  'open time tracker',
  'ask time tracker to start a timer for greenleaf',
  'ask time tracker what am i working on',
  'ask time tracker which project is bellevue dental',
  'ask time tracker to stop my timer',
  'ask time tracker to log two hours on internal admin yesterday',
];
// More people (each with their own token and device) than the container keeps project lists and time zones for.
const PEOPLE = 600;

async function memory(svc: TestService, apiEndpoint: string, bundle: string) {
  const container = warmContainer(bundle, svc.url);
  const device = {
    skillId: SKILL_ID,
    userId: 'amzn1.ask.account.BENCH',
    deviceId: 'amzn1.ask.device.BENCH0',
    locale: 'en-US',
    accessToken: '',
    apiEndpoint,
    apiAccessToken: 'alexa-api-token',
  };
  const people = await Promise.all(
    Array.from({ length: PEOPLE }, async (_, i) => ({
      token: await svc.tokenFor(i % 2 ? DEMO_USERS.second : DEMO_USERS.first),
      deviceId: `amzn1.ask.device.BENCH${i}`,
    })),
  );
  const alexa = new SimulatedAlexa({ transport: container.invoke, device, model: loadInteractionModel('en-US'), timeZone: 'America/Los_Angeles' });
  const every = Math.max(1, Math.round(INVOCATIONS / 20));
  const samples: { invocations: number; heapUsed: number; rss: number }[] = [];
  const sample = async (invocations: number) => {
    const usage = await container.heap();
    samples.push({ invocations, heapUsed: usage.heapUsed, rss: usage.rss });
  };
  await sample(0);
  const started = Date.now();
  for (let i = 0; i < INVOCATIONS; i++) {
    const person = people[i % PEOPLE];
    device.accessToken = person.token;
    device.deviceId = person.deviceId;
    const reply = await alexa.say(ROUNDS[Math.floor(i / PEOPLE) % ROUNDS.length]);
    if (!reply.speech) throw new Error(`no answer at invocation ${i + 1}`);
    if ((i + 1) % every === 0) await sample(i + 1);
  }
  container.close();
  const seconds = (Date.now() - started) / 1000;
  console.log(`Memory: one warm container answering ${INVOCATIONS} requests from ${PEOPLE} people (${(INVOCATIONS / seconds).toFixed(0)} a second);`);
  console.log('heap after a full garbage collection:');
  console.table(samples.map((s) => ({ invocations: s.invocations, 'heap MiB': (s.heapUsed / 2 ** 20).toFixed(2), 'rss MiB': (s.rss / 2 ** 20).toFixed(1) })));
  // The caches fill during the first round of every kind of request from every person; from then on the
  // heap should not grow.
  const settled = samples.filter((s) => s.invocations >= ROUNDS.length * PEOPLE);
  if (settled.length >= 2) {
    const heaps = settled.map((s) => s.heapUsed / 2 ** 20);
    console.log(
      `from invocation ${settled[0].invocations} on: heap between ${Math.min(...heaps).toFixed(2)} and ${Math.max(...heaps).toFixed(2)} MiB, ` +
        `growing ${slope(settled.map((s) => [s.invocations, s.heapUsed])).toFixed(1)} bytes an invocation (least squares)`,
    );
  }
}

/** The least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const mx = mean(points.map(([x]) => x));
  const my = mean(points.map(([, y]) => y));
  return points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0) / points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tt-cold-'));
  const svc = await startTestService();
  const alexaApi = await startAlexaApi('America/Los_Angeles');
  try {
    const bundle = RUNS > 0 ? await coldStart(svc, alexaApi.url, dir) : (await skillBundle(dir)).file;
    if (INVOCATIONS > 0) await memory(svc, alexaApi.url, bundle);
  } finally {
    await alexaApi.close();
    await svc.close();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`bench:cold: ${error.stack}`);
    process.exit(1);
  },
);
