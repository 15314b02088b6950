// A timer is booked on the person's own day, wherever they are: its date carries their UTC offset, as a
// log's does. Left to the service, an evening timer in Los Angeles (already tomorrow in UTC) was booked on
// the next day, missing from "today" and from "resume my timer"; a morning one in Sydney, on the day before.
import { activities, type Conversation, startConversation } from '../support/conversation';
import { manualClock } from '../support/service';

const clock = manualClock();
let c: Conversation | undefined;
afterEach(() => c?.close());

async function talkIn(timeZone: string, at: string) {
  clock.set(at);
  c = await startConversation({ now: clock.now, timeZone });
  return c;
}

test('11 pm in Los Angeles: the timer is on that day, counted in its totals, and resumed there', async () => {
  const c = await talkIn('America/Los_Angeles', '2026-11-24T07:00:00.000Z'); // Monday 11 pm
  await c.say('ask time tracker to start a timer for greenleaf yoga');
  const [timer] = await activities(c, '&filter=status:pending');
  expect(timer.date).toBe('2026-11-23T23:00:00.000-08:00');
  expect(timer.duration).toBe(0);
  expect((await c.api.get('/api/v2/activities?start_date=2026-11-23&end_date=2026-11-23&filter=source:alexa')).body.data.map((a: any) => a.id)).toEqual([timer.id]);
  clock.advance(30 * 60_000);
  expect((await c.say('ask time tracker to stop my timer')).speech).toBe('Stopped your timer for Greenleaf Yoga Studio after 30 minutes.');
  expect((await c.say('ask time tracker how much did i log today')).speech).toMatch(/^You've logged .*today/);
  expect((await c.say('ask time tracker to resume my timer')).speech).toBe('Resumed your timer for Greenleaf Yoga Studio.');
  expect((await activities(c, '&filter=status:pending')).map((a) => a.id)).toEqual([timer.id]);
});

test('8 am in Sydney: the timer is on that day, not the one before', async () => {
  const c = await talkIn('Australia/Sydney', '2026-11-23T21:00:00.000Z'); // Tuesday 8 am
  await c.say('ask time tracker to start a timer for internal admin');
  const [timer] = await activities(c, '&filter=status:pending');
  expect(timer.date).toBe('2026-11-24T08:00:00.000+11:00');
  expect((await c.api.get('/api/v2/activities?start_date=2026-11-24&end_date=2026-11-24&filter=status:pending')).body.data).toHaveLength(1);
});
