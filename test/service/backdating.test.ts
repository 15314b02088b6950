// A running timer started in the past: reported from the date said, recorded from the real moment.
import { demoPeople, type SignedIn, manualClock, startTestService, type TestService } from '../support/service';

const clock = manualClock();
let svc: TestService;
let dana: SignedIn;
let apollo: string;

beforeAll(async () => {
  clock.set('2026-11-20T17:00:00.000Z');
  svc = await startTestService({ now: clock.now });
  ({ dana } = await demoPeople(svc));
  apollo = (await dana.get('/api/v2/projects?list=true')).body.data.find((p: any) => p.name === 'Apollo Website Redesign').id;
});
afterAll(() => svc.close());

const startTimer = (date?: string) => dana.post('/api/v2/activities', { description: 'x', project_id: apollo, source: 'alexa', ...(date ? { date } : {}) });

test('a timer with a past date counts its reported duration from that date; its record starts now', async () => {
  const created = await startTimer('2026-11-20T08:40:00-08:00');
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ status: 'pending', date: '2026-11-20T08:40:00.000-08:00', duration: 20 * 60 });
  expect(created.body.data.records).toEqual([expect.objectContaining({ status: 'pending', start_time: '2026-11-20T17:00:00.000Z' })]);
  clock.advance(10 * 60_000);
  const stopped = await dana.post(`/api/v2/activities/${created.body.data.id}/stop`);
  // Reported: 20 minutes before the create and 10 after; recorded: the 10 minutes the timer really ran.
  expect(stopped.body.data).toMatchObject({ status: 'complete', duration: 30 * 60 });
  expect(stopped.body.data.records).toEqual([expect.objectContaining({ quantity: 600, stop_time: '2026-11-20T17:10:00.000Z' })]);
});

test('started and stopped between seconds, it reports the whole seconds from its date to the stop, none lost between the two', async () => {
  clock.set('2026-11-20T17:00:00.600Z');
  const created = await startTimer('2026-11-20T09:00:00-08:00');
  expect(created.body.data.duration).toBe(0);
  clock.set('2026-11-20T17:00:01.200Z');
  const stopped = await dana.post(`/api/v2/activities/${created.body.data.id}/stop`);
  expect(stopped.body.data).toMatchObject({ status: 'complete', duration: 1 });
  expect(stopped.body.data.records).toEqual([
    expect.objectContaining({ start_time: '2026-11-20T17:00:00.600Z', stop_time: '2026-11-20T17:00:01.200Z', quantity: 1 }),
  ]);
});

test('a timer without a date, or dated now, starts at zero', async () => {
  expect((await startTimer()).body.data.duration).toBe(0);
  expect((await startTimer(new Date(clock.now()).toISOString())).body.data.duration).toBe(0);
});

test('a timer cannot start in the future, nor more than a week ago: 400 naming the date', async () => {
  for (const date of ['2026-11-20T18:00:00Z', '2026-11-12T17:00:00Z']) {
    const refused = await startTimer(date);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'invalid_request', field: 'date' });
  }
});

test('time already done, with a duration, is untouched by the rule', async () => {
  const logged = await dana.post('/api/v2/activities', { description: 'x', project_id: apollo, date: '2026-11-18T09:00:00Z', duration: 3600 });
  expect(logged.body.data).toMatchObject({ status: 'complete', duration: 3600 });
});
