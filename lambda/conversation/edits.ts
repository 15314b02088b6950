// "Change that to two hours", "make that yesterday", "move that to Nimbus", "add a note": the entry meant
// by "that" (the one the skill last changed, else the one timer running), edited with the update endpoint
// (never to stop a timer), the fields it had remembered so "undo that" puts them back. The spec's update
// refuses a running timer's duration: such a timer is stopped, updated and resumed, so the records show
// the moment (two intervals where there was one) and the reported time what the person said.
import type { Response } from 'ask-sdk-model';
import { MAX_LOGGED_SECONDS } from '../dates/durations';
import { addDays, inZone, instantAt, localDate, timestampFor, zonedTimestamp } from '../dates/time-zone';
import { minuteOfDay } from '../dates/clock-ranges';
import type { Activity, ActivityUpdate, Ref } from '../../models';
import { isFailure, mightHaveLanded, TimeTrackingError } from '../api/errors';
import type { Translate } from '../speech/i18n';
import { spokenDay, spokenDuration, spokenList } from '../speech/spoken';
import { askedSince, type Change, lastChange, recentAlexaActivities, rememberChange } from './last-change';
import { MAX_PER_PAGE } from './limits';
import { loggedByTimes } from './duplicates';
import { spokenTime } from './past-time';
import { ask, tell } from './respond';
import type { EntryFound } from './session';
import { afterFailedCreate, runningTimers, stopTimer } from './timers';
import type { Turn } from './turn';

/** The activity a change was made to, when there is one to speak of. */
export const changedId = (change: Change): string | undefined =>
  'id' in change ? change.id : 'ids' in change ? change.ids[0] : undefined;


/**
 * The entry "that" means: the one the skill last started, stopped, resumed, logged, edited or named (in the last
 * hour), else the only running timer (unless `changed` asks for the first alone). Undefined when there is
 * none, or it is gone since. `recent`: the person's recent Alexa activities, when already fetched.
 */
export async function entryMeant(turn: Turn, recent?: Activity[], options: { changed?: boolean } = {}): Promise<Activity | undefined> {
  recent ??= await recentAlexaActivities(turn);
  const change = await lastChange(turn, recent);
  // "What's my Greenleaf entry for Tuesday?" answered "I don't see an entry": "that" said next ("it was only an
  // hour") is the entry asked about, which is none. It changed the entry before the question, on another project.
  const question = askedSince(turn, change);
  const namedNone = question?.intent === 'LastEntry' && Object.keys(question.slots).length > 0 && !(change?.kind === 'named' && change.at >= question.at);
  if (namedNone) return undefined;
  const id = change && change.kind !== 'deleted' && change.kind !== 'ungrouped' && change.kind !== 'created' ? changedId(change) : undefined;
  if (id) return recent.find((activity) => activity.id === id) ?? (await entryStill(turn, id));
  if (options.changed) return undefined;
  const timers = await runningTimers(turn);
  return timers.length === 1 ? timers[0] : undefined;
}

/**
 * A stopped entry with time after `from` and before `before` (the start of the entry whose start moves back, or
 * now for a timer started from then; the timer its start stopped, or one logged since): a start at `from` would
 * book those minutes twice. Undefined when none. `entry`: the one moving, which is no other.
 */
export async function entryBetween(turn: Turn, from: number, before: number, entry?: Activity): Promise<Activity | undefined> {
  return (await entriesBetween(turn, from, before, entry))[0];
}

/**
 * Every stopped entry with a minute or more of time between `from` and `before` (see `entryBetween`), as `spansIn`
 * reads it: a timer's, and a log said by its clock times ("nine to eleven"). A log by its length alone is dated when
 * it was said, not when the work was (two hours logged at 9 are no time booked from 9 to 11), so it is never counted.
 * A log by its clock times was: "I started on Internal Admin at 10:40", after "log 9 to 11 on Greenleaf", counted
 * 10:40 to 11 twice, unasked.
 */
export async function entriesBetween(turn: Turn, from: number, before: number, entry?: Activity): Promise<Activity[]> {
  const [data, zone] = await Promise.all([stoppedSince(turn, from), turn.timeZone()]);
  // Time in common, not an edge shared: an entry of no length, or one ending just as the new start, is no overlap.
  return data.filter((other) => other.id !== entry?.id && overlapIn(other, zone, from, before) >= MIN_OVERLAP_MS);
}

/**
 * When a timer's entry was worked, as the person said it: from its reported start for its reported length, when it
 * ran in one stretch; each stretch its records hold, when it was paused and resumed. None for a log.
 */
export function trackedSpans(activity: Activity): [number, number][] {
  if (activity.records.length === 0) return [];
  if (activity.records.length === 1) return [[Date.parse(activity.date), Date.parse(activity.date) + activity.duration * 1000]];
  return activity.records.map((record) => [Date.parse(record.start_time), record.stop_time ? Date.parse(record.stop_time) : Number.MAX_SAFE_INTEGER]);
}

/**
 * An entry's time as stretches, a log said by its clock times ("nine to eleven", no records) as the stretch it was said
 * to be: where another log or entry over the same minutes counts them twice. A log by its length alone has none.
 */
export function spansIn(activity: Activity, zone: string): [number, number][] {
  if (activity.records.length || !loggedByTimes(activity, zone)) return trackedSpans(activity);
  const start = Date.parse(activity.date);
  return [[start, start + activity.duration * 1000]];
}

/** Milliseconds of an entry's time between `from` and `to`, a log by its clock times counted as said (`spansIn`). */
export const overlapIn = (activity: Activity, zone: string, from: number, to: number) => spansOverlap(spansIn(activity, zone), from, to);

/** A switch stops one timer and starts another in the same request: the new start may be stamped just before the stop. */
const SWITCH_LEEWAY_MS = 5_000;

/**
 * The first of `others` worked after a timer stopped at `stoppedAt` (a timer started or resumed since, on the
 * website or through the skill, or an entry of one that has stopped since), and when: it took over from that timer,
 * and running that one again over the same minutes would count them twice. Undefined when none did.
 */
export function tookOverAt(others: Activity[], stoppedAt: number): { by: Activity; at: number } | undefined {
  let first: { by: Activity; at: number } | undefined;
  for (const other of others) {
    // Begun then or after, and worked past it: one that ended before the stop took over from nothing.
    for (const [start, end] of trackedSpans(other)) if (start >= stoppedAt - SWITCH_LEEWAY_MS && end > stoppedAt && (!first || start < first.at)) first = { by: other, at: start };
  }
  return first;
}

/** Milliseconds of an entry's tracked time between `from` and `to`. */
export const trackedOverlap = (activity: Activity, from: number, to: number) => spansOverlap(trackedSpans(activity), from, to);

/** Milliseconds of the stretches between `from` and `to`. */
export const spansOverlap = (spans: [number, number][], from: number, to: number) => spans.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0);

/** The end of an entry's tracked time: what a question about it names. */
export const trackedEnd = (activity: Activity) => Math.max(...trackedSpans(activity).map(([, end]) => end));
/** The start of an entry's tracked time. */
export const trackedStart = (activity: Activity) => Math.min(...trackedSpans(activity).map(([start]) => start));
/** The start and end of an entry's time as `spansIn` reads it (a log by its clock times, its own). */
export const startIn = (activity: Activity, zone: string) => Math.min(...spansIn(activity, zone).map(([start]) => start));
export const endIn = (activity: Activity, zone: string) => Math.max(...spansIn(activity, zone).map(([, end]) => end));

// Under a minute in common is the seconds a reported time is rounded to, not time booked twice.
const MIN_OVERLAP_MS = 60_000;

/** The stopped entries of the days from `from` to today, asked for once a request: early, beside the first calls, it costs no round of its own. */
export function stoppedSince(turn: Turn, from: number): Promise<Activity[]> {
  let asked = stoppedLists.get(turn);
  if (!asked) stoppedLists.set(turn, (asked = new Map()));
  let list = asked.get(from);
  if (!list) {
    // From the day before: an entry dated then may have run past midnight.
    list = turn.timeZone().then(async (zone) => {
      const day = localDate(from, zone);
      return (await turn.api.activities.list({ filter: ['status:complete'], start_date: addDays(day, -1), end_date: localDate(turn.now, zone), per_page: MAX_PER_PAGE })).data;
    });
    list.catch(() => undefined); // awaited by entryBetween, unless the request asks something first
    asked.set(from, list);
  }
  return list;
}
const stoppedLists = new WeakMap<Turn, Map<number, Promise<Activity[]>>>();

/** "Your Apollo Mobile App entry runs until 12 PM, so Greenleaf Yoga Studio can't start at 11 AM ...": nothing moved or started. */
export async function wouldOverlap(turn: Turn, project: string, other: Activity, from: number, options: { starting?: boolean } = {}): Promise<Response> {
  const { t } = turn;
  const zone = await turn.timeZone();
  const spoken = (at: number) => spokenTime(t, inZone(at, zone), zone, turn.now);
  const until = endIn(other, zone);
  return tell(turn, t(options.starting ? 'backdate.wouldOverlapStart' : 'backdate.wouldOverlap', { project, other: other.project.name, until: spoken(until), time: spoken(from) }));
}

/** The person's newest entry from anywhere (the website too), if they have one. */
export const newestEntry = async (turn: Turn): Promise<Activity | undefined> => (await turn.api.activities.list({ order_by: '-created_at', per_page: 1 })).data[0];

/** The entry as it is now; undefined when it is gone since (deleted on the website). */
export async function entryStill(turn: Turn, id: string, api = turn.api): Promise<Activity | undefined> {
  try {
    return await api.activities.get(id);
  } catch (error) {
    if (!isFailure(error, 'gone', 'not_found')) throw error;
    return undefined;
  }
}

/**
 * The entry as it now is, when a write to it whose answer was lost (`error`) took effect after all (`holds` says so of
 * it), looked at past the request's time if need be (`apiToFinish`): the client looks only while the request has time,
 * and a change the deadline cut off after it had landed was said not made ("I couldn't set it to end at 9:40 AM", when
 * it had). Undefined when it did not, or the failure cannot have landed; 'unknown' when the look fails too.
 */
export async function landedAfterAll(turn: Turn, error: unknown, id: string, holds: (now: Activity) => boolean): Promise<Activity | 'unknown' | undefined> {
  if (!isFailure(error, 'unavailable') || !mightHaveLanded(error)) return undefined;
  const now = await entryStill(turn, id, turn.apiToFinish).catch(() => null);
  if (now === null) return 'unknown';
  return now && holds(now) ? now : undefined;
}

/** The fields an update changes, as the activity had them: what undo puts back. */
export function fieldsBefore(activity: Activity, update: ActivityUpdate): ActivityUpdate {
  const before: ActivityUpdate = {};
  if (update.duration !== undefined) before.duration = activity.duration;
  if (update.date !== undefined) before.date = activity.date;
  if (update.project_id !== undefined) before.project_id = activity.project.id;
  if (update.description !== undefined) before.description = activity.description;
  return before;
}

/**
 * Entries changed at once by the same update ("both" moved to a day, a break taken off each), remembered as one change
 * whose undo puts them all back: the last changed is its entry, the others go alongside. `update` names the fields
 * changed, as `fieldsBefore` reads them (its values are each entry's own, and not read here). `taken`: the break taken
 * off each, for a correction of its length next, and the entries it did not come off, for the same break said again.
 */
export function rememberChangedTogether(turn: Turn, changed: Activity[], update: ActivityUpdate, taken: { break?: number; notTaken?: string[] } = {}) {
  const [last, ...others] = [...changed].reverse();
  const alongside = others.map((entry) => ({ id: entry.id, before: fieldsBefore(entry, update) }));
  rememberChange(turn, { kind: 'edited', id: last.id, at: turn.now, project: last.project, before: fieldsBefore(last, update), ...(alongside.length ? { alongside } : {}), ...taken });
}

/**
 * Updates the entry and remembers it as the last change; null when the update changed nothing. A running timer changed
 * but left stopped (`TimerLeftStopped`) is remembered too, for undo to put its length back.
 */
export async function editEntry(turn: Turn, activity: Activity, update: ActivityUpdate, project: Ref = activity.project): Promise<Activity | null> {
  const remember = () => rememberChange(turn, { kind: 'edited', id: activity.id, at: turn.now, project, before: fieldsBefore(activity, update) });
  try {
    const updated = await updateEntry(turn, activity, update);
    if (updated) remember();
    return updated;
  } catch (error) {
    if (error instanceof TimerLeftStopped && error.changed) remember();
    throw error;
  }
}

/**
 * A running timer stopped for an edit of its length that could not be started again: it is stopped now, with its length
 * changed (`changed`) or not. Said as such: the person would think it still ran (it was "which is still counting", or
 * "so it is as it was").
 */
export class TimerLeftStopped extends Error {
  constructor(
    readonly timer: Activity,
    readonly changed: boolean,
    /** The resume's answer was lost too, and the timer could not be read: it may be running, or stopped. */
    readonly unsure = false,
  ) {
    super('a timer stopped for an edit could not be resumed');
  }
}

/** The update endpoint; for a running timer's duration, stop, update and resume (it is running again either way). */
export async function updateEntry(turn: Turn, activity: Activity, update: ActivityUpdate): Promise<Activity | null> {
  if (activity.status !== 'pending' || update.duration === undefined) return turn.api.activities.update(activity.id, update);
  await stopTimer(turn, activity.id).catch(async (error: unknown) => {
    // A stop whose answer was lost, and could not be checked, may have landed: the timer is started again, and the edit
    // not made (it was left stopped, said to "still have" the time, and every minute after was lost). A resume of one
    // still running is refused, harmlessly; one that cannot be made or read is said as the timer left stopped.
    if (!isFailure(error, 'unavailable') || !mightHaveLanded(error)) throw error;
    const running = await turn.apiToFinish.activities.resume(activity.id).then(
      () => true,
      (refused: unknown) => (isFailure(refused, 'invalid') && refused.details.code === 'invalid_state') || (isFailure(refused, 'unavailable') && mightHaveLanded(refused) ? undefined : false),
    );
    // Running: the change was never sent, which the failure says (the stop's own may have landed, and been undone).
    const notMade = new TimeTrackingError('unavailable', `the timer's stop went unanswered, so its change was not made: ${error.message}`, { timedOut: error.details.timedOut });
    if (running) throw notMade;
    const now = await turn.apiToFinish.activities.get(activity.id).catch(() => undefined);
    if (now?.status === 'pending') throw notMade;
    throw new TimerLeftStopped(activity, false, !now && running === undefined);
  });
  const updated = turn.api.activities.update(activity.id, update).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  const failed = await updated;
  // Resumed even when the update failed: a running timer is never left stopped by an edit. A resume refused
  // before it was taken on (a 503, one too many) is asked once more. Past the request's time too: a service slow
  // enough to use it up on the stop and the update left the timer stopped, and nothing running.
  const resume = () => turn.apiToFinish.activities.resume(activity.id);
  let resumed: Activity;
  let resumedOutright = true;
  try {
    resumed = await resume().catch((error: unknown) => {
      if (!isFailure(error, 'unavailable') || mightHaveLanded(error)) throw error;
      return resume();
    });
  } catch (error) {
    // A resume whose answer was lost may have landed: the timer as it is now tells. One that cannot be read is a failure
    // whose outcome is unknown, said as such. Its length tells whether an update whose answer was lost landed.
    const now = await turn.apiToFinish.activities.get(activity.id).catch(() => undefined);
    if (!now) throw failed?.error ?? error;
    if (now.status !== 'pending') throw new TimerLeftStopped(activity, !failed || now.duration === update.duration);
    resumed = now;
    resumedOutright = false;
  }
  // The timer stopped and resumed outright, its update refused: nothing changed, and the failure is said so (it was
  // "only part of that was done").
  if (failed && resumedOutright && isFailure(failed.error) && !mightHaveLanded(failed.error)) turn.writes.landed = Math.max(0, turn.writes.landed - 2);
  if (failed) throw failed.error;
  return resumed;
}

/** The part of a stopped entry after a log inside it, made an entry of its own (`splitOff`): its id and length then. */
export interface RestPart {
  id: string;
  seconds: number;
}

/**
 * Where a log put the entries it took time off, beside the time: `startsMoved`, the dates of those whose start it
 * covered (they now start after it); `splitOff`, the parts after it of those it fell inside, made entries of their own.
 */
export interface Placed {
  startsMoved?: Record<string, string>;
  splitOff?: Record<string, RestPart>;
}

/**
 * Of a stopped entry of one stretch, where its time lies once `seconds` of it came off to a log from `logStart` (ms):
 * `startsAt`, when the log covered its start (the entry starts where the log ends, or it would be read as holding the
 * log's minutes); `rest`, when the log fell inside it (its part after the log: when it starts, and how long it is).
 * Neither when the log reaches its end or covers all of it, or the entry ran in several stretches.
 */
export async function placeAfterLog(turn: Turn, entry: Activity, logStart: number, seconds: number): Promise<{ startsAt?: string; rest?: { date: string; seconds: number } }> {
  if (entry.status !== 'complete') return {};
  const zone = await turn.timeZone();
  const spans = spansIn(entry, zone);
  if (spans.length !== 1) return {};
  const [start, end] = spans[0];
  const until = Math.max(logStart, start) + seconds * 1000;
  if (until >= end) return {};
  if (logStart <= start) return { startsAt: zonedTimestamp(until, zone) };
  // A part from noon would be read as a log by its length alone (such logs are dated noon), and a later log over it go
  // unasked: the part before the log is split off instead, and the entry starts after the log.
  if (minuteOfDay(localDate(until, zone), zone, until) === 12 * 60) return { startsAt: zonedTimestamp(until, zone), rest: { date: zonedTimestamp(start, zone), seconds: Math.round((logStart - start) / 1000) } };
  return { rest: { date: zonedTimestamp(until, zone), seconds: Math.round((end - until) / 1000) } };
}

/**
 * The part of `entry` after a log inside it made an entry of its own (its project, words, category and tags): the entry,
 * one stretch from its start, could not say the log's minutes were no longer its own (a later log over its end went
 * unasked, counted twice). Undefined when the service would not make it, null when it may have (its answer lost, and no
 * look could tell); nothing is taken off either way.
 */
export async function splitOffRest(turn: Turn, entry: Activity, rest: { date: string; seconds: number }): Promise<Activity | undefined | null> {
  const part = { source: 'alexa', project_id: entry.project.id, description: entry.description, category_id: entry.category?.id ?? null, tags: entry.tags, date: rest.date, duration: rest.seconds };
  try {
    // Settled: a part made unseen would count its time twice, beside the entry left whole.
    return await turn.api.activities.create(part, true);
  } catch (error) {
    const made = (activity: Activity) => activity.project.id === entry.project.id && activity.duration === rest.seconds && Date.parse(activity.date) === Date.parse(rest.date);
    const outcome = await afterFailedCreate(turn, error, made, ['status:complete', 'source:alexa']).catch(() => 'unknown' as const);
    return typeof outcome === 'object' ? outcome.landed : outcome === 'unknown' ? null : undefined;
  }
}

/**
 * Whether a change and the time given back with it to each entry a log came off (a look at it, its part's delete, its
 * update) fit in what is left of the request's time (`hasTimeFor`). Begun without it on a service slow on every call,
 * the log was removed and the deadline cut off the rest, the entry it came off never given its hour back, unsaid.
 */
export const givingBackFits = (turn: Turn, takenFrom: Record<string, number> | undefined) => turn.hasTimeFor(1 + 3 * Object.keys(takenFrom ?? {}).length);

/** Entries read ahead for `timeMovedBack`, by id: undefined when gone, null when the read failed. */
export type EntriesRead = Record<string, Promise<Activity | undefined | null>>;

/**
 * The entries time is to be given back to, read before the change that gives it (a delete), all at once: what the
 * service takes to answer is then known to `givingBackFits` before anything is written. Undefined when the change and
 * the give-backs would not fit in the time left.
 */
export async function readAheadInTime(turn: Turn, takenFrom: Record<string, number> | undefined): Promise<EntriesRead | undefined> {
  const read: EntriesRead = Object.fromEntries(Object.keys(takenFrom ?? {}).map((id) => [id, entryStill(turn, id).catch(() => null)]));
  await Promise.all(Object.values(read));
  return givingBackFits(turn, takenFrom) ? read : undefined;
}

/**
 * The time a log took off a timer ("Was that time on Greenfield part of it?"), or off each entry its clock times
 * overlapped, given back to it as it is now (running on, or stopped since), or, with `direction` -1, taken off it again
 * (the log recovered): what the reply adds, and the seconds that moved, by entry (undefined when none did). An entry
 * that holds too little, or that the service would not change, is named, with nothing said to be done; one gone since
 * is not. `placed`: where the log put them (`Placed`), put back with the time: a start moved is given back, a part
 * split off joins the entry again. Taken off again, they are read as one stretch from the start.
 */
export async function timeMovedBack(
  turn: Turn,
  takenFrom: Record<string, number> | undefined,
  direction: 1 | -1 = 1,
  placed: Placed = {},
  again?: { logStart: number; overlapOf?: string[] },
  read: EntriesRead = {},
): Promise<{ said: string; moved?: Record<string, number> }> {
  let said = '';
  const moved: Record<string, number> = {};
  for (const [id, seconds] of Object.entries(takenFrom ?? {})) {
    const back = direction > 0 ? { dateBefore: placed.startsMoved?.[id], rest: placed.splitOff?.[id] } : again?.overlapOf?.includes(id) ? { logStart: again.logStart } : {};
    // A read ahead serves once: the entry changed, it is stale (a second log off it, deleted with the first).
    const ahead = read[id];
    delete read[id];
    const one = await timeMovedBackTo(turn, id, seconds, direction, back, ahead);
    said += one.said;
    if (one.moved) moved[id] = seconds;
  }
  return { said, ...(Object.keys(moved).length ? { moved } : {}) };
}

async function timeMovedBackTo(
  turn: Turn,
  id: string,
  seconds: number,
  direction: 1 | -1,
  back: { dateBefore?: string; rest?: RestPart; logStart?: number },
  read?: Promise<Activity | undefined | null>,
): Promise<{ said: string; moved: boolean }> {
  // Gone since, it has nothing to give or take; not read (a slow service), it is said not done (it was said nothing of,
  // and the time a log came off it lost unsaid).
  const entry = await (read ?? entryStill(turn, id).catch(() => null));
  if (entry === null) return { said: ` ${turn.t(direction > 0 ? 'undo.notGivenBackUnread' : 'undo.notTakenAgainUnread')}`, moved: false };
  if (!entry) return { said: '', moved: false };
  const other = entry.project.name;
  // A timer stopped since is spoken of as an entry.
  const of = entry.status === 'pending' ? '' : 'Entry';
  const failed = { said: ` ${turn.t(`${direction > 0 ? 'undo.notGivenBack' : 'undo.notTakenAgain'}${of}`, { other })}`, moved: false };
  const duration = entry.duration + direction * seconds;
  if (duration < 0) return failed;
  const done = { said: ` ${turn.t(`${direction > 0 ? 'undo.givenBack' : 'undo.takenAgain'}${of}`, { other })}`, moved: true };
  // The part split off after the log joins it again, if still as it was made: removed first, its time then the entry's
  // (the other way round, a failure between would count it twice). Changed or gone since, it stays as it is.
  const rest = back.rest && (await entryStill(turn, back.rest.id).catch(() => undefined));
  const joins = !!rest && rest.project.id === entry.project.id && rest.duration === back.rest!.seconds && (await turn.api.activities.delete(rest.id).then(() => true, () => false));
  // Taken off again by a log recovered, by its clock times: the entry placed around it as the log first placed it (read
  // as one stretch from its start, it held the log's minutes, and a later log over its end went unasked).
  const place = direction < 0 && back.logStart !== undefined ? await placeAfterLog(turn, entry, back.logStart, seconds) : {};
  const part = place.rest && (await splitOffRest(turn, entry, place.rest));
  if (place.rest && !part) return failed;
  const date = back.dateBefore && entry.status === 'complete' ? back.dateBefore : place.startsAt;
  const target = duration + (joins ? rest!.duration : 0) - (part ? place.rest!.seconds : 0);
  try {
    await updateEntry(turn, entry, { duration: target, ...(date ? { date } : {}) });
  } catch (error) {
    // Stopped for the change and not started again: said, whether or not its time moved.
    const stopped = leftStopped(turn, error);
    if (stopped) return { said: `${stopped.changed ? done.said : failed.said} ${stopped.said}`, moved: stopped.changed };
    // Cut off by the request's deadline after it had landed, it was said not done, and the part it had taken back was
    // made again beside it (counted twice). In doubt, the parts stay as they are, and the person hears so.
    const landed = await landedAfterAll(turn, error, entry.id, (now) => now.duration === target);
    if (typeof landed === 'object') return done;
    if (landed === 'unknown') return { said: ` ${turn.t(direction > 0 ? 'undo.givenBackUnsure' : 'undo.takenAgainUnsure', { other })}`, moved: false };
    // Not made: the parts as they were, past the request's time if need be (left to it, the part deleted was lost).
    if (joins) await turn.apiToFinish.activities.recover(rest!.id).catch(() => undefined);
    if (part) await turn.apiToFinish.activities.delete(part.id).catch(() => undefined);
    return failed;
  }
  return done;
}

/**
 * A timer an edit left stopped (`TimerLeftStopped`): what the person is told of it, and whether its length changed.
 * Undefined for any other failure.
 */
export function leftStopped(turn: Turn, error: unknown): { said: string; changed: boolean } | undefined {
  if (!(error instanceof TimerLeftStopped)) return undefined;
  return { said: turn.t(error.unsure ? 'timer.maybeLeftStopped' : 'timer.leftStopped', { project: error.timer.project.name }), changed: error.changed };
}

/**
 * Whether time logged by its times ("nine to eleven"), which keeps its start, would run past now at `seconds` long
 * (made three hours at 11:30, it was booked until noon).
 */
export async function runsPastNow(turn: Turn, entry: Activity, seconds: number): Promise<boolean> {
  return entry.status === 'complete' && Date.parse(entry.date) + seconds * 1000 > turn.now && loggedByTimes(entry, await turn.timeZone());
}

/**
 * "Add fifteen minutes to that", "take half an hour off my last entry": the entry's length changed by
 * `change` seconds (taken off when negative), on its own day and from its own start: a new entry would be
 * booked for today, whatever day the entry was for. The day and the new length are named back, and undo
 * puts the old one back. A running timer counts on from its new total. Taking off as much as the entry
 * holds, or more, changes nothing: deleting it has words of its own.
 */
export async function changeLength(turn: Turn, change: number, meant?: Activity): Promise<Response> {
  const { t } = turn;
  const entry = meant ?? (await entryMeant(turn));
  if (!entry) return tell(turn, t('edit.nothing'));
  const project = entry.project.name;
  const amount = spokenDuration(t, Math.abs(change));
  const seconds = entry.duration + change;
  if (seconds <= 0) return tell(turn, t('edit.notThatLong', { project, duration: spokenDuration(t, entry.duration), change: amount }));
  if (seconds > MAX_LOGGED_SECONDS) return tell(turn, t('edit.tooLong', { project, duration: spokenDuration(t, seconds) }));
  if (await runsPastNow(turn, entry, seconds)) return tell(turn, t('edit.timesNotEnded', { project }));
  if (!(await editEntry(turn, entry, { duration: seconds }))) return tell(turn, t('edit.unchanged'));
  const running = entry.status === 'pending';
  const key = change > 0 ? (running ? 'edit.addedRunning' : 'edit.added') : running ? 'edit.removedRunning' : 'edit.removed';
  return tell(turn, t(key, { project, change: amount, duration: spokenDuration(t, seconds), day: await spokenDayOf(turn, entry) }));
}

/** The entry's day (YYYY-MM-DD) in the person's zone: an entry dated in UTC on the website may be another there. */
export async function entryDayOf(turn: Turn, entry: Activity): Promise<string> {
  return localDate(Date.parse(entry.date), await turn.timeZone());
}

/** "Yesterday", "last Friday, November 20th": the entry's day in the person's zone, as said back. */
export async function spokenDayOf(turn: Turn, entry: Activity): Promise<string> {
  return spokenDay(turn.t, await entryDayOf(turn, entry), await turn.today());
}

/**
 * The entry's reported date moved to `day`, at the same time of day in the person's zone; not later than `now`, as
 * time logged for today is dated (moved to today at 9 am, yesterday's noon entry was booked from noon, ahead of now).
 * Time logged by its length alone is dated as such time is logged for that day (`timestampFor`): moved to yesterday at
 * the moment it was logged today, it read as said from then ("ran from 3 PM yesterday to 5 PM"), and a log over those
 * invented times offered to take them off it.
 */
export function dateOn(activity: Activity, day: string, zone: string, now = Infinity): string {
  if (activity.records.length === 0 && !loggedByTimes(activity, zone) && Number.isFinite(now)) return timestampFor(day, zone, now);
  const time = inZone(Date.parse(activity.date), zone).format('HH:mm:ss');
  return zonedTimestamp(Math.min(instantAt(`${day} ${time}`, zone), Math.floor(now / 1000) * 1000), zone);
}

// What the skill writes when the person said no description ("Work on Apollo"): for a timer, and for time logged.
const STAND_INS = ['descriptions.timer', 'descriptions.logged'];

const standInsFor = (t: Translate, project: string) => STAND_INS.map((key) => t(key, { project }));

/**
 * The note added to what the entry says: in place of the skill's own stand-in description ("Work on
 * Apollo", for this project or the one it was moved from), else after it.
 */
export async function describedWith(turn: Turn, activity: Activity, note: string): Promise<string> {
  const names = [activity.project.name, ...(await turn.projects()).items.map((project) => project.name)];
  const standIns = new Set(names.flatMap((project) => standInsFor(turn.t, project)));
  return standIns.has(activity.description) ? note : `${activity.description}; ${note}`;
}

/** Whether the entry says only what the skill wrote for its project ("Work on Apollo"), nothing the person said. */
export const saysStandIn = (t: Translate, activity: Activity) => standInsFor(t, activity.project.name).includes(activity.description);

/**
 * What the entry should say once moved to `project`: the skill's stand-in for its old project named the
 * project it is no longer on, so it becomes the stand-in for the new one; words the person said are theirs
 * and stay. Undefined when the description stays as it is.
 */
export function descriptionMovedTo(t: Translate, activity: Activity, project: Ref): string | undefined {
  const at = standInsFor(t, activity.project.name).indexOf(activity.description);
  return at < 0 ? undefined : t(STAND_INS[at], { project: project.name });
}

/**
 * "Both", "all of them", to which of the entries read out to delete: "Delete both of those entries on Greenleaf Yoga
 * Studio, 2 hours in all?"; nothing goes before a yes, and undo brings them all back. Undefined when fewer than two
 * are still there, or one is a running timer (thrown away one at a time).
 */
export async function askToDeleteEach(turn: Turn, ids: string[]): Promise<Response | undefined> {
  const { t } = turn;
  const entries = (await Promise.all(ids.map((id) => entryStill(turn, id)))).filter((entry) => entry !== undefined);
  if (entries.length < 2 || entries.some((entry) => entry.status === 'pending')) return undefined;
  const seconds = entries.reduce((sum, entry) => sum + entry.duration, 0);
  const projects = spokenList(t, [...new Set(entries.map((entry) => entry.project.name))], 'and');
  const question = t(entries.length === 2 ? 'delete.confirmBoth' : 'delete.confirmEach', { count: entries.length, projects, total: spokenDuration(t, seconds) });
  const [first, ...also] = entries;
  return ask(turn, question, question, { kind: 'confirmDelete', id: first.id, project: first.project, timer: false, seconds, also: also.map((entry) => entry.id) });
}

/** "Delete your 1 hour on Apollo for yesterday?" (a running timer: "Throw away your timer …?"); nothing goes before a yes. */
export async function askToDelete(turn: Turn, entry: Activity): Promise<Response> {
  const { t } = turn;
  const project = entry.project;
  if (entry.status === 'pending') {
    const question = t('discard.confirm', { project: project.name, elapsed: spokenDuration(t, entry.duration) });
    return ask(turn, question, question, { kind: 'confirmDelete', id: entry.id, project, timer: true, seconds: entry.duration });
  }
  const question = t('delete.confirm', { project: project.name, duration: spokenDuration(t, entry.duration), day: await spokenDayOf(turn, entry) });
  return ask(turn, question, question, { kind: 'confirmDelete', id: entry.id, project, timer: false, seconds: entry.duration });
}

/** The two entries of "an hour on Apollo Mobile and thirty minutes on Greenleaf", when the last change logged them. */
export function loggedTogether(change: Change | undefined, recent: Activity[]): Activity[] | undefined {
  if (change?.kind !== 'logged' || change.earlier?.kind !== 'logged' || change.earlier.at !== change.at) return undefined;
  const both = [change.earlier.id, change.id].map((id) => recent.find((a) => a.id === id)).filter((a): a is Activity => a !== undefined);
  return both.length === 2 && both[0].project.id !== both[1].project.id ? both : undefined;
}

/**
 * The entry a switch just stopped and the timer it started ("switch to Apollo": "Stopped your timer for Greenleaf
 * after 2 hours, and started one for Apollo"), when the last change was one: a length said next ("change that to an
 * hour and a half") may be of either (it went to the new timer, booking 89 minutes never worked).
 */
export function switchedBetween(change: Change | undefined, recent: Activity[]): Activity[] | undefined {
  if (change?.kind !== 'started' || change.stopped?.length !== 1) return undefined;
  const both = [change.stopped[0], change.id].map((id) => recent.find((a) => a.id === id)).filter((a): a is Activity => a !== undefined);
  return both.length === 2 && both[0].status === 'complete' && both[1].status === 'pending' ? both : undefined;
}

/**
 * "What am I working on?" answered with one running timer, then an edit of "that" whose entry is another (the log
 * made before the question): both, for which is meant to be asked ("move it to internal admin" moved yesterday's
 * log, the person speaking of the timer just named). Undefined otherwise.
 */
export async function namedTimerBeside(turn: Turn, change: Change | undefined, entry: Activity): Promise<Activity[] | undefined> {
  const question = askedSince(turn, change);
  if (question?.intent !== 'WhichProject' || question.slots.project) return undefined;
  const timers = await runningTimers(turn);
  return timers.length === 1 && timers[0].id !== entry.id ? [entry, timers[0]] : undefined;
}

/** "Which entry did you mean: 1 hour on Apollo Mobile App, or 30 minutes on Greenleaf Yoga Studio?" */
export function askWhichEntry(turn: Turn, entries: Activity[], then: EntryFound): Response {
  const { t } = turn;
  const options = spokenList(t, entries.map((a) => t('lastEntry.onProject', { duration: spokenDuration(t, a.duration), project: a.project.name })), 'or');
  const question = t('correct.whichEntry', { options });
  return ask(turn, question, question, { kind: 'chooseEntry', entries: entries.map((a) => ({ id: a.id, project: a.project })), then });
}
