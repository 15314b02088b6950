// AMAZON.DURATION values are ISO 8601 durations: "PT2H", "PT1H30M", "PT45M", "P1D". Alexa sends "?" in
// place of a number it did not catch ("PT?H"), and years or months make no sense for a day's work.
import dayjs from 'dayjs';
import durationPlugin from 'dayjs/plugin/duration';
import { spokenNumber } from '../resolution/numbers';

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

const LENGTH_WORDS = /^(?:(?:about|around|roughly|just|only)\s+)?(.+?)\s+(hours?|minutes?|mins?)(\s+and\s+a\s+half)?$/;

/**
 * A length of time said as words where Alexa filled no AMAZON.DURATION slot ("two hours" heard as a project
 * name): "two hours" PT2H, "an hour and a half" PT1H30M, "forty five minutes" PT45M, "half an hour" PT30M;
 * undefined for anything else.
 */
export function lengthSaid(words: string): string | undefined {
  const text = words.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^(?:a |one )?half (?:an |a )?hour$/.test(text)) return 'PT30M';
  const m = LENGTH_WORDS.exec(text);
  if (!m) return undefined;
  const count = /^(?:an?|one)$/.test(m[1]) ? 1 : spokenNumber(m[1]);
  if (count === null || count <= 0) return undefined;
  const minutes = Math.round((count + (m[3] ? 0.5 : 0)) * (m[2].startsWith('h') ? 60 : 1));
  const hours = Math.floor(minutes / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`;
}

// "A few hours", "all day", "a while": a length that is no number. The day-long ones are asked for in
// hours as "a day" is.
const VAGUE_LENGTH =
  '(?:(?:a few|a couple(?: of)?|several|some|a bunch of|a number of|a good few|lots of|many) (?:more )?(?:hours|minutes|mins|hrs)|(?<day>(?:all|the whole|the entire|a whole|a full|most of the|half the|half a) day|all (?:morning|afternoon|evening)|the (?:whole|entire) (?:morning|afternoon|evening))|a (?:little )?while|a (?:little )?bit|some time)';
const LOG_VERB = '(?:(?:please |can you |could you )?(?:log|add|book|put down|put|record|enter|track)|i (?:worked|spent|did|put in|was))';
const DAY_NAMES = '(?:yesterday|today|(?:last |this past )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))';
const WHEN = (name: string) => `(?:on )?(?<${name}>${DAY_NAMES})`;
const VAGUE_FIRST = new RegExp(`^(?:${WHEN('before')} )?(?:${LOG_VERB} )?${VAGUE_LENGTH} (?:on|for|to|at|in|with) (?<project>.+?)(?: ${WHEN('after')})?$`);
const VAGUE_LAST = new RegExp(
  `^(?:${WHEN('before')} )?${LOG_VERB} (?:(?:on|for|to|at|in|with) )?(?<project>.+?)(?: ${WHEN('between')})? (?:for )?${VAGUE_LENGTH}(?: ${WHEN('after')})?$`,
);
// Words of a day left in the project's words: the day was said in a way not read here, so none of it is.
const DAY_WORDS = new RegExp(`\\b(?:${DAY_NAMES}|tonight|ago|week|month)\\b`);

/**
 * "Log a few hours on Greenleaf", "I worked on Apollo all day yesterday": time for a project with a length
 * that is no number, which Alexa hands over as a name. The project's words, whether the length was a day's,
 * and the day's words when said ("yesterday", "last friday"); the length is then asked for, never guessed.
 * Undefined for anything else, and for a day said in any other way (it would be lost).
 */
export function vagueLengthSaid(words: string): { project: string; day: boolean; when?: string } | undefined {
  const text = words.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const groups = (VAGUE_FIRST.exec(text) ?? VAGUE_LAST.exec(text))?.groups;
  if (!groups || DAY_WORDS.test(groups.project)) return undefined;
  const when = groups.before ?? groups.between ?? groups.after;
  return { project: groups.project, day: groups.day !== undefined, ...(when ? { when } : {}) };
}
