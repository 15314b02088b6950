// "What was my last entry?": the entry "that" means, else the person's newest from anywhere, read back with
// its length, project and day, and then fixable by voice as "that".
import { activities, projectId, startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { clock, mine } = talk;

test('right after a log: that entry, with its day', async () => {
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga for yesterday');
  clock.advance(10 * 60_000);
  expect((await talk.c.say('ask time tracker what was my last entry')).speech).toBe('Your last entry is 1 hour on Greenleaf Yoga Studio for yesterday.');
  expect((await talk.c.say('ask time tracker what did i just log')).speech).toBe('Your last entry is 1 hour on Greenleaf Yoga Studio for yesterday.');
});

test('a running timer: how long it has run', async () => {
  await talk.c.say('ask time tracker to start a timer for apollo mobile');
  clock.advance(25 * 60_000);
  expect((await talk.c.say('ask time tracker what was my last entry')).speech).toBe('Your last entry is your timer for Apollo Mobile App, running for 25 minutes.');
});

test('nothing from the skill lately: the newest entry from anywhere, which "delete that" then means, with nothing to undo', async () => {
  clock.advance(2 * 3600_000);
  const made = await talk.c.api.post('/api/v2/activities', {
    source: 'web',
    description: 'Sketches',
    project_id: await projectId(talk.c, 'Internal Admin'),
    date: '2026-11-20T10:00:00.000-08:00',
    duration: 2700,
  });
  expect((await talk.c.say('ask time tracker what was my last entry')).speech).toBe('Your last entry is 45 minutes on Internal Admin for last Friday, November 20th.');
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe("I don't see a change of mine from the last hour to undo.");
  expect((await talk.c.say('ask time tracker to delete that')).speech).toBe('Delete your entry of 45 minutes on Internal Admin for last Friday, November 20th?');
  expect((await talk.c.say('yes')).speech).toContain('Deleted your entry of 45 minutes on Internal Admin.');
  expect((await activities(talk.c)).map((a) => a.id)).not.toContain(made.body.data.id);
});

test("after a delete, the newest left is named, and undo still brings back what was deleted", async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  await talk.c.say('ask time tracker to delete that entry');
  await talk.c.say('yes');
  expect(await mine()).toEqual([]);
  const newest = (await activities(talk.c))[0];
  const reply = await talk.c.say('ask time tracker what was my last entry');
  expect(reply.speech).toMatch(new RegExp(`^Your last entry is .* on ${newest.project.name} for `));
  expect((await talk.c.say('ask time tracker to undo that')).speech).toContain('Apollo Mobile App');
  expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Apollo Mobile App', 7200]]);
});

test('a timer started on the website is the newest entry too', async () => {
  clock.advance(2 * 3600_000);
  await startTimerOnWeb(talk.c, 'Internal Admin');
  clock.advance(5 * 60_000);
  expect((await talk.c.say('ask time tracker what was my last entry')).speech).toBe('Your last entry is your timer for Internal Admin, running for 5 minutes.');
});

test('with no entries at all, it says how to make one', async () => {
  for (let page = await activities(talk.c); page.length; page = await activities(talk.c)) {
    for (const activity of page) await talk.c.api.delete(`/api/v2/activities/${activity.id}`);
  }
  expect((await talk.c.say('ask time tracker what was my last entry')).speech).toBe("You don't have any entries yet. You can say, for example, log two hours on Apollo.");
});

describe('"what\'s my Apollo entry from yesterday?": one entry picked by its project and day', () => {
  test('the one entry is read back and becomes "that": an edit then changes it, and undo puts it back', async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga on friday');
    clock.advance(2 * 3600_000);
    const found = await talk.c.say('ask time tracker what is my greenleaf entry from friday');
    expect(found.speech).toBe('Your Greenleaf Yoga Studio entry for last Friday, November 20th is 2 hours. You can change it now, for example, add fifteen minutes to that.');
    expect((await talk.c.say('ask time tracker to add fifteen minutes to that')).speech).toBe(
      'Added 15 minutes to your Greenleaf Yoga Studio entry for last Friday, November 20th. It now comes to 2 hours and 15 minutes.',
    );
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Greenleaf Yoga Studio entry is back to 2 hours for last Friday, November 20th.');
    expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 7200]]);
  });

  test("named, an entry does not hide the skill's last change from undo", async () => {
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga on friday');
    await talk.c.say('ask time tracker to start a timer for internal admin');
    await talk.c.say('ask time tracker i want to fix my greenleaf entry from friday');
    expect((await talk.c.say('ask time tracker to undo that')).speech).toContain('Internal Admin');
    expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 7200]]);
  });

  test('several entries of the project that day are read, and the one picked becomes "that"; none is taken on a guess', async () => {
    await talk.c.say('ask time tracker to log an hour on stackwise kubernetes booth on thursday');
    await talk.c.say('ask time tracker to log two hours on stackwise kubernetes booth on thursday');
    const listed = await talk.c.say('ask time tracker what is my stackwise kubernetes booth entry from thursday');
    expect(listed.speech).toBe('You have 2 entries on Stackwise Kubernetes Booth for last Thursday, November 19th: 1 hour and 2 hours. Which one: the first or the second?');
    expect(listed.endsSession).toBe(false);
    // Neither is "that" until one is picked: an answer that picks none gets the question again.
    expect((await talk.c.say('the blue one')).speech).toBe("Sorry, I didn't get that. Which one: the first or the second?");
    expect((await talk.c.say('the first one')).speech).toBe(
      'Your Stackwise Kubernetes Booth entry for last Thursday, November 19th is 1 hour. You can change it now, for example, add fifteen minutes to that.',
    );
    expect((await talk.c.say('ask time tracker to change that to ninety minutes')).speech).toBe('Changed your Stackwise Kubernetes Booth entry for last Thursday, November 19th to 1 hour and 30 minutes.');
    expect((await mine()).map((a) => a.duration).sort()).toEqual([5400, 7200]);
  });

  test("a day's entries of several projects are picked by a word of the project", async () => {
    await talk.c.say('ask time tracker to log an hour on stackwise kubernetes booth on thursday');
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga on thursday');
    const all = (await talk.c.api.get('/api/v2/activities?start_date=2026-11-19&end_date=2026-11-19')).body.data;
    const listed = await talk.c.say('ask time tracker what was my entry from thursday');
    expect(listed.speech).toMatch(new RegExp(`^You have ${all.length} entries for last Thursday, November 19th: .*2 hours on Greenleaf Yoga Studio.*\\. Which one: the first, the second, or the third\\?$`));
    expect((await talk.c.say('the greenleaf one')).speech).toMatch(/^Your Greenleaf Yoga Studio entry for last Thursday, November 19th is 2 hours\./);
  });

  test('a name that could be several is asked about; a day with nothing says so', async () => {
    expect((await talk.c.say('ask time tracker what is my apollo entry from friday')).speech).toBe(
      'Did you mean Apollo Website Redesign, Apollo Brand Guidelines, or Apollo Mobile App?',
    );
    expect((await talk.c.say('the mobile one')).speech).toBe("I don't see an entry on Apollo Mobile App for last Friday, November 20th.");
  });

  test('of the projects a name could be, only those with an entry that day are offered; one such is read back', async () => {
    await talk.c.say('ask time tracker to log an hour on apollo mobile app on friday');
    expect((await talk.c.say('ask time tracker what is my apollo entry from friday')).speech).toMatch(/^Your Apollo Mobile App entry for last Friday, November 20th is 1 hour\./);
    await talk.c.say('ask time tracker to log two hours on apollo website redesign on friday');
    expect((await talk.c.say('ask time tracker what is my apollo entry from friday')).speech).toBe('Did you mean Apollo Website Redesign or Apollo Mobile App?');
    expect((await talk.c.say('the website one')).speech).toMatch(/^Your Apollo Website Redesign entry for last Friday, November 20th is 2 hours\./);
  });
});

describe('"change my Greenleaf entry from yesterday to two hours": that entry found, then given its length', () => {
  test('one such entry: changed, and undo puts it back; the skill’s newer log is left alone', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga yesterday');
    await talk.c.say('ask time tracker to log an hour on internal admin');
    expect((await talk.c.say('ask time tracker to change my greenleaf entry from yesterday to two hours')).speech).toBe('Changed your Greenleaf Yoga Studio entry for yesterday to 2 hours.');
    const byProject = async () => Object.fromEntries((await mine()).map((a) => [a.project.name, a.duration]));
    expect(await byProject()).toEqual({ 'Greenleaf Yoga Studio': 7200, 'Internal Admin': 3600 });
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Greenleaf Yoga Studio entry is back to 1 hour for yesterday.');
    expect(await byProject()).toEqual({ 'Greenleaf Yoga Studio': 3600, 'Internal Admin': 3600 });
  });

  test('several that day: read out, one picked, and only that one changed', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga yesterday');
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    const listed = await talk.c.say('ask time tracker to change my greenleaf entry from yesterday to ninety minutes');
    expect(listed.speech).toBe('You have 2 entries on Greenleaf Yoga Studio for yesterday: 1 hour and 2 hours. Which one: the first or the second?');
    expect((await talk.c.say('the first one')).speech).toBe('Changed your Greenleaf Yoga Studio entry for yesterday to 1 hour and 30 minutes.');
    expect((await mine()).map((a) => a.duration).sort()).toEqual([5400, 7200]);
  });

  test('no day said, and the newest entry\'s day holds two of the project: both read out with their starts, and one picked by its time', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from seven to eight');
    clock.advance(60_000);
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from eight to nine');
    const listed = await talk.c.say('ask time tracker to change my greenleaf entry to ninety minutes');
    expect(listed.speech).toBe('You have 2 entries on Greenleaf Yoga Studio for today: 1 hour from 7 AM and 1 hour from 8 AM. Which one: the first or the second?');
    expect((await talk.c.say('the one from seven')).speech).toBe('Changed your Greenleaf Yoga Studio entry to 1 hour and 30 minutes.');
    const held = (await mine()).map((a) => [a.date.slice(11, 16), a.duration]).sort();
    expect(held).toEqual([
      ['07:00', 5400],
      ['08:00', 3600],
    ]);
  });

  test('"at eight", heard as a stop at eight, picks the entry begun then; a time no entry began at is asked again', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from seven to eight');
    clock.advance(60_000);
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from eight to nine');
    await talk.c.say('ask time tracker to move my greenleaf entry to internal admin');
    expect((await talk.c.say('at ten')).speech).toBe("Sorry, I didn't get that. Which one: the first or the second?");
    expect((await talk.c.say('at eight')).speech).toBe('Moved your 1 hour to Internal Admin.');
    const held = (await mine()).map((a) => [a.date.slice(11, 16), a.project.name]).sort();
    expect(held).toEqual([
      ['07:00', 'Greenleaf Yoga Studio'],
      ['08:00', 'Internal Admin'],
    ]);
  });

  test('"add fifteen minutes to my greenleaf entry", "take half an hour off my greenleaf entry from yesterday": that entry changed by as much, and undo puts it back (it looked for a project called "my greenleaf entry")', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga yesterday');
    await talk.c.say('ask time tracker to log two hours on internal admin');
    expect((await talk.c.say('ask time tracker to add fifteen minutes to my greenleaf entry')).speech).toBe(
      'Added 15 minutes to your Greenleaf Yoga Studio entry for yesterday. It now comes to 1 hour and 15 minutes.',
    );
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Greenleaf Yoga Studio entry is back to 1 hour for yesterday.');
    expect((await talk.c.say('ask time tracker to take half an hour off my greenleaf entry from yesterday')).speech).toBe(
      'Took 30 minutes off your Greenleaf Yoga Studio entry for yesterday. It now comes to 30 minutes.',
    );
    expect(Object.fromEntries((await mine()).map((a) => [a.project.name, a.duration]))).toEqual({ 'Greenleaf Yoga Studio': 1800, 'Internal Admin': 7200 });
  });

  test('a stop said while which entry is asked, at a time none of them began, is a stop: no entry changes', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from seven to eight');
    clock.advance(60_000);
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from eight to nine');
    await talk.c.say('ask time tracker to start a timer for internal admin');
    clock.advance(3600_000);
    await talk.c.say('ask time tracker to change my greenleaf entry to two hours');
    expect((await talk.c.say('stop my timer at nine thirty')).speech).toBe('Stopped your timer for Internal Admin at 9:30 AM, after 29 minutes.');
    expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual([
      ['Greenleaf Yoga Studio', 3600],
      ['Greenleaf Yoga Studio', 3600],
      ['Internal Admin', 29 * 60],
    ]);
  });

  test('timers started on the website in the evening (written in UTC) are read on their day, at their starts by the person\'s clock', async () => {
    await talk.startAt('2026-11-24T00:10:00.000Z'); // 4:10 pm
    await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-24T00:40:00.000Z');
    await talk.c.say('ask time tracker to stop my timer');
    await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
    clock.set('2026-11-24T01:10:00.000Z');
    await talk.c.say('ask time tracker to stop my timer');
    expect((await talk.c.say('ask time tracker to delete my greenleaf entry')).speech).toBe(
      'You have 2 entries on Greenleaf Yoga Studio for today: 30 minutes from 4:10 PM and 30 minutes from 4:40 PM. Which one: the first or the second?',
    );
    expect((await talk.c.say('the one from four forty')).speech).toMatch(/^Delete your entry of 30 minutes on Greenleaf Yoga Studio/);
    expect((await talk.c.say('yes')).speech).toMatch(/^Deleted/);
    expect((await activities(talk.c, '&filter=project_id:' + (await projectId(talk.c, 'Greenleaf Yoga Studio')))).map((a) => a.date)).toEqual([expect.stringMatching(/T00:10:00/)]);
  });

  test('"neither", to which of the entries read out: none changes (it offered the project list)', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from seven to eight');
    clock.advance(60_000);
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from eight to nine');
    await talk.c.say('ask time tracker to delete my greenleaf entry');
    expect((await talk.c.say('neither')).speech).toBe(
      "OK, I left your entries as they were. To pick another entry, say its project and day, for example, what's my Apollo entry from yesterday.",
    );
    expect((await mine()).length).toBe(2);
  });

  test.each(['both', 'both of them', 'all of them'])('"%s", to which of the entries read out to delete: both go after a yes, and undo brings both back (it was asked again)', async (words) => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from seven to eight');
    clock.advance(60_000);
    await talk.c.say('ask time tracker to log half an hour on greenleaf yoga from eight to eight thirty');
    await talk.c.say('ask time tracker to delete my greenleaf entry');
    expect((await talk.c.say(words)).speech).toBe('Delete both of those entries on Greenleaf Yoga Studio, 1 hour and 30 minutes in all?');
    expect((await mine()).length).toBe(2);
    expect((await talk.c.say('yes')).speech).toBe('Deleted those 2 entries, 1 hour and 30 minutes in all. Say, undo that, if you need them back.');
    expect(await mine()).toEqual([]);
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: those 2 entries are back.');
    expect((await mine()).map((a) => a.duration).sort()).toEqual([1800, 3600]);
  });

  test('"both" to delete, then no: both are kept', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from seven to eight');
    clock.advance(60_000);
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga from eight to nine');
    await talk.c.say('ask time tracker to delete my greenleaf entry');
    await talk.c.say('both');
    expect((await talk.c.say('no')).speech).toBe('OK, I kept them.');
    expect((await mine()).length).toBe(2);
  });

  test('"change my entry from saturday to three hours", no project said: the day\'s entries read out, and the one picked changed (it was not understood)', async () => {
    await talk.c.say('ask time tracker to log two hours on apollo mobile app for saturday');
    expect((await talk.c.say('ask time tracker to change my entry from saturday to three hours')).speech).toMatch(
      /^You have 2 entries for last Saturday, November 21st: 3 hours on UX Audit – Nimbus Bank and 2 hours on Apollo Mobile App\. Which one/,
    );
    expect((await talk.c.say('the second one')).speech).toBe('Changed your Apollo Mobile App entry for last Saturday, November 21st to 3 hours.');
    expect((await mine()).map((a) => [a.project.name, a.date.slice(0, 10), a.duration])).toEqual([['Apollo Mobile App', '2026-11-21', 10800]]);
  });

  test('"delete yesterday\'s apollo entry", "change saturday\'s apollo entry to three hours": the day owning the name is the entry\'s day (they were not understood)', async () => {
    await talk.c.say('ask time tracker to log two hours on apollo mobile app for saturday');
    const yesterdays = await activities(talk.c, '&filter=project_id:' + (await projectId(talk.c, 'Apollo Mobile App')) + '&start_date=2026-11-22&end_date=2026-11-22');
    expect((await talk.c.say("ask time tracker to delete yesterday's apollo entry")).speech).toBe('Did you mean Apollo Website Redesign or Apollo Mobile App?');
    expect((await talk.c.say('the mobile app')).speech).toBe('Delete your entry of 1 hour and 30 minutes on Apollo Mobile App for yesterday?');
    await talk.c.say('yes');
    expect(await activities(talk.c, '&filter=project_id:' + (await projectId(talk.c, 'Apollo Mobile App')) + '&start_date=2026-11-22&end_date=2026-11-22')).toHaveLength(yesterdays.length - 1);
    expect((await talk.c.say("ask time tracker to change saturday's apollo mobile app entry to three hours")).speech).toBe(
      'Changed your Apollo Mobile App entry for last Saturday, November 21st to 3 hours.',
    );
    expect((await mine()).map((a) => [a.project.name, a.date.slice(0, 10), a.duration])).toEqual([['Apollo Mobile App', '2026-11-21', 10800]]);
  });

  test('"add an hour to friday\'s internal admin entry": Friday\'s entry made longer (a new hour was logged for today)', async () => {
    const friday = async () => (await activities(talk.c, '&filter=project_id:' + (await projectId(talk.c, 'Internal Admin')) + '&start_date=2026-11-20&end_date=2026-11-20')).map((a) => a.duration);
    expect(await friday()).toEqual([1800]);
    expect((await talk.c.say("ask time tracker to add an hour to friday's internal admin entry")).speech).toBe(
      'Added 1 hour to your Internal Admin entry for last Friday, November 20th. It now comes to 1 hour and 30 minutes.',
    );
    expect(await friday()).toEqual([5400]);
    expect(await mine()).toEqual([]);
  });

  test.each([
    ["change saturday's entry to two hours", 'Changed your UX Audit – Nimbus Bank entry for last Saturday, November 21st to 2 hours.'],
    ['move my friday entry to thursday', 'Moved your Internal Admin entry to last Thursday, November 19th.'],
    ["delete yesterday's entry", 'You have 2 entries for yesterday: 2 hours on Apollo Website Redesign and 1 hour and 30 minutes on Apollo Mobile App. Which one: the first or the second?'],
  ])('"%s": a day where the project goes is the entry\'s day (it was looked for as a project called "saturdays")', async (said, speech) => {
    expect((await talk.c.say(`ask time tracker to ${said}`)).speech).toBe(speech);
  });

  test('logs said by their length alone are read without starts (the moment each was logged is none)', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
    clock.advance(90 * 60_000);
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
    await talk.c.say('yes');
    expect((await talk.c.say('ask time tracker to change my greenleaf entry to two hours')).speech).toBe(
      'You have 2 entries on Greenleaf Yoga Studio for today: 1 hour and 1 hour. Which one: the first or the second?',
    );
  });

  test('"last" heard as the project ("change my last entry to two hours") is the entry just logged', async () => {
    await talk.c.say('ask time tracker to log an hour on internal admin');
    await talk.c.alexa.end('USER_INITIATED');
    const slot = (name: string, value: string) => ({ name, value, confirmationStatus: 'NONE' as const });
    const reply = await talk.c.alexa.sendIntent({ name: 'LastEntry', confirmationStatus: 'NONE', slots: { project: slot('project', 'last'), duration: slot('duration', 'PT2H') } });
    expect(reply.speech).toBe('Changed your Internal Admin entry to 2 hours.');
    expect((await mine()).map((a) => a.duration)).toEqual([7200]);
  });
});

describe('"move my Greenfield entry to yesterday", "move the Greenfield entry to Greenleaf": that entry found, then moved', () => {
  const held = async () => (await mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)]).sort();

  test("to another day: only that project's entry moves, and undo puts it back", async () => {
    await talk.c.say('ask time tracker to log an hour on greenfield farms');
    await talk.c.say('ask time tracker to log two hours on internal admin');
    expect((await talk.c.say('ask time tracker to move my greenfield entry to yesterday')).speech).toBe('Moved your Greenfield Farms Logo entry to yesterday.');
    expect(await held()).toEqual([
      ['Greenfield Farms Logo', 3600, '2026-11-22'],
      ['Internal Admin', 7200, '2026-11-23'],
    ]);
    expect((await talk.c.say('ask time tracker to undo that')).speech).toContain('Greenfield Farms Logo');
    expect(await held()).toEqual([
      ['Greenfield Farms Logo', 3600, '2026-11-23'],
      ['Internal Admin', 7200, '2026-11-23'],
    ]);
  });

  test('found by its day, to a weekday said: the past one', async () => {
    await talk.c.say('ask time tracker to log two hours on greenfield farms yesterday');
    await talk.c.say('ask time tracker to log an hour on greenfield farms');
    expect((await talk.c.say('ask time tracker to move my greenfield entry from yesterday to friday')).speech).toBe('Moved your Greenfield Farms Logo entry to last Friday, November 20th.');
    expect(await held()).toEqual([
      ['Greenfield Farms Logo', 3600, '2026-11-23'],
      ['Greenfield Farms Logo', 7200, '2026-11-20'],
    ]);
  });

  test('to another project: moved, with its time and day kept', async () => {
    await talk.c.say('ask time tracker to log an hour on greenfield farms yesterday');
    await talk.c.say('ask time tracker to log two hours on internal admin');
    expect((await talk.c.say('ask time tracker to move the greenfield entry to greenleaf yoga')).speech).toContain('Greenleaf Yoga Studio');
    expect(await held()).toEqual([
      ['Greenleaf Yoga Studio', 3600, '2026-11-22'],
      ['Internal Admin', 7200, '2026-11-23'],
    ]);
  });

  test('"what was my Greenfield entry": its newest, read back', async () => {
    await talk.c.say('ask time tracker to log an hour on greenfield farms');
    await talk.c.say('ask time tracker to log two hours on internal admin');
    expect((await talk.c.say('ask time tracker what was my greenfield entry')).speech).toContain('Your Greenfield Farms Logo entry for today is 1 hour.');
  });

  test('a name several projects share: the one just logged is meant, and of the others only those with entries are offered (it asked which of three Apollo projects)', async () => {
    await talk.c.say('ask time tracker to log an hour on apollo mobile app');
    expect((await talk.c.say('ask time tracker to move the apollo entry to yesterday')).speech).toBe('Moved your Apollo Mobile App entry to yesterday.');
    expect(await held()).toEqual([['Apollo Mobile App', 3600, '2026-11-22']]);
    // Nothing just changed: Apollo Brand Guidelines, with no entry, is not offered.
    clock.advance(2 * 3600_000);
    expect((await talk.c.say('ask time tracker to move the apollo entry to friday')).speech).toBe('Did you mean Apollo Website Redesign or Apollo Mobile App?');
  });

  test('a project with no entry: nothing moves', async () => {
    await talk.c.say('ask time tracker to log an hour on internal admin');
    expect((await talk.c.say('ask time tracker to move my greenfield entry to yesterday')).speech).toBe("I don't see an entry on Greenfield Farms Logo.");
    expect(await held()).toEqual([['Internal Admin', 3600, '2026-11-23']]);
  });
});

test('an entry asked about and not found is what "that" then means: an edit changes nothing (it changed the entry logged before, on another project)', async () => {
  await talk.c.say('ask time tracker to log two hours on nimbus onboarding');
  expect((await talk.c.say("ask time tracker what's my greenleaf entry for tuesday")).speech).toBe(
    "I don't see an entry on Greenleaf Yoga Studio for last Tuesday, November 17th.",
  );
  expect((await talk.c.say('ask time tracker it was only an hour')).speech).toBe("I don't see a recent entry to change. You can say, for example, log two hours on Apollo.");
  expect((await talk.c.say('ask time tracker move it to wednesday')).speech).toBe("I don't see a recent entry to change. You can say, for example, log two hours on Apollo.");
  expect((await mine()).map((a) => [a.project.name, a.duration, a.date.slice(0, 10)])).toEqual([['Nimbus Bank Onboarding Flow', 7200, '2026-11-23']]);
  // Found, it is "that" as before.
  await talk.c.say('ask time tracker what was my last entry');
  expect((await talk.c.say('ask time tracker make that three hours')).speech).toBe('Changed your Nimbus Bank Onboarding Flow entry to 3 hours.');
});

test('just after "what am I working on", "move it to internal admin" asks whether the timer named or the log made before is meant (yesterday\'s two hours were moved); "actually it was forty five minutes" too', async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('09:05');
  await talk.c.say('ask time tracker to log two hours on apollo mobile yesterday');
  talk.at('10:00');
  await talk.c.say('open time tracker');
  expect((await talk.c.say('what am i working on')).speech).toMatch(/^You're working on Greenleaf Yoga Studio\./);
  expect((await talk.c.say('move it to internal admin')).speech).toBe('Which entry did you mean: 2 hours on Apollo Mobile App or 1 hour on Greenleaf Yoga Studio?');
  expect((await talk.c.say('greenleaf')).speech).toBe('Your running timer is now for Internal Admin.');
  expect((await mine()).map((a) => [a.project.name, a.status, a.date.slice(0, 10), a.duration])).toEqual([
    ['Apollo Mobile App', 'complete', '2026-11-22', 7200],
    ['Internal Admin', 'pending', '2026-11-23', 3600],
  ]);
});

test('a length said just after "what am I working on" is asked about too: the log made before the question keeps its meaning (the timer was cut to it, 45 minutes lost)', async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('11:00');
  await talk.c.say('ask time tracker to log thirty minutes on apollo mobile app');
  await talk.c.say('yes');
  await talk.c.say('ask time tracker what am i working on');
  expect((await talk.c.say('ask time tracker actually it was forty five minutes')).speech).toBe(
    'Which entry did you mean: 30 minutes on Apollo Mobile App or 1 hour and 30 minutes on Greenleaf Yoga Studio?',
  );
  expect((await talk.c.say('apollo')).speech).toBe('Changed your Apollo Mobile App entry to 45 minutes, and your timer for Greenleaf Yoga Studio to match.');
  expect((await mine()).map((a) => [a.project.name, a.duration])).toEqual([
    ['Apollo Mobile App', 2700],
    ['Greenleaf Yoga Studio', 4500],
  ]);
});
