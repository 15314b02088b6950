// Answers to "Did you mean A, B, or C?" that name none of the options, and the project meant instead.
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();

test.each(['neither, greenleaf', "none of them, it's greenleaf"])('"%s", to "Did you mean A, B, or C?": the project named after, for what was asked (it was "Sorry, I didn\'t catch which one")', async (answer) => {
  expect((await talk.c.say('ask time tracker to start a timer for apollo')).speech).toMatch(/^Did you mean /);
  expect((await talk.c.say(answer)).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  expect((await talk.running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
});

test.each(['uh the greenleaf one i think', "i think it's greenleaf", 'greenleaf maybe'])('"%s", to "Which project was that for?": the name without the doubt around it (it was "I couldn\'t find a project called uh the greenleaf one i think")', async (answer) => {
  await talk.c.say('open time tracker');
  expect((await talk.c.say('log two hours')).speech).toBe('Which project was that for?');
  expect((await talk.c.say(answer)).speech).toBe('Logged 2 hours to Greenleaf Yoga Studio for today.');
});
