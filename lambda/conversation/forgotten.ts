// Timers left running: one that has run longer than a workday, or since before today, is brought up first
// in the next conversation ("Your timer for Apollo has been running since 5:10 PM yesterday. When did
// you finish?"), and the time the person answers is when it stops (stop-at.ts, shared with "stop my timer
// at five": the stop endpoint ends it now, and its reported duration is then set to the time said).
import dayjs from 'dayjs';
import type { Response } from 'ask-sdk-model';
import { isFailure } from '../api/errors';
import type { Activity, Ref } from '../../models';
import { spokenDuration } from '../speech/spoken';
import { clockReadings, instantOfMinute } from '../dates/clock-ranges';
import { addDays, inZone, localDate } from '../dates/time-zone';
import { nextIfNearer, spokenTime, startsWithinReach } from './past-time';
import { forgetTimerReminders, WORKDAY_MS } from './reminders';
import { ask, tell } from './respond';
import type { PendingQuestion, Question } from './session';
import { countedSpans, countedStart, reportUntil } from './stop-at';
import { stopTimer } from './timers';
import type { Turn } from './turn';
import { rememberChange } from './last-change';

/** When the running stretch of a timer began (its open record's start), or undefined for a timer not running. */
export function runningSince(timer: Activity): number | undefined {
  const open = timer.records?.find((record) => record.status === 'pending' && !record.stop_time);
  return open ? Date.parse(open.start_time) : undefined;
}

/**
 * Since when a running timer has counted its reported time, read along what it counted as a stop at a past time
 * reads it (`countedSpans` in stop-at.ts): before its open record's start when it was started earlier ("I've been
 * on Apollo since nine"), resumed as if never stopped, or paused and resumed. Undefined for a timer not running.
 */
export function countedSince(timer: Activity, now: number): number | undefined {
  const open = runningSince(timer);
  return open === undefined ? undefined : Math.min(open, countedStart(timer, now));
}

// A timer started late in the evening and stopped just after midnight is no forgotten one: under this long, a
// timer running since yesterday is taken as work past midnight (50 minutes from 11:30 PM was asked about).
const PAST_MIDNIGHT_MS = 2 * 3600_000;

/**
 * The running timer that looks forgotten (the longest running, if several), or undefined. Its day is its entry's, as
 * counted: a timer the skill stopped and resumed for an edit ("I took a thirty minute break" the next morning), or one
 * started earlier than midnight ("from ten", said at half past midnight), runs in a new record since, and was taken
 * for a new one, a later stop then booking the night on the day it began.
 */
export function forgottenTimer(timers: Activity[], now: number, zone: string): Activity | undefined {
  // Nothing running needs no local date (the first one costs a cold start some 14 ms of Intl).
  if (timers.length === 0) return undefined;
  const today = localDate(now, zone);
  return timers
    .map((timer) => ({ timer, since: runningSince(timer), counted: countedSince(timer, now) }))
    .filter(({ timer, since, counted }) => since !== undefined && counted !== undefined && (now - since > WORKDAY_MS || (now - counted > PAST_MIDNIGHT_MS && localDate(Math.min(counted, Date.parse(timer.date)), zone) < today)))
    .sort((a, b) => a.counted! - b.counted!)[0]?.timer;
}

/**
 * Whether a start said for a timer's own project (`from`, ISO) leaves its time gone: the timer looks forgotten, and the
 * start is on a later day than it began ("from eight" this morning, of a timer running since yesterday). A start
 * earlier the same night ("I started at ten", at 1 am) only moves it.
 */
export const startLeavesDayBehind = (timer: Activity, from: string, now: number, zone: string) =>
  !!forgottenTimer([timer], now, zone) && localDate(Date.parse(from), zone) > localDate(countedStart(timer, now), zone);

/** "5:10 PM yesterday", "8 AM" today, "9 AM last Friday, November 20th": as every time the skill names back. */
const spokenMoment = (turn: Turn, at: number, zone: string) => spokenTime(turn.t, inZone(at, zone), zone, turn.now);

export type ForgottenQuestion = Extract<PendingQuestion, { kind: 'forgottenTimer' }>;
/** The timer asked for when a forgotten one was found: started once that is answered, `from` the time said (ISO), if one was. */
export type ThenStart = { project: Ref; description?: string; from?: string };

/**
 * About to stop timers ("stop my timer", or a start that stops what runs), one of which looks forgotten:
 * stopped now, it would book the whole night. The question comes first (and the start, if one was asked
 * for, waits for the answer). Said while that question is open ("stop my timer", "start a timer for X" to
 * "When did you finish?"), they answer nothing: the question again, and the start still waits (it used to
 * stop the timer now, a whole night booked). "Now" or "just now" stops it now.
 */
export async function askIfForgotten(turn: Turn, timers: Activity[], then?: ThenStart): Promise<Response | undefined> {
  if (timers.length === 0) return undefined;
  const pending = turn.state.pending;
  if (pending?.kind === 'forgottenTimer') {
    const asked = timers.find((timer) => timer.id === pending.timer.id);
    return asked ? askAboutForgotten(turn, asked, then ?? pending.then, { again: true }) : undefined;
  }
  const forgotten = forgottenTimer(timers, turn.now, await turn.timeZone());
  return forgotten ? askAboutForgotten(turn, forgotten, then) : undefined;
}

/** When the timer asked for starts: the time said, read from the session, while still within reach; else now. */
export const startFrom = (then: ThenStart, now: number) => (then.from && startsWithinReach(then.from, now) ? then.from : undefined);

/** Asks when the forgotten timer stopped, remembering which timer it is; `again` with how to answer. */
export async function askAboutForgotten(turn: Turn, timer: Activity, then?: ThenStart, options: { again?: boolean } = {}): Promise<Response> {
  const zone = await turn.timeZone();
  const since = stretchSince(timer, turn.now);
  const reprompt = turn.t('forgotten.reprompt', { project: timer.project.name });
  const question = options.again ? reprompt : turn.t('forgotten.question', { project: timer.project.name, since: spokenMoment(turn, since, zone) });
  return ask(turn, question, reprompt, whenFinished(timer, since, then));
}

/**
 * When a running timer's stretch began counting, as asked about: before its record when started earlier ("from ten",
 * said after midnight: "at eleven" was before the start), after a pause when paused and resumed.
 */
function stretchSince(timer: Activity, now: number): number {
  const spans = countedSpans(timer, now);
  let i = spans.length - 1;
  // Spans a minute apart or less are one stretch: the skill's stop, update and resume for an edit leave no pause.
  while (i > 0 && spans[i][0] - spans[i - 1][1] <= 60_000) i--;
  return Math.min(runningSince(timer)!, spans[i][0]);
}

/**
 * "Your timer for Greenleaf has been running since 10 AM yesterday. If it should have stopped, say when you finished,
 * for example, I finished at five.": the timer named after a reply, no question left open (one left open took the
 * corrections of that reply for its answer: "no, three hours" stopped the timer at 8 PM).
 */
export async function forgottenNamed(turn: Turn, timer: Activity): Promise<string> {
  const zone = await turn.timeZone();
  return turn.t('forgotten.named', { project: timer.project.name, since: spokenMoment(turn, stretchSince(timer, turn.now), zone) });
}

/** "When did you finish?" about the forgotten timer, as if asked: for a length said of it outright ("make that eight hours"). */
export const forgottenAsked = (turn: Turn, timer: Activity): ForgottenQuestion => ({
  ...whenFinished(timer, stretchSince(timer, turn.now)),
  reprompt: turn.t('forgotten.reprompt', { project: timer.project.name }),
});

/** "When did you finish?" about the timer running since `since`: an answer alone ("at six") then stops it. */
export function whenFinished(timer: Activity, since: number, then?: ThenStart): Extract<Question, { kind: 'forgottenTimer' }> {
  return { kind: 'forgottenTimer', timer: { id: timer.id, project: timer.project }, since: new Date(since).toISOString(), ...(then ? { then } : {}) };
}

/** How recent the later of a day's two readings of a clock time may be to be the one meant (`momentSaid`). */
const SAME_EVENING_MS = 6 * 3600_000;

/** Until 5 am, "twelve" may be the midnight just gone. */
const SMALL_HOURS_MS = 5 * 3600_000;

/**
 * The moment a clock time said ("six", "5:30 pm") names, after the timer started and not in the future:
 * AMAZON.TIME gives "06:00" for "six" as for "six am", so an hour under twelve may be either half of the
 * day, and the first such moment after the start is taken (the person forgot to stop it then); 12:00 is
 * noon here, or "at noon" would be taken for the midnight before it (12:15 may be either). With a day said, only that day. Undefined when the words are no clock time (a part of the day: "MO", "EV").
 */
export function momentSaid(time: string, day: string | undefined, since: number, now: number, zone: string): { at: number } | { none: 'beforeStart' | 'inFuture' } | undefined {
  // "Twelve fifteen" is no noon ("noon" is said with no minutes): either half of the day, as "six fifteen" is (it
  // was 12:15 PM, twelve hours on a timer from 10 PM, or "hasn't come yet" the next morning).
  const twelve = /^12:00\b/.test(time);
  const readings = clockReadings(time, { twelve: twelve ? 'noon' : 'noonOrMidnight' });
  if (readings.length === 0) return undefined;
  const days: string[] = [];
  if (day) days.push(day);
  else for (let d = localDate(since, zone), today = localDate(now, zone); d <= today; d = addDays(d, 1)) days.push(d);
  const moments = days.flatMap((d) => readings.map((minutes) => instantOfMinute(d, minutes, zone))).sort((a, b) => a - b);
  const fits = (at: number) => at >= since && at <= now + 60_000;
  const fitting = moments.find(fits);
  // Both halves of one day fit, the later one in the last few hours ("I finished at 8:45", said at 9 PM of a timer
  // started at 8 AM): the later is meant. The first after the start dropped the day's twelve hours; a timer left
  // running overnight ("at five", the next morning) has no such pair on one day.
  const latest = moments.filter(fits).at(-1);
  if (fitting !== undefined && latest !== undefined && latest !== fitting && now - latest <= SAME_EVENING_MS && localDate(latest, zone) === localDate(fitting, zone)) {
    return { at: latest };
  }
  if (fitting !== undefined) return { at: fitting };
  // "At twelve", in the small hours, of a timer started the evening before: no noon fits, and the midnight just gone
  // by is the one meant (it said noon had not come, again and again). Later in the day, "at noon" is no midnight.
  const lastMidnight = instantOfMinute(localDate(now, zone), 0, zone);
  const midnight = twelve && now - lastMidnight < SMALL_HOURS_MS && fits(lastMidnight) ? lastMidnight : undefined;
  if (midnight !== undefined) return { at: midnight };
  // Every reading after the start is still to come, or none is after the start. Of the reading just gone by
  // (before the start) and the next one to come, the nearer is the one meant: "at one", said at 1:14 of a
  // timer started at 1:10, is the one o'clock just gone, before the start, not 1 pm.
  return { none: nextIfNearer(moments, now) === undefined ? 'beforeStart' : 'inFuture' };
}

/**
 * The answer to "When did you finish?": stops the timer at that time and says so (`stopped` tells it did).
 * The answer is a clock time (with a day, perhaps), or a moment already worked out ("twenty minutes ago").
 */
export async function stopForgottenAt(
  turn: Turn,
  pending: ForgottenQuestion,
  answer: { time: string; day?: string } | { at: number },
): Promise<{ response: Response; stopped: boolean }> {
  const { t } = turn;
  const zone = await turn.timeZone();
  const since = Date.parse(pending.since);
  const project = pending.timer.project.name;
  // A moment already worked out ("twenty minutes ago"), a clock time to read, or none ("just now"): now.
  const said =
    'at' in answer
      ? answer.at < since
        ? { none: 'beforeStart' as const }
        : answer.at > turn.now
          ? { none: 'inFuture' as const }
          : { at: answer.at }
      : answer.time
        ? momentSaid(answer.time, answer.day, since, turn.now, zone)
        : { at: turn.now };
  const reprompt = t('forgotten.reprompt', { project });
  const keep = { kind: pending.kind, timer: pending.timer, since: pending.since, ...(pending.then ? { then: pending.then } : {}) };
  const again = (speech: string) => ({ response: ask(turn, speech, reprompt, keep), stopped: false });
  if (!said) return again(reprompt);
  if ('none' in said) {
    return again(said.none === 'inFuture' ? t('forgotten.inFuture', { project }) : t('forgotten.beforeStart', { project, start: spokenMoment(turn, since, zone) }));
  }
  // momentSaid keeps the time within the running stretch: the stop, then the reported time up to it.
  const stopped = await stopTimer(turn, pending.timer.id);
  let activity: Activity;
  let untrimmed = false;
  try {
    activity = await reportUntil(turn, stopped, dayjs(said.at));
  } catch (error) {
    // Stopped, but the service did not take the time said: the reply says what the timer now shows.
    if (!isFailure(error, 'unavailable')) throw error;
    [activity, untrimmed] = [stopped, true];
  }
  // Remembered as "stop my timer at six" is: undo runs it again as if never stopped (it resumed yesterday's entry
  // with only the hour and a quarter, counting on into today, from what the service showed).
  const reported = (activity as { reportedAtStop?: number }).reportedAtStop;
  rememberChange(turn, { kind: 'stopped', ids: [activity.id], at: turn.now, project: pending.timer.project, ...(reported !== undefined ? { reported } : {}) });
  await forgetTimerReminders(turn, [project]);
  const key = untrimmed ? 'forgotten.untrimmed' : 'backdate.stopped';
  return { response: tell(turn, t(key, { project, time: spokenMoment(turn, said.at, zone), elapsed: spokenDuration(t, activity.duration) })), stopped: true };
}
