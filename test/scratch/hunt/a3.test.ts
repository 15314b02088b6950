import { convo } from './h';
const h = convo();
jest.setTimeout(120_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('start, create very slow, said again a second later', async () => {
  h.fault({ latencyMs: 4000, method: 'POST', path: /\/activities$/ });
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  await sleep(800);
  h.fault(null);
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  await sleep(4000);
  await h.dump();
});

test('log, create very slow, said again a second later', async () => {
  h.fault({ latencyMs: 4000, method: 'POST', path: /\/activities$/ });
  await h.say('ask time tracker to log an hour on greenleaf yoga studio for yesterday');
  await sleep(800);
  h.fault(null);
  await h.say('ask time tracker to log an hour on greenleaf yoga studio for yesterday');
  await sleep(4000);
  await h.dump();
});

test('log, create very slow, said again in a session', async () => {
  await h.say('open time tracker');
  h.fault({ latencyMs: 4000, method: 'POST', path: /\/activities$/ });
  await h.say('log an hour on greenleaf yoga studio for yesterday');
  await sleep(800);
  h.fault(null);
  await h.say('log an hour on greenleaf yoga studio for yesterday');
  await sleep(4000);
  await h.dump();
});
