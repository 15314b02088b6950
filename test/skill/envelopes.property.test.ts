// Thousands of generated and mutated Alexa requests: whatever the slots hold, whatever the session
// remembers (even attributes that are not the skill's shape), whatever the locale, the skill answers
// with a valid response: well-formed SSML, no template left unfilled, no stack trace, no unhandled error.
import type { Skill as CustomSkill } from 'ask-sdk-core';
import type { Intent, RequestEnvelope, ResponseEnvelope, Slot } from 'ask-sdk-model';
import fc from 'fast-check';
import { skillConfig } from '../../lambda/config';
import { silentLogger } from '../../lambda/log';
import { buildSkill } from '../../lambda/skill';
import { type Device, intentRequest, launchRequest, newSession, sessionEndedRequest } from '../../local/envelopes';
import { loadInteractionModel } from '../../local/interaction-model';
import { startAlexaApi, type AlexaApiStandIn } from '../../local/alexa-api';
import { SKILL_ID } from '../support/conversation';
import { startTestService, type TestService } from '../support/service';

let svc: TestService;
let alexaApi: AlexaApiStandIn;
let skill: CustomSkill;
let token: string;
let projects: { id: string; name: string }[];

beforeAll(async () => {
  svc = await startTestService();
  alexaApi = await startAlexaApi('Europe/London');
  token = await svc.tokenFor();
  skill = buildSkill(skillConfig({ apiBaseUrl: svc.url, skillId: SKILL_ID, log: silentLogger, progressiveAfterMs: 60_000 }));
  projects = (await fetch(`${svc.url}/api/v2/projects?list=true`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<any>)).data;
});
afterAll(async () => {
  await alexaApi.close();
  await svc.close();
});

const model = loadInteractionModel('en-US').interactionModel.languageModel;
const intentNames = model.intents.map((intent) => intent.name);
const slotNames = [...new Set(model.intents.flatMap((intent) => (intent.slots ?? []).map((slot) => slot.name)))];

const words = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('apollo', 'the second one', 'all of them', 'nimbus audit', 'r and d', 'q four launch', 'acme twelve forty three', 'Tom & Jerry <b>', "o'brien", '   ', ''),
  fc.constantFrom('PT1H30M', 'PT0S', 'P1D', 'PT25H', 'P1W', 'PT', 'PT-5M', 'P1Y', 'PT999999H'),
  fc.constantFrom('2026-11-21', '2026-W47', '2026-W47-WE', '2026-11', '2026', 'XXXX-11-20', '2026-SU', 'PRESENT_REF', '1999-02-31', '2099-01-01'),
  fc.constantFrom('1', '2', '3', '0', '-1', '99', '?', '1st', '2nd', 'first'),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'a'.repeat(n % 6000)),
  // Characters XML forbids, as a confused recognizer or a tampered request could carry them.
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0008', '\u000B', '\u000C', '\u001F', '\uD800', '\uDFFF', '\uFFFE', '\uFFFF'), fc.constantFrom('apollo', 'nimbus audit', '')).map((parts) => parts.join('')),
);
const resolution = fc.oneof(
  fc.constant(undefined),
  fc.record({
    resolutionsPerAuthority: fc.array(
      fc.record({
        authority: fc.constantFrom(`amzn1.er-authority.echo-sdk.${SKILL_ID}.PROJECT_NAME`, `amzn1.er-authority.echo-sdk.dynamic.${SKILL_ID}.PROJECT_NAME`, 'garbage'),
        status: fc.record({ code: fc.constantFrom('ER_SUCCESS_MATCH', 'ER_SUCCESS_NO_MATCH', 'ER_ERROR_TIMEOUT', 'ER_ERROR_EXCEPTION', 'nonsense') }),
        values: fc.array(
          fc.record({ value: fc.record({ name: words, id: fc.oneof(fc.constantFrom(...['ALL', 'nope', 'zz-not-an-id']), fc.constant('')) }) }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 3 },
    ),
  }),
);
const slot = (name: string) =>
  fc.record({ name: fc.constant(name), value: fc.option(words, { nil: undefined }), confirmationStatus: fc.constantFrom('NONE', 'CONFIRMED', 'DENIED'), resolutions: resolution }).map(
    (s) => JSON.parse(JSON.stringify(s)) as Slot,
  );
const slots = fc
  .subarray(slotNames)
  .chain((names) => fc.tuple(...names.map((name) => slot(name))))
  .map((list) => Object.fromEntries(list.map((s) => [s.name, s])));

const intent: fc.Arbitrary<Intent> = fc.record({
  name: fc.oneof({ arbitrary: fc.constantFrom(...intentNames), weight: 9 }, { arbitrary: fc.string({ maxLength: 20 }), weight: 1 }),
  confirmationStatus: fc.constantFrom('NONE', 'CONFIRMED', 'DENIED'),
  slots,
}) as fc.Arbitrary<Intent>;

const device = (linked: boolean, locale: string, apiEndpoint: boolean): Device => ({
  skillId: SKILL_ID,
  userId: 'amzn1.ask.account.PROPERTY',
  deviceId: 'amzn1.ask.device.PROPERTY',
  locale,
  accessToken: linked ? token : undefined,
  apiEndpoint: apiEndpoint ? alexaApi.url : 'http://127.0.0.1:9',
  apiAccessToken: 'alexa-api-token',
});

/** Requests of every kind; built once the person's real projects are known, so some attributes hold them. */
function requests(): fc.Arbitrary<RequestEnvelope> {
  // Session attributes: what the skill itself leaves there, with its parts swapped for nonsense, or any JSON.
  const ref = () => fc.oneof(fc.constantFrom(...projects), fc.record({ id: fc.string(), name: fc.string() }), fc.jsonValue({ maxDepth: 1 }));
  const attributes = fc.oneof(
    fc.constant({}),
    fc.record(
      {
        pending: fc.oneof(
          fc.record({ kind: fc.constant('chooseProject'), reprompt: words, candidates: fc.array(ref(), { maxLength: 4 }), action: fc.oneof(fc.record({ intent: fc.constantFrom('StartTimer', 'LogTime', 'WhichProject', 'StopTimer', 'Nope'), seconds: fc.oneof(fc.integer(), fc.string()), day: words, heard: words }), fc.jsonValue({ maxDepth: 1 })) }, { requiredKeys: ['kind'] }),
          fc.record({ kind: fc.constant('chooseTimer'), reprompt: words, timers: fc.array(fc.record({ id: fc.string(), project: ref() }), { maxLength: 3 }) }, { requiredKeys: ['kind'] }),
          fc.record({ kind: fc.constantFrom('offerList', 'confirmStart', 'unknownKind'), reprompt: words, project: ref() }, { requiredKeys: ['kind'] }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
        projects: fc.oneof(fc.array(ref(), { maxLength: 5 }), fc.jsonValue({ maxDepth: 1 })),
        entitiesSent: fc.jsonValue({ maxDepth: 0 }),
        // Not the skill's: never sent back.
        unknownToTheSkill: fc.jsonValue({ maxDepth: 3 }),
      },
      { requiredKeys: [] },
    ),
  );

  return fc
    .record({
      kind: fc.constantFrom('intent', 'intent', 'intent', 'intent', 'launch', 'ended'),
      intent,
      attributes,
      isNew: fc.boolean(),
      linked: fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, { arbitrary: fc.constant(false), weight: 1 }),
      locale: fc.constantFrom('en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IN', 'fr-FR', 'xx', ''),
      apiEndpoint: fc.boolean(),
      dialogState: fc.constantFrom(undefined, 'STARTED', 'IN_PROGRESS', 'COMPLETED'),
      reason: fc.constantFrom('USER_INITIATED', 'ERROR', 'EXCEEDED_MAX_REPROMPTS'),
    })
    .map(({ kind, intent, attributes, isNew, linked, locale, apiEndpoint, dialogState, reason }) => {
      const session = { ...newSession(), isNew, attributes: attributes as Record<string, unknown> };
      const d = device(linked, locale, apiEndpoint);
      if (kind === 'launch') return launchRequest(d, session);
      if (kind === 'ended') return sessionEndedRequest(d, session, reason, reason === 'ERROR' ? { type: 'INVALID_RESPONSE', message: 'x' } : undefined);
      return intentRequest(d, session, intent, dialogState);
    });
}

function checkSpeech(ssml: string | undefined) {
  if (ssml === undefined) return;
  expect(ssml).toMatch(/^<speak>[\s\S]*<\/speak>$/);
  const inner = ssml.slice('<speak>'.length, -'</speak>'.length);
  expect(inner).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/); // every & escaped
  expect(inner.replace(/<break[^>]*\/>/g, '')).not.toMatch(/[<>]/); // no markup but the skill's own pauses
  // A template's placeholder left unfilled ("{{project}}"); a name a generated request gave a project ("Z#{{U;=") is
  // said back as it is.
  expect(inner).not.toMatch(/\{\{\s*-?\s*\w+\s*\}\}|undefined|NaN|\[object|Error:|at .+:\d+:\d+/);
  // Nothing XML forbids, which would make the whole response invalid.
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  expect(inner).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
}

const RUNS = Number(process.env.PROPERTY_RUNS) || 750;

test(`${RUNS} generated requests each get a valid response, never an unhandled error`, async () => {
  await fc.assert(
    fc.asyncProperty(requests(), async (request) => {
      const reply: ResponseEnvelope = await skill.invoke(request);
      expect(reply.version).toBe('1.0');
      expect(typeof reply.response).toBe('object');
      const speech = reply.response.outputSpeech as { type: string; ssml?: string } | undefined;
      if (speech) expect(speech.type).toBe('SSML');
      checkSpeech(speech?.ssml);
      checkSpeech((reply.response.reprompt?.outputSpeech as { ssml?: string } | undefined)?.ssml);
      if (request.request.type === 'SessionEndedRequest') expect(speech).toBeUndefined();
      else expect(speech).toBeDefined();
      // Alexa refuses a response over 24 kB of session attributes and speech together; stay well inside.
      expect(JSON.stringify(reply).length).toBeLessThan(24_000);
      expect(reply.sessionAttributes ?? {}).not.toHaveProperty('unknownToTheSkill');
    }),
    { numRuns: RUNS },
  );
}, Math.max(120_000, RUNS * 10));
