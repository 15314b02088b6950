// Screens: a device with APL sees the running timer (its clock counting up on the device) and totals as a
// short list; a device without a screen is sent no APL at all.
import { type Conversation, startConversation } from '../support/conversation';
import { manualClock } from '../support/service';

const clock = manualClock(Date.parse('2026-11-23T20:00:00.000Z'));
let c: Conversation;
afterEach(() => c.close());

const apl = (directives: { type: string }[]) => directives.filter((d) => d.type.startsWith('Alexa.Presentation.APL')) as any[];

test('the running timer is shown with its project and a clock the device counts up by itself', async () => {
  c = await startConversation({ now: clock.now, device: { screen: true } });
  const started = await c.say('ask time tracker to start a timer for greenleaf yoga');
  const [render] = apl(started.directives);
  expect(render).toMatchObject({ type: 'Alexa.Presentation.APL.RenderDocument', datasources: { timer: { project: 'Greenleaf Yoga Studio', ranMs: 0 } } });
  // The clock is bound to APL's elapsedTime: it moves on the device, with no request back to the skill.
  expect(JSON.stringify(render.document)).toMatch(/\$\{Math\.floor\(\(payload\.timer\.ranMs \+ elapsedTime\) \/ 3600000\)\}:\$\{Time\.format\('mm:ss', payload\.timer\.ranMs \+ elapsedTime\)\}/);
  clock.advance(25 * 60_000);
  const launched = await c.say('open time tracker');
  expect(apl(launched.directives)[0].datasources.timer).toMatchObject({ project: 'Greenleaf Yoga Studio', ranMs: 25 * 60_000 });
  clock.advance(5 * 60_000);
  const asked = await c.say('ask time tracker what am i working on');
  expect(apl(asked.directives)[0].datasources.timer).toMatchObject({ project: 'Greenleaf Yoga Studio', ranMs: 30 * 60_000 });
});

test('totals and recaps are shown as a short list, biggest first', async () => {
  c = await startConversation({ now: clock.now, device: { screen: true } });
  const reply = await c.say('ask time tracker what did i do yesterday');
  expect(apl(reply.directives)[0].datasources.totals).toEqual({
    title: 'Yesterday: 3 hours and 30 minutes',
    rows: [
      { project: 'Apollo Website Redesign', time: '2 hours' },
      { project: 'Apollo Mobile App', time: '1 hour and 30 minutes' },
    ],
  });
});

test('a project asked about but not worked on shows "no time", as it is said', async () => {
  c = await startConversation({ now: clock.now, device: { screen: true } });
  const reply = await c.say('ask time tracker how much did i log on apollo yesterday');
  expect(reply.speech).toMatch(/Apollo Brand Guidelines: no time/);
  expect(apl(reply.directives)[0].datasources.totals.rows).toContainEqual({ project: 'Apollo Brand Guidelines', time: 'no time' });
  // None worked on: the title says so too (it said "less than a minute" over rows of "no time").
  const none = await c.say('ask time tracker how much did i log on apollo today');
  expect(apl(none.directives)[0].datasources.totals.title).toBe('Today: no time');
});

test('a device without a screen gets no APL', async () => {
  c = await startConversation({ now: clock.now });
  for (const words of ['ask time tracker to start a timer for greenleaf yoga', 'ask time tracker how much did i log yesterday', 'open time tracker', 'ask time tracker what am i working on']) {
    expect(apl((await c.say(words)).directives)).toEqual([]);
  }
});
