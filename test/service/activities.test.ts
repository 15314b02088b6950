import { demoPeople, type SignedIn, manualClock, startTestService, type TestService } from '../support/service';

const clock = manualClock('2026-11-20T17:00:00.000Z' as any);
let svc: TestService;
let dana: SignedIn;
let sam: SignedIn;
const projects: Record<string, string> = {};

beforeAll(async () => {
  clock.set('2026-11-20T17:00:00.000Z');
  svc = await startTestService({ now: clock.now });
  ({ dana, sam } = await demoPeople(svc));
  for (const p of (await dana.get('/api/v2/projects?list=true')).body.data) projects[p.name] = p.id;
});
afterAll(() => svc.close());

const create = (body: object) => dana.post('/api/v2/activities', body);

describe('logging time done', () => {
  test('with a duration: a complete activity on the given date, with no recorded time', async () => {
    const answer = await create({
      source: 'alexa',
      description: 'Homepage wireframes',
      project_id: projects['Apollo Website Redesign'],
      date: '2026-11-19T09:00:00-08:00',
      duration: 7200,
      tags: ['design'],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      status: 'complete',
      project: { id: projects['Apollo Website Redesign'], name: 'Apollo Website Redesign' },
      category: null,
      description: 'Homepage wireframes',
      date: '2026-11-19T09:00:00.000-08:00',
      duration: 7200,
      tags: ['design'],
      records: [],
      source: 'alexa',
      is_billable: true,
      bill_rate: 11000,
      bill_unit: 'hourly',
    });
    expect(answer.body.meta.self).toBe(`/api/v2/activities/${answer.body.data.id}`);
  });

  test.each([
    [{ description: 'x', project_id: 'p', duration: -1 }, 'duration', /at least 0/],
    [{ description: 'x', project_id: 'p', duration: 3600.5 }, 'duration', /integer/],
    [{ description: 'x', project_id: 'p', duration: '3600' }, 'duration', /integer/],
    [{ description: 'x', project_id: 'p', duration: 10 ** 9 }, 'duration', /at most/],
    [{ description: 'x', project_id: 'p', date: '2026-11-19T09:00:00' }, 'date', /UTC offset/],
    [{ description: 'x', project_id: 'p', date: '2026-02-30T09:00:00Z' }, 'date', /ISO 8601/],
    [{ description: 'x', project_id: 'p', date: 'yesterday' }, 'date', /ISO 8601/],
    [{ description: 'x', project_id: 'p', tags: ['a', 'a'] }, 'tags', /repeat/],
    [{ description: 'x', project_id: 'p', tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'tags', /at most 50/],
    [{ description: 'x', project_id: 'p', tags: ['ok', 7] }, 'tags[1]', /string/],
    [{ description: 'x', project_id: 'p', status: 'complete' }, 'status', /not a known field/],
    [{ project_id: 'p' }, 'description', /required/],
    [{ description: 'x' }, 'project_id', /required/],
    [{ description: 'x', project_id: 'nope' }, 'project_id', /no project nope/],
  ])('refuses %j with a 400 naming %s, and stores nothing', async (body, field, message) => {
    const before = (await dana.get('/api/v2/activities?per_page=100')).body.meta.total;
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ field });
    expect(answer.body.error.message).toMatch(message);
    expect((await dana.get('/api/v2/activities?per_page=100')).body.meta.total).toBe(before);
  });

  test("a project of another person is 403; a deleted one is refused until recovered", async () => {
    const samProject = (await sam.get('/api/v2/projects?list=true')).body.data[0].id;
    const forbidden = await create({ description: 'x', project_id: samProject, duration: 60 });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.field).toBe('project_id');

    const { body } = await dana.post('/api/v2/projects', { name: 'Soon deleted' });
    await dana.delete(`/api/v2/projects/${body.data.id}`);
    const refused = await create({ description: 'x', project_id: body.data.id, duration: 60 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'reference_deleted', field: 'project_id' });
    await dana.post(`/api/v2/projects/${body.data.id}/recover`);
    expect((await create({ description: 'x', project_id: body.data.id, duration: 60 })).status).toBe(201);
  });
});

describe('billing inheritance', () => {
  test("the project's settings win; a project without any takes the category's; each set field overrides", async () => {
    const categories = (await dana.get('/api/v2/categories')).body.data;
    const design = categories.find((c: any) => c.name === 'Design');
    // Apollo Website Redesign bills 11000 hourly itself.
    const own = await create({ description: 'a', project_id: projects['Apollo Website Redesign'], category_id: design.id, duration: 60 });
    expect(own.body.data).toMatchObject({ category: { id: design.id, name: 'Design' }, is_billable: true, bill_rate: 11000, bill_unit: 'hourly' });
    // Bellevue Dental Branding has no billing: the category's applies.
    const inherited = await create({ description: 'b', project_id: projects['Bellevue Dental Branding'], category_id: design.id, duration: 60 });
    expect(inherited.body.data).toMatchObject({ is_billable: true, bill_rate: 9500, bill_unit: 'hourly' });
    // A project that sets only its rate keeps the category's unit and billability.
    const partial = await dana.post('/api/v2/projects', { name: 'Partial billing', bill_rate: 20000 });
    const mixed = await create({ description: 'c', project_id: partial.body.data.id, category_id: design.id, duration: 60 });
    expect(mixed.body.data).toMatchObject({ is_billable: true, bill_rate: 20000, bill_unit: 'hourly' });
    // Without a category, a project without billing has none.
    const none = await create({ description: 'd', project_id: projects['Bellevue Dental Branding'], duration: 60 });
    expect(none.body.data).toMatchObject({ is_billable: null, bill_rate: null, bill_unit: null });
    // Inheritance is live: a later change to the project shows on its activities.
    await dana.put(`/api/v2/projects/${projects['Bellevue Dental Branding']}`, { bill_rate: 5000 });
    expect((await dana.get(`/api/v2/activities/${inherited.body.data.id}`)).body.data.bill_rate).toBe(5000);
    await dana.put(`/api/v2/projects/${projects['Bellevue Dental Branding']}`, { bill_rate: null });
  });
});

describe('running timers', () => {
  test('create without duration runs; stop records the interval; stop again is refused', async () => {
    clock.set('2026-11-20T17:00:00.000Z');
    const started = await create({ source: 'alexa', description: 'Mobile screens', project_id: projects['Apollo Mobile App'] });
    expect(started.status).toBe(201);
    const timer = started.body.data;
    expect(timer).toMatchObject({ status: 'pending', duration: 0, date: '2026-11-20T17:00:00.000Z' });
    expect(timer.records).toEqual([
      expect.objectContaining({ status: 'pending', type: 'time', start_time: '2026-11-20T17:00:00.000Z', stop_time: null, quantity: null, units: 'seconds' }),
    ]);

    clock.advance(25 * 60_000);
    const running = await dana.get(`/api/v2/activities/${timer.id}`);
    expect(running.body.data).toMatchObject({ status: 'pending', duration: 1500 });
    const pending = await dana.get('/api/v2/activities?filter=status:pending');
    expect(pending.body.data.map((a: any) => a.id)).toContain(timer.id);

    const stopped = await dana.post(`/api/v2/activities/${timer.id}/stop`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({ status: 'complete', duration: 1500 });
    expect(stopped.body.data.records).toEqual([
      expect.objectContaining({ status: 'complete', start_time: '2026-11-20T17:00:00.000Z', stop_time: '2026-11-20T17:25:00.000Z', quantity: 1500 }),
    ]);

    clock.advance(60_000);
    expect((await dana.get(`/api/v2/activities/${timer.id}`)).body.data.duration).toBe(1500);
    const again = await dana.post(`/api/v2/activities/${timer.id}/stop`);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_state');
  });

  test('the update endpoint cannot stop a timer or change its running duration', async () => {
    const { body } = await create({ description: 'Running', project_id: projects['Internal'] });
    const path = `/api/v2/activities/${body.data.id}`;
    const status = await dana.put(path, { status: 'complete' });
    expect(status.status).toBe(400);
    expect(status.body.error.field).toBe('status');
    const duration = await dana.put(path, { duration: 60 });
    expect(duration.status).toBe(400);
    expect(duration.body.error).toMatchObject({ field: 'duration', code: 'invalid_state' });
    expect((await dana.get(path)).body.data.status).toBe('pending');
    const described = await dana.put(path, { description: 'Running, renamed' });
    expect(described.body.data).toMatchObject({ status: 'pending', description: 'Running, renamed' });
    await dana.post(`${path}/stop`);
  });

  test('resume runs a stopped activity again, adding a record; the total is the sum', async () => {
    clock.set('2026-11-20T18:00:00.000Z');
    const { body } = await create({ description: 'Audit notes', project_id: projects['UX Audit – Nimbus Bank'] });
    const path = `/api/v2/activities/${body.data.id}`;
    clock.advance(600_000);
    await dana.post(`${path}/stop`);
    clock.advance(300_000);
    const resumed = await dana.post(`${path}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ status: 'pending', duration: 600 });
    expect(resumed.body.data.records.map((r: any) => r.status)).toEqual(['complete', 'pending']);
    // Resuming what already runs changes nothing.
    expect((await dana.post(`${path}/resume`)).body.data.records).toHaveLength(2);
    clock.advance(120_000);
    const stopped = await dana.post(`${path}/stop`);
    expect(stopped.body.data).toMatchObject({ status: 'complete', duration: 720 });
    expect(stopped.body.data.records.map((r: any) => r.quantity)).toEqual([600, 120]);
  });

  test('reported time can be edited after the fact; recorded time cannot', async () => {
    const { body } = await create({ description: 'Edited later', project_id: projects['Internal'] });
    const path = `/api/v2/activities/${body.data.id}`;
    clock.advance(60_000);
    const stopped = (await dana.post(`${path}/stop`)).body.data;
    const edited = await dana.put(path, { duration: 3600, date: '2026-11-18T10:00:00+01:00' });
    expect(edited.body.data).toMatchObject({ duration: 3600, date: '2026-11-18T10:00:00.000+01:00' });
    expect(edited.body.data.records).toEqual(stopped.records);
    expect((await dana.put(path, { records: [] })).body.error.field).toBe('records');
    expect((await dana.put(path, { duration: 3600 })).status).toBe(304);
  });
});

describe('project_name in place of project_id', () => {
  test('reuses the project of that name, ignoring case and accents', async () => {
    const answer = await create({ description: 'x', project_name: 'cafe delice menu boards', duration: 60 });
    expect(answer.status).toBe(201);
    expect(answer.body.data.project.id).toBe(projects['Café Délice Menu Boards']);
  });

  test('creates a project when nothing is close', async () => {
    const answer = await create({ description: 'x', project_name: 'Brand New Venture', duration: 60 });
    expect(answer.status).toBe(201);
    const created = await dana.get(`/api/v2/projects/${answer.body.data.project.id}`);
    expect(created.body.data.name).toBe('Brand New Venture');
  });

  test('both at once is refused', async () => {
    const answer = await create({ description: 'x', project_id: projects['Internal'], project_name: 'Internal', duration: 60 });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('project_name');
  });
});

describe('group and ungroup', () => {
  test('merges activities of one project and date, and ungroup restores each as it was', async () => {
    const project = projects['Smith & Sons Packaging'];
    const a = (await create({ description: 'Dieline', project_id: project, date: '2026-11-18T09:00:00-08:00', duration: 1800, tags: ['print'] })).body.data;
    const b = (await create({ description: 'Mockups', project_id: project, date: '2026-11-18T15:00:00-08:00', duration: 2700, tags: ['print', '3d'] })).body.data;
    const grouped = await dana.post('/api/v2/activities/group', { activity_ids: [a.id, b.id] });
    expect(grouped.status).toBe(200);
    expect(grouped.body.data).toMatchObject({ id: a.id, description: 'Dieline; Mockups', duration: 4500, tags: ['print', '3d'] });
    expect((await dana.get(`/api/v2/activities/${b.id}`)).status).toBe(410);
    const listed = (await dana.get(`/api/v2/activities?filter=project_id:${project}`)).body.data.map((x: any) => x.id);
    expect(listed).toEqual([a.id]);

    const ungrouped = await dana.post(`/api/v2/activities/${a.id}/ungroup`);
    expect(ungrouped.status).toBe(200);
    expect(ungrouped.body.data.map((x: any) => [x.id, x.description, x.duration])).toEqual([
      [a.id, 'Dieline', 1800],
      [b.id, 'Mockups', 2700],
    ]);
    expect((await dana.get(`/api/v2/activities/${b.id}`)).body.data.description).toBe('Mockups');
    expect((await dana.post(`/api/v2/activities/${a.id}/ungroup`)).body.error.code).toBe('invalid_state');
  });

  test('a description several members share is written once; the others follow in order', async () => {
    const project = projects['Smith & Sons Packaging'];
    const ids: string[] = [];
    for (const description of ['Dieline', 'Mockups', 'Dieline']) {
      ids.push((await create({ description, project_id: project, date: '2026-11-19T09:00:00-08:00', duration: 600 })).body.data.id);
    }
    const grouped = await dana.post('/api/v2/activities/group', { activity_ids: ids });
    expect(grouped.body.data).toMatchObject({ id: ids[0], description: 'Dieline; Mockups', duration: 1800 });
    // Ungroup still gives each its own words back.
    const ungrouped = await dana.post(`/api/v2/activities/${ids[0]}/ungroup`);
    expect(ungrouped.body.data.map((x: any) => x.description)).toEqual(['Dieline', 'Mockups', 'Dieline']);
  });

  test.each([
    ['different projects', { other: 'Internal', date: '2026-11-18T10:00:00-08:00' }, /one project/],
    ['different dates', { other: 'Smith & Sons Packaging', date: '2026-11-17T10:00:00-08:00' }, /one date/],
  ])('refuses %s', async (_label, { other, date }, message) => {
    const a = (await create({ description: 'a', project_id: projects['Smith & Sons Packaging'], date: '2026-11-18T09:00:00-08:00', duration: 60 })).body.data;
    const b = (await create({ description: 'b', project_id: projects[other], date, duration: 60 })).body.data;
    const answer = await dana.post('/api/v2/activities/group', { activity_ids: [a.id, b.id] });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(message);
    expect((await dana.get(`/api/v2/activities/${b.id}`)).status).toBe(200);
  });

  test('refuses one activity, a running timer, or an unknown id', async () => {
    const a = (await create({ description: 'a', project_id: projects['Internal'], duration: 60 })).body.data;
    const one = await dana.post('/api/v2/activities/group', { activity_ids: [a.id] });
    expect(one.body.error).toMatchObject({ field: 'activity_ids' });
    const running = (await create({ description: 'r', project_id: projects['Internal'] })).body.data;
    const withRunning = await dana.post('/api/v2/activities/group', { activity_ids: [a.id, running.id] });
    expect(withRunning.body.error).toMatchObject({ field: 'activity_ids[1]', code: 'invalid_state' });
    const unknown = await dana.post('/api/v2/activities/group', { activity_ids: [a.id, 'nope'] });
    expect(unknown.body.error).toMatchObject({ field: 'activity_ids[1]', code: 'invalid_reference' });
    await dana.post(`/api/v2/activities/${running.id}/stop`);
  });
});

describe('listing activities', () => {
  test('by status, source, tag, and reported local date', async () => {
    // 23:30 on the 19th in Seattle is already the 20th in UTC: the date range reads the local date.
    const late = (await create({ description: 'Late night', project_id: projects['Internal'], date: '2026-11-19T23:30:00-08:00', duration: 60, tags: ['late'], source: 'alexa' })).body.data;
    const on19 = await dana.get('/api/v2/activities?start_date=2026-11-19&end_date=2026-11-19&per_page=100');
    expect(on19.body.data.map((a: any) => a.id)).toContain(late.id);
    const on20 = await dana.get('/api/v2/activities?start_date=2026-11-20&end_date=2026-11-20&per_page=100');
    expect(on20.body.data.map((a: any) => a.id)).not.toContain(late.id);
    const tagged = await dana.get('/api/v2/activities?filter=tag:late');
    expect(tagged.body.data.map((a: any) => a.id)).toEqual([late.id]);
    const fromAlexa = await dana.get('/api/v2/activities?filter=source:alexa&per_page=100');
    expect(fromAlexa.body.data.every((a: any) => a.source === 'alexa')).toBe(true);
    expect(fromAlexa.body.data.length).toBeGreaterThan(1);
    const newestFirst = (await dana.get('/api/v2/activities?order_by=-date&per_page=100')).body.data.map((a: any) => Date.parse(a.date));
    expect(newestFirst).toEqual([...newestFirst].sort((x, y) => y - x));
  });

  test('delete hides an activity (410) until recover', async () => {
    const a = (await create({ description: 'Oops', project_id: projects['Internal'], duration: 60 })).body.data;
    expect((await dana.delete(`/api/v2/activities/${a.id}`)).status).toBe(204);
    expect((await dana.get(`/api/v2/activities/${a.id}`)).status).toBe(410);
    const recovered = await dana.post(`/api/v2/activities/${a.id}/recover`);
    expect(recovered.body.data).toMatchObject({ id: a.id, description: 'Oops', duration: 60 });
  });
});
