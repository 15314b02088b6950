// "I worked on Apollo from nine to half past ten": time logged by its start and end. The entry is dated
// from its start and lasts until the end; the reply names both clock times, so a morning taken for an
// evening is heard at once. Work that has not ended yet is never logged on a guess.
import { loggingConversation } from './logging-conversation';
import { activities, projectId } from '../support/conversation';

// Monday 23 November 2026, 3 pm in Seattle.
const { session, forget, made, latest, asked, sendLogTime } = loggingConversation('2026-11-23T23:00:00.000Z');
const c = { say: (text: string) => session.c.say(text) };
// Each test logs on an empty record: time an earlier test logged on the same project and day would be asked
// about as said again (lambda/conversation/duplicates.ts).
beforeEach(async () => {
  for (const entry of await activities(session.c)) await session.c.api.delete(`/api/v2/activities/${entry.id}`);
});

test('"from nine to half past ten": an hour and a half, dated from nine today, both times named', async () => {
  const reply = await c.say('ask time tracker to log from nine to half past ten on apollo mobile app');
  expect(reply.speech).toBe('Logged 1 hour and 30 minutes to Apollo Mobile App for today, from 9 AM to 10:30 AM.');
  expect(await latest()).toMatchObject({
    project: { id: await projectId(session.c, 'Apollo Mobile App') },
    duration: 5400,
    date: '2026-11-23T09:00:00.000-08:00',
    source: 'alexa',
    status: 'complete',
  });
});

test('"two hours on greenleaf from one to three": the length and the times agree, and both are named', async () => {
  const reply = await c.say('ask time tracker to log two hours on greenleaf yoga from one to three');
  expect(reply.speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today, from 1 PM to 3 PM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T13:00:00.000-08:00' });
});

test('"three hours from one to three" says two lengths: the length is asked, nothing is logged until it is said', async () => {
  await asked('ask time tracker to log three hours on greenleaf yoga from one to three', 'Those times make 2 hours, but you said 3 hours. How long did you work?');
  expect(await made()).toEqual([]);
  expect((await c.say('three hours')).speech).toBe('Logged 3 hours to Greenleaf Yoga Studio for today.');
  expect(await latest()).toMatchObject({ duration: 10800 });
});

test('"three hours from one to three", answered with the times\' own two hours, is logged from one to three (the times were dropped, and the two hours dated now)', async () => {
  await asked('ask time tracker to log three hours on greenleaf yoga from one to three', 'Those times make 2 hours, but you said 3 hours. How long did you work?');
  expect((await c.say('two hours')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today, from 1 PM to 3 PM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T13:00:00.000-08:00' });
  // Another length however said ("no, three hours", a yes to "Did you mean 90 minutes?") is logged by itself, asked once.
  await c.say('ask time tracker to log three hours on internal admin from one to three');
  expect((await c.say('no, three hours')).speech).toBe('Logged 3 hours to Internal Admin for today.');
  await c.say('ask time tracker to log three hours on apollo mobile from one to three');
  expect((await c.say('ninety')).speech).toBe('Did you mean 1 hour and 30 minutes?');
  expect((await c.say('yes')).speech).toBe('Logged 1 hour and 30 minutes to Apollo Mobile App for today.');
});

test('"between eleven and one on friday" runs from 11 AM to 1 PM on the Friday just past', async () => {
  const reply = await c.say('tell time tracker i worked on greenleaf yoga studio between eleven and one on friday');
  expect(reply.speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for last Friday, November 20th, from 11 AM to 1 PM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-20T11:00:00.000-08:00' });
});

test('work past midnight is dated from its start, the evening before', async () => {
  const reply = await c.say('ask time tracker to log ten pm to one am on internal admin yesterday');
  expect(reply.speech).toBe('Logged 3 hours to Internal Admin for yesterday, from 10 PM to 1 AM.');
  expect(await latest()).toMatchObject({ duration: 10800, date: '2026-11-22T22:00:00.000-08:00' });
});

test('"ten pm to twelve" ends at midnight: two hours, not fourteen', async () => {
  const reply = await c.say('ask time tracker to log ten pm to twelve on internal admin yesterday');
  expect(reply.speech).toBe('Logged 2 hours to Internal Admin for yesterday, from 10 PM to 12 AM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-22T22:00:00.000-08:00' });
});

test('"till" ends a range as "to" does (the end was taken for part of the name)', async () => {
  const reply = await c.say('ask time tracker to log two hours for apollo mobile app from nine till eleven');
  expect(reply.speech).toBe('Logged 2 hours to Apollo Mobile App for today, from 9 AM to 11 AM.');
  expect(await latest()).toMatchObject({ project: { id: await projectId(session.c, 'Apollo Mobile App') }, duration: 7200, date: '2026-11-23T09:00:00.000-08:00' });
});

test('"until" in a log and "till" in its correction', async () => {
  expect((await c.say('ask time tracker to log from one until half past two on greenleaf yoga yesterday')).speech).toBe(
    'Logged 1 hour and 30 minutes to Greenleaf Yoga Studio for yesterday, from 1 PM to 2:30 PM.',
  );
  expect((await c.say('no it was from two till four')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 2 hours, yesterday, from 2 PM to 4 PM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-22T14:00:00.000-08:00' });
});

test('"two hours on greenleaf from nine", without "log", is a start and a length too (it was logged now, with "from nine" as what the work was)', async () => {
  const reply = await c.say('ask time tracker two hours on greenleaf yoga studio from nine');
  expect(reply.speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today, from 9 AM to 11 AM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T09:00:00.000-08:00', description: 'Work on Greenleaf Yoga Studio' });
});

test('a start and a length: "two hours from nine"', async () => {
  const reply = await c.say('ask time tracker to log two hours on greenleaf yoga studio from nine');
  expect(reply.speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today, from 9 AM to 11 AM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T09:00:00.000-08:00' });
});

test('the evening meant has not come yet at 3 pm, the morning has: it asks, and logs the morning only after a yes', async () => {
  await asked('ask time tracker to log six to eight on internal admin', 'Did you mean from 6 AM to 8 AM?');
  const reply = await c.say('yes');
  expect(reply.speech).toBe('Logged 2 hours to Internal Admin for today, from 6 AM to 8 AM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T06:00:00.000-08:00' });
});

test('a no to the morning asks about yesterday afternoon (it ended with nothing logged); a yes logs it there, a second no logs nothing', async () => {
  await asked('ask time tracker to log from two to four on internal admin', 'Did you mean from 2 AM to 4 AM?');
  expect((await c.say('no')).speech).toBe('Did you mean yesterday, from 2 PM to 4 PM?');
  expect((await c.say('no')).speech).toBe("OK, I didn't log anything.");
  expect(await made()).toEqual([]);
  await asked('ask time tracker to log from two to four on internal admin', 'Did you mean from 2 AM to 4 AM?');
  await c.say('no');
  expect((await c.say('yes')).speech).toBe('Logged 2 hours to Internal Admin for yesterday, from 2 PM to 4 PM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-22T14:00:00.000-08:00' });
});

test.each([
  ['that was in the morning', 'Logged 2 hours to Internal Admin for today, from 2 AM to 4 AM.', '2026-11-23T02:00:00.000-08:00'],
  ['morning', 'Logged 2 hours to Internal Admin for today, from 2 AM to 4 AM.', '2026-11-23T02:00:00.000-08:00'],
])('"%s", to "Did you mean from 2 AM to 4 AM?", is a yes (it was "Sorry, I didn\'t get that")', async (words, speech, date) => {
  await asked('ask time tracker to log from two to four on internal admin', 'Did you mean from 2 AM to 4 AM?');
  expect((await c.say(words)).speech).toBe(speech);
  expect(await latest()).toMatchObject({ duration: 7200, date });
});

test('"no, in the afternoon", to "Did you mean from 2 AM to 4 AM?", is a no: yesterday afternoon is asked about, nothing logged yet', async () => {
  await asked('ask time tracker to log from two to four on internal admin', 'Did you mean from 2 AM to 4 AM?');
  expect((await c.say('no, in the afternoon')).speech).toBe('Did you mean yesterday, from 2 PM to 4 PM?');
  expect(await made()).toEqual([]);
  // The other half, to yesterday's times, answers nothing: the question again (it logged nothing, and ended).
  expect((await c.say('that was in the morning')).speech).toBe("Sorry, I didn't get that. Did you mean yesterday, from 2 PM to 4 PM?");
  expect((await c.say('yes')).speech).toBe('Logged 2 hours to Internal Admin for yesterday, from 2 PM to 4 PM.');
});

test('"no, I meant eleven to twelve", just after a log by its times, gives it those times, as "no, it was eleven to twelve" does (it looked for a project called "eleven to twelve")', async () => {
  await c.say('ask time tracker to log nine to ten on internal admin');
  expect((await c.say('ask time tracker no i meant eleven to twelve')).speech).toBe('Changed your Internal Admin entry to 1 hour, today, from 11 AM to 12 PM.');
  expect(await latest()).toMatchObject({ duration: 3600, date: '2026-11-23T11:00:00.000-08:00' });
});

test('said with "today", a no to the morning logs nothing: yesterday is not proposed (it was)', async () => {
  await asked('ask time tracker to log from two to four on internal admin today', 'Did you mean from 2 AM to 4 AM?');
  expect((await c.say('no')).speech).toBe("OK, I didn't log anything.");
  expect(await made()).toEqual([]);
});

test('work that has not ended yet is not logged, and the reply says how to track it instead', async () => {
  const reply = await c.say('ask time tracker to log from noon to midnight on internal admin');
  expect(reply.speech).toBe("That time hasn't passed yet, so I didn't log it. To track time while you work, say: start a timer for a project.");
  expect(await made()).toEqual([]);
});

test('work past midnight with no day said, still to come today, is proposed as last night\'s (it was refused), and logged after a yes', async () => {
  await asked('ask time tracker i worked on internal admin from ten pm to one am', 'Did you mean yesterday, from 10 PM to 1 AM?');
  expect((await c.say('yes')).speech).toBe('Logged 3 hours to Internal Admin for yesterday, from 10 PM to 1 AM.');
  expect(await latest()).toMatchObject({ duration: 10800, date: '2026-11-22T22:00:00.000-08:00' });
});

test('a working day still to come ("nine to five" at 3 pm) is no night: refused, not proposed as last night\'s', async () => {
  const reply = await c.say('ask time tracker i worked on internal admin from nine to five');
  expect(reply.speech).toBe("That time hasn't passed yet, so I didn't log it. To track time while you work, say: start a timer for a project.");
  expect(await made()).toEqual([]);
});

test('without a project it asks which, and keeps the times', async () => {
  await asked('ask time tracker to log from nine to eleven', 'Which project was that for?');
  const reply = await c.say('greenleaf yoga studio');
  expect(reply.speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today, from 9 AM to 11 AM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T09:00:00.000-08:00' });
});

test('"which Apollo?" keeps the times and the day', async () => {
  await asked('ask time tracker to log nine to five on apollo on friday', 'Did you mean Apollo Website Redesign, Apollo Brand Guidelines, or Apollo Mobile App?');
  const reply = await c.say('the second one');
  expect(reply.speech).toBe('Logged 8 hours to Apollo Brand Guidelines for last Friday, November 20th, from 9 AM to 5 PM.');
  expect(await latest()).toMatchObject({ duration: 28800, date: '2026-11-20T09:00:00.000-08:00', project: { id: await projectId(session.c, 'Apollo Brand Guidelines') } });
});

test('a description said with the times is kept and read back', async () => {
  const reply = await c.say('ask time tracker to log from nine to eleven on apollo mobile app for code review');
  expect(reply.speech).toBe('Logged 2 hours of code review to Apollo Mobile App for today, from 9 AM to 11 AM.');
  expect(await latest()).toMatchObject({ description: 'code review', duration: 7200 });
});

test('a day Alexa put ahead is asked about, and the times carried through the answer', async () => {
  // "Friday" in the date slot arrives as this week's, still to come.
  const question = await sendLogTime({ from: '09:00', to: '11:00', project: 'internal admin', date: '2026-11-27' });
  expect(question.speech).toBe('Did you mean last Friday, November 20th?');
  expect(await made()).toEqual([]);
  const reply = await c.say('yes');
  expect(reply.speech).toBe('Logged 2 hours to Internal Admin for last Friday, November 20th, from 9 AM to 11 AM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-20T09:00:00.000-08:00' });
});

test('parts of the day are no times to log by: it asks how long, and logs that', async () => {
  await asked(
    'ask time tracker to log from morning to evening on internal admin',
    "Sorry, I didn't catch when you started and finished. How long did you work? For example, two hours, or from nine to eleven.",
  );
  const reply = await c.say('two hours');
  expect(reply.speech).toBe('Logged 2 hours to Internal Admin for today.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T15:00:00.000-08:00' });
});

test('asked how long, the start and end answer it', async () => {
  await asked('ask time tracker to log time on internal admin', 'How long did you work?');
  const reply = await c.say('from nine to ten');
  expect(reply.speech).toBe('Logged 1 hour to Internal Admin for today, from 9 AM to 10 AM.');
  expect(await latest()).toMatchObject({ duration: 3600, date: '2026-11-23T09:00:00.000-08:00' });
});

test('times come back from the session only as the skill made them: a day and more is never logged on a yes', async () => {
  await asked('ask time tracker to log six to eight on internal admin', 'Did you mean from 6 AM to 8 AM?');
  const pending = session.c.alexa.sessionAttributes.pending as { times: { start: number; end: number } };
  pending.times = { start: 6 * 60, end: 6 * 60 + 30 * 60 };
  await c.say('yes');
  expect(await made()).toEqual([]);
});

describe('corrected by its times right after', () => {
  test('"no, it was nine to ten": the entry starts at nine and lasts an hour, on its own day; undo puts it back', async () => {
    await c.say('ask time tracker to log two hours on internal admin yesterday');
    const before = await latest();
    const reply = await c.say('ask time tracker no it was nine to ten');
    expect(reply.speech).toBe('Changed your Internal Admin entry to 1 hour, yesterday, from 9 AM to 10 AM.');
    expect(await latest()).toMatchObject({ id: before.id, duration: 3600, date: '2026-11-22T09:00:00.000-08:00' });
    expect((await c.say('ask time tracker to undo that')).speech).toMatch(/^Undone/);
    expect(await latest()).toMatchObject({ id: before.id, duration: 7200, date: before.date });
  });

  test('"it was from eight": a new start, the same length', async () => {
    await c.say('ask time tracker to log from nine to ten on internal admin');
    const reply = await c.say('ask time tracker it was from eight');
    expect(reply.speech).toBe('Changed your Internal Admin entry to 1 hour, today, from 8 AM to 9 AM.');
    expect(await latest()).toMatchObject({ duration: 3600, date: '2026-11-23T08:00:00.000-08:00' });
  });

  test('"two to four" at 3 pm has not ended: the reading that has, 2 AM to 4 AM, is asked about (it was taken unasked); a no leaves the entry, a yes changes it', async () => {
    await c.say('ask time tracker to log an hour on internal admin');
    const before = await latest();
    expect((await c.say('ask time tracker no make that two to four')).speech).toBe('Did you mean from 2 AM to 4 AM?');
    expect((await c.say('no')).speech).toBe('OK, I left your Internal Admin entry as it was.');
    expect(await latest()).toMatchObject({ duration: before.duration, date: before.date });
    expect((await c.say('ask time tracker no make that two to four')).speech).toBe('Did you mean from 2 AM to 4 AM?');
    expect((await c.say('yes')).speech).toBe('Changed your Internal Admin entry to 2 hours, today, from 2 AM to 4 AM.');
    expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-23T02:00:00.000-08:00' });
  });

  test('times still to come change nothing', async () => {
    await c.say('ask time tracker to log an hour on internal admin');
    const before = await latest();
    expect((await c.say('ask time tracker no it was from noon to midnight')).speech).toBe("I left your Internal Admin entry as it was: that time hasn't passed yet.");
    expect(await latest()).toMatchObject({ duration: before.duration, date: before.date });
  });

  test('a running timer is not given times by an edit: the reply says how to set them', async () => {
    await c.say('ask time tracker to start a timer for internal admin');
    const reply = await c.say('ask time tracker no it was nine to ten');
    expect(reply.speech).toMatch(/^Your timer for Internal Admin is still running\. To say when it started/);
    const [timer] = await made();
    expect(timer).toMatchObject({ status: 'pending' });
    await c.say('ask time tracker to throw away my timer');
    await c.say('yes');
  });

  test('said while the skill asks how long, "it was nine to ten" answers that, and edits nothing before', async () => {
    await c.say('ask time tracker to log an hour on greenleaf yoga studio');
    const earlier = await latest();
    await forget();
    await asked('ask time tracker to log time on internal admin', 'How long did you work?');
    const reply = await c.say('it was nine to ten');
    expect(reply.speech).toBe('Logged 1 hour to Internal Admin for today, from 9 AM to 10 AM.');
    expect(await latest()).toMatchObject({ duration: 3600, date: '2026-11-23T09:00:00.000-08:00', project: { name: 'Internal Admin' } });
    const greenleaf = (await activities(session.c)).find((a) => a.id === earlier.id);
    expect(greenleaf).toMatchObject({ duration: 3600, date: earlier.date });
  });
});

test('"five am to seven am", read as 5 to 7 PM (Alexa sends "five am" as "five"), is fixed by saying it again or "no, I meant 5 am"; undo puts it back', async () => {
  expect((await c.say('ask time tracker to log from 5 am to 7 am on greenleaf yoga yesterday')).speech).toBe(
    'Logged 2 hours to Greenleaf Yoga Studio for yesterday, from 5 PM to 7 PM.',
  );
  // Said again as a correction, the reading it already has is the wrong one: the other half of the day.
  expect((await c.say('ask time tracker it was from 5 am to 7 am')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 2 hours, yesterday, from 5 AM to 7 AM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-22T05:00:00.000-08:00' });
  expect((await c.say('ask time tracker to undo that')).speech).toBe('Undone: your Greenleaf Yoga Studio entry is back to 2 hours for yesterday.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-22T17:00:00.000-08:00' });
  // A start said with its half of the day moves the entry there, its length kept.
  expect((await c.say('ask time tracker no i meant 5 am')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 2 hours, yesterday, from 5 AM to 7 AM.');
  expect(await latest()).toMatchObject({ duration: 7200, date: '2026-11-22T05:00:00.000-08:00' });
  // Still to come today, it changes nothing.
  await c.say('ask time tracker to log two hours on internal admin');
  expect((await c.say('ask time tracker no i meant nine pm')).speech).toBe("I left your Internal Admin entry as it was: that time hasn't passed yet.");
});

test('"log the client call from one to two on greenleaf": what the work was, said before its times, is its description (it was not understood)', async () => {
  expect((await c.say('ask time tracker to log the client call from one to two on greenleaf yoga')).speech).toBe(
    'Logged 1 hour of the client call to Greenleaf Yoga Studio for today, from 1 PM to 2 PM.',
  );
  expect(await latest()).toMatchObject({ duration: 3600, date: '2026-11-23T13:00:00.000-08:00', description: 'the client call' });
  // A day said after the name is the day, not the name of a project.
  expect((await c.say('ask time tracker to log internal admin on friday from one to two')).speech).toBe('Logged 1 hour to Internal Admin for last Friday, November 20th, from 1 PM to 2 PM.');
});

describe('"until now": the clock\'s time now is the end (it was taken for a project called "greenleaf from eight until")', () => {
  test('"log time on greenleaf from eight until now", at 3 pm: 8 AM to 3 PM', async () => {
    const reply = await c.say('ask time tracker to log time on greenleaf from eight until now');
    expect(reply.speech).toBe('Logged 7 hours to Greenleaf Yoga Studio for today, from 8 AM to 3 PM.');
    expect(await latest()).toMatchObject({ duration: 7 * 3600, date: '2026-11-23T08:00:00.000-08:00', project: { id: await projectId(session.c, 'Greenleaf Yoga Studio') } });
  });

  test('"till now", to "How long did you work?" after a start said, ends the request there', async () => {
    await c.say('open time tracker');
    await asked('log time on greenleaf from nine', 'How long did you work?');
    expect((await c.say('till now')).speech).toBe('Logged 6 hours to Greenleaf Yoga Studio for today, from 9 AM to 3 PM.');
    expect(await made()).toHaveLength(1);
  });

  test('"until eleven" there is the end said', async () => {
    await c.say('open time tracker');
    await asked('log time on greenleaf from nine', 'How long did you work?');
    expect((await c.say('until eleven')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today, from 9 AM to 11 AM.');
  });
});
