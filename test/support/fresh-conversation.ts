// A new conversation, on a new service, for every test of a file: each test starts from the demo data at
// Monday 23 November 2026, 9 am in Los Angeles, on a clock the test moves.
import { activities, type Conversation, startConversation } from './conversation';
import { manualClock } from './service';

export function conversationPerTest() {
  const clock = manualClock();
  const current: { c?: Conversation } = {};
  beforeEach(async () => {
    clock.set('2026-11-23T17:00:00.000Z');
    current.c = await startConversation({ now: clock.now });
  });
  afterEach(() => current.c?.close());
  return {
    clock,
    /** This test's conversation. */
    get c(): Conversation {
      return current.c!;
    },
    /** The clock set to a time of Monday 23 November in Los Angeles ("09:30"). */
    at(hhmm: string) {
      clock.set(`2026-11-23T${String(Number(hhmm.slice(0, 2)) + 8).padStart(2, '0')}:${hhmm.slice(3)}:00.000Z`);
    },
    /** This test's conversation started again, on a new service, at another time (the demo data the days before it). */
    async startAt(iso: string) {
      await current.c?.close();
      clock.set(iso);
      current.c = await startConversation({ now: clock.now });
    },
    /** What the skill made (source "alexa"), as the service now holds it, newest first. */
    mine: () => activities(current.c!, '&filter=source:alexa'),
    running: () => activities(current.c!, '&filter=status:pending'),
  };
}
