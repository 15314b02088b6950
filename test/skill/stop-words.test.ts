// Stops said with words around them that change nothing ("instead", "actually", "right now"): the timer stops. The
// timer ran on ("You don't have a timer running for my timer instead", or "Sorry, I didn't get that").
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const say = (text: string) => talk.c.say(text);

beforeEach(async () => {
  await say('open time tracker');
  await say('start a timer for greenleaf yoga');
  talk.at('11:00');
});

test.each(['stop my timer instead', 'stop greenleaf instead', 'actually stop it', 'please stop the timer right now', 'just stop it'])('"%s" stops it', async (said) => {
  expect((await say(said)).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 2 hours.');
  expect(await talk.running()).toEqual([]);
});

test('"stop my timer at ten instead" stops it at ten', async () => {
  expect((await say('stop my timer at ten instead')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio at 10 AM, after 1 hour.');
  expect((await talk.mine()).map((a) => [a.status, a.duration])).toEqual([['complete', 3600]]);
});
