// The same time said twice (the reply missed, or said again in a new session) is asked about before it is
// booked again: "You already have 8 hours on Greenleaf Yoga Studio for yesterday, from 9 AM to 5 PM. Should I
// log another 8 hours anyway?". Yes books it, no books nothing. Other work of the same day is booked at once.
import { activities, startTimerOnWeb } from '../support/conversation';
import { loggingConversation } from './logging-conversation';

// Monday 23 November 2026, 10:00 am in Seattle; "yesterday" is Sunday the 22nd.
const { session, made } = loggingConversation('2026-11-23T18:00:00.000Z');
const c = { say: (text: string) => session.c.say(text) };
// Every request comes a little after the one before, as a person's words do.
const say = (text: string) => {
  session.clock.advance(20_000);
  return c.say(text);
};

// Each test logs on an empty record, without the demo's week of entries.
beforeEach(async () => {
  for (const entry of await activities(session.c)) await session.c.api.delete(`/api/v2/activities/${entry.id}`);
});

const NINE_TO_FIVE = 'ask time tracker to log from nine to five yesterday on greenleaf';
const NINE_TO_FIVE_LOGGED = 'Logged 8 hours to Greenleaf Yoga Studio for yesterday, from 9 AM to 5 PM.';
const NINE_TO_FIVE_AGAIN = 'You already have 8 hours on Greenleaf Yoga Studio for yesterday, from 9 AM to 5 PM. Should I log another 8 hours anyway?';
const greenleafEntries = async () => (await made()).filter((a) => a.project.name === 'Greenleaf Yoga Studio');

describe('the same log said again', () => {
  test('in a new session (one-shot) is asked about, the session kept open for the answer; a no books nothing, and one entry stays', async () => {
    expect((await say(NINE_TO_FIVE)).speech).toBe(NINE_TO_FIVE_LOGGED);
    const again = await say(NINE_TO_FIVE);
    expect(again.speech).toBe(NINE_TO_FIVE_AGAIN);
    expect(again.endsSession).toBe(false);
    expect(await made()).toHaveLength(1);
    const no = await say('no');
    expect(no.speech).toBe("OK, I didn't log anything.");
    expect(no.endsSession).toBe(true);
    expect(await greenleafEntries()).toEqual([expect.objectContaining({ duration: 28800, date: '2026-11-22T09:00:00.000-08:00', source: 'alexa' })]);
  });

  test('in the same session (the reply missed) is asked about; a yes books it a second time', async () => {
    await say('open time tracker');
    expect((await say('log from nine to five yesterday on greenleaf')).speech).toBe(NINE_TO_FIVE_LOGGED);
    expect((await say('log from nine to five yesterday on greenleaf')).speech).toBe(NINE_TO_FIVE_AGAIN);
    expect(await made()).toHaveLength(1);
    expect((await say('yes')).speech).toBe(NINE_TO_FIVE_LOGGED);
    const entries = await greenleafEntries();
    expect(entries).toHaveLength(2);
    expect(entries.map((a) => [a.duration, a.date])).toEqual([
      [28800, '2026-11-22T09:00:00.000-08:00'],
      [28800, '2026-11-22T09:00:00.000-08:00'],
    ]);
  });

  test('by its length alone is asked about too, for today as for yesterday; a length beside a different one is booked at once', async () => {
    expect((await say('ask time tracker to log two hours on internal admin yesterday')).speech).toBe('Logged 2 hours to Internal Admin for yesterday.');
    expect((await say('ask time tracker to log two hours on internal admin yesterday')).speech).toBe(
      'You already have 2 hours on Internal Admin for yesterday. Should I log another 2 hours anyway?',
    );
    expect((await say('no')).speech).toBe("OK, I didn't log anything.");
    expect((await say('ask time tracker to log an hour on internal admin yesterday')).speech).toBe('Logged 1 hour to Internal Admin for yesterday.');
    expect((await say('ask time tracker to log half an hour on internal admin')).speech).toBe('Logged 30 minutes to Internal Admin for today.');
    expect((await say('ask time tracker to log half an hour on internal admin')).speech).toBe(
      'You already have 30 minutes on Internal Admin for today. Should I log another 30 minutes anyway?',
    );
    expect((await say('yes')).speech).toBe('Logged 30 minutes to Internal Admin for today.');
    expect((await made()).map((a) => [a.duration, a.date.slice(0, 10)]).sort()).toEqual([
      [1800, '2026-11-23'],
      [1800, '2026-11-23'],
      [3600, '2026-11-22'],
      [7200, '2026-11-22'],
    ]);
  });

  test('as a length, beside times of that length (or as times, beside that length), is asked about', async () => {
    expect((await say(NINE_TO_FIVE)).speech).toBe(NINE_TO_FIVE_LOGGED);
    expect((await say('ask time tracker to log eight hours on greenleaf yesterday')).speech).toBe(
      'You already have 8 hours on Greenleaf Yoga Studio for yesterday. Should I log another 8 hours anyway?',
    );
    expect((await say('no')).speech).toBe("OK, I didn't log anything.");
    expect((await say('ask time tracker to log two hours on internal admin yesterday')).speech).toBe('Logged 2 hours to Internal Admin for yesterday.');
    expect((await say('ask time tracker to log from one to three yesterday on internal admin')).speech).toBe(
      'You already have 2 hours on Internal Admin for yesterday. Should I log another 2 hours anyway?',
    );
    expect((await say('no')).speech).toBe("OK, I didn't log anything.");
    expect(await made()).toHaveLength(2);
  });
});

describe('other work of the same day', () => {
  test('another stretch of the day, even one that starts as the first ends, is booked at once', async () => {
    expect((await say('ask time tracker to log from nine to eleven yesterday on greenleaf')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday, from 9 AM to 11 AM.');
    expect((await say('ask time tracker to log from eleven to one yesterday on greenleaf')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday, from 11 AM to 1 PM.');
    expect((await say('ask time tracker to log from two to four yesterday on greenleaf')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday, from 2 PM to 4 PM.');
    expect(await greenleafEntries()).toHaveLength(3);
  });

  test('the same times on another project are asked about (the same hours counted twice), "keep both" books them; on another day, at once', async () => {
    expect((await say(NINE_TO_FIVE)).speech).toBe(NINE_TO_FIVE_LOGGED);
    expect((await say('ask time tracker to log from nine to five yesterday on internal admin')).speech).toBe(
      'Your Greenleaf Yoga Studio entry ran from 9 AM yesterday to 5 PM yesterday, over 8 hours of that time. Should I log 8 hours on Internal Admin, from 9 AM to 5 PM, and take the 8 hours off that entry?',
    );
    expect((await say('keep both')).speech).toBe('Logged 8 hours to Internal Admin for yesterday, from 9 AM to 5 PM.');
    expect((await say('ask time tracker to log from nine to five on greenleaf on friday')).speech).toBe(
      'Logged 8 hours to Greenleaf Yoga Studio for last Friday, November 20th, from 9 AM to 5 PM.',
    );
    expect(await made()).toHaveLength(3);
  });

  test('times inside an entry\'s are asked about; a yes books them', async () => {
    expect((await say(NINE_TO_FIVE)).speech).toBe(NINE_TO_FIVE_LOGGED);
    const overlapping = await say('ask time tracker to log from ten to eleven yesterday on greenleaf');
    expect(overlapping.speech).toBe(
      'You already have 8 hours on Greenleaf Yoga Studio for yesterday, from 9 AM to 5 PM. Should I still log 1 hour, from 10 AM to 11 AM?',
    );
    expect(overlapping.endsSession).toBe(false);
    expect((await say('yes')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for yesterday, from 10 AM to 11 AM.');
    expect((await greenleafEntries()).map((a) => a.duration).sort()).toEqual([28800, 3600]);
  });

  test('"another hour on that", the entry just logged, is more time meant, and booked at once', async () => {
    await say('open time tracker');
    expect((await say('log an hour on greenleaf yesterday')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for yesterday.');
    expect((await say('log another two hours on that for yesterday')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday.');
    expect(await greenleafEntries()).toHaveLength(2);
  });

  test('"put two hours on that", said again just after those two hours were logged, is asked about (both were booked): no books nothing, yes books it; later on it is booked at once', async () => {
    await say('open time tracker');
    await say('log two hours on greenleaf yesterday');
    const again = await say('put two hours on that for yesterday');
    expect(again.speech).toBe('I just logged 2 hours on Greenleaf Yoga Studio for yesterday. Should I log another 2 hours?');
    expect((await say('no')).speech).toBe("OK, I didn't log anything.");
    expect(await greenleafEntries()).toHaveLength(1);
    // Said again, the yes books it (Alexa sends no "another": "another two hours on that" is asked the same way).
    await say('put two hours on that for yesterday');
    expect((await say('yes')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday.');
    expect(await greenleafEntries()).toHaveLength(2);
    session.clock.advance(5 * 60_000);
    expect((await say('put two hours on that for yesterday')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday.');
    expect(await greenleafEntries()).toHaveLength(3);
  });
});

test('two projects said at once: a no to the one said again leaves it out, and the other is still logged', async () => {
  expect((await say('ask time tracker to log two hours on internal admin yesterday')).speech).toBe('Logged 2 hours to Internal Admin for yesterday.');
  expect((await say('ask time tracker to log two hours on internal admin and an hour on greenleaf yoga studio yesterday')).speech).toBe(
    'You already have 2 hours on Internal Admin for yesterday. Should I log another 2 hours anyway?',
  );
  expect((await say('no')).speech).toBe("OK, I didn't log the 2 hours on Internal Admin again. Logged 1 hour to Greenleaf Yoga Studio for yesterday.");
  expect((await made()).map((a) => [a.project.name, a.duration]).sort()).toEqual([
    ['Greenleaf Yoga Studio', 3600],
    ['Internal Admin', 7200],
  ]);
});

test("Alexa's retry of one request (its answer lost) is no repeat: answered as the first was, and booked once", async () => {
  const first = await say(NINE_TO_FIVE);
  expect(first.speech).toBe(NINE_TO_FIVE_LOGGED);
  session.clock.advance(4_000);
  expect((await session.c.alexa.replay(first)).speech).toBe(NINE_TO_FIVE_LOGGED);
  expect(await greenleafEntries()).toHaveLength(1);
});

describe('timers', () => {
  afterEach(() => session.clock.set('2026-11-23T18:00:00.000Z'));

  test('a timer run past midnight is compared with time logged after midnight (it was booked at once, the hour counted twice)', async () => {
    session.clock.set('2026-11-23T07:00:00.000Z'); // Sunday 11 pm
    await say('ask time tracker to start a timer for greenleaf yoga');
    session.clock.set('2026-11-23T09:00:00.000Z'); // Monday 1 am
    await say('ask time tracker to stop my timer');
    session.clock.set('2026-11-23T18:00:00.000Z'); // 10 am
    expect((await say('ask time tracker to log from twelve to one am on greenleaf today')).speech).toBe('Did you mean from 12 AM to 1 AM?');
    const asked = await say('yes');
    expect(asked.speech).toMatch(/^You already have 2 hours on Greenleaf Yoga Studio for today, from 11 PM to 1 AM\. Should I still log 1 hour, from 12 AM to 1 AM\?$/);
    await say('no');
    expect(await greenleafEntries()).toHaveLength(1);
  });

  test('a running timer is compared by its times: a log over them asks, and so does one by length alone that it has counted (it was booked at once)', async () => {
    session.clock.set('2026-11-23T17:00:00.000Z'); // 9 am
    await say('ask time tracker to start a timer for greenleaf yoga');
    session.clock.set('2026-11-23T19:00:00.000Z'); // 11 am
    expect((await say('ask time tracker to log from nine to ten on greenleaf today')).speech).toMatch(/^You already have 2 hours on Greenleaf Yoga Studio for today, from 9 AM to 11 AM\. Should I still log 1 hour, from 9 AM to 10 AM\?$/);
    await say('no');
    expect((await say('ask time tracker to log an hour on greenleaf today')).speech).toMatch(/^Your timer for Greenleaf Yoga Studio has been running since 9 AM, for 2 hours\. Should I still log 1 hour on Greenleaf Yoga Studio beside it\?$/);
    await say('no');
    await say('ask time tracker to stop my timer');
  });
});

describe('a correction said to "Should I log another ... anyway?"', () => {
  test.each(['no, make it three hours', 'no, it was three hours'])('"%s" may be the day\'s whole time or more of it: asked, "That would be 3 hours more", and a no logs nothing (it logged 3 more at once)', async (said) => {
    await say('ask time tracker to log two hours on greenleaf yesterday');
    await say('open time tracker');
    await say('log two hours on greenleaf yesterday');
    expect((await say(said)).speech).toBe(
      'That would be 3 hours more on Greenleaf Yoga Studio for yesterday, beside the 2 hours already there: 5 hours in all. Should I log it? To change the entry there instead, say, change my Greenleaf Yoga Studio entry to 3 hours.',
    );
    await say('no');
    expect((await greenleafEntries()).map((a) => a.duration)).toEqual([7200]);
  });

  test.each([['no, today', 2 * 3600, '2026-11-23']])('"%s" logs the time corrected (it was "I do not see a recent entry to change", and nothing was logged)', async (said, seconds, day) => {
    await say('ask time tracker to log two hours on greenleaf yesterday');
    await say('open time tracker');
    expect((await say('log two hours on greenleaf yesterday')).speech).toMatch(/^You already have 2 hours on Greenleaf Yoga Studio for yesterday\. Should I log another 2 hours anyway\?$/);
    expect((await say(said)).speech).toMatch(/^Logged /);
    expect((await greenleafEntries()).map((a) => [a.duration, a.date.slice(0, 10)]).sort()).toEqual([[7200, '2026-11-22'], [seconds, day]].sort());
  });
});

describe('time said by its clock times over another project\'s timer running then', () => {
  afterEach(() => session.clock.set('2026-11-23T18:00:00.000Z'));

  // To five minutes: the clock moves on by seconds with every request Alexa sends.
  const running = async () => (await activities(session.c, '&filter=status:pending')).map((a) => [a.project.name, Math.round(a.duration / 300) * 300]);
  const internal = async () => (await made()).filter((a) => a.project.name === 'Internal Admin').map((a) => a.duration);

  test('is asked about (it was booked at once, the hour counted twice); no books nothing, yes books it and takes the hour off the timer (a yes counted it on both)', async () => {
    session.clock.set('2026-11-23T17:00:00.000Z'); // 9 am
    await say('ask time tracker to start a timer for greenleaf yoga');
    session.clock.set('2026-11-23T19:30:00.000Z'); // 11:30 am
    const asked = await say('ask time tracker to log from ten to eleven on internal admin today');
    expect(asked.speech).toBe(
      'Your timer for Greenleaf Yoga Studio has been running since 9 AM, over 1 hour of that time. Should I log 1 hour on Internal Admin, from 10 AM to 11 AM, and take the 1 hour off the timer?',
    );
    expect(asked.reprompt).toMatch(/Or say, keep both\.$/);
    expect((await say('no')).speech).toBe("OK, I didn't log anything.");
    expect(await internal()).toEqual([]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 9000]]);
    await say('ask time tracker to log from ten to eleven on internal admin today');
    expect((await say('yes')).speech).toBe('Logged 1 hour to Internal Admin for today, from 10 AM to 11 AM. I took that time off your timer for Greenleaf Yoga Studio, which is still counting.');
    expect(await internal()).toEqual([3600]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 5400]]);
    // Undo gives the timer its hour back with the log.
    expect((await say('undo')).speech).toMatch(/^Undone: I removed the 1 hour logged to Internal Admin\. Your timer for Greenleaf Yoga Studio has that time back\./);
    expect(await internal()).toEqual([]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 9000]]);
    await say('ask time tracker to stop my timer');
  });

  test('only the minutes the timer counted come off ("eleven to one", the timer from noon: the hour after noon); "keep both" keeps both', async () => {
    session.clock.set('2026-11-23T20:00:00.000Z'); // noon
    await say('ask time tracker to start a timer for greenleaf yoga');
    session.clock.set('2026-11-23T21:30:00.000Z'); // 1:30 pm
    await say('open time tracker');
    expect((await say('log eleven to one on internal admin')).speech).toMatch(/^Your timer for Greenleaf Yoga Studio has been running since 12 PM, over 1 hour of that time\. Should I log 2 hours on Internal Admin, from 11 AM to 1 PM/);
    expect((await say('take it off the timer')).speech).toMatch(/I took the 1 hour it overlapped off your timer for Greenleaf Yoga Studio/);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 1800]]);
    // The times corrected: the timer matches the minutes it counted then (the half hour after noon).
    expect((await say('no, it was eleven to twelve thirty')).speech).toBe(
      'Changed your Internal Admin entry to 1 hour and 30 minutes, today, from 11 AM to 12:30 PM. Your timer for Greenleaf Yoga Studio changed to match.',
    );
    expect(await internal()).toEqual([5400]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3600]]);
    await say('undo');
    expect(await internal()).toEqual([]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 5400]]);
    await say('open time tracker');
    await say('log eleven to one on internal admin');
    expect((await say('keep both')).speech).toBe('Logged 2 hours to Internal Admin for today, from 11 AM to 1 PM.');
    expect(await internal()).toEqual([7200]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 5400]]);
    await say('ask time tracker to stop my timer');
  });

  test('and over one stopped since: asked too (it was booked at once, the minutes counted twice); yes takes the overlap off that entry', async () => {
    session.clock.set('2026-11-23T16:00:00.000Z'); // 8 am
    await say('ask time tracker to start a timer for greenleaf yoga');
    session.clock.set('2026-11-23T18:45:00.000Z'); // 10:45 am
    await say('ask time tracker to stop my timer');
    const asked = await say('ask time tracker to log greenfield from nine to ten thirty');
    expect(asked.speech).toBe(
      'Your Greenleaf Yoga Studio entry ran from 8 AM to 10:45 AM, over 1 hour and 30 minutes of that time. Should I log 1 hour and 30 minutes on Greenfield Farms Logo, from 9 AM to 10:30 AM, and take the 1 hour and 30 minutes off that entry?',
    );
    expect((await say('no')).speech).toBe("OK, I didn't log anything.");
    expect((await made()).filter((a) => a.project.name === 'Greenfield Farms Logo')).toEqual([]);
    await say('ask time tracker to log greenfield from nine to ten thirty');
    // All of the time logged came off: "that time". Inside the entry, its part after it is an entry of its own.
    expect((await say('yes')).speech).toMatch(/I took that time off your Greenleaf Yoga Studio entry\. Your Greenleaf Yoga Studio time after it, from 10:30 AM, is now an entry of its own\.$/);
    // (In minutes: the timer started 20 seconds after eight, as said.)
    const greenleaf = (await made()).filter((a) => a.project.name === 'Greenleaf Yoga Studio').map((a) => [a.date.slice(11, 16), Math.round(a.duration / 60)]);
    expect(greenleaf.slice(0, 2)).toEqual([
      ['10:30', 15],
      ['08:00', 60],
    ]);
    // Times before it are booked at once.
    expect((await say('ask time tracker to log greenfield from seven to seven thirty')).speech).toMatch(/^Logged 30 minutes to Greenfield Farms Logo/);
  });
});

describe('time said by its length beside another project\'s timer running as long today', () => {
  afterEach(() => session.clock.set('2026-11-23T18:00:00.000Z'));
  const running = async () => (await activities(session.c, '&filter=status:pending')).map((a) => [a.project.name, a.duration]);
  const greenfield = async () => (await made()).filter((a) => a.project.name === 'Greenfield Farms Logo').map((a) => a.duration);
  /** Greenleaf's timer started at 9 am (9:00:20, said 20 seconds on), and the clock at 11 am; `open`: in a session since. */
  async function greenleafSinceNine(options: { open?: boolean } = {}) {
    session.clock.set('2026-11-23T17:00:00.000Z');
    await say('ask time tracker to start a timer for greenleaf yoga');
    session.clock.set('2026-11-23T19:00:00.000Z');
    if (options.open) await c.say('open time tracker');
  }

  test('asks whether the timer counted it (both were booked, the 45 minutes counted twice): yes takes it off the timer, which runs on, and undo gives it back', async () => {
    await greenleafSinceNine();
    expect((await c.say('open time tracker')).endsSession).toBe(false);
    const asked = await say('log 45 minutes to greenfield');
    expect(asked.speech).toBe('Your timer for Greenleaf Yoga Studio has been running since 9 AM. Was that time on Greenfield Farms Logo part of it?');
    expect(await greenfield()).toEqual([]);
    const yes = await say('yes');
    expect(yes.speech).toBe('Logged 45 minutes to Greenfield Farms Logo for today. I took that time off your timer for Greenleaf Yoga Studio, which is still counting.');
    expect(await greenfield()).toEqual([2700]);
    // Started at 9:00:20, two hours and 20 seconds by the yes, less the 45 minutes: one timer, still running.
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 20 - 2700]]);
    expect((await say('undo')).speech).toBe('Undone: I removed the 45 minutes logged to Greenfield Farms Logo. Your timer for Greenleaf Yoga Studio has that time back.');
    expect(await greenfield()).toEqual([]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 40]]);
    await say('stop my timer');
  });

  test('no logs it beside the timer, which keeps its time', async () => {
    await greenleafSinceNine();
    await say('ask time tracker to log 45 minutes to greenfield');
    expect((await say('no')).speech).toBe('Logged 45 minutes to Greenfield Farms Logo for today.');
    expect(await greenfield()).toEqual([2700]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 20]]);
    await say('ask time tracker to stop my timer');
  });

  test('is not asked when the timer has counted less than that today: the time is logged at once', async () => {
    session.clock.set('2026-11-23T18:40:00.000Z'); // 10:40 am
    await say('ask time tracker to start a timer for greenleaf yoga');
    session.clock.set('2026-11-23T19:00:00.000Z');
    expect((await say('ask time tracker to log 45 minutes to greenfield')).speech).toBe('Logged 45 minutes to Greenfield Farms Logo for today.');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 20 * 60]]);
    await say('ask time tracker to stop my timer');
  });

  test('nor for another day: yesterday\'s time is no part of a timer running today', async () => {
    await greenleafSinceNine();
    expect((await say('ask time tracker to log 45 minutes to greenfield yesterday')).speech).toBe('Logged 45 minutes to Greenfield Farms Logo for yesterday.');
    await say('ask time tracker to stop my timer');
  });

  test('as long as the timer has counted: yes takes all of it off the timer, which counts on from none', async () => {
    await greenleafSinceNine({ open: true });
    expect((await say('log two hours to greenfield')).speech).toMatch(/^Your timer for Greenleaf Yoga Studio has been running since 9 AM\./);
    expect((await say('yes')).speech).toBe('Logged 2 hours to Greenfield Farms Logo for today. I took that time off your timer for Greenleaf Yoga Studio, which is still counting.');
    expect(await greenfield()).toEqual([7200]);
    // Started at 9:00:20, two hours and 20 seconds by the yes: 20 seconds left.
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 20]]);
    await say('stop my timer');
  });

  test('another length said in answer ("no, an hour") asks the question again for that length; nothing is logged before it is answered', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    expect((await say('no, an hour')).speech).toBe('Your timer for Greenleaf Yoga Studio has been running since 9 AM. Was that time on Greenfield Farms Logo part of it?');
    expect(await greenfield()).toEqual([]);
    expect((await say('no')).speech).toBe('Logged 1 hour to Greenfield Farms Logo for today.');
    expect(await greenfield()).toEqual([3600]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 40]]);
    await say('stop my timer');
  });

  test('the project\'s own timer running as long: asked before the time is logged beside it (it was booked at once)', async () => {
    await greenleafSinceNine();
    const asked = await say('ask time tracker to log 45 minutes to greenleaf yoga');
    expect(asked.speech).toBe('Your timer for Greenleaf Yoga Studio has been running since 9 AM, for 2 hours. Should I still log 45 minutes on Greenleaf Yoga Studio beside it?');
    expect((await say('no')).speech).toBe("OK, I didn't log anything.");
    expect((await made()).filter((a) => a.status === 'complete')).toEqual([]);
    await say('ask time tracker to log 45 minutes to greenleaf yoga');
    expect((await say('yes')).speech).toBe('Logged 45 minutes to Greenleaf Yoga Studio for today.');
    await say('ask time tracker to stop my timer');
  });

  test('after a yes, a length said next changes the timer with the log, and deleting the log gives the timer its time back; undo takes it again', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    await say('yes');
    expect((await say('no, an hour')).speech).toBe('Changed your Greenfield Farms Logo entry to 1 hour, and your timer for Greenleaf Yoga Studio to match.');
    expect(await greenfield()).toEqual([3600]);
    // Started at 9:00:20; 2 hours and 40 seconds by now, an hour of it on Greenfield.
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3600 + 40]]);
    await say('delete that');
    expect((await say('yes')).speech).toBe('Deleted your entry of 1 hour on Greenfield Farms Logo. Say, undo that, if you need it back. Your timer for Greenleaf Yoga Studio has that time back.');
    expect(await greenfield()).toEqual([]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 80]]);
    expect((await say('undo')).speech).toBe('Undone: your Greenfield Farms Logo entry is back. I took that time off your timer for Greenleaf Yoga Studio again.');
    expect(await greenfield()).toEqual([3600]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3600 + 100]]);
    await say('stop my timer');
  });

  test('deleted after it was read back ("what\'s my last entry?"), the log still gives the timer its time back', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    await say('yes');
    await say("what's my last entry");
    expect((await say('delete that')).speech).toBe('Delete your entry of 45 minutes on Greenfield Farms Logo for today?');
    expect((await say('yes')).speech).toMatch(/Your timer for Greenleaf Yoga Studio has that time back\.$/);
    expect(await greenfield()).toEqual([]);
    // Started at 9:00:20: two hours and 80 seconds by the delete, all of it Greenleaf's again.
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 80]]);
    await say('stop my timer');
  });

  test('"no wait, it wasn\'t part of the timer" after the yes: the timer has the time back and the log stays (it was not understood); undo then removes the log alone', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    await say('yes');
    expect((await say("no wait it wasn't part of the timer")).speech).toBe(
      'OK, your Greenfield Farms Logo time stays logged, beside the timer. Your timer for Greenleaf Yoga Studio has that time back.',
    );
    expect(await greenfield()).toEqual([2700]);
    // Started at 9:00:20: two hours and 40 seconds by then, all of it Greenleaf's again.
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 40]]);
    expect((await say('undo')).speech).toBe('Undone: I removed the 45 minutes logged to Greenfield Farms Logo.');
    expect(await greenfield()).toEqual([]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 60]]);
    await say('stop my timer');
  });

  test('"it wasn\'t part of the timer" after a break in between: the timer has the log\'s time back, the log stays, and undo still undoes the break', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    await say('yes');
    expect((await say('i took a ten minute break')).speech).toMatch(/^Took 10 minutes off your timer for Greenleaf Yoga Studio\./);
    expect((await say("it wasn't part of the timer")).speech).toBe(
      'OK, your Greenfield Farms Logo time stays logged, beside the timer. Your timer for Greenleaf Yoga Studio has that time back.',
    );
    expect(await greenfield()).toEqual([2700]);
    // Started at 9:00:20: two hours and a minute by then, less the break.
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 60 - 600]]);
    expect((await say("it wasn't part of the timer")).speech).toMatch(/^I haven't taken any time off a timer just now\./);
    expect((await say('undo')).speech).toMatch(/^Undone: /);
    expect(await greenfield()).toEqual([2700]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 100]]);
    await say('stop my timer');
  });

  test('"it wasn\'t part of the timer", said to the question, is a no: the time is logged beside the timer', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    expect((await say("it wasn't part of the timer")).speech).toBe('Logged 45 minutes to Greenfield Farms Logo for today.');
    expect(await greenfield()).toEqual([2700]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 20]]);
    // Nothing was taken off since: said again, nothing changes, and the person hears so.
    expect((await say("it wasn't part of the timer")).speech).toMatch(/^I haven't taken any time off a timer just now\./);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 40]]);
    await say('stop my timer');
  });

  test('moved to another day, the log gives the timer its time back (it stayed short by it); undo takes it off again, and a delete after that gives it back', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    await say('yes');
    expect((await say('move that to yesterday')).speech).toBe('Moved your Greenfield Farms Logo entry to yesterday. Your timer for Greenleaf Yoga Studio has that time back.');
    expect((await made()).filter((a) => a.project.name === 'Greenfield Farms Logo').map((a) => a.date.slice(0, 10))).toEqual(['2026-11-22']);
    // Started at 9:00:20: two hours and 40 seconds by the move, all of it Greenleaf's again.
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 40]]);
    expect((await say('undo')).speech).toBe('Undone: your Greenfield Farms Logo entry is back to 45 minutes for today. I took that time off your timer for Greenleaf Yoga Studio again.');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 60 - 2700]]);
    await say('delete that');
    expect((await say('yes')).speech).toMatch(/Your timer for Greenleaf Yoga Studio has that time back\.$/);
    expect(await greenfield()).toEqual([]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 100]]);
    await say('stop my timer');
  });

  test('moved to another day and back: the timer has the time taken off again (it stayed on both, counted twice)', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    await say('yes');
    await say('move that to yesterday');
    expect((await say('move that to today')).speech).toBe('Undone: your Greenfield Farms Logo entry is back to 45 minutes for today. I took that time off your timer for Greenleaf Yoga Studio again.');
    expect(await greenfield()).toEqual([2700]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 60 - 2700]]);
    await say('stop my timer');
  });

  test('an edit of the log undone: a delete after it still gives the timer its time back (45 minutes were lost)', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    await say('yes');
    await say('take ten minutes off my greenfield entry');
    await say('undo');
    await say('delete that');
    expect((await say('yes')).speech).toMatch(/Your timer for Greenleaf Yoga Studio has that time back\.$/);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 100]]);
    await say('stop my timer');
  });

  test('moved within its own day ("move that to today"), the log stays part of the timer, which keeps it off', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    await say('yes');
    expect((await say('move that to today')).speech).not.toMatch(/has that time back/);
    expect(await greenfield()).toEqual([2700]);
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 2 * 3600 + 40 - 2700]]);
    await say('stop my timer');
  });

  test('just after the skill stopped that timer ("stop my timer and log an hour on greenfield"): asked too (both were booked); yes takes it off the entry, undo gives it back', async () => {
    await greenleafSinceNine({ open: true });
    expect((await say('stop my timer and log an hour on greenfield')).speech).toMatch(/^Stopped your timer for Greenleaf Yoga Studio after 2 hours\. I can do one thing at a time/);
    expect((await say('log an hour on greenfield')).speech).toBe('Your timer for Greenleaf Yoga Studio ran from 9 AM to 11 AM. Was that time on Greenfield Farms Logo part of it?');
    expect((await say('yes')).speech).toBe('Logged 1 hour to Greenfield Farms Logo for today. I took that time off your Greenleaf Yoga Studio entry.');
    const greenleaf = async () => (await made()).filter((a) => a.project.name === 'Greenleaf Yoga Studio').map((a) => a.duration);
    expect([await greenfield(), await greenleaf()]).toEqual([[3600], [7200 - 3600]]);
    expect((await say('undo')).speech).toMatch(/^Undone: I removed the 1 hour logged to Greenfield Farms Logo\./);
    expect([await greenfield(), await greenleaf()]).toEqual([[], [7200]]);
  });

  test('"stop greenleaf and log an hour on greenfield", another timer running on: asked about Greenleaf, just stopped (the hour came off the other)', async () => {
    await greenleafSinceNine({ open: true });
    await startTimerOnWeb(session.c, 'Apollo Mobile App');
    await say('stop greenleaf and log an hour on greenfield');
    expect((await say('log an hour on greenfield')).speech).toBe('Your timer for Greenleaf Yoga Studio ran from 9 AM to 11 AM. Was that time on Greenfield Farms Logo part of it?');
    await say('yes');
    expect((await made()).filter((a) => a.project.name === 'Greenleaf Yoga Studio').map((a) => a.duration)).toEqual([7200 - 3600]);
    expect(await running()).toEqual([['Apollo Mobile App', 60]]);
    await say('stop my timer');
  });

  test('a while after the stop, or longer than the timer ran, time by its length is logged at once', async () => {
    await greenleafSinceNine({ open: true });
    await say('stop my timer');
    expect((await say('log three hours on greenfield')).speech).toBe('Logged 3 hours to Greenfield Farms Logo for today.');
    session.clock.set('2026-11-23T19:15:00.000Z');
    expect((await say('log an hour on greenfield')).speech).toMatch(/^Logged 1 hour to Greenfield Farms Logo/);
  });

  test.each([
    ['a break', 'i took a thirty minute break', 2 * 3600 + 80 - 1800, 'Your timer for Greenleaf Yoga Studio has that time back.'],
    ['a stop', 'stop my timer', 2 * 3600 + 40, 'Your Greenleaf Yoga Studio entry has that time back.'],
  ])('deleted after %s in between, the log still gives the timer its time back (45 minutes were lost)', async (_between, said, seconds, givenBack) => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    await say('yes');
    await say(said);
    expect((await say('delete my greenfield entry')).speech).toBe('Delete your entry of 45 minutes on Greenfield Farms Logo for today?');
    expect((await say('yes')).speech.endsWith(givenBack)).toBe(true);
    expect(await greenfield()).toEqual([]);
    const greenleaf = (await made()).filter((a) => a.project.name === 'Greenleaf Yoga Studio').map((a) => a.duration);
    expect(greenleaf).toEqual([seconds]);
    if (said === 'i took a thirty minute break') await say('stop my timer');
  });

  test('a timer cut on the website below the time before the yes: nothing is logged, and the person hears why', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    const [timer] = await activities(session.c, '&filter=status:pending');
    await session.c.api.post(`/api/v2/activities/${timer.id}/stop`, {});
    await session.c.api.put(`/api/v2/activities/${timer.id}`, { duration: 1800 });
    expect((await say('yes')).speech).toBe("Your timer for Greenleaf Yoga Studio holds only 30 minutes now, less than 45 minutes, so I didn't log anything.");
    expect(await greenfield()).toEqual([]);
  });

  test('a timer stopped on the website before the yes: the time is taken off its entry', async () => {
    await greenleafSinceNine({ open: true });
    await say('log 45 minutes to greenfield');
    const [timer] = await activities(session.c, '&filter=status:pending');
    await session.c.api.post(`/api/v2/activities/${timer.id}/stop`, {});
    expect((await say('yes')).speech).toBe('Logged 45 minutes to Greenfield Farms Logo for today. I took that time off your Greenleaf Yoga Studio entry.');
    // Stopped at 11:00:20, two hours after it started.
    expect((await activities(session.c)).find((a) => a.id === timer.id).duration).toBe(2 * 3600 - 2700);
  });
});

describe('time logged from noon keeps its clock times, and time logged by its length moved to another day gets none', () => {
  beforeEach(() => session.clock.set('2026-11-23T23:00:00.000Z')); // Monday 3 pm
  afterEach(() => session.clock.set('2026-11-23T18:00:00.000Z'));

  test('"log 12 to 1", then "log 12:30 to 2" on the same project is asked about with its times, and on another offered to come off it (both were booked at once: it read as an hour by its length)', async () => {
    expect((await say('ask time tracker to log 12 to 1 on greenleaf')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for today, from 12 PM to 1 PM.');
    expect((await say('ask time tracker to log 12:30 to 2 on greenleaf')).speech).toBe(
      'You already have 1 hour on Greenleaf Yoga Studio for today, from 12 PM to 1 PM. Should I still log 1 hour and 30 minutes, from 12:30 PM to 2 PM?',
    );
    expect((await say('ask time tracker to log 12:30 to 1:30 on internal admin')).speech).toBe(
      'Your Greenleaf Yoga Studio entry ran from 12 PM to 1 PM, over 30 minutes of that time. Should I log 1 hour on Internal Admin, from 12:30 PM to 1:30 PM, and take the 30 minutes off that entry?',
    );
  });

  test('an hour by its length, moved to yesterday, is no time of day there: a log by clock times over it is asked as a repeat, not said to overlap times never said (it "ran from 3 PM yesterday")', async () => {
    await say('ask time tracker to log 2 hours on greenleaf');
    expect((await say('actually it was yesterday')).speech).toBe('Moved your Greenleaf Yoga Studio entry to yesterday.');
    expect((await say('ask time tracker to log 3 to 4 yesterday on internal admin')).speech).toBe('Logged 1 hour to Internal Admin for yesterday, from 3 PM to 4 PM.');
    expect((await say('ask time tracker to log 9 to 11 yesterday on greenleaf')).speech).toBe('You already have 2 hours on Greenleaf Yoga Studio for yesterday. Should I log another 2 hours anyway?');
    expect((await greenleafEntries()).map((a) => [a.date, a.duration])).toEqual([['2026-11-22T12:00:00.000-08:00', 7200]]);
  });
});
