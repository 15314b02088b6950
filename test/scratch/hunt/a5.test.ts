import { convo } from './h';
import { startTimerOnWeb } from '../../support/conversation';
const h = convo();
jest.setTimeout(120_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function logOff() {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('11:00');
  await h.say('ask time tracker to log 45 minutes on internal admin');
  await h.say('yes');
  h.at('11:05');
}

test('log unknown then landed, then undo', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('09:30');
  await h.say('open time tracker');
  h.fault({ latencyMs: 1500, method: 'POST', path: /\/activities$/ });
  await h.say('log an hour on internal admin for yesterday');
  h.fault(null);
  await sleep(1500);
  await h.say('undo that');
  await h.say('yes');
  await h.dump();
});

test('resume replacing a running timer, resume 503', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('10:00');
  await h.say('ask time tracker to switch to internal admin');
  h.at('10:30');
  h.fault({ errorRate: 1, path: /resume$/ });
  await h.say('ask time tracker to resume greenleaf yoga studio');
  h.fault(null);
  await h.dump();
});

test('move a log taken off a timer to yesterday, resume refused', async () => {
  await logOff();
  h.fault({ errorRate: 1, path: /resume$/ });
  await h.say('ask time tracker to move that to yesterday');
  h.fault(null);
  await h.dump();
});

test('delete after yes, log taken off, resume refused', async () => {
  await logOff();
  await h.say('ask time tracker to delete that');
  h.fault({ errorRate: 1, path: /resume$/ });
  await h.say('yes');
  h.fault(null);
  await h.dump();
});

test('change running timer to two hours, update 503', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('10:00');
  h.fault({ errorRate: 1, method: 'PUT' });
  await h.say('ask time tracker to change that to two hours');
  h.fault(null);
  await h.dump();
});
