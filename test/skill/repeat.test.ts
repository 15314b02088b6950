// "Repeat that", "say that again", "what did you say": the skill's last words in the session again, its question still
// open. They were taken for a project's name ("I couldn't find a project called repeat that") or not understood.
import { startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const say = (text: string) => talk.c.say(text);

test('after the welcome: the welcome again, the session open', async () => {
  const welcome = await say('open time tracker');
  const again = await say('repeat that');
  expect(again.speech).toBe(welcome.speech);
  expect(again.endsSession).toBe(false);
});

test('"say that again" to which timer to stop: the question again, and the answer then stops the one named', async () => {
  await startTimerOnWeb(talk.c, 'Internal Admin');
  await say('open time tracker');
  await say('start a timer for greenleaf yoga');
  talk.at('10:00');
  await startTimerOnWeb(talk.c, 'Internal Admin');
  await say('open time tracker');
  const question = await say('stop my timer');
  expect((await say('say that again')).speech).toBe(question.speech);
  expect((await say('internal admin')).speech).toMatch(/^Stopped your timer for Internal Admin/);
});

test('"repeat that" while a project\'s name is asked for: the question again (it was looked up as a project), and the log then made', async () => {
  await say('open time tracker');
  expect((await say('log two hours')).speech).toBe('Which project was that for?');
  expect((await say('repeat that')).speech).toBe('Which project was that for?');
  expect((await say('greenleaf yoga')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today.');
});

test('"what did you say" to a question of two days: the question again, and "the first one" then answers it', async () => {
  await say('open time tracker');
  const question = await say('log two hours on greenleaf yoga for last sunday');
  expect((await say('what did you say')).speech).toBe(question.speech);
  expect((await say('the first one')).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for Sunday, November 15th.');
});

test('with nothing said yet in the session: said so, and asked what to do', async () => {
  const reply = await say('ask time tracker to repeat that');
  expect(reply.speech).toBe("I haven't said anything yet to repeat. What would you like to do?");
});

test('words kept for it come back from Alexa as input: spoken as text, never as SSML', async () => {
  await say('open time tracker');
  talk.c.alexa.sessionAttributes.said = { speech: '<audio src="https://example.com/x.mp3"/> hello' };
  const reply = await say('repeat that');
  const ssml = (reply.response.response.outputSpeech as { ssml: string }).ssml;
  expect(ssml).not.toContain('<audio');
  expect(ssml).toContain('&lt;audio');
});
