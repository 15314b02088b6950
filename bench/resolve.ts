// `npm run --silent bench:resolve`: the resolver's speed over large project lists: per resolution (p50, p99)
// at 2,000 and 10,000 projects, the index built cold, the names' sounds indexed, and the index brought up to
// date after one project is added, renamed or removed. The names are the corpora's (test/fixtures) mixed into
// generated ones; what is heard is the corpora's cases, as typed and as a recognizer wrote them.
//
// `npm run --silent bench:resolve -- --corpus FILE --out FILE` first runs the skill's resolver over every case
// of a spoken-name corpus, offline, as the skill would (the project list first, the service's search when
// that is not conclusive), writes one prediction a line ({workspace, heard, status, id, candidates}), and
// prints its figures (right, asked, wrong, missed; with VERBOSE=1 per kind, and the wrong cases).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Ref } from '../models';
import { indexFor } from '../lambda/resolution/project-index';
import { resolveProject } from '../lambda/resolution/resolve-project';
import { type Corpus, predictCorpus, scoreCorpus } from './corpus';
import { SEARCH_TERMS, syntheticProjects } from './workspace';

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

/** Every corpus's project names and heard phrases. */
function corpora() {
  const names: string[] = [];
  const heard: string[] = [];
  for (const file of readdirSync(FIXTURES).filter((f) => /^spoken-projects.*\.json$/.test(f)).sort()) {
    const corpus = JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as Corpus;
    for (const workspace of corpus.workspaces) {
      names.push(...workspace.projects.map((p) => p.name));
      heard.push(...workspace.cases.map((c) => c.heard));
    }
  }
  return { names: [...new Set(names)], heard: [...new Set(heard)] };
}

/** A list of `count` projects: generated names with the corpora's spread among them. */
function projectList(count: number, names: string[], prefix: string): Ref[] {
  const generated = syntheticProjects(count - names.length).map((p) => p.name);
  const every = Math.max(1, Math.floor(count / names.length));
  const list: string[] = [];
  for (let i = 0, g = 0, n = 0; list.length < count; i++) list.push(i % every === 0 && n < names.length ? names[n++] : generated[g++]);
  return list.map((name, i) => ({ id: `${prefix}${i}`, name }));
}

const ms = (started: number) => performance.now() - started;
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * The index built, and the names' sounds indexed, in a new process: as in a new container, nothing is known
 * yet (no word seen, no code compiled). Wall time and CPU time (which counts the compiler's threads too).
 * Printed as JSON for the parent.
 */
function cold(count: number) {
  const { names } = corpora();
  const projects = projectList(count, names, 'cold-');
  const timed = (work: () => void) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    work();
    const used = process.cpuUsage(cpu);
    return { ms: ms(started), cpuMs: (used.user + used.system) / 1000 };
  };
  const build = timed(() => indexFor(projects));
  // What a recognizer wrote for a name it did not know: nothing heard is any name's word, so the sounds are sought.
  const sounds = timed(() => resolveProject({ heard: 'have referred library and x', projects }));
  console.log(JSON.stringify({ build, sounds }));
}

type Cold = { build: { ms: number; cpuMs: number }; sounds: { ms: number; cpuMs: number } };
const COLD_RUNS = 3;

/** The median of a few new processes' figures (this machine is shared: one run alone says little). */
function coldInNewProcesses(count: number) {
  const runs: Cold[] = [];
  for (let i = 0; i < COLD_RUNS; i++) runs.push(JSON.parse(execFileSync(process.execPath, [...process.execArgv, __filename, '--cold', String(count)], { encoding: 'utf8' })));
  const median = (pick: (c: Cold) => number) => runs.map(pick).sort((a, b) => a - b)[COLD_RUNS >> 1].toFixed(1);
  return `index built in ${median((c) => c.build.ms)} ms (CPU ${median((c) => c.build.cpuMs)} ms), names' sounds indexed with the first resolution that needs them in ${median((c) => c.sounds.ms)} ms (CPU ${median((c) => c.sounds.cpuMs)} ms)`;
}

function measure(count: number, names: string[], heards: string[]) {
  const coldFigures = coldInNewProcesses(count);
  // Here, warm: the list's index built, its sounds indexed.
  const projects = projectList(count, names, `p${count}-`);
  resolveProject({ heard: 'have referred library and x', projects });
  const times: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (const heard of heards) {
      const t = performance.now();
      resolveProject({ heard, projects });
      times.push(ms(t));
    }
  }
  times.sort((a, b) => a - b);

  // One project changed, in a list fetched afresh (a new array, as from the service): added, renamed, removed.
  const fresh = () => projects.map((p) => ({ ...p }));
  const added = [...fresh(), { id: `p${count}-new`, name: 'Kowalczyk Kitchen Remodel 2' }];
  const renamed = fresh();
  renamed[Math.floor(count / 2)].name = 'Haverford Library Annex West';
  const removed = fresh();
  removed.splice(Math.floor(count / 3), 1);
  const updates = [added, renamed, removed, fresh()].map((list) => {
    const t = performance.now();
    indexFor(list);
    return ms(t);
  });
  const f = (n: number) => n.toFixed(2);
  console.log(`${count.toLocaleString('en')} projects:`);
  console.log(`  cold (median of ${COLD_RUNS} new processes): ${coldFigures}`);
  console.log(`  per resolution: p50 ${f(percentile(times, 0.5))} ms, p99 ${f(percentile(times, 0.99))} ms, max ${f(times[times.length - 1])} ms (${times.length} resolutions)`);
  console.log(`  index brought up to date after one project added ${f(updates[0])} ms, renamed ${f(updates[1])} ms, removed ${f(updates[2])} ms; the same list fetched again ${f(updates[3])} ms`);
}

async function main() {
  const { values } = parseArgs({ options: { corpus: { type: 'string' }, out: { type: 'string' }, cold: { type: 'string' } } });
  if (values.cold) return cold(Number(values.cold));
  if (!!values.corpus !== !!values.out) {
    console.error('usage: npm run --silent bench:resolve [-- --corpus FILE --out FILE]');
    process.exit(2);
  }
  if (values.corpus && values.out) await corpusFigures(values.corpus, values.out);

  const { names, heard } = corpora();
  // Every fourth case of the corpora (as typed, and as a recognizer wrote them), and generated names' words.
  const heards = [...SEARCH_TERMS, ...heard.filter((_, i) => i % 4 === 0)];
  console.log(`resolver over long lists (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores):`);
  for (const count of [2000, 10000]) measure(count, names, heards);
}

void main();
