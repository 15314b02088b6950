// What the resolver knows about how English speakers say names: letters, abbreviations, symbols,
// filler words. General knowledge of speech, not of any one workspace.

/** Printable ASCII only; anything else takes the long way. */
const ASCII = /^[ -~]*$/;
/** Whether the text is printable ASCII (almost every name, all a recognizer writes), for patterns written twice. */
export const isAscii = (text: string) => ASCII.test(text);

/**
 * The same text, stored one byte a character where every character fits. V8 keeps a string made from one with a
 * character past Latin-1 (a dash, a curly quote, an accent NFD took apart) two bytes a character, whatever is left,
 * and so every word cut from it; compared with one-byte text (what was heard), such a word takes V8's slow way in
 * each comparison and edit distance, and one such word seen makes the resolver's code slower for all (at 10,000
 * projects, with the corpora's names among them, a resolution's likenesses took twice the time). Joining the
 * characters makes a new string, one byte a character if they all fit.
 */
export const oneByte = (text: string) => text.split('').join('');

/** Dashes, curly quotes and the no-break space, as typed on a phone or a Mac: their ASCII selves. */
const TYPOGRAPHIC = /[\u00a0\u2010-\u2015\u2018\u2019\u201c\u201d]/g;
const asciiMark = (mark: string) => (mark === '\u00a0' ? ' ' : mark <= '\u2015' ? '-' : mark <= '\u2019' ? "'" : '"');
/**
 * The text with its typographic marks as their ASCII selves: the same words, read the quick way when the rest is
 * ASCII, and held one byte a character (see oneByte).
 */
export function withPlainMarks(text: string): string {
  const plain = text.replace(TYPOGRAPHIC, asciiMark);
  return plain === text ? plain : oneByte(plain);
}

/** Folds text to what is heard: lower case, no accents (Ø, Æ, ß and the like spelled out), no apostrophes. */
export function fold(text: string): string {
  // Plain ASCII (most names, all a recognizer writes) has no letters to fold; of its marks, ^ and ` are diacritics.
  if (ASCII.test(text)) return text.toLowerCase().replace(/[\^`']/g, '');
  // "Q4 Launch – Fernwood Coffee" is ASCII but for its dash: folded the quick way too, since the long way's
  // Unicode classes cost a cold start over a millisecond to build.
  const marksAsAscii = withPlainMarks(text);
  if (ASCII.test(marksAsAscii)) return fold(marksAsAscii);
  // Letters outside ASCII are written as escapes (ø Ø, æ Æ, œ Œ, ß, đ Đ, ł Ł, þ Þ, and ’): esbuild escapes them in
  // strings but not in regular expressions, and one such letter makes Node read the whole bundle as UTF-16.
  // One byte a character again where it fits (see oneByte): NFD made it two.
  return oneByte(
    text
      .replace(/[\u00f8\u00d8]/g, 'o')
      .replace(/[\u00e6\u00c6]/g, 'ae')
      .replace(/[\u0153\u0152]/g, 'oe')
      .replace(/\u00df/g, 'ss')
      .replace(/[\u0111\u0110]/g, 'd')
      .replace(/[\u0142\u0141]/g, 'l')
      .replace(/[\u00fe\u00de]/g, 'th')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/['\u2019`]/g, ''),
  );
}

/** German and Nordic vowels as they are also written and said: Müller as Mueller, Ødegaard as Oedegaard. */
export function transliterations(word: string): string[] {
  // ä Ä, ö Ö ø Ø, ü Ü, å Å (escaped: see fold).
  const spelled = word.replace(/[\u00e4\u00c4]/g, 'ae').replace(/[\u00f6\u00d6\u00f8\u00d8]/g, 'oe').replace(/[\u00fc\u00dc]/g, 'ue').replace(/[\u00e5\u00c5]/g, 'aa');
  return spelled === word ? [] : [fold(spelled)];
}

/** Letters as they are said: "you ex" is UX, "cue three" is Q3, "see ellie" is CLE. */
export const LETTER_NAMES: Record<string, string[]> = {
  a: ['ay'], b: ['bee', 'be'], c: ['see', 'cee', 'sea'], d: ['dee'], e: ['ee'], f: ['ef', 'eff'], g: ['gee'], h: ['aitch', 'h'],
  i: ['eye', 'i'], j: ['jay'], k: ['kay'], l: ['el', 'ell'], m: ['em'], n: ['en'], o: ['oh'], p: ['pee'], q: ['cue', 'queue'],
  r: ['ar', 'are'], s: ['es', 'ess'], t: ['tee', 'tea'], u: ['you'], v: ['vee'], w: ['doubleyou'], x: ['ex'], y: ['why'], z: ['zee', 'zed'],
};

/** Letters that sound alike when said alone (B, D, E, P, T, V rhyme; so do F, S, X; M and N; A, J, K; I and Y; Q, U and W). */
const LETTER_SOUNDS = ['bcdegptvz', 'fslmnx', 'ajk', 'iy', 'quw', 'o', 'r', 'h'];
export const lettersSoundAlike = (a: string, b: string) => LETTER_SOUNDS.some((group) => group.includes(a) && group.includes(b));

/** An acronym said letter by letter, as one string: UX "youex", CLE "seeelee". */
export const spelledOut = (letters: string) => [...letters].map((letter) => LETTER_NAMES[letter]?.[0] ?? letter).join('');

/** Abbreviations in names and the words people say for them. */
export const ABBREVIATIONS: Record<string, string[]> = {
  st: ['saint', 'street'], dr: ['doctor', 'drive'], mt: ['mount', 'mountain'], ft: ['fort'], co: ['company'], inc: ['incorporated'],
  corp: ['corporation'], ltd: ['limited'], bros: ['brothers'], ave: ['avenue'], rd: ['road'], jr: ['junior'], sr: ['senior'],
  intl: ['international'], dept: ['department'], univ: ['university'], assoc: ['associates'], mgmt: ['management'],
  vs: ['versus'], v: ['versus', 'version'], ver: ['version'], no: ['number'], approx: ['approximately'],
};

/** Names of tech things said as words rather than letters. */
export const PRONUNCIATIONS: Record<string, string[]> = {
  sql: ['sequel'], saas: ['sass'], gui: ['gooey'], nginx: ['enginex'], k8s: ['kubernetes'], ios: ['eyeohes'], wifi: ['whyfy'],
};

/**
 * Words that frame a name rather than belong to it ("the", "my", "project", "stuff", "meeting", "mister").
 * Heard and not matched, they are ignored; they still count when a name holds them ("On-Call").
 */
export const FILLERS = new Set(
  (
    'the a an my our your his her their this that these those some any its it is was i im me we for on of to in at with from by about ' +
    'into please just now today project projects stuff work works working job jobs account accounts client clients task tasks ' +
    'thing things hours hour time case cases file files matter matters meeting meetings session sessions shift shifts ' +
    'mister missus mrs mr ms miss doing do did done and n plus dash slash hyphen also bit um uh er like kind sort thanks thank cheers'
  ).split(' '),
);

/** Connecting words in names: said or not, they do not tell one project from another. */
export const CONNECTORS = new Set('and of the for a an in on at to by with plus versus v vs'.split(' '));

/**
 * Words of the requests around a name ("start a timer for", "log two hours on ... yesterday"), and the
 * words a recognizer writes for them ("four", "too"): heard next to a name, they cost it nothing.
 */
export const CARRIER_WORDS = new Set([
  ...FILLERS,
  ...('start started starting timer timers log logged logging track tracked tracking switch switched put add record ' +
    'worked spent stop stopped hours minutes yesterday today tonight morning afternoon evening four fore too two').split(' '),
]);
