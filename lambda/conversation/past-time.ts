// A moment in the past as people name it: "at five", "from nine thirty", "twenty minutes ago".
// AMAZON.TIME gives "HH:MM" on a 24-hour clock, and an hour said without am or pm ("five") as the morning
// one ("05:00"); "morning", "evening" come as MO, AF, EV, NI. Someone saying when they started or stopped
// means the most recent such time that has passed: "five" at 6 pm is 5 pm today, at 3 pm it is 5 am
// today, at 1 am it is 5 pm yesterday. The time is always named back, so a wrong reading is heard.
import type dayjs from 'dayjs';
import { clockReadings, clockValue, instantOfMinute } from '../dates/clock-ranges';
import { durationSeconds, lengthSaid } from '../dates/durations';
import { addDays, inZone, localDate } from '../dates/time-zone';
import { WORKDAY_MS } from './reminders';
import { spokenNumber } from '../resolution/numbers';
import { heardWords } from '../resolution/names';
import type { Translate } from '../speech/i18n';
import { spokenDay } from '../speech/spoken';

/** The most recent past moment at the AMAZON.TIME value, in `zone`; null for a part of the day or anything else. */
// The service takes a running timer started at most a week ago; a person means today or last night.
export const LONGEST_BACK_MS = 24 * 3600_000;

/** Whether a timer may be started from `from` (ISO): a moment gone by, within the day before. Read from a session, it is checked again. */
export const startsWithinReach = (from: string, now: number) => {
  const at = Date.parse(from);
  return at <= now && now - at <= LONGEST_BACK_MS;
};

export function pastTimeOfDay(value: string | undefined, zone: string, now: number): dayjs.Dayjs | null {
  // "Five" comes as 05:00: it may be 5 pm as well (clock-ranges.ts reads a clock time for every use).
  const readings = clockReadings(value?.trim());
  const today = localDate(now, zone);
  const candidates = [today, addDays(today, -1)].flatMap((day) => readings.map((minutes) => instantOfMinute(day, minutes, zone)));
  const latest = candidates.filter((moment) => moment <= now).sort((a, b) => b - a)[0];
  return latest === undefined ? null : inZone(latest, zone);
}

/**
 * The next moment at the AMAZON.TIME value, when it is nearer to `now` than the most recent one gone by:
 * "start a timer for Apollo at nine", said at 8:55, means the nine to come, not last night's (`null` when
 * the one gone by is as near or nearer, or the value is no clock time). A time to come hours away is not
 * meant over one gone by today within a workday: "I started at nine", said at 3 pm, is 9 am (it was "It isn't
 * 9 PM yet", with no way to say 9 am: AMAZON.TIME sends "nine" and "nine am" alike); said as a wish ("start a
 * timer for Apollo at nine"), that is asked about (`alsoToCome`). Further back ("at six" at 4 pm), the time to
 * come stands: ten hours backdated would be a night's booking on a guess.
 */
export function nearerToCome(value: string | undefined, zone: string, now: number): dayjs.Dayjs | null {
  const today = localDate(now, zone);
  const next = nextIfNearer(nearbyMoments(value, zone, now), now);
  if (next === undefined) return null;
  const gone = pastTimeOfDay(value, zone, now);
  if (next - now > SOON_MS && gone && gone.format('YYYY-MM-DD') === today && now - gone.valueOf() <= WORKDAY_MS) return null;
  return inZone(next, zone);
}

/** A start said this near ahead is the one to come, whatever the time gone by. */
const SOON_MS = 2 * 3600_000;

/**
 * Said as a wish ("start a timer for Apollo at six"), not as what happened ("I started at six"): the next
 * moment at the AMAZON.TIME value, when it is as likely meant as the one gone by, which is then hours back:
 * nearer, or at most two hours (SOON_MS) farther. "Six" said at 1:30 pm may be 6 pm, 4 and a half hours
 * ahead, as well as 6 am, 7 and a half back; "nine" at 2:56 am may be 9 am as well as 9 pm last night. No
 * timer starts ahead of time, and hours backdated on a guess are a wrong booking: the person is asked. Read
 * after `nearerToCome` (a time to come it takes is not started at all); null when the value is no clock time,
 * or the one gone by is the likelier ("nine" at 10:15 am).
 */
export function alsoToCome(value: string | undefined, zone: string, now: number): dayjs.Dayjs | null {
  const gone = goneReading(value, zone, now);
  const next = Math.min(...nearbyMoments(value, zone, now).filter((moment) => moment > now));
  if (!gone || !Number.isFinite(next)) return null;
  return next - now - (now - gone.valueOf()) <= SOON_MS ? inZone(next, zone) : null;
}

/**
 * The time gone by that a start said ahead of time may have meant instead, as `pastTimeOfDay` reads it; none for
 * the midnight of "noon" or "twelve" (both come as 12:00) hours back: it is no start a person means by them
 * ("switch to Internal Admin at noon", at 11 am, asked "Did you mean from 12 AM, 11 hours ago?").
 */
export function goneReading(value: string | undefined, zone: string, now: number): dayjs.Dayjs | null {
  const gone = pastTimeOfDay(value, zone, now);
  const midnightOfTwelve = gone && /^12:/.test(value?.trim() ?? '') && gone.hour() === 0;
  return midnightOfTwelve && now - gone.valueOf() > SOON_MS ? null : gone;
}

/** The moments at the AMAZON.TIME value yesterday, today and tomorrow. */
function nearbyMoments(value: string | undefined, zone: string, now: number): number[] {
  const readings = clockReadings(value?.trim());
  const today = localDate(now, zone);
  return [addDays(today, -1), today, addDays(today, 1)].flatMap((day) => readings.map((minutes) => instantOfMinute(day, minutes, zone)));
}

/** Of the moments, the first still to come, when it is nearer to `now` than the last gone by (or none has gone). */
export function nextIfNearer(moments: number[], now: number): number | undefined {
  const gone = Math.max(...moments.filter((moment) => moment <= now));
  const next = Math.min(...moments.filter((moment) => moment > now));
  return Number.isFinite(next) && next - now < now - gone ? next : undefined;
}

const HALF_OF_DAY = /^(?:at |from )?(.+?)(?: o'? ?clock)? (a\.? ?m\.?|p\.? ?m\.?|(?:in|this) (?:the )?(?:morning|afternoon|evening)|at night|tonight)$/;

/** "Ten thirty", "10:30", "ten oh five", "eleven": the hour (1 to 12) and minute said, with no half of the day; undefined for anything else. */
function hourAndMinute(words: string): { hour: number; minute: number } | undefined {
  const digits = /^(\d{1,2})(?::(\d{2}))?$/.exec(words);
  const [first, ...rest] = words.split(' ');
  const hour = digits ? Number(digits[1]) : spokenNumber(first);
  const minute = digits ? Number(digits[2] ?? 0) : rest.length ? spokenNumber(rest.join(' ').replace(/^oh /, '')) : 0;
  if (hour === null || minute === null || !Number.isInteger(hour) || !Number.isInteger(minute) || hour < 1 || hour > 12 || minute > 59) return undefined;
  return { hour, minute };
}

/**
 * "Six in the evening", "five thirty pm", "7 a.m.": a clock time said in words with its half of the day (words
 * Alexa hands over as a project's name: "no, I meant six in the evening"), as AMAZON.TIME gives it ("18:00").
 * Undefined for anything else; an hour said alone may be either half of the day, and is no such time here.
 */
export function clockInWords(words: string): string | undefined {
  const said = HALF_OF_DAY.exec(words.toLowerCase().trim().replace(/\s+/g, ' '));
  const clock = said ? hourAndMinute(said[1]) : undefined;
  if (!said || !clock) return undefined;
  const { hour, minute } = clock;
  // "At night"" and "tonight" are the evening's hours, and midnight's: "twelve at night" is 00:00, "two at night" 02:00.
  const night = /night/.test(said[2]);
  const afternoon = /^p|afternoon|evening/.test(said[2]) || (night && hour >= 5 && hour < 12);
  const hours = (hour % 12) + (afternoon ? 12 : 0);
  return clockValue(hours * 60 + minute);
}

/** "Half past ten", "quarter to eleven": the hour word and how many minutes after (negative: before) it. */
const PAST_OR_TO = /^(half|quarter|twenty|ten|five|twenty five)(?: minutes)? (past|after|to|till) (.+)$/;
const MINUTES_OF: Record<string, number> = { half: 30, quarter: 15, 'twenty five': 25, twenty: 20, ten: 10, five: 5 };

/**
 * A clock time said in words with or without its half of the day ("ten thirty", "half past ten", "at eleven",
 * "ten thirty pm"), as AMAZON.TIME would give it ("HH:MM"; an hour without am or pm as the morning one, to be
 * read either way). Undefined for anything else: a name, a length, a number that is no hour ("forty").
 */
export function clockSaid(words: string): string | undefined {
  const said = words.toLowerCase().trim().replace(/\s+/g, ' ').replace(/^(?:at|around|about) /, '').replace(/ ?o'? ?clock$/, '');
  const withHalf = clockInWords(said);
  if (withHalf) return withHalf;
  const relative = PAST_OR_TO.exec(said);
  // After "past" or "to", the hour alone counts.
  const clock = hourAndMinute(relative ? relative[3].split(' ')[0] : said);
  if (!clock) return undefined;
  const { hour } = clock;
  const minute = relative ? 0 : clock.minute;
  // On a twelve-hour dial, twelve o'clock's hour as 12 ("twelve fifteen" 12:15, "quarter to one" 12:45).
  const minutes = (hour * 60 + minute + (relative ? (/^t/.test(relative[2]) ? -1 : 1) * MINUTES_OF[relative[1]] : 0) + 720) % 720;
  const dial = minutes < 60 ? minutes + 720 : minutes;
  return clockValue(dial);
}

/**
 * "The one from seven", "the seven o'clock one", "the one that started at 8 am": the clock time an entry read out
 * is picked by, as `clockSaid` reads it. Undefined for words with no such time ("the second one").
 */
export function clockOfOneSaid(words: string): string | undefined {
  const said = words
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^(?:the|that|my) /, '')
    .replace(/ (?:one|entry)$/, '')
    .replace(/^(?:one|entry) /, '')
    .replace(/^(?:that |which )?(?:started|starts|starting|began|begins|beginning) /, '')
    .replace(/^(?:from|at|since) /, '');
  // "The one" alone is no one o'clock.
  if (said === 'one') return undefined;
  // "From seven to eight": its start ("quarter to eight" is read whole first).
  return clockSaid(said) ?? (said.includes(' to ') ? clockSaid(said.split(' to ')[0]) : undefined);
}

/** The words after "I finished", "I stopped", "it ended" ("at five"); the words as they were without them. */
export const withoutFinishWords = (words: string) =>
  words.replace(/^(?:(?:i|we) (?:finished|stopped|left|quit|was done|wrapped up)(?: work| working)?|it was|it ended|(?:finished|stopped|stop)(?: it| the timer| my timer)?) /, '');

/**
 * "Five thirty", "six last night", "quarter to six yesterday", "I left at five": a finishing time said in words,
 * as Alexa hands over a bare answer (as a project's name), with the day when one was said: AMAZON.TIME's "HH:MM"
 * and "YYYY-MM-DD". "Last night" and "yesterday evening" are the evening's hours. Undefined for anything else.
 */
export function finishSaid(words: string, today: string): { time: string; day?: string } | undefined {
  let said = withoutFinishWords(words.toLowerCase().replace(/[.,!?]/g, '').replace(/\s+/g, ' ').trim());
  const day = / (yesterday|last night|yesterday evening|last evening|yesterday afternoon|yesterday morning)$/.exec(said);
  if (day) said = said.slice(0, day.index);
  const evening = day && /night|evening|afternoon/.test(day[1]) && !/ (?:am|a m|pm|p m|in the morning)$/.test(said);
  const time = clockSaid(evening ? `${said} pm` : said);
  if (!time) return undefined;
  return day ? { time, day: addDays(today, -1) } : { time };
}

/**
 * A clock time said with its half of the day ("six in the morning", from `clockInWords`, 24-hour) as the moment it
 * names: today's, when it has come; else last night's, within half a day ("eleven at night" at 12:30 am); else
 * today's still to come. Unlike AMAZON.TIME's "06:00", never the other half of the day ("no, I meant six in the
 * morning", after a start from 6 PM, was read as 6 PM again).
 */
export function exactMoment(hhmm: string, zone: string, now: number): { gone: dayjs.Dayjs } | { ahead: dayjs.Dayjs } | undefined {
  const clock = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!clock) return undefined;
  const minutes = Number(clock[1]) * 60 + Number(clock[2]);
  const today = localDate(now, zone);
  const todayAt = instantOfMinute(today, minutes, zone);
  if (todayAt <= now) return { gone: inZone(todayAt, zone) };
  const yesterdayAt = instantOfMinute(addDays(today, -1), minutes, zone);
  return now - yesterdayAt <= HALF_A_DAY_MS ? { gone: inZone(yesterdayAt, zone) } : { ahead: inZone(todayAt, zone) };
}
const HALF_A_DAY_MS = 12 * 3600_000;

/** "Twenty minutes ago": `now` less the AMAZON.DURATION value; null when it is no duration, none at all, or over a day. */
export function momentAgo(value: string | undefined, zone: string, now: number): dayjs.Dayjs | null {
  const seconds = durationSeconds(value);
  if (!seconds || seconds > 24 * 3600) return null;
  return inZone(now - seconds * 1000, zone);
}

const AGO = /^(?:(?:(i (?:started|began))|(i (?:stopped|finished|left))|it was|that was|from|since|at) )?(.+) ago$/;

/**
 * "Forty minutes ago", "no, an hour ago" said in words (Alexa hands them over as a project's name): the length back,
 * as an AMAZON.DURATION value, for a start or an end (`of`); a start's words ("I started ten minutes ago") are none
 * for an end, and an end's none for a start. Undefined for other words.
 */
export function agoInWords(heard: string, of: 'start' | 'end'): string | undefined {
  const said = AGO.exec(heardWords(heard));
  if (!said || (of === 'start' ? said[2] : said[1])) return undefined;
  return lengthSaid(said[3]);
}

/** The moment from whichever of the two slots was said. */
export function pastMoment(slots: { time?: string; ago?: string }, zone: string, now: number): dayjs.Dayjs | null {
  return slots.time ? pastTimeOfDay(slots.time, zone, now) : momentAgo(slots.ago, zone, now);
}

/** "5:10 PM", "9 AM", with the day after it when it was not today ("6 PM yesterday"). Plain text. */
export function spokenTime(t: Translate, moment: dayjs.Dayjs, zone: string, now: number): string {
  const local = inZone(moment.valueOf(), zone);
  const clock = local.format(local.minute() ? 'h:mm A' : 'h A');
  const day = local.format('YYYY-MM-DD');
  const today = localDate(now, zone);
  return day === today ? clock : t('backdate.dayAndTime', { day: spokenDay(t, day, today), time: clock });
}

/**
 * Whether the words hold a clock time said as when ("from two to three", "at two", "since nine thirty"): a time of
 * day beside a name, which no project's name is unless one is called so.
 */
export function holdsClockTime(words: string): boolean {
  const said = heardWords(words).split(' ');
  return said.some((word, i) => /^(?:at|since|from|until|till|between)$/.test(word) && [1, 2, 3].some((n) => i + 1 + n <= said.length && !!clockSaid(said.slice(i + 1, i + 1 + n).join(' '))));
}
