// "I started on Apollo twenty minutes ago", "start a timer for Apollo from nine": a timer whose reported
// time begins when the person said (the service counts a running timer from a past date; its record
// starts now, when it really did). Other running timers stop then, where they were running by then.
// Said with no project ("I actually started at nine"), it is the timer running; with none running, the
// skill asks which project, keeping the time; with several, it asks for the name said with the time. A time
// said as a wish ("start a timer for Apollo at six", the `startAt` slot) that may as well be one to come is
// asked about before anything starts. With none running just after "stop my timer", the entry just stopped
// starts then instead: a new timer would book its time twice, and run when the person had just stopped.
import type { RequestHandler } from 'ask-sdk-core';
import type dayjs from 'dayjs';
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { askWhichEntry, editEntry, entryBetween, entryStill, loggedTogether, stoppedSince, wouldOverlap } from '../conversation/edits';
import { findProject, isProjectCalled } from '../conversation/find-project';
import { timestampAt } from '../dates/clock-ranges';
import { dayAtEnd, partOfDayIn, weekdayToLog } from '../dates/days';
import { heardWords } from '../resolution/names';
import { type Change, lastChange, recentAlexaActivities } from '../conversation/last-change';
import { agoInWords, alsoToCome, clockInWords, clockSaid, exactMoment, goneReading, LONGEST_BACK_MS, momentAgo, nearerToCome, pastMoment, pastTimeOfDay, spokenTime } from '../conversation/past-time';
import { withoutCorrection } from '../conversation/words';
import { spokenNumber } from '../resolution/numbers';
import { isIntent, projectText, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, askAgain, elicit, saidBefore, tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import { countedStart, lastStopOf } from '../conversation/stop-at';
import type { Turn } from '../conversation/turn';
import { durationSeconds, secondsBetween } from '../dates/durations';
import { inZone, localDate } from '../dates/time-zone';
import { spokenDuration, spokenList } from '../speech/spoken';
import { startFromAnswer } from './confirm-start-from';
import { askAboutForgotten, startLeavesDayBehind } from '../conversation/forgotten';
import { startLogAt } from './edit-entry';
import { startTimerFor } from './start-timer';
import { undoChange } from './undo';

export const StartEarlierHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'StartEarlier'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    let heard = projectText(input, 'project', { that: true });
    // "I started at six" (`time`) is a time gone by; "start a timer for Apollo at six" (`startAt`) may be one to come.
    const wish = slotText(input, 'startAt');
    const said = { time: slotText(input, 'time') ?? wish, ago: slotText(input, 'ago') };
    // "I started half an hour ago", to "Did you mean from 6 AM, 7 hours ago?" with no project: of the timer asked about.
    const { pending } = turn.state;
    if (pending?.kind === 'confirmStartFrom' && !heard) {
      const ago = durationSeconds(said.ago);
      return (await startFromAnswer(turn, pending, undefined, { time: said.time, ...(ago !== null ? { ago } : {}) })) ?? askAgain(turn, pending);
    }
    // "Two days ago" is understood, and too long ago: not a time missed.
    if (!said.time && (durationSeconds(said.ago) ?? 0) * 1000 > LONGEST_BACK_MS) return tell(turn, t('backdate.tooLongAgo'));
    const onDay = heard ? await dayOfStart(turn, heard, said.time) : undefined;
    if (onDay === 'tooLongAgo') return tell(turn, t('backdate.tooLongAgo'));
    if (onDay?.from) {
      const { from } = onDay;
      const found = await findProject(turn, onDay.rest, undefined, { intent: 'StartTimer', from });
      if ('response' in found) return found.response;
      // A timer counting since yesterday is seldom meant: asked first (the answer may well be to log the time).
      const zone = await turn.timeZone();
      const spoken = { project: found.project.name, time: spokenTime(t, inZone(Date.parse(from), zone), zone, turn.now), ago: spokenDuration(t, secondsBetween(Date.parse(from), turn.now)) };
      return ask(turn, t('backdate.otherDayQuestion', spoken), t('backdate.otherDayQuestion', spoken), { kind: 'confirmStartFrom', project: found.project, from });
    }
    if (onDay) heard = onDay.rest;
    // Said with no project, it is of the timer running; with none, of the entry just stopped, if any, its
    // time read against the stop ("I actually started at eleven"; not a wish, "start the timer from six", which
    // moved the stopped entry hours back unasked). Both are asked for at once.
    const timers = heard ? undefined : runningTimers(turn);
    timers?.catch(() => undefined);
    const stopped = timers && !wish ? justStopped(turn, timers) : undefined;
    stopped?.catch(() => undefined);
    const zone = await turn.timeZone();
    const entry = await stopped;
    // Two logged at once ("an hour on Greenleaf and two on Apollo"): which of them started then is asked (it offered a
    // timer from then, and a yes booked the hours again).
    if (Array.isArray(entry)) return askWhichStarted(turn, entry, said, zone);
    const moved = entry && (entry.records.length > 0 ? await startStoppedAt(turn, entry, said, zone) : await startLoggedAt(turn, entry, said, zone));
    if (moved) return moved;
    // "Start a timer for Apollo at nine" at 8:55 is the nine to come: no timer starts ahead of time, and
    // none is backdated to last night's nine.
    const ahead = nearerToCome(said.time, zone, turn.now);
    const runningNow = ahead && timers ? await timers : [];
    if (ahead && runningNow.length === 1) return notYetOfRunning(turn, runningNow[0].project, said.time!, ahead);
    // "I started on Greenleaf at nine", said at 5:30 pm: the nine gone by this morning is asked about, as for a timer
    // running (it said no timer could start ahead of time, and 9 AM could not be said: Alexa sends "nine am" as "nine").
    const goneToday = ahead && heard && !wish ? goneReading(said.time, zone, turn.now) : undefined;
    if (ahead && goneToday && goneToday.format('YYYY-MM-DD') === localDate(turn.now, zone)) {
      const [from, later] = [goneToday, ahead].map((moment) => moment.format('YYYY-MM-DDTHH:mm:ssZ'));
      const found = await findProject(turn, heard!, slotOf(input, 'project'), { intent: 'StartTimer', from, later });
      return 'response' in found ? found.response : askStartFrom(turn, found.project, from, later);
    }
    if (ahead) return tell(turn, t('backdate.startNotYet', { time: spokenTime(t, ahead, zone, turn.now) }));
    const from = pastMoment(said, zone, turn.now);
    if (!from) return ask(turn, t('backdate.unclearTime'), t('backdate.unclearTime'));
    const iso = from.format('YYYY-MM-DDTHH:mm:ssZ');
    // Entries stopped since then would be booked twice by a timer from then: asked for now, beside the lookups.
    stoppedSince(turn, Date.parse(iso));
    // "At six" said at 1:30 pm: 6 AM, hours back, is no likelier than 6 PM, which cannot be started. Asked.
    const later = wish ? alsoToCome(wish, zone, turn.now)?.format('YYYY-MM-DDTHH:mm:ssZ') : undefined;
    if (timers) {
      const running = await timers;
      if (running.length === 1) return later ? askStartFrom(turn, running[0].project, iso, later) : startTimerFor(turn, running[0].project, undefined, timers, iso);
      if (running.length === 0) return elicit(turn, 'project', t('backdate.askProject'), t('start.askProject'));
      // An answer of a name alone would start that one now: the name is asked for with the time.
      const names = running.map((timer) => timer.project.name);
      return tell(turn, t('backdate.whichStarted', { count: names.length, list: spokenList(t, names, 'and'), example: names[0] }));
    }
    // Which timers run does not depend on the project: asked while it is found, unless the time is asked about first.
    const running = later ? undefined : runningTimers(turn);
    running?.catch(() => undefined);
    const found = await findProject(turn, heard!, slotOf(input, 'project'), { intent: 'StartTimer', from: iso, ...(later ? { later } : {}) });
    if ('response' in found) return found.response;
    if (later) return askStartFrom(turn, found.project, iso, later);
    const moving = (await running!).find((timer) => timer.project.id === found.project.id);
    // Its own timer left running since yesterday: when it finished is asked first, and a new one starts then from the
    // time said (its start moved to today, yesterday's hours lost).
    if (moving && startLeavesDayBehind(moving, iso, turn.now, zone)) return askAboutForgotten(turn, moving, { project: found.project, from: iso });
    if (moving && (await dropsTime(turn, moving, iso))) return askToStartLater(turn, moving, iso);
    return startTimerFor(turn, found.project, undefined, running, iso);
  },
};

/**
 * "I switched to Greenleaf at two", said of Greenleaf's timer running since nine: a start later than the timer's own
 * would take the hours before it off, which the words do not say (they were dropped unasked). Unless the skill
 * has just started that timer (the start said was the one meant), that is asked. "I actually started at two",
 * with no project, is of the running timer, and moves it as said.
 */
async function dropsTime(turn: Turn, timer: Activity, from: string): Promise<boolean> {
  if (Date.parse(from) - countedStart(timer, turn.now) < 60_000) return false;
  const change = await lastChange(turn, await recentAlexaActivities(turn));
  return !(change?.kind === 'started' && change.id === timer.id);
}

/** "Your timer for Greenleaf has been running since 9 AM. Should it count from 2 PM instead?": a yes moves its start. */
async function askToStartLater(turn: Turn, timer: Activity, from: string): Promise<Response> {
  const { t } = turn;
  const zone = await turn.timeZone();
  const spoken = (at: number) => spokenTime(t, inZone(at, zone), zone, turn.now);
  const said = { project: timer.project.name, since: spoken(countedStart(timer, turn.now)), time: spoken(Date.parse(from)) };
  return ask(turn, t('backdate.laterStartQuestion', said), t('backdate.laterStartQuestion', said), { kind: 'confirmStartFrom', project: timer.project, from, running: true });
}

/**
 * "I started on Greenleaf yesterday at five", a day said with the name (Alexa hands it over with it; it started from
 * five today, or said "It isn't 5 PM yet"). Today's, or today's weekday, is left out of the name (`rest` alone). A
 * time of another day within the day a timer may run from is `from`, asked about before the timer starts: its
 * later reading where "five" may be either, its morning one when the morning was said. Further back, or a day
 * with no time, is too long ago. Undefined for words with no day at their end,
 * or a project's name.
 */
async function dayOfStart(turn: Turn, heard: string, time: string | undefined): Promise<{ rest: string; from?: string } | 'tooLongAgo' | undefined> {
  const today = await turn.today();
  const said = dayAtEnd(heardWords(heard), today);
  if (!said?.rest || (await isProjectCalled(turn, heard))) return undefined;
  // A weekday said is the one just past, today's itself ("on Monday at nine", said on a Monday).
  const weekday = said.weekday ? weekdayToLog({ words: said.weekday }, today) : undefined;
  const day = said.date?.slice(0, 10) ?? (weekday && 'day' in weekday ? weekday.day : undefined);
  if (day === today) return { rest: said.rest };
  const clock = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!day || !clock) return 'tooLongAgo';
  const zone = await turn.timeZone();
  const minute = Number(clock[1]) * 60 + Number(clock[2]);
  // "Yesterday morning at nine" is 9 AM; in the afternoon or evening, or with no part said, the later reading first.
  const morning = partOfDayIn(said.date) === 'MO';
  const readings = (minute >= 12 * 60 ? [minute] : morning ? [minute] : [minute + 12 * 60, minute]).map((at) => timestampAt(day, at, zone));
  const from = readings.find((at) => Date.parse(at) < turn.now && turn.now - Date.parse(at) <= LONGEST_BACK_MS);
  return from ? { rest: said.rest, from } : 'tooLongAgo';
}

/**
 * A clock time said of the timer running as when it started ("I started at nine", "make that nine"): it counts from
 * the most recent such time, unless that is read as one still to come (as `nearerToCome` reads it).
 */
export async function runningFrom(turn: Turn, project: Ref, time: string): Promise<Response> {
  const zone = await turn.timeZone();
  const ahead = nearerToCome(time, zone, turn.now);
  if (ahead) return notYetOfRunning(turn, project, time, ahead);
  const from = pastMoment({ time }, zone, turn.now);
  if (!from) return ask(turn, turn.t('backdate.unclearTime'), turn.t('backdate.unclearTime'));
  return startTimerFor(turn, project, undefined, undefined, from.format('YYYY-MM-DDTHH:mm:ssZ'));
}

/**
 * A start of the running timer read as a time still to come (`ahead`): the same time gone by today is asked about
 * ("I started at nine" at 5:30 pm: it said "so I didn't start one", of a timer that ran, and 9 AM could not be
 * said, for Alexa sends "nine am" as "nine"); one gone by only yesterday is not, and the timer is left as it was
 * ("make that ten" at 9:30 am moved it to 10 PM yesterday).
 */
async function notYetOfRunning(turn: Turn, project: Ref, time: string, ahead: dayjs.Dayjs): Promise<Response> {
  const { t } = turn;
  const zone = await turn.timeZone();
  const gone = goneReading(time, zone, turn.now);
  const iso = (moment: dayjs.Dayjs) => moment.format('YYYY-MM-DDTHH:mm:ssZ');
  if (gone && gone.format('YYYY-MM-DD') === localDate(turn.now, zone)) return askToMoveStart(turn, project, iso(gone), iso(ahead));
  return tell(turn, t('backdate.startKeptNotYet', { project: project.name, time: spokenTime(t, ahead, zone, turn.now) }));
}

/**
 * "It isn't 6 PM yet, and I can't start a timer ahead of time. Did you mean from 6 AM, 7 hours and 30 minutes
 * ago?": nothing starts before a yes (`from` and `later` are ISO moments, the time gone by and the one to come).
 */
export async function askStartFrom(turn: Turn, project: Ref, from: string, later: string): Promise<Response> {
  const said = await spokenFromAndLater(turn, project, from, later);
  return ask(turn, turn.t('backdate.startFromQuestion', said), turn.t('backdate.startFromReprompt', said), { kind: 'confirmStartFrom', project, from });
}

/** "It isn't 9 PM yet. Should your timer for A count from 9 AM, 8 hours and 30 minutes ago?", of A's timer running. */
async function askToMoveStart(turn: Turn, project: Ref, from: string, later: string): Promise<Response> {
  const said = await spokenFromAndLater(turn, project, from, later);
  return ask(turn, turn.t('backdate.moveStartQuestion', said), turn.t('backdate.moveStartReprompt', said), { kind: 'confirmStartFrom', project, from, running: true });
}

async function spokenFromAndLater(turn: Turn, project: Ref, from: string, later: string) {
  const { t } = turn;
  const zone = await turn.timeZone();
  const spoken = (moment: string) => spokenTime(t, inZone(Date.parse(moment), zone), zone, turn.now);
  return { project: project.name, time: spoken(from), later: spoken(later), ago: spokenDuration(t, secondsBetween(Date.parse(from), turn.now)) };
}

/**
 * The entry the skill just stopped ("stop my timer") with no timer running, or just logged ("log an hour on
 * Greenleaf"), when that is the last change (within the undo window): "I actually started at eleven" is of that
 * entry. Just after a log, a timer running is not what the words correct (its start moved back, hours added that
 * were never said). Both entries of two logged at once (which one is not plain). Undefined otherwise, and for an
 * entry paused and resumed (its length is not the span from its start to its stop).
 */
async function justStopped(turn: Turn, timers: Promise<Activity[]>): Promise<Activity | Activity[] | undefined> {
  const recent = recentAlexaActivities(turn);
  recent.catch(() => undefined);
  const change = await lastChange(turn, await recent);
  const together = loggedTogether(change, await recent);
  if (together) return together;
  const logged = change?.kind === 'logged';
  if (!logged && (change?.kind !== 'stopped' || change.ids.length !== 1 || (await timers).length > 0)) return undefined;
  const id = change.kind === 'stopped' ? change.ids[0] : change.id;
  const entry = (await recent).find((activity) => activity.id === id) ?? (await entryStill(turn, id));
  if (entry?.status !== 'complete') return undefined;
  return logged ? (entry.records.length === 0 ? entry : undefined) : spansToItsStop(entry) ? entry : undefined;
}

/**
 * "I actually started at eight", just after "log an hour on Greenleaf": the hour logged starts then, its length kept
 * (it asked which project to start a timer for, from then: a yes booked the hour twice). The time is the most recent
 * such one whose hour has ended by now, on the entry's day; on another day, both times are asked for.
 */
function startLoggedAt(turn: Turn, entry: Activity, said: { time?: string; ago?: string }, zone: string): Promise<Response> | Response {
  const { t } = turn;
  const day = localDate(Date.parse(entry.date), zone);
  const onDay = (moment: dayjs.Dayjs | null) => (moment?.format('YYYY-MM-DD') === day ? moment : undefined);
  // One whose end is still to come ("eight thirty", of an hour logged at nine) is said to be so.
  const from = said.time ? (onDay(pastTimeOfDay(said.time, zone, turn.now - entry.duration * 1000)) ?? pastTimeOfDay(said.time, zone, turn.now)) : momentAgo(said.ago, zone, turn.now);
  if (!from) return ask(turn, t('backdate.unclearTime'), t('backdate.unclearTime'));
  if (!onDay(from)) return tell(turn, t('edit.bothTimes', { project: entry.project.name }));
  return startLogAt(turn, entry, day, from.hour() * 60 + from.minute(), zone);
}

/**
 * "Which entry did you mean: 1 hour on Greenleaf Yoga Studio or 2 hours on Apollo Website Redesign?", of "I actually
 * started at eight" just after both were logged: the one chosen starts then, its length kept (as "it was from
 * eight" would set it). A time said as a length back ("an hour ago") is asked with the clock time it comes to.
 */
function askWhichStarted(turn: Turn, entries: Activity[], said: { time?: string; ago?: string }, zone: string): Response {
  const { t } = turn;
  const ago = said.time ? undefined : momentAgo(said.ago, zone, turn.now);
  if (!said.time && !ago) return ask(turn, t('backdate.unclearTime'), t('backdate.unclearTime'));
  // A time back to another day than the entries' would move them there: both times are asked for, as for one entry.
  if (ago && entries.some((entry) => localDate(Date.parse(entry.date), zone) !== ago.format('YYYY-MM-DD'))) {
    return tell(turn, t('edit.bothTimes', { project: spokenList(t, entries.map((entry) => entry.project.name), 'or') }));
  }
  return askWhichEntry(turn, entries, { times: { from: said.time ?? ago!.format('HH:mm') } });
}

/**
 * Whether the entry's length is the span from its start to its stop, as of a timer never paused. A timer moved
 * back while it ran ("I started at nine") is one too, though its edit paused it for a moment (it was left out,
 * and "I actually started at 9:15" after its stop started a second timer over the same minutes).
 */
function spansToItsStop(entry: Activity): boolean {
  const stop = lastStopOf(entry);
  return stop !== undefined && Math.abs(Date.parse(entry.date) + entry.duration * 1000 - stop) < 60_000;
}

/**
 * "I actually started at eleven", of the entry just stopped at 12:30: it starts then, and stays stopped (its
 * end kept, its length from the new start: 1 hour and 30 minutes), with the update endpoint as any edit, so
 * "undo that" puts it back. A clock time is read against the stop, as a start against now: the most recent
 * such time before it. A start at or after the stop is not of this entry (undefined: a timer from then, as
 * with nothing stopped); one before another entry's end (the timer its start stopped) would book that time
 * twice, and changes nothing.
 */
async function startStoppedAt(turn: Turn, entry: Activity, said: { time?: string; ago?: string }, zone: string): Promise<Response | undefined> {
  const { t } = turn;
  const project = entry.project.name;
  const end = Date.parse(entry.date) + entry.duration * 1000;
  const after = said.time ? nearerToCome(said.time, zone, end) : null;
  const from = after ?? (said.time ? pastTimeOfDay(said.time, zone, end) : momentAgo(said.ago, zone, turn.now));
  if (!from) return ask(turn, t('backdate.unclearTime'), t('backdate.unclearTime'));
  const spoken = (at: number) => spokenTime(t, inZone(at, zone), zone, turn.now);
  if (from.valueOf() >= end) return undefined;
  const between = await entryBetween(turn, from.valueOf(), Date.parse(entry.date), entry);
  if (between) return wouldOverlap(turn, project, between, from.valueOf());
  const duration = secondsBetween(from.valueOf(), end);
  const updated = await editEntry(turn, entry, { date: from.format('YYYY-MM-DDTHH:mm:ssZ'), duration });
  if (!updated) return tell(turn, t('edit.unchanged'));
  return tell(turn, t('backdate.startMoved', { project, time: spoken(from.valueOf()), duration: spokenDuration(t, duration) }));
}

/**
 * "No, I meant six in the evening", just after the skill started a timer from 6 AM: a time said in words
 * (Alexa hands it over as a project's name) corrects when the timer counts from. One still to come takes the
 * timer back, as "undo that" would (no timer starts ahead of time); one gone by is when it counts from.
 * Undefined when the words are no such time (or a project's name), or the last change started no timer.
 */
export async function startCorrected(turn: Turn, change: Change | undefined, entry: Activity, heard: string, recent: Activity[]): Promise<Response | undefined> {
  // Also just after its start was moved ("I started at nine thirty", then "no, nine fifteen": it was not understood).
  const ofStart = change?.kind === 'started' || (change?.kind === 'edited' && change.before.date !== undefined);
  if (!ofStart || change.id !== entry.id || entry.status !== 'pending') return undefined;
  const words = withoutCorrection(heard);
  // "No, forty minutes ago": from then, as "I started forty minutes ago" (a length it could not give a running timer).
  const back = agoInWords(words, 'start');
  if (back) {
    const from = momentAgo(back, await turn.timeZone(), turn.now);
    if (!from || turn.now - from.valueOf() > LONGEST_BACK_MS) return tell(turn, turn.t('backdate.tooLongAgo'));
    return startTimerFor(turn, entry.project, undefined, undefined, from.format('YYYY-MM-DDTHH:mm:ssZ'));
  }
  const time = clockInWords(heard);
  // Its half of the day unsaid ("no, I meant one thirty"), read as "I started at one thirty" is (it was "I couldn't
  // find a project called one thirty"); a number alone is still a length.
  const bare = !time && spokenNumber(words) === null ? clockSaid(words) : undefined;
  if ((!time && !bare) || (await isProjectCalled(turn, heard))) return undefined;
  if (bare) return runningFrom(turn, entry.project, bare);
  const zone = await turn.timeZone();
  // Its half of the day was said: that half, never the other.
  const moment = exactMoment(time!, zone, turn.now);
  if (!moment) return undefined;
  if ('ahead' in moment) {
    // A copy: the response builder is shared, and the undo's answer is written into the same response.
    const first = structuredClone(tell(turn, turn.t('backdate.correctedNotYet', { time: spokenTime(turn.t, moment.ahead, zone, turn.now) })));
    return saidBefore(first, await undoChange(turn, change, recent));
  }
  return startTimerFor(turn, entry.project, undefined, undefined, moment.gone.format('YYYY-MM-DDTHH:mm:ssZ'));
}
