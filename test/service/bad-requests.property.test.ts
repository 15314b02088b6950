// Thousands of generated bad requests: every one is a 4xx that names what was wrong, and none changes
// what the service holds. Each request is built from a valid one by mutations that each make it
// invalid on their own (a wrong type, a value out of range, an unknown field, a missing required field,
// a broken body), so whatever the combination, the right answer is a refusal.
import fc from 'fast-check';
import { MAX_DURATION_SECONDS } from '../../models';
import { asc } from 'drizzle-orm';
import { BODY_LIMIT_BYTES } from '../../service/app';
import { activities, categories, clients, projects, users } from '../../service/db/schema';
import { as, request, startTestService, type TestService } from '../support/service';

let svc: TestService;
let token: string;
const ids: Record<'activity' | 'project' | 'category' | 'client', string> = { activity: '', project: '', category: '', client: '' };

beforeAll(async () => {
  svc = await startTestService();
  token = await svc.tokenFor();
  const dana = as(svc.url, token);
  for (const [kind, path] of [['activity', 'activities'], ['project', 'projects'], ['category', 'categories'], ['client', 'clients']] as const) {
    ids[kind] = (await dana.get(`/api/v2/${path}?per_page=1`)).body.data[0].id;
  }
});
afterAll(() => svc.close());

// Thousands of requests, each checked against the database's tokens: on a busy machine, more than Jest's default.
const PROPERTY_TIMEOUT_MS = 120_000;

/** Everything the service holds that an API request could change. */
async function snapshot(): Promise<string> {
  const { db } = svc.service.database;
  const tables = [users, clients, categories, projects, activities] as (typeof projects)[];
  return JSON.stringify(await Promise.all(tables.map((table) => db.select().from(table).orderBy(asc(table.id)))));
}

// Values of the wrong JSON type for a field of the given type. (Infinity and NaN are left out: JSON
// sends them as null, which some fields accept.)
const double = fc.double({ noDefaultInfinity: true, noNaN: true });
const notA = {
  string: fc.oneof(fc.integer(), double, fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 })),
  number: fc.oneof(fc.string(), fc.boolean(), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 })),
  boolean: fc.oneof(fc.string(), fc.integer(), fc.array(fc.boolean(), { maxLength: 2 })),
};
const long = (max: number) => fc.integer({ min: max + 1, max: max + 5000 }).map((n) => 'x'.repeat(n));
const text = (max: number) => fc.oneof(notA.string, long(max));
const requiredText = (max: number) => fc.oneof(text(max), fc.constant(null), fc.constant(''), fc.constantFrom(' ', '\t', '   '));
const name = fc.oneof(requiredText(200), fc.constantFrom('line one\nline two', 'a\rb'));
const id = fc.oneof(notA.string, fc.constantFrom('', 'has space', '../etc/passwd', 'x'.repeat(65), 'ünïcode', 'id;drop'));
const unknownId = fc.stringMatching(/^zz[A-Za-z0-9_-]{6,20}$/); // well formed, but no such thing exists
const pennies = fc.oneof(notA.number, fc.integer({ max: -1 }), fc.double({ min: 0.01, max: 1e6, noInteger: true, noNaN: true }), fc.constant(1e12));
const enumOf = (valid: readonly string[]) => fc.oneof(notA.string, fc.string().filter((s) => !valid.includes(s)));
const billing = { is_billable: notA.boolean, bill_rate: pennies, bill_unit: enumOf(['hourly', 'fixed']) };
const date = fc.oneof(
  notA.string,
  fc.constantFrom('2026-02-30T10:00:00+01:00', '2026-11-20T10:00:00+25:00', '2026-11-20T25:00:00Z', '2026-11-20 10:00', '2026-11-20T10:00:00', 'yesterday', '', 'x'.repeat(50)),
  fc.string({ maxLength: 30 }).filter((s) => Number.isNaN(Date.parse(s))),
);
const duration = fc.oneof(
  notA.number,
  fc.constant(null),
  fc.integer({ max: -1 }),
  fc.double({ min: 0.1, max: 1e5, noInteger: true, noNaN: true }),
  fc.integer({ min: MAX_DURATION_SECONDS + 1 }),
  fc.constant(1e20),
);
const TEN_THOUSAND_TAGS = Array.from({ length: 10_000 }, (_, i) => `tag${i}`);
const tags = fc.oneof(
  notA.string.filter((v) => !Array.isArray(v)),
  fc.constant(TEN_THOUSAND_TAGS),
  fc.constant(['same', 'same']),
  fc.array(fc.oneof(fc.integer(), fc.constant(''), long(50)), { minLength: 1, maxLength: 3 }),
);

interface Endpoint {
  method: 'POST' | 'PUT';
  path: () => string;
  valid: () => Record<string, unknown>;
  /** Each field, with values that are wrong for it whatever else the body holds. */
  wrong: Record<string, fc.Arbitrary<unknown>>;
  required: string[];
}

const activityFields = { description: requiredText(5000), category_id: id, tags, date, duration };
const projectFields = { name, description: text(5000), client_id: id, code: text(50), location: text(200), status: enumOf(['active', 'inactive', 'archived']), ...billing };
const categoryFields = { name, description: text(5000), color_hex: fc.oneof(notA.string, fc.string().filter((s) => !/^#[0-9A-Fa-f]{6}$/.test(s))), ...billing };
const clientFields = {
  name,
  address: text(500),
  phone: fc.oneof(notA.string, fc.constantFrom('call me', 'x'.repeat(41), '555<script>')),
  note: text(5000),
  avatar_url: fc.oneof(notA.string, fc.constantFrom('not a url', 'ftp://example.com/a.png', 'javascript:alert(1)')),
};

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: () => '/api/v2/activities', valid: () => ({ project_id: ids.project, description: 'x', duration: 60 }), wrong: { ...activityFields, project_id: fc.oneof(id, unknownId), source: text(50) }, required: ['description'] },
  { method: 'PUT', path: () => `/api/v2/activities/${ids.activity}`, valid: () => ({ description: 'y' }), wrong: { ...activityFields, project_id: fc.oneof(id, unknownId) }, required: [] },
  { method: 'POST', path: () => '/api/v2/projects', valid: () => ({ name: 'Generated' }), wrong: { ...projectFields, client_id: fc.oneof(id, unknownId) }, required: ['name'] },
  { method: 'PUT', path: () => `/api/v2/projects/${ids.project}`, valid: () => ({ name: 'Renamed' }), wrong: projectFields, required: [] },
  { method: 'POST', path: () => '/api/v2/categories', valid: () => ({ name: 'Generated' }), wrong: categoryFields, required: ['name'] },
  { method: 'PUT', path: () => `/api/v2/categories/${ids.category}`, valid: () => ({ name: 'Renamed' }), wrong: categoryFields, required: [] },
  { method: 'POST', path: () => '/api/v2/clients', valid: () => ({ name: 'Generated' }), wrong: clientFields, required: ['name'] },
  { method: 'PUT', path: () => `/api/v2/clients/${ids.client}`, valid: () => ({ name: 'Renamed' }), wrong: clientFields, required: [] },
];

type Mutation = { kind: 'wrong'; field: string; value: unknown } | { kind: 'unknown'; field: string; value: unknown } | { kind: 'missing'; field: string };

const mutation = (endpoint: Endpoint): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.constantFrom(...Object.keys(endpoint.wrong)).chain((field) => endpoint.wrong[field].map((value) => ({ kind: 'wrong' as const, field, value }))),
    fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.jsonValue({ maxDepth: 2 })).map(([field, value]) => ({ kind: 'unknown' as const, field: `x_${field}`, value })),
    ...(endpoint.required.length ? [fc.constantFrom(...endpoint.required).map((field) => ({ kind: 'missing' as const, field }))] : []),
  );

const badBody = fc.oneof(
  ...ENDPOINTS.map((endpoint, index) => fc.record({ index: fc.constant(index), mutations: fc.array(mutation(endpoint), { minLength: 1, maxLength: 3 }) })),
);

function apply(body: Record<string, unknown>, mutations: Mutation[]) {
  for (const m of mutations) {
    if (m.kind === 'missing') delete body[m.field];
    else body[m.field] = m.value;
  }
  return body;
}

const RUNS = Number(process.env.PROPERTY_RUNS) || 1000;
// Each run is a real HTTP round trip: the time allowed grows with the runs asked for.
const MS_PER_RUN = 10;
/** Prints how many generated requests a property sent, all refused, and that nothing changed. */
const report = (what: string, count: number) => console.log(`property: ${count} ${what}; unhandled 500s: 0; changes from refused requests: 0`);

test('bad bodies for every write: 400 naming a field, nothing changed', async () => {
  const before = await snapshot();
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(badBody, async ({ index, mutations }) => {
      const endpoint = ENDPOINTS[index];
      sent++;
      const answer = await request(svc.url, endpoint.path(), { method: endpoint.method, token, json: apply(endpoint.valid(), mutations) });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toMatch(/^invalid_/);
      expect(typeof answer.body.error.field).toBe('string');
    }),
    { numRuns: RUNS },
  );
  expect(await snapshot()).toBe(before);
  report('bad bodies for every write, each a 400 naming a field', sent);
}, Math.max(PROPERTY_TIMEOUT_MS, RUNS * MS_PER_RUN));

test('broken bodies (not JSON, cut short, wrong type, too large): 400, nothing changed', async () => {
  const before = await snapshot();
  let sent = 0;
  const broken = fc.oneof(
    { arbitrary: fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !isJson(s)).map((body) => ({ body, type: 'application/json' })), weight: 20 },
    { arbitrary: fc.constantFrom('{"name": "a"', '{name: "a"}', "{'name': 'a'}", '{"name": "a",}', '[', 'null,').map((body) => ({ body, type: 'application/json' })), weight: 10 },
    { arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml').map((type) => ({ body: 'name=a', type })), weight: 10 },
    { arbitrary: fc.constant({ body: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }), type: 'application/json' }), weight: 1 },
  );
  await fc.assert(
    fc.asyncProperty(broken, fc.constantFrom(...ENDPOINTS), async ({ body, type }, endpoint) => {
      sent++;
      const answer = await request(svc.url, endpoint.path(), { method: endpoint.method, token, body, headers: { 'content-type': type } });
      expect(answer.status).toBe(400);
      expect(answer.body.error.field).toBe('body');
    }),
    { numRuns: 500 },
  );
  expect(await snapshot()).toBe(before);
  report('broken bodies, each a 400', sent);
}, PROPERTY_TIMEOUT_MS);

test('bad list queries: 400 naming the parameter', async () => {
  const badQuery = fc.oneof(
    fc.constantFrom('0', '-1', '1.5', 'abc', '101', '1e9', '').map((v) => ['per_page', v] as const),
    fc.constantFrom('0', '-3', 'x', '2.5', '99999999', '500').map((v) => ['page', v] as const),
    fc.constantFrom('nonsense', '-', 'name;drop', 'password').map((v) => ['order_by', v] as const),
    fc.constantFrom('nocolon', 'unknown_field:1', ':x', 'password_hash:x').map((v) => ['filter', v] as const),
    fc.constantFrom('2026-13-01', 'yesterday', '2026-11-31', '20261101').map((v) => ['start_date', v] as const),
  );
  await fc.assert(
    fc.asyncProperty(badQuery, fc.constantFrom('activities', 'projects', 'categories', 'clients'), async ([param, value], collection) => {
      const answer = await request(svc.url, `/api/v2/${collection}?${param}=${encodeURIComponent(value)}`, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.error.field).toBe(param);
    }),
    { numRuns: 500 },
  );
}, PROPERTY_TIMEOUT_MS);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
