// "Move my timer to Internal Admin": a timer started on the wrong project is moved, its time so far with it, and
// keeps running; it is no switch, which would leave the minutes on the wrong client.
import { activities, startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { clock } = talk;
const timers = async () => (await talk.running()).map((a) => [a.project.name, a.duration, a.description]).sort();
const everything = async () => (await activities(talk.c)).map((a) => [a.project.name, a.status, a.duration]).sort();

test('the running timer moves with its time, even in a later session; undo moves it back', async () => {
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.advance(30 * 60_000);
  const before = await everything();
  expect((await talk.c.say('ask time tracker to move my timer to internal admin')).speech).toBe('Your running timer is now for Internal Admin.');
  // One timer still, on the project meant, with the half hour; the description the skill wrote moved too.
  expect(await timers()).toEqual([['Internal Admin', 1800, 'Work on Internal Admin']]);
  expect((await everything()).length).toBe(before.length);
  expect((await talk.c.say('ask time tracker to undo that')).speech).toBe('Undone: your running timer is for Greenleaf Yoga Studio again.');
  expect(await timers()).toEqual([['Greenleaf Yoga Studio', 1800, 'Work on Greenleaf Yoga Studio']]);
  expect((await talk.c.say('ask time tracker to move the timer to greenleaf')).speech).toBe('Your timer is already for Greenleaf Yoga Studio.');
});

test('with no project said, or one the name could be several of, it asks; with nothing running, nothing moves or starts', async () => {
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  expect((await talk.c.say('ask time tracker to move my timer')).speech).toBe('Which project should your Greenleaf Yoga Studio timer be on?');
  expect((await talk.c.say('the nimbus audit')).speech).toBe('Your running timer is now for UX Audit – Nimbus Bank.');
  expect((await talk.c.say('ask time tracker to move my timer to apollo')).speech).toBe(
    'Did you mean Apollo Website Redesign, Apollo Brand Guidelines, or Apollo Mobile App?',
  );
  expect((await talk.c.say('the mobile app')).speech).toBe('Your running timer is now for Apollo Mobile App.');
  expect(await timers()).toEqual([['Apollo Mobile App', 0, 'Work on Apollo Mobile App']]);
  await talk.c.say('ask time tracker to stop my timer');
  const before = await everything();
  expect((await talk.c.say('ask time tracker to move my timer to internal admin')).speech).toBe(
    "You don't have a timer running, so there's nothing to move. To start one for internal admin, say, start a timer for internal admin.",
  );
  expect(await everything()).toEqual(before);
});

test('of two timers, the one named moves; one already on the project is not the one meant; else which is asked', async () => {
  await talk.c.say('ask time tracker to start a timer for internal admin');
  await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  // Internal Admin runs already: the Greenleaf timer is the one that belongs there.
  expect((await talk.c.say('ask time tracker to move my timer to internal admin')).speech).toBe('Your running timer is now for Internal Admin.');
  expect((await timers()).map(([name]) => name)).toEqual(['Internal Admin', 'Internal Admin']);
  await talk.c.say('ask time tracker to undo that');
  expect((await talk.c.say('ask time tracker to move my timer to apollo mobile')).speech).toBe(
    'Which timer should I move to apollo mobile: Internal Admin or Greenleaf Yoga Studio?',
  );
  expect((await talk.c.say('the greenleaf one')).speech).toBe('Your running timer is now for Apollo Mobile App.');
  expect((await timers()).map(([name]) => name)).toEqual(['Apollo Mobile App', 'Internal Admin']);
  expect((await talk.c.say('ask time tracker to move the internal admin timer to the nimbus audit')).speech).toBe('Your running timer is now for UX Audit – Nimbus Bank.');
  expect((await timers()).map(([name]) => name)).toEqual(['Apollo Mobile App', 'UX Audit – Nimbus Bank']);
  expect((await talk.c.say('ask time tracker to move the greenleaf timer to internal admin')).speech).toBe(
    "You don't have a timer running for greenleaf. Your running timers are for UX Audit – Nimbus Bank and Apollo Mobile App.",
  );
});

describe('just after "I\'m back" resumed Greenleaf\'s timer, another project named: the work since the resume is that project\'s', () => {
  const mine = async () => (await talk.mine()).map((a) => [a.project.name, a.status, a.date, a.duration]).sort();
  // Greenleaf from nine, lunch from ten, back at eleven; five minutes later.
  beforeEach(async () => {
    talk.at('09:00');
    await talk.c.say('open time tracker');
    await talk.c.say('start a timer for greenleaf yoga');
    talk.at('10:00');
    await talk.c.say("i'm going to lunch");
    talk.at('11:00');
    await talk.c.say("i'm back");
    talk.at('11:05');
  });

  test.each(['no i meant apollo mobile app', 'that should be on apollo mobile app', 'my timer should have been on apollo mobile app'])(
    '"%s": Greenleaf keeps its hour before the break, and Apollo counts from the resume (the whole timer moved, the hour with it)',
    async (words) => {
      expect((await talk.c.say(words)).speech).toBe(
        'OK, your timer for Greenleaf Yoga Studio is stopped again, at 1 hour. Started a timer for Apollo Mobile App from 11 AM. It has been running for 5 minutes.',
      );
      expect(await mine()).toEqual([
        ['Apollo Mobile App', 'pending', '2026-11-23T11:00:00.000-08:00', 300],
        ['Greenleaf Yoga Studio', 'complete', '2026-11-23T09:00:00.000-08:00', 3600],
      ]);
    },
  );

  test('undo then takes the correction back: Apollo\'s timer is gone, and Greenleaf\'s runs again with the minutes since the resume (it was left stopped, the work since on neither)', async () => {
    await talk.c.say('ask time tracker no i meant apollo mobile app');
    talk.at('11:30');
    expect((await talk.c.say('ask time tracker to undo that')).speech).toBe(
      'Undone: I removed the timer for Apollo Mobile App, and your timer for Greenleaf Yoga Studio is running again.',
    );
    expect(await mine()).toEqual([['Greenleaf Yoga Studio', 'pending', '2026-11-23T09:00:00.000-08:00', 3600 + 30 * 60]]);
  });
});

test('"this should be on Apollo Mobile App" moves the running timer with its hour, as "that should be on …" does (it offered a new timer, and a yes left the hour on Greenleaf)', async () => {
  await talk.c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.advance(3600_000);
  expect((await talk.c.say('ask time tracker this should be on apollo mobile app')).speech).toBe('Your running timer is now for Apollo Mobile App.');
  expect(await timers()).toEqual([['Apollo Mobile App', 3600, expect.any(String)]]);
});
