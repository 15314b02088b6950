// A person's projects made ready for resolution: each name's units with their weights (a word most of
// the projects share, such as "website", tells less than one only this project has), and an inverted
// index that picks the projects worth scoring in full when there are many.
import type { Ref } from '../../models';
import { nameUnits, phoneticCodes, type Span, type Unit } from './spoken-forms';

export interface IndexedProject {
  ref: Ref;
  units: Unit[];
  /** Each unit's weight; connectors weigh nothing. */
  weights: number[];
  /** Adjacent units said as one word ("Green Leaf" as "greenleaf"); `parts` are the two units. */
  pairs: { at: number; unit: Unit; parts: [Unit, Unit] }[];
  hasNumber: boolean;
}

const trigrams = (text: string) => {
  const padded = `^${text}$`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
};

/** Keys a span or unit text is found by: its trigrams and its sound. */
const keysOf = (texts: string[], codes: string[]) => [...texts.flatMap(trigrams), ...codes.map((c) => `#${c}`)];

export class ProjectIndex {
  readonly projects: IndexedProject[];
  private readonly postings = new Map<string, number[]>();

  constructor(refs: Ref[]) {
    const units = refs.map((ref) => nameUnits(ref.name));
    const frequency = new Map<string, number>();
    for (const list of units) for (const text of new Set(list.map((u) => u.texts[0]))) frequency.set(text, (frequency.get(text) ?? 0) + 1);
    const count = refs.length;
    this.projects = refs.map((ref, i) => {
      const list = units[i];
      const weights = list.map((u) => (u.connector ? 0 : Math.log(1 + count / (frequency.get(u.texts[0]) ?? 1)) + (u.kind === 'number' ? 0.5 : 0)));
      const pairs = list.slice(1).flatMap((u, at) => {
        const left = list[at];
        if (left.kind === 'number' || u.kind === 'number') return [];
        const texts = [...new Set(left.texts.flatMap((a) => u.texts.map((b) => a + b)))].slice(0, 6);
        const unit: Unit = { texts, codes: phoneticCodes(texts[0]), kind: 'word', acronym: false, connector: false, merged: true };
        return [{ at, unit, parts: [left, u] as [Unit, Unit] }];
      });
      return { ref, units: list, weights, pairs, hasNumber: list.some((u) => u.kind === 'number') };
    });
    this.projects.forEach((project, i) => {
      const keys = new Set(project.units.flatMap((u) => keysOf(u.texts, u.codes)));
      for (const key of keys) {
        let list = this.postings.get(key);
        if (!list) this.postings.set(key, (list = []));
        list.push(i);
      }
    });
  }

  /** The projects sharing the most (and rarest) keys with the spans; all of them when there are few. */
  candidates(spans: Span[], limit: number): IndexedProject[] {
    if (this.projects.length <= limit) return this.projects;
    const score = new Float64Array(this.projects.length);
    const keys = new Set(spans.filter((s) => s.words.length <= 2).flatMap((s) => keysOf([s.text], s.codes)));
    for (const key of keys) {
      const list = this.postings.get(key);
      if (!list) continue;
      const rarity = 1 / Math.log(2 + list.length);
      for (const i of list) score[i] += rarity;
    }
    const hit: number[] = [];
    for (let i = 0; i < score.length; i++) if (score[i] > 0) hit.push(i);
    hit.sort((a, b) => score[b] - score[a]);
    return hit.slice(0, limit).map((i) => this.projects[i]);
  }
}

/** Indexes are kept for the last few lists seen (a warm container serves the same person again). */
const cache = new Map<string, ProjectIndex>();
const MAX_CACHED = 20;

export function indexFor(refs: Ref[]): ProjectIndex {
  const key = refs.map((r) => `${r.id}\u0000${r.name}`).join('\u0001');
  let index = cache.get(key);
  if (!index) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    index = new ProjectIndex(refs);
    cache.set(key, index);
  }
  return index;
}
