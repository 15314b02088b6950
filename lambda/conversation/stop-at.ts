// "Stop my timer at five", "I finished at six", a forgotten timer stopped at the time the person names.
// The spec keeps recorded and reported time apart: the stop endpoint closes the record at the real moment
// (records never lie), and the reported duration is then set, with the update endpoint on the now
// completed activity, to what the timer would have counted had it been stopped at the time said.
import type dayjs from 'dayjs';
import type { Activity } from '../../models';
import { stopTimer } from './timers';
import { landedAfterAll, spansOverlap, trackedEnd, trackedStart } from './edits';
import { secondsBetween } from '../dates/durations';
import type { Turn } from './turn';
import { MAX_PER_PAGE } from './limits';
import { localDate } from '../dates/time-zone';

/** Why a timer cannot be stopped at a time: the time is before it started, or still to come. */
export type StopTimeProblem = 'beforeStart' | 'future';

/**
 * Seconds the timer will have reported at `at`, counting from the reading in `activity` taken at `now`: back from
 * now along what it counted (`countedSpans`), so a pause is no time worked (a stop at 10:30 of a timer paused from
 * 10 to 11 took the hour before the pause off too). Negative for a moment before it began counting. The seconds
 * taken off are counted as the service counts a timer's, the whole seconds its clock ticks over: rounded instead,
 * a stop half a second or more past the second took off one second too many.
 */
export const reportedAt = (activity: Activity, at: dayjs.Dayjs, now: number) => {
  const after = countedBetween(activity, at.valueOf(), now, now);
  const before = Math.max(0, countedStart(activity, now) - at.valueOf());
  return activity.duration - secondsBetween(now - after, now) - Math.floor(before / 1000);
};

/** Milliseconds the timer counted between `from` and `to` (read at `now`), along `countedSpans`. */
export const countedBetween = (activity: Activity, from: number, to: number, now: number) => spansOverlap(countedSpans(activity, now), from, to);

/** A timer's records as stretches up to `now`, in order. */
const recordedSpans = (activity: Activity, now: number): [number, number][] =>
  [...activity.records]
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))
    .map((record) => [Date.parse(record.start_time), Math.min(record.stop_time ? Date.parse(record.stop_time) : now, now)]);

const recordedMs = (spans: [number, number][]) => spans.reduce((ms, [start, end]) => ms + Math.max(0, end - start), 0);

/** Whether the timer reports less than its records hold (a stop at a time, a break taken off); under a second either way is the service's rounding. */
const reportsLess = (activity: Activity, recorded: number) => activity.duration * 1000 - recorded < -1000;

/**
 * The pauses in what a timer counted, in order: the gaps `countedSpans` leaves (a stop undone is none). Of one that
 * reports less than its records (a break taken off), read there as one stretch back from now, its records' own gaps.
 */
export function pausesOf(activity: Activity, now: number): [number, number][] {
  const records = recordedSpans(activity, now);
  const spans = reportsLess(activity, recordedMs(records)) ? records : countedSpans(activity, now);
  return spans.slice(1).map(([start], i): [number, number] => [spans[i][1], start]);
}

/**
 * The stretches a timer has counted, up to `now`: its records, with what it reports beyond them put first before
 * the first record, back to its reported start (a start moved back, its `date`), then in the gaps between records
 * from the latest (a stop undone, resumed as if never stopped), and any left before the first. A timer that reports
 * less than its records (a stop at a time, cut) counts back from now in one stretch, unless other entries are known
 * to hold what it lacks (`Beside`): then its records without their stretches.
 */
export function countedSpans(activity: Activity | Beside, now: number): [number, number][] {
  const spans = recordedSpans(activity, now);
  const recorded = recordedMs(spans);
  let extra = activity.duration * 1000 - recorded;
  if (spans.length > 0 && 'heldByOthers' in activity && activity.heldByOthers) return withoutHeld(spans, activity.heldByOthers, activity.duration * 1000);
  if (spans.length === 0 || reportsLess(activity, recorded)) return [[now - activity.duration * 1000, now]];
  const date = Date.parse(activity.date);
  const gap = Math.max(0, spans[0][0] - date);
  const before = Math.min(Math.max(0, extra), gap);
  // Less reported before the first record than the time between: a stretch of its own from the reported start (a
  // timer started "at eight", stopped "at nine" an hour later, then resumed, counted from eight to nine; read as
  // the hour just before its record, a stop "at ten" after the resume left 40 minutes of it).
  if (before > 1000 && before < gap - 1000) spans.unshift([date, date + before]);
  else spans[0][0] -= before;
  extra -= before;
  for (let i = spans.length - 1; i > 0 && extra > 1000; i--) {
    const gap = spans[i][0] - spans[i - 1][1];
    const filled = Math.min(Math.max(0, gap), extra);
    spans[i][0] -= filled;
    extra -= filled;
  }
  if (extra > 0) spans[0][0] -= extra;
  return spans;
}

/**
 * A timer read beside the day's other entries: `heldByOthers`, the stretches of its records that other projects'
 * entries hold, where what it reports less than its records went ("log one to one thirty on Apollo", Greenleaf's
 * timer running since noon, and the yes to taking the overlap off it). Read as one stretch back from now, the half
 * hour came off its start, and "stop my timer at one" then ended it 30 minutes short.
 */
export type Beside = Activity & { heldByOthers?: [number, number][] };

/**
 * The timer with the stretches other entries (`entries`, its own among them or not) hold of its records, when they
 * account for what it reports less than its records, a minute's leeway each (an overlap comes off in whole minutes);
 * as it was otherwise (none held, or more held than it lacks: their time was kept beside it).
 */
export function besideEntries(timer: Activity, entries: Activity[], now: number): Beside {
  const spans = recordedSpans(timer, now);
  const lacks = recordedMs(spans) - timer.duration * 1000;
  if (lacks <= 1000) return timer;
  const others = entries.filter((entry) => entry.id !== timer.id && entry.project.id !== timer.project.id && entry.status === 'complete');
  const held = merged(
    others.flatMap((entry) => {
      const start = Date.parse(entry.date);
      return spans.map(([from, to]): [number, number] => [Math.max(from, start), Math.min(to, start + entry.duration * 1000)]).filter(([from, to]) => to > from);
    }),
  );
  const heldMs = recordedMs(held);
  return heldMs > 0 && heldMs <= lacks + 60_000 * held.length ? { ...timer, heldByOthers: held } : timer;
}

/**
 * The running timer read beside the entries of its days (`besideEntries`), when it reports less than its records:
 * one call more, only then.
 */
export async function readBeside(turn: Turn, timer: Activity, zone: string): Promise<Beside> {
  if (!reportsLess(timer, recordedMs(recordedSpans(timer, turn.now)))) return timer;
  const query = { start_date: localDate(firstStartOf(timer), zone), end_date: localDate(turn.now, zone), per_page: MAX_PER_PAGE };
  return besideEntries(timer, (await turn.api.activities.list(query)).data, turn.now);
}

/** Stretches in order, those that touch or overlap made one. */
function merged(spans: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** The records without the stretches held (in order, merged); what it lacks beyond them off its start, as read back from now. */
function withoutHeld(spans: [number, number][], held: [number, number][], reportedMs: number): [number, number][] {
  const left = spans.flatMap(([start, end]) => {
    const pieces: [number, number][] = [];
    let from = start;
    for (const [hStart, hEnd] of held) {
      if (hEnd <= from || hStart >= end) continue;
      if (hStart > from) pieces.push([from, hStart]);
      from = Math.max(from, hEnd);
    }
    if (from < end) pieces.push([from, end]);
    return pieces;
  });
  let extra = recordedMs(left) - reportedMs;
  while (extra > 0 && left.length) {
    const [start, end] = left[0];
    const cut = Math.min(extra, end - start);
    left[0] = [start + cut, end];
    extra -= cut;
    if (left[0][0] >= left[0][1]) left.shift();
  }
  return left;
}

/** The moment the timer had counted `seconds`, along what it counted (`countedSpans`); one still to come when it has counted less. */
export function momentCounted(activity: Activity, seconds: number, now: number): number {
  let left = seconds * 1000;
  for (const [start, end] of countedSpans(activity, now)) {
    if (end - start >= left) return start + left;
    left -= end - start;
  }
  return now + left;
}

/** When the timer began counting, as `countedSpans` reads it. */
export const countedStart = (activity: Activity, now: number) => Math.min(...countedSpans(activity, now).map(([start]) => start));

/**
 * Seconds a stopped entry would report had it ended at `at` instead (before its real stop, `stoppedAt`). One
 * already cut to end earlier (reporting less than its records hold: "stop my timer at eleven", said at noon) is
 * counted along its records up to `at`: counted back from the real stop, the first cut was taken off twice (at
 * eleven, then "at ten thirty", booked 30 minutes of the hour and a half).
 */
export function reportedEndingAt(entry: Activity, at: number, stoppedAt: number): number {
  // One stretch: from its reported start, its date (a start moved back or forth, "I started on Greenleaf at one", is
  // no part of its record, and counted back from the real stop, "no, I meant half past three" of a timer stopped at
  // three took ten minutes off its two hours).
  if (entry.records.length === 1) return secondsBetween(Date.parse(entry.date), at);
  if (entry.duration >= recordedUntil(entry, stoppedAt)) return entry.duration - secondsBetween(at, stoppedAt);
  return recordedUntil(entry, at);
}

/** Whole seconds the entry's records ran before `at` (an open record runs until `at`). */
function recordedUntil(entry: Activity, at: number): number {
  let ms = 0;
  for (const record of entry.records) {
    const start = Date.parse(record.start_time);
    const stop = record.stop_time ? Date.parse(record.stop_time) : at;
    if (start < at) ms += Math.min(stop, at) - start;
  }
  return Math.floor(ms / 1000);
}

/** Whether a running timer (as read at `now`) can be stopped as if at `at`. */
export function stopTimeProblem(activity: Activity, at: dayjs.Dayjs, now: number): StopTimeProblem | null {
  if (at.valueOf() > now) return 'future';
  return reportedAt(activity, at, now) < 0 ? 'beforeStart' : null;
}

export class StopTimeError extends Error {
  constructor(readonly problem: StopTimeProblem) {
    super(`cannot stop a timer at that time: ${problem}`);
    this.name = 'StopTimeError';
  }
}

/**
 * Stops the running timer as if at `at` (a moment in the past, after it started): the stopped activity,
 * its reported duration counted up to `at`. Throws StopTimeError when `at` does not fit the timer (check
 * first with stopTimeProblem to ask the person), and the service's error when a call fails; when the stop
 * landed but the update did not, the error carries `stopped` so the caller can say what did happen.
 * `reportedAtStop` is what the timer had reported when it really stopped (for undo).
 */
export async function stopAt(turn: Turn, activity: Beside, at: dayjs.Dayjs): Promise<Activity & { reportedAtStop?: number }> {
  const problem = stopTimeProblem(activity, at, turn.now);
  if (problem) throw new StopTimeError(problem);
  const stopped = await stopTimer(turn, activity.id);
  // Read as before the stop: the minutes other entries hold of it stay where they were.
  return reportUntil(turn, activity.heldByOthers ? { ...stopped, heldByOthers: activity.heldByOthers } : stopped, at);
}

/**
 * Sets the reported duration of a timer just stopped to what it had counted at `at` (the second half of
 * stopAt, for callers that stopped it themselves). A failed update carries `stopped`, as for stopAt.
 */
export async function reportUntil(turn: Turn, stopped: Beside, at: dayjs.Dayjs): Promise<Activity & { reportedAtStop?: number }> {
  // Counted from the service's own stop time, so the skill's clock and the service's need not agree.
  const duration = Math.max(0, reportedAt(stopped, at, lastStopOf(stopped) ?? turn.now));
  if (duration === stopped.duration) return stopped;
  try {
    const adjusted = (await turn.api.activities.update(stopped.id, { duration })) ?? { ...stopped, duration };
    // What it had reported at the real stop, for an undo to give back.
    return Object.assign(adjusted, { reportedAtStop: stopped.duration });
  } catch (error) {
    // Cut off by the request's deadline, it may have landed all the same: "couldn't set it to end at" was said of a
    // timer that did. `unsure`: no look could tell.
    const landed = await landedAfterAll(turn, error, stopped.id, (now) => Math.abs(now.duration - duration) <= 1);
    if (typeof landed === 'object') return Object.assign(landed, { reportedAtStop: stopped.duration });
    throw Object.assign(error as object, { stopped, ...(landed === 'unknown' ? { unsure: true } : {}) });
  }
}

/** When the activity's last interval stopped, by the service's clock (its records); undefined when none has. */
export function lastStopOf(activity: Activity): number | undefined {
  const stops = activity.records.flatMap((r) => (r.stop_time ? [Date.parse(r.stop_time)] : []));
  return stops.length ? Math.max(...stops) : undefined;
}

/** When the activity's first interval started, by the service's clock (its records). */
export const firstStartOf = (activity: Activity) => Math.min(...activity.records.map((record) => Date.parse(record.start_time)));

/**
 * A timer stopped lately, after the person meant to: its entry, when its last interval really stopped, and when it
 * began and ended as it reports them (`trackedStart`, `trackedEnd`: a start moved, or a stop at a time said, is no
 * part of its record).
 */
export interface StoppedLate {
  entry: Activity;
  stoppedAt: number;
  since: number;
  until: number;
}

/** How far back a stopped timer is still taken as the one "I forgot to stop" means. */
const STOPPED_LATELY_MS = 24 * 3600_000;

/**
 * "I forgot to stop my timer at five", with none running: the timer stopped last, within the last day,
 * from the person's newest finished entries (a timer has records; a logged entry has none).
 */
export async function lastStoppedTimer(turn: Turn): Promise<StoppedLate | undefined> {
  const { data } = await turn.api.activities.list({ filter: ['status:complete'], order_by: '-created_at', per_page: 20 });
  const stopped = data.flatMap((entry) => {
    const stoppedAt = lastStopOf(entry);
    return stoppedAt === undefined ? [] : [{ entry, stoppedAt, since: trackedStart(entry), until: trackedEnd(entry) }];
  });
  const latest = stopped.sort((a, b) => b.stoppedAt - a.stoppedAt)[0];
  return latest && turn.now - latest.stoppedAt <= STOPPED_LATELY_MS ? latest : undefined;
}
