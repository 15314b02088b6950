// "Cancel my timer", "throw that timer away", "delete that entry", "delete my Greenleaf entry from yesterday": asked first, deleted after a yes, kept
// after a no, and back on "undo that". "Cancel" alone still ends the conversation and changes nothing.
import { startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { clock, mine, running } = talk;

test('a discarded timer is gone after a yes, and comes back, still counting, on undo', async () => {
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.advance(25 * 60_000);
  const question = await talk.c.say('ask time tracker to cancel my timer');
  expect(question.speech).toBe('Throw away your timer for Greenleaf Yoga Studio, running for 25 minutes?');
  expect(question.endsSession).toBe(false);
  expect((await talk.c.say('yes')).speech).toBe("OK, I threw away your timer for Greenleaf Yoga Studio. Say, undo that, if you didn't mean to.");
  expect(await running()).toEqual([]);
  clock.advance(5 * 60_000);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your timer for Greenleaf Yoga Studio is back, running for 30 minutes.');
  expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 1800]]);
});

test('a name that is none of the running timers\' throws none away: it offered the one timer running', async () => {
  await talk.c.say('ask time tracker to start a timer for greenfield farms');
  expect((await talk.c.say('ask time tracker to discard the greenleaf timer')).speech).toBe("You don't have a timer running for greenleaf. Your running timer is for Greenfield Farms Logo.");
  expect((await talk.c.say('ask time tracker to throw away the greenfield timer')).speech).toBe('Throw away your timer for Greenfield Farms Logo, running for less than a minute?');
  // "The current timer" names no project: the one running.
  expect((await talk.c.say('ask time tracker to discard the current timer')).speech).toBe('Throw away your timer for Greenfield Farms Logo, running for less than a minute?');
  expect((await running()).map((a) => a.project.name)).toEqual(['Greenfield Farms Logo']);
});

test('no keeps the timer; a timer started on the website can be thrown away too', async () => {
  await startTimerOnWeb(talk.c, 'Internal Admin');
  await talk.c.say('ask time tracker to throw that timer away');
  expect((await talk.c.say('no')).speech).toBe('OK, your timer for Internal Admin keeps running.');
  expect((await running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
});

test('"cancel" alone ends the conversation and leaves the timer running', async () => {
  await talk.c.say('open time tracker');
  await startTimerOnWeb(talk.c, 'Internal Admin');
  const reply = await talk.c.say('cancel');
  expect(reply.speech).toBe('Goodbye.');
  expect(reply.endsSession).toBe(true);
  expect(await running()).toHaveLength(1);
});

test('with several timers running, it asks which, and the name said next is the one asked about (the session ended, and the name started a timer whose yes stopped the other)', async () => {
  await startTimerOnWeb(talk.c, 'Internal Admin');
  clock.advance(10 * 60_000);
  await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  clock.advance(20 * 60_000);
  const reply = await talk.c.say('ask time tracker to discard my timer');
  expect(reply.speech).toBe('You have 2 timers running: Internal Admin and Greenleaf Yoga Studio. Which one should I throw away?');
  expect(reply.endsSession).toBe(false);
  expect(await running()).toHaveLength(2);
  expect((await talk.c.say('greenleaf')).speech).toBe('Throw away your timer for Greenleaf Yoga Studio, running for 20 minutes?');
  expect(await running()).toHaveLength(2);
  await talk.c.say('yes');
  expect((await running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
});

test('a timer stopped on the website between the question and the answer is not offered to be thrown away: its entry stays', async () => {
  await startTimerOnWeb(talk.c, 'Internal Admin');
  const greenleaf = await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  await talk.c.say('ask time tracker to throw away my timer');
  await talk.c.api.post(`/api/v2/activities/${greenleaf.id}/stop`);
  expect((await talk.c.say('greenleaf')).speech).toBe("Your timer for Greenleaf Yoga Studio isn't running any more, so I left its entry as it is.");
  expect((await talk.c.api.get(`/api/v2/activities/${greenleaf.id}`)).body.data.status).toBe('complete');
});

test('with several timers running, "no" to which one throws none away, and so does a name of neither', async () => {
  await startTimerOnWeb(talk.c, 'Internal Admin');
  await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  await talk.c.say('ask time tracker to throw away my timer');
  expect((await talk.c.say('apollo mobile')).speech).toBe("Sorry, I didn't get that. Which timer should I throw away: Internal Admin or Greenleaf Yoga Studio?");
  expect((await talk.c.say('both')).speech).toBe("Sorry, I didn't get that. Which timer should I throw away: Internal Admin or Greenleaf Yoga Studio?");
  // "All of them" (StopTimer's scope, as Alexa hears it) stops nothing either: both were stopped, and booked.
  expect((await talk.c.say('all of them')).speech).toBe("Sorry, I didn't get that. Which timer should I throw away: Internal Admin or Greenleaf Yoga Studio?");
  expect(await running()).toHaveLength(2);
  expect((await talk.c.say('no')).speech).toBe('OK, your timers keep running.');
  expect(await running()).toHaveLength(2);
});

test('"delete that entry" asks first, deletes after a yes, and undo recovers it', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile yesterday');
  const question = await talk.c.say('ask time tracker to delete that entry');
  expect(question.speech).toBe('Delete your entry of 2 hours on Apollo Mobile App for yesterday?');
  expect((await talk.c.say('yes')).speech).toBe('Deleted your entry of 2 hours on Apollo Mobile App. Say, undo that, if you need it back.');
  expect(await mine()).toEqual([]);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Apollo Mobile App entry is back.');
  expect(await mine()).toEqual([expect.objectContaining({ duration: 7200, project: expect.objectContaining({ name: 'Apollo Mobile App' }) })]);
});

test('"delete my last entry" with nothing touched in the last hour names the newest entry and asks first', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile yesterday');
  clock.advance(2 * 3600_000);
  const question = await talk.c.say('ask time tracker to delete my last entry');
  expect(question.speech).toBe('Delete your entry of 2 hours on Apollo Mobile App for yesterday?');
  expect(await mine()).toHaveLength(1);
  expect((await talk.c.say('yes')).speech).toBe('Deleted your entry of 2 hours on Apollo Mobile App. Say, undo that, if you need it back.');
  expect(await mine()).toEqual([]);
});

test('"wait", or the same project named, said to "Delete your entry ...?" answers nothing: the question stands, and a yes then deletes', async () => {
  await talk.c.say('ask time tracker to log two hours on greenleaf yoga');
  await talk.c.say('ask time tracker to log an hour on internal admin');
  await talk.c.say('open time tracker');
  expect((await talk.c.say('delete that entry')).speech).toBe('Delete your entry of 1 hour on Internal Admin for today?');
  for (const words of ['wait', 'no the internal admin one', 'no the zebra one']) {
    const again = await talk.c.say(words);
    expect(again.speech).toBe("Sorry, I didn't get that. Delete your entry of 1 hour on Internal Admin for today?");
    expect(again.endsSession).toBe(false);
  }
  expect(await mine()).toHaveLength(2);
  expect((await talk.c.say('yes')).speech).toBe('Deleted your entry of 1 hour on Internal Admin. Say, undo that, if you need it back.');
  expect((await mine()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
});

test('no to "delete that entry" keeps it', async () => {
  await talk.c.say('ask time tracker to log two hours on apollo mobile');
  await talk.c.say('ask time tracker to delete that entry');
  expect((await talk.c.say('no')).speech).toBe('OK, I kept it.');
  expect(await mine()).toHaveLength(1);
});

describe('"delete my Greenleaf entry from yesterday": the entry named by its project and day', () => {
  test('one such entry: asked about, deleted after a yes, and undo recovers it; the skill’s newer log is left alone', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga yesterday');
    clock.advance(2 * 3600_000);
    await talk.c.say('ask time tracker to log two hours on apollo mobile');
    const question = await talk.c.say('ask time tracker to delete my greenleaf entry from yesterday');
    expect(question.speech).toBe('Delete your entry of 1 hour on Greenleaf Yoga Studio for yesterday?');
    expect((await talk.c.say('yes')).speech).toBe('Deleted your entry of 1 hour on Greenleaf Yoga Studio. Say, undo that, if you need it back.');
    expect((await mine()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your Greenleaf Yoga Studio entry is back.');
    expect((await mine()).map((a) => a.project.name).sort()).toEqual(['Apollo Mobile App', 'Greenleaf Yoga Studio']);
  });

  test('several that day: read out, one picked, then asked about; only that one goes', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga yesterday');
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga yesterday');
    const listed = await talk.c.say('ask time tracker to delete my greenleaf entry from yesterday');
    expect(listed.speech).toBe('You have 2 entries on Greenleaf Yoga Studio for yesterday: 1 hour and 2 hours. Which one: the first or the second?');
    expect((await talk.c.say('the second one')).speech).toBe('Delete your entry of 2 hours on Greenleaf Yoga Studio for yesterday?');
    expect(await mine()).toHaveLength(2);
    await talk.c.say('yes');
    expect((await mine()).map((a) => a.duration)).toEqual([3600]);
  });

  test('a name that could be several is the one with an entry that day, asked about first; none that day deletes nothing and says so', async () => {
    await talk.c.say('ask time tracker to log an hour on ux audit nimbus bank yesterday');
    // Nimbus Bank Onboarding Flow has no entry yesterday: deleting its entry is no question to ask.
    expect((await talk.c.say('ask time tracker to remove my nimbus entry from yesterday')).speech).toBe('Delete your entry of 1 hour on UX Audit – Nimbus Bank for yesterday?');
    await talk.c.say('no');
    const none = await talk.c.say('ask time tracker to delete my greenleaf entry from yesterday');
    expect(none.speech).toBe("I don't see an entry on Greenleaf Yoga Studio for yesterday.");
    expect(await mine()).toHaveLength(1);
  });
});

describe('"delete the two hours I logged yesterday": the entry named by its length (it was not understood)', () => {
  test('the one of that length that day, of the day\'s entries, is asked about and goes after a yes', async () => {
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga yesterday');
    await talk.c.say('ask time tracker to log three hours on greenleaf yoga yesterday');
    const question = await talk.c.say('ask time tracker to delete the three hours i logged yesterday');
    expect(question.speech).toBe('Delete your entry of 3 hours on Greenleaf Yoga Studio for yesterday?');
    await talk.c.say('yes');
    expect((await mine()).map((a) => a.duration)).toEqual([3600]);
  });

  test('with no day said, the newest of that length, with a project too; none of that length deletes nothing and says so', async () => {
    await talk.c.say('ask time tracker to log an hour on internal admin yesterday');
    clock.advance(60_000);
    await talk.c.say('ask time tracker to log an hour on greenleaf yoga');
    clock.advance(60_000);
    await talk.c.say('ask time tracker to log two hours on greenleaf yoga');
    expect((await talk.c.say('ask time tracker to remove the hour on internal admin')).speech).toBe('Delete your entry of 1 hour on Internal Admin for yesterday?');
    await talk.c.say('no');
    expect((await talk.c.say('ask time tracker to delete the hour i logged')).speech).toBe('Delete your entry of 1 hour on Greenleaf Yoga Studio for today?');
    await talk.c.say('no');
    expect((await talk.c.say('ask time tracker to delete the five hours i logged yesterday')).speech).toBe("I don't see an entry of 5 hours for yesterday.");
    expect((await talk.c.say('ask time tracker to delete the five hours on greenleaf')).speech).toBe("I don't see a recent entry of 5 hours on Greenleaf Yoga Studio.");
    expect(await mine()).toHaveLength(3);
  });

  test('"the hour and a half on internal admin" is that length; a delete not understood offers no timer (a yes started one)', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('log an hour and a half to internal admin');
    expect((await talk.c.say('delete the hour and a half on internal admin')).speech).toBe('Delete your entry of 1 hour and 30 minutes on Internal Admin for today?');
    await talk.c.say('no');
    const unclear = await talk.c.say('delete the blue stuff on internal admin');
    expect(unclear.speech).toBe("Sorry, I didn't get which entry to delete. You can say, for example, delete my Internal Admin entry from yesterday. What would you like to do?");
    expect(await talk.c.say('yes').then((reply) => reply.speech)).not.toMatch(/^Started/);
    expect(await running()).toEqual([]);
    expect(await mine()).toHaveLength(1);
  });
});

describe('another project named in answer to "Delete your entry ...?" (it was "Sorry, I didn\'t get that")', () => {
  test('"no, I meant greenleaf": that project\'s newest entry is asked about in turn, and only it goes after a yes', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('log an hour on greenleaf');
    await talk.c.say('log two hours on greenfield');
    expect((await talk.c.say('delete that')).speech).toBe('Delete your entry of 2 hours on Greenfield Farms Logo for today?');
    expect((await talk.c.say('no, I meant greenleaf')).speech).toBe('Delete your entry of 1 hour on Greenleaf Yoga Studio for today?');
    expect((await mine()).map((a) => a.project.name).sort()).toEqual(['Greenfield Farms Logo', 'Greenleaf Yoga Studio']);
    await talk.c.say('yes');
    expect((await mine()).map((a) => a.project.name)).toEqual(['Greenfield Farms Logo']);
  });

  test('to "Throw away your timer ...?", the running timer of the project named', async () => {
    await talk.c.say('open time tracker');
    await talk.c.say('start greenfield');
    await startTimerOnWeb(talk.c, 'Internal Admin');
    expect((await talk.c.say('cancel the greenfield timer')).speech).toBe('Throw away your timer for Greenfield Farms Logo, running for less than a minute?');
    expect((await talk.c.say('no, I meant internal admin')).speech).toBe('Throw away your timer for Internal Admin, running for less than a minute?');
    await talk.c.say('yes');
    expect((await running()).map((a) => a.project.name)).toEqual(['Greenfield Farms Logo']);
  });
});

test.each([
  ['delete the greenleaf one', 'Delete your entry of 1 hour on Greenleaf Yoga Studio for today?'],
  ['remove the greenleaf one from today', 'Delete your entry of 1 hour on Greenleaf Yoga Studio for today?'],
])('"%s", just after two logs at once, asks about that entry and deletes it on a yes (it was "Sorry, I didn\'t get that")', async (words, question) => {
  await talk.c.say('ask time tracker to log an hour on greenleaf yoga and two hours on internal admin');
  expect((await talk.c.say(`ask time tracker ${words}`)).speech).toBe(question);
  await talk.c.say('yes');
  expect((await mine()).map((a) => a.project.name)).toEqual(['Internal Admin']);
});
