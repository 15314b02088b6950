// `npm run --silent bench:resolve`: the resolver's speed over large project lists: per resolution (p50, p99)
// at 2,000 and 10,000 projects, the index built cold, the names' sounds indexed, and the index brought up to
// date after one project is added, renamed or removed. The names are the corpora's (test/fixtures) mixed into
// generated ones; what is heard is the corpora's cases, as typed and as a recognizer wrote them. These figures are
// of the resolver as the Lambda bundles it (bench/resolve-long-lists.ts).
//
// `npm run --silent bench:resolve -- --corpus FILE --out FILE` first runs the skill's resolver over every case
// of a spoken-name corpus, offline, as the skill would (the project list first, the service's search when
// that is not conclusive), writes one prediction a line ({workspace, heard, status, id, candidates}), and
// prints its figures (right, asked, wrong, missed; with VERBOSE=1 per kind, and the wrong cases).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { LAMBDA_BUILD_OPTIONS } from '../scripts/build';
import { type Corpus, predictCorpus, scoreCorpus } from './corpus';

const FIXTURES = path.join(__dirname, '..', 'test', 'fixtures');

async function corpusFigures(file: string, out: string) {
  const corpus = JSON.parse(readFileSync(file, 'utf8')) as Corpus;
  const { predictions, searches } = await predictCorpus(corpus);
  writeFileSync(out, `${predictions.map((p) => JSON.stringify(p)).join('\n')}\n`);
  console.log(`${predictions.length} cases; the service's search was asked for ${searches} of them`);
  const { byKind, wrongs, ...figures } = scoreCorpus(corpus, predictions);
  if (process.env.VERBOSE) {
    for (const [kind, k] of Object.entries(byKind).sort()) console.log(`  ${kind}: ${k.right}/${k.n} right, ${k.asked} asked, ${k.wrong} wrong`);
    for (const line of wrongs) console.log(`  WRONG ${line}`);
  }
  console.log(JSON.stringify(figures));
}

/** The long-list figures, from the resolver bundled as the Lambda bundles it (see resolve-long-lists.ts). */
async function longLists() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-resolve-'));
  const bundle = path.join(dir, 'resolve-long-lists.js');
  try {
    await build({ ...LAMBDA_BUILD_OPTIONS, plugins: [], entryPoints: [path.join(__dirname, 'resolve-long-lists.ts')], outfile: bundle });
    execFileSync(process.execPath, [bundle, '--fixtures', FIXTURES], { stdio: 'inherit' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({ options: { corpus: { type: 'string' }, out: { type: 'string' } } });
  if (!!values.corpus !== !!values.out) {
    console.error('usage: npm run --silent bench:resolve [-- --corpus FILE --out FILE]');
    process.exit(2);
  }
  if (values.corpus && values.out) await corpusFigures(values.corpus, values.out);

  console.log(`resolver over long lists, as the Lambda bundles it (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores):`);
  await longLists();
}

void main();
