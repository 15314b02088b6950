// One person's projects, indexed in memory for the fuzzy search: each name's and description's trigrams
// (see trigrams.ts), and for every trigram the projects that have it. A search counts, through those
// lists, how many of the term's trigrams each project shares; from the counts alone it knows each name's
// `similarity` exactly and a ceiling on every `word_similarity`, so it walks the texts (the costly part)
// only of the projects that could pass the threshold.
import { similarityOfCounts, TrigramDictionary, trigramsOf, wordSimilarity } from './trigrams';

export interface IndexedProject {
  id: string;
  name: string;
  description: string | null;
  /** The plain forms (service/db/text-forms.ts) the database stores beside them. */
  name_plain: string;
  description_plain: string;
}

/** How a project's confidence is made from the trigram scores of its name and description. */
export interface Scoring {
  /** Confidence from the name's `similarity(name, term)` and `word_similarity(term, name)`. */
  name: (similarity: number, wordSimilarity: number) => number;
  /** Confidence from the description's `word_similarity(term, description)`. */
  description: (wordSimilarity: number) => number;
  /** The most confidence a name can have, given its similarity and a ceiling on its word similarity. */
  threshold: number;
}

export interface Scored {
  project: IndexedProject;
  confidence: number;
}

interface Texts {
  /** Per project, its trigrams in order. */
  sequences: Int32Array[];
  /** Per project, how many distinct trigrams. */
  sizes: Uint16Array;
  /** Per trigram, the projects that have it, each once. */
  postings: Int32Array[];
}

export class ProjectIndex {
  readonly size: number;
  private readonly dictionary = new TrigramDictionary();
  private readonly names: Texts;
  private readonly descriptions: Texts;
  // Scratch space for one search at a time (searches run on one thread and do not await mid-search).
  private readonly nameShared: Uint16Array;
  private readonly descriptionShared: Uint16Array;
  private lastSeen: Int32Array;
  private inTerm: Uint8Array;

  constructor(readonly projects: IndexedProject[]) {
    this.size = projects.length;
    this.names = this.indexTexts(projects.map((p) => p.name_plain));
    this.descriptions = this.indexTexts(projects.map((p) => p.description_plain));
    this.nameShared = new Uint16Array(this.size);
    this.descriptionShared = new Uint16Array(this.size);
    this.lastSeen = new Int32Array(this.dictionary.size).fill(-1);
    this.inTerm = new Uint8Array(this.dictionary.size);
  }

  private indexTexts(texts: string[]): Texts {
    const sequences = texts.map((text) => Int32Array.from(trigramsOf(text), (t) => this.dictionary.idOf(t)));
    const sizes = new Uint16Array(texts.length);
    const lists: number[][] = [];
    sequences.forEach((sequence, project) => {
      const distinct = new Set(sequence);
      sizes[project] = Math.min(distinct.size, 65535);
      for (const trigram of distinct) (lists[trigram] ??= []).push(project);
    });
    const postings: Int32Array[] = [];
    for (let t = 0; t < lists.length; t++) postings[t] = Int32Array.from(lists[t] ?? []);
    return { sequences, sizes, postings };
  }

  /**
   * The projects whose confidence for the plain term passes `scoring.threshold`, with it, in no
   * particular order; only those whose ids are in `allowed`, when given.
   */
  search(plainTerm: string, scoring: Scoring, allowed?: Set<string>): Scored[] {
    const termTrigrams = new Set(trigramsOf(plainTerm));
    const termSize = termTrigrams.size;
    if (termSize === 0) return [];
    const known: number[] = [];
    for (const trigram of termTrigrams) {
      const id = this.dictionary.find(trigram);
      if (id >= 0) known.push(id);
    }
    const touched: number[] = [];
    const count = (texts: Texts, shared: Uint16Array, other: Uint16Array) => {
      for (const trigram of known) {
        const list = texts.postings[trigram];
        if (!list) continue;
        for (let i = 0; i < list.length; i++) {
          const p = list[i];
          if (shared[p] === 0 && other[p] === 0) touched.push(p);
          shared[p]++;
        }
      }
    };
    count(this.names, this.nameShared, this.descriptionShared);
    count(this.descriptions, this.descriptionShared, this.nameShared);
    for (const trigram of known) this.inTerm[trigram] = 1;

    const out: Scored[] = [];
    // A word similarity is at most shared / termSize (the run shares at most what the whole text does,
    // and the union is at least the term); anything at or under the threshold is never reported.
    const margin = 1e-6;
    for (const p of touched) {
      const nameShared = this.nameShared[p];
      const descriptionShared = this.descriptionShared[p];
      this.nameShared[p] = 0;
      this.descriptionShared[p] = 0;
      const project = this.projects[p];
      if (allowed && !allowed.has(project.id)) continue;
      let confidence = 0;
      if (nameShared > 0) {
        const similarity = similarityOfCounts(nameShared, this.names.sizes[p], termSize);
        if (scoring.name(similarity, nameShared / termSize) + margin > scoring.threshold) {
          confidence = scoring.name(similarity, wordSimilarity(this.names.sequences[p], this.inTerm, termSize, this.lastSeen));
        }
      }
      if (descriptionShared > 0) {
        const ceiling = scoring.description(descriptionShared / termSize);
        if (ceiling + margin > scoring.threshold && ceiling > confidence) {
          confidence = Math.max(confidence, scoring.description(wordSimilarity(this.descriptions.sequences[p], this.inTerm, termSize, this.lastSeen)));
        }
      }
      if (confidence > scoring.threshold - margin) out.push({ project, confidence });
    }
    for (const trigram of known) this.inTerm[trigram] = 0;
    return out;
  }
}
