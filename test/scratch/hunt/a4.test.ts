import { convo } from './h';
import { startTimerOnWeb } from '../../support/conversation';
const h = convo();
jest.setTimeout(120_000);

test('stop all, second stop 503, then undo (session)', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('09:30');
  const web = await startTimerOnWeb(h.c, 'Apollo Mobile App');
  h.at('09:40');
  await h.say('open time tracker');
  h.fault({ errorRate: 1, path: new RegExp(`${web.id}/stop$`) });
  await h.say('stop all my timers');
  h.fault(null);
  await h.say('undo that');
  await h.dump();
});

test('take break both, second timer stop 503', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('09:30');
  const web = await startTimerOnWeb(h.c, 'Apollo Mobile App');
  h.at('11:00');
  await h.say('open time tracker');
  await h.say('i took a thirty minute break');
  h.fault({ errorRate: 1, path: new RegExp(`${web.id}/stop$`) });
  await h.say('both');
  h.fault(null);
  await h.dump();
});

test('take break both, first resume refused twice', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('09:30');
  await startTimerOnWeb(h.c, 'Apollo Mobile App');
  h.at('11:00');
  await h.say('open time tracker');
  await h.say('i took a thirty minute break');
  h.fault({ errorRate: 1, path: /resume$/ });
  await h.say('both');
  h.fault(null);
  await h.dump();
});

test('undo of a switch, delete of the new one refused', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('10:00');
  await h.say('ask time tracker to switch to internal admin');
  h.at('10:05');
  h.fault({ errorRate: 1, method: 'DELETE' });
  await h.say('ask time tracker to undo that');
  h.fault(null);
  await h.dump();
});

test('break off a running timer, the stop slow past the timeout', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('11:00');
  h.fault({ latencyMs: 900, path: /stop$/ });
  await h.say('ask time tracker i took a thirty minute break');
  h.fault(null);
  await h.dump();
  await h.say('ask time tracker what am i working on');
});
