// Names and what was heard, both reduced to the words a person says. A name becomes units (one word,
// number or letter each) with every way it may be said: "St." is "st", "saint" or "street"; "UX" is "ux"
// or "you ex"; "Müller" is "muller" or "mueller". What was heard becomes tokens, with every reading of
// its numbers, fillers marked, and a barrier where "and" stood (so "smith and sons" is not "smithsons").
import { doubleMetaphone } from 'double-metaphone';
import { ABBREVIATIONS, CONNECTORS, FILLERS, fold, isAscii, LETTER_NAMES, oneByte, PRONUNCIATIONS, spelledOut, transliterations, withPlainMarks } from './language';
import { memo } from './memo';
import { isDigits, numberReadings, startsNumber, wordAsNumber } from './numbers';

export interface Unit {
  /** Ways it may be said, without spaces; the first is the written form. */
  texts: string[];
  /** Double Metaphone codes of the texts (words only). */
  codes: string[];
  kind: 'word' | 'number' | 'letter';
  /** Said as letters (UX, AWS, CLE): its initials may also be said as words ("augmented reality" for AR). */
  acronym: boolean;
  /** "and", "of", "the": never needed to tell projects apart. */
  connector: boolean;
  /** Two adjacent words of the name taken as one ("Wi Fi" as "wifi"): not shortened by a speaker. */
  merged?: boolean;
}

export const phoneticCodes = (text: string): string[] => [...new Set(doubleMetaphone(text).filter((code) => code.length > 0))];

// The same patterns for letters of any script and for ASCII alone, which almost every name is: a `\p{…}` class
// costs its regular expression a millisecond or more to build on first use, which a cold start pays (in
// spoken-names.ts too).
const UNICODE = {
  domain: /(\p{L})\.(com|net|org|io|co|ai|app|dev)\b/giu,
  leadingDot: /(^|[\s(])\.(\p{L})/gu,
  lowerUpper: /(\p{Ll}{2})(\p{Lu})/gu,
  upperWord: /(\p{Lu})(\p{Lu}\p{Ll})/gu,
  letterDigit: /(\p{L})(\d)/gu,
  digitLetter: /(\d)(\p{L})/gu,
  between: /[^\p{L}\p{N}.'\u2019]+/u,
  oneCapital: /^\p{Lu}$/u,
  letters: /^\p{L}+$/u,
  capitals: /\p{Lu}/gu,
};
const ASCII: typeof UNICODE = {
  domain: /([a-z])\.(com|net|org|io|co|ai|app|dev)\b/gi,
  leadingDot: /(^|[\s(])\.([A-Za-z])/g,
  lowerUpper: /([a-z]{2})([A-Z])/g,
  upperWord: /([A-Z])([A-Z][a-z])/g,
  letterDigit: /([A-Za-z])(\d)/g,
  digitLetter: /(\d)([A-Za-z])/g,
  between: /[^A-Za-z0-9.']+/,
  oneCapital: /^[A-Z]$/,
  letters: /^[A-Za-z]+$/,
  capitals: /[A-Z]/g,
};
const marksOf = (text: string) => (isAscii(text) ? ASCII : UNICODE);

function unitOf(raw: string, next: string | undefined, previous: string | undefined): Unit {
  const marks = marksOf(raw);
  const written = fold(raw);
  if (isDigits(written)) return { texts: [written], codes: [], kind: 'number', acronym: false, connector: false };
  // "Six Sigma" and "Title IX" are heard as numbers; a run of number words ("Twenty One") stays words.
  const number = wordAsNumber(raw);
  if (number !== null && !(next && wordAsNumber(next)) && !(previous && wordAsNumber(previous))) {
    return { texts: [number], codes: [], kind: 'number', acronym: false, connector: false };
  }
  // A lone "v" is "versus" (Harlow v. Denton) or, before a number, "version" (v2.0): a word, not a letter.
  if ((marks.oneCapital.test(raw) || /^[a-z]$/.test(written)) && written !== 'v') {
    return { texts: [written, ...(LETTER_NAMES[written] ?? [])], codes: [], kind: 'letter', acronym: false, connector: false };
  }
  const acronym = marks.letters.test(raw) && raw.length <= 6 && (raw.match(marks.capitals)?.length ?? 0) >= 2;
  const texts = new Set([written, ...transliterations(raw), ...(PRONUNCIATIONS[written] ?? [])]);
  // "v" before a number is a version; "St", "Dr", "Co" are abbreviations.
  const abbreviations = written === 'v' && next && isDigits(next) ? ['version'] : ABBREVIATIONS[written] ?? [];
  for (const word of abbreviations) texts.add(word);
  if (acronym) texts.add(spelledOut(written));
  const all = [...texts];
  return {
    texts: all,
    codes: [...new Set(all.flatMap(phoneticCodes))],
    kind: 'word',
    acronym,
    connector: CONNECTORS.has(written) && !acronym,
  };
}

/** A project name as units, in order. */
export function nameUnits(name: string): Unit[] {
  let text = withPlainMarks(name).replace(/&/g, ' and ').replace(/\+/g, ' plus ');
  const marks = marksOf(text);
  // Each rewrite only where its mark is: names are indexed by the thousand.
  if (text.includes('.')) text = text.replace(marks.domain, '$1 dot $2').replace(marks.leadingDot, '$1dot $2');
  text = text
    // "GraphQL" is said "graph q l", "KubeCon" "kube con"; "iOS" and "McAllister" stay whole.
    .replace(marks.lowerUpper, '$1 $2')
    .replace(marks.upperWord, '$1 $2');
  // "Q3", "7B", "v2.0", "ACME-1234": letters and digits are said apart.
  if (DIGIT.test(text)) text = text.replace(marks.letterDigit, '$1 $2').replace(marks.digitLetter, '$1 $2');
  let raws = text
    .split(marks.between)
    .map((raw) => raw.replace(/['\u2019]/g, '').replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
  // A name with letters past ASCII ("Dvořák Studio") may be held two bytes a character, and so its words, the
  // plain ones too: each is made one byte where it fits (see oneByte), as every other name's words are.
  if (marks === UNICODE) raws = raws.map(oneByte);
  return raws.map((raw, i) => units.get(raw) ?? (readByNeighbours(raw) ? unitOf(raw, raws[i + 1], raws[i - 1]) : memo(units, raw, MAX_WORDS, () => unitOf(raw, undefined, undefined))));
}

const DIGIT = /\d/;

/** Units by word, shared by every name that has the word (never changed once made). */
const units = new Map<string, Unit>();
/** Some 10 MB of units and their keys. */
const MAX_WORDS = 20_000;
/** A number word or a lone "v" is read by the words beside it ("Twenty One", "v2"); any other word alone. */
const readByNeighbours = (raw: string) => wordAsNumber(raw) !== null || fold(raw) === 'v';

export interface HeardToken {
  text: string;
  /** A word that frames rather than names ("the", "project"): it need not be matched. */
  filler: boolean;
  /** An "and" stood before it: it may not be joined with the word before. */
  barrier: boolean;
  /** A filler that may yet be a number ("the mobile one"): a project with a number of its own must hold it. */
  maybeNumber?: boolean;
}


const SINGLE_LETTER = /^[a-z]$/;

/**
 * What was heard, as tokens: one list for each reading of its numbers. An "n" between letters is read both
 * as "and" ("r n d" for R&D) and as the letter it is ("c n c" for CNC).
 */
export function heardReadings(heard: string): HeardToken[][] {
  const text = fold(heard)
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/\b([a-z]{2,})\.(com|net|org|io)\b/g, '$1 dot $2')
    .replace(/\b([a-z])\./g, '$1 ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim();
  const words = text.split(' ').filter(Boolean);
  const letterN = (reading: string[], i: number) => reading[i] === 'n' && SINGLE_LETTER.test(reading[i - 1] ?? '') && SINGLE_LETTER.test(reading[i + 1] ?? '');
  // "the mobile one": a last "one" after a word may stand for the project ("the one that is mobile"), not
  // the number 1, so it is also read as a filler word. The reading with the number stays ("phase one").
  const before = words[words.length - 2] ?? '';
  const pronounOne = words[words.length - 1] === 'one' && before.length > 1 && !startsNumber(before);
  const readings = numberReadings(words);
  if (pronounOne) readings.push([...numberReadings(words.slice(0, -1))[0], 'one']);
  return readings.flatMap((reading) => {
    const asLetter = reading.some((_, i) => letterN(reading, i));
    return (asLetter ? [true, false] : [false]).map((nIsLetter) => {
      const tokens: HeardToken[] = [];
      let barrier = false;
      reading.forEach((word, i) => {
        // "and", "plus": joins between words, not words of the name.
        if (word === 'and' || word === 'plus' || (!nIsLetter && letterN(reading, i))) {
          barrier = true;
          return;
        }
        // "Thank you" after a name is talk, though "you" alone may be a letter said ("you ex" for UX).
        const thanks = word === 'you' && reading[i - 1] === 'thank';
        if (pronounOne && word === 'one' && i === reading.length - 1) tokens.push({ text: word, filler: true, barrier, maybeNumber: true });
        else tokens.push({ text: word, filler: thanks || (FILLERS.has(word) && !(nIsLetter && letterN(reading, i))), barrier });
        barrier = false;
      });
      return tokens;
    });
  });
}

export interface Span {
  start: number;
  end: number;
  text: string;
  codes: string[];
  words: string[];
  number: boolean;
}

const MAX_SPAN = 4;

/** Every run of up to four tokens, joined: the recognizer splits words ("bell view", "o brien", "u x"). */
export function spansOf(tokens: HeardToken[]): Span[] {
  const spans: Span[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + MAX_SPAN); end++) {
      if (end > start + 1 && tokens[end - 1].barrier) break;
      const words = tokens.slice(start, end).map((t) => t.text);
      const number = words.some(isDigits);
      if (number && words.length > 1) break;
      const joined = words.join('');
      spans.push({ start, end, text: joined, codes: number ? [] : phoneticCodes(joined), words, number });
    }
  }
  return spans;
}
