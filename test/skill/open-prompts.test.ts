// Certification asks that every answer which leaves the microphone open ends in a question, so the person
// knows it is their turn; and one question a turn, so they know which to answer. Conversations through
// every question the skill asks.
import type { Reply } from '../../local/simulated-alexa';
import { type Conversation, startConversation, startTimerOnWeb } from '../support/conversation';
import { manualClock } from '../support/service';

const clock = manualClock();
let c: Conversation;

beforeAll(async () => {
  clock.set('2026-11-23T17:00:00.000Z');
  c = await startConversation({ now: clock.now });
});
afterAll(() => c.close());

const CONVERSATIONS: string[][] = [
  ['open time tracker', 'help', 'what', 'start over', 'yes', 'no'],
  ['open time tracker', 'start a timer', 'help', 'apollo', 'help', 'boat', 'yes', 'both', 'no', 'no'],
  ['open time tracker', 'start a timer for zebra crossing', 'maybe', 'yes', 'more', 'next', 'more', 'more', 'more', 'more'],
  ['open time tracker', 'list my projects', 'help', 'no'],
  ['open time tracker', 'log time', 'help', 'an hour', 'apollo', 'all of them', 'neither', 'help'],
  ['open time tracker', 'create a project called nimbus bank onboarding flow', 'help', 'no'],
  ['open time tracker', 'start a timer for kubernetes', 'help'],
  ['open time tracker', 'start a timer for q three launch fernwood coffee', 'help', 'maybe'],
  ['open time tracker', 'which project is apollo', 'help', 'no', 'help'],
  ['open time tracker', 'more', 'next', 'yes'],
  ['open time tracker', 'stop my timer'],
  // Logging time's questions about the day: which day, the day proposed (its reprompt), which day again.
  ['open time tracker', 'log two hours on internal last week', 'help'],
  ['open time tracker', 'log two hours on internal tomorrow', 'no', 'help'],
  // Throwing a timer away, stopping one at a time said, undoing: each asks before it acts where it must.
  ['open time tracker', 'throw away the internal admin timer', 'help'],
  ['open time tracker', 'i stopped two hours ago'],
];

test.each(CONVERSATIONS.map((turns) => [turns.join(' / '), turns]))('%s', async (_, turns) => {
  await startTimerOnWeb(c, 'Internal');
  await startTimerOnWeb(c, 'Internal Admin');
  const open: Reply[] = [];
  for (const words of turns as string[]) {
    const reply = await c.say(words);
    if (!reply.endsSession) open.push(reply);
  }
  expect(open.length).toBeGreaterThan(0);
  for (const reply of open) {
    expect({ said: reply.speech, endsInQuestion: /\?$/.test(reply.speech) }).toEqual({ said: reply.speech, endsInQuestion: true });
    expect({ reprompt: reply.reprompt, endsInQuestion: /\?$/.test(reply.reprompt ?? '') }).toEqual({ reprompt: reply.reprompt, endsInQuestion: true });
    // One question: nothing asked before the last sentence's question ("What would you like to do? Did you mean...?").
    expect({ said: reply.speech, questions: reply.speech.match(/\?/g)?.length }).toEqual({ said: reply.speech, questions: 1 });
  }
  await c.alexa.end('USER_INITIATED');
  for (const timer of (await c.api.get('/api/v2/activities?filter=status:pending&per_page=100')).body.data) await c.api.post(`/api/v2/activities/${timer.id}/stop`);
});
