// Numbers as people say them, turned into digits in every way that makes sense: "twenty twenty five"
// is 2025 (or 20 and 25), "twelve forty three" 1243, "one two three four" 1234, "two point oh" 2.0,
// "twenty four seven" 24 and 7 (or 247), "two thousand twenty five" 2025.

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** "oh" and "o" are zero only inside a number ("twenty oh five", "two point oh"). */
const ZEROS = new Set(['oh', 'o']);

const isDigits = (token: string) => /^\d+(\.\d+)?$/.test(token);
export const startsNumber = (token: string) => token in UNITS || token in TENS || isDigits(token);

/** One run of number words: its readings, each a list of digit tokens. */
function readings(words: string[]): string[][] {
  // Digits said as digits ("2.0", "2025") read only as themselves.
  if (words.length === 1 && isDigits(words[0])) return [[words[0]]];
  const out: string[][] = [];
  const add = (tokens: string[]) => {
    if (tokens.length && !out.some((seen) => seen.join(' ') === tokens.join(' '))) out.push(tokens);
  };
  const point = words.indexOf('point');
  if (point > 0 && point < words.length - 1) {
    // "two point oh": the left side as a number, the right side digit by digit.
    const left = cardinal(words.slice(0, point));
    const right = words.slice(point + 1).map((w) => (ZEROS.has(w) ? 0 : UNITS[w] ?? (isDigits(w) ? Number(w) : NaN)));
    if (left !== null && right.every((d) => Number.isInteger(d) && d < 10)) add([`${left}.${right.join('')}`]);
    return out;
  }
  const whole = cardinal(words);
  const groups = grouped(words);
  if (groups) {
    add(groups.length > 1 ? [groups.join('')] : groups);
    if (groups.length > 1) add(groups);
  }
  if (whole !== null) add([String(whole)]);
  return out;
}

/**
 * The number the words name in the usual way ("two thousand twenty five", "three hundred sixty", "forty
 * three"), or null when they do not form one (a unit after a unit, tens after tens: those are groups).
 */
function cardinal(words: string[]): number | null {
  if (words.length === 1 && isDigits(words[0])) return Number(words[0]);
  let total = 0;
  let current = 0;
  // What the last word was, to allow only well-formed sequences.
  let last: 'start' | 'unit' | 'teen' | 'tens' | 'hundred' | 'thousand' = 'start';
  for (const word of words) {
    if (word in UNITS) {
      const value = UNITS[word];
      const teen = value >= 10;
      if (last === 'unit' || last === 'teen' || (last === 'tens' && (teen || value === 0))) return null;
      current += value;
      last = teen ? 'teen' : 'unit';
    } else if (word in TENS) {
      if (last === 'unit' || last === 'teen' || last === 'tens') return null;
      current += TENS[word];
      last = 'tens';
    } else if (word === 'hundred') {
      if (last !== 'unit' && last !== 'start') return null;
      current = (current || 1) * 100;
      last = 'hundred';
    } else if (word === 'thousand') {
      if (last === 'thousand') return null;
      total += (current || 1) * 1000;
      current = 0;
      last = 'thousand';
    } else return null;
  }
  return last === 'start' ? null : total + current;
}

/** The words in groups said one after another ("twelve" "forty three"): each group's digits, or null. */
function grouped(words: string[]): string[] | null {
  const groups: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word in TENS) {
      const next = words[i + 1];
      if (next && next in UNITS && UNITS[next] > 0 && UNITS[next] < 10) {
        groups.push(String(TENS[word] + UNITS[next]));
        i++;
      } else groups.push(String(TENS[word]));
    } else if (word in UNITS) groups.push(String(UNITS[word]));
    else if (ZEROS.has(word) && i > 0) groups.push('0');
    else if (isDigits(word)) groups.push(word);
    else return null;
  }
  return groups;
}

const QUARTERS: Record<string, string> = { first: '1', second: '2', third: '3', fourth: '4' };

/** Every reading of the tokens with their numbers in digits (at most `limit`). */
export function numberReadings(tokens: string[], limit = 6): string[][] {
  // "third quarter" is Q3.
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (QUARTERS[tokens[i]] && tokens[i + 1] === 'quarter') {
      words.push('q', QUARTERS[tokens[i]]);
      i++;
    } else words.push(tokens[i]);
  }
  let results: string[][] = [[]];
  for (let i = 0; i < words.length; ) {
    if (!startsNumber(words[i])) {
      results = results.map((r) => [...r, words[i]]);
      i++;
      continue;
    }
    let end = i + 1;
    while (end < words.length && (startsNumber(words[end]) || words[end] === 'hundred' || words[end] === 'thousand' || words[end] === 'point' || (ZEROS.has(words[end]) && end > i))) end++;
    // A run may not end on "point" or start a new number with "oh".
    const run = words.slice(i, end);
    const options = readings(run);
    results = options.length ? results.flatMap((r) => options.map((o) => [...r, ...o])).slice(0, limit) : results.map((r) => [...r, ...run]);
    i = end;
  }
  return results;
}

/** A number said in one word ("Six Sigma") or in Roman numerals ("Title IX", "Rocky II"), as digits; else null. */
export function wordAsNumber(raw: string): string | null {
  const word = raw.toLowerCase();
  if (word in UNITS) return String(UNITS[word]);
  if (word in TENS) return String(TENS[word]);
  const roman = /^(X{0,3})(IX|IV|V?I{0,3})$/.exec(raw);
  if (roman && raw.length >= 2) {
    const ones: Record<string, number> = { '': 0, I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9 };
    return String(roman[1].length * 10 + ones[roman[2]]);
  }
  return null;
}

/**
 * The number words said alone ("forty five", "45", "one and a half") as a value; null for anything else.
 * Only a whole number, or one with "and a half", as people give a length of time.
 */
export function spokenNumber(text: string): number | null {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const half = words.length > 3 && words.slice(-3).join(' ') === 'and a half';
  const whole = cardinal(half ? words.slice(0, -3) : words);
  return whole === null ? null : whole + (half ? 0.5 : 0);
}

export { isDigits };
