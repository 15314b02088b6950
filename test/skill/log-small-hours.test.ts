// Just after midnight, a day not said is still today, but the evening meant is most likely the one just
// gone: "nine to eleven" or "tonight" said at 12:07 am are asked about as yesterday's, and booked only after
// a yes. Nothing is logged on the guess.
import { activities } from '../support/conversation';
import { loggingConversation } from './logging-conversation';

// Tuesday 24 November 2026, 12:07 am in Seattle.
const { session, made, latest, asked, sendLogTime } = loggingConversation('2026-11-24T08:07:00.000Z');
const c = { say: (text: string) => session.c.say(text) };
// Each test logs on an empty record: time an earlier test logged on the same project and day would be asked
// about as said again (lambda/conversation/duplicates.ts).
beforeEach(async () => {
  for (const entry of await activities(session.c)) await session.c.api.delete(`/api/v2/activities/${entry.id}`);
});

test('"from nine to eleven", all still to come today, is proposed as last evening\'s, and logged after a yes', async () => {
  await asked('ask time tracker to log from nine to eleven on internal admin', 'Did you mean yesterday, from 9 PM to 11 PM?');
  expect((await c.say('yes')).speech).toBe('Logged 2 hours to Internal Admin for yesterday, from 9 PM to 11 PM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T21:00:00.000-08:00' });
});

test('a no to it logs nothing', async () => {
  await asked('ask time tracker to log from two to four on internal admin', 'Did you mean yesterday, from 2 PM to 4 PM?');
  expect((await c.say('no')).speech).toBe("OK, I didn't log anything.");
  expect(await made()).toEqual([]);
});

test('with today said, times still to come are not logged, and nothing is proposed', async () => {
  const reply = await c.say('ask time tracker to log from nine to eleven on internal admin today');
  expect(reply.speech).toBe("That time hasn't passed yet, so I didn't log it. To track time while you work, say: start a timer for a project.");
  expect(await made()).toEqual([]);
});

test('"an hour tonight" (a date with the night after it, as Alexa may send it) is asked about as yesterday, and logged after a yes', async () => {
  const reply = await sendLogTime({ duration: 'PT1H', project: 'internal admin', date: '2026-11-24TNI' });
  expect(reply.speech).toBe('Did you mean yesterday?');
  expect(await made()).toEqual([]);
  expect((await c.say('yes')).speech).toBe('Logged 1 hour to Internal Admin for yesterday.');
  expect((await latest()).date.slice(0, 10)).toBe('2026-11-23');
});

describe('a length with no day, said at 12:07 am, is asked about: the work may be the day just gone', () => {
  test('"yesterday" books it for yesterday, at its noon', async () => {
    await asked('ask time tracker to log two hours on internal admin', "It's after midnight. Should I log it for yesterday, or for today?");
    expect((await c.say('yesterday')).speech).toBe('Logged 2 hours to Internal Admin for yesterday.');
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T12:00:00.000-08:00' });
  });

  test('"today" books it for today, now', async () => {
    await asked('ask time tracker to log two hours on internal admin', "It's after midnight. Should I log it for yesterday, or for today?");
    expect((await c.say('today')).speech).toBe('Logged 2 hours to Internal Admin for today.');
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-24T00:07:00.000-08:00' });
  });

  test('a yes says neither day: which one is asked, and nothing is logged on it', async () => {
    await asked('ask time tracker to log an hour on internal admin', "It's after midnight. Should I log it for yesterday, or for today?");
    await asked('yes', 'Which day should I log it for: yesterday, or today?');
    expect((await c.say('yesterday')).speech).toBe('Logged 1 hour to Internal Admin for yesterday.');
    expect((await latest()).date.slice(0, 10)).toBe('2026-11-23');
  });

  test('"another hour on that", after an entry made before midnight, is asked about as that entry\'s day', async () => {
    expect((await c.say('ask time tracker to log two hours on internal admin yesterday')).speech).toBe('Logged 2 hours to Internal Admin for yesterday.');
    expect((await c.say('ask time tracker to log another hour on that')).speech).toBe('For yesterday, like that entry, or for today?');
    expect((await c.say('yesterday')).speech).toBe('Logged 1 hour to Internal Admin for yesterday.');
    expect((await made()).map((a) => [a.duration, a.date.slice(0, 10)]).sort()).toEqual([
      [3600, '2026-11-23'],
      [7200, '2026-11-23'],
    ]);
  });

  test('a no asks which day; nothing is logged before a day is said', async () => {
    await asked('ask time tracker to log an hour on internal admin', "It's after midnight. Should I log it for yesterday, or for today?");
    expect((await c.say('no')).speech).toBe('Which day was it, for example, yesterday, or last Friday?');
    expect(await made()).toEqual([]);
  });

  test('with the day said, nothing is asked', async () => {
    expect((await c.say('ask time tracker to log two hours on internal admin yesterday')).speech).toBe('Logged 2 hours to Internal Admin for yesterday.');
    expect((await c.say('ask time tracker to log five minutes on greenleaf today')).speech).toBe('Logged 5 minutes to Greenleaf Yoga Studio for today.');
  });

  test('"today", with more hours than today has held yet, is asked about (they were booked from 12:07 am on, ahead of now); "today" again books them so', async () => {
    await asked('ask time tracker to log two hours on internal admin today', "It's after midnight. Should I log it for yesterday, or for today?");
    expect(await made()).toEqual([]);
    expect((await c.say('today')).speech).toBe('Logged 2 hours to Internal Admin for today.');
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-24T00:07:00.000-08:00' });
  });

  test('"yesterday" in answer books them there', async () => {
    await asked('ask time tracker to log two hours on internal admin for today', "It's after midnight. Should I log it for yesterday, or for today?");
    expect((await c.say('yesterday')).speech).toBe('Logged 2 hours to Internal Admin for yesterday.');
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T12:00:00.000-08:00' });
  });
});
