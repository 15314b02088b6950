import { isAscii } from './language';

/** A name reduced to what is heard: no case, accents, punctuation or extra spaces; "&" as "and". */
export const plainName = (text: string) =>
  // ASCII text (almost all) the quick way: a `\p{…}` class costs a cold start's first use some milliseconds.
  // Of its marks only ^ and ` are diacritics.
  isAscii(text)
    ? text.replace(/[\^`]/g, '').toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, ' ').trim()
    : text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
        .replace(/&/g, ' and ')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();

/** Lower case words without punctuation; "that's" is "thats", as a recognizer writes it. */
export const heardWords = (text: string) => plainName(text.replace(/['’]/g, ''));

export const sameName = (a: string, b: string) => plainName(a) === plainName(b);
