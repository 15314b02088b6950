// The resolver's speed over long project lists, run by `npm run bench:resolve` from a bundle built with the
// Lambda's esbuild settings (less its plugins, which only leave parts of axios and ask-sdk-model out): the code
// measured is compiled as a Lambda runs it (tsx, which runs the benchmarks'
// TypeScript, wraps every function it defines in a naming helper and adds a fifth to a resolution's time).
//
// `node BUNDLE --fixtures DIR` measures 2,000 and 10,000 projects; `node BUNDLE --fixtures DIR --cold N` is one
// new process's index built and sounds indexed, as JSON for the parent.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Ref } from '../models';
import { indexFor } from '../lambda/resolution/project-index';
import { resolveProject } from '../lambda/resolution/resolve-project';
import type { Corpus } from './corpus';
import { SEARCH_TERMS, syntheticProjects } from './workspace';

/** Every corpus's project names and heard phrases. */
function corpora(fixtures: string) {
  const names: string[] = [];
  const heard: string[] = [];
  for (const file of readdirSync(fixtures).filter((f) => /^spoken-projects.*\.json$/.test(f)).sort()) {
    const corpus = JSON.parse(readFileSync(path.join(fixtures, file), 'utf8')) as Corpus;
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
 */
function cold(fixtures: string, count: number) {
  const projects = projectList(count, corpora(fixtures).names, 'cold-');
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
function coldInNewProcesses(fixtures: string, count: number) {
  const runs: Cold[] = [];
  for (let i = 0; i < COLD_RUNS; i++) runs.push(JSON.parse(execFileSync(process.execPath, [__filename, '--fixtures', fixtures, '--cold', String(count)], { encoding: 'utf8' })));
  const median = (pick: (c: Cold) => number) => runs.map(pick).sort((a, b) => a - b)[COLD_RUNS >> 1].toFixed(1);
  return `index built in ${median((c) => c.build.ms)} ms (CPU ${median((c) => c.build.cpuMs)} ms), names' sounds indexed with the first resolution that needs them in ${median((c) => c.sounds.ms)} ms (CPU ${median((c) => c.sounds.cpuMs)} ms)`;
}

function measure(fixtures: string, count: number, names: string[], heards: string[]) {
  const coldFigures = coldInNewProcesses(fixtures, count);
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

const { values } = parseArgs({ options: { fixtures: { type: 'string' }, cold: { type: 'string' } } });
const fixtures = values.fixtures!;
if (values.cold) cold(fixtures, Number(values.cold));
else {
  const { names, heard } = corpora(fixtures);
  // Every fourth case of the corpora (as typed, and as a recognizer wrote them), and generated names' words.
  const heards = [...SEARCH_TERMS, ...heard.filter((_, i) => i % 4 === 0)];
  for (const count of [2000, 10000]) measure(fixtures, count, names, heards);
}
