// How alike a heard span and one way of saying a name's unit are, from 0 to 1: spelling (edit distance)
// blended with sound (Double Metaphone), numbers compared exactly, single letters by how they sound.
import { distance } from 'fastest-levenshtein';
import { lettersSoundAlike } from './language';
import type { Span, Unit } from './spoken-forms';

const editSimilarity = (a: string, b: string) => 1 - distance(a, b) / Math.max(a.length, b.length);

/** Numbers must agree: 2024 is not 2025. "24" may be a year said short; "2" a version said short of "2.0". */
export function numberSimilarity(heard: string, written: string): number {
  if (heard === written) return 1;
  if (heard.length === 2 && written.length === 4 && written.endsWith(heard)) return 0.9;
  if (written.startsWith(`${heard}.`) || heard.startsWith(`${written}.`)) return 0.85;
  return 0;
}

/** Singular and plural are one word said two ways ("event", "events"; "guideline", "guidelines"). */
export const INFLECTED = 0.95;
const sameWordInflected = (a: string, b: string) => a.length > 3 && b.length > 3 && (withEnding(a, b, 's') || withEnding(b, a, 's') || withEnding(a, b, 'es') || withEnding(b, a, 'es'));
/** `word` is `stem` and the ending: `${stem}s` without making the string (asked of every word pair scored). */
const withEnding = (word: string, stem: string, ending: string) => word.length === stem.length + ending.length && word.endsWith(ending) && word.startsWith(stem);

/**
 * The least spelling likeness at which a sound counts at all (three sounds or more that agree; every other
 * threshold in wordSimilarity is higher): below it, a pair of words counts for nothing.
 */
const LEAST_EDIT_FOR_SOUND = 0.4;

function wordSimilarity(heard: string, heardCodes: string[], text: string, codes: string[], strictSound: boolean, shortenable: boolean): number {
  if (heard === text) return 1;
  if (sameWordInflected(heard, text)) return INFLECTED;
  // A word cut short is still that word ("gym" for gymnasium, "river" for Riverbend, "admin" for administration).
  if (shortenable && heard.length >= 3 && text.length > heard.length && text.startsWith(heard) && heard.length / text.length >= 0.3) return 0.8;
  const shortest = Math.min(heard.length, text.length);
  if (shortest <= 1) return 0;
  // Words of lengths far apart (a quarter of the pairs that come this far, at 10,000 projects) are at least that
  // many edits apart, too many for the spelling or the sound to count (below LEAST_EDIT_FOR_SOUND): passed over
  // without working out the distance.
  const longest = Math.max(heard.length, text.length);
  if (1 - (longest - shortest) / longest < LEAST_EDIT_FOR_SOUND) return 0;
  const edit = editSimilarity(heard, text);
  // Sound counts only where the spelling is not far off (Double Metaphone alone confuses too much); the
  // longer the sounds that agree, the further the spelling may be ("griffin" and "gryphon").
  let sound = 0;
  for (const a of heardCodes) {
    for (const b of codes) {
      if (a === b) {
        if (edit >= (strictSound ? 0.6 : a.length >= 3 ? LEAST_EDIT_FOR_SOUND : 0.5)) sound = Math.max(sound, a.length >= 3 ? 0.9 : 0.8);
      } else if (Math.min(a.length, b.length) >= 3 && edit >= 0.5) {
        const close = editSimilarity(a, b);
        if (close >= 0.75) sound = Math.max(sound, 0.8 * close);
      }
    }
  }
  if (shortest <= 3) return sound >= 0.8 ? Math.min(sound, 0.85) : edit >= 0.75 ? edit : 0;
  // Spelling alone well apart ("shelter" and "health") is no evidence: it needs the sound to agree.
  if (edit < 0.65 && sound === 0) return 0;
  return Math.max(edit, sound);
}

/** The best likeness of a span to any way of saying a unit (or a pair of units said as one word). */
export function spanSimilarity(span: Span, unit: Pick<Unit, 'texts' | 'codes' | 'kind' | 'acronym' | 'merged'>): number {
  if (unit.kind === 'number' || span.number) return unit.kind === 'number' && span.number ? numberSimilarity(span.text, unit.texts[0]) : 0;
  if (unit.kind === 'letter') {
    if (unit.texts.includes(span.text)) return 1;
    return span.text.length === 1 && lettersSoundAlike(span.text, unit.texts[0]) ? 0.7 : 0;
  }
  // A letter run into a word ("x audit" as "xaudit") borrows sounds it never had: such a span must also be
  // spelled close to the name's word ("a pollo" for Apollo, "hip a" for HIPAA).
  const strictSound = span.words.length > 1 && span.words.some((w) => w.length === 1);
  let best = 0;
  for (const text of unit.texts) {
    best = Math.max(best, wordSimilarity(span.text, span.codes, text, unit.codes, strictSound, !unit.merged));
    if (best === 1) return 1;
  }
  // "augmented reality" for AR, "point of sale" for POS, "voice over i p" for VoIP.
  if (unit.acronym && span.words.length >= 2 && span.words.map((w) => w[0]).join('') === unit.texts[0]) {
    best = Math.max(best, 0.9);
  }
  return best;
}
