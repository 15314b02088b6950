// `npm run corpus:recognizer`: a spoken-name corpus made by a real recognizer. Each project name of
// scripts/recognizer-workspaces.ts is spoken by offline synthesizers (flite's voices, festival's HTS voice,
// some made faster or lower with sox), alone and inside a carrier phrase ("start a timer for ..."), and
// transcribed by an offline recognizer (pocketsphinx with its general US English model, which knows
// nothing of the names). The carrier is then taken off as an intent's sample utterance would take it: the
// words heard exactly as the carrier has them go, a garbled one stays in the slot. Writes
// test/fixtures/spoken-projects-recognizer.json and, from the held-out workspaces,
// test/fixtures/spoken-projects-recognizer-holdout.json. Installs the Debian packages it needs when missing.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Corpus, CorpusCase, Expected } from '../bench/corpus';
import { type PlannedProject, type PlannedWorkspace, WORKSPACES } from './recognizer-workspaces';

const PACKAGES = ['flite', 'festival', 'festvox-us-slt-hts', 'sox', 'pocketsphinx', 'pocketsphinx-en-us'];
const MODEL = '/usr/share/pocketsphinx/model/en-us';
const FIXTURES = path.join(__dirname, '..', 'test', 'fixtures');

interface Voice {
  id: string;
  synthesize: (text: string, file: string) => void;
  /** sox effects making another speaker of the same voice. */
  effects: string[];
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error}`);
  return result;
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

function ensureTools() {
  const ready = ['flite', 'text2wave', 'sox', 'pocketsphinx_batch'].every(has) && spawnSync('test', ['-d', MODEL]).status === 0;
  if (ready) return;
  const root = process.getuid?.() === 0;
  const prefix = root ? [] : has('sudo') ? ['sudo'] : null;
  if (!prefix) {
    console.error(`Needs the Debian packages ${PACKAGES.join(' ')}: run as root, or install them with apt-get first.`);
    process.exit(1);
  }
  console.log(`Installing ${PACKAGES.join(' ')} ...`);
  const apt = (args: string[]) => run(prefix[0] ?? 'apt-get', prefix.length ? ['apt-get', ...args] : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...PACKAGES]);
}

const flite = (voice: string) => (text: string, file: string) => run('flite', ['-voice', voice, '-t', text, '-o', file]);
const festival = (voice: string) => (text: string, file: string) => run('text2wave', ['-eval', `(${voice})`, '-o', file], { input: text });

/** Several speakers: four flite voices, festival's HTS voice, and some of them faster, slower or lower. */
const VOICES: Voice[] = [
  { id: 'flite-slt', synthesize: flite('slt'), effects: [] },
  { id: 'flite-rms', synthesize: flite('rms'), effects: [] },
  { id: 'flite-awb', synthesize: flite('awb'), effects: [] },
  { id: 'flite-kal16', synthesize: flite('kal16'), effects: [] },
  { id: 'festival-slt-hts', synthesize: festival('voice_cmu_us_slt_arctic_hts'), effects: [] },
  { id: 'flite-rms-fast', synthesize: flite('rms'), effects: ['tempo', '1.2'] },
  { id: 'flite-slt-low', synthesize: flite('slt'), effects: ['pitch', '-250'] },
  { id: 'festival-slt-hts-slow', synthesize: festival('voice_cmu_us_slt_arctic_hts'), effects: ['tempo', '0.85'] },
];

/** What people say around a name; `before` and `after` are what the intent's sample utterance holds. */
const CARRIERS: { before: string; after?: string }[] = [
  { before: 'start a timer for' },
  { before: 'log two hours on', after: 'yesterday' },
  { before: 'switch to' },
  { before: 'track time on' },
  { before: 'i worked on', after: 'this morning' },
  { before: 'start tracking' },
];

interface Utterance {
  workspace: string;
  /** The project meant, or null for a name not on the list. */
  expect: string | null;
  kind: string;
  said: string;
  voice: Voice;
  carrier?: { before: string; after?: string };
  file?: string;
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The slot's words: the carrier's words heard exactly are taken off (in order, within the carrier's length
 * and one more word), from the front and from the back; a carrier word heard as another word stays.
 */
export function slotWords(heard: string[], carrier: { before: string; after?: string }): string[] {
  const cut = (list: string[], frame: string[]) => {
    let at = 0;
    let next = 0;
    for (let i = 0; i < Math.min(list.length, frame.length + 1) && next < frame.length; i++) {
      const found = frame.indexOf(list[i], next);
      if (found >= 0) {
        next = found + 1;
        at = i + 1;
      }
    }
    return list.slice(at);
  };
  const front = cut(heard, words(carrier.before));
  return carrier.after ? cut([...front].reverse(), words(carrier.after).reverse()).reverse() : front;
}

const spoken = (project: PlannedProject) => project.say ?? project.name;

/** Each project said alone and in a carrier phrase by four different voices; a name before a dash also alone. */
function plan(workspace: PlannedWorkspace, offset: number): Utterance[] {
  const out: Utterance[] = [];
  const voice = (n: number) => VOICES[n % VOICES.length];
  const carrier = (n: number) => CARRIERS[n % CARRIERS.length];
  workspace.projects.forEach((project, i) => {
    const id = `${workspace.id}p${String(i + 1).padStart(2, '0')}`;
    const n = offset + i;
    const said = spoken(project);
    out.push({ workspace: workspace.id, expect: id, kind: project.origin, said, voice: voice(n) });
    out.push({ workspace: workspace.id, expect: id, kind: project.origin, said: said.toLowerCase(), voice: voice(n + 3) });
    out.push({ workspace: workspace.id, expect: id, kind: `${project.origin}-carrier`, said, voice: voice(n + 1), carrier: carrier(n) });
    out.push({ workspace: workspace.id, expect: id, kind: `${project.origin}-carrier`, said, voice: voice(n + 5), carrier: carrier(n + 3) });
    if (said.includes(',')) out.push({ workspace: workspace.id, expect: id, kind: 'partial', said: said.split(',')[0], voice: voice(n + 2) });
  });
  workspace.absent.forEach((project, i) => {
    const n = offset + i;
    out.push({ workspace: workspace.id, expect: null, kind: 'absent', said: spoken(project), voice: voice(n + 2) });
    out.push({ workspace: workspace.id, expect: null, kind: 'absent-carrier', said: spoken(project), voice: voice(n + 4), carrier: carrier(n + 1) });
  });
  return out;
}

function synthesize(utterances: Utterance[], dir: string) {
  utterances.forEach((u, i) => {
    const text = u.carrier ? [u.carrier.before, u.said, u.carrier.after].filter(Boolean).join(' ') : u.said;
    const raw = path.join(dir, `raw${i}.wav`);
    u.voice.synthesize(text, raw);
    u.file = `u${i}`;
    // The recognizer's model is 16 kHz, mono, 16-bit; no dither (-D) and repeatable (-R): the same corpus each time.
    run('sox', ['-R', '-D', raw, '-r', '16000', '-c', '1', '-b', '16', path.join(dir, `${u.file}.wav`), ...u.voice.effects]);
    rmSync(raw);
    if ((i + 1) % 100 === 0) console.log(`  ${i + 1}/${utterances.length} spoken`);
  });
}

/** Every utterance transcribed in one pocketsphinx run (the model is loaded once). */
function recognize(utterances: Utterance[], dir: string): Map<string, string> {
  const control = path.join(dir, 'control.txt');
  const hypotheses = path.join(dir, 'hypotheses.txt');
  writeFileSync(control, `${utterances.map((u) => u.file).join('\n')}\n`);
  run('pocketsphinx_batch', [
    '-adcin', 'yes', '-cepdir', dir, '-cepext', '.wav', '-ctl', control, '-hyp', hypotheses,
    '-hmm', path.join(MODEL, 'en-us'), '-lm', path.join(MODEL, 'en-us.lm.bin'), '-dict', path.join(MODEL, 'cmudict-en-us.dict'),
    '-logfn', path.join(dir, 'pocketsphinx.log'),
  ]);
  const heard = new Map<string, string>();
  for (const line of readFileSync(hypotheses, 'utf8').split('\n')) {
    const match = /^(.*?)\s*\((\S+)\s+-?\d+\)$/.exec(line.trim());
    if (match) heard.set(match[2], match[1]);
  }
  return heard;
}

/** One case per workspace and transcript; the same words for several projects are a question among them. */
function casesOf(utterances: Utterance[], heard: Map<string, string>): Map<string, (CorpusCase & { said: string; voice: string })[]> {
  const byWorkspace = new Map<string, Map<string, CorpusCase & { said: string; voice: string; ids: Set<string | null> }>>();
  for (const u of utterances) {
    const transcript = words(heard.get(u.file!) ?? '');
    const slot = (u.carrier ? slotWords(transcript, u.carrier) : transcript).join(' ');
    if (!slot) continue;
    const cases = byWorkspace.get(u.workspace) ?? new Map();
    byWorkspace.set(u.workspace, cases);
    const seen = cases.get(slot);
    if (seen) seen.ids.add(u.expect);
    else cases.set(slot, { heard: slot, expect: u.expect, kind: u.kind, said: u.carrier ? [u.carrier.before, u.said, u.carrier.after].filter(Boolean).join(' ') : u.said, voice: u.voice.id, ids: new Set([u.expect]) });
  }
  const out = new Map<string, (CorpusCase & { said: string; voice: string })[]>();
  for (const [workspace, cases] of byWorkspace) {
    out.set(
      workspace,
      [...cases.values()].map(({ ids, ...c }) => {
        const meant = [...ids].filter((id): id is string => id !== null).sort();
        const expect: Expected = meant.length > 1 ? { ambiguous: meant } : meant.length === 1 ? meant[0] : null;
        return { ...c, expect };
      }),
    );
  }
  return out;
}

function corpusOf(workspaces: PlannedWorkspace[], cases: ReturnType<typeof casesOf>, about: string): Corpus {
  return {
    about,
    workspaces: workspaces.map((w) => ({
      id: w.id,
      trade: w.trade,
      projects: w.projects.map((project, i) => ({ id: `${w.id}p${String(i + 1).padStart(2, '0')}`, name: project.name })),
      cases: cases.get(w.id) ?? [],
    })),
  };
}

function main() {
  ensureTools();
  const dir = mkdtempSync(path.join(tmpdir(), 'recognizer-corpus-'));
  try {
    let offset = 0;
    const utterances = WORKSPACES.flatMap((w) => {
      const planned = plan(w, offset);
      offset += w.projects.length;
      return planned;
    });
    console.log(`Speaking ${utterances.length} utterances with ${VOICES.length} voices ...`);
    synthesize(utterances, dir);
    console.log('Recognizing ...');
    const heard = recognize(utterances, dir);
    const cases = casesOf(utterances, heard);
    const describe = (which: string) =>
      `${which}. Made by npm run corpus:recognizer: project names spoken by offline synthesizers (${VOICES.map((v) => v.id).join(', ')}), alone and in carrier phrases, transcribed by pocketsphinx's general US English model; the carrier's words heard exactly are taken off, garbled ones stay. Same format as spoken-projects.json; said and voice tell what was spoken and by whom.`;
    const write = (file: string, workspaces: PlannedWorkspace[], about: string) => {
      const corpus = corpusOf(workspaces, cases, about);
      writeFileSync(path.join(FIXTURES, file), `${JSON.stringify(corpus, null, 1)}\n`);
      console.log(`${file}: ${corpus.workspaces.reduce((n, w) => n + w.cases.length, 0)} cases`);
    };
    write('spoken-projects-recognizer.json', WORKSPACES.filter((w) => !w.holdout), describe('Spoken project names through a real recognizer, for developing the resolver'));
    write('spoken-projects-recognizer-holdout.json', WORKSPACES.filter((w) => w.holdout), describe('Spoken project names through a real recognizer, held out: not looked at while the resolver was developed'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) main();
