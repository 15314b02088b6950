import { convo } from './h';
import { startTimerOnWeb } from '../../support/conversation';
const h = convo();
jest.setTimeout(120_000);

async function logOff() {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('11:00');
  await h.say('ask time tracker to log 45 minutes on internal admin');
  await h.say('yes');
  h.at('11:05');
}
async function replay(r: any) {
  const again = await h.c.alexa.replay(r);
  console.log('REPLAY:', again.speech);
}

test('add fifteen minutes replayed', async () => {
  await h.say('ask time tracker to log an hour on internal admin for yesterday');
  h.at('09:02');
  await replay(await h.say('ask time tracker to add fifteen minutes to that'));
  await h.dump();
});

test('undo of log-taken-off replayed', async () => {
  await logOff();
  await replay(await h.say('ask time tracker to undo that'));
  await h.dump();
});

test('delete yes of log-taken-off replayed', async () => {
  await logOff();
  await h.say('ask time tracker to delete that');
  await replay(await h.say('yes'));
  await h.dump();
});

test('break both replayed', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('09:30');
  await startTimerOnWeb(h.c, 'Apollo Mobile App');
  h.at('11:00');
  await h.say('open time tracker');
  await h.say('i took a thirty minute break');
  await replay(await h.say('both'));
  await h.dump();
});

test('switch replayed', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('10:00');
  await replay(await h.say('ask time tracker to switch to internal admin'));
  await h.dump();
});
