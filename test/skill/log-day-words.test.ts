// A day said in words Alexa makes no date of ("for the Monday before last", "for Monday the sixteenth"): handed over as
// what the work was, it was booked today with those words as its description. Which day is asked instead.
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const say = (text: string) => talk.c.say(text);
const dated = async () => (await talk.mine()).map((a) => [a.project.name, a.date, a.duration]);

test.each([
  ['put an hour on internal admin for friday please', 'last Friday, November 20th', '2026-11-20'],
  ['log an hour on internal admin for yesterday thanks', 'yesterday', '2026-11-22'],
  ['log an hour on internal admin for the 20th please', 'last Friday, November 20th', '2026-11-20'],
  ['log an hour on internal admin for yesterday too', 'yesterday', '2026-11-22'],
])('"%s": the day with words after it that say nothing of the work is the day (it was booked today, described "friday please")', async (said, day, date) => {
  expect((await say(`ask time tracker to ${said}`)).speech).toBe(`Logged 1 hour to Internal Admin for ${day}.`);
  expect((await talk.mine()).map((a) => [a.date.slice(0, 10), a.description])).toEqual([[date, 'Work on Internal Admin']]);
});

test.each([
  ['log two hours on greenleaf for monday the sixteenth', 'Monday, November 16th', '2026-11-16'],
  ['log two hours on greenleaf for tuesday the 17th', 'last Tuesday, November 17th', '2026-11-17'],
])('"%s": a weekday with its date, the weekday that date\'s, is that day (it was asked about)', async (said, day, date) => {
  expect((await say(`ask time tracker to ${said}`)).speech).toBe(`Logged 2 hours to Greenleaf Yoga Studio for ${day}.`);
  expect((await talk.mine()).map((a) => a.date.slice(0, 10))).toEqual([date]);
});

test.each(['tuesday the 17th', 'the day before yesterday'])('"%s", to "Which day was that?", is that day (it was "Sorry, I didn\'t get that")', async (answer) => {
  await say('open time tracker');
  await say('log two hours on greenleaf for last week');
  expect((await say(answer)).speech).toMatch(/^Logged 2 hours to Greenleaf Yoga Studio for /);
  expect((await talk.mine()).map((a) => a.date.slice(0, 10))).toEqual([answer === 'tuesday the 17th' ? '2026-11-17' : '2026-11-21']);
});

test('"monday and tuesday", to "Which day was that?": one day at a time, said so, the question still open; the day said next is booked', async () => {
  await say('open time tracker');
  await say('log two hours on greenleaf for last week');
  const reply = await say('monday and tuesday');
  expect(reply.speech).toBe('I can log one day at a time, and you can log the next one after. Which day was that, for example, yesterday, or last Friday?');
  expect(await talk.mine()).toEqual([]);
  expect((await say('monday')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for Monday, November 16th.');
});

test.each([
  ['log two hours on greenleaf for the other day', "i don't remember"],
  ['log two hours on greenleaf for sunday last week', 'no idea'],
])('"%s", then "%s": nothing logged, said so with how to log it once known (the day was asked again and again)', async (said, answer) => {
  await say('open time tracker');
  await say(said);
  const reply = await say(answer);
  expect(reply.speech).toBe("OK, I haven't logged it. When you remember the day, tell me, for example, log two hours on Apollo for last Friday.");
  expect(reply.endsSession).toBe(true);
  expect(await talk.mine()).toEqual([]);
});

test.each(['log two hours on greenleaf for the monday before last', 'log two hours on greenleaf for wednesday the seventeenth', 'log two hours on greenleaf for the week before last'])(
  '"%s": a day Alexa makes no date of is asked about (it was booked today, described by the day\'s words)',
  async (said) => {
    await say('open time tracker');
    expect((await say(said)).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
    expect(await dated()).toEqual([]);
    expect((await say('last monday')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for Monday, November 16th.');
  },
);

test.each([
  'log two hours on internal admin for the other day',
  'log two hours on internal admin for the day before',
  'log two hours on internal admin for the night before last',
  'log two hours on internal admin for the first of the month',
  'log two hours on internal admin for the last three days',
])('"%s": words only of when, no day the skill reads, are asked about (it was booked today, "Logged 2 hours of the other day")', async (said) => {
  await say('open time tracker');
  expect((await say(said)).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
  expect(await dated()).toEqual([]);
  expect((await say('last friday')).speech).toBe('Logged 2 hours to Internal Admin for last Friday, November 20th.');
});

test.each(['log two hours on apollo mobile app the day before', 'log two hours on apollo mobile app the other day', 'log two hours on apollo mobile app over the last few days'])(
  '"%s": words only of when after the name, with no "for", are asked about too (it was booked today, "of the day before")',
  async (said) => {
    await say('open time tracker');
    expect((await say(said)).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
    expect(await dated()).toEqual([]);
    expect((await say('last friday')).speech).toBe('Logged 2 hours to Apollo Mobile App for last Friday, November 20th.');
  },
);

test('just after midnight, "for the night before last" asks which day, not whether yesterday or today (both were wrong)', async () => {
  await talk.startAt('2026-11-24T08:30:00.000Z');
  await say('open time tracker');
  expect((await say('log two hours on internal admin for the night before last')).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
});

test('"for the daily standup" says what the work was: logged today, described so', async () => {
  expect((await say('ask time tracker to log two hours on internal admin for the daily standup')).speech).toBe('Logged 2 hours of the daily standup to Internal Admin for today.');
});

describe('a day said to "How long did you work?"', () => {
  test('"two hours yesterday": both, the log booked for yesterday (it was "Sorry, I didn\'t get that")', async () => {
    await talk.c.say('open time tracker');
    expect((await talk.c.say('log time for greenleaf yoga')).speech).toBe('How long did you work?');
    expect((await talk.c.say('two hours yesterday')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday.');
  });

  test.each([
    ['yesterday', 'yesterday', '2026-11-22'],
    ['no it was last friday', 'last friday', '2026-11-20'],
  ])('"%s" alone: said back, the length asked again, and the length said next booked for that day (it was booked for today; then the question alone, as if not heard)', async (words, said, day) => {
    await talk.c.say('open time tracker');
    await talk.c.say('log time for greenleaf yoga');
    const asked = await talk.c.say(words);
    expect([asked.speech, asked.reprompt]).toEqual([`OK, ${said}. How long did you work?`, 'How long did you work?']);
    await talk.c.say('two hours');
    expect((await talk.mine()).map((a) => a.date.slice(0, 10))).toEqual([day]);
  });
});

describe('a part of the day said after a weekday (it was dated noon of that day)', () => {
  test.each([
    ['log two hours on greenleaf saturday night', '2026-11-21T20:00', 'last Saturday, November 21st'],
    ['log two hours on greenleaf friday evening', '2026-11-20T18:00', 'last Friday, November 20th'],
    ['log two hours on greenleaf saturday morning', '2026-11-21T09:00', 'last Saturday, November 21st'],
  ])('"%s" is dated in that part of that day', async (said, start, day) => {
    expect((await say(`ask time tracker to ${said}`)).speech).toBe(`Logged 2 hours to Greenleaf Yoga Studio for ${day}.`);
    expect((await talk.mine()).map((a) => a.date.slice(0, 16))).toEqual([start]);
  });

  test('clock times with it are that part\'s: "from eight to ten thursday evening" is 8 PM to 10 PM (it was 8 AM)', async () => {
    expect((await say('ask time tracker to log from eight to ten on ux audit thursday evening')).speech).toBe(
      'Logged 2 hours to UX Audit – Nimbus Bank for last Thursday, November 19th, from 8 PM to 10 PM.',
    );
    expect((await talk.mine()).map((a) => [a.date.slice(0, 16), a.duration])).toEqual([['2026-11-19T20:00', 7200]]);
  });

  test('today\'s evening, said by its weekday before it has come, is not logged', async () => {
    talk.at('15:00');
    expect((await say('ask time tracker to log two hours on greenleaf monday evening')).speech).toMatch(/^That part of the day hasn't passed yet, so I didn't log it\./);
    expect(await talk.mine()).toEqual([]);
  });
});
