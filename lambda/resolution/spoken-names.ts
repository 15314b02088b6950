// A project name as a speech recognizer would write it down when someone says it: "Q4 Launch – Fernwood
// Coffee" is "q four launch fernwood coffee", and also "q four launch" (people drop the client after a
// dash). These are the synonyms sent to Alexa as dynamic entities, so its own recognition knows the names.
import { CONNECTORS, fold } from './language';
import { memo } from './memo';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? ` ${ONES[n % 10]}` : '');
}

function cardinal(n: number): string {
  if (n < 100) return belowHundred(n);
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${belowHundred(n % 100)}` : ''}`;
  return `${cardinal(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${cardinal(n % 1000)}` : ''}`;
}

/** Digits as people say them: 2025 "twenty twenty five", 1243 "twelve forty three", 2.0 "two point oh". */
export function spokenNumber(digits: string): string {
  const [whole, fraction] = digits.split('.');
  const n = Number(whole);
  let words: string;
  if (whole.length === 4 && n % 100 !== 0 && !whole.startsWith('0')) {
    // Years and ticket numbers are said in pairs; "twenty oh five" for 2005.
    const low = n % 100;
    words = `${belowHundred(Math.floor(n / 100))} ${low < 10 ? `oh ${ONES[low]}` : belowHundred(low)}`;
  } else words = n <= 9999 ? cardinal(n) : [...whole].map((d) => ONES[Number(d)]).join(' ');
  if (fraction !== undefined) words += ` point ${[...fraction].map((d) => (d === '0' ? 'oh' : ONES[Number(d)])).join(' ')}`;
  return words;
}

const DIGIT = /\d/;

// The same rewrites for letters of any script and for ASCII alone, which is what almost every name is once
// folded: a `\p{…}` class costs its regular expression some milliseconds to build, paid on a cold start.
const UNICODE = { letterSharp: /(\p{L})#/gu, letterDigit: /(\p{L})(\d)/gu, digitLetter: /(\d)(\p{L})/gu, unsaid: /[^\p{L}\p{N}' ]+/gu };
const ASCII = { letterSharp: /([a-z])#/g, letterDigit: /([a-z])(\d)/g, digitLetter: /(\d)([a-z])/g, unsaid: /[^a-z0-9' ]+/g };
const ASCII_ONLY = /^[ -~]*$/;

/** How a name is said, written as a recognizer writes: lower case, symbols and numbers in words. */
function said(name: string): string {
  let text = fold(name).replace(/&/g, ' and ').replace(/\+/g, ' plus ');
  // Folded ASCII is lower case, so its letters are a to z and its numerals 0 to 9.
  const marks = ASCII_ONLY.test(text) ? ASCII : UNICODE;
  // Each rewrite only where its mark is: names are indexed by the thousand.
  if (text.includes('#')) text = text.replace(marks.letterSharp, '$1 sharp ');
  if (text.includes('.')) {
    text = text
      .replace(/\.(com|net|org|io)\b/g, ' dot $1')
      .replace(/(^|\s)\.(\w)/g, '$1dot $2')
      .replace(/\bst\./g, 'saint')
      .replace(/\bdr\./g, 'doctor')
      .replace(/\bmt\./g, 'mount');
  }
  if (DIGIT.test(text)) {
    text = text
      .replace(marks.letterDigit, '$1 $2')
      .replace(marks.digitLetter, '$1 $2')
      .replace(/\d+(\.\d+)?/g, (digits) => ` ${spokenNumber(digits)} `);
  }
  return text.replace(marks.unsaid, ' ').replace(/\s+/g, ' ').trim();
}

/** The ways a name may be said: whole, and each part of it around a dash or colon ("Q4 Launch", "Fernwood Coffee"). */
export function spokenForms(name: string, limit = 5): string[] {
  const forms = new Set<string>([said(name)]);
  const parts = name.split(/\s[\u2013\u2014-]\s|:\s/).map((part) => part.trim()).filter(Boolean);
  if (parts.length > 1) for (const part of parts) forms.add(said(part));
  return [...forms].filter((form) => form.length > 1).slice(0, limit);
}

/** The most heard words read as one word of a name: "a pollo", "stack wise", "bell e vue". */
const MAX_RUN = 4;
/** The most words of a name a heard word is read as: "acmepayments", "nimbusbankonboarding". */
const MAX_SPLIT = 3;
const LETTERS = /^[a-z]+$/;

/** A name's letters run together (to pass it over quickly), and its words as said, connectors aside, once needed. */
type SaidWords = { letters: string; words?: string[] };
const saidWords = new Map<string, SaidWords>();
/** Names of several people's lists, some 5 MB. */
const MAX_NAMES = 20_000;
const wordsSaid = (name: string): SaidWords => memo(saidWords, name, MAX_NAMES, () => ({ letters: fold(name).replace(/[^a-z]+/g, '') }));

/**
 * What was heard, with words a recognizer split apart or ran together read as the names have them: "stack
 * wise" is "stackwise" where a name has Stackwise, "acmepayments" is "acme payments" where one is ACME
 * Payments. The resolver joins runs of heard words itself, but the checks that go by a name's words exactly
 * (a client's name said, a name said whole) did not: "stack wise" named no client, and one of Stackwise's two
 * projects was booked unasked. Only words no name has are read so, and only as written: "smith son" stays as
 * it was (Smith is a name's word), and so does any heard word a name has.
 */
export function heardAsNamed(heard: string, names: readonly string[]): string {
  const said = heard.trim().split(/\s+/).filter(Boolean);
  const plain = said.map((word) => fold(word).replace(/['\u2019]/g, ''));
  // Only names with a heard word (of three letters or more) or a run of them in their letters can tell: the
  // others of a long list are passed over at a look.
  const keys = new Set<string>();
  for (let i = 0; i < plain.length; i++) {
    for (let end = i + 1; end <= Math.min(plain.length, i + MAX_RUN) && LETTERS.test(plain[end - 1]); end++) {
      const key = plain.slice(i, end).join('');
      if (key.length >= 3) keys.add(key);
    }
  }
  const looked = [...keys];
  const words = new Set<string>();
  const runs = new Map<string, string>();
  for (const name of names) {
    const known = wordsSaid(name);
    if (!looked.some((key) => known.letters.includes(key))) continue;
    const list = (known.words ??= (spokenForms(name, 1)[0] ?? '').split(' ').filter((word) => word && !CONNECTORS.has(word)));
    list.forEach((word, i) => {
      words.add(word);
      for (let width = 2; width <= MAX_SPLIT && i + width <= list.length; width++) runs.set(list.slice(i, i + width).join(''), list.slice(i, i + width).join(' '));
    });
  }
  const noNames = (word: string) => LETTERS.test(word) && !words.has(word);
  const out: string[] = [];
  for (let i = 0; i < said.length; i++) {
    let end = Math.min(said.length, i + MAX_RUN);
    while (end > i + 1 && !(plain.slice(i, end).every(noNames) && words.has(plain.slice(i, end).join('')))) end--;
    if (end > i + 1) {
      out.push(plain.slice(i, end).join(''));
      i = end - 1;
    } else out.push((noNames(plain[i]) && runs.get(plain[i])) || said[i]);
  }
  return out.join(' ');
}
