// The skill's transport for axios against axios's own Node adapter: the same request reaches the server,
// the same answer and the same errors come back, for what the skill's calls use.
import axios, { type AxiosAdapter, type AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { getEventListeners } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { httpAdapter } from '../../lambda/api/http-adapter';
import { serializeQuery } from '../../lambda/api/time-tracking-client';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: http.Server;
let base: string;
let seen: Seen[] = [];
const stalled: ServerResponse[] = [];

// Answers by path: what the tests below ask for.
function answer(request: IncomingMessage, response: ServerResponse, body: string) {
  const path = new URL(request.url!, 'http://x').pathname.replace(/^\/api\/v2/, '');
  const json = JSON.stringify({ data: { method: request.method, body } });
  switch (path) {
    case '/gzip':
      return response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(zlib.gzipSync(json));
    case '/deflate':
      return response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'deflate' }).end(zlib.deflateSync(json));
    case '/deflate-raw':
      return response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'deflate' }).end(zlib.deflateRawSync(json));
    case '/br':
      return response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' }).end(zlib.brotliCompressSync(json));
    case '/bom':
      return response.writeHead(200, { 'content-type': 'application/json' }).end(`\uFEFF${json}`);
    case '/missing':
      return response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"not_found"}}');
    case '/broken':
      return response.writeHead(503).end('down');
    case '/empty':
      return response.writeHead(204).end();
    case '/stall':
      stalled.push(response);
      return undefined;
    case '/drop':
      response.writeHead(200, { 'content-length': '1000' });
      response.write('{"partial":');
      return setTimeout(() => response.socket?.destroy(), 20);
    default:
      return response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-answer': 'yes' }).end(json);
  }
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      answer(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of stalled) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

/** One call through the given adapter, configured as the skill's client configures axios. */
function call(adapter: AxiosAdapter | 'http', config: AxiosRequestConfig) {
  return axios.create({ baseURL: `${base}/api/v2`, paramsSerializer: { indexes: null }, maxRedirects: 0, proxy: false, adapter }).request(config);
}

/** A response as a caller reads it: status, data and the headers that do not vary by time. */
const reading = (response: AxiosResponse) => ({
  status: response.status,
  statusText: response.statusText,
  data: response.data,
  headers: { ...(response.headers as AxiosHeaders).toJSON(), date: undefined, connection: undefined, 'keep-alive': undefined },
});

/** The same call through axios's own adapter and through the skill's: what the server saw and what came back. */
async function both(config: AxiosRequestConfig) {
  const theirs = await call('http', config);
  const theirRequest = seen.pop()!;
  const ours = await call(httpAdapter, config);
  const ourRequest = seen.pop()!;
  const request = (s: Seen) => ({ ...s, headers: { ...s.headers, connection: undefined } });
  return { theirs: reading(theirs), ours: reading(ours), theirRequest: request(theirRequest), ourRequest: request(ourRequest) };
}

test('a GET with repeated and encoded parameters reaches the server as axios sends it, and comes back the same', async () => {
  const r = await both({ url: '/projects', params: { filter: ['status:active', 'client_id:a b/ü'], search: 'Bellevue & Co?', list: true, per_page: 10 }, headers: { Authorization: 'Bearer t', Accept: 'application/json' } });
  expect(r.ourRequest).toEqual(r.theirRequest);
  expect(r.ourRequest.url).toBe('/api/v2/projects?filter=status:active&filter=client_id:a+b%2F%C3%BC&search=Bellevue+%26+Co%3F&list=true&per_page=10');
  expect(r.ours).toEqual(r.theirs);
  expect(r.ours.data).toEqual({ data: { method: 'GET', body: '' } });
});

test('a JSON body is sent with its type and length, as axios sends it', async () => {
  const r = await both({ method: 'POST', url: '/activities', data: { project_id: 'p1', description: 'naïve café' }, headers: { 'Idempotency-Key': 'k#2' } });
  expect(r.ourRequest).toEqual(r.theirRequest);
  expect(r.ourRequest.headers['content-type']).toBe('application/json');
  expect(r.ours).toEqual(r.theirs);
  expect(JSON.parse(r.ours.data.data.body)).toEqual({ project_id: 'p1', description: 'naïve café' });
});

test('a text body as ask-sdk hands one over, and a PUT and a DELETE', async () => {
  for (const config of [
    { method: 'PUT', url: '/x', data: '{"a":1}', headers: { 'Content-Type': 'application/json' } },
    { method: 'DELETE', url: '/x/1' },
    { url: '/empty' },
  ] satisfies AxiosRequestConfig[]) {
    const r = await both(config);
    expect(r.ourRequest).toEqual(r.theirRequest);
    expect(r.ours).toEqual(r.theirs);
  }
});

test('a compressed answer (gzip, deflate with or without its header, brotli) and a byte-order mark arrive as plain text', async () => {
  for (const url of ['/gzip', '/deflate', '/deflate-raw', '/br', '/bom']) {
    const r = await both({ url, transformResponse: (text: string) => text });
    expect([url, r.ours]).toEqual([url, r.theirs]);
    expect(JSON.parse(r.ours.data)).toEqual({ data: { method: 'GET', body: '' } });
  }
});

test('a status outside validateStatus rejects with the response, as axios does; with validateStatus it resolves', async () => {
  for (const url of ['/missing', '/broken']) {
    const [theirs, ours] = await Promise.all([call('http', { url }).catch((e) => e), call(httpAdapter, { url }).catch((e) => e)]);
    expect(ours).toBeInstanceOf(axios.AxiosError);
    expect([ours.code, ours.message, ours.response.status, ours.response.data]).toEqual([theirs.code, theirs.message, theirs.response.status, theirs.response.data]);
  }
  expect((await call(httpAdapter, { url: '/missing', validateStatus: () => true })).data).toEqual({ error: { code: 'not_found' } });
});

test('an abort rejects with a CanceledError, before the call or during it, and leaves no listener behind', async () => {
  const early = new AbortController();
  early.abort();
  await expect(call(httpAdapter, { url: '/x', signal: early.signal })).rejects.toMatchObject({ name: 'CanceledError', code: 'ERR_CANCELED' });
  const late = new AbortController();
  const pending = call(httpAdapter, { url: '/stall', signal: late.signal });
  setTimeout(() => late.abort(), 50);
  await expect(pending).rejects.toMatchObject({ name: 'CanceledError', code: 'ERR_CANCELED' });
  expect(axios.isCancel(await call(httpAdapter, { url: '/stall', signal: AbortSignal.timeout(50) }).catch((e) => e))).toBe(true);

  const kept = new AbortController();
  await call(httpAdapter, { url: '/x', signal: kept.signal });
  await call(httpAdapter, { url: '/missing', signal: kept.signal }).catch(() => undefined);
  expect(getEventListeners(kept.signal, 'abort')).toHaveLength(0);
});

test('`timeout` ends a stalled call with ECONNABORTED and the message axios gives', async () => {
  const [theirs, ours] = await Promise.all([call('http', { url: '/stall', timeout: 80 }).catch((e) => e), call(httpAdapter, { url: '/stall', timeout: 80 }).catch((e) => e)]);
  expect([ours.code, ours.message]).toEqual([theirs.code, theirs.message]);
  expect(ours.code).toBe('ECONNABORTED');
});

test("a refused connection and a dropped one fail with Node's code, as with axios", async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const refused = (adapter: AxiosAdapter | 'http') => axios.request({ url: `http://127.0.0.1:${port}/`, adapter, proxy: false, maxRedirects: 0 }).catch((e) => e);
  const [theirs, ours] = await Promise.all([refused('http'), refused(httpAdapter)]);
  expect(ours).toBeInstanceOf(axios.AxiosError);
  expect(ours.code).toBe('ECONNREFUSED');
  expect(ours.code).toBe(theirs.code);

  const dropped = await call(httpAdapter, { url: '/drop' }).catch((e) => e);
  expect(dropped).toBeInstanceOf(axios.AxiosError);
  expect(dropped.response).toBeUndefined();
});

test('the agent given is the one used, so a warm container keeps its connection', async () => {
  const agent = new http.Agent({ keepAlive: true });
  try {
    await call(httpAdapter, { url: '/x', httpAgent: agent });
    await call(httpAdapter, { url: '/x', httpAgent: agent });
    expect(seen.map((s) => s.headers.connection)).toEqual(['keep-alive', 'keep-alive']);
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);
  } finally {
    agent.destroy();
  }
});

test('only http and https are spoken', async () => {
  await expect(axios.request({ url: 'ftp://127.0.0.1/x', adapter: httpAdapter })).rejects.toMatchObject({ code: 'ERR_BAD_REQUEST', message: 'Unsupported protocol ftp:' });
});

test("the client's query strings are axios's own (indexes: null), for any flat values", () => {
  const value = fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(undefined), fc.constant(null));
  // Names as the service's queries have them; values anything.
  const params = fc.dictionary(fc.stringMatching(/^[a-z][a-z_]{0,11}$/), fc.oneof(value, fc.array(value, { maxLength: 4 })));
  fc.assert(
    fc.property(params, (query) => {
      const theirs = axios.getUri({ url: '/projects', params: query, paramsSerializer: { indexes: null } });
      const ours = axios.getUri({ url: '/projects', params: query, paramsSerializer: serializeQuery });
      expect(ours).toBe(theirs);
    }),
    { numRuns: 500 },
  );
  expect(serializeQuery({ filter: ['status:active', 'client_id:x'], list: true, per_page: 100, order_by: '-date', search: undefined })).toBe(
    'filter=status:active&filter=client_id:x&list=true&per_page=100&order_by=-date',
  );
  expect(serializeQuery({ start_date: new Date('2026-11-20T00:00:00Z') })).toBe(axios.getUri({ params: { start_date: new Date('2026-11-20T00:00:00Z') }, paramsSerializer: { indexes: null } }).slice(1));
});
