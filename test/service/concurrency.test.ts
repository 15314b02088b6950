// Writes to one activity at the same moment leave it consistent: one stop wins and the rest are told
// it is already stopped; an edit racing a stop lands on one side of it, and never loses the stop.
import { demoPeople, type SignedIn, startTestService, type TestService } from '../support/service';

let svc: TestService;
let dana: SignedIn;
let projectId: string;

beforeAll(async () => {
  svc = await startTestService();
  ({ dana } = await demoPeople(svc));
  projectId = (await dana.get('/api/v2/projects?per_page=1')).body.data[0].id;
});
afterAll(() => svc.close());

const startTimer = async () => (await dana.post('/api/v2/activities', { project_id: projectId, description: 'racing' })).body.data;

test('ten stops at once: one stops it, nine are told it is already stopped, one record', async () => {
  const timer = await startTimer();
  const answers = await Promise.all(Array.from({ length: 10 }, () => dana.post(`/api/v2/activities/${timer.id}/stop`)));
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([200, ...Array(9).fill(400)]);
  for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.error.code).toBe('invalid_state');
  const stored = (await dana.get(`/api/v2/activities/${timer.id}`)).body.data;
  expect(stored.status).toBe('complete');
  expect(stored.records).toHaveLength(1);
  expect(stored.records[0].status).toBe('complete');
});

test('a stop and an edit at once: the timer is stopped, the edit kept, one record', async () => {
  for (let round = 0; round < 5; round++) {
    const timer = await startTimer();
    const [stop, edit] = await Promise.all([
      dana.post(`/api/v2/activities/${timer.id}/stop`),
      dana.put(`/api/v2/activities/${timer.id}`, { description: `edited ${round}` }),
    ]);
    expect(stop.status).toBe(200);
    expect(edit.status).toBe(200);
    const stored = (await dana.get(`/api/v2/activities/${timer.id}`)).body.data;
    expect(stored).toMatchObject({ status: 'complete', description: `edited ${round}` });
    expect(stored.records).toHaveLength(1);
  }
});

test('a stop and a resume racing: it ends either running with an open record or stopped, never both', async () => {
  for (let round = 0; round < 5; round++) {
    const timer = await startTimer();
    await dana.post(`/api/v2/activities/${timer.id}/stop`);
    await Promise.all([dana.post(`/api/v2/activities/${timer.id}/resume`), dana.post(`/api/v2/activities/${timer.id}/stop`)]);
    const stored = (await dana.get(`/api/v2/activities/${timer.id}`)).body.data;
    const open = stored.records.filter((r: { status: string }) => r.status !== 'complete');
    expect(open).toHaveLength(stored.status === 'pending' ? 1 : 0);
    if (stored.status === 'pending') await dana.post(`/api/v2/activities/${timer.id}/stop`);
  }
});

test('a delete racing a stop: the activity ends deleted, and the stop either landed first or was refused', async () => {
  const timer = await startTimer();
  const [stop, remove] = await Promise.all([dana.post(`/api/v2/activities/${timer.id}/stop`), dana.delete(`/api/v2/activities/${timer.id}`)]);
  expect(remove.status).toBe(204);
  expect([200, 410]).toContain(stop.status);
  expect((await dana.get(`/api/v2/activities/${timer.id}`)).status).toBe(410);
});
