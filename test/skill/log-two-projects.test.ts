// "Log two hours on Apollo and three hours on Nimbus yesterday": the second log follows the first, for the
// day settled for the first, as a log of its own: its own question when its name could be several, its own
// undo (the second's first, then the first's). Nothing is logged for a project the person did not name.
import { activities, startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { mine } = talk;
const booked = async () => (await mine()).map((a) => [a.project.name, a.duration, a.date]).sort();

test('both logged, for the day said, and both named back', async () => {
  const reply = await talk.c.say('ask time tracker to log two hours on apollo mobile and three hours on greenleaf yoga yesterday');
  expect(reply.speech).toBe('Logged 2 hours to Apollo Mobile App for yesterday. Logged 3 hours to Greenleaf Yoga Studio for yesterday.');
  expect(reply.endsSession).toBe(true);
  expect(await booked()).toEqual([
    ['Apollo Mobile App', 7200, '2026-11-22T12:00:00.000-08:00'],
    ['Greenleaf Yoga Studio', 10800, '2026-11-22T12:00:00.000-08:00'],
  ]);
});

test('a second name that could be several is asked about after the first is logged; the answer logs it', async () => {
  const asked = await talk.c.say('ask time tracker to log an hour on greenleaf yoga and two hours on apollo');
  expect(asked.speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for today. Did you mean Apollo Website Redesign, Apollo Brand Guidelines, or Apollo Mobile App?');
  expect(asked.endsSession).toBe(false);
  expect(await booked()).toEqual([['Greenleaf Yoga Studio', 3600, expect.any(String)]]);
  expect((await talk.c.say('the mobile one')).speech).toBe('Logged 2 hours to Apollo Mobile App for today.');
  expect((await booked()).map(([name, seconds]) => [name, seconds])).toEqual([
    ['Apollo Mobile App', 7200],
    ['Greenleaf Yoga Studio', 3600],
  ]);
});

test('a first name that could be several is asked about first; both follow the answer, and undo takes back the second, then the first', async () => {
  await talk.c.say('ask time tracker to log an hour on apollo and two hours on greenleaf yoga');
  expect(await mine()).toEqual([]);
  expect((await talk.c.say('the second one')).speech).toBe('Logged 1 hour to Apollo Brand Guidelines for today. Logged 2 hours to Greenleaf Yoga Studio for today.');
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe(
    'Undone: I removed the 2 hours logged to Greenleaf Yoga Studio. Your Apollo Brand Guidelines entry of 1 hour is still there: say undo again to remove it too.',
  );
  expect((await booked()).map(([name, seconds]) => [name, seconds])).toEqual([['Apollo Brand Guidelines', 3600]]);
  expect((await talk.c.say('ask time tracker to undo')).speech).toBe('Undone: I removed the 1 hour logged to Apollo Brand Guidelines.');
  expect(await mine()).toEqual([]);
  expect((await talk.c.say('ask time tracker to undo')).speech).toMatch(/^I can only undo my last change/);
});

test('logged at once, both are undone one by one in one-shot requests, and the first is "that" once the second is gone', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile and three hours on greenleaf yoga yesterday');
  expect((await talk.c.say('ask time tracker to undo')).speech).toBe(
    'Undone: I removed the 3 hours logged to Greenleaf Yoga Studio. Your Apollo Mobile App entry of 2 hours is still there: say undo again to remove it too.',
  );
  expect((await talk.c.say('ask time tracker to change that to ninety minutes')).speech).toBe('Changed your Apollo Mobile App entry for yesterday to 1 hour and 30 minutes.');
  expect(await booked()).toEqual([['Apollo Mobile App', 5400, '2026-11-22T12:00:00.000-08:00']]);
});

test('one log alone is undone alone: the undo after it finds nothing more', async () => {
  await talk.c.say('ask time tracker to log an hour on internal admin');
  await talk.c.say('ask time tracker to log two hours on greenleaf yoga');
  expect((await talk.c.say('ask time tracker to undo')).speech).toBe('Undone: I removed the 2 hours logged to Greenleaf Yoga Studio.');
  expect((await talk.c.say('ask time tracker to undo')).speech).toMatch(/^I can only undo my last change/);
  expect((await booked()).map(([name, seconds]) => [name, seconds])).toEqual([['Internal Admin', 3600]]);
});

test('a day asked about is asked once, and holds for both', async () => {
  expect((await talk.c.say('ask time tracker to log an hour on greenleaf yoga and an hour on internal admin on december third')).speech).toBe('Did you mean Tuesday, November 3rd?');
  expect((await talk.c.say('yes')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for Tuesday, November 3rd. Logged 1 hour to Internal Admin for Tuesday, November 3rd.');
  expect((await booked()).map(([, , date]) => (date as string).slice(0, 10))).toEqual(['2026-11-03', '2026-11-03']);
});

test('a second name that fits no project keeps its hours until the person names one', async () => {
  const asked = await talk.c.say('ask time tracker to log an hour on greenleaf yoga and two hours on zebra crossing');
  expect(asked.speech).toBe("Logged 1 hour to Greenleaf Yoga Studio for today. I couldn't find a project called zebra crossing. Would you like me to list your projects?");
  expect(asked.card?.content).toBe('Logged 1 hour to Greenleaf Yoga Studio for today.');
  expect((await talk.c.say('internal admin')).speech).toBe('Logged 2 hours to Internal Admin for today.');
  expect((await booked()).map(([name, seconds]) => [name, seconds])).toEqual([
    ['Greenleaf Yoga Studio', 3600],
    ['Internal Admin', 7200],
  ]);
});

test('when the first cannot be logged, neither is, and the reply says so', async () => {
  const before = await activities(talk.c);
  talk.c.svc.service.faults.set({ errorRate: 1, method: 'POST' });
  const reply = await talk.c.say('ask time tracker to log an hour on greenleaf yoga studio and two hours on internal admin');
  talk.c.svc.service.faults.set(null);
  expect(reply.speech).toMatch(/didn't log the 1 hour for Greenleaf Yoga Studio\. Please try again in a moment\. I didn't log the 2 hours on internal admin either\.$/);
  expect(await activities(talk.c)).toEqual(before);
});

describe('an edit of "that" just after two were logged at once asks which entry, and keeps the edit for the answer', () => {
  // It went to the second, whichever was meant ("no, it was yesterday" moved only the Nimbus entry).
  const logBoth = async () => {
    await talk.c.say('open time tracker');
    expect((await talk.c.say('log an hour on greenleaf yoga and two hours on nimbus audit')).speech).toBe(
      'Logged 1 hour to Greenleaf Yoga Studio for today. Logged 2 hours to UX Audit – Nimbus Bank for today.',
    );
  };
  const which = 'Which entry did you mean: 1 hour on Greenleaf Yoga Studio or 2 hours on UX Audit – Nimbus Bank?';
  const days = async () => (await mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)]).sort();

  test('a day: the one chosen is moved, or "both" moves both, and undo puts both back', async () => {
    await logBoth();
    expect((await talk.c.say('no it was yesterday')).speech).toBe(which);
    expect(await days()).toEqual([['Greenleaf Yoga Studio', 3600, '2026-11-23'], ['UX Audit – Nimbus Bank', 7200, '2026-11-23']]);
    expect((await talk.c.say('both of them')).speech).toBe('Moved your Greenleaf Yoga Studio and UX Audit – Nimbus Bank entries to yesterday.');
    expect(await days()).toEqual([['Greenleaf Yoga Studio', 3600, '2026-11-22'], ['UX Audit – Nimbus Bank', 7200, '2026-11-22']]);
    expect((await talk.c.say('undo that')).speech).toBe('Undone: your Greenleaf Yoga Studio and UX Audit – Nimbus Bank entries are back on today.');
    expect(await days()).toEqual([['Greenleaf Yoga Studio', 3600, '2026-11-23'], ['UX Audit – Nimbus Bank', 7200, '2026-11-23']]);
  });

  test('also when the service answers the creates slowly, dating them after the request began (the service\'s view of one log won, and the second was moved)', async () => {
    await talk.c.say('open time tracker');
    // The creates wait in the service while its clock moves on: they are dated seconds after the request began.
    talk.c.svc.service.faults.set({ latencyMs: 600, method: 'POST', path: /\/activities$/ });
    const later = setTimeout(() => talk.clock.advance(3000), 300);
    try {
      await talk.c.say('log an hour on greenleaf yoga and two hours on nimbus audit');
    } finally {
      clearTimeout(later);
      talk.c.svc.service.faults.set(null);
    }
    expect((await talk.c.say('no it was yesterday')).speech).toBe(which);
  });

  test('"no, three hours today": the entry chosen gets both (the three hours were lost); "stop all my timers" then is no answer', async () => {
    await logBoth();
    expect((await talk.c.say('no three hours today')).speech).toBe(which);
    expect((await talk.c.say('stop all my timers')).speech).toBe(`Sorry, I didn't get that. ${which}`);
    expect((await talk.c.say('the first one')).speech).toBe('Changed your Greenleaf Yoga Studio entry for today to 3 hours.');
    expect(await days()).toEqual([['Greenleaf Yoga Studio', 10800, '2026-11-23'], ['UX Audit – Nimbus Bank', 7200, '2026-11-23']]);
  });

  test('a day said by the first entry chosen moves that one alone', async () => {
    await logBoth();
    expect((await talk.c.say('change that to yesterday')).speech).toBe(which);
    expect((await talk.c.say('the first one')).speech).toBe('Moved your Greenleaf Yoga Studio entry to yesterday.');
    expect(await days()).toEqual([['Greenleaf Yoga Studio', 3600, '2026-11-22'], ['UX Audit – Nimbus Bank', 7200, '2026-11-23']]);
  });

  test('a length, a length added, or a project: the one chosen changes, the other is left as it was', async () => {
    await logBoth();
    expect((await talk.c.say('actually it was three hours')).speech).toBe(which);
    expect((await talk.c.say('the nimbus one')).speech).toBe('Changed your UX Audit – Nimbus Bank entry to 3 hours.');
    expect(await days()).toEqual([['Greenleaf Yoga Studio', 3600, '2026-11-23'], ['UX Audit – Nimbus Bank', 10800, '2026-11-23']]);
    await logBoth();
    expect((await talk.c.say('add fifteen minutes to that')).speech).toBe(which);
    expect((await talk.c.say('the first one')).speech).toBe('Added 15 minutes to your Greenleaf Yoga Studio entry for today. It now comes to 1 hour and 15 minutes.');
    await logBoth();
    expect((await talk.c.say('move that to internal admin')).speech).toBe(which);
    expect((await talk.c.say('the greenleaf one')).speech).toBe('Moved your 1 hour to Internal Admin.');
    // (Sorted as text: 10800 before 7200.)
    expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([
      ['Greenleaf Yoga Studio', 3600],
      ['Greenleaf Yoga Studio', 4500],
      ['Internal Admin', 3600],
      ['UX Audit – Nimbus Bank', 10800],
      ['UX Audit – Nimbus Bank', 7200],
      ['UX Audit – Nimbus Bank', 7200],
    ]);
  });
});

test('"no, the greenleaf one was three hours", just after both were logged, changes that one only (it was not understood)', async () => {
  await talk.c.say('open time tracker');
  await talk.c.say('log an hour on greenleaf yoga and two hours on internal admin');
  expect((await talk.c.say('no, the greenleaf one was three hours')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 3 hours.');
  expect((await booked()).map(([project, seconds]) => [project, seconds])).toEqual([
    ['Greenleaf Yoga Studio', 10800],
    ['Internal Admin', 7200],
  ]);
  expect((await talk.c.say('the internal admin one should be ninety minutes')).speech).toBe('Changed your Internal Admin entry to 1 hour and 30 minutes.');
  expect((await booked()).map(([, seconds]) => seconds)).toEqual([10800, 5400]);
});

test('"stop my timer and log an hour on greenfield": a yes to "say it now" is that log (it was "I\'m not sure what that answers"); anything else said in between forgets it', async () => {
  await startTimerOnWeb(talk.c, 'Apollo Mobile App');
  talk.at('09:30');
  expect((await talk.c.say('ask time tracker to stop my timer and log an hour on greenfield')).speech).toBe(
    'Stopped your timer for Apollo Mobile App after 30 minutes. I can do one thing at a time: to log an hour on greenfield, say it now.',
  );
  expect((await talk.c.say('yes')).speech).toBe('Logged 1 hour to Greenfield Farms Logo for today.');
  expect((await mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)])).toEqual([['Greenfield Farms Logo', 3600, '2026-11-23']]);
  expect((await activities(talk.c)).find((a) => a.project.name === 'Apollo Mobile App')).toMatchObject({ status: 'complete', duration: 1800 });
  await talk.c.say('ask time tracker to start a timer for internal admin');
  await talk.c.say('ask time tracker to stop my timer and log an hour on greenfield');
  await talk.c.say('what am i working on');
  expect((await talk.c.say('yes')).speech).toBe("Sorry, I'm not sure what that answers. You can start or stop a timer, log time, or ask what you're working on. What would you like to do?");
  expect((await mine()).filter((a) => a.project.name === 'Greenfield Farms Logo')).toHaveLength(1);
});

test.each([
  ['make the first one two hours', 'Changed your Greenleaf Yoga Studio entry to 2 hours.', [['Greenleaf Yoga Studio', 7200], ['Internal Admin', 1800]]],
  ['make the second one an hour', 'Changed your Internal Admin entry to 1 hour.', [['Greenleaf Yoga Studio', 3600], ['Internal Admin', 3600]]],
])('"%s", just after two were logged at once, changes that one by its place (it looked for a project called "first")', async (words, said, held) => {
  await talk.c.say('open time tracker');
  await talk.c.say('log an hour on greenleaf and thirty minutes on internal admin');
  expect((await talk.c.say(words)).speech).toBe(said);
  expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual(held);
});

test('"I actually started at eight", just after two were logged at once, asks which entry, and moves only that one\'s start, its length kept (it offered a timer from eight, and a yes booked the hours again)', async () => {
  talk.at('11:00');
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga and two hours on internal admin');
  expect((await talk.c.say('ask time tracker i actually started at eight')).speech).toBe('Which entry did you mean: 1 hour on Greenleaf Yoga Studio or 2 hours on Internal Admin?');
  expect((await talk.c.say('internal admin')).speech).toBe('Changed your Internal Admin entry to 2 hours, today, from 8 AM to 10 AM.');
  expect((await mine()).map((a) => [a.project.name, a.date, a.duration]).sort()).toEqual([
    ['Greenleaf Yoga Studio', '2026-11-23T11:00:00.000-08:00', 3600],
    ['Internal Admin', '2026-11-23T08:00:00.000-08:00', 7200],
  ]);
  expect(await talk.running()).toEqual([]);
});

test.each([
  ['the second one was yesterday', 'Moved your Internal Admin entry to yesterday.', [['Greenleaf Yoga Studio', '2026-11-23'], ['Internal Admin', '2026-11-22']]],
  ['no the greenleaf one was on friday', 'Moved your Greenleaf Yoga Studio entry to last Friday, November 20th.', [['Greenleaf Yoga Studio', '2026-11-20'], ['Internal Admin', '2026-11-23']]],
])('"%s", just after two were logged at once, moves that one only (it was not understood)', async (words, said, held) => {
  talk.at('11:00');
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga and two hours on internal admin');
  expect((await talk.c.say(`ask time tracker ${words}`)).speech).toBe(said);
  expect((await mine()).map((a) => [a.project.name, a.date.slice(0, 10)]).sort()).toEqual(held);
});

test('each of two logs said with a day of its own ("for Friday and … for yesterday"): nothing is logged, and how to say them is said (both were booked for yesterday, the first described "friday")', async () => {
  const said = "I can log two projects at once only for the same day, so I didn't log anything. Please say each on its own, for example, log two hours on Greenleaf for Friday.";
  expect((await talk.c.say('ask time tracker to log two hours on greenleaf for friday and one hour on apollo mobile app for yesterday')).speech).toBe(said);
  expect((await talk.c.say('ask time tracker to log two hours on greenleaf for today and one hour on apollo mobile app for yesterday')).speech).toBe(said);
  expect(await talk.mine()).toEqual([]);
  // The same day said twice is one day.
  await talk.c.say('ask time tracker to log two hours on greenleaf yesterday and one hour on apollo mobile app yesterday');
  expect((await talk.mine()).map((a) => [a.project.name, a.date.slice(0, 10)]).sort()).toEqual([
    ['Apollo Mobile App', '2026-11-22'],
    ['Greenleaf Yoga Studio', '2026-11-22'],
  ]);
});
