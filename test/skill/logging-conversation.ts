// One conversation for a file of LogTime tests, on a clock set to a given moment in Seattle, and what the
// service holds since each test began (every activity is made at the same instant of the clock, so the
// new ones are those not seen before).
import { activities, type Conversation, startConversation } from '../support/conversation';
import { manualClock } from '../support/service';

export function loggingConversation(at: string) {
  const clock = manualClock();
  const session = { c: undefined as unknown as Conversation, clock };
  let seen = new Set<string>();
  beforeAll(async () => {
    clock.set(at);
    session.c = await startConversation({ now: clock.now, timeZone: 'America/Los_Angeles' });
  });
  afterAll(() => session.c.close());
  beforeEach(() => forget());

  /** Takes what the service holds now as the starting point. */
  const forget = async () => {
    seen = new Set((await activities(session.c)).map((a) => a.id));
  };
  /** Activities made since the test began. */
  const made = async () => (await activities(session.c)).filter((a) => !seen.has(a.id));
  /** The one activity made since the test began. */
  const latest = async () => {
    const now = await made();
    expect(now).toHaveLength(1);
    return now[0];
  };
  /** Says something that must be answered with a question, and checks nothing was stored. */
  const asked = async (said: string, question: string) => {
    const reply = await session.c.say(said);
    expect(reply.speech).toBe(question);
    expect(reply.endsSession).toBe(false);
    expect(await made()).toEqual([]);
    return reply;
  };
  /**
   * LogTime as Alexa sends it with the slot values given, in a new session: what a device would send
   * should Alexa put words in another slot than the console does (a weekday in the date slot).
   */
  const sendLogTime = async (slots: Record<string, string>) => {
    await session.c.alexa.end('USER_INITIATED');
    const filled = Object.entries(slots).map(([name, value]) => [name, { name, value, confirmationStatus: 'NONE' }]);
    return session.c.alexa.sendIntent({ name: 'LogTime', confirmationStatus: 'NONE', slots: Object.fromEntries(filled) });
  };
  return { session, forget, made, latest, asked, sendLogTime };
}
