// LogTime said on a Monday: the days people name, how Alexa hands them over (a weekday in a slot of its
// own; a date, resolved to today or later, in AMAZON.DATE), and what the skill books. Nothing is stored
// on a day the person did not mean, and nothing before a question about the day is answered.
import { activities } from '../support/conversation';
import { loggingConversation } from './logging-conversation';

// Monday 23 November 2026, 9:00 in Seattle.
const { session, forget, made, latest, asked, sendLogTime } = loggingConversation('2026-11-23T17:00:00.000Z');
const say = (text: string) => session.c.say(text);
// Each test logs on an empty record: time an earlier test logged on the same project and day would be asked
// about as said again (lambda/conversation/duplicates.ts).
beforeEach(async () => {
  for (const entry of await activities(session.c)) await session.c.api.delete(`/api/v2/activities/${entry.id}`);
});
/** The local day of the one activity made since the test began. */
const bookedDay = async () => (await latest()).date.slice(0, 10);

describe('days said plainly are booked without a question, and named', () => {
  test.each([
    ['yesterday', 'yesterday', '2026-11-22'],
    ['two days ago', 'last Saturday, November 21st', '2026-11-21'],
    ['last night', 'yesterday', '2026-11-22'],
    ['this morning', 'today', '2026-11-23'],
    ['last wednesday', 'last Wednesday, November 18th', '2026-11-18'],
    ['on november eighteenth', 'last Wednesday, November 18th', '2026-11-18'],
    ['the day before yesterday', 'last Saturday, November 21st', '2026-11-21'],
    ['last monday', 'Monday, November 16th', '2026-11-16'],
  ])('"%s"', async (said, spoken, day) => {
    const reply = await say(`ask time tracker to log an hour on internal ${said}`);
    expect(reply.speech).toBe(`Logged 1 hour to Internal for ${spoken}.`);
    expect(await bookedDay()).toBe(day);
  });
});

describe('a weekday said is the last such day, booked without a question and named', () => {
  test.each([
    ['on friday', 'last Friday, November 20th', '2026-11-20'],
    ['friday', 'last Friday, November 20th', '2026-11-20'],
    ['on friday afternoon', 'last Friday, November 20th', '2026-11-20'],
    ['on sunday', 'yesterday', '2026-11-22'],
    ['on tuesday', 'last Tuesday, November 17th', '2026-11-17'],
    // Today's weekday is today: "an hour on Monday", said on a Monday, is this Monday.
    ['on monday', 'today', '2026-11-23'],
    // "Last" or "this past" Monday, said on a Monday, is the one before.
    ['last monday', 'Monday, November 16th', '2026-11-16'],
    ['this past monday', 'Monday, November 16th', '2026-11-16'],
    ['this past friday', 'last Friday, November 20th', '2026-11-20'],
  ])('"%s"', async (said, spoken, day) => {
    const reply = await say(`ask time tracker to log an hour on internal ${said}`);
    expect(reply.speech).toBe(`Logged 1 hour to Internal for ${spoken}.`);
    // Dated noon, or in the part of the day said with it (the afternoon's from 1 PM).
    const at = said.endsWith('afternoon') ? '13:00' : day === '2026-11-23' ? '09:00' : '12:00';
    expect(await made()).toEqual([expect.objectContaining({ duration: 3600, date: `${day}T${at}:00.000-08:00`, source: 'alexa' })]);
  });

  test('with a description and the weekday first', async () => {
    const reply = await say('ask time tracker on thursday i did an hour on internal');
    expect(reply.speech).toBe('Logged 1 hour to Internal for last Thursday, November 19th.');
    expect(await bookedDay()).toBe('2026-11-19');
  });
});

describe('"last Sunday", said on a Monday, could be yesterday or the Sunday before: asked, nothing booked until answered', () => {
  test.each([
    ['yesterday', 'yesterday', '2026-11-22'],
    ['november fifteenth', 'Sunday, November 15th', '2026-11-15'],
    // By its place in the question (it was "Sorry, I didn't get that").
    ['the first one', 'Sunday, November 15th', '2026-11-15'],
    ['the second one', 'yesterday', '2026-11-22'],
  ])('answered "%s"', async (answer, spoken, day) => {
    await asked('ask time tracker to log an hour on internal last sunday', 'Did you mean Sunday, November 15th, or yesterday?');
    expect(await made()).toEqual([]);
    expect((await say(answer)).speech).toBe(`Logged 1 hour to Internal for ${spoken}.`);
    expect(await bookedDay()).toBe(day);
  });

  test('a yes says neither day: which one is asked, and nothing is booked on it', async () => {
    await asked('ask time tracker to log an hour on internal last sunday', 'Did you mean Sunday, November 15th, or yesterday?');
    await asked('yes', 'Which day should I log it for: Sunday, November 15th, or yesterday?');
    expect((await say('november fifteenth')).speech).toBe('Logged 1 hour to Internal for Sunday, November 15th.');
    expect(await bookedDay()).toBe('2026-11-15');
  });

  test('words that answer nothing get the question again, and the day said then still logs (it was lost)', async () => {
    await asked('ask time tracker to log an hour on internal last sunday', 'Did you mean Sunday, November 15th, or yesterday?');
    const again = await say('make it ninety minutes');
    expect(again.speech).toBe("Sorry, I didn't get that. Did you mean Sunday, November 15th, or yesterday?");
    expect(again.directives).toContainEqual(expect.objectContaining({ type: 'Dialog.ElicitSlot', slotToElicit: 'date' }));
    expect((await say('yesterday')).speech).toBe('Logged 1 hour to Internal for yesterday.');
    expect(await bookedDay()).toBe('2026-11-22');
  });

  test('"this past Sunday" is yesterday, without a question', async () => {
    expect((await say('ask time tracker to log an hour on internal this past sunday')).speech).toBe('Logged 1 hour to Internal for yesterday.');
  });
});

test('"next friday" is never booked to last Friday unasked', async () => {
  await asked('ask time tracker to log an hour on internal next friday', 'Did you mean last Friday, November 20th?');
  // Alexa sends it as it sends "the 27th": that day of last month is put next.
  await asked('no', 'Or did you mean Tuesday, October 27th, last month?');
  await asked('no', 'Which day was it, for example, yesterday, or last Friday?');
  await say('cancel');
  expect(await made()).toEqual([]);
});

test('should Alexa put "friday" in the date slot (the coming Friday), the Friday just past is proposed, and a yes books it', async () => {
  const question = await sendLogTime({ duration: 'PT2H', project: 'internal', date: '2026-11-27' });
  expect(question.speech).toBe('Did you mean last Friday, November 20th?');
  expect(await made()).toEqual([]);
  expect((await say('yes')).speech).toBe('Logged 2 hours to Internal for last Friday, November 20th.');
  expect(await made()).toEqual([expect.objectContaining({ duration: 7200, date: '2026-11-20T12:00:00.000-08:00', source: 'alexa' })]);
});

test('a weekday slot holding no weekday ("next friday", should Alexa put it there) is asked about, not guessed', async () => {
  const question = await sendLogTime({ duration: 'PT1H', project: 'internal', weekday: 'next friday' });
  expect(question.speech).toBe('Which day was that, for example, yesterday, or last Friday?');
  expect(await made()).toEqual([]);
  expect((await say('yesterday')).speech).toBe('Logged 1 hour to Internal for yesterday.');
  expect(await bookedDay()).toBe('2026-11-22');
});

test('"log internal yesterday", no length said: the length is asked, and yesterday kept (it offered a timer); "the past hour" is an hour', async () => {
  await say('open time tracker');
  await asked('log internal yesterday', 'How long did you work?');
  expect((await say('two hours')).speech).toBe('Logged 2 hours to Internal for yesterday.');
  expect(await bookedDay()).toBe('2026-11-22');
  await forget();
  expect((await say('ask time tracker i worked on internal for the past hour')).speech).toBe('Logged 1 hour to Internal for today.');
  expect(await latest()).toMatchObject({ duration: 3600 });
});

describe('a day said after the project or the description, where Alexa may hand it over with their words, is the day booked (it was today)', () => {
  test('"internal yesterday" from 2 to 4: yesterday, 2 to 4 pm', async () => {
    const reply = await sendLogTime({ project: 'internal yesterday', from: '02:00', to: '04:00' });
    expect(reply.speech).toBe('Logged 2 hours to Internal for yesterday, from 2 PM to 4 PM.');
    expect(await made()).toEqual([expect.objectContaining({ duration: 7200, date: '2026-11-22T14:00:00.000-08:00' })]);
  });

  test('"the client call on friday" as the description: Friday, and the description without it', async () => {
    const reply = await sendLogTime({ duration: 'PT1H', project: 'internal', description: 'the client call on friday' });
    expect(reply.speech).toBe('Logged 1 hour of the client call to Internal for last Friday, November 20th.');
    expect(await latest()).toMatchObject({ description: 'the client call', date: expect.stringMatching(/^2026-11-20/) });
  });

  test('"internal last week" with the weekday "tuesday": the Tuesday of last week, not this week\'s', async () => {
    const reply = await sendLogTime({ duration: 'PT1H', project: 'internal last week', weekday: 'tuesday' });
    expect(reply.speech).toBe('Logged 1 hour to Internal for last Tuesday, November 17th.');
    expect(await bookedDay()).toBe('2026-11-17');
  });

  test('more than one day ("for each day last week", "for the weekend"): which day is asked, and nothing booked until it is said', async () => {
    const question = await sendLogTime({ duration: 'PT8H', project: 'internal', description: 'each day last week' });
    expect(question.speech).toBe('Which day was that, for example, yesterday, or last Friday?');
    expect(await made()).toEqual([]);
    expect((await say('friday')).speech).toBe('Logged 8 hours to Internal for last Friday, November 20th.');
    expect(await bookedDay()).toBe('2026-11-20');
    await forget();
    expect((await sendLogTime({ duration: 'PT2H', project: 'internal over the weekend' })).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
    expect(await made()).toEqual([]);
    // With no project said besides, the day comes first: asked the project, the answer was booked for today.
    expect((await sendLogTime({ duration: 'PT2H', project: 'the weekend' })).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
    await asked('saturday', 'Which project was that for?');
    expect((await say('internal')).speech).toBe('Logged 2 hours to Internal for last Saturday, November 21st.');
  });

  test('"last week", then "tuesday" in answer to which day: last week\'s Tuesday (it was this week\'s)', async () => {
    // Alexa sends "last week" as an ISO week; said on Monday the 23rd, that is the 16th to the 22nd.
    expect((await sendLogTime({ duration: 'PT2H', project: 'internal', date: '2026-W47' })).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
    expect((await say('tuesday')).speech).toBe('Logged 2 hours to Internal for last Tuesday, November 17th.');
    expect(await bookedDay()).toBe('2026-11-17');
    await forget();
    // Said with the week, as Alexa may fill both slots.
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal', date: '2026-W47', weekday: 'wednesday' })).speech).toBe('Logged 1 hour to Internal for last Wednesday, November 18th.');
  });

  test('a day\'s words that are a project\'s ("Cyber Monday Sale"), or a day ahead in a description ("prep for next monday"), are no day of the log', async () => {
    await session.c.api.post('/api/v2/projects', { name: 'Cyber Monday Sale' });
    expect((await sendLogTime({ duration: 'PT1H', project: 'cyber monday' })).speech).toBe('Logged 1 hour to Cyber Monday Sale for today.');
    await forget();
    // Should Alexa split the name, the weekday slot's word is the name's too (it was booked to last Monday).
    expect((await sendLogTime({ duration: 'PT1H', project: 'cyber', weekday: 'monday' })).speech).toBe('Logged 1 hour to Cyber Monday Sale for today.');
    await forget();
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal', description: 'prep for next friday' })).speech).toBe('Logged 1 hour of prep for next friday to Internal for today.');
    expect(await bookedDay()).toBe('2026-11-23');
  });

  test('a weekday said with "for" after a description ("prep for friday") may be what the work was for: which day is asked, the words kept whole', async () => {
    const question = 'Was that work last Friday, November 20th, or today?';
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal', description: 'prep for friday' })).speech).toBe(question);
    expect(await made()).toEqual([]);
    expect((await say('today')).speech).toBe('Logged 1 hour of prep for friday to Internal for today.');
    expect(await latest()).toMatchObject({ description: 'prep for friday', date: expect.stringMatching(/^2026-11-23/) });
    await forget();
    // Handed over with the project's words, the same; the weekday answered is last Friday.
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal for the slides for friday' })).speech).toBe(question);
    expect((await say('friday')).speech).toBe('Logged 1 hour of the slides for friday to Internal for last Friday, November 20th.');
    expect(await bookedDay()).toBe('2026-11-20');
    await forget();
    // "For friday" after the name alone, or "on friday" after a description, is the day of the work.
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal for friday' })).speech).toBe('Logged 1 hour to Internal for last Friday, November 20th.');
    await forget();
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal', description: 'prep on friday' })).speech).toBe('Logged 1 hour of prep to Internal for last Friday, November 20th.');
  });

  test('days the words are about ("the end of the month", "planning the weekend") are no day of the work; "for last week" after a description asks the day, the words kept whole', async () => {
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal', description: 'the end of the month' })).speech).toBe('Logged 1 hour of the end of the month to Internal for today.');
    await forget();
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal', description: 'planning the weekend' })).speech).toBe('Logged 1 hour of planning the weekend to Internal for today.');
    await forget();
    // It was stored as "weekly review", and the day asked; a weekday in answer is the last such day, not last week's.
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal', description: 'weekly review for last week' })).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
    expect((await say('today')).speech).toBe('Logged 1 hour of weekly review for last week to Internal for today.');
    expect(await latest()).toMatchObject({ description: 'weekly review for last week', date: expect.stringMatching(/^2026-11-23/) });
    await forget();
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal', description: 'the report for last week' })).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
    expect((await say('sunday')).speech).toBe('Logged 1 hour of the report for last week to Internal for yesterday.');
    // Days said as when the work was, after the words, are still days: which one is asked.
    for (const description of ['code review at the weekend', 'code review during the week', 'code review each day']) {
      await forget();
      expect((await sendLogTime({ duration: 'PT1H', project: 'internal', description })).speech).toBe('Which day was that, for example, yesterday, or last Friday?');
      expect(await made()).toEqual([]);
    }
  });

  test('a description said after the name with "for" ("greenleaf for the client call") is the description, also in answer to which project', async () => {
    await say('open time tracker');
    await asked('log two hours yesterday', 'Which project was that for?');
    // It was "Sorry, I didn't get all of that", and the two hours were dropped.
    expect((await say('greenleaf yoga for the client call')).speech).toBe('Logged 2 hours of the client call to Greenleaf Yoga Studio for yesterday.');
    expect(await latest()).toMatchObject({ description: 'the client call', date: expect.stringMatching(/^2026-11-22/) });
    await forget();
    // The name is looked up once: the check before the project is found and finding it share the answer (a part
    // of a name, "yoga", searched the service twice). The day's entries, to find a repeat in, are read beside it.
    const before = session.c.calls.length;
    expect((await sendLogTime({ duration: 'PT1H', project: 'yoga for the class' })).speech).toBe('Logged 1 hour of the class to Greenleaf Yoga Studio for today.');
    expect(session.c.calls.slice(before).map((call) => `${call.method} ${call.path}`).sort()).toEqual(['GET /activities', 'GET /projects', 'GET /projects', 'POST /activities']);
    await forget();
    // Words beside the name that are not understood ask the question again, and the time waits for the answer.
    await say('open time tracker');
    await asked('log two hours yesterday', 'Which project was that for?');
    expect((await say('greenleaf yoga and stuff')).speech).toBe("Sorry, I didn't get that. Which project was that for?");
    expect((await say('greenleaf yoga')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday.');
  });

  test('words said after a whole name ("internal admin preparing") are the description, not dropped; a day after them is still the day', async () => {
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal admin preparing please' })).speech).toBe('Logged 1 hour of preparing to Internal Admin for today.');
    expect(await latest()).toMatchObject({ project: expect.objectContaining({ name: 'Internal Admin' }), description: 'preparing' });
    await forget();
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal admin invoices yesterday' })).speech).toBe('Logged 1 hour of invoices to Internal Admin for yesterday.');
    await forget();
    // A name that is a project's whole name with more of it said is that other project, with no description.
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal admin' })).speech).toBe('Logged 1 hour to Internal Admin for today.');
  });

  test('a description that only names the project again ("ux audit for nimbus bank") is none (it was "1 hour of nimbus bank")', async () => {
    expect((await sendLogTime({ duration: 'PT1H', project: 'ux audit for nimbus bank' })).speech).toBe('Logged 1 hour to UX Audit – Nimbus Bank for today.');
    expect(await latest()).toMatchObject({ description: 'Work on UX Audit – Nimbus Bank' });
  });

  test('a client named after "for" that is not the project\'s ("branding for apollo insurance") asks which, that client\'s first; its own client is no description', async () => {
    const question = await sendLogTime({ duration: 'PT1H', project: 'the branding', description: 'apollo insurance' });
    expect(question.speech).toBe('Did you mean Apollo Brand Guidelines, Apollo Mobile App, Apollo Website Redesign, or Bellevue Dental Branding?');
    expect(await made()).toEqual([]);
    expect((await say('the first one')).speech).toBe('Logged 1 hour to Apollo Brand Guidelines for today.');
    await forget();
    expect((await sendLogTime({ duration: 'PT1H', project: 'the mobile app', description: 'apollo insurance' })).speech).toBe('Logged 1 hour to Apollo Mobile App for today.');
    // What the work was, in words some project names have too, stays the description.
    await forget();
    expect((await sendLogTime({ duration: 'PT1H', project: 'greenleaf', description: 'the website' })).speech).toBe('Logged 1 hour of the website to Greenleaf Yoga Studio for today.');
    // A project named outright is that one, a client after it what the work was for (it was asked about).
    await forget();
    expect((await sendLogTime({ duration: 'PT1H', project: 'internal', description: 'the bank' })).speech).toBe('Logged 1 hour of the bank to Internal for today.');
  });

  test('more said than a name, and not understood ("internal and two hours on greenleaf"): said so, nothing booked', async () => {
    const reply = await sendLogTime({ duration: 'PT1H', project: 'internal and two hours on greenleaf' });
    expect(reply.speech).toBe("Sorry, I didn't get all of that. You can say, for example, log two hours on Apollo for yesterday. What would you like to do?");
    expect(await made()).toEqual([]);
  });
});

test('a weekday and a date that disagree, should Alexa fill both: neither is taken, the day is asked', async () => {
  const question = await sendLogTime({ duration: 'PT1H', project: 'internal', date: '2026-11-22', weekday: 'friday' });
  expect(question.speech).toBe('Which day was that, for example, yesterday, or last Friday?');
  expect(await made()).toEqual([]);
  expect((await say('friday')).speech).toBe('Logged 1 hour to Internal for last Friday, November 20th.');
  expect(await bookedDay()).toBe('2026-11-20');
});

test('a weekday and an ambiguous project: the project is asked, then it is logged on the weekday', async () => {
  expect((await say('ask time tracker to log two hours on apollo on friday')).speech).toMatch(/^Did you mean Apollo/);
  expect(await made()).toEqual([]);
  const reply = await say('the website one');
  expect(reply.speech).toBe('Logged 2 hours to Apollo Website Redesign for last Friday, November 20th.');
  expect(await made()).toEqual([expect.objectContaining({ duration: 7200, date: '2026-11-20T12:00:00.000-08:00', project: expect.objectContaining({ name: 'Apollo Website Redesign' }) })]);
});

test('"november twenty fifth", two days ahead: the Wednesday just past is proposed; no, then the 25th itself is asked about; cancel stores nothing', async () => {
  await asked('ask time tracker to log an hour on internal for november twenty fifth', 'Did you mean last Wednesday, November 18th?');
  await asked('no', 'Or did you mean Sunday, October 25th, last month?');
  await asked('november twenty fifth', "Wednesday, November 25th hasn't come yet. Should I log the time for then anyway?");
  const end = await say('cancel');
  expect(end.endsSession).toBe(true);
  expect(await made()).toEqual([]);
});

test.each([
  ['for the 25th', 'Did you mean last Wednesday, November 18th?', 'the 18th', 'last Wednesday, November 18th', '2026-11-18'],
  ['for december 5th', 'Did you mean Thursday, November 5th?', 'november 5th', 'Thursday, November 5th', '2026-11-05'],
])('"%s": the day proposed, said back in answer ("%s" — "%s"), is booked, not proposed again ("the 18th" was)', async (day, question, answer, spoken, booked) => {
  await asked(`ask time tracker to log an hour on internal ${day}`, question);
  expect((await say(answer)).speech).toBe(`Logged 1 hour to Internal for ${spoken}.`);
  expect(await bookedDay()).toBe(booked);
});

test('"on the 25th" said on the 23rd (Alexa sends this month\'s, to come): the Wednesday just past is proposed, and on a no, October 25th (it was "Which day was it?")', async () => {
  await asked('ask time tracker to log an hour on internal on the 25th', 'Did you mean last Wednesday, November 18th?');
  await asked('no', 'Or did you mean Sunday, October 25th, last month?');
  expect((await say('yes')).speech).toBe('Logged 1 hour to Internal for Sunday, October 25th.');
  expect(await bookedDay()).toBe('2026-10-25');
});

test('a day ahead, confirmed, is logged for that day', async () => {
  await say('ask time tracker to log an hour on internal for november twenty fifth');
  await say('no');
  await say('the twenty fifth of november');
  const reply = await say('yes');
  expect(reply.speech).toBe('Logged 1 hour to Internal for Wednesday, November 25th.');
  expect(await bookedDay()).toBe('2026-11-25');
});

test('"tomorrow" is never booked to last Tuesday unasked; "no, yesterday" books yesterday', async () => {
  await asked('ask time tracker to log an hour on internal tomorrow', 'Did you mean last Tuesday, November 17th?');
  const reply = await say('no yesterday');
  expect(reply.speech).toBe('Logged 1 hour to Internal for yesterday.');
  expect(await bookedDay()).toBe('2026-11-22');
});

test('a weekday said in answer to the day question is booked and named', async () => {
  await asked('ask time tracker to log two hours on internal tomorrow', 'Did you mean last Tuesday, November 17th?');
  expect((await say('no thursday')).speech).toBe('Logged 2 hours to Internal for last Thursday, November 19th.');
  expect(await bookedDay()).toBe('2026-11-19');
});

test('a weekday said in answer to "which day was it?" is booked and named', async () => {
  await say('ask time tracker to log two hours on internal for november twenty fifth');
  await say('no');
  await asked('no', 'Which day was it, for example, yesterday, or last Friday?');
  expect((await say('friday')).speech).toBe('Logged 2 hours to Internal for last Friday, November 20th.');
  expect(await bookedDay()).toBe('2026-11-20');
});

test('another date in answer that is also ahead is put the same way', async () => {
  await say('ask time tracker to log two hours on internal tomorrow');
  await asked('no november twenty sixth', 'Did you mean last Thursday, November 19th?');
  expect((await say('yes')).speech).toBe('Logged 2 hours to Internal for last Thursday, November 19th.');
  expect(await bookedDay()).toBe('2026-11-19');
});

test('"december third", which Alexa makes ten days ahead, is never booked eleven months back: this month\'s 3rd is proposed', async () => {
  await asked('ask time tracker to log an hour on internal for december third', 'Did you mean Tuesday, November 3rd?');
  expect((await say('yes')).speech).toBe('Logged 1 hour to Internal for Tuesday, November 3rd.');
  expect(await bookedDay()).toBe('2026-11-03');
});

test('"on the 3rd": the 3rd just past is proposed, and "stop" leaves everything as it was', async () => {
  expect((await say('ask time tracker to log an hour on internal on the 3rd')).speech).toBe('Did you mean Tuesday, November 3rd?');
  const end = await say('stop');
  expect(end.endsSession).toBe(true);
  expect(await made()).toEqual([]);
});

test('"the 20th" said in answer to "which day was it?" is read as in a request: this month\'s, asked, never next month\'s', async () => {
  await asked('ask time tracker to log an hour on internal on the 3rd', 'Did you mean Tuesday, November 3rd?');
  await asked('no', 'Which day was it, for example, yesterday, or last Friday?');
  // Alexa sends "the 20th" as December 20th; it was "December 20th hasn't come yet. Should I log the time for then anyway?"
  await asked('the 20th', 'Did you mean last Friday, November 20th?');
  expect((await say('yes')).speech).toBe('Logged 1 hour to Internal for last Friday, November 20th.');
  expect(await bookedDay()).toBe('2026-11-20');
});

test('"december third" said again after a no to November 3rd is the day ahead, asked about as such (the same question came back, and again)', async () => {
  await asked('ask time tracker to log an hour on internal for december third', 'Did you mean Tuesday, November 3rd?');
  await asked('no', 'Which day was it, for example, yesterday, or last Friday?');
  await asked('december third', "Thursday, December 3rd hasn't come yet. Should I log the time for then anyway?");
  await asked('no', 'Which day was it, for example, yesterday, or last Friday?');
  expect(await made()).toEqual([]);
});

test('a date without a year, weeks back, said in answer to "which day was it?", is this year\'s, never next year\'s', async () => {
  await asked('ask time tracker to log an hour on internal tomorrow', 'Did you mean last Tuesday, November 17th?');
  await asked('no', 'Or did you mean Saturday, October 24th, last month?');
  await asked('no', 'Which day was it, for example, yesterday, or last Friday?');
  // Alexa sends "October 20th" as next year's: it was "Wednesday, October 20th, 2027 hasn't come yet", and a yes booked it there.
  await asked('october twentieth', 'Tuesday, October 20th was 4 weeks ago. Should I log the time for then?');
  expect((await say('yes')).speech).toBe('Logged 1 hour to Internal for Tuesday, October 20th.');
  expect(await bookedDay()).toBe('2026-10-20');
});

test('a date months back is asked about, and a yes books it', async () => {
  await asked('ask time tracker to log an hour on internal for july third', 'Friday, July 3rd was 4 months ago. Should I log the time for then?');
  expect((await say('yes')).speech).toBe('Logged 1 hour to Internal for Friday, July 3rd.');
  expect(await bookedDay()).toBe('2026-07-03');
});

test('a date with last year said is asked about too', async () => {
  const question = await say('ask time tracker to log an hour on internal for november 3rd 2025');
  expect(question.speech).toBe('Monday, November 3rd, 2025 was over a year ago. Should I log the time for then?');
  await asked('no', 'Which day was it, for example, yesterday, or last Friday?');
  expect((await say('last friday')).speech).toBe('Logged 1 hour to Internal for last Friday, November 20th.');
  expect(await bookedDay()).toBe('2026-11-20');
});

test('"yes" to "which day was it?" names no day: the question stands and nothing is stored', async () => {
  await say('ask time tracker to log an hour on internal tomorrow');
  await say('no');
  await say('no');
  await asked('yes', 'Which day was it, for example, yesterday, or last Friday?');
  await say('cancel');
});

test('a doubtful day with an ambiguous project: the day is settled, then the project, then it is logged', async () => {
  expect((await say('ask time tracker to log two hours on apollo for november twenty fifth')).speech).toBe('Did you mean last Wednesday, November 18th?');
  expect((await say('yes')).speech).toMatch(/^Did you mean Apollo/);
  expect(await made()).toEqual([]);
  const reply = await say('the website one');
  expect(reply.speech).toBe('Logged 2 hours to Apollo Website Redesign for last Wednesday, November 18th.');
  expect(await made()).toEqual([expect.objectContaining({ duration: 7200, date: '2026-11-18T12:00:00.000-08:00', project: expect.objectContaining({ name: 'Apollo Website Redesign' }) })]);
});

test('duration, description, project and day in one sentence: the description is said back and stored', async () => {
  const reply = await say('ask time tracker to log an hour of code review on the refund api yesterday');
  expect(reply.speech).toBe('Logged 1 hour of code review to ACME-1250 Refund API for yesterday.');
  expect(await made()).toEqual([expect.objectContaining({ description: 'code review', duration: 3600, date: '2026-11-22T12:00:00.000-08:00' })]);
});

describe('an inactive project is named as such before time goes on it', () => {
  test('no: nothing is logged', async () => {
    await asked('ask time tracker to log an hour on the q three launch yesterday', 'Q3 Launch – Fernwood Coffee is an inactive project. Should I log 1 hour to it anyway?');
    const reply = await say('no');
    expect(reply.speech).toBe("OK, I didn't log anything.");
    expect(reply.endsSession).toBe(true);
    expect(await made()).toEqual([]);
  });

  test('yes: logged on the day said', async () => {
    await say('ask time tracker to log an hour on the q three launch yesterday');
    expect((await say('yes')).speech).toBe('Logged 1 hour to Q3 Launch – Fernwood Coffee for yesterday.');
    expect(await bookedDay()).toBe('2026-11-22');
  });
});

test('durations as people say them', async () => {
  for (const [said, seconds] of [
    ['a half hour', 1800],
    ['half an hour', 1800],
    ['a quarter of an hour', 900],
    ['an hour fifteen', 4500],
    ['three quarters of an hour', 2700],
  ] as const) {
    await forget();
    await say(`ask time tracker to log ${said} on internal yesterday`);
    expect((await made()).map((a) => a.duration)).toEqual([seconds]);
  }
});

test.each(['a day', 'half a day', 'two days'])('"%s" is no length of work (P1D is not 24 hours): hours are asked for, nothing is logged until said', async (said) => {
  await asked(`ask time tracker to log ${said} on internal yesterday`, "A day's work can be any length. How many hours did you work?");
  expect(await made()).toEqual([]);
  expect((await say('seven and a half hours')).speech).toBe('Logged 7 hours and 30 minutes to Internal for yesterday.');
  expect((await made()).map((a) => a.duration)).toEqual([27000]);
});

test('a name with digits ("q4 launch") finds its project', async () => {
  const reply = await say('ask time tracker to log an hour on q4 launch yesterday');
  expect(reply.speech).toBe('Logged 1 hour to Q4 Launch – Fernwood Coffee for yesterday.');
  expect(await bookedDay()).toBe('2026-11-22');
});

test('while the day is in question, the same request again without a day is not taken as today', async () => {
  await asked('ask time tracker to log an hour on internal tomorrow', 'Did you mean last Tuesday, November 17th?');
  await asked('log an hour on internal', 'Which day was it, for example, yesterday, or last Friday?');
  expect((await say('yesterday')).speech).toBe('Logged 1 hour to Internal for yesterday.');
  expect(await bookedDay()).toBe('2026-11-22');
});

test('"it was yesterday" answers the day question even when no slot is being elicited', async () => {
  await asked('ask time tracker to log an hour on internal tomorrow', 'Did you mean last Tuesday, November 17th?');
  // As after help, or a reply Alexa did not take as the date: the question is open, the elicitation is not.
  await session.c.alexa.sendIntent({ name: 'AMAZON.FallbackIntent', confirmationStatus: 'NONE', slots: {} });
  expect((await say('it was yesterday')).speech).toBe('Logged 1 hour to Internal for yesterday.');
  expect(await bookedDay()).toBe('2026-11-22');
});
