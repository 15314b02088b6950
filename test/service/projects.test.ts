import { demoPeople, type SignedIn, startTestService, type TestService } from '../support/service';

const ISO_UTC_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let svc: TestService;
let dana: SignedIn;
let sam: SignedIn;

beforeAll(async () => {
  svc = await startTestService();
  ({ dana, sam } = await demoPeople(svc));
});
afterAll(() => svc.close());

async function clientId(name: string) {
  const clients = await dana.get('/api/v2/clients?per_page=100');
  return clients.body.data.find((c: any) => c.name === name).id as string;
}

describe('creating a project', () => {
  test('answers 201 with the project, its path in meta.self and Location', async () => {
    const apollo = await clientId('Apollo Insurance');
    const created = await dana.post('/api/v2/projects', {
      name: '  Helios Rebrand ',
      description: 'New identity for Helios',
      client_id: apollo,
      code: 'HEL-1',
      is_billable: true,
      bill_rate: 9000,
      bill_unit: 'hourly',
    });
    expect(created.status).toBe(201);
    const project = created.body.data;
    expect(project).toMatchObject({
      name: 'Helios Rebrand',
      description: 'New identity for Helios',
      client: { id: apollo, name: 'Apollo Insurance' },
      code: 'HEL-1',
      location: null,
      status: 'active',
      is_billable: true,
      bill_rate: 9000,
      bill_unit: 'hourly',
    });
    expect(typeof project.id).toBe('string');
    expect(project.created_at).toMatch(ISO_UTC_MS);
    expect(created.body.meta.self).toBe(`/api/v2/projects/${project.id}`);
    expect(created.headers.get('location')).toBe(`/api/v2/projects/${project.id}`);
    const fetched = await dana.get(`/api/v2/projects/${project.id}`);
    expect(fetched.body).toEqual({ meta: { self: `/api/v2/projects/${project.id}` }, data: project });
  });

  test.each([
    [{}, 'name', /name is required/],
    [{ name: '   ' }, 'name', /name must not be blank/],
    [{ name: 'X', colour: 'red' }, 'colour', /colour is not a known field/],
    [{ name: 'X', bill_rate: '90' }, 'bill_rate', /bill_rate must be an integer/],
    [{ name: 'X', bill_rate: -1 }, 'bill_rate', /at least 0/],
    [{ name: 'X', bill_unit: 'monthly' }, 'bill_unit', /one of: hourly, fixed/],
    [{ name: 'X', status: 'archived' }, 'status', /one of: active, inactive/],
    [{ name: 'X', client_id: 'nope' }, 'client_id', /there is no client nope/],
  ])('refuses %j with a 400 naming %s', async (body, field, message) => {
    const before = (await dana.get('/api/v2/projects?list=true')).body.data.length;
    const answer = await dana.post('/api/v2/projects', body);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeNull();
    expect(answer.body.error.field).toBe(field);
    expect(answer.body.error.message).toMatch(message);
    expect((await dana.get('/api/v2/projects?list=true')).body.data.length).toBe(before);
  });

  test('a number too large for JSON to hold (1e309, read as Infinity) is refused with a 400 naming the field', async () => {
    const before = (await dana.get('/api/v2/projects?list=true')).body.data.length;
    const answer = await dana.post('/api/v2/projects', undefined, { headers: { 'content-type': 'application/json' }, body: '{"name":"Huge","bill_rate":1e309}' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ field: 'bill_rate', message: expect.stringMatching(/bill_rate must be an integer/) });
    expect((await dana.get('/api/v2/projects?list=true')).body.data.length).toBe(before);
  });

  test("refuses another person's client with 403", async () => {
    const samClient = await sam.post('/api/v2/clients', { name: 'Sam Co' });
    const answer = await dana.post('/api/v2/projects', { name: 'Borrowed', client_id: samClient.body.data.id });
    expect(answer.status).toBe(403);
    expect(answer.body.error.field).toBe('client_id');
  });
});

describe('a project through its life', () => {
  test('update, no-op update, delete, gone, recover', async () => {
    const { body } = await dana.post('/api/v2/projects', { name: 'Lifecycle', description: 'first' });
    const id = body.data.id;
    const path = `/api/v2/projects/${id}`;

    const updated = await dana.put(path, { description: 'second', status: 'inactive' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Lifecycle', description: 'second', status: 'inactive' });

    const same = await dana.put(path, { description: 'second' });
    expect(same.status).toBe(304);
    expect(await dana.put(path, {})).toMatchObject({ status: 304 });

    const cleared = await dana.put(path, { description: null });
    expect(cleared.body.data.description).toBeNull();

    expect((await dana.delete(path)).status).toBe(204);
    const gone = await dana.get(path);
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe('gone');
    expect((await dana.put(path, { name: 'Zombie' })).status).toBe(410);
    expect((await dana.delete(path)).status).toBe(410);
    const listed = await dana.get('/api/v2/projects?list=true');
    expect(listed.body.data.map((p: any) => p.id)).not.toContain(id);

    const recovered = await dana.post(`${path}/recover`);
    expect(recovered.status).toBe(200);
    expect(recovered.body.data).toMatchObject({ id, name: 'Lifecycle', description: null });
    expect((await dana.get(path)).status).toBe(200);
    expect((await dana.get('/api/v2/projects?list=true')).body.data.map((p: any) => p.id)).toContain(id);
  });

  test("another person's project is 403 on every endpoint, and an unknown id 404", async () => {
    const { body } = await sam.post('/api/v2/projects', { name: 'Private to Sam' });
    const path = `/api/v2/projects/${body.data.id}`;
    expect((await dana.get(path)).status).toBe(403);
    expect((await dana.put(path, { name: 'Mine now' })).status).toBe(403);
    expect((await dana.delete(path)).status).toBe(403);
    expect((await dana.post(`${path}/recover`)).status).toBe(403);
    expect((await sam.get(path)).body.data.name).toBe('Private to Sam');
    const unknown = await dana.get('/api/v2/projects/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });
});

describe('listing projects', () => {
  test('pages carry count, total, pages, page and links that keep the query', async () => {
    const all = (await dana.get('/api/v2/projects?list=true')).body.data.length;
    const page2 = await dana.get('/api/v2/projects?per_page=5&page=2&order_by=name');
    expect(page2.status).toBe(200);
    expect(page2.body.meta).toMatchObject({ count: 5, total: all, pages: Math.ceil(all / 5), page: 2 });
    expect(page2.body.meta.self).toContain('page=2');
    expect(page2.body.meta.next).toContain('page=3');
    expect(page2.body.meta.next).toContain('order_by=name');
    expect(page2.body.meta.prev).toContain('page=1');
    const page3 = await dana.get(page2.body.meta.next);
    expect(page3.body.data[0].name.localeCompare(page2.body.data[4].name)).toBeGreaterThanOrEqual(0);
    const last = await dana.get(`/api/v2/projects?per_page=5&page=${Math.ceil(all / 5)}`);
    expect(last.body.meta.next).toBeNull();
    const first = await dana.get('/api/v2/projects?per_page=5');
    expect(first.body.meta.prev).toBeNull();
    expect(first.body.meta.page).toBe(1);
  });

  test.each([
    ['page=999', 'page', /past the last page/],
    ['page=0', 'page', /at least 1/],
    ['per_page=0', 'per_page', /at least 1/],
    ['per_page=101', 'per_page', /at most 100/],
    ['per_page=ten', 'per_page', /must be an integer/],
    // Too large for a number: Infinity, which Ajv took for an integer within bounds (it was a 500).
    ['per_page=1e309', 'per_page', /must be an integer/],
    ['page=-1e309', 'page', /must be an integer/],
    ['filter=colour:red', 'filter', /cannot use colour/],
    ['filter=nonsense', 'filter', /field:value/],
    ['order_by=colour', 'order_by', /cannot use colour/],
    ['start_date=2026-13-01', 'start_date', /YYYY-MM-DD/],
    ['start_date=2026-11-20&end_date=2026-11-01', 'end_date', /not be before/],
    ['list=maybe', 'list', /boolean/],
    ['sort=name', 'sort', /not a known query parameter/],
    ['search=apollo&list=true', 'list', /cannot be combined/],
  ])('refuses ?%s with a 400 naming %s', async (query, field, message) => {
    const answer = await dana.get(`/api/v2/projects?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe(field);
    expect(answer.body.error.message).toMatch(message);
  });

  test('filter, order_by and the date range narrow and sort the list', async () => {
    const inactive = await dana.get('/api/v2/projects?filter=status:inactive&per_page=100');
    expect(inactive.body.data.map((p: any) => p.name)).toContain('Q3 Launch – Fernwood Coffee');
    expect(inactive.body.data.every((p: any) => p.status === 'inactive')).toBe(true);

    const apollo = await clientId('Apollo Insurance');
    const both = await dana.get(`/api/v2/projects?filter=client_id:${apollo}&filter=bill_unit:fixed`);
    expect(both.body.data.map((p: any) => p.name)).toEqual(['Apollo Brand Guidelines']);

    const descending = await dana.get('/api/v2/projects?order_by=-name&per_page=100');
    const names = descending.body.data.map((p: any) => p.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })));

    const today = new Date().toISOString().slice(0, 10);
    await dana.post('/api/v2/projects', { name: 'Made today' });
    const recent = await dana.get(`/api/v2/projects?start_date=${today}&per_page=100`);
    expect(recent.body.data.map((p: any) => p.name)).toContain('Made today');
    expect(recent.body.data.map((p: any) => p.name)).not.toContain('Apollo Mobile App');
    const old = await dana.get(`/api/v2/projects?end_date=${new Date(Date.now() - 86400_000).toISOString().slice(0, 10)}&per_page=100`);
    expect(old.body.data.map((p: any) => p.name)).toContain('Apollo Mobile App');
    expect(old.body.data.map((p: any) => p.name)).not.toContain('Made today');
  });

  test('list=true gives id and name of every project, unpaginated, by name', async () => {
    const many = await dana.get('/api/v2/projects?per_page=100');
    const listed = await dana.get('/api/v2/projects?list=true');
    expect(listed.status).toBe(200);
    expect(listed.body.data.length).toBe(many.body.meta.total);
    expect(listed.body.data.length).toBeGreaterThan(20);
    for (const item of listed.body.data) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
    const names = listed.body.data.map((p: any) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(listed.body.meta).toMatchObject({ count: names.length, total: names.length, pages: 1, page: 1, next: null, prev: null });
  });

  test("one person never sees another's projects", async () => {
    const samNames = (await sam.get('/api/v2/projects?list=true')).body.data.map((p: any) => p.name);
    expect(samNames).toContain('Harbor Audit');
    expect(samNames).not.toContain('Apollo Mobile App');
    const search = await sam.get('/api/v2/projects?search=apollo');
    expect(search.body.data.map((p: any) => p.name)).toEqual(['Apollo Website Redesign']);
  });
});

describe('searching projects', () => {
  test('results hold id, name, description and confidence above 0.3, best first', async () => {
    const answer = await dana.get('/api/v2/projects?search=apolo mobile');
    expect(answer.status).toBe(200);
    const results = answer.body.data;
    expect(results[0].name).toBe('Apollo Mobile App');
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(['confidence', 'description', 'id', 'name']);
      expect(result.confidence).toBeGreaterThan(0.3);
      expect(result.confidence).toBeLessThanOrEqual(1);
    }
    const confidences = results.map((r: any) => r.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
  });

  test('matches descriptions too, but weighs the name more', async () => {
    await dana.post('/api/v2/projects', { name: 'Orion Portal', description: 'Customer portal' });
    await dana.post('/api/v2/projects', { name: 'Misc Support', description: 'Bug fixes for the orion portal' });
    const results = (await dana.get('/api/v2/projects?search=orion portal')).body.data;
    expect(results.map((r: any) => r.name).slice(0, 2)).toEqual(['Orion Portal', 'Misc Support']);
    const byDescription = (await dana.get('/api/v2/projects?search=kubecon')).body.data;
    expect(byDescription[0].name).toBe('Stackwise Kubernetes Booth');
  });

  test('nothing above 30 % confidence gives an empty list, not a guess', async () => {
    const answer = await dana.get('/api/v2/projects?search=xqzvwpt');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
    expect(answer.body.meta.total).toBe(0);
  });

  test('a change to the projects shows in the next search', async () => {
    expect((await dana.get('/api/v2/projects?search=zephyrine')).body.data).toEqual([]);
    const { body } = await dana.post('/api/v2/projects', { name: 'Zephyrine Launch' });
    expect((await dana.get('/api/v2/projects?search=zephyrine')).body.data[0].id).toBe(body.data.id);
    await dana.delete(`/api/v2/projects/${body.data.id}`);
    expect((await dana.get('/api/v2/projects?search=zephyrine')).body.data).toEqual([]);
  });
});
