// "From nine to half past ten": the start and end of logged work as clock times on the day it is logged
// for. AMAZON.TIME gives "HH:MM" on a 24-hour clock, and an hour said without am or pm ("nine") as the
// morning one, so "nine", "two" and "six" may each be either half of the day. Of the readings of the two
// times, the shortest stretch of work is meant ("eleven to one" is 11 am to 1 pm, not 11 to 1 the next
// day); between two equally long ones ("nine to eleven", "two to four"), the one that starts in working
// hours. On the day it is, work that has not ended yet is not there to log: when the reading meant has not
// ended but another has ("six to eight" said at 10 am), that one is put to the person as a question, and
// when none has ended the skill says so. The times are always named back, so a reading the person did not
// mean is heard at once.

import { addDays, instantAt, wallClockAt, zonedTimestamp } from './time-zone';

/** Minutes after midnight. */
const DAY_MINUTES = 24 * 60;
/** Working hours, for the tie between the morning and the evening reading: 7 am to 7 pm. */
const WORK_STARTS = 7 * 60;
const WORK_ENDS = 19 * 60;

/** An AMAZON.TIME value that is a clock time: "HH:MM", 24-hour. */
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface ClockRange {
  /** The start, in minutes after the day's midnight (0 to 1439). */
  start: number;
  /** The end, in minutes after the same midnight: past 1440 when the work went on past midnight. */
  end: number;
}

/**
 * The minutes of the day an AMAZON.TIME value may mean: an hour from one to eleven either half of the day;
 * none for a part of the day ("MO") or anything else. Twelve o'clock comes as 12:00 whether "noon" or
 * "twelve" was said, and "twelve" may be midnight ("ten pm to twelve" is two hours, not fourteen), so it is
 * read both ways where the readings are weighed against each other (the shortest stretch, the most recent
 * past), and as noon (`twelve: 'noon'`) where the first reading that fits is taken: "midnight" comes as
 * 00:00, so a midnight meant can still be said.
 */
export function clockReadings(value: string | undefined, { twelve = 'noonOrMidnight' }: { twelve?: 'noon' | 'noonOrMidnight' } = {}): number[] {
  const clock = value ? CLOCK.exec(value) : null;
  if (!clock) return [];
  const hour = Number(clock[1]);
  const minute = Number(clock[2]);
  // "Seventeen hundred" or "5 pm" come as 17:00, only that. "Ten to one", "quarter to one" may come as 00:50, 00:45:
  // the hour before one, either half of the day (at 1 pm they were ten to one in the night, 12 hours back); midnight
  // itself, 00:00, is only said so.
  const hours = hour >= 1 && hour <= 11 ? [hour, hour + 12] : hour === 12 && twelve === 'noonOrMidnight' ? [12, 0] : hour === 0 && minute > 0 ? [0, 12] : [hour];
  return hours.map((h) => h * 60 + minute);
}

/**
 * The stretch of work meant by a start and an end (`to`), or a start and a length (`seconds`); `endsBy` is
 * the minute of the day (after its midnight) that it is now. 'unclear' when the words hold no clock times;
 * `unsure` when the reading meant has not ended by `endsBy` but this other one has; 'notEnded' when none has.
 */
export function clockRange(from: string | undefined, end: { to?: string; seconds?: number }, endsBy?: number): ClockRange | { unsure: ClockRange } | 'unclear' | 'notEnded' {
  const stretches = stretchesOf(from, end);
  if (stretches.length === 0) return 'unclear';
  const meant = stretches[0];
  if (endsBy === undefined || meant.end <= endsBy) return meant;
  const ended = stretches.find((c) => c.end <= endsBy);
  return ended ? { unsure: ended } : 'notEnded';
}

/**
 * Of the readings of the times, the one that ended last by `endsBy` (the shorter of two that end alike):
 * what a person means by times of a day gone, just after it ("nine to eleven", said after midnight, is
 * the evening just past). Undefined when none has ended.
 */
export function latestEnded(from: string | undefined, end: { to?: string; seconds?: number }, endsBy: number): ClockRange | undefined {
  return stretchesOf(from, end)
    .filter((c) => c.end <= endsBy)
    .sort((a, b) => b.end - a.end || a.end - a.start - (b.end - b.start))[0];
}

/**
 * Of the readings of the times that run past midnight ("ten pm to one am"), the likeliest that has ended
 * by `endsBy` (minutes after the same day's midnight). Only from a start said as the afternoon's or
 * evening's ("ten pm" comes as 22:00): "nine to five" at 4 pm is today's, not a night. Undefined otherwise.
 */
export function overnightEnded(from: string | undefined, end: { to?: string; seconds?: number }, endsBy: number): ClockRange | undefined {
  const starts = clockReadings(from, { twelve: 'noon' });
  if (starts.length === 0 || starts.some((minute) => minute < 12 * 60)) return undefined;
  return stretchesOf(from, end).find((c) => c.end > DAY_MINUTES && c.end <= endsBy);
}

// Where the work of a part of the day said starts ("from seven to nine this evening" is 7 PM to 9 PM): the
// morning before noon; the afternoon from 11 am ("eleven to one this afternoon") to 6 pm; the evening and
// the night from 3 pm ("three to five this evening") to midnight.
const PART_STARTS: Record<'MO' | 'AF' | 'EV' | 'NI', [number, number]> = {
  MO: [0, 12 * 60],
  AF: [11 * 60, 18 * 60],
  EV: [15 * 60, DAY_MINUTES],
  NI: [15 * 60, DAY_MINUTES],
};

// The night goes on past midnight: "one to three last night" is the small hours after it (they were 1 PM to 3 PM).
const SMALL_HOURS_END = 5 * 60;

/**
 * The clock times said with a part of the day ("seven to nine this evening", which AMAZON.TIME sends as 07:00
 * and 09:00), as the times of that part: "19:00" and "21:00". The likeliest reading that starts in the part is
 * taken, as "7 pm" would have been said; of the night, one in the small hours after it (`nextDay`); times no
 * reading of which starts there are left as they came.
 */
export function clockTimesIn(
  part: keyof typeof PART_STARTS,
  from: string,
  end: { to?: string; seconds?: number },
): { from: string; to?: string; nextDay?: true; range?: ClockRange } {
  const [earliest, latest] = PART_STARTS[part];
  const stretches = stretchesOf(from, end);
  const meant = stretches.find((c) => c.start >= earliest && c.start < latest);
  const afterMidnight = meant || part !== 'NI' ? undefined : stretches.find((c) => c.start < SMALL_HOURS_END);
  const found = meant ?? afterMidnight;
  if (!found) return { from, to: end.to };
  // The stretch itself too (`range`): "01:00" alone may be read as 1 PM again.
  return { from: wallClock(found.start).slice(0, 5), ...(end.to ? { to: wallClock(found.end).slice(0, 5) } : {}), ...(afterMidnight ? { nextDay: true as const } : {}), range: found };
}

/** Every reading of the times as a stretch of work under a day long, the likeliest first. */
function stretchesOf(from: string | undefined, end: { to?: string; seconds?: number }): ClockRange[] {
  const starts = clockReadings(from);
  const ends = end.to ? clockReadings(end.to) : [];
  const lengthMinutes = end.seconds ? Math.round(end.seconds / 60) : undefined;
  const candidates: ClockRange[] = [];
  for (const start of starts) {
    if (lengthMinutes !== undefined && !end.to) candidates.push({ start, end: start + lengthMinutes });
    for (const reading of ends) {
      // An end at or before the start is the next day's: work that went on past midnight.
      const to = reading > start ? reading : reading + DAY_MINUTES;
      candidates.push({ start, end: to });
    }
  }
  return candidates.filter((c) => c.end > c.start && c.end - c.start < DAY_MINUTES).sort(likelier);
}

const inWorkingHours = (c: ClockRange) => c.start >= WORK_STARTS && c.start < WORK_ENDS;

/** The shorter stretch first; of two as long, the one starting in working hours. */
const likelier = (a: ClockRange, b: ClockRange) => a.end - a.start - (b.end - b.start) || Number(inWorkingHours(b)) - Number(inWorkingHours(a)) || a.start - b.start;

/** A minute of the day as AMAZON.TIME sends a clock time: "HH:MM", 24-hour. */
export const clockValue = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "HH:MM:00" of a minute of the day, for a wall-clock time. */
const wallClock = (minutes: number) => `${clockValue(minutes)}:00`;

/** The instant the clock in `zone` shows a minute of `day`. */
export const instantOfMinute = (day: string, minutes: number, zone: string) => instantAt(`${day} ${wallClock(minutes)}`, zone);

/** The timestamp, with `zone`'s offset then, of a minute of `day`: when work said by its clock times began. */
export const timestampAt = (day: string, minutes: number, zone: string) => zonedTimestamp(instantOfMinute(day, minutes, zone), zone);

/**
 * The seconds a stretch of work lasts. On `day` in `zone`, those that pass between its clock times: on a night the clocks
 * change, an hour more or less than the times' difference ("midnight to four am" the night they go forward is 3 hours; it
 * was booked 4, beside a timer over the same night's 3). Without them, the times' difference.
 */
export function secondsOf(range: ClockRange, on?: { day: string; zone: string }): number {
  const said = (range.end - range.start) * 60;
  if (!on) return said;
  const at = (minutes: number) => {
    const day = addDays(on.day, Math.floor(minutes / 1440));
    const instant = instantOfMinute(day, minutes % 1440, on.zone);
    // A time the clocks skipped (2:30 am the night they go forward) has no instant: the times' difference stands.
    return minuteOfDay(day, on.zone, instant) === minutes % 1440 ? instant : undefined;
  };
  const [from, to] = [at(range.start), at(range.end)];
  return from === undefined || to === undefined ? said : Math.round((to - from) / 1000);
}

/**
 * The minute of `day` that the clock in `zone` shows at `now` (past 1440 for a day gone, 1440 a day): the wall
 * clock's, as the times said are, not the minutes elapsed since midnight, which on a day the clocks change are an
 * hour off (work from ten to eleven was taken as ended at 10:05).
 */
export function minuteOfDay(day: string, zone: string, now: number): number {
  const wall = wallClockAt(now, zone);
  const days = Math.round((Date.UTC(wall.year, wall.month - 1, wall.day) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  return days * 1440 + wall.hour * 60 + wall.minute;
}

/** "9 AM", "10:30 PM". */
export function spokenClock(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
}
