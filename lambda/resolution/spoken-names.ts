// A project name as a speech recognizer would write it down when someone says it: "Q4 Launch – Fernwood
// Coffee" is "q four launch fernwood coffee", and also "q four launch" (people drop the client after a
// dash). These are the synonyms sent to Alexa as dynamic entities, so its own recognition knows the names.
import { fold } from './language';

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
  const parts = name.split(/\s[–—-]\s|:\s/).map((part) => part.trim()).filter(Boolean);
  if (parts.length > 1) for (const part of parts) forms.add(said(part));
  return [...forms].filter((form) => form.length > 1).slice(0, limit);
}
