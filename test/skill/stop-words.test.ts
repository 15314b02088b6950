// Stops said with words around them that change nothing ("instead", "actually", "right now"): the timer stops. The
// timer ran on ("You don't have a timer running for my timer instead", or "Sorry, I didn't get that").
import { startTimerOnWeb } from '../support/conversation';
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

test('"stop internal admin instead", just after Greenleaf\'s stop: Greenleaf runs again as if never stopped, and Internal Admin stops (both were left stopped)', async () => {
  await startTimerOnWeb(talk.c, 'Internal Admin');
  await say('stop greenleaf');
  expect((await say('stop internal admin instead')).speech).toBe('Undone: your timer for Greenleaf Yoga Studio is running again. Stopped your timer for Internal Admin after less than a minute.');
  expect((await talk.running()).map((a) => [a.project.name, a.duration])).toEqual([['Greenleaf Yoga Studio', 7200]]);
});
