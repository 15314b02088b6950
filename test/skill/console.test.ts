// `npm start` as DESIGN.md promises it: with standard input not a terminal, one utterance a line, each
// reply printed, and an exit at the end.
import { spawn } from 'node:child_process';
import path from 'node:path';

function runConsole(lines: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['start', '--silent', '--', '--port', '0', '--skill-port', '0', '--time-zone', 'America/Los_Angeles'], {
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

test('reads utterances from standard input, prints each reply, and exits', async () => {
  const { code, stdout, stderr } = await runConsole([
    'open time tracker',
    'start a timer for greenleaf',
    'what am i working on',
    'ask time tracker to log two hours on the nimbus bank onboarding flow for last friday',
    'ask time tracker to start a timer for apollo',
    'the second one',
    'stop my timer',
  ]);
  expect(stderr).not.toMatch(/error/i);
  expect(code).toBe(0);
  const replies = stdout.split('\n').filter((line) => line.startsWith('alexa> ')).map((line) => line.slice(7));
  expect(replies[0]).toMatch(/^Welcome to Time Tracker\./);
  expect(replies[1]).toBe('Started a timer for Greenleaf Yoga Studio.');
  expect(replies[2]).toMatch(/^You're working on Greenleaf Yoga Studio\./);
  expect(replies[3]).toMatch(/^Logged 2 hours to Nimbus Bank Onboarding Flow for (Friday, November \d+\w\w|yesterday|today)\.$/);
  expect(replies[4]).toMatch(/^Did you mean Apollo/);
  expect(replies[5]).toMatch(/^Stopped your timer for Greenleaf Yoga Studio, and started one for Apollo /);
  expect(replies[6]).toMatch(/^Stopped your timer for Apollo /);
  expect(stdout).toContain('you>   open time tracker');
}, 60_000);
