// The resolver on whole corpora, scored as the corpora define, failing below the aims.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Corpus, predictCorpus, scoreCorpus, verdict } from '../../bench/corpus';

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);

async function score(corpusFile: string) {
  const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')) as Corpus;
  return scoreCorpus(corpus, (await predictCorpus(corpus)).predictions);
}

describe('the scoring', () => {
  const p = (status: 'match' | 'ambiguous' | 'confirm' | 'none', id?: string, candidates: string[] = []) => ({ workspace: 'w', heard: 'x', status, id, candidates });
  test.each([
    ['a match on the meant project', 'right', 'a', p('match', 'a')],
    ['a match on another project', 'wrong', 'a', p('match', 'b')],
    ['a match where none was meant', 'wrong', null, p('match', 'b')],
    ['none where none was meant', 'right', null, p('none')],
    ['a question that includes the meant project', 'asked', 'a', p('ambiguous', undefined, ['b', 'a'])],
    ['a question without it', 'wrong', 'a', p('ambiguous', undefined, ['b', 'c'])],
    ['a question of five', 'wrong', 'a', p('ambiguous', undefined, ['a', 'b', 'c', 'd', 'e'])],
    ['a yes/no about the meant project', 'asked', 'a', p('confirm', 'a')],
    ['a yes/no about another project', 'missed', 'a', p('confirm', 'b')],
    ['a yes/no where none was meant', 'asked', null, p('confirm', 'b')],
    ['a question naming all of an ambiguous case', 'right', { ambiguous: ['a', 'b'] }, p('ambiguous', undefined, ['a', 'b'])],
    ['a match in an ambiguous case', 'wrong', { ambiguous: ['a', 'b'] }, p('match', 'a')],
    ['nothing found', 'missed', 'a', p('none')],
  ] as const)('%s is %s', (_what, want, expected, prediction) => {
    expect(verdict(expected, prediction)).toBe(want);
  });
});

test('figures: percentages of all cases, and the yes/no questions about the meant project counted apart', () => {
  const corpus: Corpus = {
    workspaces: [{ id: 'w', projects: [], cases: ['a', 'b', 'c', 'd'].map((heard) => ({ heard, expect: 'p1', kind: 'asr' })) }],
  };
  const say = (heard: string, status: 'match' | 'confirm' | 'none', id?: string) => ({ workspace: 'w', heard, status, id, candidates: [] });
  const figures = scoreCorpus(corpus, [say('a', 'match', 'p1'), say('b', 'confirm', 'p1'), say('c', 'confirm', 'p2'), say('d', 'match', 'p2')]);
  expect(figures).toMatchObject({ total: 4, right: 25, asked: 25, wrong: 25, missed: 25, confirmedRight: 25 });
  expect(figures.wrongs).toEqual(['w "d" want "p1" got match p2']);
});

test('corpus: at least 99.5 % right and nothing wrong', async () => {
  const figures = await score(fixture('spoken-projects.json'));
  expect(figures.total).toBeGreaterThan(300);
  expect(figures.right).toBeGreaterThanOrEqual(99.5);
  expect(figures.wrong).toBe(0);
}, 60_000);

test('held-out corpus (other trades and speakers): at least 97 % right and nothing wrong', async () => {
  const figures = await score(fixture('spoken-projects-holdout.json'));
  expect(figures.total).toBeGreaterThan(100);
  expect(figures.right).toBeGreaterThanOrEqual(97);
  expect(figures.wrong).toBe(0);
}, 60_000);

describe('names through a real recognizer (npm run corpus:recognizer)', () => {
  test.each(['spoken-projects-recognizer.json', 'spoken-projects-recognizer-holdout.json'])(
    '%s: at least 75 %% right or one yes away, at most 1 %% wrong',
    async (file) => {
      const figures = await score(fixture(file));
      expect(figures.total).toBeGreaterThan(100);
      expect(figures.right + figures.confirmedRight).toBeGreaterThanOrEqual(75);
      expect(figures.wrong).toBeLessThanOrEqual(1);
    },
    60_000,
  );
});
