// Characters XML forbids (C0 controls but tab and line ends, lone surrogates, U+FFFE, U+FFFF) held in a
// person's project, client, description or tags must never reach speech, a card or a screen: one such
// character makes the whole response invalid SSML, on every turn that says the name.
import type { Response } from 'ask-sdk-model';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Conversation, startConversation } from '../support/conversation';
import { startTestService, type TestService } from '../support/service';

// Each of the classes the issue names, written out here rather than taken from the skill.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// What the person's records hold: each text as it reads, and as it was typed.
const TYPED: Record<string, string> = {
  'Fernwood Partners': 'Fern\u0001wood Partners\uFFFF',
  'Nimbus Audit': 'Nimbus\u0007 Audit\uFFFE',
  'scope notes': 'scope\u000B notes\uD800',
  'fixing things': 'fixing\u000Cthings\uDC00',
  urgent: 'ur\u001Fgent\uD83D',
};

let svc: TestService;
let c: Conversation;
let between: Server | undefined;

/** Whether the service still stores text holding characters XML forbids (one refusing them answers 400). */
async function serviceTakesThem(): Promise<boolean> {
  const probe = await c.api.post('/api/v2/categories', { name: 'Probe\u0001' });
  if (probe.status === 201) await c.api.delete(`/api/v2/categories/${probe.body.data.id}`);
  return probe.status === 201;
}

/**
 * For a service that refuses such text (as it should), what it cannot do is stand in for: a pass-through in
 * front of the real service gives the skill these texts as typed, everything else as the service answered.
 */
async function typedTextBetween(serviceUrl: string): Promise<string> {
  const typed = (value: unknown): unknown => {
    if (typeof value === 'string') return Object.entries(TYPED).reduce((text, [plain, as]) => text.replaceAll(plain, as), value);
    if (Array.isArray(value)) return value.map(typed);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typed(v)]));
    return value;
  };
  between = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
    const answer = await fetch(serviceUrl + req.url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    const text = await answer.text();
    const json = (answer.headers.get('content-type') ?? '').includes('json') && text;
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    res.end(json ? JSON.stringify(typed(JSON.parse(text))) : text);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => between!.once('listening', resolve));
  return `http://127.0.0.1:${(between.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  svc = await startTestService();
  c = await startConversation({ service: svc, device: { screen: true } });
  const asTyped = await serviceTakesThem();
  // Seeded through the service's own API: as typed while it still takes them, else plain (and typed on the way).
  const text = (plain: string) => (asTyped ? TYPED[plain] : plain);
  const client = (await c.api.post('/api/v2/clients', { name: text('Fernwood Partners') })).body.data;
  const project = (await c.api.post('/api/v2/projects', { name: text('Nimbus Audit'), client_id: client.id, description: text('scope notes') })).body.data;
  const logged = await c.api.post('/api/v2/activities', {
    project_id: project.id,
    description: text('fixing things'),
    tags: [text('urgent')],
    duration: 1800,
    date: new Date(Date.now() - 3 * 3600_000).toISOString(),
  });
  expect(logged.status).toBe(201);
  let skillReads = svc.url;
  if (!asTyped) {
    skillReads = await typedTextBetween(svc.url);
    await c.close();
    c = await startConversation({ service: svc, device: { screen: true }, skill: { apiBaseUrl: skillReads } });
  }
  // Either way, what the skill reads holds them.
  const seen = await fetch(`${skillReads}/api/v2/projects/${project.id}`, { headers: { authorization: `Bearer ${c.alexa.device.accessToken}` } }).then(
    (r) => r.json() as Promise<{ data: { name: string } }>,
  );
  expect(seen.data.name).toBe(TYPED['Nimbus Audit']);
});
afterAll(async () => {
  await c.close();
  between?.close();
  await svc.close();
});

/** Every string anywhere in the response: speech, reprompt, card, screen documents and their data, directives. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => [key, ...strings(v)]);
  return [];
}

function expectXmlSafe(response: Response) {
  const bad = strings(response).filter((text) => FORBIDDEN.test(text));
  expect(bad).toEqual([]);
  const ssml = (response.outputSpeech as { ssml?: string } | undefined)?.ssml;
  if (ssml) expect(ssml).toMatch(/^<speak>[\s\S]*<\/speak>$/);
}

test.each([
  'open time tracker',
  'list my projects',
  'ask time tracker to start a timer for nimbus audit',
  'ask time tracker what am i working on',
  'ask time tracker how much did i log today',
  'ask time tracker to stop my timer',
  'ask time tracker to log an hour on nimbus audit yesterday',
  'ask time tracker to add a note called the client',
  'ask time tracker to undo that',
  'ask time tracker how much did i log this week',
  'ask time tracker to start a timer for fernwood partners',
  'ask time tracker to start a timer for nimbus',
])('"%s" answers with no character XML forbids', async (words) => {
  const reply = await c.say(words);
  expectXmlSafe(reply.response.response);
  expect(reply.speech).not.toMatch(/problem|went wrong/i);
});

test('the names are still said, without the forbidden characters', async () => {
  const reply = await c.say('ask time tracker to start a timer for nimbus audit');
  expect(reply.speech).toMatch(/Nimbus Audit/);
  expectXmlSafe(reply.response.response);
  await c.say('ask time tracker to stop my timer');
});

test("the person's own words, as Alexa heard them, are said without them too", async () => {
  await c.say('open time tracker');
  const reply = await c.alexa.sendIntent({
    name: 'StartTimer',
    confirmationStatus: 'NONE',
    slots: { project: { name: 'project', value: 'zebra\u0002 crossing\uDBFF', confirmationStatus: 'NONE' } },
  });
  expectXmlSafe(reply.response.response);
  expect(reply.speech).toMatch(/zebra crossing/i);
  await c.say('cancel');
});

test('a question remembered in the session with one in its reprompt is not said again', async () => {
  await c.say('open time tracker');
  Object.assign(c.alexa.sessionAttributes, { pending: { kind: 'offerList', reprompt: 'Shall I list them\u0008?' } });
  const reply = await c.alexa.sendIntent({ name: 'AMAZON.FallbackIntent', confirmationStatus: 'NONE', slots: {} });
  expectXmlSafe(reply.response.response);
  await c.say('cancel');
});

test('a project remembered in the session with one in its name is not trusted, on a screen either', async () => {
  const apollo = (await c.api.get('/api/v2/projects?list=true')).body.data.find((p: { name: string }) => p.name === 'Apollo Mobile App');
  await c.say('open time tracker');
  Object.assign(c.alexa.sessionAttributes, { pending: { kind: 'confirmStart', reprompt: 'Shall I start it?', project: { id: apollo.id, name: 'Apollo\u0003 Mobile App' } } });
  const reply = await c.say('yes');
  expectXmlSafe(reply.response.response);
  await c.say('ask time tracker to stop my timer');
});
