// "Stop internal admin and apollo", with several timers running (website timers among them): each timer named stops,
// the others run on; one named that is not running stops none, and the running ones are named.
import { startTimerOnWeb } from '../support/conversation';
import { conversationPerTest } from '../support/fresh-conversation';

const talk = conversationPerTest();
const running = async () => (await talk.running()).map((a) => a.project.name).sort();

beforeEach(async () => {
  await startTimerOnWeb(talk.c, 'Apollo Website Redesign');
  await startTimerOnWeb(talk.c, 'Internal Admin');
  talk.at('10:00');
});

test.each(['stop internal admin and apollo', 'stop apollo and internal admin'])('"%s": both named timers stop, the third runs on (one stopped, the other left running unsaid)', async (said) => {
  await startTimerOnWeb(talk.c, 'Greenleaf Yoga Studio');
  expect((await talk.c.say(`ask time tracker to ${said}`)).speech).toMatch(/^Stopped 2 timers: (Internal Admin, 1 hour, and Apollo Website Redesign, 1 hour|Apollo Website Redesign, 1 hour, and Internal Admin, 1 hour)\.$/);
  expect(await running()).toEqual(['Greenleaf Yoga Studio']);
});

test('two named, one not running: neither stops, and the running ones are named (plural: "your running timers are")', async () => {
  expect((await talk.c.say('ask time tracker to stop internal admin and greenleaf yoga')).speech).toBe(
    "You don't have a timer running for greenleaf yoga. Your running timers are for Apollo Website Redesign and Internal Admin.",
  );
  expect(await running()).toEqual(['Apollo Website Redesign', 'Internal Admin']);
});
