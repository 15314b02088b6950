// What words sound like: their Double Metaphone codes, from the database's fuzzystrmatch (`dmetaphone`),
// the same codes `sound_of` (migration 0005) joins. A word's code never changes, so codes are kept in
// the process, bounded; the names' words arrive with the index, so a term costs a query only for a word
// no name has and no earlier term had.
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../db/database';

const MAX_WORDS = 200_000;
const DIGITS = /^\d+$/;
const codes = new Map<string, string>();

export function rememberCodes(words: string[], wordCodes: string[]) {
  words.forEach((word, i) => {
    if (word !== '' && !codes.has(word)) codes.set(word, wordCodes[i] ?? '');
  });
  // Oldest first out; a word dropped is only asked for again.
  for (const word of codes.keys()) {
    if (codes.size <= MAX_WORDS) break;
    codes.delete(word);
  }
}

/** `sound_of(plain)`, lower case as pg_trgm compares it, asking the database for unknown words' codes. */
export async function soundOf(db: Queryable, plainText: string): Promise<string> {
  const words = plainText.split(' ').filter((word) => word !== '');
  // Double Metaphone codes letters only: a number ("launch 2", "q3 report 2026") sounds like nothing, and
  // costs no query.
  const missing = [...new Set(words.filter((word) => !codes.has(word) && !DIGITS.test(word)))];
  if (missing.length) {
    const rows = await rowsOf<{ w: string; code: string | null }>(
      db,
      sql`SELECT w, dmetaphone(w) AS code FROM jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb) AS w`,
    );
    rememberCodes(
      rows.map((row) => row.w),
      rows.map((row) => row.code ?? ''),
    );
  }
  return soundFromCodes(words.map((word) => (DIGITS.test(word) ? '' : (codes.get(word) ?? ''))));
}

/** A text's sound from its words' codes, in order: those with a code, joined, lower case. */
export const soundFromCodes = (wordCodes: string[]) =>
  wordCodes
    .filter((code) => code !== '')
    .join(' ')
    .toLowerCase();
