// "Wednesday last week", said on a Friday: that weekday of the week before, not the Wednesday just past (two
// days back), in a log, a total and an edit (it was "Sorry, I didn't get all of that").
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { mine } = talk;
// Friday 27 November 2026, 9 am in Los Angeles.
beforeEach(() => talk.startAt('2026-11-27T17:00:00.000Z'));

test('a log for "Wednesday last week" is booked on November 18th, and a total for it reads that day', async () => {
  expect((await talk.c.say('ask time tracker to log two hours on greenleaf yoga wednesday last week')).speech).toBe(
    'Logged 2 hours to Greenleaf Yoga Studio for Wednesday, November 18th.',
  );
  expect((await mine()).map((a) => a.date.slice(0, 10))).toEqual(['2026-11-18']);
  expect((await talk.c.say('ask time tracker how much did i log wednesday last week')).speech).toMatch(/ Wednesday, November 18th\.$/);
});

test('"last Wednesday" is still the one just past', async () => {
  await talk.c.say('ask time tracker to log two hours on greenleaf yoga last wednesday');
  expect((await mine()).map((a) => a.date.slice(0, 10))).toEqual(['2026-11-25']);
});

test('"make that thursday of last week" moves the entry just logged there', async () => {
  await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
  expect((await talk.c.say('ask time tracker to make that thursday of last week')).speech).toMatch(/^Moved your Greenleaf Yoga Studio entry to .*November 19th\.$/);
  expect((await mine()).map((a) => a.date.slice(0, 10))).toEqual(['2026-11-19']);
});

test('"Sunday last week", a week begun on a Sunday or a Monday, is asked about with both Sundays, and nothing is booked before the answer', async () => {
  const reply = await talk.c.say('ask time tracker to log two hours on greenleaf yoga sunday last week');
  expect(reply.speech).toBe('Which day should I log it for: Sunday, November 15th, or last Sunday, November 22nd?');
  expect(await mine()).toEqual([]);
});

test.each([
  ['the first one', '2026-11-15'],
  ['the second one', '2026-11-22'],
  ['sunday the fifteenth', '2026-11-15'],
])('"%s", to which of the two Sundays, is booked on that one (a bare "sunday" to "Which day was that?" was booked on the last)', async (answer, date) => {
  await talk.c.say('open time tracker');
  await talk.c.say('log two hours on greenleaf yoga sunday last week');
  expect((await talk.c.say(answer)).speech).toMatch(/^Logged 2 hours to Greenleaf Yoga Studio for /);
  expect((await mine()).map((a) => a.date.slice(0, 10))).toEqual([date]);
});

test('a bare "sunday", to which of the two Sundays, is asked again, nothing booked (it was booked on the later one)', async () => {
  await talk.c.say('open time tracker');
  const question = await talk.c.say('log two hours on greenleaf yoga sunday last week');
  expect((await talk.c.say('sunday')).speech).toBe(`Sorry, I didn't get that. ${question.speech}`);
  expect(await mine()).toEqual([]);
});

test('said on a Monday, the Sunday before is offered, or yesterday', async () => {
  await talk.startAt('2026-11-23T17:00:00.000Z');
  expect((await talk.c.say('ask time tracker to log two hours on greenleaf yoga sunday last week')).speech).toBe('Did you mean Sunday, November 15th, or yesterday?');
});

test('said on a Sunday, "Wednesday last week" (three or eleven days back, as weeks begin) is asked about: nothing is booked on a guess, and the day said then is booked', async () => {
  await talk.startAt('2026-11-29T22:00:00.000Z'); // Sunday, 2 pm
  const reply = await talk.c.say('ask time tracker to log two hours on greenleaf yoga wednesday last week');
  expect(reply.speech).toMatch(/\?$/);
  expect(await mine()).toEqual([]);
  expect((await talk.c.say('november twenty fifth')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for last Wednesday, November 25th.');
  expect((await mine()).map((a) => a.date.slice(0, 10))).toEqual(['2026-11-25']);
});
