// A fuzz of the whole service: generated requests on every route (the API, the sign-in form and the token
// endpoint, and paths that do not exist), with every method, generated headers (credentials good, bad and
// odd, content types, Idempotency-Key, Origin, Sec-Fetch-Site) and bodies of every shape (JSON of any
// kind, forms, text, XML, deep nesting, XML-forbidden characters). Whatever comes, the service answers
// without an unhandled 500, and a request it refuses leaves everything it holds as it was. The counts are
// printed.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../service/db/database';
import { authorizeQuery, CLIENT_ID, CLIENT_SECRET } from '../support/oauth';
import { as, startTestService, type TestService } from '../support/service';

let svc: TestService;
let token: string;
const ids: string[] = [];

beforeAll(async () => {
  svc = await startTestService();
  token = await svc.tokenFor();
  const dana = as(svc.url, token);
  for (const collection of ['activities', 'projects', 'categories', 'clients']) {
    ids.push(...(await dana.get(`/api/v2/${collection}?per_page=3`)).body.data.map((row: { id: string }) => row.id));
  }
});
afterAll(() => svc.close());

/** A fingerprint of everything a request could change (the sign-in counts and tokens aside: refusals count and revoke by design). */
async function fingerprint(): Promise<string> {
  const tables = ['users', 'clients', 'categories', 'projects', 'activities', 'authorization_codes', 'idempotency_keys'];
  const parts = tables.map((table) => sql`(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM ${sql.identifier(table)} t)`);
  const [row] = await rowsOf<{ f: string }>(svc.service.database.db, sql`SELECT concat_ws('|', ${sql.join(parts, sql`, `)}) AS f`);
  return row.f;
}

/** A URL piece; an unpaired surrogate cannot be UTF-8, so it goes as the bytes a careless client would send. */
const inUrl = (t: string) => {
  try {
    return encodeURIComponent(t);
  } catch {
    return '%ED%A0%80';
  }
};

const COLLECTIONS = ['activities', 'projects', 'categories', 'clients'];
const odd = fc.constantFrom('\u0000', '\uFFFF', '\uD800', '__proto__', 'constructor', '../..', '%00', '<x/>', 'ü', '😀', ' ', '', 'null', '-1', '1e309');
const text = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 10 }), odd);
const id = fc.oneof({ arbitrary: fc.constant('REAL'), weight: 3 }, { arbitrary: text, weight: 1 });

const path = fc.oneof(
  { arbitrary: fc.tuple(fc.constantFrom(...COLLECTIONS), fc.constantFrom('', '/ID', '/ID/recover')).map(([c, rest]) => `/api/v2/${c}${rest}`), weight: 6 },
  { arbitrary: fc.constantFrom('/api/v2/activities/ID/stop', '/api/v2/activities/ID/resume', '/api/v2/activities/ID/ungroup', '/api/v2/activities/group', '/api/v2/users/me'), weight: 3 },
  { arbitrary: fc.constantFrom('/oauth/authorize', `/oauth/authorize?${authorizeQuery()}`, '/oauth/token'), weight: 3 },
  { arbitrary: text.map((t) => `/${inUrl(t)}`), weight: 1 },
);

const QUERY_KEYS = ['page', 'per_page', 'filter', 'order_by', 'search', 'list', 'start_date', 'end_date', '__proto__', 'constructor', 'response_type', 'client_id', 'redirect_uri', 'code_challenge'];
const query = fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.oneof(text, fc.constantFrom('__proto__:x', 'status:pending', 'name', '-date', 'true', '2026-11-20'))), { maxLength: 3 });

const FIELDS = ['name', 'description', 'project_id', 'project_name', 'category_id', 'duration', 'date', 'tags', 'source', 'activity_ids', 'status', 'bill_rate', 'grant_type', 'code', 'refresh_token', 'email', 'password', 'decision', '__proto__', 'constructor'];
const json = fc.jsonValue({ maxDepth: 3 });
const fieldsObject = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(json, text, fc.constant(['REAL']), fc.integer()), { maxKeys: 5 });
const DEEP = '['.repeat(50_000) + ']'.repeat(50_000);

type Body = { body?: string; type?: string };
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({}),
  fieldsObject.map((o) => ({ body: JSON.stringify(o), type: 'application/json' })),
  json.map((v) => ({ body: JSON.stringify(v), type: 'application/json' })),
  fieldsObject.map((o) => ({ body: new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(), type: 'application/x-www-form-urlencoded' })),
  text.map((t) => ({ body: t || 'x', type: 'text/plain' })),
  fc.constant({ body: '<?xml version="1.0"?><a>b</a>', type: 'application/xml' }),
  fc.constant({ body: DEEP, type: 'application/json' }),
  fc.tuple(text, fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'x/y', '')).map(([t, type]) => ({ body: t || '{', type })),
);

const basic = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;
const headers = fc.record(
  {
    authorization: fc.oneof({ arbitrary: fc.constant('TOKEN'), weight: 6 }, fc.constant('Bearer nonsense'), fc.constant(basic(`${CLIENT_ID}:${CLIENT_SECRET}`)), text.map(basic), text.map((t) => `Bearer ${t}`), fc.constantFrom('Basic', 'Basic !!!', 'Bearer')),
    'idempotency-key': fc.oneof(fc.constantFrom('k1', 'k2'), text),
    origin: fc.constantFrom('https://evil.example.com', 'null', 'not a url'),
    'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'none', 'x'),
    accept: fc.constantFrom('application/xml', '*/*', 'text/html'),
  },
  { requiredKeys: [] },
);

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

test('generated requests on every route: no unhandled 500, no change from a refused request', async () => {
  const statuses: Record<number, number> = {};
  const unhandled: string[] = [];
  const changed: string[] = [];
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), fc.constantFrom(...METHODS)),
      path,
      id,
      query,
      headers,
      body,
      async (method, route, pickedId, params, picked, { body: sent_body, type }) => {
        const realId = ids[sent % ids.length];
        let url = route.replace('ID', pickedId === 'REAL' ? realId : inUrl(pickedId));
        if (params.length) url += `${url.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
        const sentHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(picked)) {
          const v = value === 'TOKEN' ? `Bearer ${token}` : value;
          // A header value must be Latin-1 without line breaks; fetch refuses anything else before sending.
          if (v !== undefined && /^[\x20-\x7e\x80-\xff]*$/.test(v)) sentHeaders[name] = v;
        }
        if (type) sentHeaders['content-type'] = type;
        const withBody = method !== 'GET' && method !== 'HEAD' && sent_body !== undefined;
        const before = await fingerprint();
        sent++;
        const response = await fetch(svc.url + url, {
          method,
          headers: sentHeaders,
          body: withBody ? sent_body!.replace(/"REAL"/g, JSON.stringify(realId)) : undefined,
          redirect: 'manual',
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status >= 500) unhandled.push(`${method} ${url} -> ${response.status}`);
        if (response.status >= 400 && (await fingerprint()) !== before) changed.push(`${method} ${url} -> ${response.status}`);
      },
    ),
    { numRuns: Number(process.env.FUZZ_RUNS) || 800 },
  );
  console.log(`fuzz: ${sent} requests; answers by status ${JSON.stringify(statuses)}; unhandled 500s: ${unhandled.length}; changes from refused requests: ${changed.length}`);
  expect(unhandled).toEqual([]);
  expect(changed).toEqual([]);
}, 300_000);

test('what the fuzz found: a NUL in a path id is a 404, in a sign-in email a 400 form, not a database error', async () => {
  const api = as(svc.url, token);
  expect((await api.post('/api/v2/activities/%00/recover')).status).toBe(404);
  expect((await api.get('/api/v2/projects/a%00b')).status).toBe(404);
  const signIn = await fetch(`${svc.url}/oauth/authorize?${authorizeQuery()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'demo\u0000@example.com', password: 'demo', decision: 'accept' }).toString(),
  });
  expect(signIn.status).toBe(400);
  expect(await signIn.text()).toMatch(/not an email address/);
});
