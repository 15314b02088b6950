// The built Lambda bundle, loaded in a fresh Node process with no node_modules in reach, answers real
// conversations against the running service.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { ResponseEnvelope } from 'ask-sdk-model';
import { buildLambda } from '../../scripts/build';
import { REMINDERS_SCOPE } from '../../lambda/conversation/reminders';
import { activities, type Conversation, startConversation } from '../support/conversation';

let lambda: ChildProcessWithoutNullStreams;
let c: Conversation;
let bytes: number;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tt-bundle-'));
  ({ bytes } = await buildLambda(dir));
  c = await startConversation({
    // Reminders allowed, so that a timer's reminder goes through the bundle's client for Alexa's Reminders API.
    device: { permissions: [REMINDERS_SCOPE] },
    transport: (config) => {
      // One process for the whole test, as one warm Lambda container: an envelope a line in, a response a line out.
      const harness = `
        const { handler } = require(${JSON.stringify(path.join(dir, 'index.js'))});
        const lines = require('readline').createInterface({ input: process.stdin });
        lines.on('line', async (line) => {
          const out = await handler(JSON.parse(line), {}).catch((e) => ({ failed: e.message }));
          process.stdout.write('RESPONSE ' + JSON.stringify(out) + '\\n');
        });`;
      lambda = spawn(process.execPath, ['-e', harness], { cwd: dir, env: { PATH: process.env.PATH, TIMETRACKING_API_URL: config.apiBaseUrl } });
      const answers = readline.createInterface({ input: lambda.stdout });
      const waiting: ((line: string) => void)[] = [];
      // The skill's own JSON logs share standard output, as they do on Lambda: responses are marked.
      answers.on('line', (line) => line.startsWith('RESPONSE ') && waiting.shift()?.(line.slice('RESPONSE '.length)));
      return (envelope) =>
        new Promise<ResponseEnvelope>((resolve, reject) => {
          waiting.push((line) => {
            const answer = JSON.parse(line);
            if (answer.failed) reject(new Error(answer.failed));
            else resolve(answer);
          });
          lambda.stdin.write(`${JSON.stringify(envelope)}\n`);
        });
    },
  });
}, 60_000);

afterAll(async () => {
  lambda?.kill();
  await c?.close();
});

test('sits beside a minimal package.json and needs no dependencies', () => {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  expect(pkg).toMatchObject({ main: 'index.js', private: true });
  expect(pkg.dependencies).toBeUndefined();
  expect(bytes).toBeLessThan(600 * 1024);
});

test('answers a LaunchRequest', async () => {
  const reply = await c.say('open time tracker');
  expect(reply.speech).toMatch(/^Welcome to Time Tracker\./);
  expect(reply.endsSession).toBe(false);
});

test('starts and stops a timer, with source "alexa", through the bundle', async () => {
  expect((await c.say('start a timer for greenleaf')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  const [timer] = await activities(c, '&filter=status:pending');
  expect(timer).toMatchObject({ source: 'alexa', project: { name: 'Greenleaf Yoga Studio' } });
  expect((await c.say('ask time tracker to stop my timer')).speech).toMatch(/^Stopped your timer for Greenleaf Yoga Studio after /);
  expect(await activities(c, '&filter=status:pending')).toEqual([]);
});

// Of Alexa's service APIs, the bundle keeps the clients the skill calls (scripts/build.ts leaves the rest out).
test("calls Alexa's APIs through the bundle: the device's time zone, the timer's reminder, and \"One moment\" when slow", async () => {
  await c.say('ask time tracker to start a timer for internal admin');
  const [timer] = await activities(c, '&filter=status:pending');
  // Dated with the offset of the device's zone (America/Los_Angeles), which the settings API gave.
  expect(timer.date).toMatch(/-0[78]:00$/);
  expect(c.alexaApi.reminders.map((r) => r.request.alertInfo?.spokenInfo?.content?.[0]?.text)).toEqual([
    'Your Internal Admin timer has been running for a workday. Did you forget to stop it?',
  ]);
  // Slower than the skill's one second before it says "One moment" (the bundle's default).
  c.svc.service.faults.set({ latencyMs: 1300, method: 'GET' });
  try {
    const reply = await c.say('ask time tracker what am i working on');
    expect(reply.speech).toMatch(/Internal Admin/);
    expect(c.alexaApi.calls.filter((call) => call.path === '/v1/directives').map((call) => call.body)).toEqual([
      { header: { requestId: reply.request.request.requestId }, directive: { type: 'VoicePlayer.Speak', speech: '<speak>One moment.</speak>' } },
    ]);
  } finally {
    c.svc.service.faults.set(null);
  }
  await c.say('ask time tracker to stop my timer');
  expect(c.alexaApi.reminders).toEqual([]);
});

test('without TIMETRACKING_API_URL it fails loudly rather than answering wrongly', async () => {
  const bare = spawn(process.execPath, ['-e', `require(${JSON.stringify(path.join(dir, 'index.js'))}).handler({ request: {} }).catch((e) => { console.error(e.message); process.exit(3); })`], {
    env: { PATH: process.env.PATH },
  });
  let stderr = '';
  bare.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => bare.on('exit', resolve));
  expect(code).toBe(3);
  expect(stderr).toMatch(/TIMETRACKING_API_URL is not set/);
});
