// pg_trgm's `similarity` and `word_similarity`, computed in the process with the same definitions and the
// same float4 arithmetic as the extension (contrib/pg_trgm/trgm_op.c), so a search answered from the
// in-memory index scores exactly as the database would (test/service/project-search-trigrams.test.ts
// checks this against the database's own functions on both engines).
//
// The texts are the service's plain forms (service/db/text-forms.ts: letters and digits, lower case, one
// space between words). pg_trgm takes each word padded with two spaces before and one after, and its
// trigrams are the three-character windows over that. Two known differences, both outside plain forms in
// practice: pg_trgm hashes a trigram of non-ASCII characters to three bytes (two different trigrams could
// collide, about one in sixteen million), and a database whose character type is "C" (PGlite's) does not
// count non-ASCII letters as word characters at all, where this does on every engine.

/** Trigrams are numbered by a dictionary, so sets and sequences are arrays of small integers. */
export class TrigramDictionary {
  private readonly ids = new Map<string, number>();

  get size(): number {
    return this.ids.size;
  }

  /** The trigram's number, made if new. */
  idOf(trigram: string): number {
    let id = this.ids.get(trigram);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(trigram, id);
    }
    return id;
  }

  /** The trigram's number, or -1 when no text in the dictionary has it. */
  find(trigram: string): number {
    return this.ids.get(trigram) ?? -1;
  }
}

/** The trigrams of a plain text in order, repeats kept (what `word_similarity` walks). */
export function trigramsOf(plainText: string): string[] {
  const out: string[] = [];
  for (const word of plainText.split(' ')) {
    if (word === '') continue;
    const chars = ['  ', ...Array.from(word), ' '].join('');
    const points = Array.from(chars);
    for (let i = 0; i + 2 < points.length; i++) out.push(points[i] + points[i + 1] + points[i + 2]);
  }
  return out;
}

/** float4 division as pg_trgm's CALCSML does it: count / (len1 + len2 - count). */
export const calcSml = (count: number, len1: number, len2: number) => Math.fround(count / (len1 + len2 - count));

/** `similarity(a, b)` from the sizes of the two trigram sets and of their intersection. */
export function similarityOfCounts(shared: number, sizeA: number, sizeB: number): number {
  if (sizeA <= 0 || sizeB <= 0) return 0;
  return calcSml(shared, sizeA, sizeB);
}

/**
 * `word_similarity(term, text)`: the best similarity between the term's trigram set and any run of the
 * text's trigrams, found as pg_trgm's iterate_word_similarity finds it (the same walk, so the same
 * answer, including where its search is not exhaustive).
 *
 * `sequence` is the text's trigrams in order; `inTerm[id]` is 1 for the term's trigrams; `termSize` is the
 * number of distinct trigrams in the term (those no text has included); `lastSeen` is scratch space, -1
 * everywhere, sized like the dictionary, and left that way.
 */
export function wordSimilarity(sequence: ArrayLike<number>, inTerm: Uint8Array, termSize: number, lastSeen: Int32Array): number {
  let distinct = 0;
  let count = 0;
  let upper: number;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < sequence.length; i++) {
    const trigram = sequence[i];
    const found = inTerm[trigram] === 1;
    if (lower >= 0 || found) {
      if (lastSeen[trigram] < 0) {
        distinct++;
        if (found) count++;
      }
      lastSeen[trigram] = i;
    }
    if (!found) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      distinct = 1;
    }
    let current = calcSml(count, termSize, distinct);
    // Try moving the start of the run right, for a better similarity.
    let tryCount = count;
    let tryDistinct = distinct;
    const previousLower = lower;
    for (let start = lower; start <= upper; start++) {
      const candidate = calcSml(tryCount, termSize, tryDistinct);
      if (candidate > current) {
        current = candidate;
        distinct = tryDistinct;
        lower = start;
        count = tryCount;
      }
      const at = sequence[start];
      if (lastSeen[at] === start) {
        tryDistinct--;
        if (inTerm[at] === 1) tryCount--;
      }
    }
    if (current > best) best = current;
    for (let start = previousLower; start < lower; start++) {
      const at = sequence[start];
      if (lastSeen[at] === start) lastSeen[at] = -1;
    }
  }
  for (let i = 0; i < sequence.length; i++) lastSeen[sequence[i]] = -1;
  return best;
}

/** Both functions on two plain strings, for tests and one-off use (the index keeps its sets instead). */
export function trigramScores(plainTerm: string, plainText: string): { similarity: number; wordSimilarity: number } {
  const dictionary = new TrigramDictionary();
  const text = trigramsOf(plainText).map((t) => dictionary.idOf(t));
  const termTrigrams = new Set(trigramsOf(plainTerm));
  const inTerm = new Uint8Array(dictionary.size);
  let shared = 0;
  for (const trigram of termTrigrams) {
    const id = dictionary.find(trigram);
    if (id >= 0) {
      inTerm[id] = 1;
      shared++;
    }
  }
  const lastSeen = new Int32Array(dictionary.size).fill(-1);
  return {
    similarity: similarityOfCounts(shared, termTrigrams.size, new Set(text).size),
    wordSimilarity: wordSimilarity(text, inTerm, termTrigrams.size, lastSeen),
  };
}
