// How a whole name sounds, and how close what was heard comes to it, across word boundaries. A recognizer
// that does not know a name writes down other words with about the same sounds, split or joined anywhere
// ("celtic kitchen remodel" for Kowalczyk Kitchen Remodel, "have referred library and x" for Haverford
// Library Annex), and carrier words may stay in front of it or after it. So both are reduced to a string of
// coarse sounds (vowels as one, voiced and voiceless consonants alike, silent letters gone) and aligned:
// the whole name against any stretch of what was heard, sounds that are near (p t k, m n, l r, s sh)
// costing less than others, and heard sounds around the name costing little.
import { ABBREVIATIONS, CARRIER_WORDS, fold, isAscii, spelledOut } from './language';
import { memo } from './memo';
import { spokenForms, spokenNumber } from './spoken-names';

/** Spellings of sounds, longest first, each to one sound symbol ('' for silent); 'a' stands for any vowel. */
const SPELLINGS: [string, string][] = [
  ['tion', 'jan'], ['sion', 'jan'], ['ough', 'a'], ['augh', 'a'], ['eigh', 'a'], ['igh', 'a'], ['tch', 'j'], ['dge', 'j'], ['sch', 'sk'],
  ['ph', 'f'], ['gh', ''], ['ck', 'k'], ['ch', 'j'], ['sh', 'j'], ['zh', 'j'], ['th', 't'], ['wh', 'w'], ['qu', 'kw'], ['ng', 'n'],
  ['cz', 'j'], ['sz', 'j'], ['rz', 'j'], ['dz', 'j'], ['kn', 'n'], ['wr', 'r'], ['mb', 'm'], ['gn', 'n'], ['ps', 's'],
  ['x', 'ks'], ['j', 'j'], ['b', 'p'], ['p', 'p'], ['d', 't'], ['t', 't'], ['k', 'k'], ['q', 'k'], ['g', 'k'], ['v', 'f'], ['f', 'f'],
  ['s', 's'], ['z', 's'], ['m', 'm'], ['n', 'n'], ['l', 'l'], ['r', 'r'], ['w', 'w'], ['h', ''],
];
const VOWELS = new Set('aeiou');

/** Words whose spelling misleads about their sound, among those a name or a recognizer often has. */
const SAID: Record<string, string> = { one: 'wan', once: 'wans', two: 'ta', eye: 'a', i: 'a' };

const wordSounds = new Map<string, string>();
/** One word as sounds (kept: names and what is heard share most of their words). */
const wordSound = (word: string): string => memo(wordSounds, word, 20_000, () => soundOfWord(word));

function soundOfWord(word: string): string {
  if (SAID[word]) return SAID[word];
  let out = '';
  // A final silent e after a consonant ("gate", "shore") says nothing.
  const w = word.length > 3 && /[^aeiou]e$/.test(word) ? word.slice(0, -1) : word;
  for (let i = 0; i < w.length; ) {
    const c = w[i];
    if (VOWELS.has(c) || (c === 'y' && !VOWELS.has(w[i + 1] ?? ''))) {
      out += 'a';
      i++;
      continue;
    }
    if (c === 'y') {
      out += 'y';
      i++;
      continue;
    }
    // A w ending a vowel ("view", "bow") is part of it.
    if (c === 'w' && i > 0 && !VOWELS.has(w[i + 1] ?? '') && w[i + 1] !== 'h') {
      out += 'a';
      i++;
      continue;
    }
    // c and g soften before e, i, y ("cent", "gem").
    if ((c === 'c' || c === 'g') && 'eiy'.includes(w[i + 1] ?? '')) {
      out += c === 'c' ? 's' : 'j';
      i++;
      continue;
    }
    if (c === 'c') {
      out += w[i + 1] === 'h' ? 'j' : 'k';
      i += w[i + 1] === 'h' ? 2 : 1;
      continue;
    }
    const spelling = SPELLINGS.find(([letters]) => w.startsWith(letters, i));
    if (spelling) {
      // "kn", "wr", "ps", "gn" lose their first letter only at the start of a word; "mb" only at its end.
      const [letters, sound] = spelling;
      const edgeOnly = (['kn', 'wr', 'ps', 'gn'].includes(letters) && i > 0) || (letters === 'mb' && i + 2 < w.length);
      if (edgeOnly) {
        out += SPELLINGS.find(([l]) => l === letters[0])![1];
        i++;
      } else {
        out += sound;
        i += letters.length;
      }
      continue;
    }
    i++;
  }
  return out;
}

export interface Sounds {
  /** One symbol a sound, repeats run together. */
  text: string;
  /** Where each word's sounds begin (and the end): a name found there took whole words only. */
  starts: Set<number>;
  /** How many sounds at the start, and at the end, are carrier words ("start a timer for"). */
  carrier?: [number, number];
}

/** A name's sounds: where its words begin is never asked (only of what was heard). */
export type NameSound = Pick<Sounds, 'text'>;

/** Text (lower case words, numbers already in words) as one string of sounds. */
export function soundOf(text: string): Sounds {
  const starts = new Set<number>([0]);
  return { text: soundsOfWords(text, starts), starts };
}

/** The sounds of the words, run together; where each word's begin added to `starts`, when given. */
function soundsOfWords(text: string, starts?: Set<number>): string {
  let out = '';
  let last = '';
  for (const word of text.split(/[^a-z]+/)) {
    const sounds = wordSound(word);
    // A sound ending one word and starting the next is said once ("lads seventeen"): either word has it.
    if (starts && sounds && last === sounds[0]) starts.add(out.length - 1);
    for (const s of sounds) {
      if (s !== last) out += last = s;
    }
    starts?.add(out.length);
  }
  return out;
}

/** Sounds a recognizer mistakes for each other (also in letter names that rhyme: dee and gee, ef and es). */
const NEAR = ['ptk', 'mn', 'lr', 'sj', 'fp', 'wf', 'yj', 'ty', 'jt', 'fs'];

const VOWEL_GAP = 0.3;
const CONSONANT_GAP = 1;
const NEAR_SWAP = 0.45;
/** A heard sound before or after the name: carrier words, a filler. */
const AROUND = 0.12;
/** The same around a part of a name: what else was heard may be the rest of another name. */
export const AROUND_PART = 0.4;
/** A number's sounds must be heard this closely: a number is one digit or none. */
const NUMBER_HEARD = 0.97;
/** The name begins or ends inside a heard word ("drain" is not "tray" and an n). */
const INSIDE_WORD = 0.6;

// Costs by character code, looked up in the alignment's inner loop.
const GAP = new Float64Array(128).fill(CONSONANT_GAP);
GAP['a'.charCodeAt(0)] = VOWEL_GAP;
const SWAP = new Float64Array(128 * 128).fill(CONSONANT_GAP);
for (let a = 0; a < 128; a++) SWAP[a * 128 + a] = 0;
for (const group of NEAR) {
  for (const a of group) for (const b of group) if (a !== b) SWAP[a.charCodeAt(0) * 128 + b.charCodeAt(0)] = NEAR_SWAP;
}

let table = new Float64Array(1024);
/** The name's sounds as character codes, kept between calls like the table (a resolution aligns up to 32 names). */
let nameCodes = new Uint8Array(64);

/**
 * How closely the heard sounds hold the name's, from 0 to 1: the whole name aligned with the stretch of what was
 * heard that fits it best, heard sounds around it costing little (less still at word boundaries).
 */
export function soundLikeness(heardSounds: Sounds, name: NameSound, aroundCost = AROUND): number {
  const heard = heardSounds.text;
  const n = heard.length;
  const m = name.text.length;
  if (m === 0) return 0;
  const width = m + 1;
  if (table.length < (n + 1) * width) table = new Float64Array((n + 1) * width);
  const [before, after] = heardSounds.carrier ?? [0, 0];
  const around = (count: number, boundary: number, free: number) => Math.max(0, count - free) * aroundCost + (heardSounds.starts.has(boundary) ? 0 : INSIDE_WORD);
  if (nameCodes.length < m) nameCodes = new Uint8Array(2 * m);
  const codes = nameCodes;
  for (let j = 0; j < m; j++) codes[j] = name.text.charCodeAt(j);
  table[0] = 0;
  for (let j = 1; j <= m; j++) table[j] = table[j - 1] + GAP[codes[j - 1]];
  // The first row ends in what it costs to miss every sound of the name: its weight.
  const weight = table[m];
  for (let i = 1; i <= n; i++) {
    const h = heard.charCodeAt(i - 1);
    const row = i * width;
    const above = row - width;
    const skip = GAP[h];
    table[row] = around(i, i, before);
    for (let j = 1; j <= m; j++) {
      const c = codes[j - 1];
      const diagonal = table[above + j - 1] + SWAP[h * 128 + c];
      const down = table[above + j] + skip;
      const right = table[row + j - 1] + GAP[c];
      table[row + j] = diagonal < down ? (diagonal < right ? diagonal : right) : down < right ? down : right;
    }
  }
  let best = table[m] + around(n, 0, Math.max(before, after));
  for (let i = 1; i <= n; i++) best = Math.min(best, table[i * width + m] + around(n - i, i, after));
  return Math.max(0, 1 - best / weight);
}

/** Words a number is said with ("v two" is a version). */
const spokenNumberWords = new Set('zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty sixty seventy eighty ninety hundred thousand point oh'.split(' '));

/** How a name may sound: each spoken form, with its letters and acronyms also said letter by letter. */
export function nameSounds(name: string, acronyms: Set<string>): { sounds: NameSound; whole: boolean }[] {
  const out = new Map<string, { sounds: NameSound; whole: boolean }>();
  spokenForms(name).forEach((form, i) => {
    const words = form.split(' ');
    // Abbreviations as said ("Okonkwo v. Brandt" is "okonkwo versus brandt"; "v" before a number is "version").
    const said = (w: string, next: string | undefined) =>
      w === 'v' ? (next && spokenNumberWords.has(next) ? 'version' : 'versus') : ABBREVIATIONS[w]?.[0] ?? (w.length === 1 || acronyms.has(w) ? spelledOut(w) : w);
    const lettered = words.map((w, at) => said(w, words[at + 1])).join(' ');
    for (const text of lettered === form ? [form] : [form, lettered]) {
      const sounds = soundsOfWords(text);
      if (sounds && !out.has(sounds)) out.set(sounds, { sounds: { text: sounds }, whole: i === 0 });
    }
  });
  return [...out.values()];
}

// Letters beside digits ("q4"), in any script or, the quick way, in folded ASCII (see spoken-forms.ts).
const LETTER_DIGIT = /(\p{L})(\d)|(\d)(\p{L})/gu;
const LETTER_DIGIT_ASCII = /([a-z])(\d)|(\d)([a-z])/g;

/** What was heard as words, numbers in words ("4" as "four"). */
const plainWords = (heard: string) => {
  const folded = fold(heard);
  return folded
    .replace(/&/g, ' and ')
    .replace(isAscii(folded) ? LETTER_DIGIT_ASCII : LETTER_DIGIT, '$1$3 $2$4')
    .replace(/\d+(\.\d+)?/g, (digits) => ` ${spokenNumber(digits)} `)
    .split(/[^a-z]+/)
    .filter(Boolean);
};

/** A lone letter as its name is said ("b. and q." as "bee and cue"). */
const lettersSaid = (words: string[]) => words.map((w) => (w.length === 1 ? spelledOut(w) : w));

const heardWords = (heard: string) => lettersSaid(plainWords(heard));

export function heardSounds(heard: string): Sounds {
  const words = plainWords(heard);
  const sounds = soundOf(lettersSaid(words).join(' '));
  const lead = words.findIndex((w) => !CARRIER_WORDS.has(w));
  if (lead < 0) return sounds;
  const tail = words.length - 1 - words.findLastIndex((w) => !CARRIER_WORDS.has(w));
  const length = (list: string[]) => soundOf(lettersSaid(list).join(' ')).text.length;
  return { ...sounds, carrier: [length(words.slice(0, lead)), length(words.slice(words.length - tail))] };
}

/**
 * The words of the name not heard as such, against the words heard that are not the name's: how alike they
 * sound. "nguyen family trust" holds Family Trust, but "nguyen" does not sound like O'Brien; "tesla battery
 * drain" holds Tesla Battery, and "drain" sounds much like Tray.
 */
export function restLikeness(heard: string, name: string): number {
  const said = heardWords(heard);
  const named = heardWords(spokenForms(name)[0] ?? name);
  const rest = named.filter((word) => !said.includes(word));
  if (rest.length === 0) return 1;
  // Other words heard around them (carrier words) are weighed with the whole name, not here.
  return soundLikeness(soundOf(said.filter((word) => !named.includes(word)).join(' ')), soundOf(rest.join(' ')), 0);
}

/**
 * Whether every number of the name ("2", "118") sounds as if heard, whatever words the recognizer wrote
 * ("payments a p i version too", "quality escape you won eighteen"); "twenty twenty seven" is not 2025.
 */
export function numbersSoundHeard(heard: Sounds, numbers: string[]): boolean {
  return numbers.every((digits) => soundLikeness(heard, soundOf(spokenNumber(digits)), 0) >= NUMBER_HEARD);
}
