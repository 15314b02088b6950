// Answers to "Which one should I stop?" and "Throw away your timer …?" that name no project: by when each timer
// began, "neither", "no, keep it". They were asked again ("Sorry, I didn't get that"), or offered the project list.
import { startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const say = (text: string) => talk.c.say(text);
const running = async () => (await talk.running()).map((a) => a.project.name).sort();

describe('two timers, Greenleaf from nine and Internal Admin from nine thirty', () => {
  beforeEach(async () => {
    await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
    talk.at('09:30');
    await startTimerOnWeb(talk.c, 'Internal Admin');
    talk.at('10:00');
    await say('open time tracker');
    expect((await say('stop my timer')).speech).toBe('You have 2 timers running: Greenleaf Yoga Studio and Internal Admin. Which one should I stop, or all of them?');
  });

  test.each(['the one i started last', 'the newest one', 'the latest one'])('"%s" stops the one begun last', async (answer) => {
    expect((await say(answer)).speech).toBe('Stopped your timer for Internal Admin after 30 minutes.');
    expect(await running()).toEqual(['Greenleaf Yoga Studio']);
  });

  test.each(['the one i started first', 'the older one', 'the oldest one'])('"%s" stops the one begun first', async (answer) => {
    expect((await say(answer)).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 1 hour.');
    expect(await running()).toEqual(['Internal Admin']);
  });

  test('"neither": both run on, said so (it offered the project list)', async () => {
    expect((await say('neither')).speech).toBe('OK, your timers keep running.');
    expect(await running()).toEqual(['Greenleaf Yoga Studio', 'Internal Admin']);
  });
});

test.each(['no keep it', 'no leave it'])('"%s", to "Throw away your timer …?": kept running, said so (it was asked again)', async (answer) => {
  await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  talk.at('10:00');
  await say('open time tracker');
  expect((await say('discard my timer')).speech).toBe('Throw away your timer for Greenleaf Yoga Studio, running for 1 hour?');
  expect((await say(answer)).speech).toBe('OK, your timer for Greenleaf Yoga Studio keeps running.');
  expect(await running()).toEqual(['Greenleaf Yoga Studio']);
});
