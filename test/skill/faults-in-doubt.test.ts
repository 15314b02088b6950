// The skill when a write's answer is lost or comes too late (a slow service): what it cannot tell it says it cannot
// tell, a running timer is never left stopped, and undo takes back nothing it cannot be sure of. (Split from
// faults.test.ts, which runs long.)
import { activities } from '../support/conversation';
import { DEADLINE_FIRST, ITEM, ownClockConversation, type OwnClockWork, SLOW_EVERY_CALL } from '../support/own-clock';

// A tight budget keeps these tests quick; the rules are the same as with the deployed 2.5 s / 6 s.
const BUDGET = { apiTimeoutMs: 600, deadlineMs: 2000, progressiveAfterMs: 60_000 };
const SLOW_MS = 1500;
const withOwnClock = (work: OwnClockWork) => ownClockConversation(BUDGET, work);
// Each test starts a service of its own inside the test, the first one cold: on a loaded machine past the 20 s default.
jest.setTimeout(60_000);

test('a break whose stop answers too late: "can\'t tell", and the check it suggests names the timer left stopped and how to start it again (it said only "not tracking anything")', () =>
  withOwnClock(async (own, clock) => {
    clock.advance(2 * 3600_000);
    own.svc.service.faults.set({ latencyMs: 900, path: /\/stop$/ });
    expect((await own.say('ask time tracker i took a thirty minute break')).speech).toMatch(/can't tell whether that was done/);
    own.svc.service.faults.set(null);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    clock.advance(60_000);
    const check = await own.say('ask time tracker what am i working on');
    expect(check.speech).toMatch(/^You're not tracking anything right now\. Your timer for Greenleaf Yoga Studio stopped at .+\. To start it again, say, resume my timer\.$/);
  }));

test('"undo" after a break it cannot tell was taken takes nothing back (it deleted the timer started before it, and its hours)', () =>
  withOwnClock(async (own, clock) => {
    clock.advance(30 * 60_000);
    own.svc.service.faults.set({ latencyMs: 900, path: /\/stop$/ });
    expect((await own.say('ask time tracker i took a ten minute break')).speech).toMatch(/can't tell whether that was done/);
    own.svc.service.faults.set(null);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await own.say('ask time tracker to undo that')).speech).toBe(
      "I couldn't tell whether my last change went through, so I won't undo anything. Ask me what you're working on, or what your last entry was, and change it from there.",
    );
    expect((await activities(own, '&filter=source:alexa')).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  }));

test('a log taken off a running timer, its stop unanswered and unreadable: the timer is started again, never left stopped (it was, said to "still have" the time)', () =>
  withOwnClock(async (own, clock) => {
    clock.advance(2 * 3600_000);
    await own.say('open time tracker');
    expect((await own.say('log 45 minutes on internal admin')).speech).toMatch(/Was that time on Internal Admin part of it\?$/);
    // The stop lands, but neither its answer nor a look at the timer comes back in time (the look before the log does).
    own.svc.service.faults.set({ latencyMs: BUDGET.apiTimeoutMs + 300, when: 'after', path: /\/stop$|^\/api\/v2\/activities\/[^/]+$/, skip: 1 });
    expect((await own.say('yes')).speech).toMatch(/^Logged 45 minutes to Internal Admin for today\. I couldn't take that time off your timer for Greenleaf Yoga Studio, so it still has it\.$/);
    own.svc.service.faults.set(null);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await activities(own, '&filter=status:pending')).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  }));

test('a question the service cannot answer in time says so, not that "nothing was changed"', () =>
  withOwnClock(async (own) => {
    own.svc.service.faults.set({ latencyMs: SLOW_MS, method: 'GET' });
    expect((await own.say('ask time tracker how much did i log today')).speech).toBe("I couldn't reach your time tracker just now. Please try again in a moment.");
  }));

test('a log inside a stopped entry, the entry\'s change and a look at it both unanswered: "can\'t tell", the part kept, and undo takes nothing back (it said "still has it", and undo left the entry an hour short)', () =>
  withOwnClock(async (own, clock) => {
    clock.advance(3 * 3600_000);
    await own.say('ask time tracker to stop my timer');
    await own.say('open time tracker');
    expect((await own.say('log 1 hour on internal admin from 10 to 11')).speech).toMatch(/^Your Greenleaf Yoga Studio entry ran from 9:10 AM to 12:10 PM/);
    // The look before the log answers; the entry's change lands with its answer lost, and the look after it is lost too.
    own.svc.service.faults.set({ latencyMs: BUDGET.apiTimeoutMs + 300, when: 'after', path: /^\/api\/v2\/activities\/[^/]+$/, skip: 1 });
    expect((await own.say('yes')).speech).toMatch(/I can't tell whether that time came off your Greenleaf Yoga Studio entry\./);
    own.svc.service.faults.set(null);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const greenleaf = async () => (await activities(own, '&filter=source:alexa')).filter((a) => a.project.name === 'Greenleaf Yoga Studio').reduce((sum, a) => sum + a.duration, 0);
    expect(await greenleaf()).toBe(2 * 3600);
    expect((await own.say('ask time tracker to undo that')).speech).toMatch(/^I couldn't tell whether my last change went through, so I won't undo anything\./);
    expect(await greenleaf()).toBe(2 * 3600);
  }));

test('"undo" after a log it cannot tell was made takes nothing back, on a clock that has not moved (the timer started before it was removed)', () =>
  withOwnClock(async (own) => {
    own.svc.service.faults.set({ latencyMs: SLOW_MS, method: 'POST', path: /\/activities$/, times: 1 });
    expect((await own.say('ask time tracker to log an hour on internal admin for yesterday')).speech).toMatch(/can't tell whether the 1 hour for Internal Admin was logged/);
    own.svc.service.faults.set(null);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await own.say('ask time tracker to undo that')).speech).toMatch(/^I couldn't tell whether my last change went through, so I won't undo anything\./);
    expect((await activities(own, '&filter=status:pending')).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  }));

test('a log to take off a stopped entry, with a service slow on every call: nothing begun that cannot end in time (the part split off landed beside the entry left whole, its hour counted twice)', () =>
  // Each call 1.1 s: the look at the entry and the change's three writes (the log, the part split off, the entry's
  // update) would take 4.4 s of the request's 3. The part's create was cut off by the deadline after it had landed.
  ownClockConversation(SLOW_EVERY_CALL, async (own, clock) => {
    clock.advance(3 * 3600_000);
    await own.say('ask time tracker to stop my timer');
    await own.say('open time tracker');
    expect((await own.say('log 1 hour on internal admin from 10 to 11')).speech).toMatch(/^Your Greenleaf Yoga Studio entry ran from 9:10 AM to 12:10 PM/);
    own.svc.service.faults.set({ latencyMs: 1100, when: 'after' });
    expect((await own.say('yes')).speech).toBe("Your time tracker is answering slowly just now, so I didn't log the 1 hour for Internal Admin, and changed nothing. Please try again in a moment.");
    own.svc.service.faults.set(null);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const entries = await activities(own, '&filter=source:alexa');
    expect(entries.map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 3 * 3600]]);
    // Said again once the service is quick, it is all done.
    expect((await own.say('log 1 hour on internal admin from 10 to 11')).speech).toMatch(/^Your Greenleaf Yoga Studio entry ran/);
    expect((await own.say('yes')).speech).toMatch(/^Logged 1 hour to Internal Admin .* I took that time off your Greenleaf Yoga Studio entry\./);
  }));

describe('a change the request\'s deadline cut off after it had landed is looked at after all, not said "couldn\'t" (it was, and said again it was made twice)', () => {

  test('"I finished twenty minutes ago": stopped then', () =>
    ownClockConversation(DEADLINE_FIRST, async (own, clock) => {
      clock.advance(3600_000);
      own.svc.service.faults.set({ latencyMs: 1200, when: 'after', method: 'PUT' });
      expect((await own.say('ask time tracker i finished twenty minutes ago')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 9:50 AM, after 40 minutes.');
    }));

  test.each([
    [
      '"I finished twenty minutes ago"',
      'i finished twenty minutes ago',
      "I stopped your timer for Greenleaf Yoga Studio, but your time tracker didn't answer in time, so I can't tell whether it ends at 9:50 AM. In a moment, ask me what your last entry was, to check.",
      'Undone: your timer for Greenleaf Yoga Studio is running again.',
    ],
    [
      '"I switched to Internal Admin ten minutes ago"',
      'i switched to internal admin ten minutes ago',
      "Stopped your timer for Greenleaf Yoga Studio after 1 hour, and started one for Internal Admin from 10 AM, running for 10 minutes. Your time tracker didn't answer in time, so I can't tell whether your Greenleaf Yoga Studio entry now ends then. In a moment, say, what's my Greenleaf Yoga Studio entry, to check.",
      'Undone: I removed the timer for Internal Admin, and your timer for Greenleaf Yoga Studio is running again.',
    ],
  ])('%s, the running timer\'s end set and no look answering: "can\'t tell" of it, and undo gives it back all it counted', (_title, words, said, undone) =>
    ownClockConversation(DEADLINE_FIRST, async (own, clock) => {
      clock.advance(3600_000);
      own.svc.service.faults.set({ latencyMs: 2600, when: 'after', path: ITEM });
      expect((await own.say(`ask time tracker ${words}`)).speech).toBe(said);
      own.svc.service.faults.set(null);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await own.say('ask time tracker to undo that')).speech).toBe(undone);
      expect((await activities(own, '&filter=source:alexa')).map((a) => [a.project.name, a.status, a.duration])).toEqual([['Greenleaf Yoga Studio', 'pending', 3600]]);
    }),
  );

  test('a start from a time before an entry\'s end, the entry\'s cut landed: started, the entry said cut', () =>
    ownClockConversation(DEADLINE_FIRST, async (own, clock) => {
      clock.advance(3 * 3600_000);
      await own.say('ask time tracker to stop my timer');
      clock.advance(20 * 60_000);
      await own.say('open time tracker');
      expect((await own.say('i started on internal admin at twelve')).speech).toBe('Your Greenleaf Yoga Studio entry runs until 12:10 PM. Should it end at 12 PM, and Internal Admin start then?');
      own.svc.service.faults.set({ latencyMs: 1200, when: 'after', method: 'PUT' });
      expect((await own.say('yes')).speech).toBe('Started a timer for Internal Admin from 12 PM. It has been running for 30 minutes.');
      own.svc.service.faults.set(null);
      expect((await activities(own, '&filter=source:alexa')).map((a) => [a.project.name, a.duration])).toEqual([['Internal Admin', 1800], ['Greenleaf Yoga Studio', 2 * 3600 + 50 * 60]]);
    }));

  test('the same, the cut unanswered and no look answering: "can\'t tell" of the entry, and undo gives it its length back', () =>
    ownClockConversation(DEADLINE_FIRST, async (own, clock) => {
      clock.advance(3 * 3600_000);
      await own.say('ask time tracker to stop my timer');
      clock.advance(20 * 60_000);
      await own.say('open time tracker');
      await own.say('i started on internal admin at twelve');
      // The look at the entry before the cut answers.
      own.svc.service.faults.set({ latencyMs: 2600, when: 'after', path: ITEM, skip: 1 });
      expect((await own.say('yes')).speech).toBe(
        "Started a timer for Internal Admin from 12 PM. It has been running for 30 minutes. Your time tracker didn't answer in time, so I can't tell whether your Greenleaf Yoga Studio entry now ends then. In a moment, say, what's my Greenleaf Yoga Studio entry, to check.",
      );
      own.svc.service.faults.set(null);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await own.say('ask time tracker to undo that')).speech).toBe('Undone: I removed the timer for Internal Admin, and your Greenleaf Yoga Studio entry has its time back.');
      expect((await activities(own, '&filter=source:alexa')).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 3 * 3600]]);
    }));
});
