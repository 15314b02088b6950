// "An hour of that was on Internal Admin", "the last hour was Internal Admin", "half of that was Internal Admin",
// "from eleven it was Internal Admin", just after an entry was made or stopped: that part logged on the project
// named and taken off the entry (it moved the whole entry, or moved it and cut it to the part: hours lost).
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const say = (text: string) => talk.c.say(text);
const entries = async () => (await talk.mine()).map((a) => [a.project.name, a.duration]).sort();

/** Greenleaf's timer run from 9 to 12, and stopped. */
async function greenleafNineToTwelve() {
  talk.at('09:00');
  await say('open time tracker');
  await say('start a timer for greenleaf yoga');
  talk.at('12:00');
  await say('stop my timer');
}

test.each([
  ['actually an hour of that was on internal admin', 3600],
  ['an hour of that was internal admin', 3600],
  ['actually the first hour was on internal admin', 3600],
  ['the last hour was internal admin', 3600],
  ['no, two of those were on internal admin', 7200],
  ['half of that was internal admin', 5400],
])('"%s": that part is logged on Internal Admin and taken off the Greenleaf entry; undo puts both back', async (said, part) => {
  await greenleafNineToTwelve();
  expect((await say(said)).speech).toMatch(/^Logged .* to Internal Admin for today\. I took that time off your Greenleaf Yoga Studio entry\.$/);
  expect(await entries()).toEqual([['Greenleaf Yoga Studio', 10800 - part], ['Internal Admin', part]]);
  expect((await say('undo')).speech).toMatch(/^Undone: /);
  expect(await entries()).toEqual([['Greenleaf Yoga Studio', 10800]]);
});

test('"actually from eleven it was internal admin": the rest of the entry from eleven, with its clock times', async () => {
  await greenleafNineToTwelve();
  expect((await say('actually from eleven it was internal admin')).speech).toBe(
    'Logged 1 hour to Internal Admin for today, from 11 AM to 12 PM. I took that time off your Greenleaf Yoga Studio entry.',
  );
  expect(await entries()).toEqual([['Greenleaf Yoga Studio', 7200], ['Internal Admin', 3600]]);
});

test('of time logged for yesterday, the part is yesterday\'s too', async () => {
  await say('open time tracker');
  await say('log three hours on greenleaf yesterday');
  await say('an hour of that was on internal admin');
  expect((await talk.mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)]).sort()).toEqual([
    ['Greenleaf Yoga Studio', 7200, '2026-11-22'],
    ['Internal Admin', 3600, '2026-11-22'],
  ]);
});

test('"part of that was on internal admin": how to say how much is said, nothing moved; "actually it was internal admin" still moves all of it', async () => {
  await greenleafNineToTwelve();
  expect((await say('actually part of that was on internal admin')).speech).toBe(
    'To move part of your Greenleaf Yoga Studio time to Internal Admin, say how much, for example, an hour of that was on Internal Admin.',
  );
  expect(await entries()).toEqual([['Greenleaf Yoga Studio', 10800]]);
  expect((await say('actually it was internal admin')).speech).toBe('Moved your 3 hours to Internal Admin.');
});

test('"from eleven it was internal admin" of a timer still running: how to switch then is said, the timer left as it was (it was moved whole)', async () => {
  talk.at('10:30');
  await say('open time tracker');
  await say('start a timer for greenleaf yoga');
  talk.at('11:20');
  expect((await say('actually from eleven it was internal admin')).speech).toBe('To move on to Internal Admin from then, say, I switched to Internal Admin at 11 AM.');
  expect(await entries()).toEqual([['Greenleaf Yoga Studio', 3000]]);
});

test.each([
  ['an hour of that was on internal admin', 'Moved your 1 hour to Internal Admin.'],
  ['all of that was internal admin', 'Moved your 1 hour to Internal Admin.'],
])('"%s" of an entry of an hour: all of it, moved (an hour more was logged beside it, described "that was")', async (said, answer) => {
  await say('open time tracker');
  await say('log an hour on greenleaf');
  expect((await say(said)).speech).toBe(answer);
  expect(await entries()).toEqual([['Internal Admin', 3600]]);
});

test('nothing is logged on a guess: two logged at once, none just logged, a name of several projects (which is asked), the entry\'s own project', async () => {
  await say('open time tracker');
  expect((await say('an hour of that was on internal admin')).speech).toBe(
    "I don't see an entry I just logged or changed, so I didn't move any time. To log time, say, for example, log an hour on a project.",
  );
  await say('log two hours on greenleaf and one hour on apollo website');
  expect((await say('an hour of that was on internal admin')).speech).toBe(
    "I just logged time on Greenleaf Yoga Studio and Apollo Website Redesign, and I'm not sure which you meant, so I left both as they were.",
  );
  await say('log three hours on internal admin');
  expect((await say('an hour of that was on apollo')).speech).toMatch(/^Which project was it: Apollo Website Redesign, Apollo Brand Guidelines, or Apollo Mobile App\? Say it with the time/);
  expect((await say('an hour of that was internal admin')).speech).toBe('That time is on Internal Admin already, so I left it as it was.');
  expect(await entries()).toEqual([['Apollo Website Redesign', 3600], ['Greenleaf Yoga Studio', 7200], ['Internal Admin', 10800]]);
});

test('of the one timer running, a while after it started: the part comes off the timer (it said no entry was just changed)', async () => {
  talk.at('09:00');
  await say('open time tracker');
  await say('start a timer for greenleaf yoga');
  talk.at('12:00');
  expect((await say('an hour of that was on internal admin')).speech).toBe(
    'Logged 1 hour to Internal Admin for today. I took that time off your timer for Greenleaf Yoga Studio, which is still counting.',
  );
  expect(await entries()).toEqual([['Greenleaf Yoga Studio', 7200], ['Internal Admin', 3600]]);
});

describe('a stretch said with the project ("actually I was on internal admin from ten to ten thirty"): that stretch moves, not the whole entry (it moved all three hours)', () => {
  test.each([
    'actually i was on internal admin from ten to ten thirty',
    'sorry, i was on internal admin from 10 to 10:30',
    'no, internal admin from ten to ten thirty',
    'actually from ten to ten thirty it was internal admin',
    'between ten and ten thirty i was on internal admin',
  ])('"%s", of the entry just stopped: the half hour logged from 10 AM and taken off Greenleaf; undo puts both back', async (said) => {
    await greenleafNineToTwelve();
    expect((await say(said)).speech).toBe('Logged 30 minutes to Internal Admin for today, from 10 AM to 10:30 AM. I took that time off your Greenleaf Yoga Studio entry.');
    expect(await entries()).toEqual([['Greenleaf Yoga Studio', 10800 - 1800], ['Internal Admin', 1800]]);
    await say('undo');
    expect(await entries()).toEqual([['Greenleaf Yoga Studio', 10800]]);
  });

  test('of a timer still running: the stretch comes off its middle, and it counts on', async () => {
    talk.at('09:00');
    await say('open time tracker');
    await say('start a timer for greenleaf yoga');
    talk.at('11:00');
    await say('open time tracker');
    expect((await say('no, internal admin from ten to ten thirty')).speech).toBe(
      'Logged 30 minutes to Internal Admin for today, from 10 AM to 10:30 AM. I took that time off your timer for Greenleaf Yoga Studio, which is still counting.',
    );
    expect((await talk.running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 7200 - 1800]]);
  });

  test('of time logged by its clock times: the stretch within it ("actually from ten to eleven it was internal admin")', async () => {
    talk.at('12:00');
    await say('ask time tracker to log nine to eleven on greenleaf yoga');
    await say('open time tracker');
    expect((await say('actually from ten to eleven it was internal admin')).speech).toBe(
      'Logged 1 hour to Internal Admin for today, from 10 AM to 11 AM. I took that time off your Greenleaf Yoga Studio entry.',
    );
    expect(await entries()).toEqual([['Greenleaf Yoga Studio', 3600], ['Internal Admin', 3600]]);
  });

  test('times outside the entry are time of their own ("i was on internal admin from one to two", at 3 pm); said as a correction, they change nothing and are not all understood', async () => {
    await greenleafNineToTwelve();
    talk.at('15:00');
    expect((await say('actually i was on internal admin from one to two')).speech).toMatch(/^Sorry, I didn't get all of that\./);
    expect(await entries()).toEqual([['Greenleaf Yoga Studio', 10800]]);
    expect((await say('i was on internal admin from one to two')).speech).toBe('Logged 1 hour to Internal Admin for today, from 1 PM to 2 PM.');
    expect(await entries()).toEqual([['Greenleaf Yoga Studio', 10800], ['Internal Admin', 3600]]);
  });

  test('"no, it was internal admin from ten to eleven" of a log by its length: not all understood, nothing booked beside it (the hour was logged beside the two)', async () => {
    talk.at('12:00');
    await say('open time tracker');
    await say('log two hours on greenleaf yoga');
    expect((await say('no, it was internal admin from ten to eleven')).speech).toMatch(/^Sorry, I didn't get all of that\./);
    expect(await entries()).toEqual([['Greenleaf Yoga Studio', 7200]]);
  });

  test('"i was on internal admin for the last half hour" is a part by its length', async () => {
    await greenleafNineToTwelve();
    expect((await say('i was on internal admin for the last half hour')).speech).toMatch(/^Logged 30 minutes to Internal Admin for today\. I took that time off/);
    expect(await entries()).toEqual([['Greenleaf Yoga Studio', 10800 - 1800], ['Internal Admin', 1800]]);
  });

  test('with no entry just changed, "I worked on greenleaf since eight" is logged from eight to now (it said no entry was just changed)', async () => {
    talk.at('12:00');
    await say('open time tracker');
    expect((await say('i worked on greenleaf since eight')).speech).toBe('Logged 4 hours to Greenleaf Yoga Studio for today, from 8 AM to 12 PM.');
    await say('open time tracker');
    // Then that log is the entry just made: the stretch comes off it.
    expect((await say('from ten to eleven i was on internal admin')).speech).toBe(
      'Logged 1 hour to Internal Admin for today, from 10 AM to 11 AM. I took that time off your Greenleaf Yoga Studio entry.',
    );
  });

  test('"no, it was from ten to eleven", no project said, still gives the entry those times', async () => {
    await greenleafNineToTwelve();
    expect((await say('no, it was from ten to eleven')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 1 hour, today, from 10 AM to 11 AM.');
  });
});
