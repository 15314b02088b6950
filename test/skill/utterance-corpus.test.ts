// The console's understanding against a corpus of what people say (test/fixtures/utterances.tsv): each
// utterance must reach its intent with exactly the slot values Alexa would send. The same words drive
// `npm start` and every conversation test, so a phrasing missing here is missing there too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadInteractionModel } from '../../local/interaction-model';
import { Understanding } from '../../local/understanding';

interface Line {
  said: string;
  intent: string;
  slots: Record<string, string>;
}

function readCorpus(file: string): Line[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [said, intent, slots = ''] = line.split('\t');
      const pairs = slots.split(';').map((pair) => pair.trim()).filter(Boolean);
      return { said, intent, slots: Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])) };
    });
}

const corpus = readCorpus(path.join(__dirname, '..', 'fixtures', 'utterances.tsv'));
const model = loadInteractionModel('en-US');
const understanding = new Understanding(model, 'skill');
// Monday 23 November 2026.
const context = { today: '2026-11-23', dynamic: new Map() };

test('the corpus is several hundred lines, covering every intent the model has samples for', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(300);
  const covered = new Set(corpus.map((line) => line.intent));
  for (const intent of model.interactionModel.languageModel.intents) {
    if (intent.samples?.length) expect(`${intent.name} ${covered.has(intent.name)}`).toBe(`${intent.name} true`);
  }
});

test.each(corpus.map((line) => [line.said, line] as const))('"%s"', (_said, line) => {
  const intent = understanding.understand(line.said, context);
  const filled = Object.fromEntries(Object.entries(intent.slots ?? {}).flatMap(([name, slot]) => (slot.value === undefined ? [] : [[name, slot.value]])));
  expect({ intent: intent.name, slots: filled }).toEqual({ intent: line.intent, slots: line.slots });
});
