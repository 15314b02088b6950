// A name the recognizer mangled ("belle vue dentist brandy" for Bellevue Dental Branding) that sounds like
// one project only is asked about with a yes or a no: nothing is started or logged until the person says
// which, and a no or another name never books the guess. A client's name heard split apart or run together asks
// which of its projects, as said whole it does.
import { activities, type Conversation, startConversation, runningTimers, stopAllTimers } from '../support/conversation';
import { manualClock } from '../support/service';

const clock = manualClock();
let c: Conversation;

beforeAll(async () => {
  clock.set('2026-11-23T17:00:00.000Z');
  c = await startConversation({ now: clock.now });
});
afterAll(() => c.close());

const running = () => runningTimers(c);
const stopAll = () => stopAllTimers(c);
const MISHEARD = 'ask time tracker to start a timer for belle vue dentist brandy';
const QUESTION = 'Did you mean Bellevue Dental Branding?';

beforeEach(stopAll);

test('yes starts the timer for the project asked about', async () => {
  const question = await c.say(MISHEARD);
  expect(question).toMatchObject({ speech: QUESTION, endsSession: false });
  expect(await running()).toEqual([]);
  expect((await c.say('yes')).speech).toBe('Started a timer for Bellevue Dental Branding.');
  expect((await running()).map((a) => [a.project.name, a.source])).toEqual([['Bellevue Dental Branding', 'alexa']]);
});

test('no starts nothing and asks for the name again; the name then given is used', async () => {
  await c.say(MISHEARD);
  const no = await c.say('no');
  expect(no.endsSession).toBe(false);
  expect(no.speech).toMatch(/\?$/);
  expect(await running()).toEqual([]);
  expect((await c.say('internal admin')).speech).toBe('Started a timer for Internal Admin.');
  expect((await running()).map((a) => a.project.name)).toEqual(['Internal Admin']);
});

test('another name instead of yes or no is taken, and the guess is not booked', async () => {
  await c.say(MISHEARD);
  expect((await c.say('greenleaf yoga studio')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  expect((await running()).map((a) => a.project.name)).toEqual(['Greenleaf Yoga Studio']);
});

test('cancel leaves nothing started', async () => {
  await c.say(MISHEARD);
  expect(await c.say('cancel')).toMatchObject({ speech: 'Goodbye.', endsSession: true });
  expect(await running()).toEqual([]);
});

test('logging time to a misheard name books nothing before the yes, then exactly the hour said', async () => {
  const before = await activities(c);
  expect((await c.say('ask time tracker to log an hour on belle vue dentist brandy')).speech).toBe(QUESTION);
  expect(await activities(c)).toEqual(before);
  expect((await c.say('yes')).speech).toMatch(/^Logged 1 hour to Bellevue Dental Branding for today\.$/);
  const after = await activities(c);
  expect(after).toHaveLength(before.length + 1);
  expect(after.find((a) => !before.some((b) => b.id === a.id))).toMatchObject({ duration: 3600, source: 'alexa', project: { name: 'Bellevue Dental Branding' } });
});

test('a word only like one in a name or description is asked about, not booked: "the farm website", "signs"', async () => {
  const before = await activities(c);
  // Booked to Smithson Logistics Website ("farm" like its description's "form"), though Farms is Greenfield's word.
  expect((await c.say('ask time tracker to log 11 minutes on the farm website')).speech).toBe('Did you mean Smithson Logistics Website or Greenfield Farms Logo?');
  expect(await activities(c)).toEqual(before);
  expect((await c.say('greenfield')).speech).toMatch(/^Logged 11 minutes to Greenfield Farms Logo/);
  // Booked to Smith & Sons Packaging (sounds like "Sons"), though signage is in two other projects' descriptions.
  const signs = await c.say('ask time tracker to log 11 minutes on signs');
  expect(signs.speech).toMatch(/^Did you mean Smith & Sons Packaging, .*Bellevue Dental Branding.*Greenfield Farms Logo\?$/);
  expect(await activities(c)).toHaveLength(before.length + 1);
  expect((await c.say('bellevue')).speech).toMatch(/^Logged 11 minutes to Bellevue Dental Branding/);
  expect((await activities(c)).filter((a) => !before.some((b) => b.id === a.id)).map((a) => a.project.name).sort()).toEqual(['Bellevue Dental Branding', 'Greenfield Farms Logo']);
});

test('a client\'s name heard split in two ("stack wise") asks which of its projects, as "stackwise" does, and starts nothing until answered', async () => {
  // Split, it named no client: Stackwise Kubernetes Booth was started unasked, though AWS Cost Review is Stackwise's too.
  const question = await c.say('ask time tracker to start a timer for stack wise');
  expect(question).toMatchObject({ speech: 'Did you mean Stackwise Kubernetes Booth or AWS Cost Review?', endsSession: false });
  expect(await running()).toEqual([]);
  expect((await c.say('aws cost review')).speech).toBe('Started a timer for AWS Cost Review.');
  expect((await running()).map((a) => [a.project.name, a.source])).toEqual([['AWS Cost Review', 'alexa']]);
});

test('a word of a client\'s name heard split ("ac me payments") or its words run together ("acmepayments") asks which of its projects', async () => {
  const before = await activities(c);
  // Split, it was booked to ACME-1243 Payment Webhooks; run together, it was "I couldn't find a project called acmepayments".
  expect((await c.say('ask time tracker to log an hour on ac me payments')).speech).toBe('Did you mean ACME-1243 Payment Webhooks or ACME-1250 Refund API?');
  expect(await activities(c)).toEqual(before);
  expect((await c.say('ask time tracker to log an hour on acmepayments')).speech).toBe('Did you mean ACME-1243 Payment Webhooks or ACME-1250 Refund API?');
  expect(await activities(c)).toEqual(before);
  expect((await c.say('the second one')).speech).toMatch(/^Logged 1 hour to ACME-1250 Refund API for today\.$/);
  const after = await activities(c);
  expect(after.filter((a) => !before.some((b) => b.id === a.id)).map((a) => [a.project.name, a.duration, a.source])).toEqual([['ACME-1250 Refund API', 3600, 'alexa']]);
});
