import { convo } from './h';
const h = convo();
jest.setTimeout(120_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('add fifteen minutes, PUT slow, said again', async () => {
  await h.say('ask time tracker to log an hour on internal admin for yesterday');
  h.at('09:02');
  h.fault({ latencyMs: 1200, method: 'PUT' });
  await h.say('ask time tracker to add fifteen minutes to that');
  h.fault(null);
  await sleep(1500);
  h.at('09:03');
  await h.say('ask time tracker to add fifteen minutes to that');
  await h.dump();
});

test('break off running timer, PUT slow, said again', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('11:00');
  h.fault({ latencyMs: 1200, method: 'PUT' });
  await h.say('ask time tracker i took a thirty minute break');
  h.fault(null);
  await sleep(1500);
  h.at('11:01');
  await h.say('ask time tracker i took a thirty minute break');
  await h.dump();
});

test('break replayed by Alexa (same request)', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('11:00');
  const r = await h.say('ask time tracker i took a thirty minute break');
  const again = await h.c.alexa.replay(r);
  console.log('REPLAY:', again.speech);
  await h.dump();
});

test('yes to log-from-timer replayed by Alexa', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('11:00');
  await h.say('ask time tracker to log 45 minutes on internal admin');
  const r = await h.say('yes');
  const again = await h.c.alexa.replay(r);
  console.log('REPLAY:', again.speech);
  await h.dump();
});
