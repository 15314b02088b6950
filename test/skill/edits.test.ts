// "Change that to two hours", "make that yesterday", "move that to Nimbus", "add a note": the entry the skill
// last touched, edited with the update endpoint, and what the service holds afterwards.
import { conversationPerTest } from '../support/fresh-conversation';
import { projectId } from '../support/conversation';

const talk = conversationPerTest();
const { clock, mine, running } = talk;

test('each edit changes only what was said, on the entry just logged', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  expect((await talk.c.say('ask time tracker to change that to an hour and a half')).speech).toBe('Changed your Apollo Mobile App entry to 1 hour and 30 minutes.');
  expect((await talk.c.say('ask time tracker to make that yesterday')).speech).toBe('Moved your Apollo Mobile App entry to yesterday.');
  expect((await talk.c.say('ask time tracker to move that to greenleaf yoga')).speech).toBe('Moved your 1 hour and 30 minutes to Greenleaf Yoga Studio.');
  expect((await talk.c.say('ask time tracker to add a note called the client')).speech).toBe('Added your note to the Greenleaf Yoga Studio entry.');
  const [entry, ...others] = await mine();
  expect(others).toEqual([]);
  // Logged by its length alone, it is dated as such time for a past day is: noon, in the person's own offset (the
  // moment it was logged, kept, read as times said there).
  expect(entry).toMatchObject({ status: 'complete', duration: 5400, date: '2026-11-22T12:00:00.000-08:00', project: { name: 'Greenleaf Yoga Studio' }, description: 'called the client' });
});

test('"my last entry" is "that": its length, its project', async () => {
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
  expect((await talk.c.say('ask time tracker to change my last entry to two hours')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 2 hours.');
  expect((await talk.c.say('ask time tracker to move my last entry to internal admin')).speech).toBe('Moved your 2 hours to Internal Admin.');
  expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Internal Admin', 7200]]);
});

test('"change the description to …" replaces what the entry says, read back; undo puts the words back, nothing else', async () => {
  await talk.c.say('ask time tracker to log an hour of code review on apollo mobile');
  expect((await talk.c.say('ask time tracker to change the description to design review')).speech).toBe('Your Apollo Mobile App entry now says: design review.');
  expect((await mine())[0]).toMatchObject({ description: 'design review', duration: 3600 });
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Apollo Mobile App entry says what it said before.');
  expect((await mine())[0]).toMatchObject({ description: 'code review', duration: 3600 });
  expect((await talk.c.say('ask time tracker to rename that entry to the quarterly planning session with the whole design team')).speech).toBe(
    'Changed what your Apollo Mobile App entry says.',
  );
  expect((await mine())[0].description).toBe('the quarterly planning session with the whole design team');
});

test('"actually the description should be …", in a conversation, replaces what the entry says (it was "Sorry, I didn\'t get that")', async () => {
  await talk.c.say('open time tracker');
  await talk.c.say('log an hour on greenleaf for the homepage');
  expect((await talk.c.say('actually the description should be the landing page')).speech).toBe('Your Greenleaf Yoga Studio entry now says: the landing page.');
  expect((await mine()).map((a) => [a.project.name, a.description])).toEqual([['Greenleaf Yoga Studio', 'the landing page']]);
});

test("a note after the person's own description is added to it", async () => {
  await talk.c.say('ask time tracker to log an hour of code review on apollo mobile');
  await talk.c.say('ask time tracker to add a note called the client');
  expect((await mine())[0].description).toBe('code review; called the client');
});

test("a running timer's length: stopped, updated and resumed (never stopped by an update); it keeps running, and undo puts it back", async () => {
  await talk.c.say('ask time tracker to start a timer for internal admin');
  clock.advance(10 * 60_000);
  const reply = await talk.c.say('ask time tracker to change that to two hours');
  expect(reply.speech).toBe('Your timer for Internal Admin now counts 2 hours, and keeps running.');
  clock.advance(5 * 60_000);
  const [timer] = await mine();
  expect(timer).toMatchObject({ status: 'pending', duration: 2 * 3600 + 5 * 60 });
  // The records keep what happened: ten minutes, then running again since the edit.
  expect(timer.records.map((r: any) => [r.status, r.quantity])).toEqual([['complete', 600], ['pending', null]]);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Internal Admin entry is back to 15 minutes for today.');
  expect((await mine())[0]).toMatchObject({ status: 'pending', duration: 15 * 60 });
  // Its project can change too: the timer runs on, for the other project.
  expect((await talk.c.say('ask time tracker to move that to greenleaf yoga')).speech).toBe('Your running timer is now for Greenleaf Yoga Studio.');
  expect((await mine())[0]).toMatchObject({ status: 'pending', project: { name: 'Greenleaf Yoga Studio' } });
});

test('a running timer stays on its day: moved to yesterday, it would count on there, today\'s work booked to a day gone by', async () => {
  await talk.c.say('ask time tracker to start a timer for internal admin');
  clock.advance(10 * 60_000);
  expect((await talk.c.say('ask time tracker to move that to yesterday')).speech).toBe(
    'Your timer for Internal Admin is still running, so I left it where it is. To put its time on another day, stop it first, then say, for example, move that to yesterday.',
  );
  expect(await mine()).toEqual([expect.objectContaining({ status: 'pending', date: expect.stringMatching(/^2026-11-23/) })]);
  // Stopped, it moves.
  await talk.c.say('ask time tracker to stop my timer');
  expect((await talk.c.say('ask time tracker to move that to yesterday')).speech).toBe('Moved your Internal Admin entry to yesterday.');
  expect(await mine()).toEqual([expect.objectContaining({ status: 'complete', duration: 600, date: expect.stringMatching(/^2026-11-22/) })]);
});

test('moved to an inactive project, an entry is asked about first, as time logged there is', async () => {
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
  // It was moved at once.
  expect((await talk.c.say('ask time tracker to move that to q three launch')).speech).toBe('Q3 Launch – Fernwood Coffee is an inactive project. Should I move it there anyway?');
  expect((await talk.c.say('no')).speech).toBe('OK, I left it where it was.');
  expect((await mine())[0].project.name).toBe('Greenleaf Yoga Studio');
  await talk.c.say('ask time tracker to move that to q three launch');
  expect((await talk.c.say('yes')).speech).toBe('Moved your 1 hour to Q3 Launch – Fernwood Coffee.');
  expect((await mine())[0].project.name).toBe('Q3 Launch – Fernwood Coffee');
});

test('a day ahead is not booked on a guess, nor a length over a day', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  // Alexa sends "Tuesday", said on a Monday, as it sends "tomorrow": the Tuesday just gone is offered, and a no keeps the day.
  expect((await talk.c.say('ask time tracker to make that tomorrow')).speech).toBe("I can't move your Apollo Mobile App entry ahead to tomorrow. Did you mean last Tuesday, November 17th?");
  expect((await talk.c.say('no')).speech).toMatch(/^OK, I left your Apollo Mobile App entry on its day\./);
  // A week is no one day: nothing is moved, and nothing heard is read back as if it were a day.
  expect((await talk.c.say('ask time tracker to make that this week')).speech).toBe("I left your Apollo Mobile App entry as it was: I couldn't tell which one day you meant.");
  expect((await talk.c.say('ask time tracker to change that to thirty hours')).speech).toBe('30 hours is more than a day, so I left your Apollo Mobile App entry as it was.');
  expect((await mine())[0]).toMatchObject({ duration: 7200, date: '2026-11-23T09:00:00.000-08:00' });
});

test('"last Sunday", said on a Monday, could be yesterday or the Sunday before: nothing moves, and both are named', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  expect((await talk.c.say('ask time tracker to move that to last sunday')).speech).toBe(
    'I left your Apollo Mobile App entry as it was: that could be Sunday, November 15th or yesterday. Say, for example, move that to yesterday.',
  );
  expect((await mine())[0].date).toBe('2026-11-23T09:00:00.000-08:00');
});

test('a weekday is the last such day', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  expect((await talk.c.say('ask time tracker to make that friday')).speech).toBe('Moved your Apollo Mobile App entry to last Friday, November 20th.');
  expect((await mine())[0].date).toBe('2026-11-20T12:00:00.000-08:00');
});

test('"the 20th", which Alexa sends as next month\'s, is proposed as this month\'s, and moved there after a yes', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  const question = 'Move your Apollo Mobile App entry to last Friday, November 20th?';
  expect((await talk.c.say('ask time tracker to move that to the 20th')).speech).toBe(question);
  expect((await mine())[0].date).toBe('2026-11-23T09:00:00.000-08:00');
  expect((await talk.c.say('yes')).speech).toBe('Moved your Apollo Mobile App entry to last Friday, November 20th.');
  expect((await mine())[0].date).toBe('2026-11-20T12:00:00.000-08:00');
});

test('"December 20th", said in November, arrives just as "the 20th" does: the entry is not moved to November 20th unasked, and a no leaves it', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  expect((await talk.c.say('ask time tracker to move that to december 20th')).speech).toBe('Move your Apollo Mobile App entry to last Friday, November 20th?');
  expect((await talk.c.say('no')).speech).toBe('OK, I left your Apollo Mobile App entry on its day. To move it, say, for example, move that to yesterday.');
  expect(await mine()).toEqual([expect.objectContaining({ duration: 7200, date: '2026-11-23T09:00:00.000-08:00' })]);
});

test('a date without a year, weeks back ("october 20th", which Alexa sends as next year\'s), moves the entry there; it was "hasn\'t come yet"', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  expect((await talk.c.say('ask time tracker to move that to october twentieth')).speech).toBe('Moved your Apollo Mobile App entry to Tuesday, October 20th.');
  expect((await mine())[0].date).toBe('2026-10-20T12:00:00.000-07:00');
});

test('a project name that could be two asks which, then moves the entry', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  const question = await talk.c.say('ask time tracker to move that to nimbus');
  expect(question.speech).toBe('Did you mean Nimbus Bank Onboarding Flow or UX Audit – Nimbus Bank?');
  expect((await talk.c.say('the audit')).speech).toBe('Moved your 2 hours to UX Audit – Nimbus Bank.');
  expect((await mine())[0].project.name).toBe('UX Audit – Nimbus Bank');
});

test('with nothing recent and no timer running, there is nothing to change', async () => {
  expect((await talk.c.say('ask time tracker to change that to two hours')).speech).toBe("I don't see a recent entry to change. You can say, for example, log two hours on Apollo.");
  expect(await mine()).toEqual([]);
});

describe('"I meant …" corrects the project just heard', () => {
  test('after a log: the hour moves to the project meant, asked which when it could be two; no timer starts', async () => {
    await talk.c.say('ask time tracker to log an hour on apollo website');
    expect((await talk.c.say('ask time tracker i meant nimbus')).speech).toBe('Did you mean Nimbus Bank Onboarding Flow or UX Audit – Nimbus Bank?');
    expect((await talk.c.say('the first one')).speech).toBe('Moved your 1 hour to Nimbus Bank Onboarding Flow.');
    const [entry, ...others] = await mine();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ status: 'complete', duration: 3600, project: { name: 'Nimbus Bank Onboarding Flow' } });
  });

  test('"no wait, that was saturday", "wait, that was for yesterday": the day corrected (they were not understood)', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('log two hours on internal admin');
    expect((await talk.c.say('wait, that was for yesterday')).speech).toBe('Moved your Internal Admin entry to yesterday.');
    expect((await talk.c.say('no wait, that was saturday')).speech).toBe('Moved your Internal Admin entry to last Saturday, November 21st.');
    expect((await mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)])).toEqual([['Internal Admin', 7200, '2026-11-21']]);
  });

  test('"no wait, I\'m not done", just after a stop: the stop taken back (it was not understood, the timer left stopped)', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('start a timer for internal admin');
    clock.advance(3600_000);
    await talk.c.say('stop my timer');
    expect((await talk.c.say("no wait, i'm not done")).speech).toBe('Undone: your timer for Internal Admin is running again.');
    expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Internal Admin', 3600]]);
  });

  test('"I meant two hours", "sorry, I meant yesterday": the length and the day corrected, never a project with a two in its name', async () => {
    await talk.c.say('ask time tracker to log 45 minutes on internal admin');
    expect((await talk.c.say('ask time tracker i meant two hours')).speech).toBe('Changed your Internal Admin entry to 2 hours.');
    expect((await talk.c.say('ask time tracker sorry i meant yesterday')).speech).toBe('Moved your Internal Admin entry to yesterday.');
    expect((await talk.c.say('ask time tracker i meant friday')).speech).toBe('Moved your Internal Admin entry to last Friday, November 20th.');
    const [entry, ...others] = await mine();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ duration: 7200, project: { name: 'Internal Admin' } });
    expect(entry.date.slice(0, 10)).toBe('2026-11-20');
    // "It should have been …", heard with the length as a project: the length, too.
    expect((await talk.c.say('ask time tracker it should have been ninety minutes')).speech).toBe('Changed your Internal Admin entry for last Friday, November 20th to 1 hour and 30 minutes.');
    expect((await mine())[0]).toMatchObject({ duration: 5400, project: { name: 'Internal Admin' } });
  });

  test('"no, two hours today", "no, it was ninety minutes yesterday": the length and the day both corrected, in one change undo puts back (it was "Did you mean Website 2.0 Launch?")', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('log an hour on internal admin on friday');
    expect((await talk.c.say('no two hours today')).speech).toBe('Changed your Internal Admin entry for today to 2 hours.');
    expect((await mine()).map((a) => [a.duration, a.date.slice(0, 10)])).toEqual([[7200, '2026-11-23']]);
    expect((await talk.c.say('no it was ninety minutes yesterday')).speech).toBe('Changed your Internal Admin entry for yesterday to 1 hour and 30 minutes.');
    expect((await mine()).map((a) => [a.duration, a.date.slice(0, 10)])).toEqual([[5400, '2026-11-22']]);
    await talk.c.say('undo that');
    expect((await mine()).map((a) => [a.duration, a.date.slice(0, 10)])).toEqual([[7200, '2026-11-23']]);
  });

  test('"no, the day before" and "move that to the day after" are of the entry\'s own day (they were taken for a project)', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('log two hours on greenleaf yoga yesterday');
    expect((await talk.c.say('no, the day before')).speech).toBe('Moved your Greenleaf Yoga Studio entry to last Saturday, November 21st.');
    expect((await mine()).map((a) => [a.duration, a.date.slice(0, 10)])).toEqual([[7200, '2026-11-21']]);
    expect((await talk.c.say('ask time tracker to move that to the day after')).speech).toBe('Moved your Greenleaf Yoga Studio entry to yesterday.');
    expect((await mine()).map((a) => a.date.slice(0, 10))).toEqual(['2026-11-22']);
  });

  test('"no, it was two", a number alone, asks "Did you mean 2 hours?": yes changes the length, no leaves it (it offered Website 2.0 Launch, and a yes moved the entry there)', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('log an hour on internal admin yesterday');
    const asked = await talk.c.say('no it was two');
    expect(asked.speech).toBe('Did you mean 2 hours?');
    expect(asked.endsSession).toBe(false);
    expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Internal Admin', 3600]]);
    expect((await talk.c.say('yes')).speech).toBe('Changed your Internal Admin entry for yesterday to 2 hours.');
    expect((await mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)])).toEqual([['Internal Admin', 7200, '2026-11-22']]);
    await talk.c.say('undo that');
    expect((await mine()).map((a) => a.duration)).toEqual([3600]);
    // A larger number is minutes; a no leaves the entry as it was.
    await talk.c.say('ask time tracker to log forty five minutes on greenleaf yoga');
    expect((await talk.c.say('ask time tracker no it was thirty')).speech).toBe('Did you mean 30 minutes?');
    expect((await talk.c.say('no')).speech).toBe('OK, I left your Greenleaf Yoga Studio entry as it was.');
    expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([['Greenleaf Yoga Studio', 2700], ['Internal Admin', 3600]]);
  });

  test('after two entries logged at once: the one whose project sounds like the name meant, else which is asked', async () => {
    await talk.c.say('ask time tracker to log an hour on apollo mobile and thirty minutes on greenleaf yoga');
    // It moved the 30 minutes on Greenleaf, whichever was meant.
    expect((await talk.c.say('ask time tracker no i meant apollo website')).speech).toBe('Moved your 1 hour to Apollo Website Redesign.');
    const byProject = async () => Object.fromEntries((await mine()).map((a) => [a.project.name, a.duration]));
    expect(await byProject()).toEqual({ 'Apollo Website Redesign': 3600, 'Greenleaf Yoga Studio': 1800 });
    await talk.c.say('ask time tracker to log an hour on internal admin and thirty minutes on greenleaf yoga');
    // A third project, like neither by its words: asked, though "ux audit" sounds a little like "yoga studio".
    expect((await talk.c.say('ask time tracker no i meant ux audit')).speech).toBe('Which entry did you mean: 1 hour on Internal Admin or 30 minutes on Greenleaf Yoga Studio?');
    const question = await talk.c.say('ask time tracker no i meant two hours');
    expect(question.speech).toBe('Which entry did you mean: 1 hour on Internal Admin or 30 minutes on Greenleaf Yoga Studio?');
    expect(question.endsSession).toBe(false);
    expect((await talk.c.say('the first one')).speech).toBe('Changed your Internal Admin entry to 2 hours.');
    expect((await mine()).filter((a) => a.project.name !== 'Apollo Website Redesign').map((a) => [a.project.name, a.duration]).sort()).toEqual([
      ['Greenleaf Yoga Studio', 1800],
      ['Greenleaf Yoga Studio', 1800],
      ['Internal Admin', 7200],
    ]);
  });

  test('"wrong project" just after a log asks which project it should be on, and moves it there; after a question about a project, it does not', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
    // It was "Sorry, I didn't get that", and the hour stayed on Greenleaf.
    await talk.c.say('open time tracker');
    const question = await talk.c.say('that was the wrong project');
    expect(question).toMatchObject({ speech: 'OK. Which project should your Greenleaf Yoga Studio entry be on?', endsSession: false });
    expect((await talk.c.say('greenfield farms')).speech).toBe('Moved your 1 hour to Greenfield Farms Logo.');
    await talk.c.say('ask time tracker how much did i log on apollo mobile today');
    expect((await talk.c.say('ask time tracker wrong project')).speech).toMatch(/^Sorry, I didn't get that/);
    await talk.c.say('ask time tracker to undo that');
    // Of two entries logged at once, which one is asked first (it moved the second, whichever was meant).
    clock.advance(60_000);
    await talk.c.say('ask time tracker to log an hour on internal admin and thirty minutes on greenleaf yoga');
    await talk.c.say('open time tracker');
    expect((await talk.c.say('wrong project')).speech).toBe('Which entry did you mean: 1 hour on Internal Admin or 30 minutes on Greenleaf Yoga Studio?');
    expect((await talk.c.say('the first one')).speech).toBe('OK. Which project should your Internal Admin entry be on?');
    expect((await talk.c.say('apollo mobile')).speech).toBe('Moved your 1 hour to Apollo Mobile App.');
    expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([
      ['Apollo Mobile App', 3600],
      ['Greenleaf Yoga Studio', 1800],
      ['Greenleaf Yoga Studio', 3600],
    ]);
  });

  test('after a question about something else, it is of that question, asked again with the words meant: no entry moves', async () => {
    await talk.c.say('ask time tracker to log an hour on internal admin');
    expect((await talk.c.say('ask time tracker how much did i log on greenleaf today')).speech).toBe("You haven't logged any time on Greenleaf Yoga Studio today.");
    // It was "Moved your 1 hour to Greenfield Farms Logo."
    expect((await talk.c.say('ask time tracker no i meant greenfield')).speech).toBe("You haven't logged any time on Greenfield Farms Logo today.");
    expect((await talk.c.say("ask time tracker what's my last greenleaf entry")).speech).toBe("I don't see an entry on Greenleaf Yoga Studio.");
    expect((await talk.c.say('ask time tracker no i meant internal admin')).speech).toMatch(/^Your Internal Admin entry for today is 1 hour\./);
    // The entry just read back is named, not moved: the question was of yesterday's.
    expect((await talk.c.say('ask time tracker no i meant yesterday')).speech).toBe("I don't see an entry on Internal Admin for yesterday.");
    expect(await mine()).toEqual([expect.objectContaining({ duration: 3600, date: expect.stringMatching(/^2026-11-23/), project: expect.objectContaining({ name: 'Internal Admin' }) })]);
    // A question that named no project ("how much did I log today?") has no project to correct: the entry's is.
    await talk.c.say('ask time tracker how much did i log today');
    expect((await talk.c.say('ask time tracker no i meant greenleaf yoga')).speech).toBe('Moved your 1 hour to Greenleaf Yoga Studio.');
    await talk.c.say('ask time tracker to undo that');
    // A running timer stays on its project too.
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    await talk.c.say('ask time tracker which project is ux audit');
    expect((await talk.c.say('ask time tracker no i meant nimbus onboarding')).speech).toBe('Nimbus onboarding is Nimbus Bank Onboarding Flow, for Nimbus Bank.');
    expect((await talk.running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  });

  test('after a start: the running timer is for the project meant, and still the only one', async () => {
    await talk.c.say('ask time tracker to start a timer for apollo website');
    expect((await talk.c.say('ask time tracker no i meant greenleaf')).speech).toBe('Your running timer is now for Greenleaf Yoga Studio.');
    const [timer, ...others] = await mine();
    expect(others).toEqual([]);
    expect(timer).toMatchObject({ status: 'pending', project: { name: 'Greenleaf Yoga Studio' } });
    // And undo puts it back.
    await talk.c.say('ask time tracker to undo that');
    expect((await mine())[0]).toMatchObject({ status: 'pending', project: { name: 'Apollo Website Redesign' } });
  });

  test('"no, the second one", after an answer by place booked the first: moved to the second option offered, and on to a third (it was not understood)', async () => {
    const question = await talk.c.say('ask time tracker to log two hours on apollo');
    const offered = /^Did you mean ([^,]+), ([^,]+), or ([^?]+)\?$/.exec(question.speech)?.slice(1);
    expect((await talk.c.say('the first one')).speech).toBe(`Logged 2 hours to ${offered![0]} for today.`);
    expect((await talk.c.say('ask time tracker no the second one')).speech).toBe(`Moved your 2 hours to ${offered![1]}.`);
    expect((await talk.c.say('ask time tracker no wait i meant the third one')).speech).toBe(`Moved your 2 hours to ${offered![2]}.`);
    expect(await mine()).toEqual([expect.objectContaining({ duration: 7200, project: expect.objectContaining({ name: offered![2] }) })]);
  });

  test('"no, the second one" after two projects logged at once moves the entry the choice was for, not the other', async () => {
    const question = await talk.c.say('ask time tracker to log two hours on apollo and one hour on greenleaf yoga');
    const offered = /^Did you mean ([^,]+), ([^,]+), or ([^?]+)\?$/.exec(question.speech)?.slice(1);
    await talk.c.say('the first one');
    expect((await talk.c.say('ask time tracker no the second one')).speech).toBe(`Moved your 2 hours to ${offered![1]}.`);
    expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([[offered![1], 7200], ['Greenleaf Yoga Studio', 3600]].sort());
  });

  test('"no, the other one", of two offered, is the one not chosen, for a log and for a timer (it was not understood)', async () => {
    await talk.c.say('open time tracker');
    expect((await talk.c.say('log an hour on nimbus')).speech).toBe('Did you mean Nimbus Bank Onboarding Flow or UX Audit – Nimbus Bank?');
    expect((await talk.c.say('the audit')).speech).toBe('Logged 1 hour to UX Audit – Nimbus Bank for today.');
    expect((await talk.c.say('no the other one')).speech).toBe('Moved your 1 hour to Nimbus Bank Onboarding Flow.');
    await talk.c.say('start a timer for nimbus');
    await talk.c.say('the first one');
    expect((await talk.c.say('i meant the other one')).speech).toBe('Your running timer is now for UX Audit – Nimbus Bank.');
    expect((await mine()).map((a) => [a.status, a.project.name]).sort()).toEqual([
      ['complete', 'Nimbus Bank Onboarding Flow'],
      ['pending', 'UX Audit – Nimbus Bank'],
    ]);
  });

  test('"no, the other one", of three offered, asks which of the other two; the answer moves the entry', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('log two hours on apollo');
    await talk.c.say('the mobile app');
    expect((await talk.c.say('no the other one')).speech).toBe('Did you mean Apollo Website Redesign or Apollo Brand Guidelines?');
    expect((await talk.c.say('the website')).speech).toBe('Moved your 2 hours to Apollo Website Redesign.');
    expect((await mine()).map((a) => a.project.name)).toEqual(['Apollo Website Redesign']);
  });

  test('"no, I meant the website", after a choice of Apollo\'s projects, is Apollo\'s website (all four websites were offered); a name beyond the options is still that name', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('log two hours on apollo');
    await talk.c.say('the mobile app');
    // Said plainly, an option's name is no correction: a timer is offered, the entry stays.
    expect((await talk.c.say('brand guidelines')).speech).toBe('Shall I start a timer for Apollo Brand Guidelines?');
    await talk.c.say('no');
    expect((await mine()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
    expect((await talk.c.say('no i meant the website')).speech).toBe('Moved your 2 hours to Apollo Website Redesign.');
    expect((await talk.c.say('no i meant dr patel dental website')).speech).toBe('Moved your 2 hours to Dr. Patel Dental Website.');
    expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Dr. Patel Dental Website', 7200]]);
  });

  test('as the answer to "Did you mean …?" it is that answer', async () => {
    expect((await talk.c.say('ask time tracker to start a timer for nimbus')).speech).toBe('Did you mean Nimbus Bank Onboarding Flow or UX Audit – Nimbus Bank?');
    expect((await talk.c.say('i meant the audit')).speech).toBe('Started a timer for UX Audit – Nimbus Bank.');
    expect((await mine()).map((a) => [a.status, a.project.name])).toEqual([['pending', 'UX Audit – Nimbus Bank']]);
  });

  test('with nothing to correct, a name out of the blue: a start is asked about, nothing is booked', async () => {
    const reply = await talk.c.say('ask time tracker i meant greenleaf');
    expect(reply.speech).toBe('Shall I start a timer for Greenleaf Yoga Studio?');
    expect(await mine()).toEqual([]);
  });
});

describe('moved to another project, an entry the skill described for its old project is described for the new one', () => {
  const described = async () => (await mine()).map((a) => [a.project.name, a.description]);

  test('"I meant greenfield" in a conversation: "Work on" the project it is now on; undo puts both back', async () => {
    await talk.c.say('open time tracker');
    expect((await talk.c.say('log two hours on greenleaf')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today.');
    expect((await talk.c.say('i meant greenfield')).speech).toBe('Moved your 2 hours to Greenfield Farms Logo.');
    expect(await described()).toEqual([['Greenfield Farms Logo', 'Work on Greenfield Farms Logo']]);
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your 2 hours is back on Greenleaf Yoga Studio.');
    expect(await described()).toEqual([['Greenleaf Yoga Studio', 'Work on Greenleaf Yoga Studio']]);
  });

  test.each([
    'that should be internal admin',
    'ask time tracker to move that to internal admin',
    // They were not understood.
    'that was supposed to be internal admin',
    'put it under internal admin instead',
    'oops wrong one internal admin',
  ])('"%s"', async (said) => {
    await talk.c.say('open time tracker');
    await talk.c.say('log two hours on greenleaf');
    expect((await talk.c.say(said)).speech).toBe('Moved your 2 hours to Internal Admin.');
    expect(await described()).toEqual([['Internal Admin', 'Work on Internal Admin']]);
  });

  test('a running timer moved: described for the new project, still running; undo puts both back', async () => {
    await talk.c.say('ask time tracker to start a timer for apollo website');
    expect((await talk.c.say('ask time tracker no i meant greenleaf')).speech).toBe('Your running timer is now for Greenleaf Yoga Studio.');
    expect((await mine()).map((a) => [a.status, a.project.name, a.description])).toEqual([['pending', 'Greenleaf Yoga Studio', 'Work on Greenleaf Yoga Studio']]);
    await talk.c.say('ask time tracker to undo that');
    expect((await mine()).map((a) => [a.status, a.project.name, a.description])).toEqual([['pending', 'Apollo Website Redesign', 'Work on Apollo Website Redesign']]);
  });

  test("only the skill's own words follow the project: a description the person said moves unchanged", async () => {
    await talk.c.say('ask time tracker to log an hour of code review on apollo mobile');
    expect((await talk.c.say('ask time tracker to move that to internal admin')).speech).toBe('Moved your 1 hour to Internal Admin.');
    clock.advance(60_000);
    await talk.c.say('ask time tracker to log an hour on apollo mobile');
    expect((await talk.c.say('ask time tracker to move that to internal admin')).speech).toBe('Moved your 1 hour to Internal Admin.');
    expect(await described()).toEqual([
      ['Internal Admin', 'Work on Internal Admin'],
      ['Internal Admin', 'code review'],
    ]);
  });
});

// "No, it was for the logo", just after a log said what the work was ("for the homepage"): the words may name
// another project (Greenfield Farms Logo, by a word of its name) or what the work was. The hours moved there unasked.
describe('words that may be the work or another project, of an entry the person described: which is asked', () => {
  const held = async () => (await mine()).map((a) => [a.status, a.project.name, a.duration, a.description]);

  test('no: the entry stays on its project and says what was said; undo puts the words back', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('log an hour on greenleaf for the homepage');
    expect((await talk.c.say('no, it was for the logo')).speech).toBe('Should I move your 1 hour on Greenleaf Yoga Studio to Greenfield Farms Logo? Say no if the logo is what the work was.');
    expect(await held()).toEqual([['complete', 'Greenleaf Yoga Studio', 3600, 'the homepage']]);
    expect((await talk.c.say('no')).speech).toBe('Your Greenleaf Yoga Studio entry now says: the logo.');
    expect(await held()).toEqual([['complete', 'Greenleaf Yoga Studio', 3600, 'the logo']]);
    await talk.c.say('undo that');
    expect(await held()).toEqual([['complete', 'Greenleaf Yoga Studio', 3600, 'the homepage']]);
  });

  test('yes: the hours move, with what they were for', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('log an hour on greenleaf for the homepage');
    await talk.c.say('no, it was for the logo');
    expect((await talk.c.say('yes')).speech).toBe('Moved your 1 hour to Greenfield Farms Logo.');
    expect(await held()).toEqual([['complete', 'Greenfield Farms Logo', 3600, 'the homepage']]);
  });

  test('of a running timer: no keeps it running on its project, saying what was said', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('start a timer for greenleaf for the homepage');
    clock.advance(60_000);
    expect((await talk.c.say("no, it's for the logo")).speech).toBe("Should I move your timer to Greenfield Farms Logo? Say no if the logo is what you're working on.");
    expect((await talk.c.say('no')).speech).toBe('Your Greenleaf Yoga Studio entry now says: the logo.');
    expect(await held()).toEqual([['pending', 'Greenleaf Yoga Studio', 60, 'the logo']]);
  });

  test.each([
    // The whole of a name is a project's.
    ['log an hour on greenleaf for the homepage', 'no, it was for greenfield farms logo', 'the homepage'],
    // A name alone, no "for" or "the" before it, is said as a project is.
    ['log an hour on greenleaf for the homepage', 'no, greenfield', 'the homepage'],
    // The entry said nothing of the work: only its project can be corrected.
    ['log an hour on greenleaf', 'no, it was for the logo', 'Work on Greenfield Farms Logo'],
  ])('after "%s", "%s" moves the hours unasked', async (logged, corrected, description) => {
    await talk.c.say('open time tracker');
    await talk.c.say(logged);
    expect((await talk.c.say(corrected)).speech).toBe('Moved your 1 hour to Greenfield Farms Logo.');
    expect(await held()).toEqual([['complete', 'Greenfield Farms Logo', 3600, description]]);
  });
});

describe('"that" or "the same project" as a project: the one of the entry just touched', () => {
  const booked = async () => (await mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)]).sort();

  test('"log another hour on that" after a log for today: a second entry on the same project, for today', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga');
    expect((await talk.c.say('ask time tracker to log another hour on that')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for today.');
    expect(await booked()).toEqual([
      ['Greenleaf Yoga Studio', 3600, '2026-11-23'],
      ['Greenleaf Yoga Studio', 7200, '2026-11-23'],
    ]);
  });

  test('after a log for yesterday, with no day said, the day is asked, and nothing booked until it is answered', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    const asked = await talk.c.say('ask time tracker to log another hour on that');
    expect(asked.speech).toBe('For yesterday, like that entry, or for today?');
    expect(asked.endsSession).toBe(false);
    expect(await booked()).toEqual([['Greenleaf Yoga Studio', 7200, '2026-11-22']]);
    expect((await talk.c.say('yesterday')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for yesterday.');
    expect(await booked()).toEqual([
      ['Greenleaf Yoga Studio', 3600, '2026-11-22'],
      ['Greenleaf Yoga Studio', 7200, '2026-11-22'],
    ]);
  });

  test.each([
    [['for today'], 'today', '2026-11-23'],
    // A yes says neither day: which one is asked.
    [['yes', 'yesterday'], 'yesterday', '2026-11-22'],
  ])('answered %j, it is logged for %s', async (answers, spoken, day) => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    await talk.c.say('ask time tracker to log another hour on that');
    let reply;
    for (const answer of answers) reply = await talk.c.say(answer);
    expect(reply!.speech).toBe(`Logged 1 hour to Greenleaf Yoga Studio for ${spoken}.`);
    expect((await booked()).filter(([, seconds]) => seconds === 3600)).toEqual([['Greenleaf Yoga Studio', 3600, day]]);
  });

  test('a yes to "for yesterday, or for today?" asks which, and books nothing', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    await talk.c.say('ask time tracker to log another hour on that');
    const which = await talk.c.say('yes');
    expect(which.speech).toBe('Which day should I log it for: yesterday, or today?');
    expect(which.endsSession).toBe(false);
    expect(await booked()).toEqual([['Greenleaf Yoga Studio', 7200, '2026-11-22']]);
  });

  test('with the day said, it is logged for that day without a question', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    expect((await talk.c.say('ask time tracker to log another hour on that for today')).speech).toBe('Logged 1 hour to Greenleaf Yoga Studio for today.');
  });

  test('"start a timer for the same project" after a stop starts that project again', async () => {
    await talk.c.say('ask time tracker to start a timer for internal admin');
    clock.advance(30 * 60_000);
    await talk.c.say('ask time tracker to stop my timer');
    expect((await talk.c.say('ask time tracker to start a timer for the same project')).speech).toBe('Started a timer for Internal Admin.');
    expect((await talk.running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
  });

  test('a project really called so is that project', async () => {
    await talk.c.api.post('/api/v2/projects', { name: 'Same Project' });
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga');
    expect((await talk.c.say('ask time tracker to log an hour on same project')).speech).toBe('Logged 1 hour to Same Project for today.');
  });

  test('with nothing done lately, the skill asks which project, and books nothing until told', async () => {
    const asked = await talk.c.say('ask time tracker to log an hour on that');
    expect(asked.speech).toBe("I'm not sure which project you mean. Which one is it?");
    expect(asked.endsSession).toBe(false);
    expect(await mine()).toEqual([]);
    expect((await talk.c.say('apollo mobile')).speech).toBe('Logged 1 hour to Apollo Mobile App for today.');
  });
});

describe('"add fifteen minutes to that", "take half an hour off it": the entry just touched, longer or shorter', () => {
  test('on its own day, never a second entry for today; the day and the new length are named, and undo puts it back', async () => {
    await talk.c.say('ask time tracker to log half an hour on internal admin yesterday');
    const [logged] = await mine();
    const added = await talk.c.say('ask time tracker to add fifteen minutes to my last entry');
    expect(added.speech).toBe('Added 15 minutes to your Internal Admin entry for yesterday. It now comes to 45 minutes.');
    expect(await mine()).toEqual([{ ...logged, duration: 2700 }]);
    expect((await talk.c.say('ask time tracker to take ten minutes off that')).speech).toBe('Took 10 minutes off your Internal Admin entry for yesterday. It now comes to 35 minutes.');
    expect((await mine())[0]).toMatchObject({ duration: 2100, date: logged.date });
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Internal Admin entry is back to 45 minutes for yesterday.');
    expect((await mine())[0]).toMatchObject({ duration: 2700, date: logged.date });
  });

  test('"a day" is no length of work: "change that to a day" or "add a day to it" changes nothing, and says to give hours', async () => {
    await talk.c.say('ask time tracker to log two hours on internal admin');
    const [logged] = await mine();
    expect((await talk.c.say('ask time tracker to change that to a day')).speech).toBe(
      "A day's work can be any length, so I left your Internal Admin entry as it was. Say how many hours, for example, make that eight hours.",
    );
    expect((await talk.c.say('ask time tracker to add a day to that')).speech).toBe(
      "A day's work can be any length, so I changed nothing. Say how many hours, for example, add two hours to that.",
    );
    expect(await mine()).toEqual([logged]);
  });

  test('"log fifteen minutes on my last entry", heard as a log, makes that entry longer too', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga on friday');
    expect((await talk.c.say('ask time tracker to log fifteen minutes on my last entry')).speech).toBe(
      'Added 15 minutes to your Greenleaf Yoga Studio entry for last Friday, November 20th. It now comes to 1 hour and 15 minutes.',
    );
    expect((await mine()).map((a) => [a.project.name, a.duration, a.date])).toEqual([['Greenleaf Yoga Studio', 4500, '2026-11-20T12:00:00.000-08:00']]);
  });

  test('taking off all it holds, or making it over a day, changes nothing', async () => {
    await talk.c.say('ask time tracker to log two hours on apollo mobile');
    const before = await mine();
    expect((await talk.c.say('ask time tracker to take three hours off that')).speech).toBe(
      'Your Apollo Mobile App entry only comes to 2 hours, so I left it as it was. To remove it, say, delete that.',
    );
    expect((await talk.c.say('ask time tracker to add twenty three hours to that')).speech).toBe('25 hours is more than a day, so I left your Apollo Mobile App entry as it was.');
    expect(await mine()).toEqual(before);
  });

  test("a running timer's count: it keeps running from its new total", async () => {
    await talk.c.say('ask time tracker to start a timer for internal admin');
    clock.advance(20 * 60_000);
    expect((await talk.c.say('ask time tracker to add ten minutes to it')).speech).toBe('Added 10 minutes to your timer for Internal Admin. It now counts 30 minutes, and keeps running.');
    clock.advance(5 * 60_000);
    expect(await mine()).toEqual([expect.objectContaining({ status: 'pending', duration: 35 * 60 })]);
  });

  test('while the skill asks about a new log, the question again: nothing changed', async () => {
    await talk.c.say('ask time tracker to log an hour on apollo mobile');
    const before = await mine();
    expect((await talk.c.say('ask time tracker to log time on internal admin')).speech).toBe('How long did you work?');
    const again = await talk.c.say('add fifteen minutes to that');
    expect(again.speech).toBe("Sorry, I didn't get that. How long did you work?");
    expect(again.endsSession).toBe(false);
    expect(await mine()).toEqual(before);
  });

  test('with nothing recent and no timer running, there is nothing to change', async () => {
    expect((await talk.c.say('ask time tracker to add fifteen minutes to that')).speech).toBe(
      "I don't see a recent entry to change. You can say, for example, log two hours on Apollo.",
    );
    expect(await mine()).toEqual([]);
  });
});

describe('a length said alone just after a log ("add fifteen minutes"): that entry longer, or new time, asked', () => {
  test('a yes makes the entry just logged longer, on its own day; nothing is added before it', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    const [logged] = await mine();
    const asked = await talk.c.say('ask time tracker to add fifteen minutes');
    expect(asked.speech).toBe('Should I add 15 minutes to your Greenleaf Yoga Studio entry for yesterday?');
    expect(asked.endsSession).toBe(false);
    expect(await mine()).toEqual([logged]);
    expect((await talk.c.say('yes')).speech).toBe('Added 15 minutes to your Greenleaf Yoga Studio entry for yesterday. It now comes to 2 hours and 15 minutes.');
    expect(await mine()).toEqual([{ ...logged, duration: 8100 }]);
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Greenleaf Yoga Studio entry is back to 2 hours for yesterday.');
    expect(await mine()).toEqual([logged]);
  });

  test('"log another hour" is asked about as "add" is (it was not understood)', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    const [logged] = await mine();
    expect((await talk.c.say('ask time tracker to log another hour')).speech).toBe('Should I add 1 hour to your Greenleaf Yoga Studio entry for yesterday?');
    expect((await talk.c.say('yes')).speech).toBe('Added 1 hour to your Greenleaf Yoga Studio entry for yesterday. It now comes to 3 hours.');
    expect(await mine()).toEqual([{ ...logged, duration: 10800 }]);
  });

  test('a no asks which project the time is for, and logs it as new time for today; the entry is left', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    const [logged] = await mine();
    await talk.c.say('ask time tracker to log ten minutes');
    expect((await talk.c.say('no')).speech).toBe('Which project should I log 10 minutes to?');
    expect((await talk.c.say('internal admin')).speech).toBe('Logged 10 minutes to Internal Admin for today.');
    expect((await mine()).map((a) => [a.project.name, a.duration, a.date]).sort()).toEqual([
      ['Greenleaf Yoga Studio', 7200, logged.date],
      ['Internal Admin', 600, '2026-11-23T09:00:00.000-08:00'],
    ]);
  });

  test('a project named in answer is new time for it: the entry asked about is left', async () => {
    await talk.c.say('ask time tracker to log an hour on internal admin');
    await talk.c.say('ask time tracker to add five minutes');
    expect((await talk.c.say('no apollo mobile')).speech).toBe('Logged 5 minutes to Apollo Mobile App for today.');
    expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([
      ['Apollo Mobile App', 300],
      ['Internal Admin', 3600],
    ]);
  });

  test("the entry's own project named in answer is a yes: that entry longer, no second entry", async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    const [logged] = await mine();
    await talk.c.say('ask time tracker to add fifteen minutes');
    expect((await talk.c.say('greenleaf')).speech).toBe('Added 15 minutes to your Greenleaf Yoga Studio entry for yesterday. It now comes to 2 hours and 15 minutes.');
    expect(await mine()).toEqual([{ ...logged, duration: 8100 }]);
  });

  test('words that name no project get the question again; the length is kept for the answer', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    const [logged] = await mine();
    await talk.c.say('ask time tracker to add fifteen minutes');
    const again = await talk.c.say('the blue whale');
    expect(again.speech).toMatch(/Should I add 15 minutes to your Greenleaf Yoga Studio entry for yesterday\?$/);
    expect(again.endsSession).toBe(false);
    expect(await mine()).toEqual([logged]);
    expect((await talk.c.say('yes')).speech).toBe('Added 15 minutes to your Greenleaf Yoga Studio entry for yesterday. It now comes to 2 hours and 15 minutes.');
  });

  test('after a timer started, the timer is asked about; with nothing touched in the last hour, the project is asked for', async () => {
    await talk.c.say('ask time tracker to start a timer for internal admin');
    clock.advance(20 * 60_000);
    expect((await talk.c.say('ask time tracker to add ten minutes')).speech).toBe('Should I add 10 minutes to your timer for Internal Admin?');
    expect((await talk.c.say('yes')).speech).toBe('Added 10 minutes to your timer for Internal Admin. It now counts 30 minutes, and keeps running.');
    clock.advance(2 * 3600_000);
    // An hour later "add ten minutes" is new time: the timer running is not "that" unasked.
    expect((await talk.c.say('ask time tracker to add ten minutes')).speech).toBe('Which project was that for?');
  });

  test('"undo that" while the question is open names the change before it and asks; a no keeps it', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga');
    const before = await mine();
    await talk.c.say('ask time tracker to add fifteen minutes');
    expect((await talk.c.say('undo that')).speech).toBe('The last change I can see is the 2 hours logged to Greenleaf Yoga Studio at 9 AM. Should I remove it?');
    expect((await talk.c.say('no')).speech).toBe('OK, I left it as it is.');
    expect(await mine()).toEqual(before);
  });

  test('an edit or a delete before the question is named and asked about too, never undone unasked', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga');
    await talk.c.say('ask time tracker to change that to three hours');
    const edited = await mine();
    expect((await talk.c.say('ask time tracker to log some time on internal admin')).speech).toBe('How long did you work?');
    expect((await talk.c.say('undo that')).speech).toBe('The last change I made was to your Greenleaf Yoga Studio entry. Should I put it back as it was?');
    expect(await mine()).toEqual(edited);
    expect((await talk.c.say('yes')).speech).toBe('Undone: your Greenleaf Yoga Studio entry is back to 2 hours for today.');

    await talk.c.say('ask time tracker to delete that entry');
    await talk.c.say('yes');
    expect(await mine()).toEqual([]);
    await talk.c.say('ask time tracker to log some time on internal admin');
    expect((await talk.c.say('undo that')).speech).toBe('The last change I made was deleting your Greenleaf Yoga Studio entry. Should I bring it back?');
    expect((await talk.c.say('no')).speech).toBe('OK, I left it as it is.');
    expect(await mine()).toEqual([]);
  });

  test('"undo that" given as the project asked for is no project: the change before it is asked about', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga');
    await talk.c.say('ask time tracker to add fifteen minutes');
    expect((await talk.c.say('no')).speech).toBe('Which project should I log 15 minutes to?');
    expect((await talk.c.say('undo that')).speech).toBe('The last change I can see is the 2 hours logged to Greenleaf Yoga Studio at 9 AM. Should I remove it?');
    expect((await talk.c.say('yes')).speech).toBe('Undone: I removed the 2 hours logged to Greenleaf Yoga Studio.');
    expect(await mine()).toEqual([]);
  });
});

describe('a correction said right after a log ("no, it was yesterday", "no, make that two hours")', () => {
  test('changes the entry just logged, and only it', async () => {
    await talk.c.say('ask time tracker to log three hours on apollo mobile');
    expect((await talk.c.say('ask time tracker no make that two hours')).speech).toBe('Changed your Apollo Mobile App entry to 2 hours.');
    expect((await talk.c.say('ask time tracker no it was yesterday')).speech).toBe('Moved your Apollo Mobile App entry to yesterday.');
    expect(await mine()).toEqual([expect.objectContaining({ duration: 7200, date: '2026-11-22T12:00:00.000-08:00', project: expect.objectContaining({ name: 'Apollo Mobile App' }) })]);
  });

  test('while the skill asks about a new log, it answers that question: the entry before is left alone', async () => {
    await talk.c.say('ask time tracker to log three hours on apollo mobile');
    const before = await mine();
    expect((await talk.c.say('ask time tracker to log time')).speech).toBe('How long did you work?');
    expect((await talk.c.say('make it two hours')).speech).toBe('Which project was that for?');
    expect((await talk.c.say('that was for greenleaf yoga')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today.');
    const after = await mine();
    expect(after).toHaveLength(2);
    expect(after).toContainEqual(before[0]);
    expect(after).toContainEqual(expect.objectContaining({ duration: 7200, project: expect.objectContaining({ name: 'Greenleaf Yoga Studio' }) }));
  });

  test('while the day of a new log is in question, a length is no answer: the question again, nothing changed', async () => {
    await talk.c.say('ask time tracker to log three hours on apollo mobile');
    const before = await mine();
    expect((await talk.c.say('ask time tracker to log an hour on internal admin tomorrow')).speech).toBe('Did you mean last Tuesday, November 17th?');
    const again = await talk.c.say('make that two hours');
    expect(again.speech).toBe("Sorry, I didn't get that. Should I log it for last Tuesday, November 17th, or for another day?");
    expect(again.endsSession).toBe(false);
    expect(await mine()).toEqual(before);
    expect((await talk.c.say('no it was yesterday')).speech).toBe('Logged 1 hour to Internal Admin for yesterday.');
    expect(await mine()).toContainEqual(before[0]);
  });
});

describe('a day corrected right after a log, said as people say it (none was understood)', () => {
  test.each([
    ['no, two days ago', '2026-11-21'],
    ['not yesterday, today', '2026-11-23'],
    ['today, not yesterday', '2026-11-23'],
    ['sorry I meant wednesday not yesterday', '2026-11-18'],
    ['no, the 20th', '2026-11-20'],
    ['no, friday the 20th', '2026-11-20'],
  ])('"%s" moves the entry to that day, and undo puts it back', async (said, day) => {
    await talk.c.say('open time tracker');
    expect((await talk.c.say('log two hours on greenleaf yoga yesterday')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for yesterday.');
    expect((await talk.c.say(said)).speech).toMatch(/^Moved your Greenleaf Yoga Studio entry to /);
    expect((await mine()).map((a) => [a.duration, a.date.slice(0, 10)])).toEqual([[7200, day]]);
    await talk.c.say('ask time tracker to undo that');
    expect((await mine()).map((a) => a.date.slice(0, 10))).toEqual(['2026-11-22']);
  });
});

describe('"make that ten thirty", a clock time alone (it was "Sorry, I didn\'t get that")', () => {
  test('just after a stop, the entry ends then, and undo puts it back', async () => {
    talk.at('09:00');
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    talk.at('11:00');
    await talk.c.say('ask time tracker to stop my timer');
    expect((await talk.c.say('ask time tracker to make that ten thirty')).speech).toBe(
      'Done: your Greenleaf Yoga Studio entry now ends at 10:30 AM, 1 hour and 30 minutes in all. Say, undo that, if you need it back.',
    );
    expect((await mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 90 * 60]]);
    await talk.c.say('ask time tracker to undo that');
    expect((await mine()).map((a) => a.duration)).toEqual([2 * 3600]);
  });

  test('just after a start, the timer counts from then', async () => {
    talk.at('09:30');
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    expect((await talk.c.say('ask time tracker to make that nine')).speech).toBe('Your timer for Greenleaf Yoga Studio now counts from 9 AM: 30 minutes so far.');
    expect((await talk.running()).map((a) => [a.date, a.duration])).toEqual([['2026-11-23T09:00:00.000-08:00', 30 * 60]]);
  });

  test('just after a log by length, the entry starts then and keeps its length', async () => {
    talk.at('11:00');
    await talk.c.say('ask time tracker to log an hour on internal admin');
    expect((await talk.c.say('ask time tracker to make it nine thirty')).speech).toBe('Changed your Internal Admin entry to 1 hour, today, from 9:30 AM to 10:30 AM.');
    expect((await mine()).map((a) => [a.date, a.duration])).toEqual([['2026-11-23T09:30:00.000-08:00', 3600]]);
  });

  test('just after a start, a time still to come this morning is no start of it: nothing moves (it moved the timer to 10 PM yesterday)', async () => {
    talk.at('09:30');
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    expect((await talk.c.say('ask time tracker to make that ten')).speech).toBe("It isn't 10 AM yet, so your timer for Greenleaf Yoga Studio keeps counting from when it started.");
    expect((await talk.running()).map((a) => a.date)).toEqual(['2026-11-23T09:30:00.000-08:00']);
  });

  test('an hour alone after a log may be its length: asked, "Did you mean 8 hours?", and a yes makes it so (it moved the entry to 8 AM)', async () => {
    talk.at('11:00');
    await talk.c.say('ask time tracker to log seven hours on internal admin yesterday');
    expect((await talk.c.say('ask time tracker to make that eight')).speech).toBe('Did you mean 8 hours?');
    expect((await talk.c.say('yes')).speech).toBe('Changed your Internal Admin entry for yesterday to 8 hours.');
    expect((await mine()).map((a) => [a.date, a.duration])).toEqual([['2026-11-22T12:00:00.000-08:00', 8 * 3600]]);
  });

  test('an hour alone after a stop is asked about as the end, and a no leaves the entry', async () => {
    talk.at('09:00');
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    talk.at('11:00');
    await talk.c.say('ask time tracker to stop my timer');
    expect((await talk.c.say('ask time tracker to make that ten')).speech).toBe(
      'Your timer for Greenleaf Yoga Studio was stopped at 11 AM, after 2 hours. Should it end at 10 AM instead, for 1 hour in all?',
    );
    await talk.c.say('no');
    expect((await mine()).map((a) => a.duration)).toEqual([2 * 3600]);
  });

  test('just after a log by its times, either end may be meant: nothing changes, and the reply says to say both (it moved the start)', async () => {
    talk.at('13:00');
    await talk.c.say('ask time tracker to log nine to eleven on greenleaf yoga');
    expect((await talk.c.say('ask time tracker to make that ten thirty')).speech).toBe(
      'To change the times of your Greenleaf Yoga Studio entry, say them both, for example, it was from nine to ten thirty.',
    );
    expect((await mine()).map((a) => [a.date, a.duration])).toEqual([['2026-11-23T09:00:00.000-08:00', 2 * 3600]]);
  });

  test('of a timer running since before the last hour, which end is meant cannot be told: nothing changes, and the reply says how to say it', async () => {
    talk.at('09:00');
    await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
    clock.advance(2 * 3600_000);
    expect((await talk.c.say('ask time tracker to make that ten thirty')).speech).toBe(
      'I can change when an entry started or ended. Say, for example, I started at ten thirty, or, I finished at ten thirty.',
    );
    expect((await talk.running()).map((a) => a.date)).toEqual(['2026-11-23T09:00:00.000-08:00']);
  });
});

describe('a correction right after a log, said as people say it', () => {
  test.each([
    ['it was four hours', 4 * 3600],
    ['it was an hour and a half', 90 * 60],
    ['actually it was three hours not two', 3 * 3600],
    ['three hours, not two', 3 * 3600],
  ])('"%s" sets the length (four hours were offered to be added, and a yes added them; the numbers were taken for projects\' names)', async (said, seconds) => {
    await talk.c.say('open time tracker');
    await talk.c.say('log two hours on greenfield yesterday');
    expect((await talk.c.say(said)).speech).toMatch(/^Changed your Greenfield Farms Logo entry for yesterday to /);
    expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Greenfield Farms Logo', seconds]]);
  });

  test.each(['not greenfield, greenleaf', 'I meant greenleaf, not greenfield', 'that was for greenleaf not greenfield', 'wrong project, it should be greenleaf'])(
    '"%s" moves the entry to the project meant (the one ruled out was offered too, or a timer offered)',
    async (said) => {
      await talk.c.say('open time tracker');
      await talk.c.say('log two hours on greenfield yesterday');
      expect((await talk.c.say(said)).speech).toBe('Moved your 2 hours to Greenleaf Yoga Studio.');
      expect(await talk.running()).toEqual([]);
      expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 7200]]);
    },
  );

  test.each(['um greenleaf', 'greenleaf not now'])('"%s", words that say no correction, leaves the entry as it was', async (said) => {
    await talk.c.say('open time tracker');
    await talk.c.say('log two hours on greenfield yesterday');
    await talk.c.say(said);
    expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Greenfield Farms Logo', 7200]]);
  });

  test('two logs in one breath, the second inside the project\'s words, are not understood rather than one lost (it asked which project, and booked the first length there)', async () => {
    talk.at('13:00');
    const reply = await talk.c.say('ask time tracker yesterday i did two hours on greenleaf and an hour on internal admin');
    expect(reply.speech).toBe("Sorry, I didn't get all of that. You can say, for example, log two hours on Apollo for yesterday. What would you like to do?");
    expect(await mine()).toEqual([]);
  });
});

test('time logged by its times, made longer so that it would run past now, is left as it was (9 to 11, made three hours at 11:30, was booked until noon)', async () => {
  talk.at('11:30');
  await talk.c.say('ask time tracker to log nine to eleven on greenleaf yoga');
  expect((await talk.c.say('ask time tracker to make that three hours')).speech).toBe("I left your Greenleaf Yoga Studio entry as it was: that time hasn't passed yet.");
  expect((await talk.c.say('ask time tracker to add an hour to that')).speech).toBe("I left your Greenleaf Yoga Studio entry as it was: that time hasn't passed yet.");
  expect((await mine()).map((a) => a.duration)).toEqual([2 * 3600]);
  expect((await talk.c.say('ask time tracker to add fifteen minutes to that')).speech).toMatch(/^Added 15 minutes/);
});

test('"make that two hours on internal admin" moves the entry and sets its length in one change, which undo takes back (it was moved, the length dropped)', async () => {
  await talk.c.say('ask time tracker to log an hour on internal');
  expect((await talk.c.say('ask time tracker to make that two hours on internal admin')).speech).toBe('Moved your entry to Internal Admin, and made it 2 hours.');
  expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Internal Admin', 7200]]);
  await talk.c.say('ask time tracker to undo that');
  expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Internal', 3600]]);
});

test('"no, internal admin for two hours" just after a log, which Alexa hears as a log, corrects that log: one entry, moved and made longer (a second entry was logged)', async () => {
  await talk.c.say('ask time tracker to log an hour on internal');
  expect((await talk.c.say('no, internal admin for two hours')).speech).toBe('Moved your entry to Internal Admin, and made it 2 hours.');
  expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Internal Admin', 7200]]);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Internal entry is back to 1 hour for today.');
  // "I meant ... for two hours" too (the entry was moved and the two hours dropped).
  expect((await talk.c.say('ask time tracker to log an hour on greenleaf yoga')).speech).toMatch(/^Logged 1 hour/);
  expect((await talk.c.say('no I meant apollo mobile for ninety minutes')).speech).toBe('Moved your entry to Apollo Mobile App, and made it 1 hour and 30 minutes.');
  expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([['Apollo Mobile App', 5400], ['Internal', 3600]]);
});

test('with nothing just logged, or two logs at once, "no, internal admin for two hours" changes no entry unasked', async () => {
  // Out of the blue: the time logged, as said.
  expect((await talk.c.say('ask time tracker to no, internal admin for two hours')).speech).toBe('Logged 2 hours to Internal Admin for today.');
  await talk.c.say('ask time tracker to log an hour on internal and thirty minutes on greenleaf yoga');
  expect((await talk.c.say('no, apollo mobile for two hours')).speech).toMatch(/^Sorry, I didn't get all of that/);
  expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([['Greenleaf Yoga Studio', 1800], ['Internal Admin', 7200], ['Internal', 3600]]);
});

test('a project and a day said as a correction move the entry to both in one change (the day was dropped); undo takes both back', async () => {
  await talk.c.say('ask time tracker to log an hour on internal');
  expect((await talk.c.say('no I meant internal admin yesterday')).speech).toBe('Moved your 1 hour to Internal Admin, for yesterday.');
  expect((await mine()).map((a) => [a.project.name, a.duration, a.date])).toEqual([['Internal Admin', 3600, '2026-11-22T12:00:00.000-08:00']]);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Internal entry is back to 1 hour for today.');
  expect((await mine()).map((a) => [a.project.name, a.date])).toEqual([['Internal', '2026-11-23T09:00:00.000-08:00']]);
  expect((await talk.c.say('no, greenleaf yoga on friday')).speech).toBe('Moved your 1 hour to Greenleaf Yoga Studio, for last Friday, November 20th.');
  expect((await mine()).map((a) => [a.project.name, a.date])).toEqual([['Greenleaf Yoga Studio', '2026-11-20T12:00:00.000-08:00']]);
  // A name that could be several, with a day: nothing moves on a part of it.
  expect((await talk.c.say('ask time tracker to log an hour on internal')).speech).toMatch(/^Logged/);
  expect((await talk.c.say('no, apollo yesterday')).speech).toMatch(/^Sorry, I didn't get/);
  expect((await mine()).map((a) => a.project.name).sort()).toEqual(['Greenleaf Yoga Studio', 'Internal']);
});

test.each([
  ['no, today, and on greenleaf', 'Moved your 1 hour to Greenleaf Yoga Studio, for today.', '2026-11-23'],
  ['actually it was friday and it was for greenleaf', 'Moved your 1 hour to Greenleaf Yoga Studio, for last Friday, November 20th.', '2026-11-20'],
])('the day said first, then the project ("%s"), moves the entry to both (it moved it to the project, and the day was dropped)', async (words, said, day) => {
  await talk.c.say('open time tracker');
  await talk.c.say('log an hour on greenfield for wednesday');
  expect((await talk.c.say(words)).speech).toBe(said);
  expect((await mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)])).toEqual([['Greenleaf Yoga Studio', 3600, day]]);
});

test('a length, a project and a day said as one correction change all three (the day was dropped, the hours left on today)', async () => {
  await talk.c.say('open time tracker');
  await talk.c.say('log half an hour on greenleaf');
  expect((await talk.c.say('no, it was an hour on greenfield yesterday')).speech).toBe('Moved your entry to Greenfield Farms Logo for yesterday, and made it 1 hour.');
  expect((await mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)])).toEqual([['Greenfield Farms Logo', 3600, '2026-11-22']]);
});

test('moved to today, an entry of a later time of day is dated now, as time logged for today is (it was booked from noon, ahead of now)', async () => {
  await talk.c.say('open time tracker');
  await talk.c.say('log two hours on greenleaf yesterday');
  talk.at('10:00');
  expect((await talk.c.say('no, today')).speech).toBe('Moved your Greenleaf Yoga Studio entry to today.');
  expect((await mine()).map((a) => [a.duration, a.date])).toEqual([[7200, '2026-11-23T10:00:00.000-08:00']]);
});

test('"no, it was for web banners", words of the entry\'s own project\'s description, change what it says (it was "Your entry already says that")', async () => {
  await talk.c.say('open time tracker');
  await talk.c.say('log an hour on greenleaf for class schedule graphics');
  expect((await talk.c.say('no, it was for web banners')).speech).toBe('Your Greenleaf Yoga Studio entry now says: web banners.');
  expect((await mine()).map((a) => [a.project.name, a.description])).toEqual([['Greenleaf Yoga Studio', 'web banners']]);
});

test('a day alone ("for yesterday", "on Friday") just after a log moves that log there (it was not understood); after a start it changes nothing', async () => {
  await talk.c.say('open time tracker');
  await talk.c.say('log an hour');
  expect((await talk.c.say('internal')).speech).toBe('Logged 1 hour to Internal for today.');
  expect((await talk.c.say('for yesterday')).speech).toBe('Moved your Internal entry to yesterday.');
  expect((await mine()).map((a) => [a.project.name, a.date])).toEqual([['Internal', '2026-11-22T12:00:00.000-08:00']]);
  expect((await talk.c.say('on friday')).speech).toBe('Moved your Internal entry to last Friday, November 20th.');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  expect((await talk.c.say('yesterday')).speech).toMatch(/^Sorry, I didn't get that/);
  expect((await mine()).map((a) => [a.project.name, a.date.slice(0, 10)]).sort()).toEqual([['Greenleaf Yoga Studio', '2026-11-23'], ['Internal', '2026-11-20']]);
});

test('a log to a project whose name begins with "no" is a log, not a correction of the one before (it was moved there); a running timer takes a length and a project at once', async () => {
  await talk.c.api.post('/api/v2/projects', { name: 'No Limits Fitness' });
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
  expect((await talk.c.say('ask time tracker to log two hours on no limits fitness')).speech).toBe('Logged 2 hours to No Limits Fitness for today.');
  expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([['Greenleaf Yoga Studio', 3600], ['No Limits Fitness', 7200]]);
  talk.at('09:30');
  await talk.c.say('ask time tracker to start a timer for apollo mobile');
  talk.at('10:00');
  expect((await talk.c.say('ask time tracker to make that two hours on internal admin')).speech).toBe('Moved your entry to Internal Admin, and made it 2 hours.');
  expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Internal Admin', 7200]]);
});

describe('"same as yesterday", "the last one", said where a name goes (they were not understood)', () => {
  test('"same as yesterday" offers the projects of yesterday\'s work, the most time first, and books nothing until one is chosen; the log is for today', async () => {
    const asked = await talk.c.say('ask time tracker to log two hours on the same as yesterday');
    expect(asked.speech).toBe('Did you mean Apollo Website Redesign or Apollo Mobile App?');
    expect(await mine()).toEqual([]);
    expect((await talk.c.say('the second one')).speech).toBe('Logged 2 hours to Apollo Mobile App for today.');
  });

  test('"same project as last time" and "the last one", with nothing changed lately, offer the newest entry\'s project; no asks for the name', async () => {
    await talk.c.api.post('/api/v2/activities', { description: 'x', project_id: await projectId(talk.c, 'Internal Admin'), duration: 1800, date: '2026-11-22T15:00:00-08:00', source: 'web' });
    await talk.c.say('open time tracker');
    await talk.c.say('start a timer');
    expect((await talk.c.say('same project as last time')).speech).toBe('Did you mean Internal Admin?');
    expect((await talk.c.say('no')).speech).toBe('OK. Which project did you mean?');
    expect(await talk.running()).toEqual([]);
    await talk.c.say('log an hour');
    expect((await talk.c.say('the last one')).speech).toBe('Did you mean Internal Admin?');
    expect((await talk.c.say('yes')).speech).toBe('Logged 1 hour to Internal Admin for today.');
  });
});

test('"actually that was on Tuesday", said on a Monday, offers the Tuesday just gone, and a yes moves the entry there (Alexa sends the Tuesday to come: it was refused, "tomorrow hasn\'t come yet")', async () => {
  talk.at('11:00');
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
  expect((await talk.c.say('ask time tracker actually that was on tuesday')).speech).toBe(
    "I can't move your Greenleaf Yoga Studio entry ahead to tomorrow. Did you mean last Tuesday, November 17th?",
  );
  expect((await talk.c.say('yes')).speech).toBe('Moved your Greenleaf Yoga Studio entry to last Tuesday, November 17th.');
  expect((await mine()).map((a) => [a.date, a.duration])).toEqual([['2026-11-17T12:00:00.000-08:00', 3600]]);
});

// What the work was, said just after the entry was made: "it was for the homepage" (words that name no project) and
// "and it was for the logo" (more said about it: never a move) say what the entry is for. They were "Sorry, I didn't
// get that".
describe('what the work was, said of the entry just made', () => {
  const held = async () => (await mine()).map((a) => [a.status, a.project.name, a.duration, a.description]);

  test('"it was for the homepage" after a log: its description, and undo puts the skill\'s own back', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
    expect((await talk.c.say('ask time tracker it was for the homepage')).speech).toBe('Your Greenleaf Yoga Studio entry now says: the homepage.');
    expect(await held()).toEqual([['complete', 'Greenleaf Yoga Studio', 3600, 'the homepage']]);
    await talk.c.say('ask time tracker to undo that');
    expect(await held()).toEqual([['complete', 'Greenleaf Yoga Studio', 3600, 'Work on Greenleaf Yoga Studio']]);
  });

  test('"and it was for the logo" stays on its project, though "the logo" is a word of another project\'s name', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
    expect((await talk.c.say('ask time tracker oh and it was for the logo')).speech).toBe('Your Greenleaf Yoga Studio entry now says: the logo.');
    expect(await held()).toEqual([['complete', 'Greenleaf Yoga Studio', 3600, 'the logo']]);
  });

  test('"it\'s for the homepage" of a timer just started; "it\'s for greenleaf", a project, describes nothing', async () => {
    await talk.c.say('ask time tracker to start a timer for apollo mobile app');
    expect((await talk.c.say("ask time tracker it's for the homepage")).speech).toBe('Your Apollo Mobile App entry now says: the homepage.');
    await talk.c.say("ask time tracker it's for greenleaf");
    expect(await held()).toEqual([['pending', 'Apollo Mobile App', 0, 'the homepage']]);
  });

  test('with nothing just made, the words change nothing', async () => {
    expect((await talk.c.say('ask time tracker and it was for the homepage')).speech).toMatch(/^Sorry, I didn't get that\./);
    expect(await mine()).toEqual([]);
  });

  test('a day, a length or a stretch of time is no description: "for yesterday" after a start, "it was for the last hour" after a log', async () => {
    await talk.c.say('ask time tracker to start a timer for apollo mobile app');
    await talk.c.say('for yesterday');
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
    await talk.c.say('ask time tracker it was for the last hour');
    expect((await held()).map(([, project, , description]) => [project, description]).sort()).toEqual([
      ['Apollo Mobile App', 'Work on Apollo Mobile App'],
      ['Greenleaf Yoga Studio', 'Work on Greenleaf Yoga Studio'],
    ]);
  });

  test('just after two logs at once, which entry it was for is asked', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga and two hours on internal admin');
    expect((await talk.c.say('ask time tracker and it was for the homepage')).speech).toBe('Which entry did you mean: 1 hour on Greenleaf Yoga Studio or 2 hours on Internal Admin?');
    expect((await talk.c.say('greenleaf')).speech).toBe('Your Greenleaf Yoga Studio entry now says: the homepage.');
    expect((await held()).map(([, project, , description]) => [project, description]).sort()).toEqual([
      ['Greenleaf Yoga Studio', 'the homepage'],
      ['Internal Admin', 'Work on Internal Admin'],
    ]);
  });
});

test('"no, that was yesterday" more than an hour after a log ("that" is no entry by then) asks whether the newest entry made today is meant; a yes moves it (it was "I don\'t see a recent entry to change")', async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
  talk.at('10:30');
  expect((await talk.c.say('ask time tracker no that was yesterday')).speech).toBe('Do you mean your Greenleaf Yoga Studio entry of 1 hour for today?');
  expect((await talk.c.say('yes')).speech).toBe('Moved your Greenleaf Yoga Studio entry to yesterday.');
  expect((await mine()).map((a) => [a.date, a.duration])).toEqual([['2026-11-22T12:00:00.000-08:00', 3600]]);
  // A no changes nothing.
  await talk.c.say('ask time tracker to log two hours on internal admin');
  talk.at('12:00');
  await talk.c.say('ask time tracker make that three hours');
  await talk.c.say('no');
  expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([
    ['Internal Admin', 7200],
    ['Greenleaf Yoga Studio', 3600],
  ]);
});
