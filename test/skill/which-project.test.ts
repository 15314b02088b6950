import { type Conversation, runningTimers, startConversation, startTimerOnWeb, stopAllTimers } from '../support/conversation';
import { manualClock } from '../support/service';

const clock = manualClock();
let c: Conversation;

beforeAll(async () => {
  clock.set('2026-11-22T17:00:00.000Z');
  c = await startConversation({ now: clock.now });
});
afterAll(() => c.close());

const startTimer = (name: string) => startTimerOnWeb(c, name);

test('with nothing running, it says so', async () => {
  expect((await c.say('ask time tracker what am i working on')).speech).toBe(
    "You're not tracking anything right now. You can say, start a timer for a project.",
  );
});

test('says what runs, since when and for how long; "when did I start?" asks the same', async () => {
  await startTimer('Stackwise Kubernetes Booth');
  clock.advance(25 * 60_000);
  const said = "You're working on Stackwise Kubernetes Booth. The timer has been running since 9 AM, for 25 minutes.";
  expect((await c.say('ask time tracker which project is my timer on')).speech).toBe(said);
  expect((await c.say('ask time tracker when did i start')).speech).toBe(said);
  expect((await c.say('ask time tracker am i on the clock')).speech).toBe(said);
});


test('names every running timer', async () => {
  await startTimer('AWS Cost Review');
  clock.advance(5 * 60_000);
  expect((await c.say("ask time tracker what's running")).speech).toBe(
    'You have 2 timers running: Stackwise Kubernetes Booth, 30 minutes, and AWS Cost Review, 5 minutes.',
  );
});

test('"which project is bellevue" says the project and its client', async () => {
  expect((await c.say('ask time tracker which project is bellevue dental')).speech).toBe(
    'Bellevue dental is Bellevue Dental Branding, for Bellevue Family Dental.',
  );
});

test('a project without a client says so', async () => {
  expect((await c.say('ask time tracker which project is greenfield farms logo')).speech).toBe(
    'Greenfield farms logo is Greenfield Farms Logo. It has no client.',
  );
});

test('an ambiguous name is asked about first', async () => {
  const question = await c.say('ask time tracker which project is apollo');
  expect(question.speech).toMatch(/^Did you mean Apollo/);
  expect((await c.say('the brand guidelines')).speech).toBe('Apollo is Apollo Brand Guidelines, for Apollo Insurance.');
});

test('a start said since is the one named; a timer paused a while counts from no one moment', async () => {
  await stopAllTimers(c);
  // Past the timers just stopped: a start twenty minutes back would book their time twice (and is refused).
  clock.advance(30 * 60_000);
  const started = new Date(clock.now() - 20 * 60_000).toLocaleTimeString('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' });
  await c.say('ask time tracker i started on greenleaf yoga twenty minutes ago');
  expect((await c.say('ask time tracker when did i start')).speech).toBe(
    `You're working on Greenleaf Yoga Studio. The timer has been running since ${started.replace(':00', '')}, for 20 minutes.`,
  );
  const [timer] = await runningTimers(c);
  await c.api.post(`/api/v2/activities/${timer.id}/stop`);
  clock.advance(10 * 60_000);
  await c.api.post(`/api/v2/activities/${timer.id}/resume`);
  clock.advance(5 * 60_000);
  expect((await c.say('ask time tracker when did i start')).speech).toBe("You're working on Greenleaf Yoga Studio. The timer has been running for 25 minutes.");
});

test('"what am I on", "is my timer still running" say what runs; "how long have I been working on Greenleaf" is its total today, the running timer in it (it said which project "greenleaf" is)', async () => {
  await stopAllTimers(c);
  await startTimer('Greenleaf Yoga Studio');
  clock.advance(40 * 60_000);
  expect((await c.say('ask time tracker what am i on')).speech).toMatch(/^You're working on Greenleaf Yoga Studio\. The timer has been running since .*, for 40 minutes\.$/);
  expect((await c.say('ask time tracker is my timer still running')).speech).toMatch(/^You're working on Greenleaf Yoga Studio\./);
  const total = await c.say('ask time tracker how long have i been working on greenleaf');
  expect(total.speech).toMatch(/^You've logged .* on Greenleaf Yoga Studio today\. That includes your running timer for Greenleaf Yoga Studio\.$/);
  await stopAllTimers(c);
});

test('a timer stopped in the last few minutes is named, with how to start it again; a resume then starts it', async () => {
  await stopAllTimers(c);
  await c.say('ask time tracker to start a timer for greenleaf yoga');
  clock.advance(30 * 60_000);
  await c.say('ask time tracker to stop my timer');
  clock.advance(5 * 60_000);
  expect((await c.say('ask time tracker what am i working on')).speech).toMatch(
    /^You're not tracking anything right now\. Your timer for Greenleaf Yoga Studio stopped at [\d:]+ [AP]M\. To start it again, say, resume my timer\.$/,
  );
  expect((await c.say('ask time tracker to resume my timer')).speech).toMatch(/^Resumed your timer for Greenleaf Yoga Studio/);
  expect((await runningTimers(c)).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
  await stopAllTimers(c);
  clock.advance(20 * 60_000);
  expect((await c.say('ask time tracker what am i working on')).speech).toBe("You're not tracking anything right now. You can say, start a timer for a project.");
});
