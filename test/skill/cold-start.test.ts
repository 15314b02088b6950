// The built bundle starts light, as a Lambda cold start needs: loading it runs none of the skill, and its
// first linked request never starts what the skill does not use (Node's fetch machinery, which axios would
// set going by reading the global FormData; http2; TLS for a service reached over plain http; node:crypto,
// 17 modules and some 7 ms, for two short digests). Each process runs a script file, as Lambda loads its
// handler: `node -e` would start with crypto and some 40 other modules already loaded.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { buildLambda } from '../../scripts/build';
import { type Conversation, startConversation } from '../support/conversation';

const UNUSED = [/undici/, /\bhttp2\b/, /\btls\b/, /\bhttps\b/, /\bcrypto\b/];

let bundle: string;
let scripts = 0;
let c: Conversation;
// Node's modules loaded by the last process that answered, beyond those Node starts with.
let loadedByAnswer: string[] = [];
// Intl.DateTimeFormat objects it made.
let formattersByAnswer = 0;

/** Runs `code` in a fresh Node process with the bundle as `bundle`; resolves with what it printed last. */
function fresh(code: string, env: Record<string, string> = {}): Promise<string> {
  // Formatters made are counted: the first one costs a process some 18 ms.
  const script = `const before = new Set(process.moduleLoadList); let formatters = 0; const Made = Intl.DateTimeFormat; Intl.DateTimeFormat = function (...args) { formatters++; return new Made(...args); }; const bundle = require(${JSON.stringify(bundle)}); ${code}`;
  const file = path.join(path.dirname(bundle), `fresh-${++scripts}.js`);
  writeFileSync(file, script);
  const child = spawn(process.execPath, [file], { env: { PATH: process.env.PATH ?? '', ...env } });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on('close', (status) => (status === 0 ? resolve(out.trim().split('\n').pop()!) : reject(new Error(`exit ${status}: ${out}`)))),
  );
}

const newModules = 'process.moduleLoadList.filter((m) => !before.has(m))';

beforeAll(async () => {
  ({ file: bundle } = await buildLambda(mkdtempSync(path.join(tmpdir(), 'tt-cold-'))));
  c = await startConversation({
    transport: (config) => async (envelope: RequestEnvelope) => {
      const answer = JSON.parse(
        await fresh(
          `bundle.handler(${JSON.stringify(envelope)}, {}).then((response) => { console.log(JSON.stringify({ response, modules: ${newModules}, formatters })); process.exit(0); });`,
          { TIMETRACKING_API_URL: config.apiBaseUrl },
        ),
      );
      loadedByAnswer = answer.modules;
      formattersByAnswer = answer.formatters;
      return answer.response as ResponseEnvelope;
    },
  });
}, 60_000);

afterAll(() => c?.close());

test('loading the bundle loads none of Node’s modules: the skill is built on its first request', async () => {
  expect(JSON.parse(await fresh(`console.log(JSON.stringify(${newModules}))`))).toEqual([]);
});

test('a first linked request is answered without the fetch machinery, http2, TLS or crypto', async () => {
  expect((await c.say('open time tracker')).speech).toMatch(/^Welcome to Time Tracker\./);
  expect(loadedByAnswer.some((m) => /\bhttp\b/.test(m))).toBe(true);
  for (const unused of UNUSED) expect(loadedByAnswer.filter((m) => unused.test(m))).toEqual([]);
});

test('so is a one-shot request that starts a timer, which dates it in the person’s zone without an Intl.DateTimeFormat', async () => {
  expect((await c.say('ask time tracker to start a timer for greenleaf')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  for (const unused of UNUSED) expect(loadedByAnswer.filter((m) => unused.test(m))).toEqual([]);
  expect(formattersByAnswer).toBe(0);
  const [timer] = (await c.api.get('/api/v2/activities?filter=status:pending')).body.data as { date: string }[];
  expect(timer.date).toMatch(/-0[78]:00$/);
});
