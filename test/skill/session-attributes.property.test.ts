// Session attributes come back from Alexa as the skill sent them, but they are still input: generated
// shapes (any keys, any JSON, nested thousands deep, not even an object) never make the skill throw,
// only the skill's own attributes are sent back, and its own question, beside any junk, is still asked.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import fc from 'fast-check';
import { skillConfig } from '../../lambda/config';
import { silentLogger } from '../../lambda/log';
import { buildSkill } from '../../lambda/skill';
import { type Device, intentRequest, launchRequest, newSession } from '../../local/envelopes';
import { SKILL_ID } from '../support/conversation';
import { startTestService, type TestService } from '../support/service';

const OWN = ['pending', 'eliciting', 'projects', 'entitiesSent', 'lastChange', 'said'];
const RUNS = Number(process.env.PROPERTY_RUNS) || 300;

let svc: TestService;
let device: Device;
const skill = () => buildSkill(skillConfig({ apiBaseUrl: svc.url, skillId: SKILL_ID, log: silentLogger, progressiveAfterMs: 60_000 }));

beforeAll(async () => {
  svc = await startTestService();
  device = {
    skillId: SKILL_ID,
    userId: 'amzn1.ask.account.ATTRIBUTES',
    deviceId: 'amzn1.ask.device.ATTRIBUTES',
    locale: 'en-US',
    accessToken: await svc.tokenFor(),
    apiEndpoint: 'http://127.0.0.1:9',
    apiAccessToken: 'alexa-api-token',
  };
});
afterAll(() => svc.close());

/** A value wrapped `depth` times in objects or arrays, as a tampered or corrupted session might hold. */
const nested = fc.record({ depth: fc.integer({ min: 0, max: 12_000 }), arrays: fc.boolean(), leaf: fc.jsonValue({ maxDepth: 1 }) }).map(({ depth, arrays, leaf }) => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { deeper: value };
  return value;
});
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 4 }), nested);
const key = fc.oneof(fc.constantFrom(...OWN), fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', ''), fc.string({ maxLength: 12 }));
// A question the skill really asks, to be kept whatever else the session holds.
const offerList = { kind: 'offerList', reprompt: 'Would you like to hear your projects?' };

const attributes = fc.oneof(
  { arbitrary: fc.dictionary(key, anyValue, { maxKeys: 6 }), weight: 6 },
  { arbitrary: fc.dictionary(key, anyValue, { maxKeys: 4 }).map((rest) => ({ ...rest, pending: offerList })), weight: 2 },
  { arbitrary: fc.oneof(fc.constant(null), fc.array(anyValue, { maxLength: 3 }), fc.string(), fc.integer(), nested), weight: 1 },
);

/** How deep a value goes, without recursion (JSON.stringify would overflow on the deepest). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    if (item !== null && typeof item === 'object') for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

function envelope(kind: 'launch' | 'help' | 'start', attributes: unknown): RequestEnvelope {
  const session = { ...newSession(), new: false, attributes: attributes as Record<string, unknown> };
  if (kind === 'launch') return launchRequest(device, session);
  if (kind === 'help') return intentRequest(device, session, { name: 'AMAZON.HelpIntent', confirmationStatus: 'NONE', slots: {} });
  return intentRequest(device, session, { name: 'AMAZON.FallbackIntent', confirmationStatus: 'NONE', slots: {} });
}

test(`${RUNS} generated session attribute shapes and depths: never a throw, only the skill's own sent back`, async () => {
  const invoked = skill();
  let deep = 0;
  await fc.assert(
    fc.asyncProperty(attributes, fc.constantFrom('launch', 'help', 'start') as fc.Arbitrary<'launch' | 'help' | 'start'>, async (attrs, kind) => {
      if (depthOf(attrs) > 1000) deep++;
      const request = envelope(kind, attrs);
      const before = attrs !== null && typeof attrs === 'object' ? Object.keys(attrs) : [];
      const reply: ResponseEnvelope = await invoked.invoke(request);
      expect(reply.response.outputSpeech).toBeDefined();
      expect((reply.response.outputSpeech as { ssml: string }).ssml).not.toMatch(/went wrong|problem/i);
      for (const name of Object.keys(reply.sessionAttributes ?? {})) expect(OWN).toContain(name);
      // What Alexa sent is not changed under it.
      expect(request.session?.attributes).toBe(attrs);
      if (attrs !== null && typeof attrs === 'object') expect(Object.keys(attrs)).toEqual(before);
      if ((attrs as { pending?: unknown } | null)?.pending === offerList && kind === 'start') {
        expect((reply.response.outputSpeech as { ssml: string }).ssml).toContain('Would you like to hear your projects?');
      }
    }),
    { numRuns: RUNS },
  );
  expect(deep).toBeGreaterThan(0);
}, Math.max(60_000, RUNS * 200));

test('an attribute nested 50,000 deep beside the skill\'s own question: answered, the question kept, the rest dropped', async () => {
  let junk: unknown = 1;
  for (let i = 0; i < 50_000; i++) junk = { deeper: junk };
  const reply = await skill().invoke(envelope('start', { junk, pending: offerList, shadow: { kind: 'offerList' } }));
  expect((reply.response.outputSpeech as { ssml: string }).ssml).toContain('Would you like to hear your projects?');
  // (And what was said, for "repeat that".)
  expect(Object.keys(reply.sessionAttributes ?? {})).toEqual(['pending', 'said']);
});
