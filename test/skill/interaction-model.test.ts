import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '../../lambda/speech/i18n';
import { loadInteractionModel, SKILL_PACKAGE } from '../../local/interaction-model';
import { asHeard, Understanding } from '../../local/understanding';

const root = path.join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(SKILL_PACKAGE, 'skill.json'), 'utf8')).manifest;
const model = loadInteractionModel('en-US');
const language = model.interactionModel.languageModel;
const intents = new Map(language.intents.map((i) => [i.name, i]));
const types = new Set((language.types ?? []).map((t) => t.name));

describe('the model has the SMAPI shape and every locale', () => {
  test.each(SUPPORTED_LOCALES)('%s: published, and its model is the same as en-US', (locale) => {
    const published = manifest.publishingInformation.locales[locale];
    expect(published).toMatchObject({ name: 'Time Tracker', summary: expect.any(String), description: expect.any(String) });
    expect(published.examplePhrases.length).toBeGreaterThanOrEqual(3);
    for (const icon of [published.smallIconUri, published.largeIconUri]) expect(existsSync(path.join(SKILL_PACKAGE, icon.replace('file://', '')))).toBe(true);
    expect(manifest.privacyAndCompliance.locales[locale]).toBeDefined();
    expect(loadInteractionModel(locale)).toEqual(model);
  });

  test('invocation name is lower case words, and the example phrases use it', () => {
    expect(language.invocationName).toMatch(/^[a-z]+( [a-z]+)+$/);
    for (const phrase of manifest.publishingInformation.locales['en-US'].examplePhrases) {
      expect(phrase.toLowerCase()).toContain(language.invocationName);
    }
    expect(manifest.apis.custom).toBeDefined();
  });

  test('the contract intents and slots are there', () => {
    const slotTypes = (name: string) => Object.fromEntries((intents.get(name)?.slots ?? []).map((s) => [s.name, s.type]));
    expect(slotTypes('StartTimer')).toMatchObject({ project: 'PROJECT_NAME', description: 'ACTIVITY_DESCRIPTION' });
    expect(slotTypes('StopTimer')).toMatchObject({ project: 'PROJECT_NAME' });
    expect(slotTypes('LogTime')).toEqual({
      duration: 'AMAZON.DURATION',
      project: 'PROJECT_NAME',
      // "…and three hours on Nimbus": the second log of a request.
      durationTwo: 'AMAZON.DURATION',
      projectTwo: 'PROJECT_NAME',
      date: 'AMAZON.DATE',
      weekday: 'WEEKDAY',
      // "Tonight", "last night": AMAZON.DATE hands over the bare day, without the part of it said.
      partOfDay: 'PART_OF_DAY',
      description: 'ACTIVITY_DESCRIPTION',
      from: 'AMAZON.TIME',
      to: 'AMAZON.TIME',
      // "From eight until now": AMAZON.TIME has no "now".
      untilNow: 'NOW',
    });
    expect(slotTypes('WhichProject')).toEqual({ project: 'PROJECT_NAME' });
    for (const builtIn of ['HelpIntent', 'CancelIntent', 'StopIntent', 'NavigateHomeIntent', 'FallbackIntent']) expect(intents.has(`AMAZON.${builtIn}`)).toBe(true);
  });

  test('the four core intents have dozens of samples each', () => {
    for (const name of ['StartTimer', 'StopTimer', 'LogTime', 'WhichProject']) expect(intents.get(name)!.samples!.length).toBeGreaterThanOrEqual(24);
  });
});

/** Pairs of samples in different intents whose words, with every slot alike, are the same. */
function clashesAcrossIntents(samples: { intent: string; sample: string }[]): string[] {
  const byShape = new Map<string, { intent: string; sample: string }>();
  const clashes: string[] = [];
  for (const entry of samples) {
    const shape = entry.sample.toLowerCase().replace(/\{\w+\}/g, '{}').replace(/\s+/g, ' ').trim();
    const first = byShape.get(shape);
    if (first && first.intent !== entry.intent) clashes.push(`${first.intent} "${first.sample}" and ${entry.intent} "${entry.sample}"`);
    if (!first) byShape.set(shape, entry);
  }
  return clashes;
}

describe('utterances', () => {
  const all = language.intents.flatMap((intent) => (intent.samples ?? []).map((sample) => ({ intent: intent.name, sample })));

  test('use only the slots their intent declares, of declared or built-in types', () => {
    for (const { intent, sample } of all) {
      const declared = new Set((intents.get(intent)!.slots ?? []).map((s) => s.name));
      for (const [, slot] of sample.matchAll(/\{(\w+)\}/g)) expect(`${intent}: ${slot} ${declared.has(slot)}`).toBe(`${intent}: ${slot} true`);
    }
    for (const intent of language.intents) {
      for (const slot of intent.slots ?? []) expect(slot.type.startsWith('AMAZON.') || types.has(slot.type)).toBe(true);
      for (const slot of intent.slots ?? []) for (const sample of slot.samples ?? []) expect(sample).toMatch(new RegExp(`\\{${slot.name}\\}`));
    }
  });

  test('are spelled out (no digits or punctuation Alexa refuses) and not repeated anywhere', () => {
    const seen = new Map<string, string>();
    for (const { intent, sample } of all) {
      // Words spelled out in lower case; slot names as declared ("{durationTwo}").
      expect(sample.replace(/\{\w+\}/g, '{}')).toMatch(/^[a-z' .{}]+$/);
      expect(`${sample} (${intent}) already in ${seen.get(sample) ?? 'none'}`).toBe(`${sample} (${intent}) already in none`);
      seen.set(sample, intent);
    }
  });

  test('no two intents share an utterance, even one that differs only in its slots ("track {description} on {project}", "track {duration} on {project}")', () => {
    // Alexa's NLU picks an intent by the words around the slots: where those are the same, the slot's type
    // alone cannot separate the intents reliably.
    expect(clashesAcrossIntents(all)).toEqual([]);
  });

  test('the clash check finds what it should', () => {
    const made = [
      { intent: 'A', sample: 'track {description} on {project}' },
      { intent: 'B', sample: 'track {duration} on {project}' },
      { intent: 'B', sample: 'track {duration} for {project}' },
      { intent: 'C', sample: 'Track  {description} for {project}' },
      { intent: 'C', sample: 'log time' },
    ];
    expect(clashesAcrossIntents(made)).toEqual([
      'A "track {description} on {project}" and B "track {duration} on {project}"',
      'B "track {duration} for {project}" and C "Track  {description} for {project}"',
    ]);
  });

  test('LogTime tells a weekday from a date wherever a day is said: each date sample has a weekday twin, and WEEKDAY lists every day', () => {
    const logTime = intents.get('LogTime')!;
    const samples = new Set(logTime.samples);
    const missing = logTime.samples!.filter((sample) => sample.includes('{date}') && !samples.has(sample.replace('{date}', '{weekday}')));
    expect(missing).toEqual([]);
    const slotSamples = (name: string) => logTime.slots!.find((slot) => slot.name === name)!.samples!.map((sample) => sample.replace(`{${name}}`, '{}'));
    expect(slotSamples('weekday')).toEqual(slotSamples('date'));
    const weekdays = language.types!.find((type) => type.name === 'WEEKDAY')!.values;
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
      expect(weekdays).toContainEqual({ id: day.toUpperCase(), name: expect.objectContaining({ value: day }) });
      expect(weekdays).toContainEqual({ id: `PAST_${day.toUpperCase()}`, name: expect.objectContaining({ value: `last ${day}`, synonyms: expect.arrayContaining([`this past ${day}`]) }) });
    }
    // "next friday" and "tomorrow" stay AMAZON.DATE's: no weekday value names a day ahead.
    expect(JSON.stringify(weekdays)).not.toMatch(/next|tomorrow|this (mon|tues|wednes|thurs|fri|satur|sun)day/);
  });

  test('LogTime and EditEntry hear a part of the day wherever a day is said: each date sample has a partOfDay twin, and PART_OF_DAY lists the words', () => {
    for (const name of ['LogTime', 'EditEntry']) {
      const intent = intents.get(name)!;
      const samples = new Set(intent.samples);
      expect([name, intent.samples!.filter((sample) => sample.includes('{date}') && !samples.has(sample.replace('{date}', '{partOfDay}')))]).toEqual([name, []]);
    }
    const logTime = intents.get('LogTime')!;
    const slotSamples = (name: string) => logTime.slots!.find((slot) => slot.name === name)!.samples!.map((sample) => sample.replace(`{${name}}`, '{}'));
    expect(slotSamples('partOfDay')).toEqual(slotSamples('date'));
    const parts = language.types!.find((type) => type.name === 'PART_OF_DAY')!.values.flatMap((value) => [value.name.value, ...(value.name.synonyms ?? [])]);
    expect(parts).toEqual(expect.arrayContaining(['tonight', 'this evening', 'last night', 'last evening', 'yesterday evening', 'this morning', 'this afternoon']));
  });

  test("StopTimer's phrases stay clear of the built-in stop and cancel", () => {
    for (const sample of intents.get('StopTimer')!.samples!) expect(['stop', 'cancel', 'off', 'shut up', 'never mind']).not.toContain(sample);
  });

  test('custom slot types have values, and the dialog model refers to real slots and prompts', () => {
    for (const type of language.types ?? []) expect(type.values.length).toBeGreaterThan(0);
    const prompts = new Set((model.interactionModel.prompts ?? []).map((p) => p.id));
    for (const intent of model.interactionModel.dialog!.intents) {
      const slots = new Map((intents.get(intent.name)!.slots ?? []).map((s) => [s.name, s.type]));
      for (const slot of intent.slots as { name: string; type: string; prompts: Record<string, string> }[]) {
        expect(slots.get(slot.name)).toBe(slot.type);
        for (const id of Object.values(slot.prompts)) expect(prompts.has(id)).toBe(true);
      }
    }
  });
});

describe('the way people talk reaches the right intent', () => {
  const understanding = new Understanding(model, 'skill');
  const context = { today: '2026-11-22', dynamic: new Map() };
  test.each([
    ['start a timer for apollo', 'StartTimer'],
    ["i'm starting on the nimbus audit", 'StartTimer'],
    ['track time for greenleaf', 'StartTimer'],
    ['stop my timer', 'StopTimer'],
    ["i'm done", 'StopTimer'],
    ['stop tracking', 'StopTimer'],
    ['put two hours against apollo', 'LogTime'],
    ['i spent 45 minutes on the bellevue branding yesterday', 'LogTime'],
    ['log an hour and a half on nimbus for friday november twentieth', 'LogTime'],
    ['what am i working on', 'WhichProject'],
    ['which project is my timer on', 'WhichProject'],
    ['which project is apollo', 'WhichProject'],
    ['stop', 'AMAZON.StopIntent'],
  ])('"%s" is %s', (words, intent) => {
    expect(understanding.understand(words, context).name).toBe(intent);
  });

  test('slots carry what Alexa would send', () => {
    const intent = understanding.understand('log an hour and a half on nimbus for friday november twentieth', context);
    expect(intent.slots).toMatchObject({ duration: { value: 'PT1H30M' }, project: { value: 'nimbus' }, date: { value: '2027-11-20' } });
    expect(asHeard("I'm done!")).toBe('im done');
  });
});

describe('deployment files', () => {
  test('ask-resources.json deploys the skill package and the built bundle on nodejs22.x', () => {
    const resources = JSON.parse(readFileSync(path.join(root, 'ask-resources.json'), 'utf8'));
    const profile = resources.profiles.default;
    expect(profile.skillMetadata.src).toBe('./skill-package');
    expect(profile.code.default.src).toBe('./dist/lambda');
    expect(profile.skillInfrastructure).toMatchObject({ type: '@ask-cli/lambda-deployer', userConfig: { runtime: 'nodejs22.x', handler: 'index.handler' } });
  });

  test('account linking settings live outside the skill package, wrapped, without the secret', () => {
    const settings = JSON.parse(readFileSync(path.join(root, 'account-linking.json'), 'utf8'));
    expect(settings.accountLinkingRequest).toMatchObject({ type: 'AUTH_CODE', clientId: 'alexa-skill', accessTokenScheme: 'HTTP_BASIC' });
    expect(settings.accountLinkingRequest.clientSecret).toBeUndefined();
    expect(manifest.accountLinking).toBeUndefined();
  });
});
