import { demoPeople, type SignedIn, startTestService, type TestService } from '../support/service';

let svc: TestService;
let dana: SignedIn;
let sam: SignedIn;

beforeAll(async () => {
  svc = await startTestService();
  ({ dana, sam } = await demoPeople(svc));
});
afterAll(() => svc.close());

describe('categories', () => {
  test('create, update, no-op, delete, recover', async () => {
    const created = await dana.post('/api/v2/categories', { name: 'Copywriting', description: 'Words', color_hex: '#AA00ff', is_billable: true, bill_rate: 7000, bill_unit: 'hourly' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Copywriting', color_hex: '#AA00ff', is_billable: true, bill_rate: 7000, bill_unit: 'hourly' });
    const path = `/api/v2/categories/${created.body.data.id}`;
    expect((await dana.put(path, { bill_unit: 'fixed', bill_rate: 50000 })).body.data).toMatchObject({ bill_unit: 'fixed', bill_rate: 50000 });
    expect((await dana.put(path, { bill_unit: 'fixed' })).status).toBe(304);
    expect((await dana.delete(path)).status).toBe(204);
    expect((await dana.get(path)).status).toBe(410);
    expect((await dana.post(`${path}/recover`)).status).toBe(200);
    expect((await sam.get(path)).status).toBe(403);
  });

  test.each([
    [{ color_hex: '#12345' }, 'name', /required/],
    [{ name: 'X', color_hex: '#12345' }, 'color_hex', /#RRGGBB/],
    [{ name: 'X', color_hex: 'red' }, 'color_hex', /#RRGGBB/],
    [{ name: 'X', bill_unit: 'daily' }, 'bill_unit', /hourly, fixed/],
    [{ name: 'X', is_billable: 'yes' }, 'is_billable', /boolean/],
  ])('refuses %j with a 400 naming %s', async (body, field, message) => {
    const answer = await dana.post('/api/v2/categories', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe(field);
    expect(answer.body.error.message).toMatch(message);
  });

  test('list filters by billability and orders by rate', async () => {
    const billable = await dana.get('/api/v2/categories?filter=is_billable:true&order_by=-bill_rate');
    const rates = billable.body.data.map((c: any) => c.bill_rate);
    expect(rates.length).toBeGreaterThan(1);
    expect(rates).toEqual([...rates].sort((a: number, b: number) => b - a));
    expect(billable.body.data.every((c: any) => c.is_billable === true)).toBe(true);
  });
});

describe('clients', () => {
  test('create, update, delete and recover; projects keep showing their client', async () => {
    const created = await dana.post('/api/v2/clients', { name: 'Orchard & Vine', address: '1 Main St', phone: '+1 (206) 555-0100', note: 'Net 30', avatar_url: 'https://example.com/a.png' });
    expect(created.status).toBe(201);
    const client = created.body.data;
    expect(client).toMatchObject({ name: 'Orchard & Vine', phone: '+1 (206) 555-0100', avatar_url: 'https://example.com/a.png' });
    const project = (await dana.post('/api/v2/projects', { name: 'Vine Labels', client_id: client.id })).body.data;
    const path = `/api/v2/clients/${client.id}`;
    expect((await dana.put(path, { note: null })).body.data.note).toBeNull();
    expect((await dana.delete(path)).status).toBe(204);
    expect((await dana.get(`/api/v2/projects/${project.id}`)).body.data.client).toEqual({ id: client.id, name: 'Orchard & Vine' });
    // A deleted client cannot be given to a project until it is recovered.
    const refused = await dana.post('/api/v2/projects', { name: 'Vine Boxes', client_id: client.id });
    expect(refused.body.error).toMatchObject({ code: 'reference_deleted', field: 'client_id' });
    expect((await dana.post(`${path}/recover`)).body.data.id).toBe(client.id);
  });

  test.each([
    [{ name: 'X', avatar_url: 'not a url' }, 'avatar_url'],
    [{ name: 'X', avatar_url: 'javascript:alert(1)' }, 'avatar_url'],
    [{ name: 'X', phone: 'call me' }, 'phone'],
    [{ name: 'X', note: 'n'.repeat(5001) }, 'note'],
    [{ name: 'n'.repeat(201) }, 'name'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const answer = await dana.post('/api/v2/clients', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe(field);
  });

  test('the client list pages and orders, and takes no filter', async () => {
    const ordered = await dana.get('/api/v2/clients?order_by=name&per_page=3');
    expect(ordered.body.meta).toMatchObject({ count: 3, page: 1 });
    expect(ordered.body.data[0].name).toBe('ACME Payments');
    expect((await dana.get('/api/v2/clients?filter=name:x')).body.error.field).toBe('filter');
  });
});
