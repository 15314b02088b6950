// Alexa sends a request again when its answer was lost: the same envelope, the same request id. One whose changes
// were made is answered as it was, and nothing is changed twice (a change worked out from an entry as it is now,
// such as a break or a log taken off a timer, came off twice); one that changed nothing runs again.
import { startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const { mine, running } = talk;
const say = (words: string) => talk.c.say(words);
const counts = async () => Object.fromEntries((await running()).map((a) => [a.project.name, a.duration]));

test('"yes" to "Was that time part of it?", sent again: the log and the time off the timer are made once, and the answer is the same', async () => {
  await say('start a timer for greenleaf yoga');
  talk.at('11:00');
  await say('open time tracker');
  await say('log 45 minutes to greenfield');
  const yes = await say('yes');
  expect(yes.speech).toBe('Logged 45 minutes to Greenfield Farms Logo for today. I took that time off your timer for Greenleaf Yoga Studio, which is still counting.');
  talk.clock.advance(5_000);
  expect((await talk.c.alexa.replay(yes)).speech).toBe(yes.speech);
  expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 2 * 3600 + 5 - 2700 });
  expect((await mine()).filter((a) => a.project.name === 'Greenfield Farms Logo').map((a) => a.duration)).toEqual([2700]);
});

test('"add fifteen minutes to that" and "take fifteen minutes off that", sent again: each changes the entry once', async () => {
  await say('ask time tracker to log an hour on internal admin for yesterday');
  const added = await say('ask time tracker to add fifteen minutes to that');
  talk.clock.advance(3_000);
  expect((await talk.c.alexa.replay(added)).speech).toBe(added.speech);
  expect((await mine()).map((a) => a.duration)).toEqual([4500]);
  const taken = await say('ask time tracker to take fifteen minutes off that');
  talk.clock.advance(3_000);
  expect((await talk.c.alexa.replay(taken)).speech).toBe(taken.speech);
  expect((await mine()).map((a) => a.duration)).toEqual([3600]);
});

test('a break taken off both timers, "both" sent again: each loses the break once', async () => {
  await say('start a timer for greenleaf yoga');
  await startTimerOnWeb(talk.c, 'Greenfield Farms Logo');
  talk.at('11:00');
  await say('open time tracker');
  await say('i took a thirty minute break');
  const both = await say('both');
  talk.clock.advance(3_000);
  expect((await talk.c.alexa.replay(both)).speech).toBe(both.speech);
  expect(await counts()).toEqual({ 'Greenleaf Yoga Studio': 5403, 'Greenfield Farms Logo': 5403 });
});

test('a request that changed nothing (the service refused it) runs again when sent again, and is done then', async () => {
  await say('ask time tracker to log an hour on internal admin for yesterday');
  talk.c.svc.service.faults.set({ errorRate: 1, method: 'PUT' });
  const refused = await say('ask time tracker to add fifteen minutes to that');
  talk.c.svc.service.faults.set(null);
  expect((await mine()).map((a) => a.duration)).toEqual([3600]);
  expect((await talk.c.alexa.replay(refused)).speech).toMatch(/^Added 15 minutes to your Internal Admin entry/);
  expect((await mine()).map((a) => a.duration)).toEqual([4500]);
});
