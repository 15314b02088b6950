// A start corrected again, and a start or a stop corrected by a length back ("no, forty minutes ago"): "I started at
// nine thirty", then "no, nine fifteen", was not understood, nor "actually I started twenty minutes ago".
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { mine, running } = talk;
const timer = async () => (await running()).map((a) => [a.project.name, a.date]);

beforeEach(() => talk.at('10:00'));

test.each([
  ['no nine fifteen', 'Your timer for Greenleaf Yoga Studio now counts from 9:15 AM: 45 minutes so far.', '2026-11-23T09:15:00.000-08:00'],
  ['no forty minutes ago', 'Your timer for Greenleaf Yoga Studio now counts from 9:20 AM: 40 minutes so far.', '2026-11-23T09:20:00.000-08:00'],
  ['no i started at nine', 'Your timer for Greenleaf Yoga Studio now counts from 9 AM: 1 hour so far.', '2026-11-23T09:00:00.000-08:00'],
])('after "I started at nine thirty", "%s" moves the start again', async (words, said, from) => {
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  await talk.c.say('ask time tracker i started at nine thirty');
  expect((await talk.c.say(`ask time tracker ${words}`)).speech).toBe(said);
  expect(await timer()).toEqual([['Greenleaf Yoga Studio', from]]);
});

test('a start corrected to a time to come keeps the start it had', async () => {
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  await talk.c.say('ask time tracker i started at nine thirty');
  await talk.c.say('ask time tracker no ten thirty');
  expect(await timer()).toEqual([['Greenleaf Yoga Studio', '2026-11-23T09:30:00.000-08:00']]);
});

test('"actually I started twenty minutes ago", and "no, an hour ago" just after a start, move the timer\'s start', async () => {
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  expect((await talk.c.say('ask time tracker actually i started twenty minutes ago')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 9:40 AM: 20 minutes so far.');
  await talk.c.say('ask time tracker to start a timer for internal admin');
  expect((await talk.c.say('ask time tracker no an hour ago')).speech).toMatch(/^Your timer for Internal Admin now counts from 9 AM: 1 hour so far\./);
  expect((await timer()).find(([project]) => project === 'Internal Admin')).toEqual(['Internal Admin', '2026-11-23T09:00:00.000-08:00']);
});

test('"no, ten minutes ago" just after a stop ends the entry then; after a log it changes nothing (neither its length nor its start)', async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('10:00');
  await talk.c.say('ask time tracker to stop my timer');
  expect((await talk.c.say('ask time tracker no ten minutes ago')).speech).toBe(
    'Done: your Greenleaf Yoga Studio entry now ends at 9:50 AM, 50 minutes in all. Say, undo that, if you need it back.',
  );
  expect((await mine()).map((a) => a.duration)).toEqual([50 * 60]);
  await talk.c.say('ask time tracker to log an hour on internal admin');
  await talk.c.say('ask time tracker no forty minutes ago');
  expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([
    ['Internal Admin', 3600],
    ['Greenleaf Yoga Studio', 50 * 60],
  ]);
});

test('"no, forty minutes ago" of a timer run overnight ends it forty minutes ago, this morning (read as a clock time, it ended at 8:20 PM the night before, twelve hours lost)', async () => {
  await talk.startAt('2026-11-23T03:30:00.000Z'); // Sunday, 7:30 pm
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.clock.set('2026-11-23T17:00:00.000Z'); // Monday, 9 am
  await talk.c.say('ask time tracker to stop my timer');
  await talk.c.say('just now');
  expect((await talk.c.say('ask time tracker no forty minutes ago')).speech).toBe(
    'Done: your Greenleaf Yoga Studio entry now ends at 8:20 AM, 12 hours and 50 minutes in all. Say, undo that, if you need it back.',
  );
  expect((await mine()).map((a) => a.duration)).toEqual([(12 * 60 + 50) * 60]);
});

test('after a stop, "no, I started twenty minutes ago" is no end of it: the entry keeps its end', async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('10:00');
  await talk.c.say('ask time tracker to stop my timer');
  await talk.c.say('ask time tracker no i started twenty minutes ago');
  const [entry] = await mine();
  expect(Date.parse(entry.date) + entry.duration * 1000).toBe(Date.parse('2026-11-23T10:00:00.000-08:00'));
});
