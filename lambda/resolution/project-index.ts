// A person's projects made ready for resolution: each name's units with their weights (a word most of
// the projects share, such as "website", tells less than one only this project has), and an inverted
// index that picks the projects worth scoring in full when there are many. A list seen again (fetched
// afresh, or from a cache) is checked against the index in one pass; one that differs by a few projects
// (added, renamed, removed) changes only their entries.
import type { Ref } from '../../models';
import { type NameSound, nameSounds } from './sound';
import { nameUnits, phoneticCodes, type Span, type Unit } from './spoken-forms';

export interface IndexedProject {
  ref: Ref;
  /** The name it was indexed under. */
  name: string;
  units: Unit[];
  /** Made the first time it is scored (pairsOf). */
  pairs?: UnitPair[];
  hasNumber: boolean;
  /** Its place in the index's tables, kept while it is on the list. */
  slot: number;
  /** Its place in the list last seen: of projects sharing as many keys, the earlier is taken. */
  order: number;
  /** The update that last found it on the list. */
  seen: number;
  /** Each unit's weight, and the state of the list it was worked out for. */
  weights?: { version: number; of: number[] };
}

/** Adjacent units said as one word ("Green Leaf" as "greenleaf"); `parts` are the two units. */
/** Two name words said as one, from `at`; `width` 3 when a connector between them was not said ("smithsons"). */
export type UnitPair = { at: number; width: 2 | 3; unit: Unit; parts: [Unit, Unit] };

/** How a name may sound (sound.ts); `whole` for the whole name, not a part of it around a dash. */
export type NameSounds = { sounds: NameSound; whole: boolean }[];

const trigrams = (text: string) => {
  const padded = `^${text}$`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
};

/** Keys a span or unit text is found by: its trigrams and its sound. */
const keysOf = (texts: string[], codes: string[]) => [...texts.flatMap(trigrams), ...codes.map((c) => `#${c}`)];
/** Units are shared by every name with the word (spoken-forms.ts), and so are their keys. */
const unitKeys = new WeakMap<Unit, string[]>();
function keysOfUnit(unit: Unit): string[] {
  let keys = unitKeys.get(unit);
  if (!keys) unitKeys.set(unit, (keys = keysOf(unit.texts, unit.codes)));
  return keys;
}
const projectKeys = (project: IndexedProject) => new Set(project.units.flatMap(keysOfUnit));

/** Keys a string of sounds is found by: its runs of three sounds, each as one number (sounds are ASCII). */
const soundKey = (sounds: string, i: number) => (sounds.charCodeAt(i) << 14) | (sounds.charCodeAt(i + 1) << 7) | sounds.charCodeAt(i + 2);
const soundKeys = (sounds: string) => {
  const out: number[] = [];
  for (let i = 0; i + 3 <= sounds.length; i++) out.push(soundKey(sounds, i));
  return out;
};
const nameSoundKeys = (forms: NameSounds) => new Set(forms.flatMap((s) => soundKeys(s.sounds.text)));

/** Adds the slot to the key's list, once: a project's keys are added one after another, so a repeat is the last. */
function post<K>(postings: Map<K, number[]>, key: K, slot: number) {
  let list = postings.get(key);
  if (!list) postings.set(key, (list = []));
  if (list[list.length - 1] !== slot) list.push(slot);
}

function removePostings<K>(postings: Map<K, number[]>, keys: Set<K>, slot: number) {
  for (const key of keys) {
    const list = postings.get(key)!;
    // The order within a list does not count (sharingKeys adds up), so the last takes the removed one's place.
    const at = list.lastIndexOf(slot);
    list[at] = list[list.length - 1];
    list.pop();
    if (list.length === 0) postings.delete(key);
  }
}

function indexed(ref: Ref, slot: number): IndexedProject {
  const units = nameUnits(ref.name);
  return { ref, name: ref.name, units, pairs: undefined, hasNumber: units.some((u) => u.kind === 'number'), slot, order: 0, seen: 0, weights: undefined };
}

/** Two units said as one word, shared like the units themselves (by every name with the two words). */
const joined = new WeakMap<Unit, WeakMap<Unit, Unit>>();
function joinedUnit(left: Unit, right: Unit): Unit {
  let byRight = joined.get(left);
  if (!byRight) joined.set(left, (byRight = new WeakMap()));
  let unit = byRight.get(right);
  if (!unit) {
    const texts = [...new Set(left.texts.flatMap((a) => right.texts.map((b) => a + b)))].slice(0, 6);
    byRight.set(right, (unit = { texts, codes: phoneticCodes(texts[0]), kind: 'word', acronym: false, connector: false, merged: true }));
  }
  return unit;
}

/**
 * The project's adjacent units said as one word, made when it is first scored (few projects ever are); and the
 * two around a connector, which is not said when they run together ("smithsons" for Smith & Sons).
 */
export function pairsOf(project: IndexedProject): UnitPair[] {
  const units = project.units;
  const word = (u: Unit | undefined) => u !== undefined && u.kind !== 'number' && !u.connector;
  project.pairs ??= units.flatMap((left, at) => {
    if (left.kind === 'number') return [];
    const next = units[at + 1];
    const pairs: UnitPair[] = next && next.kind !== 'number' ? [{ at, width: 2, unit: joinedUnit(left, next), parts: [left, next] }] : [];
    const across = units[at + 2];
    if (word(left) && next?.connector && word(across)) pairs.push({ at, width: 3, unit: joinedUnit(left, across!), parts: [left, across!] });
    return pairs;
  });
  return project.pairs;
}

/** Changes past this share of the list cost about as much to follow as to index the list anew. */
const MAX_CHANGED_SHARE = 1 / 8;
const MIN_CHANGES = 16;

export class ProjectIndex {
  /** The projects, in the order of the list last seen. */
  projects: IndexedProject[] = [];
  private readonly slots: (IndexedProject | undefined)[] = [];
  private readonly free: number[] = [];
  private readonly byId = new Map<string, IndexedProject>();
  /** How many projects have each word, by its written form. */
  private readonly frequency = new Map<string, number>();
  /** The projects by key, made the first time a list too long to score whole is searched: most lists are short. */
  private postings?: Map<string, number[]>;
  private sounds?: { forms: (NameSounds | undefined)[]; postings: Map<number, number[]> };
  /** Two projects with one id: such a list is indexed anew when it changes. */
  private sameIds = false;
  /** Changes when the list does: weights worked out before are worked out again. */
  private version = 0;
  /** Counts the lists followed: a project found on the list is marked with the count. */
  private updates = 0;
  private scores = new Float64Array(0);

  constructor(refs: Ref[]) {
    for (const ref of refs) {
      if (this.byId.has(ref.id)) this.sameIds = true;
      this.add(ref);
    }
    this.order(refs);
  }

  get size() {
    return this.projects.length;
  }

  /** The project on the list with this id. */
  project(id: string): IndexedProject | undefined {
    return this.byId.get(id);
  }

  private add(ref: Ref): IndexedProject {
    const slot = this.free.pop() ?? this.slots.length;
    const project = indexed(ref, slot);
    this.slots[slot] = project;
    if (!this.byId.has(ref.id)) this.byId.set(ref.id, project);
    for (const text of new Set(project.units.map((u) => u.texts[0]))) this.frequency.set(text, (this.frequency.get(text) ?? 0) + 1);
    if (this.postings) this.addPostings(project);
    if (this.sounds) this.addSounds(project);
    return project;
  }

  private remove(project: IndexedProject) {
    this.slots[project.slot] = undefined;
    this.free.push(project.slot);
    this.byId.delete(project.ref.id);
    for (const text of new Set(project.units.map((u) => u.texts[0]))) {
      const left = this.frequency.get(text)! - 1;
      if (left) this.frequency.set(text, left);
      else this.frequency.delete(text);
    }
    if (this.postings) removePostings(this.postings, projectKeys(project), project.slot);
    if (this.sounds) {
      removePostings(this.sounds.postings, nameSoundKeys(this.sounds.forms[project.slot]!), project.slot);
      this.sounds.forms[project.slot] = undefined;
    }
  }

  /** The list's order, and its refs (the caller's own objects are handed back). */
  private order(refs: Ref[]) {
    this.projects = refs.map((ref, i) => {
      const project = this.byId.get(ref.id)!;
      project.ref = ref;
      project.order = i;
      return project;
    });
    this.version++;
  }

  /** Whether the index is of this list: the same ids and names, in the same order. */
  private isOf(refs: Ref[]): boolean {
    if (refs.length !== this.projects.length) return false;
    for (let i = 0; i < refs.length; i++) {
      const project = this.projects[i];
      const ref = refs[i];
      if (project.ref !== ref) {
        if (project.ref.id !== ref.id || project.name !== ref.name) return false;
        project.ref = ref;
      }
    }
    return true;
  }

  /**
   * Brings the index up to the list: unchanged, or with the projects added, renamed or removed since.
   * False, and the index untouched, when the lists differ by more than a few projects.
   */
  follow(refs: Ref[]): boolean {
    if (this.isOf(refs)) return true;
    const limit = Math.max(MIN_CHANGES, MAX_CHANGED_SHARE * Math.max(refs.length, this.projects.length));
    if (this.sameIds || Math.abs(refs.length - this.projects.length) > limit) return false;
    const update = ++this.updates;
    const added = new Set<string>();
    const renamed: IndexedProject[] = [];
    for (const ref of refs) {
      const project = this.byId.get(ref.id);
      if (!project) {
        if (added.has(ref.id)) return false;
        added.add(ref.id);
        if (added.size > limit) return false;
      } else {
        if (project.seen === update) return false;
        project.seen = update;
        if (project.name !== ref.name) renamed.push(project);
      }
    }
    const removed = this.projects.filter((p) => p.seen !== update);
    if (added.size + renamed.length + removed.length > limit) return false;
    for (const project of [...removed, ...renamed]) this.remove(project);
    for (const ref of refs) {
      if (!this.byId.has(ref.id)) this.add(ref).seen = update;
    }
    this.order(refs);
    return true;
  }

  /** Each unit's weight; connectors weigh nothing. */
  weightsOf(project: IndexedProject): number[] {
    if (project.weights?.version !== this.version) {
      const count = this.projects.length;
      const of = project.units.map((u) => (u.connector ? 0 : Math.log(1 + count / (this.frequency.get(u.texts[0]) ?? 1)) + (u.kind === 'number' ? 0.5 : 0)));
      project.weights = { version: this.version, of };
    }
    return project.weights.of;
  }

  private addPostings(project: IndexedProject) {
    for (const unit of project.units) for (const key of keysOfUnit(unit)) post(this.postings!, key, project.slot);
  }

  private keyIndex() {
    if (!this.postings) {
      this.postings = new Map();
      for (const project of this.slots) if (project) this.addPostings(project);
    }
    return this.postings;
  }

  /** The names' sounds, made the first time they are needed: most resolutions never need them. */
  soundsOf(project: IndexedProject): NameSounds {
    return this.soundIndex().forms[project.slot]!;
  }

  private addSounds(project: IndexedProject) {
    const acronyms = new Set(project.units.filter((u) => u.acronym).map((u) => u.texts[0]));
    const forms = nameSounds(project.name, acronyms);
    this.sounds!.forms[project.slot] = forms;
    for (const { sounds } of forms) {
      for (let i = 0; i + 3 <= sounds.text.length; i++) post(this.sounds!.postings, soundKey(sounds.text, i), project.slot);
    }
  }

  private soundIndex() {
    if (!this.sounds) {
      this.sounds = { forms: [], postings: new Map() };
      for (const project of this.slots) if (project) this.addSounds(project);
    }
    return this.sounds;
  }

  /** The projects sharing the most (and rarest) keys with the spans; all of them when there are few. */
  candidates(spans: Span[], limit: number): IndexedProject[] {
    if (this.projects.length <= limit) return this.projects;
    return this.sharingKeys(new Set(spans.filter((s) => s.words.length <= 2).flatMap((s) => keysOf([s.text], s.codes))), limit, this.keyIndex());
  }

  /** The projects whose names share the most runs of sounds with what was heard. */
  soundCandidates(sounds: string, limit: number): IndexedProject[] {
    // Runs of sounds most names share (vowels between common consonants) pick none out.
    return this.sharingKeys(new Set(soundKeys(sounds)), limit, this.soundIndex().postings, this.projects.length / 4);
  }

  private sharingKeys<K>(keys: Set<K>, limit: number, postings: Map<K, number[]>, common = Infinity): IndexedProject[] {
    if (this.projects.length <= limit) return this.projects;
    // One table of scores, kept between calls: only the slots a key reached are read, and cleared after.
    if (this.scores.length < this.slots.length) this.scores = new Float64Array(this.slots.length);
    const score = this.scores;
    const hit: number[] = [];
    for (const key of keys) {
      const list = postings.get(key);
      if (!list || list.length > common) continue;
      const rarity = 1 / Math.log(2 + list.length);
      for (const slot of list) {
        if (score[slot] === 0) hit.push(slot);
        score[slot] += rarity;
      }
    }
    const slots = this.slots as IndexedProject[];
    const ahead = (a: number, b: number) => score[a] > score[b] || (score[a] === score[b] && slots[a].order < slots[b].order);
    // The best `limit`, in order, kept while the hits go by: most hits fall behind the last of them at once.
    const best: number[] = [];
    for (const slot of hit) {
      if (best.length === limit && !ahead(slot, best[limit - 1])) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (ahead(best[mid], slot)) low = mid + 1;
        else high = mid;
      }
      best.splice(low, 0, slot);
      if (best.length > limit) best.pop();
    }
    for (const slot of hit) score[slot] = 0;
    return best.map((slot) => slots[slot]);
  }
}

/**
 * Indexes are kept for the lists seen last (a warm container serves the same people again), within a
 * bound on their number and on the projects they hold together; the least recently used goes first. An
 * index holds about 1.3 MB for 1,000 projects with their sounds: the bound is some 40 MB of a 256 MB
 * Lambda. Short lists (running timers, a choice of two) are many and small: they count against the number.
 */
const cache: ProjectIndex[] = [];
export const MAX_CACHED = 50;
export const MAX_CACHED_PROJECTS = 30_000;

/** The indexes kept, and the projects they hold together. */
export const cachedIndexes = () => ({ lists: cache.length, projects: cache.reduce((sum, index) => sum + index.size, 0) });

/** Cached indexes holding some of the list's projects (its first, middle and last), the likeliest first. */
function related(refs: Ref[]): ProjectIndex[] {
  const samples = [refs[0], refs[refs.length >> 1], refs[refs.length - 1]].filter(Boolean);
  return cache
    .map((index) => ({ index, shared: samples.filter((ref) => index.project(ref.id)).length }))
    .filter((c) => c.shared > 0)
    .sort((a, b) => b.shared - a.shared || Math.abs(a.index.size - refs.length) - Math.abs(b.index.size - refs.length))
    .map((c) => c.index);
}

export function indexFor(refs: Ref[]): ProjectIndex {
  let index = related(refs).find((candidate) => candidate.follow(refs));
  if (index) cache.splice(cache.indexOf(index), 1);
  else index = new ProjectIndex(refs);
  cache.unshift(index);
  let total = cachedIndexes().projects;
  while (cache.length > 1 && (cache.length > MAX_CACHED || total > MAX_CACHED_PROJECTS)) total -= cache.pop()!.size;
  return index;
}
