// The same time said twice ("log from nine to five yesterday on Greenleaf", said again because the reply was
// missed, or again in a new session) is asked about before it is booked a second time: timers get a question
// about overlaps, and a log booked twice is as wrong a booking as any.
//
// What counts as a repeat, of the entries the person already has on the same project and day:
// - both said by their clock times (a log "from nine to five", a timer, running or stopped, one begun the day
//   before and run past midnight too): the times overlap (the exact repeat among them). Two stretches that only
//   meet ("nine to eleven", then "eleven to one") or lie apart are two pieces of work, and are booked at once.
// - either by its length alone ("eight hours yesterday"): the same length, to the minute. A log by length has
//   no times of its own (it is dated noon on a past day, the moment it was logged today), so its length is all
//   there is to compare; a different length beside it is more work, and is booked at once.
// A running timer is compared by its times only: its length is still growing (time logged by length beside one that
// has counted as long today is asked about in log-time.ts, `timersHolding`). Alexa sends no word of "another" ("log another hour on Greenleaf"), so a repeat
// meant is asked about too, and a yes books it; time said of "that" (the entry just named: "another hour on that",
// "put two hours on that") is meant as more, and is not compared here: only the same length said again just after the
// skill logged it there is asked about (log-time.ts, `saidAgain`). An entry the service
// made for this very request (Alexa's retry of it, the first answer lost: the skill's, of the same date and
// length, made since the request's timestamp) is no repeat; words said again come seconds later, after it.
import type { Activity, Ref } from '../../models';
import { type ClockRange, minuteOfDay } from '../dates/clock-ranges';
import { MAX_PER_PAGE } from './limits';
import { addDays, localDate } from '../dates/time-zone';
import type { LogAction } from './session';
import type { Turn } from './turn';

/** A day's entries and the day before's, every project's, running timers too, being fetched: read beside the project's look-up, so no round is added. */
export interface DayEntries {
  day: string;
  entries: Promise<Activity[]>;
}

/**
 * The person's entries of `day` and of the day before (one may have run past midnight), running timers with them:
 * one call, started before it is needed (a first page of a hundred: more entries than that in two days are not a
 * person's). Not awaited when the skill has to ask something first.
 */
export function entriesOfDay(turn: Turn, day: string): DayEntries {
  const entries = turn.api.activities.list({ start_date: addDays(day, -1), end_date: day, per_page: MAX_PER_PAGE }).then((page) => page.data);
  entries.catch(() => undefined);
  return { day, entries };
}

/** An entry the new log would repeat; `times`, its clock times, when both were said by them. */
export interface Repeat {
  entry: Activity;
  times?: ClockRange;
  /** The same length (a repeat outright), not only times that overlap. */
  sameLength: boolean;
}

const NOON = 12 * 60;
const MINUTES_A_DAY = 24 * 60;

/**
 * Whether the entry starts at a time of its own: a timer's (its records), or times said, which had ended by the
 * time the entry was made. A log by length alone has none: dated noon on a past day (so is one said from noon on a
 * past day, which is then compared by its length), or today at the moment it was logged, which its length runs past.
 * Noon is that mark only on an entry made after its day: "log 12 to 1", said that afternoon, was read as an hour by
 * its length, and "log 12:30 to 2" after it booked half an hour twice, unasked.
 */
const hasOwnTimes = (entry: Activity, start: number, zone: string) =>
  entry.records.length > 0 ||
  ((start !== NOON || localDate(Date.parse(entry.date), zone) === localDate(Date.parse(entry.created_at), zone)) && Date.parse(entry.date) + entry.duration * 1000 <= Date.parse(entry.created_at));

/**
 * The minute of its day an entry began, by the person's clock (`zone`: one made on the website is written in UTC),
 * when it has a start of its own (`hasOwnTimes`); undefined for a log by its length alone.
 */
export function ownStartOf(entry: Activity, zone: string): number | undefined {
  const at = Date.parse(entry.date);
  const start = minuteOfDay(localDate(at, zone), zone, at);
  return hasOwnTimes(entry, start, zone) ? start : undefined;
}

/** Whether time logged (no timer) was said by its clock times ("from nine to eleven"), not by its length alone. */
export const loggedByTimes = (entry: Activity, zone: string) => entry.records.length === 0 && ownStartOf(entry, zone) !== undefined;

/**
 * The entry of `entries` on `project` that the log would repeat (the one most alike: the same times and length
 * first), or none. `date` is the timestamp the log is to be created with, and `requestedAt` when Alexa sent the
 * request: an entry of the skill's at that very moment, made since, is this request's own.
 */
export function repeatOf(entries: Activity[], project: Ref, action: LogAction, at: { day: string; zone: string; date: string; requestedAt: number }): Repeat | undefined {
  const { day, zone } = at;
  const sent = Date.parse(at.date);
  const own = (entry: Activity) =>
    entry.source === 'alexa' && entry.duration === action.seconds && Date.parse(entry.date) === sent && (sent === at.requestedAt || Date.parse(entry.created_at) >= at.requestedAt);
  // Most alike first: the same times and length, then the same length, then times that overlap.
  const repeats: { repeat: Repeat; rank: number }[] = [];
  for (const entry of entries) {
    if (entry.project.id !== project.id || own(entry)) continue;
    // Minutes of `day`: an entry of the day before begins before 0.
    const start = minuteOfDay(day, zone, Date.parse(entry.date));
    const times = { start, end: start + Math.round(entry.duration / 60) };
    const sameLength = Math.abs(entry.duration - action.seconds) < 60;
    if (action.start !== undefined && hasOwnTimes(entry, start, zone)) {
      const end = action.start + action.seconds / 60;
      if (times.start < end && action.start < times.end) repeats.push({ repeat: { entry, times, sameLength }, rank: sameLength ? (times.start === action.start ? 0 : 1) : 2 });
    } else if (sameLength && entry.status === 'complete' && start >= 0 && start < MINUTES_A_DAY) {
      repeats.push({ repeat: { entry, sameLength }, rank: 1 });
    }
  }
  return repeats.sort((a, b) => a.rank - b.rank)[0]?.repeat;
}
