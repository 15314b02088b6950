// "No, greenleaf", "no, I was still on greenleaf", just after "switch to Apollo" stopped Greenleaf's timer: the
// switch was not meant, and is taken back as "undo that" would (it started a second Greenleaf timer beside the
// stopped entry, or was not understood). A project said otherwise keeps its meaning: the new timer moved to it.
import { startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { mine, running } = talk;
const held = async () => (await mine()).map((a) => [a.project.name, a.status, a.date, a.duration]);

beforeEach(async () => {
  talk.at('09:00');
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  talk.at('10:00');
  await talk.c.say('ask time tracker to switch to apollo mobile app');
});

test.each(['no greenleaf', 'no i was still on greenleaf', "i'm still on greenleaf yoga", "no i'm still working on greenleaf"])(
  '"%s" takes the switch back: Greenleaf\'s one timer runs on from 9 AM, and Apollo\'s is gone',
  async (words) => {
    talk.at('10:02');
    expect((await talk.c.say(`ask time tracker ${words}`)).speech).toBe(
      'Undone: I removed the timer for Apollo Mobile App, and your timer for Greenleaf Yoga Studio is running again.',
    );
    expect(await held()).toEqual([['Greenleaf Yoga Studio', 'pending', '2026-11-23T09:00:00.000-08:00', 62 * 60]]);
  },
);

test('another project said instead is where the new timer goes, Greenleaf\'s hour kept as it was', async () => {
  expect((await talk.c.say('ask time tracker no i meant internal admin')).speech).toBe('Your running timer is now for Internal Admin.');
  expect(await held()).toEqual([
    ['Internal Admin', 'pending', '2026-11-23T10:00:00.000-08:00', 0],
    ['Greenleaf Yoga Studio', 'complete', '2026-11-23T09:00:00.000-08:00', 3600],
  ]);
});

test('"I\'m still on" a project whose timer runs says so; one not running is said not to, and nothing starts', async () => {
  expect((await talk.c.say('ask time tracker i am still on apollo mobile app')).speech).toBe('OK. Your timer for Apollo Mobile App keeps running.');
  expect((await talk.c.say("ask time tracker i'm still on internal admin")).speech).toBe(
    "Your timer for Internal Admin isn't running. To start it, say, start a timer for Internal Admin.",
  );
  expect((await running()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
});

test('just after a stop, "no, I was still on apollo mobile app" takes the stop back, as "I\'m still working on it" does', async () => {
  talk.at('10:30');
  await talk.c.say('ask time tracker to stop my timer');
  expect((await talk.c.say('ask time tracker no i was still on apollo mobile app')).speech).toBe('Undone: your timer for Apollo Mobile App is running again.');
  expect((await running()).map((a) => [a.project.name, a.date])).toEqual([['Apollo Mobile App', '2026-11-23T10:00:00.000-08:00']]);
});

describe('"I\'m still on …" just after a stop takes back no more than the project named', () => {
  beforeEach(async () => {
    // From the beforeEach above: Apollo Mobile App's timer runs since 10 AM. Internal Admin's, from the website, beside it.
    await startTimerOnWeb(talk.c, 'Internal Admin');
    talk.at('10:30');
    await talk.c.say('ask time tracker to stop all my timers');
  });

  test('after "stop all my timers", only the named one runs again (both did)', async () => {
    expect((await talk.c.say("ask time tracker i'm still on apollo mobile app")).speech).toBe('Undone: your timer for Apollo Mobile App is running again.');
    expect((await running()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
  });

  test('a name that is no project\'s takes nothing back (it took the whole stop back)', async () => {
    expect((await talk.c.say('ask time tracker i was still on zebra crossing')).speech).toMatch(/^No timer is running/);
    expect(await running()).toEqual([]);
  });
});

test.each([
  ['ask time tracker change that to an hour and a half', 'greenleaf', 'Changed your Greenleaf Yoga Studio entry to 1 hour and 30 minutes.', [['Apollo Mobile App', 60], ['Greenleaf Yoga Studio', 5400]]],
  ['ask time tracker add fifteen minutes to that', 'apollo', 'Added 15 minutes to your timer for Apollo Mobile App. It now counts 16 minutes, and keeps running.', [['Apollo Mobile App', 960], ['Greenleaf Yoga Studio', 3600]]],
])('just after a switch, a length ("%s") may be of either: which is asked, and only that one changes (it went to the new timer, booking time never worked)', async (words, answer, said, held) => {
  talk.at('10:01');
  expect((await talk.c.say(words)).speech).toBe('Which entry did you mean: 1 hour on Greenleaf Yoga Studio or 1 minute on Apollo Mobile App?');
  expect((await talk.c.say(answer)).speech).toBe(said);
  expect((await mine()).map((a) => [a.project.name, a.duration]).sort()).toEqual(held);
});

test('"stop greenleaf at nine thirty" just after the switch offers to end Greenleaf\'s entry then, and Apollo\'s timer runs on (it asked when Apollo\'s finished)', async () => {
  talk.at('10:01');
  expect((await talk.c.say('ask time tracker to stop greenleaf at nine thirty')).speech).toBe(
    'Your timer for Greenleaf Yoga Studio was stopped at 10 AM, after 1 hour. Should it end at 9:30 AM instead, for 30 minutes in all?',
  );
  expect((await talk.c.say('yes')).speech).toMatch(/^Done: your Greenleaf Yoga Studio entry now ends at 9:30 AM/);
  expect(await held()).toEqual([
    ['Apollo Mobile App', 'pending', '2026-11-23T10:00:00.000-08:00', 60],
    ['Greenleaf Yoga Studio', 'complete', '2026-11-23T09:00:00.000-08:00', 1800],
  ]);
  // A project with no timer running, nor stopped last: nothing stops.
  expect((await talk.c.say('ask time tracker to stop internal admin at nine thirty')).speech).toBe(
    "You don't have a timer running for Internal Admin. Your running timer is for Apollo Mobile App.",
  );
  expect((await running()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
});

test('"I finished with greenleaf at nine thirty" is understood the same way (StopTimerAt samples with a project)', async () => {
  talk.at('10:01');
  expect((await talk.c.say('ask time tracker i finished with greenleaf at nine thirty')).speech).toMatch(/^Your timer for Greenleaf Yoga Studio was stopped at 10 AM, after 1 hour\. Should it end at 9:30 AM instead/);
});

test('"delete that" of the timer the switch started, on a yes, takes the switch back: Greenleaf runs on (it stayed stopped, unsaid, and the hour since was lost)', async () => {
  talk.at('10:01');
  expect((await talk.c.say('ask time tracker delete that')).speech).toBe('Throw away your timer for Apollo Mobile App, running for 1 minute?');
  expect((await talk.c.say('yes')).speech).toBe('Undone: I removed the timer for Apollo Mobile App, and your timer for Greenleaf Yoga Studio is running again.');
  talk.at('11:00');
  await talk.c.say('ask time tracker to stop my timer');
  expect(await held()).toEqual([['Greenleaf Yoga Studio', 'complete', '2026-11-23T09:00:00.000-08:00', 2 * 3600]]);
});

test('"delete that" of the new timer long after the switch throws away that timer only: the time since was worked on it, not on Greenleaf (it went to Greenleaf)', async () => {
  talk.at('14:00');
  await talk.c.say('ask time tracker to cancel my timer');
  await talk.c.say('yes');
  expect(await held()).toEqual([['Greenleaf Yoga Studio', 'complete', '2026-11-23T09:00:00.000-08:00', 3600]]);
});

test('"delete that" just after the switch, "what am I working on" asked in between, still takes the switch back', async () => {
  talk.at('10:02');
  await talk.c.say('ask time tracker what am i working on');
  await talk.c.say('ask time tracker delete that');
  expect((await talk.c.say('yes')).speech).toBe('Undone: I removed the timer for Apollo Mobile App, and your timer for Greenleaf Yoga Studio is running again.');
  expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
});

describe('"switch back", "go back to the previous one", half an hour after the switch: the work was on Apollo, and now it is on Greenleaf again', () => {
  test.each(['switch back', 'go back to the previous one', 'back to what i was working on', 'switch back to the other one'])(
    '"%s": Apollo\'s timer stops with its 30 minutes, and Greenleaf\'s resumes (it was not understood, or looked for a project so called)',
    async (words) => {
      talk.at('10:30');
      expect((await talk.c.say(`ask time tracker to ${words}`)).speech).toBe('Stopped your timer for Apollo Mobile App after 30 minutes, and resumed your timer for Greenleaf Yoga Studio.');
      talk.at('11:00');
      expect(await held()).toEqual([
        ['Apollo Mobile App', 'complete', '2026-11-23T10:00:00.000-08:00', 1800],
        ['Greenleaf Yoga Studio', 'pending', '2026-11-23T09:00:00.000-08:00', 90 * 60],
      ]);
    },
  );

  test('"go back" while a question is open asks it again: no timer changes', async () => {
    talk.at('10:30');
    await talk.c.say('ask time tracker to log an hour on internal admin from seven to eight');
    await talk.c.say('ask time tracker to log an hour on internal admin from eight to nine');
    await talk.c.say('ask time tracker to delete my internal admin entry');
    expect((await talk.c.say('go back')).speech).toBe("Sorry, I didn't get that. Which one: the first or the second?");
    expect((await running()).map((a) => a.project.name)).toEqual(['Apollo Mobile App']);
  });

  test('said again, it goes back to Apollo; with no other timer to go back to, nothing changes and that is said', async () => {
    talk.at('10:30');
    await talk.c.say('ask time tracker to switch back');
    talk.at('10:45');
    expect((await talk.c.say('ask time tracker to switch back')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 1 hour and 15 minutes, and resumed your timer for Apollo Mobile App.');
    expect((await running()).map((a) => [a.project.name, a.duration])).toEqual([['Apollo Mobile App', 1800]]);
    await talk.startAt('2026-11-23T17:00:00.000Z');
    await talk.c.say('ask time tracker to start a timer for internal admin');
    expect((await talk.c.say('ask time tracker to switch back')).speech).toBe(
      "Your timer for Internal Admin is running, and I don't see an earlier timer to go back to. To switch, say, switch to, and the project.",
    );
    expect((await running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
  });
});
