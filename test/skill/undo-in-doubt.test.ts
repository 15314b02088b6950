// "Undo" of time logged over another entry, and its delete, move and "that wasn't part of it", with a slow service:
// the entry gets its time back, or the person hears it did not or that it cannot be told; what cannot be finished
// in time is not begun. (Split from faults-in-doubt.test.ts, which ran longest.)
import { activities, type Conversation } from '../support/conversation';
import { DEADLINE_FIRST, ITEM, ownClockConversation, SLOW_EVERY_CALL } from '../support/own-clock';
import type { manualClock } from '../support/service';

// Each test starts a service of its own inside the test, the first one cold: on a loaded machine past the 20 s default.
jest.setTimeout(60_000);

describe('"undo" of a log taken off an entry, with a slow service: the entry\'s time back, or said not to be (the log was removed, and the hour it came off the entry lost, unsaid)', () => {
  /** Greenleaf's timer stopped at 12:10 PM, and an hour from 10 to 11 logged on Internal Admin inside it, the rest split off. */
  const loggedInside = async (own: Conversation, clock: ReturnType<typeof manualClock>) => {
    clock.advance(3 * 3600_000);
    await own.say('ask time tracker to stop my timer');
    await own.say('open time tracker');
    await own.say('log 1 hour on internal admin from 10 to 11');
    expect((await own.say('yes')).speech).toMatch(/is now an entry of its own\.$/);
  };
  const greenleaf = async (own: Conversation) => (await activities(own, '&filter=source:alexa')).filter((a) => a.project.name === 'Greenleaf Yoga Studio').reduce((sum, a) => sum + a.duration, 0);

  test('slow on every call: nothing is undone, and "undo" said again once it is quick undoes it all', () =>
    ownClockConversation(SLOW_EVERY_CALL, async (own, clock) => {
      await loggedInside(own, clock);
      own.svc.service.faults.set({ latencyMs: 1100, when: 'after' });
      expect((await own.say('ask time tracker to undo that')).speech).toBe("Your time tracker is answering slowly just now, so I didn't undo anything. Please say undo again in a moment.");
      own.svc.service.faults.set(null);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await activities(own, '&filter=source:alexa')).map((a) => a.project.name).sort()).toEqual(['Greenleaf Yoga Studio', 'Greenleaf Yoga Studio', 'Internal Admin']);
      expect((await own.say('ask time tracker to undo that')).speech).toBe('Undone: I removed the 1 hour logged to Internal Admin. Your Greenleaf Yoga Studio entry has that time back.');
      expect(await greenleaf(own)).toBe(3 * 3600);
    }));

  test('"undo" of a switch, the same: nothing undone (the timer it stopped ran again, and its own, its delete cut off, ran beside it)', () =>
    ownClockConversation(SLOW_EVERY_CALL, async (own, clock) => {
      clock.advance(3600_000);
      await own.say('ask time tracker to switch to internal admin');
      own.svc.service.faults.set({ latencyMs: 1100 });
      expect((await own.say('ask time tracker to undo that')).speech).toBe("Your time tracker is answering slowly just now, so I didn't undo anything. Please say undo again in a moment.");
      own.svc.service.faults.set(null);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await activities(own, '&filter=status:pending')).map((a) => a.project.name)).toEqual(['Internal Admin']);
      expect((await own.say('ask time tracker to undo that')).speech).toBe('Undone: I removed the timer for Internal Admin, and your timer for Greenleaf Yoga Studio is running again.');
      expect((await activities(own, '&filter=status:pending')).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
    }));

  test('"delete that", the same: nothing deleted (the log was, and the entry never given its hour back)', () =>
    ownClockConversation(SLOW_EVERY_CALL, async (own, clock) => {
      await loggedInside(own, clock);
      expect((await own.say('delete that')).speech).toBe('Delete your entry of 1 hour on Internal Admin for today?');
      own.svc.service.faults.set({ latencyMs: 1100, when: 'after' });
      expect((await own.say('yes')).speech).toBe("Your time tracker is answering slowly just now, so I didn't change anything. Please try again in a moment.");
      own.svc.service.faults.set(null);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await activities(own, '&filter=source:alexa')).map((a) => a.project.name).sort()).toEqual(['Greenleaf Yoga Studio', 'Greenleaf Yoga Studio', 'Internal Admin']);
    }));

  test('the entry\'s change cut off by the deadline after it landed: said given back (it was "I couldn\'t give that time back")', () =>
    ownClockConversation(DEADLINE_FIRST, async (own, clock) => {
      await loggedInside(own, clock);
      own.svc.service.faults.set({ latencyMs: 1200, when: 'after', method: 'PUT' });
      expect((await own.say('ask time tracker to undo that')).speech).toBe('Undone: I removed the 1 hour logged to Internal Admin. Your Greenleaf Yoga Studio entry has that time back.');
      own.svc.service.faults.set(null);
      expect((await activities(own, '&filter=source:alexa')).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 3 * 3600]]);
    }));

  test.each([
    [
      'the entry not read in time: said not given back (it was said nothing of)',
      // The log's delete answers; the look at the entry does not.
      1,
      "Undone: I removed the 1 hour logged to Internal Admin. I couldn't reach your time tracker to give that time back to the entry it came off. In a moment, ask me how much you've logged today, to check.",
    ],
    [
      'the entry\'s change unanswered and no look answering: "can\'t tell" of it',
      // The log's delete, the looks at the entry and its part, and the part's delete answer; the entry's change does not.
      4,
      "Undone: I removed the 1 hour logged to Internal Admin. Your time tracker didn't answer in time, so I can't tell whether that time went back to Greenleaf Yoga Studio. In a moment, ask me how much you've logged today, to check.",
    ],
  ])('%s', (_title, answered, said) =>
    ownClockConversation(DEADLINE_FIRST, async (own, clock) => {
      await loggedInside(own, clock);
      own.svc.service.faults.set({ latencyMs: 2600, when: 'after', path: ITEM, skip: answered });
      expect((await own.say('ask time tracker to undo that')).speech).toBe(said);
      own.svc.service.faults.set(null);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }),
  );
});
