// `npm start` as DESIGN.md promises it: with standard input not a terminal, one utterance a line, each
// reply printed, and an exit at the end.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { daytimeZone } from '../support/daytime';

function runConsole(lines: string[], options: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['start', '--silent', '--', '--port', '0', '--skill-port', '0', '--time-zone', daytimeZone(), ...options], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, npm_config_loglevel: 'silent' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(lines.join('\n') + '\n');
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

// One run serves both: each start opens and seeds a database, the most of a test's seconds.
test('reads utterances from standard input, prints each reply, and exits; --verbose writes the JSON logs to standard error, only the conversation to standard output', async () => {
  const { code, stdout, stderr } = await runConsole(
    [
      'open time tracker',
      'start a timer for greenleaf',
      'what am i working on',
      'ask time tracker to log two hours on the nimbus bank onboarding flow for yesterday',
      'ask time tracker to start a timer for apollo',
      'the second one',
      'stop my timer',
    ],
    ['--verbose'],
  );
  expect(code).toBe(0);
  const replies = stdout.split('\n').filter((line) => line.startsWith('alexa> ')).map((line) => line.slice(7));
  expect(replies[0]).toMatch(/^Welcome to Time Tracker\./);
  expect(replies[1]).toBe('Started a timer for Greenleaf Yoga Studio.');
  expect(replies[2]).toMatch(/^You're working on Greenleaf Yoga Studio\./);
  // ("Last friday" said on a Saturday may be either Friday: asked, whatever day CI runs on.)
  expect(replies[3]).toBe('Logged 2 hours to Nimbus Bank Onboarding Flow for yesterday.');
  expect(replies[4]).toMatch(/^Did you mean Apollo/);
  expect(replies[5]).toMatch(/^Stopped your timer for Greenleaf Yoga Studio after less than a minute, and started one for Apollo /);
  expect(replies[6]).toMatch(/^Stopped your timer for Apollo /);
  expect(stdout).toContain('you>   open time tracker');
  expect(stdout.split('\n').filter(Boolean).every((line) => !line.startsWith('{'))).toBe(true);
  // Every line of standard error is a JSON log: the service's and the skill's, none of them an error.
  const logs = stderr.split('\n').filter(Boolean).map((line) => JSON.parse(line));
  expect(logs).toContainEqual(expect.objectContaining({ msg: 'request completed' })); // the service's
  expect(logs).toContainEqual(expect.objectContaining({ service: 'skill', event: 'request' }));
  expect(logs.filter((log) => log.level === 'error' || log.level >= 50)).toEqual([]);
}, 60_000);

test('an unknown --time-zone is refused at start, with what to give instead', async () => {
  const { code, stdout, stderr } = await runConsole(['open time tracker'], ['--time-zone', 'Mars/Olympus']);
  expect(code).toBe(1);
  expect(stderr.trim()).toBe('start: unknown time zone "Mars/Olympus": give an IANA name, for example --time-zone Europe/London or --time-zone America/New_York');
  expect(stdout).toBe('');
}, 60_000);

test('a port in use says which option chooses another', async () => {
  const busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const port = String((busy.address() as { port: number }).port);
  try {
    const service = await runConsole([], ['--port', port]);
    expect(service.code).toBe(1);
    expect(service.stderr.trim()).toBe(`start: port ${port}, for the service, is already in use: choose another with --port N (or --port 0 for any free port)`);
    const skill = await runConsole([], ['--skill-port', port]);
    expect(skill.code).toBe(1);
    expect(skill.stderr.trim()).toBe(`start: port ${port}, for the skill's endpoint, is already in use: choose another with --skill-port N (or --skill-port 0 for any free port)`);
  } finally {
    busy.close();
  }
}, 60_000);

test("the README's quick-start transcript is what the console really says", async () => {
  const readme = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
  const quickStart = readme.slice(readme.indexOf('## Quick start'));
  const transcript = /```\n(you> [\s\S]*?)```/.exec(quickStart)![1];
  const said = transcript.split('\n').filter((line) => line.startsWith('you>')).map((line) => line.slice('you>'.length).trim());
  const { code, stdout, stderr } = await runConsole(said);
  expect(code).toBe(0);
  expect(stdout).toBe(transcript);
  // Without --verbose, no log reaches the person's terminal.
  expect(stderr).toBe('');
}, 60_000);
