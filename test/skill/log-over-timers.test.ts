// Time said by its clock times over another project's timer ("log eleven to one on internal admin", Greenleaf's
// timer running since noon), once the question about the overlap was answered: what the timer gives up when the
// log's times or length are corrected, and timers whose overlap is not asked about.
import { startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const say = (text: string) => talk.c.say(text);
const running = async () => (await talk.running()).map((a) => [a.project.name, a.duration]);
const logged = async (project: string) => (await talk.mine()).filter((a) => a.project.name === project).map((a) => a.duration);

/** Greenleaf's timer started at `from` ("12:00"), the clock then at `now`, in an open session. */
async function greenleafFrom(from: string, now: string) {
  talk.at(from);
  await say('open time tracker');
  await say('start a timer for greenleaf yoga');
  talk.at(now);
}

test('times corrected off the timer\'s and back: the timer has its hour back, then loses it again (it was counted twice)', async () => {
  await greenleafFrom('12:00', '13:30');
  await say('log eleven to one on internal admin');
  await say('yes');
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 1800]]);
  await say('no, it was nine to ten');
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 5400]]);
  await say('no, it was eleven to one');
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 1800]]);
  expect(await logged('Internal Admin')).toEqual([7200]);
  expect((await say('undo')).speech).toMatch(/^Undone: I removed the 2 hours logged to Internal Admin\. Your timer for Greenleaf Yoga Studio has that time back\./);
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 5400]]);
});

test('the overlap the whole log, then times off the timer\'s: the timer has all of it back', async () => {
  await greenleafFrom('09:00', '12:00');
  await say('log ten to eleven on internal admin');
  expect((await say('yes')).speech).toMatch(/I took that time off your timer for Greenleaf Yoga Studio/);
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 7200]]);
  await say('no, it was seven to eight');
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 10800]]);
});

test('a log by its length taken off the timer, then given clock times: the timer gives up only what it counted between them (it was refused as longer than the timer)', async () => {
  await greenleafFrom('10:30', '11:15');
  await say('log forty five minutes on internal admin');
  await say('yes');
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 0]]);
  expect((await say('no, it was ten to eleven')).speech).toBe(
    'Changed your Internal Admin entry to 1 hour, today, from 10 AM to 11 AM. Your timer for Greenleaf Yoga Studio changed to match.',
  );
  // 10:30 to 11 was the timer's; 11 to 11:15 is back on it.
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 900]]);
});

test('a timer left running since yesterday is not asked about: the log is booked at once, and the timer keeps its time for its stop to settle', async () => {
  talk.clock.set('2026-11-22T17:00:00.000Z'); // 9 am yesterday
  await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  talk.at('10:30');
  await say('open time tracker');
  // (Said to "When did you finish?", which opening the skill asked: the question is put again after the log.)
  expect((await say('log from nine to ten on internal admin')).speech).toBe(
    'Logged 1 hour to Internal Admin for today, from 9 AM to 10 AM. Your timer for Greenleaf Yoga Studio has been running since 9 AM yesterday. When did you finish?',
  );
  expect(await running()).toEqual([['Greenleaf Yoga Studio', 91800]]);
  expect((await say('at five')).speech).toMatch(/after 8 hours\.$/);
});

test('an entry whose time all came off already is no overlap: time over it is not asked about (it asked about "less than a minute", and a yes was not understood)', async () => {
  await greenleafFrom('12:00', '13:00');
  await say('log twelve to one on apollo website redesign');
  await say('yes');
  await say('stop my timer');
  // Only the Apollo log holds those minutes now (a log from noon keeps its times): the Greenleaf entry is not named.
  expect((await say('log twelve to twelve thirty on internal admin')).speech).toBe(
    'Your Apollo Website Redesign entry ran from 12 PM to 1 PM, over 30 minutes of that time. Should I log 30 minutes on Internal Admin, from 12 PM to 12:30 PM, and take the 30 minutes off that entry?',
  );
});

describe('minutes taken off the middle of a running timer ("log one to one thirty on Apollo", Greenleaf running since noon, and the yes) stay where they were', () => {
  const tookOffMiddle = async () => {
    await greenleafFrom('12:00', '14:00');
    await say('log one to one thirty on apollo mobile app');
    await say('yes');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 5400]]);
  };

  test('"stop my timer at one" books the hour from noon (it booked 30 minutes: the half hour read as off its start)', async () => {
    await tookOffMiddle();
    expect((await say('stop my timer at one')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 1 PM, after 1 hour.');
    expect(await logged('Greenleaf Yoga Studio')).toEqual([3600]);
  });

  test('"stop my timer at one forty five" books noon to one and one thirty to one forty five', async () => {
    await tookOffMiddle();
    expect((await say('stop my timer at one forty five')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 1:45 PM, after 1 hour and 15 minutes.');
    expect(await logged('Greenleaf Yoga Studio')).toEqual([4500]);
  });

  test('a log over its first half hour is asked about, with the 30 minutes it counted then (it was not: read as counting from 12:30, booked twice)', async () => {
    await tookOffMiddle();
    expect((await say('log twelve to twelve thirty on internal admin')).speech).toBe(
      'Your timer for Greenleaf Yoga Studio has been running since 12 PM, over 30 minutes of that time. Should I log 30 minutes on Internal Admin, from 12 PM to 12:30 PM, and take the 30 minutes off the timer?',
    );
    await say('yes');
    expect(await running()).toEqual([['Greenleaf Yoga Studio', 3600]]);
    expect((await say('stop my timer at one')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 1 PM, after 30 minutes.');
  });
});

describe('times said over several entries (Greenleaf from nine to nine thirty, then Apollo\'s timer since): each one\'s overlap is named and taken off on a yes', () => {
  const held = async () => (await talk.mine()).map((a) => [a.project.name, a.status, a.duration]);
  beforeEach(async () => {
    await greenleafFrom('09:00', '09:30');
    await say('switch to apollo mobile app');
    talk.at('11:00');
  });

  test('both are named, and a yes takes the half hour off each (only the timer\'s was asked about and taken: Greenleaf\'s half hour counted twice); undo gives both back', async () => {
    expect((await say('log nine to ten on internal admin')).speech).toBe(
      'That time is already counted elsewhere: 30 minutes on your Greenleaf Yoga Studio entry from 9 AM to 9:30 AM and 30 minutes on your timer for Apollo Mobile App. ' +
        'Should I log 1 hour on Internal Admin, from 9 AM to 10 AM, and take that time off them?',
    );
    await say('yes');
    expect(await held()).toEqual([
      ['Internal Admin', 'complete', 3600],
      ['Apollo Mobile App', 'pending', 3600],
      ['Greenleaf Yoga Studio', 'complete', 0],
    ]);
    expect((await say('undo')).speech).toBe(
      'Undone: I removed the 1 hour logged to Internal Admin. Your Greenleaf Yoga Studio entry has that time back. Your timer for Apollo Mobile App has that time back.',
    );
    expect(await held()).toEqual([
      ['Apollo Mobile App', 'pending', 5400],
      ['Greenleaf Yoga Studio', 'complete', 1800],
    ]);
  });

  test('times corrected to the first half hour: the timer has its half hour back, Greenleaf\'s stays off', async () => {
    await say('log nine to ten on internal admin');
    await say('yes');
    expect((await say('no, make it nine to nine thirty')).speech).toBe(
      'Changed your Internal Admin entry to 30 minutes, today, from 9 AM to 9:30 AM. Your timer for Apollo Mobile App changed to match.',
    );
    expect(await held()).toEqual([
      ['Internal Admin', 'complete', 1800],
      ['Apollo Mobile App', 'pending', 5400],
      ['Greenleaf Yoga Studio', 'complete', 0],
    ]);
  });

  test('"keep them all" logs the hour beside both', async () => {
    await say('log nine to ten on internal admin');
    await say('keep them all');
    expect(await held()).toEqual([
      ['Internal Admin', 'complete', 3600],
      ['Apollo Mobile App', 'pending', 5400],
      ['Greenleaf Yoga Studio', 'complete', 1800],
    ]);
  });

  test('"no" logs nothing, and takes nothing off either', async () => {
    await say('log nine to ten on internal admin');
    expect((await say('no')).speech).toBe("OK, I didn't log anything.");
    expect(await held()).toEqual([
      ['Apollo Mobile App', 'pending', 5400],
      ['Greenleaf Yoga Studio', 'complete', 1800],
    ]);
  });
});

describe('time logged by its clock times is an entry like any other: times said over it are asked about', () => {
  const held = async () => (await talk.mine()).map((a) => [a.project.name, a.date.slice(11, 16), a.duration]).sort();
  beforeEach(() => talk.at('12:00'));

  test('"log nine to eleven on internal admin" over logs of nine to ten and ten to eleven names both (all three were booked, 4 hours for 2); a yes takes each off, undo gives both back', async () => {
    await say('ask time tracker to log nine to ten on greenleaf yoga');
    await say('ask time tracker to log ten to eleven on apollo mobile app');
    expect((await say('ask time tracker to log nine to eleven on internal admin')).speech).toBe(
      'That time is already counted elsewhere: 1 hour on your Greenleaf Yoga Studio entry from 9 AM to 10 AM and 1 hour on your Apollo Mobile App entry from 10 AM to 11 AM. ' +
        'Should I log 2 hours on Internal Admin, from 9 AM to 11 AM, and take that time off them?',
    );
    await say('yes');
    expect(await held()).toEqual([
      ['Apollo Mobile App', '10:00', 0],
      ['Greenleaf Yoga Studio', '09:00', 0],
      ['Internal Admin', '09:00', 7200],
    ]);
    await say('ask time tracker to undo that');
    expect(await held()).toEqual([
      ['Apollo Mobile App', '10:00', 3600],
      ['Greenleaf Yoga Studio', '09:00', 3600],
    ]);
  });

  test('one log under part of the times is asked about as a stopped entry is; a log by its length alone has no times, and is not', async () => {
    await say('ask time tracker to log nine to ten on greenleaf yoga');
    await say('ask time tracker to log two hours on apollo mobile app');
    expect((await say('ask time tracker to log nine thirty to ten thirty on internal admin')).speech).toBe(
      'Your Greenleaf Yoga Studio entry ran from 9 AM to 10 AM, over 30 minutes of that time. Should I log 1 hour on Internal Admin, from 9:30 AM to 10:30 AM, and take the 30 minutes off that entry?',
    );
  });

  test('a log over the start of another then starts it where the overlap ends: a later log over its real time is asked about (it went unasked, counted twice)', async () => {
    await say('ask time tracker to log nine to eleven on greenleaf yoga');
    await say('ask time tracker to log eight to ten on apollo mobile app');
    await say('yes');
    expect(await held()).toEqual([
      ['Apollo Mobile App', '08:00', 7200],
      ['Greenleaf Yoga Studio', '10:00', 3600],
    ]);
    expect((await say('ask time tracker to log ten to eleven on internal admin')).speech).toBe(
      'Your Greenleaf Yoga Studio entry ran from 10 AM to 11 AM, over 1 hour of that time. Should I log 1 hour on Internal Admin, from 10 AM to 11 AM, and take the 1 hour off that entry?',
    );
  });

  test('undo of such a log gives the entry its time and its start back', async () => {
    await say('ask time tracker to log nine to eleven on greenleaf yoga');
    await say('ask time tracker to log eight to ten on apollo mobile app');
    await say('yes');
    expect((await say('ask time tracker to undo that')).speech).toBe('Undone: I removed the 2 hours logged to Apollo Mobile App. Your Greenleaf Yoga Studio entry has that time back.');
    expect(await held()).toEqual([['Greenleaf Yoga Studio', '09:00', 7200]]);
  });

  test('new times said just after move the start with them: "no, it was seven to eight" gives it all back, "no, eight to nine thirty" starts it at 9:30', async () => {
    await say('ask time tracker to log nine to eleven on greenleaf yoga');
    await say('open time tracker');
    await say('log eight to ten on apollo mobile app');
    await say('yes');
    await say('no, it was seven to eight');
    expect(await held()).toEqual([
      ['Apollo Mobile App', '07:00', 3600],
      ['Greenleaf Yoga Studio', '09:00', 7200],
    ]);
    await say('no, it was eight to nine thirty');
    expect(await held()).toEqual([
      ['Apollo Mobile App', '08:00', 5400],
      ['Greenleaf Yoga Studio', '09:30', 5400],
    ]);
  });

  test('"no, make it ten to eleven", said to that question: the log at the new times (they were given to the Greenleaf entry, and the log dropped)', async () => {
    await say('ask time tracker to log nine to ten on greenleaf yoga');
    await say('ask time tracker to log nine thirty to ten thirty on internal admin');
    expect((await say('no, make it ten to eleven')).speech).toBe('Logged 1 hour to Internal Admin for today, from 10 AM to 11 AM.');
    expect(await held()).toEqual([
      ['Greenleaf Yoga Studio', '09:00', 3600],
      ['Internal Admin', '10:00', 3600],
    ]);
  });
});
