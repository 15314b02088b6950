// The skill as a web service: only requests that Alexa signed, sent just now, for this skill, are
// answered; everything else is refused with 400 before the skill or the service sees it.
import { SkillRequestSignatureVerifier } from 'ask-sdk-express-adapter';
import { generateKeyPairSync, sign } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { skillConfig } from '../../lambda/config';
import { silentLogger } from '../../lambda/log';
import { buildSkill } from '../../lambda/skill';
import { createWebEndpoint } from '../../lambda/web-endpoint';
import { type Device, intentRequest, launchRequest, newSession } from '../../local/envelopes';
import { SKILL_ID } from '../support/conversation';
import { startTestService, type TestService } from '../support/service';

// Alexa signs with the key of a certificate it publishes under this address; the verifier fetches it
// once and caches it. Here the cache holds our own key's public half, so no network is needed and a
// request signed with our private key stands for one Alexa signed.
const CERT_URL = 'https://s3.amazonaws.com/echo.api/echo-api-cert-test.pem';
const alexaKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 });

let svc: TestService;
let server: Server;
let url: string;
let device: Device;

beforeAll(async () => {
  svc = await startTestService();
  const verifier = new SkillRequestSignatureVerifier();
  (verifier as unknown as { certCache: Map<string, string> }).certCache.set(CERT_URL, alexaKey.publicKey.export({ type: 'spki', format: 'pem' }) as string);
  const skill = buildSkill(skillConfig({ apiBaseUrl: svc.url, skillId: SKILL_ID, log: silentLogger }));
  server = createWebEndpoint(skill, { verifyRequests: true, skillId: SKILL_ID, signatureVerifier: verifier }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  device = { skillId: SKILL_ID, userId: 'amzn1.ask.account.WEB', deviceId: 'amzn1.ask.device.WEB', locale: 'en-US', accessToken: await svc.tokenFor(), apiEndpoint: 'http://127.0.0.1:9', apiAccessToken: 'x' };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await svc.close();
});

const signed = (body: string, key = alexaKey.privateKey) => sign('RSA-SHA256', Buffer.from(body), key).toString('base64');

async function post(body: string, headers: Record<string, string> = { signaturecertchainurl: CERT_URL, 'signature-256': signed(body) }) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: response.status, text: await response.text() };
}

const launch = (overrides: { now?: number; skillId?: string } = {}) =>
  JSON.stringify(launchRequest({ ...device, skillId: overrides.skillId ?? SKILL_ID }, newSession(), overrides.now ?? Date.now()));

test('a request Alexa signed just now, for this skill, is answered', async () => {
  const answer = await post(launch());
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text).response.outputSpeech.ssml).toMatch(/Welcome/);
});

test('an unsigned request is refused', async () => {
  expect((await post(launch(), {})).status).toBe(400);
  expect((await post(launch(), { signaturecertchainurl: CERT_URL })).status).toBe(400);
});

test('a request changed after it was signed is refused, and does nothing', async () => {
  const before = (await fetch(`${svc.url}/api/v2/activities?per_page=1`, { headers: { authorization: `Bearer ${device.accessToken}` } }).then((r) => r.json() as Promise<any>)).meta.total;
  const genuine = JSON.stringify(intentRequest(device, newSession(), { name: 'AMAZON.HelpIntent', confirmationStatus: 'NONE', slots: {} }));
  const forged = JSON.stringify(
    intentRequest(device, newSession(), {
      name: 'LogTime',
      confirmationStatus: 'NONE',
      slots: { duration: { name: 'duration', value: 'PT8H', confirmationStatus: 'NONE' }, project: { name: 'project', value: 'internal', confirmationStatus: 'NONE' } },
    }),
  );
  const answer = await post(forged, { signaturecertchainurl: CERT_URL, 'signature-256': signed(genuine) });
  expect(answer.status).toBe(400);
  expect(answer.text).not.toMatch(/ at .*\.(js|ts):\d+/); // no stack trace
  const after = (await fetch(`${svc.url}/api/v2/activities?per_page=1`, { headers: { authorization: `Bearer ${device.accessToken}` } }).then((r) => r.json() as Promise<any>)).meta.total;
  expect(after).toBe(before);
});

test('a request signed with a key that is not Alexa’s is refused', async () => {
  const body = launch();
  expect((await post(body, { signaturecertchainurl: CERT_URL, 'signature-256': signed(body, otherKey.privateKey) })).status).toBe(400);
});

test('a certificate from anywhere but Alexa’s address is refused', async () => {
  const body = launch();
  for (const certUrl of ['https://evil.example/echo.api/cert.pem', 'http://s3.amazonaws.com/echo.api/cert.pem', 'https://s3.amazonaws.com/other/cert.pem']) {
    expect((await post(body, { signaturecertchainurl: certUrl, 'signature-256': signed(body) })).status).toBe(400);
  }
});

test('a stale request, or one dated in the future, is refused even when signed', async () => {
  expect((await post(launch({ now: Date.now() - 5 * 60_000 }))).status).toBe(400);
  expect((await post(launch({ now: Date.now() + 5 * 60_000 }))).status).toBe(400);
  expect((await post(launch({ now: Date.now() - 60_000 }))).status).toBe(200);
});

test('a signed request for another skill is refused', async () => {
  expect((await post(launch({ skillId: 'amzn1.ask.skill.someone-else' }))).status).toBe(400);
});

test('a body that is not a request envelope is refused, not a crash', async () => {
  expect((await post('{"request": ')).status).toBe(400);
  expect((await post('{"hello": "world"}')).status).toBe(400);
  expect((await post('[]')).status).toBe(400);
});

// Malformed requests of every shape: a JSON 400 naming the body, never Express's HTML page, a stack or a path.
async function raw(init: { method?: string; path?: string; body?: string | Buffer; headers?: Record<string, string> }) {
  const response = await fetch(url.replace(/\/$/, init.path ?? '/'), { method: init.method ?? 'POST', headers: init.headers, body: init.body });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

function expectJsonRefusal(answer: { status: number; type: string; text: string }, status = 400) {
  expect(answer.status).toBe(status);
  expect(answer.type).toMatch(/^application\/json/);
  expect(answer.text).not.toMatch(/<html|<pre|<!DOCTYPE| at .*:\d+:\d+|\/work\/|node_modules|\.ts\b|\.js\b/i);
  const body = JSON.parse(answer.text);
  expect(body.error.message).toEqual(expect.any(String));
  return body.error;
}

const json = { 'content-type': 'application/json' };
const huge = JSON.stringify({ request: { type: 'LaunchRequest', requestId: 'x', padding: 'a'.repeat(300_000) } });

test.each([
  ['broken JSON', { body: '{"version": "1.0", "request": {', headers: json }],
  ['an empty body', { body: '', headers: json }],
  ['no body at all', { headers: json }],
  ['whitespace', { body: '   \n', headers: json }],
  ['a body too large', { body: huge, headers: json }],
  ['text/plain', { body: launch(), headers: { 'content-type': 'text/plain' } }],
  ['XML', { body: '<request type="LaunchRequest"/>', headers: { 'content-type': 'application/xml' } }],
  ['a form', { body: 'request=launch', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ['no content type', { body: Buffer.from(launch()) }],
  ['an unknown charset', { body: launch(), headers: { 'content-type': 'application/json; charset=klingon' } }],
  ['a compressed body that is not', { body: 'not gzip at all', headers: { ...json, 'content-encoding': 'gzip' } }],
  ['an unknown encoding', { body: launch(), headers: { ...json, 'content-encoding': 'snappy' } }],
  ['a JSON string', { body: '"LaunchRequest"', headers: json }],
  ['null', { body: 'null', headers: json }],
])('%s is answered with a JSON 400 naming the body', async (_shape, init) => {
  const error = expectJsonRefusal(await raw(init as Parameters<typeof raw>[0]));
  expect(error.field).toBe('body');
});

test('anything but POST / is a JSON 404', async () => {
  expectJsonRefusal(await raw({ method: 'GET' }), 404);
  expectJsonRefusal(await raw({ path: '/%E0%A4%A', body: launch(), headers: json }), 404);
  expectJsonRefusal(await raw({ method: 'PUT', body: launch(), headers: json }), 404);
});

test('a refused signature is told as JSON too', async () => {
  const error = expectJsonRefusal(await raw({ body: launch(), headers: json }));
  expect(error.field).toBe('body');
});

test('`npm run web-service` itself answers a broken body with JSON, no stack', async () => {
  const { spawn } = await import('node:child_process');
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'lambda/web-service.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKILL_ID, TIMETRACKING_API_URL: svc.url, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('web_service_listening') && resolve());
      child.once('exit', (code) => reject(new Error(`web-service exited with ${code}`)));
    });
    for (const init of [
      { body: '{"request": ', headers: json },
      { body: huge, headers: json },
      { body: 'x', headers: { 'content-type': 'text/html' } },
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', ...init });
      expectJsonRefusal({ status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() });
    }
  } finally {
    child.kill();
  }
}, 30_000);
