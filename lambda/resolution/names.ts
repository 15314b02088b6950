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
export const heardWords = (text: string) => plainName(text.replace(/['\u2019]/g, ''));

/**
 * Words that take back what was just said, in the middle of a sentence: "two, no, three hours", "greenfield, I
 * mean greenleaf", "for yesterday, no, friday". Longer ones first: an alternation takes the first that fits.
 */
export const TAKING_BACK = 'no wait|wait no|no no|no sorry|no|wait|sorry|i mean|i meant|or rather';

export const sameName = (a: string, b: string) => plainName(a) === plainName(b);

/**
 * The words meant, said beside words ruled out: "not yesterday, today", "today, not yesterday", "three hours not
 * two", "Greenleaf instead of Greenfield". `fits` checks the words meant, `ruledOut` the others (anything, unless
 * given). Undefined when the words say no such thing.
 */
export function meantBeside(heard: string, fits: (words: string) => boolean = () => true, ruledOut: (words: string) => boolean = () => true): string | undefined {
  const words = heardWords(heard).split(' ');
  for (let i = 1; i < words.length; i++) {
    const [left, right] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const notFirst = /^not (.+)$/.exec(left);
    const meantAfter = right.replace(/^(?:but|it was|i meant|its) /, '');
    if (notFirst && ruledOut(notFirst[1]) && fits(meantAfter)) return meantAfter;
    const notAfter = /^(?:not|instead of|rather than) (.+)$/.exec(right);
    if (notAfter && ruledOut(notAfter[1]) && fits(left)) return left;
  }
  return undefined;
}
