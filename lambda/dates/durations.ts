// AMAZON.DURATION values are ISO 8601 durations: "PT2H", "PT1H30M", "PT45M", "P1D". Alexa sends "?" in
// place of a number it did not catch ("PT?H"), and years or months make no sense for a day's work.
import dayjs from 'dayjs';
import durationPlugin from 'dayjs/plugin/duration';
import { heardWords, TAKING_BACK } from '../resolution/names';
import { spokenNumber } from '../resolution/numbers';
import { WEEKDAY_SAID } from './days';

dayjs.extend(durationPlugin);

const ISO_DURATION = /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export const MAX_LOGGED_SECONDS = 24 * 3600;

/**
 * What a number said alone in answer to "How long did you work?" most likely means, as an AMAZON.DURATION
 * value: up to nine (and halves), hours ("two", "one and a half"); from ten, minutes ("forty five"). The
 * skill asks before it logs it, so a wrong guess costs a "no".
 */
export function likelyDuration(number: number): string {
  return number < 10 ? `PT${number}H` : `PT${number}M`;
}

/**
 * "A day", "half a day", "a week" (P1D, P0.5D, P1W): no length of work. A day's work is eight hours for one
 * person and ten for another, and 24 for none: such a length is asked for in hours, never booked as said.
 */
export const saidInDays = (value: string | undefined) => !!value && /^P[^T]*[WD]/.test(value);

/** Seconds in an AMAZON.DURATION value, or null when it holds no usable length of time. */
export function durationSeconds(value: string | undefined): number | null {
  if (!value || !ISO_DURATION.test(value) || value === 'P' || value.endsWith('T')) return null;
  const seconds = dayjs.duration(value).asSeconds();
  return Number.isFinite(seconds) ? Math.round(seconds) : null;
}

/** Milliseconds of overlap as whole minutes, in seconds: what a person would call the time two stretches share. */
export const wholeMinutesOf = (ms: number) => Math.round(ms / 60_000) * 60;

/**
 * Whole seconds a timer counts from `from` to `to` (milliseconds): the seconds its clock ticks over, as the
 * service counts a timer's, so that spans end to end add up (each rounded alone lost or gained a second).
 */
export const secondsBetween = (from: number, to: number) => Math.max(0, Math.floor(to / 1000) - Math.floor(from / 1000));

const LENGTH_WORDS = /^(?:(?:about|around|roughly|just|only)\s+)?(.+?)\s+(hours?|hrs?|minutes?|mins?)(\s+and\s+a\s+half)?$/;
// Parts of an hour: "a quarter of an hour", "three quarters of an hour", "half an hour".
const PART_OF_HOUR: [RegExp, number][] = [
  [/^(?:a |one )?half (?:of )?(?:an |a )?hour$/, 30],
  [/^(?:a |one )?quarter (?:of )?(?:an |a )?hour$/, 15],
  [/^three quarters (?:of )?(?:an |a )?hour$/, 45],
];

/**
 * A length of time said as words where Alexa filled no AMAZON.DURATION slot ("two hours" heard as a project
 * name): "two hours" PT2H, "an hour and a half" PT1H30M, "forty five minutes" PT45M, "half an hour" PT30M;
 * undefined for anything else.
 */
export function lengthSaid(words: string): string | undefined {
  return lengthInWords(words) ?? lengthSaidAgain(words);
}

// A number taken back as it was said: "two, no, three hours", "forty minutes, sorry, fifty minutes".
const TAKING_BACK_LENGTH = `(?:${TAKING_BACK}|actually|make that|make it)`;
// The first words taken back ("two, no, three hours"), and the last ("greenleaf no wait two hours").
const TAKEN_BACK = new RegExp(`^(.+?) ${TAKING_BACK_LENGTH} (.+)$`);
const TAKEN_BACK_LAST = new RegExp(`^(.+) ${TAKING_BACK_LENGTH} (.+)$`);
const TAKING_BACK_AT_END = new RegExp(`(?: (?:${TAKING_BACK}|actually))+$`);

/**
 * "Two, no, three hours", "an hour, no wait, ninety minutes": the length said last, when what was taken back was a
 * number or a length ("log two no three hours" was not understood). Undefined for anything else.
 */
function lengthSaidAgain(words: string): string | undefined {
  const [, before, after] = TAKEN_BACK.exec(heardWords(words)) ?? [];
  if (!before || (spokenNumber(before) === null && !lengthInWords(before))) return undefined;
  return lengthSaid(after);
}

/**
 * "Greenleaf, no, two hours" (of "log three hours on greenleaf, no, two hours", which Alexa hands over as the project's
 * words): the words before a length said again at their end, and that length. Undefined for anything else.
 */
export function lengthSaidAgainAfter(words: string): { before: string; length: string } | undefined {
  const [, before, after] = TAKEN_BACK_LAST.exec(heardWords(words)) ?? [];
  const length = after ? lengthSaid(after) : undefined;
  // The last words taken back are the length's: "greenleaf no wait" is "greenleaf".
  return length ? { before: before.replace(TAKING_BACK_AT_END, ''), length } : undefined;
}

function lengthInWords(words: string): string | undefined {
  // "One and half hours" (Indian English) is one and a half.
  // "The hour and a half" (of an entry named by its length) is one and a half.
  const text = words.toLowerCase().replace(/\s+/g, ' ').trim().replace(/ and half\b/, ' and a half').replace(/^(?:the )?(hour|minute) and a half$/, 'an $1 and a half');
  const minutes = minutesSaid(text);
  if (!minutes) return undefined;
  const hours = Math.floor(minutes / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`;
}

// "It ran", "it was running" before how long a timer ran ("it ran for three hours"), as said of a forgotten timer.
const RAN = '(?:it |i )?(?:ran|was running|ran on|worked|went on)';
/** Words that are "it ran" alone: Alexa may hand them over as the project's, beside the length in its slot. */
export const isRanWords = (words: string) => new RegExp(`^${RAN}$`).test(heardWords(words));
/** "It ran for three hours": the length said of a run (AMAZON.DURATION's form); undefined for other words. */
export function ranForSaid(words: string): string | undefined {
  const said = new RegExp(`^${RAN} (?:for )?(?:about |around )?(.+)$`).exec(heardWords(words));
  return said ? lengthSaid(said[1]) : undefined;
}

/**
 * Whether the words hold a length of work anywhere ("sure, put two hours there", "an hour and a half on it"). A
 * minute alone is none: "wait a minute", "give me a minute" are no time to log.
 */
export function holdsLength(words: string): boolean {
  const said = heardWords(words).split(' ');
  const worked = (length: string | undefined) => (durationSeconds(length) ?? 0) > 60;
  return said.some((word, end) => /^(?:hours?|hrs?|minutes?|mins?)$/.test(word) && [1, 2, 3, 4, 5].some((n) => end - n >= 0 && worked(lengthSaid(said.slice(end - n, end + 1).join(' ')))));
}

/** Minutes in a length said in words; hours and minutes together ("an hour and fifteen minutes") add up. */
function minutesSaid(text: string): number | undefined {
  const part = PART_OF_HOUR.find(([pattern]) => pattern.test(text));
  if (part) return part[1];
  const both = /^(.+? (?:hours?|hrs?)) and (.+? (?:minutes?|mins?))$/.exec(text);
  if (both) {
    const [hours, minutes] = [minutesSaid(both[1]), minutesSaid(both[2])];
    return hours && minutes ? hours + minutes : undefined;
  }
  const m = LENGTH_WORDS.exec(text);
  if (!m) return undefined;
  const count = /^(?:an?|one)$/.test(m[1]) ? 1 : spokenNumber(m[1]);
  if (count === null || count <= 0) return undefined;
  return Math.round((count + (m[3] ? 0.5 : 0)) * (m[2].startsWith('h') ? 60 : 1));
}

// "A few hours", "all day", "a while": a length that is no number. A day-long one is asked for in hours,
// as "a day" is.
const VAGUE_LENGTH =
  '(?:(?:a few|a couple(?: of)?|several|some|a bunch of|a number of|a good few|lots of|many) (?:more )?(?:hours|minutes|mins|hrs)|(?<day>(?:all|the whole|the entire|a whole|a full|most of the|half the|half a) day)|(?:all|the whole|the entire) (?:morning|afternoon|evening)|a (?:little )?while|a (?:little )?bit|some time)';
// A length in numbers said where Alexa filled no duration ("put half an hour down for Internal Admin", "log one
// and half hours for Greenleaf"): some words, then hours or minutes, checked by `lengthSaid`.
const EXACT_LENGTH =
  '(?:(?:a |one |three )?(?:half|quarter|quarters) (?:of )?an? hour|(?:[a-z0-9]+ ){1,4}?(?:hours?|hrs?|minutes?|mins?)(?: and (?:a )?half)?(?: and (?:[a-z0-9]+ ){1,3}?(?:minutes?|mins?))?)';
const LOG_VERB =
  '(?:(?:please |can you |could you |kindly |i want to |id like to |i would like to |i need to |let me )?(?<verb>log|add|book|put down|put|record|enter|track|mark)|i (?:worked|spent|did|put in|was))';
// The days read here: "yesterday" and "today" as LogTime's date slot takes them, a weekday as its weekday slot does.
const DAY_SAID = `(?:(?:yesterday|today)(?: (?:morning|afternoon|evening))?|this (?:morning|afternoon|evening)|${WEEKDAY_SAID})`;
const WHEN = (name: string) => `(?:(?:on|for) )?(?<${name}>${DAY_SAID})`;
const TO_PROJECT = '(?:on|for|to|at|in|with|against)';
const LENGTH_SAID = `(?:${VAGUE_LENGTH}|(?<exact>${EXACT_LENGTH}))`;
// Words said before the request that say nothing ("um, log two hours", "so I worked three hours"): a recognizer
// often keeps them, and Alexa then hands the whole sentence over as a name.
const FILLERS = '(?:(?:um+|uh+|er+|erm|hmm+|so|okay|ok|well|oh|alright|right|hey|and|like) )*';
const VAGUE_FIRST = new RegExp(
  `^${FILLERS}(?:${WHEN('before')} )?(?:${LOG_VERB} )?${LENGTH_SAID}(?: down)?(?: of (?<description>.+?))?(?: ${WHEN('between')})? ${TO_PROJECT} (?<project>.+?)(?: ${WHEN('after')})?$`,
);
// "Log yesterday afternoon on Internal Admin", "I worked on Greenleaf yesterday", "log on Internal Admin": time, its
// length unsaid (a timer was offered for the project, and a yes started one today).
const NO_LENGTH = new RegExp(
  `^${FILLERS}(?:${WHEN('before')} )?(?:please |can you |could you |i want to |id like to |i need to )?(?<verb>log|book|record|i worked|i was working)(?: ${WHEN('between')})? ${TO_PROJECT} (?<project>.+?)(?: ${WHEN('after')})?$`,
);
const VAGUE_LAST = new RegExp(`^${FILLERS}(?:${WHEN('before')} )?${LOG_VERB} (?:${TO_PROJECT} )?(?<project>.+?)(?: ${WHEN('between')})? (?:for )?${LENGTH_SAID}(?: ${WHEN('after')})?$`);
// Words that may say more than a project's name: a day said another way ("last night", "on the 3rd", "next
// monday", "the other day"), a second project ("and two hours on Nimbus"), a description ("for the client call").
const MORE_WORDS = new Set(
  (
    'and for about then plus ago next last this past other tonight night morning afternoon evening weekend week month year today yesterday tomorrow ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december ' +
    'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth'
  ).split(' '),
);
export const isMoreWord = (word: string) => MORE_WORDS.has(word) || /^\d+(?:st|nd|rd|th)?$|(?:teenth|tieth)$/.test(word);
/** The words heard that may say more than a project's name. */
export const moreWords = (words: string) => heardWords(words).split(' ').filter(isMoreWord);

/** A length that is no number, and what else was said with it. */
export interface VagueLength {
  /** The project's words. */
  project: string;
  /** Whether the length was a day's ("all day"): asked for in hours. */
  day: boolean;
  /** The day's words, when said: "yesterday", "today" (perhaps with a part of the day), or a weekday as the WEEKDAY slot takes it. */
  when?: string;
  /** Whether time was to be added ("add some time to that"). */
  adds: boolean;
  /** Words of the project's that may say more than a name ("last night"): unless the project's name has them, the request was not all understood. */
  more: string[];
  /** What the work was: "a few hours of code review on Greenleaf". */
  description?: string;
  /** The length, when it was a number after all ("half an hour", said where Alexa filled no duration): AMAZON.DURATION's form. */
  exact?: string;
}

/**
 * "Log a few hours on Greenleaf", "I worked all day yesterday on Apollo": time for a project with a length
 * that is no number, which Alexa hands over as a name; the length is then asked for, never guessed.
 * Undefined for anything else.
 */
export function vagueLengthSaid(words: string): VagueLength | undefined {
  const text = heardWords(words);
  const groups = (VAGUE_FIRST.exec(text) ?? VAGUE_LAST.exec(text))?.groups;
  const unsaid = groups ? undefined : NO_LENGTH.exec(text)?.groups;
  // Of a length unsaid, "I worked on Greenleaf" only with a day said (alone it may correct the entry just made).
  const unsaidWhen = unsaid ? (unsaid.before ?? unsaid.between ?? unsaid.after) : undefined;
  if (unsaid && (unsaidWhen || !unsaid.verb.startsWith('i '))) return { project: unsaid.project, day: false, ...(unsaidWhen ? { when: unsaidWhen } : {}), adds: false, more: moreWords(unsaid.project) };
  if (!groups) return undefined;
  const exact = groups.exact ? lengthSaid(groups.exact) : undefined;
  if (groups.exact && !exact) return undefined;
  const when = groups.before ?? groups.between ?? groups.after;
  const more = moreWords(groups.project);
  // "A bit of time", "a while of work": no description.
  const described = groups.description && !/^(?:the )?(?:time|work|stuff|things?)$/.test(groups.description) ? { description: groups.description } : {};
  return { project: groups.project, day: groups.day !== undefined, ...(when ? { when } : {}), adds: groups.verb === 'add', more, ...described, ...(exact ? { exact } : {}) };
}
