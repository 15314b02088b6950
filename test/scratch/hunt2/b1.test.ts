import { session } from './h';
const h = session();
jest.setTimeout(120_000);
test('log today at 00:20', async () => {
  await h.start('2026-11-24T08:20:00.000Z'); // 00:20 Tue LA
  await h.say('ask time tracker to log two hours on greenleaf for today');
  await h.dump();
});
test('log no day at 00:20', async () => {
  await h.start('2026-11-24T08:20:00.000Z');
  await h.say('ask time tracker to log two hours on greenleaf');
  await h.say('yesterday');
  await h.dump();
});
test('yesterday at 23:30', async () => {
  await h.start('2026-11-24T07:30:00.000Z');
  await h.say('ask time tracker to log two hours on greenleaf for yesterday');
  await h.dump();
});
test('timer overnight', async () => {
  await h.start('2026-11-24T04:00:00.000Z'); // 20:00 Mon LA
  await h.say('ask time tracker to start a timer for greenleaf');
  h.advance(60 * 12); // 08:00 Tue
  await h.say('ask time tracker to stop my timer');
  await h.dump();
});
test('stop timer, finished at eleven last night', async () => {
  await h.start('2026-11-24T04:00:00.000Z'); // 20:00 Mon LA
  await h.say('ask time tracker to start a timer for greenleaf');
  h.advance(60 * 12); // 08:00 Tue
  await h.say('ask time tracker to stop my timer at eleven last night');
  await h.dump();
});
test('I worked till midnight', async () => {
  await h.start('2026-11-24T08:10:00.000Z'); // 00:10 Tue
  await h.say('ask time tracker to start a timer for greenleaf');
  await h.say('ask time tracker i worked on internal admin from ten pm till midnight');
  await h.say('yes');
  await h.dump();
});
