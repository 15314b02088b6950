// `npm run --silent bench:resolve -- --corpus FILE --out FILE`: runs the skill's resolver over every case
// of a spoken-name corpus, offline, as the skill would (the project list first, the service's search when
// that is not conclusive), writes one prediction a line (the format of shared/corpus/README.md), prints
// the scorer's figures when the scorer is beside the corpus, and the time per resolution over a list of
// 2,000 projects.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveProject } from '../lambda/resolution/resolve-project';
import { type Corpus, predictCorpus } from './corpus';
import { SEARCH_TERMS, syntheticProjects } from './workspace';

async function main() {
  const { values } = parseArgs({ options: { corpus: { type: 'string' }, out: { type: 'string' } } });
  if (!values.corpus || !values.out) {
    console.error('usage: npm run --silent bench:resolve -- --corpus FILE --out FILE');
    process.exit(2);
  }
  const corpus = JSON.parse(readFileSync(values.corpus, 'utf8')) as Corpus;
  const { predictions, searches } = await predictCorpus(corpus);
  writeFileSync(values.out, `${predictions.map((p) => JSON.stringify(p)).join('\n')}\n`);
  console.log(`${predictions.length} cases; the service's search was asked for ${searches} of them`);

  const scorer = path.join(path.dirname(values.corpus), 'score.js');
  if (existsSync(scorer)) process.stdout.write(execFileSync(process.execPath, [scorer, values.corpus, values.out], { env: process.env }));

  // Time per resolution over a list of 2,000 projects (the first use of a list builds its index, once).
  const big = syntheticProjects(2000).map((p, i) => ({ id: `p${i}`, name: p.name }));
  const started = performance.now();
  resolveProject({ heard: 'warm up', projects: big });
  const indexMs = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const heard of [...SEARCH_TERMS, 'the orion portal redesign project', 'cascade api migration twenty three']) {
      const t = performance.now();
      resolveProject({ heard, projects: big });
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`2,000 projects: index built in ${indexMs.toFixed(1)} ms; per resolution p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
}

void main();
