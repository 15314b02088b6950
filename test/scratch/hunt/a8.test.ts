import { convo } from './h';
const h = convo();
jest.setTimeout(120_000);
async function replay(r: any) {
  const again = await h.c.alexa.replay(r);
  console.log('REPLAY:', again.speech);
}

test('stop replayed', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('10:00');
  await replay(await h.say('ask time tracker to stop my timer'));
  await h.dump();
});

test('log replayed', async () => {
  await replay(await h.say('ask time tracker to log an hour on internal admin for yesterday'));
  await h.dump();
});

test('take fifteen minutes off my last entry replayed', async () => {
  await h.say('ask time tracker to log an hour on internal admin for yesterday');
  h.at('09:02');
  await replay(await h.say('ask time tracker to take fifteen minutes off that'));
  await h.dump();
});
