// The resolver on whole corpora, scored by the corpus's own scorer, failing below the aims.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Corpus, predictCorpus } from '../../bench/corpus';

const SHARED = path.join(__dirname, '..', '..', '..', 'shared', 'corpus');
const SCORER = path.join(SHARED, 'score.js');

async function score(corpusFile: string) {
  const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')) as Corpus;
  const { predictions } = await predictCorpus(corpus);
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'tt-corpus-')), 'predictions.jsonl');
  writeFileSync(out, predictions.map((p) => JSON.stringify(p)).join('\n'));
  return JSON.parse(execFileSync(process.execPath, [SCORER, corpusFile, out], { encoding: 'utf8' }).trim().split('\n').pop()!);
}

test('the shared corpus and its scorer are beside the checkout', () => {
  expect(existsSync(SCORER)).toBe(true);
});

test('shared corpus: at least 92 % right and at most 1.5 % wrong', async () => {
  const figures = await score(path.join(SHARED, 'spoken-projects.json'));
  expect(figures.total).toBeGreaterThan(300);
  expect(figures.right).toBeGreaterThanOrEqual(92);
  expect(figures.wrong).toBeLessThanOrEqual(1.5);
}, 60_000);

test('held-out corpus (other trades and speakers): at least 90 % right and at most 1.5 % wrong', async () => {
  const figures = await score(path.join(__dirname, '..', 'fixtures', 'spoken-projects-holdout.json'));
  expect(figures.total).toBeGreaterThan(100);
  expect(figures.right).toBeGreaterThanOrEqual(90);
  expect(figures.wrong).toBeLessThanOrEqual(1.5);
}, 60_000);
