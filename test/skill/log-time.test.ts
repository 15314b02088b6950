import { activities, projectId, startConversation } from '../support/conversation';
import { loggingConversation } from './logging-conversation';

// Sunday 22 November 2026, 9:00 in Seattle.
const { session, latest, asked } = loggingConversation('2026-11-22T17:00:00.000Z');
const c = { say: (text: string) => session.c.say(text) };
const clock = session.clock;
// Each test logs on an empty record: time an earlier test logged on the same project and day would be asked
// about as said again (lambda/conversation/duplicates.ts).
beforeEach(async () => {
  for (const entry of await activities(session.c)) await session.c.api.delete(`/api/v2/activities/${entry.id}`);
});

test('logs a complete activity: seconds, the local date with its offset, source "alexa"', async () => {
  const reply = await c.say('ask time tracker to log two hours on the apollo website redesign yesterday');
  expect(reply.speech).toBe('Logged 2 hours to Apollo Website Redesign for yesterday.');
  expect(await latest()).toMatchObject({
    status: 'complete',
    project: { id: await projectId(session.c, 'Apollo Website Redesign') },
    duration: 7200,
    date: '2026-11-21T12:00:00.000-08:00',
    source: 'alexa',
    records: [],
  });
});

test('without a day, it is today, at the present moment', async () => {
  const reply = await c.say('tell time tracker i spent an hour and a half on bellevue dental branding');
  expect(reply.speech).toBe('Logged 1 hour and 30 minutes to Bellevue Dental Branding for today.');
  expect(await latest()).toMatchObject({ duration: 5400, date: '2026-11-22T09:00:00.000-08:00' });
});

test('"on friday" is the Friday just past, logged and named', async () => {
  const reply = await c.say('ask time tracker to log 45 minutes on internal admin on friday');
  expect(reply.speech).toBe('Logged 45 minutes to Internal Admin for last Friday, November 20th.');
  expect(await latest()).toMatchObject({ duration: 2700, date: '2026-11-20T12:00:00.000-08:00' });
});

test('"on sunday", said on a Sunday, is today', async () => {
  const reply = await c.say('ask time tracker to log 45 minutes on internal admin on sunday');
  expect(reply.speech).toBe('Logged 45 minutes to Internal Admin for today.');
  expect(await latest()).toMatchObject({ duration: 2700, date: '2026-11-22T09:00:00.000-08:00' });
});

test('a date said without a year is the last one, not next year\'s', async () => {
  const reply = await c.say('ask time tracker to log two hours on internal for november 20th');
  expect(reply.speech).toBe('Logged 2 hours to Internal for last Friday, November 20th.');
  expect((await latest()).date).toBe('2026-11-20T12:00:00.000-08:00');
});

test('a week is not a day: it asks which day, then logs', async () => {
  const question = await asked('ask time tracker to log two hours on internal last week', 'Which day was that, for example, yesterday, or last Friday?');
  expect(question.directives).toEqual([expect.objectContaining({ type: 'Dialog.ElicitSlot', slotToElicit: 'date' })]);
  const reply = await c.say('last thursday');
  expect(reply.speech).toBe('Logged 2 hours to Internal for last Thursday, November 19th.');
  expect((await latest()).date).toBe('2026-11-19T12:00:00.000-08:00');
});

test('asks for what is missing: how long, then which project', async () => {
  expect((await c.say('ask time tracker to log time')).speech).toBe('How long did you work?');
  expect((await c.say('an hour')).speech).toBe('Which project was that for?');
  const reply = await c.say('greenleaf yoga');
  expect(reply.speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for today.');
  expect(await latest()).toMatchObject({ duration: 3600, project: { name: 'Greenleaf Yoga Studio' } });
});

test.each([
  ['twenty five hours', "25 hours is more than a day, so I can't log it as one entry. How long did you work?"],
  ['zero minutes', "That's no time at all. How long did you work?"],
])('questions %s rather than logging it', async (spoken, question) => {
  const reply = await asked(`ask time tracker to log ${spoken} on internal`, question);
  expect(reply.directives).toEqual([expect.objectContaining({ type: 'Dialog.ElicitSlot', slotToElicit: 'duration' })]);
  const fixed = await c.say('two hours');
  expect(fixed.speech).toBe('Logged 2 hours to Internal for today.');
});

test('"an hour and a half on friday" to "How long did you work?" is the length and the day of the project said (it asked the project again)', async () => {
  await asked('ask time tracker to log time on greenleaf yoga', 'How long did you work?');
  expect((await c.say('an hour and a half on friday')).speech).toBe('Logged 1 hour and 30 minutes to Greenleaf Yoga Studio for last Friday, November 20th.');
  expect(await latest()).toMatchObject({ duration: 5400, date: '2026-11-20T12:00:00.000-08:00', project: { name: 'Greenleaf Yoga Studio' } });
});

describe('a number said alone for how long', () => {
  test('"forty five" is asked about as minutes, and logged for the day said only after a yes', async () => {
    await asked('ask time tracker to log time on internal admin for friday', 'How long did you work?');
    await asked('forty five', 'Did you mean 45 minutes?');
    expect((await c.say('yes')).speech).toBe('Logged 45 minutes to Internal Admin for last Friday, November 20th.');
    expect(await latest()).toMatchObject({ duration: 2700, date: '2026-11-20T12:00:00.000-08:00', project: { name: 'Internal Admin' } });
  });

  test('"three" is asked about as hours; a no asks again with an example, and logs nothing', async () => {
    await c.say('ask time tracker to log time on greenleaf yoga');
    await asked('three', 'Did you mean 3 hours?');
    const again = await asked('no', 'How long did you work? For example, forty five minutes, or two hours.');
    expect(again.directives).toEqual([expect.objectContaining({ type: 'Dialog.ElicitSlot', slotToElicit: 'duration' })]);
    expect((await c.say('three minutes')).speech).toBe('Logged 3 minutes to Greenleaf Yoga Studio for today.');
    expect(await latest()).toMatchObject({ duration: 180, project: { name: 'Greenleaf Yoga Studio' } });
  });

  test('"no, an hour" to "Did you mean 45 minutes?" is the length logged (it was "Sorry, I didn\'t get that")', async () => {
    await asked('ask time tracker to log time on internal admin for friday', 'How long did you work?');
    await asked('forty five', 'Did you mean 45 minutes?');
    expect((await c.say('no, an hour')).speech).toBe('Logged 1 hour to Internal Admin for last Friday, November 20th.');
    expect(await latest()).toMatchObject({ duration: 3600, project: { name: 'Internal Admin' } });
  });

  test('the length said with its unit instead of a yes is what is logged', async () => {
    await c.say('ask time tracker to log time');
    expect((await c.say('ten')).speech).toBe('Did you mean 10 minutes?');
    expect((await c.say('ten hours')).speech).toBe('Which project was that for?');
    expect((await c.say('internal admin')).speech).toBe('Logged 10 hours to Internal Admin for today.');
    expect(await latest()).toMatchObject({ duration: 36000 });
  });
});

test('an ambiguous project is asked about, and the logged time waits for the answer', async () => {
  const question = await c.say('ask time tracker to log two hours on apollo yesterday');
  expect(question.speech).toMatch(/^Did you mean /);
  const reply = await c.say('the website one');
  expect(reply.speech).toBe('Logged 2 hours to Apollo Website Redesign for yesterday.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-21T12:00:00.000-08:00', project: { name: 'Apollo Website Redesign' } });
});

describe('time zones', () => {
  test('the date and offset are the device\'s own: past midnight in Kolkata it is already the 23rd', async () => {
    const kolkata = await startConversation({ service: session.c.svc, now: clock.now, timeZone: 'Asia/Kolkata' });
    clock.set('2026-11-22T20:00:00.000Z');
    try {
      // 1:30 am there: with no day said, which day is asked.
      expect((await kolkata.say('ask time tracker to log an hour on internal')).speech).toBe("It's after midnight. Should I log it for yesterday, or for today?");
      const reply = await kolkata.say('today');
      expect(reply.speech).toBe('Logged 1 hour to Internal for today.');
      expect((await latest()).date).toBe('2026-11-23T01:30:00.000+05:30');
      expect(kolkata.alexaApi.calls).toContainEqual(expect.objectContaining({ method: 'GET', path: expect.stringMatching(/^\/v2\/devices\/[^/]+\/settings\/System\.timeZone$/) }));
    } finally {
      await kolkata.close();
      clock.set('2026-11-22T17:00:00.000Z');
    }
  });

  test("when the settings API fails, the device's zone it gave before is still used, however long ago", async () => {
    const la = await startConversation({ service: session.c.svc, now: clock.now, timeZone: 'America/Los_Angeles' });
    clock.set('2026-11-23T03:00:00.000Z'); // 7 pm on the 22nd in Los Angeles, the 23rd in UTC
    try {
      expect((await la.say('ask time tracker to log an hour on internal')).speech).toBe('Logged 1 hour to Internal for today.');
      clock.advance(2 * 3600_000);
      la.alexaApi.behaviour = 'fail';
      expect((await la.say('ask time tracker to log half an hour on internal')).speech).toBe('Logged 30 minutes to Internal for today.');
      const [newest] = (await la.api.get('/api/v2/activities?order_by=-created_at&per_page=1')).body.data;
      expect(newest).toMatchObject({ duration: 1800, date: '2026-11-22T21:00:00.000-08:00' });
    } finally {
      await la.close();
      clock.set('2026-11-22T17:00:00.000Z');
    }
  });

  test("when the settings API fails for a device never seen, the offset of the person's newest entry is used (UTC asked at 5 PM whether it was after midnight)", async () => {
    const la = await startConversation({ service: session.c.svc, now: clock.now, timeZone: 'America/Los_Angeles' });
    const other = await startConversation({ service: session.c.svc, now: clock.now, timeZone: 'America/Los_Angeles' });
    clock.set('2026-11-22T20:00:00.000Z'); // noon in Los Angeles
    try {
      await la.say('ask time tracker to log an hour on internal');
      clock.set('2026-11-23T01:00:00.000Z'); // 5 pm on the 22nd in Los Angeles, the 23rd in UTC
      other.alexaApi.behaviour = 'fail';
      expect((await other.say('ask time tracker to log two hours on internal')).speech).toBe('Logged 2 hours to Internal for today.');
      const [newest] = (await other.api.get('/api/v2/activities?order_by=-created_at&per_page=1')).body.data;
      expect(newest).toMatchObject({ duration: 7200, date: '2026-11-22T17:00:00.000-08:00' });
    } finally {
      await la.close();
      await other.close();
      clock.set('2026-11-22T17:00:00.000Z');
    }
  });

  test('when the settings API fails, UTC is used and the time is still logged', async () => {
    // London is on UTC in November, so the device and the fallback agree on which day "yesterday" is.
    const elsewhere = await startConversation({ service: session.c.svc, now: clock.now, timeZone: 'Europe/London' });
    elsewhere.alexaApi.behaviour = 'fail';
    try {
      const reply = await elsewhere.say('ask time tracker to log an hour on internal yesterday');
      expect(reply.speech).toBe('Logged 1 hour to Internal for yesterday.');
      expect((await latest()).date).toBe('2026-11-21T12:00:00.000+00:00');
    } finally {
      await elsewhere.close();
    }
  });
});

describe('a length said in a way the model has no sample for is still logged, not dropped for a timer offered', () => {
  test.each([
    ['ask time tracker to put half an hour down for internal admin', 'Logged 30 minutes to Internal Admin for today.', 1800, '2026-11-22'],
    ['ask time tracker to add an hour for internal admin yesterday', 'Logged 1 hour to Internal Admin for yesterday.', 3600, '2026-11-21'],
    ['ask time tracker please log one and half hours for internal admin', 'Logged 1 hour and 30 minutes to Internal Admin for today.', 5400, '2026-11-22'],
    ['ask time tracker i want to log an hour and fifteen minutes for internal admin', 'Logged 1 hour and 15 minutes to Internal Admin for today.', 4500, '2026-11-22'],
    ['ask time tracker to mark a quarter of an hour against internal admin', 'Logged 15 minutes to Internal Admin for today.', 900, '2026-11-22'],
  ])('"%s"', async (said, speech, seconds, day) => {
    expect((await c.say(said)).speech).toBe(speech);
    const entry = await latest();
    expect(entry).toMatchObject({ duration: seconds, project: { name: 'Internal Admin' }, source: 'alexa' });
    expect(entry.date.slice(0, 10)).toBe(day);
  });
});

describe('a length that is no number ("a few hours", "all day") is asked for, never guessed', () => {
  test('"log a few hours on Bellevue Dental Branding": how long, then logged to that project', async () => {
    await asked('ask time tracker to log a few hours on bellevue dental branding', 'How long did you work? For example, forty five minutes, or two hours.');
    expect((await c.say('three hours')).speech).toBe('Logged 3 hours to Bellevue Dental Branding for today.');
    expect(await latest()).toMatchObject({ duration: 10800, project: { name: 'Bellevue Dental Branding' } });
  });

  test('"I worked all day on Internal Admin yesterday": the hours asked for, and the day kept', async () => {
    await asked("ask time tracker i worked all day on internal admin yesterday", "A day's work can be any length. How many hours did you work?");
    expect((await c.say('seven and a half hours')).speech).toBe('Logged 7 hours and 30 minutes to Internal Admin for yesterday.');
    expect(await latest()).toMatchObject({ duration: 27000, date: '2026-11-21T12:00:00.000-08:00' });
  });

  test('"log a few hours on Greenleaf on Friday": the Friday just past', async () => {
    await asked('ask time tracker to log a few hours on greenleaf on friday', 'How long did you work? For example, forty five minutes, or two hours.');
    expect((await c.say('two hours')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for last Friday, November 20th.');
  });

  test('"I worked all day yesterday on Internal Admin": the day said between the length and the project is kept', async () => {
    await asked('ask time tracker i worked all day yesterday on internal admin', "A day's work can be any length. How many hours did you work?");
    expect((await c.say('eight hours')).speech).toBe('Logged 8 hours to Internal Admin for yesterday.');
  });

  test('a project named while the length is asked is the project of the log, the length still asked (it offered a timer)', async () => {
    await session.c.say('open time tracker');
    await asked('i worked all day yesterday on apollo', "A day's work can be any length. How many hours did you work?");
    await asked('the mobile app', 'How long did you work?');
    expect((await c.say('eight hours')).speech).toBe('Logged 8 hours to Apollo Mobile App for yesterday.');
    expect(await latest()).toMatchObject({ duration: 28800, date: '2026-11-21T12:00:00.000-08:00' });
  });

  test('"all morning" is no day\'s length: how long is asked', async () => {
    await asked('ask time tracker i worked all morning on internal admin', 'How long did you work? For example, forty five minutes, or two hours.');
  });

  // Words beside the name that may say a day, another project or a description, not understood here:
  // nothing is asked on a part of the request, and nothing is logged (the day said would have been lost).
  test.each(['ask time tracker to log a few hours on apollo mobile app and two hours on internal admin', 'ask time tracker to log a few hours on apollo mobile app and some on greenleaf'])(
    '"%s" is said not to be all understood',
    async (words) => {
      await asked(words, "Sorry, I didn't get all of that. You can say, for example, log two hours on Apollo for yesterday. What would you like to do?");
    },
  );

  // What the work was, said before the project with "of" or after it with "for", is the description (the first was
  // "Sorry, I didn't get that", the second not all understood).
  test.each([
    ['ask time tracker to log a few hours of code review on apollo mobile app', 'code review'],
    ['ask time tracker to log a few hours on apollo mobile app for the client call', 'the client call'],
  ])('"%s": the length asked, the description kept', async (words, description) => {
    await asked(words, 'How long did you work? For example, forty five minutes, or two hours.');
    expect((await c.say('two hours')).speech).toBe(`Logged 2 hours of ${description} to Apollo Mobile App for today.`);
    expect(await latest()).toMatchObject({ duration: 7200, description, project: { name: 'Apollo Mobile App' } });
  });

  // A day Alexa hands over in its own slot, after the length and the project's words, is kept (it was "Sorry, I
  // didn't get all of that", or "I couldn't find a project called greenleaf last night").
  test.each([
    ['ask time tracker to log a few hours on internal admin last night', 'Internal Admin', 'yesterday', '2026-11-21'],
    ['ask time tracker to log a few hours on internal admin on november 20th', 'Internal Admin', 'last Friday, November 20th', '2026-11-20'],
    ['ask time tracker to log a few hours on greenleaf last night', 'Greenleaf Yoga Studio', 'yesterday', '2026-11-21'],
  ])('"%s": the length asked, the day kept', async (words, project, day, date) => {
    await asked(words, 'How long did you work? For example, forty five minutes, or two hours.');
    expect((await c.say('two hours')).speech).toBe(`Logged 2 hours to ${project} for ${day}.`);
    expect((await latest()).date.slice(0, 10)).toBe(date);
  });

  test('a name with "&" said with "and" is no extra word: the length is asked for', async () => {
    await asked('ask time tracker to log a few hours on smith and sons packaging', 'How long did you work? For example, forty five minutes, or two hours.');
  });

  test('a name that is no project is said so before the length is asked for', async () => {
    await asked('ask time tracker i spent all day at the dentist', "I couldn't find a project called the dentist. Would you like me to list your projects?");
  });

  test('"add some time to that" asks how much; the length then said is offered to that entry', async () => {
    // Later than the earlier tests' entries (the time-zone tests' up to 5 am UTC on the 23rd), so that this
    // one is the newest: 10 pm on the 22nd in Seattle.
    clock.set('2026-11-23T06:00:00.000Z');
    expect((await c.say('ask time tracker to log two hours on internal admin')).speech).toBe('Logged 2 hours to Internal Admin for today.');
    const entry = await latest();
    expect((await c.say('ask time tracker to add some time to that')).speech).toBe('How much time should I add? You can say, for example, add fifteen minutes to that.');
    expect((await c.say('fifteen minutes')).speech).toBe('Should I add 15 minutes to your Internal Admin entry for today?');
    expect((await c.say('yes')).speech).toBe('Added 15 minutes to your Internal Admin entry for today. It now comes to 2 hours and 15 minutes.');
    expect(await latest()).toMatchObject({ id: entry.id, duration: 8100 });
  });
});

describe('a length said again to "Which project was that for?" is the length logged', () => {
  test.each([
    ['actually three hours on greenleaf', 'project and all (it was "I couldn\'t find a project called actually three hours on greenleaf")'],
    ['greenleaf for three hours', 'after the name (it logged 2 hours, described "three hours")'],
  ])('"%s": %s', async (answer) => {
    await c.say('open time tracker');
    await asked('log two hours', 'Which project was that for?');
    expect((await c.say(answer)).speech).toBe('Logged 3 hours to Greenleaf Yoga Studio for today.');
    expect(await latest()).toMatchObject({ duration: 3 * 3600, description: 'Work on Greenleaf Yoga Studio' });
  });

  test('"oh wait, I mean three hours" alone: the project asked again, and the name said next gets three hours', async () => {
    await c.say('open time tracker');
    await asked('log two hours', 'Which project was that for?');
    await asked('oh wait, I mean three hours', 'Which project was that for?');
    expect((await c.say('greenleaf')).speech).toBe('Logged 3 hours to Greenleaf Yoga Studio for today.');
  });
});
