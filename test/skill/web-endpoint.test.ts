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
  device = { skillId: SKILL_ID, userId: 'amzn1.ask.account.WEB', deviceId: 'amzn1.ask.device.WEB', locale: 'en-US', accessToken: svc.tokenFor(), apiEndpoint: 'http://127.0.0.1:9', apiAccessToken: 'x' };
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
