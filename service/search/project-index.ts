// One person's projects, indexed in memory for the fuzzy search: the trigrams (see trigrams.ts) of each
// name, description and name's sound, and for every trigram the projects that have it.
//
// A search scores every project that could pass the threshold, and only those:
//   - A text can pass only if it shares at least `m` of the term's T trigrams (a word similarity is at
//     most shared / T, and so is a similarity). Such a text holds at least one of the term's T - m + 1
//     rarest trigrams, so only those trigrams' lists are walked for candidates: the common trigrams
//     (" a", "the"), whose lists are longest, are never walked.
//   - Each candidate's shared counts come from its own trigram sets; with them, its name's `similarity` is
//     exact (and its sound's, which is only a similarity) and its confidence has a ceiling. Candidates
//     are scored (the word similarity walk, the costly part) best ceiling first, and only while one could
//     still reach the best `limit` found.
import { similarityOfCounts, TrigramDictionary, trigramsOf, wordSimilarity } from './trigrams';

export interface IndexedProject {
  id: string;
  name: string;
  description: string | null;
  /** The plain forms (service/db/text-forms.ts) the database stores beside them. */
  name_plain: string;
  description_plain: string;
  /** What the name sounds like: `lower(sound_of(name_plain))` (see sounds.ts). */
  name_sound: string;
}

/** A search term: its plain form, and what it sounds like (as `name_sound`). */
export interface Term {
  plain: string;
  sound: string;
}

/** How a project's confidence is made from the trigram scores of its name and description. */
export interface Scoring {
  /** Confidence from the name's `similarity(name, term)` and `word_similarity(term, name)`. */
  name: (similarity: number, wordSimilarity: number) => number;
  /** Confidence from the description's `word_similarity(term, description)`. */
  description: (wordSimilarity: number) => number;
  /** Confidence from `similarity(name's sound, term's sound)`. */
  sound: (similarity: number) => number;
  /** Only confidences above this (as reported) are results. */
  threshold: number;
  /** The confidence as reported (rounded): results are ordered by it, then by name. */
  reported: (confidence: number) => number;
}

export interface Scored {
  project: IndexedProject;
  confidence: number;
}

const collator = new Intl.Collator();

/** Places in name order; names the collator finds equal share one, so a stable sort keeps their order. */
function nameRanks(projects: IndexedProject[]): Int32Array {
  const order = projects.map((_, i) => i).sort((a, b) => collator.compare(projects[a].name, projects[b].name));
  const ranks = new Int32Array(projects.length);
  order.forEach((p, i) => {
    ranks[p] = i > 0 && collator.compare(projects[order[i - 1]].name, projects[p].name) === 0 ? ranks[order[i - 1]] : i;
  });
  return ranks;
}

interface Texts {
  /** Per project, its trigrams in order. */
  sequences: Int32Array[];
  /** Per project, its distinct trigrams. */
  sets: Int32Array[];
  /** Per trigram, the projects that have it, each once. */
  postings: Int32Array[];
  /** Per project, the size of its set: read for every project reached, so kept side by side. */
  setSizes: Int32Array;
}

const EMPTY = new Int32Array(0);

export class ProjectIndex {
  readonly size: number;
  private readonly dictionary = new TrigramDictionary();
  private readonly names: Texts;
  private readonly descriptions: Texts;
  private readonly sounds: Texts;
  /** Each project's place in name order (Intl.Collator's, as localeCompare): the tie-break, as a number. */
  private readonly nameRanks: Int32Array;
  // Scratch space for one search at a time (a search runs to its end without awaiting).
  private readonly reached: Uint8Array;
  /** Per part (name, description, sound), each reached project's count of the term's trigrams. */
  private readonly shared: [Int32Array, Int32Array, Int32Array];
  private readonly lastSeen: Int32Array;
  private readonly inTerm: Uint8Array;
  private readonly inSound: Uint8Array;

  constructor(readonly projects: IndexedProject[]) {
    this.size = projects.length;
    this.nameRanks = nameRanks(projects);
    this.names = this.indexTexts(projects.map((p) => p.name_plain));
    this.descriptions = this.indexTexts(projects.map((p) => p.description_plain));
    this.sounds = this.indexTexts(projects.map((p) => p.name_sound));
    this.reached = new Uint8Array(this.size);
    this.shared = [new Int32Array(this.size), new Int32Array(this.size), new Int32Array(this.size)];
    this.lastSeen = new Int32Array(this.dictionary.size).fill(-1);
    this.inTerm = new Uint8Array(this.dictionary.size);
    this.inSound = new Uint8Array(this.dictionary.size);
  }

  private indexTexts(texts: string[]): Texts {
    const sequences = texts.map((text) => Int32Array.from(trigramsOf(text), (t) => this.dictionary.idOf(t)));
    const sets = sequences.map((sequence) => Int32Array.from(new Set(sequence)));
    const lists: number[][] = [];
    sets.forEach((set, project) => {
      for (const trigram of set) (lists[trigram] ??= []).push(project);
    });
    const postings: Int32Array[] = [];
    for (let t = 0; t < lists.length; t++) postings[t] = lists[t] ? Int32Array.from(lists[t]) : EMPTY;
    return { sequences, sets, postings, setSizes: Int32Array.from(sets, (set) => set.length) };
  }

  /**
   * The best `limit` projects for the plain term whose reported confidence passes `scoring.threshold`,
   * best first, ties by name; only those whose ids are in `allowed`, when given.
   */
  search(term: Term, scoring: Scoring, limit: number, allowed?: Set<string>): Scored[] {
    const termTrigrams = new Set(trigramsOf(term.plain));
    const termSize = termTrigrams.size;
    if (termSize === 0 || limit <= 0) return [];
    const knownOf = (trigrams: Set<string>) => [...trigrams].map((t) => this.dictionary.find(t)).filter((id) => id >= 0);
    const known = knownOf(termTrigrams);
    const soundTrigrams = new Set(trigramsOf(term.sound));
    const soundSize = soundTrigrams.size;
    const knownSounds = knownOf(soundTrigrams);
    const margin = 1e-6;
    const floor = scoring.threshold - margin;
    // The fewest shared trigrams with which a name, or a description, could pass.
    let nameNeeds = 1;
    while (nameNeeds <= termSize && scoring.name(nameNeeds / termSize, nameNeeds / termSize) <= floor) nameNeeds++;
    let descriptionNeeds = 1;
    while (descriptionNeeds <= termSize && scoring.description(descriptionNeeds / termSize) <= floor) descriptionNeeds++;
    let soundNeeds = 1;
    while (soundNeeds <= soundSize && scoring.sound(soundNeeds / soundSize) <= floor) soundNeeds++;

    for (const trigram of known) this.inTerm[trigram] = 1;
    for (const trigram of knownSounds) this.inSound[trigram] = 1;
    // Which parts of which projects the walked lists reach (1 name, 2 description, 4 sound). A part not
    // reached shares too little with the term to pass, so its share is never counted: the project's
    // ceiling is that of the parts reached (what it scores is at most that, since the others cannot pass).
    const touched: number[] = [];
    // The other lists are walked too, counting only the projects reached: each reached project's count
    // is then its share of the term, without looking at its own trigrams (a sum over the lists, far less
    // than over the sets of the thousands of projects a common word reaches).
    const reach = (texts: Texts, ids: number[], size: number, needs: number, part: number, shared: Int32Array) => {
      if (needs > size) return;
      const listOf = (trigram: number) => texts.postings[trigram] ?? EMPTY;
      // Term trigrams no text has are the rarest of all: they count among the walked, and walk nothing.
      const rarest = ids.slice().sort((a, b) => listOf(a).length - listOf(b).length);
      const walked = size - needs + 1 - (size - ids.length);
      for (let r = 0; r < rarest.length; r++) {
        const list = listOf(rarest[r]);
        if (r < walked) {
          for (let i = 0; i < list.length; i++) {
            const p = list[i];
            if (this.reached[p] === 0) touched.push(p);
            this.reached[p] |= part;
            shared[p]++;
          }
        } else {
          for (let i = 0; i < list.length; i++) {
            const p = list[i];
            if (this.reached[p] & part) shared[p]++;
          }
        }
      }
    };
    const [nameShared, descriptionShared, soundShared] = this.shared;
    reach(this.names, known, termSize, nameNeeds, 1, nameShared);
    reach(this.descriptions, known, termSize, descriptionNeeds, 2, descriptionShared);
    reach(this.sounds, knownSounds, soundSize, soundNeeds, 4, soundShared);

    const candidates: number[] = [];
    const similarities: number[] = [];
    const ceilings: number[] = [];
    for (const p of touched) {
      const parts = this.reached[p];
      const name = nameShared[p];
      const description = descriptionShared[p];
      const sound = soundShared[p];
      this.reached[p] = 0;
      nameShared[p] = 0;
      descriptionShared[p] = 0;
      soundShared[p] = 0;
      if (allowed && !allowed.has(this.projects[p].id)) continue;
      let ceiling = 0;
      let similarity = -1;
      if (parts & 1) {
        similarity = similarityOfCounts(name, this.names.setSizes[p], termSize);
        ceiling = scoring.name(similarity, name / termSize);
      }
      if (parts & 2) ceiling = Math.max(ceiling, scoring.description(description / termSize));
      if (parts & 4) ceiling = Math.max(ceiling, scoring.sound(similarityOfCounts(sound, this.sounds.setSizes[p], soundSize)));
      if (ceiling <= floor) continue;
      candidates.push(p);
      // The name's similarity when its words were not reached: worked out if the project is scored.
      similarities.push(similarity);
      ceilings.push(ceiling);
    }

    // Candidates in buckets a thousandth wide by ceiling (results are reported to thousandths), each
    // bucket in name order, so that scoring can stop early: once `limit` results are held, a candidate is
    // scored only if its ceiling could beat the last of them, or tie it and come first by name.
    const BUCKETS = 1001;
    const bucketOf = (ceiling: number) => Math.min(BUCKETS - 1, Math.max(0, Math.floor(ceiling * 1000)));
    const starts = new Int32Array(BUCKETS + 1);
    for (const ceiling of ceilings) starts[bucketOf(ceiling) + 1]++;
    for (let b = 0; b < BUCKETS; b++) starts[b + 1] += starts[b];
    const order = new Int32Array(candidates.length);
    const filled = starts.slice(0, BUCKETS);
    for (let i = 0; i < candidates.length; i++) order[filled[bucketOf(ceilings[i])]++] = i;

    const best: { p: number; confidence: number; rank: number }[] = []; // best first, at most `limit`
    for (let b = BUCKETS - 1; b >= 0 && starts[b + 1] > 0; b--) {
      if (starts[b] === starts[b + 1]) continue;
      const bucket = order.subarray(starts[b], starts[b + 1]).sort((x, y) => this.nameRanks[candidates[x]] - this.nameRanks[candidates[y]]);
      for (const i of bucket) {
        const p = candidates[i];
        const rank = this.nameRanks[p];
        if (best.length >= limit) {
          const last = best[best.length - 1];
          const most = scoring.reported(ceilings[i] + margin);
          if (most < last.confidence || (most === last.confidence && rank >= last.rank)) continue;
        }
        const confidence = scoring.reported(Math.max(this.confidenceOf(p, similarities[i], termSize, scoring), this.soundConfidence(p, soundSize, scoring)));
        if (confidence <= scoring.threshold) continue;
        let at = best.length;
        while (at > 0 && (best[at - 1].confidence < confidence || (best[at - 1].confidence === confidence && best[at - 1].rank > rank))) at--;
        if (at >= limit) continue;
        best.splice(at, 0, { p, confidence, rank });
        if (best.length > limit) best.pop();
      }
      // Nothing lower can beat or tie the last held result.
      if (best.length >= limit && scoring.reported(b / 1000 + margin) < best[best.length - 1].confidence) break;
    }
    for (const trigram of known) this.inTerm[trigram] = 0;
    for (const trigram of knownSounds) this.inSound[trigram] = 0;
    return best.map(({ p, confidence }) => ({ project: this.projects[p], confidence }));
  }

  /** The sound's confidence, exact from the shared count (a similarity, not a word similarity). */
  private soundConfidence(p: number, soundSize: number, scoring: Scoring): number {
    if (soundSize === 0) return 0;
    const set = this.sounds.sets[p];
    return scoring.sound(similarityOfCounts(sharedCount(set, this.inSound), set.length, soundSize));
  }

  private confidenceOf(p: number, knownSimilarity: number, termSize: number, scoring: Scoring): number {
    const similarity =
      knownSimilarity >= 0 ? knownSimilarity : similarityOfCounts(sharedCount(this.names.sets[p], this.inTerm), this.names.sets[p].length, termSize);
    let confidence = scoring.name(similarity, wordSimilarity(this.names.sequences[p], this.inTerm, termSize, this.lastSeen));
    const description = this.descriptions.sequences[p];
    if (description.length > 0) {
      confidence = Math.max(confidence, scoring.description(wordSimilarity(description, this.inTerm, termSize, this.lastSeen)));
    }
    return confidence;
  }
}

function sharedCount(set: Int32Array, inTerm: Uint8Array): number {
  let shared = 0;
  for (let i = 0; i < set.length; i++) shared += inTerm[set[i]];
  return shared;
}
