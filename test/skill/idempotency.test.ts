// Alexa may send one request again (a retry after a timeout): every create the skill makes carries the
// request id as `Idempotency-Key`, so a service that honours it creates nothing twice. The header is
// observed in the real service's own request log, with a serializer that records it.
import { TimeTrackingClient } from '../../lambda/api/time-tracking-client';
import { skillConfig } from '../../lambda/config';
import { silentLogger } from '../../lambda/log';
import { buildSkill } from '../../lambda/skill';
import { intentRequest, newSession } from '../../local/envelopes';
import type { RequestEnvelope } from 'ask-sdk-model';
import type { FastifyRequest } from 'fastify';
import { type Conversation, startConversation } from '../support/conversation';
import { daytimeZone } from '../support/daytime';
import { manualClock, startTestService, type TestService } from '../support/service';

interface LoggedRequest {
  method: string;
  url: string;
  key?: string;
}

let logged: LoggedRequest[] = [];
let svc: TestService;
let c: Conversation;
const envelopes: RequestEnvelope[] = [];

beforeAll(async () => {
  svc = await startTestService({
    logger: {
      level: 'info',
      serializers: { req: (req: FastifyRequest) => ({ method: req.method, url: req.url, key: req.headers['idempotency-key'] as string | undefined }) },
      stream: {
        write(line: string) {
          const entry = JSON.parse(line) as { msg?: string; req?: LoggedRequest };
          if (entry.msg === 'incoming request' && entry.req) logged.push(entry.req);
        },
      },
    },
  });
  c = await startConversation({
    service: svc,
    // On the real clock: a zone where it is working hours (support/daytime.ts).
    timeZone: daytimeZone(),
    transport: (config) => {
      const skill = buildSkill(config);
      return (envelope) => {
        envelopes.push(envelope);
        return skill.invoke(envelope);
      };
    },
  });
});
afterAll(async () => {
  await c.close();
  await svc.close();
});
beforeEach(() => {
  logged = [];
  envelopes.length = 0;
});

const creates = () => logged.filter((r) => r.method === 'POST' && /^\/api\/v2\/(activities|projects)(\?|$)/.test(r.url));
const lastRequestId = () => envelopes[envelopes.length - 1].request.requestId;

test('starting a timer sends the Alexa request id as the Idempotency-Key of its create', async () => {
  await c.say('start a timer for Apollo Mobile App');
  expect(creates()).toEqual([{ method: 'POST', url: '/api/v2/activities', key: lastRequestId() }]);
  await c.say('stop my timer');
});

test('logging time and creating a project each send their request id', async () => {
  await c.say('log two hours on Apollo Mobile App for today');
  const logKey = lastRequestId();
  await c.say('create a project called Zephyr Review');
  const createKey = lastRequestId();
  expect(creates().map((r) => r.key)).toEqual([logKey, createKey]);
  expect(logKey).not.toBe(createKey);
});

test('reads and other writes carry no key', async () => {
  await c.say('start a timer for Apollo Mobile App');
  logged = [];
  await c.say('stop my timer');
  expect(logged.length).toBeGreaterThan(0);
  expect(logged.filter((r) => r.key !== undefined)).toEqual([]);
});

test('the second and later creates of one request get keys of their own, the same on a retry', async () => {
  const token = await svc.tokenFor();
  const client = (key: string) => new TimeTrackingClient({ baseUrl: svc.url, accessToken: token, idempotencyKey: key });
  const projectId = (await client('').projects.listAll())[0].id;
  // A retry sends the very same requests, in the same order.
  const name = `Keyed ${Math.random()}`;
  for (const attempt of [client('amzn1.echo-api.request.R1'), client('amzn1.echo-api.request.R1')]) {
    await attempt.projects.create({ name });
    await attempt.activities.create({ description: 'keyed', project_id: projectId, duration: 60, date: '2026-11-20T09:00:00.000Z' } as never);
  }
  expect(creates().map((r) => r.key)).toEqual([
    'amzn1.echo-api.request.R1',
    'amzn1.echo-api.request.R1#2',
    'amzn1.echo-api.request.R1',
    'amzn1.echo-api.request.R1#2',
  ]);
});

test('a request id that could not be a header value is sent as a key that can, the same each time', async () => {
  const odd = 'a request id with spaces, ünïcode and more than enough length '.repeat(5);
  const token = await svc.tokenFor();
  const name = `Odd key ${Math.random()}`;
  for (let i = 0; i < 2; i++) await new TimeTrackingClient({ baseUrl: svc.url, accessToken: token, idempotencyKey: odd }).projects.create({ name });
  const [first, again] = creates().map((r) => r.key!);
  expect(first).toMatch(/^[\x21-\x7e]{1,255}$/);
  expect(again).toBe(first);
});

test("Alexa's retry of one request a few seconds later sends the same create under the same key", async () => {
  // From the real clock: the conversation's zone is one where it is working hours now (a fixed instant was the small
  // hours there at some times of day, and the log asked which day).
  const clock = manualClock(Date.now());
  const skill = buildSkill(skillConfig({ apiBaseUrl: svc.url, now: clock.now, log: silentLogger, progressiveAfterMs: 60_000 }));
  const request = intentRequest(
    c.alexa.device,
    newSession(),
    {
      name: 'LogTime',
      confirmationStatus: 'NONE',
      slots: {
        duration: { name: 'duration', value: 'PT45M', confirmationStatus: 'NONE' },
        project: { name: 'project', value: 'internal admin', confirmationStatus: 'NONE' },
      },
    },
    undefined,
    clock.now(),
  );
  const first = await skill.invoke(request);
  clock.advance(4_700);
  const retry = await skill.invoke(request);
  expect((first.response.outputSpeech as { ssml: string }).ssml).toMatch(/Logged 45 minutes/);
  expect(retry.response.outputSpeech).toEqual(first.response.outputSpeech);
  expect(new Set(creates().map((r) => r.key))).toEqual(new Set([request.request.requestId]));
  // The service honouring the key keeps one; one that does not (as today) keeps two, both at the same moment.
  const logged = (await c.api.get('/api/v2/activities?per_page=100&order_by=-created_at')).body.data.filter(
    (a: { duration: number; project: { name: string } }) => a.duration === 2700 && a.project.name === 'Internal Admin',
  );
  expect(logged.length).toBeGreaterThanOrEqual(1);
  expect(new Set(logged.map((a: { date: string }) => Date.parse(a.date)))).toEqual(new Set([Date.parse(request.request.timestamp)]));
});
