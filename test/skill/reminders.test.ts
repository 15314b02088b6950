// Reminders about running timers: with the permission, a reminder exists exactly while a timer runs; without
// it, timers work as before and no reminder is set. The permission is asked for by voice (AskFor).
import { REMINDERS_SCOPE } from '../../lambda/conversation/reminders';
import { type Conversation, startConversation, startTimerOnWeb } from '../support/conversation';
import { manualClock } from '../support/service';

const clock = manualClock();
let c: Conversation;
afterEach(() => c.close());

const reminderTexts = () => c.alexaApi.reminders.map((r) => r.request.alertInfo?.spokenInfo?.content?.[0]?.text);

test('with permission: starting sets a reminder a workday ahead, switching moves it, stopping removes it', async () => {
  c = await startConversation({ now: clock.now, device: { permissions: [REMINDERS_SCOPE] } });
  expect((await c.say('ask time tracker to start a timer for greenleaf yoga')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  expect(c.alexaApi.reminders).toHaveLength(1);
  expect(c.alexaApi.reminders[0].request.trigger).toEqual({ type: 'SCHEDULED_RELATIVE', offsetInSeconds: 8 * 3600 });
  expect(reminderTexts()).toEqual(['Your Greenleaf Yoga Studio timer has been running for a workday. Did you forget to stop it?']);
  clock.advance(10 * 60_000);
  await c.say('ask time tracker to start a timer for internal admin');
  expect(reminderTexts()).toEqual(['Your Internal Admin timer has been running for a workday. Did you forget to stop it?']);
  expect((await c.say('ask time tracker to stop my timer')).speech).toMatch(/^Stopped your timer for Internal Admin/);
  expect(c.alexaApi.reminders).toEqual([]);
});

test('without permission: the timer starts and stops as always, and the Reminders API is not called', async () => {
  c = await startConversation({ now: clock.now });
  expect((await c.say('ask time tracker to start a timer for greenleaf yoga')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  expect((await c.say('ask time tracker to stop my timer')).speech).toMatch(/^Stopped your timer/);
  expect(c.alexaApi.calls.filter((call) => call.path.startsWith('/v1/alerts'))).toEqual([]);
});

test('a Reminders API that fails costs nothing but the reminder', async () => {
  c = await startConversation({ now: clock.now, device: { permissions: [REMINDERS_SCOPE] } });
  c.alexaApi.behaviour = 'fail';
  expect((await c.say('ask time tracker to start a timer for greenleaf yoga')).speech).toBe('Started a timer for Greenleaf Yoga Studio.');
  c.alexaApi.behaviour = 'ok';
  expect((await c.say('ask time tracker what am i working on')).speech).toMatch(/Greenleaf Yoga Studio/);
});

test('"remind me about my timers" asks Alexa for the permission; a yes sets the running timer\'s reminder', async () => {
  c = await startConversation({ now: clock.now });
  await startTimerOnWeb(c, 'Internal');
  const reply = await c.say('ask time tracker to remind me about my timers');
  expect(reply.before?.speech).toBe('To remind you about timers left running, I need your permission to set reminders.');
  expect(reply.before?.directives).toEqual([expect.objectContaining({ type: 'Connections.SendRequest', name: 'AskFor' })]);
  expect(reply.permission).toEqual({ scopes: [REMINDERS_SCOPE], granted: true });
  expect(reply.speech).toBe("Thanks. I'll remind you when a timer runs for a whole workday.");
  expect(reminderTexts()).toEqual(['Your Internal timer has been running for a workday. Did you forget to stop it?']);
  expect((await c.say('ask time tracker to turn on reminders')).speech).toMatch(/^Reminders are on/);
});

test('when the question goes unanswered, a card in the Alexa app lets the person turn reminders on there', async () => {
  c = await startConversation({ now: clock.now, consent: () => 'NOT_ANSWERED' });
  await startTimerOnWeb(c, 'Internal');
  const reply = await c.say('ask time tracker to turn on reminders');
  expect(reply.speech).toBe('I sent a card to the Alexa app, where you can turn on reminders for Time Tracker.');
  expect(reply.response.response.card).toEqual({ type: 'AskForPermissionsConsent', permissions: [REMINDERS_SCOPE] });
  expect(c.alexaApi.reminders).toEqual([]);
});

test('a no to the permission leaves everything as it was', async () => {
  c = await startConversation({ now: clock.now, consent: () => false });
  await startTimerOnWeb(c, 'Internal');
  const reply = await c.say('ask time tracker to remind me when i forget my timer');
  expect(reply.speech).toBe('Okay, no reminders. Everything else works as before.');
  expect(c.alexaApi.reminders).toEqual([]);
});
