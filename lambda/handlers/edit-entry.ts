// "Change that to two hours", "add fifteen minutes to that", "make that yesterday", "no, it was nine to
// ten", "move my last entry to Nimbus", "add a note: called the client", "change the description to
// design review": edits the entry meant by "that" (conversation/edits.ts) with the update
// endpoint; a running timer's length is set by stopping, updating and resuming it (the update endpoint
// refuses it while it runs).
// While the skill asks about a log ("How long did you work?", "Did you mean last Wednesday?"), "make it
// two hours", "no, it was yesterday" or "that was for Apollo" answer that question: taken as edits, they
// would change the entry before, which the person is not talking about.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { askWhichEntry, changeLength, runsPastNow, dateOn, describedWith, descriptionMovedTo, editEntry, entryDayOf, entryMeant, entryStill, loggedTogether, rememberChangedTogether, spokenDayOf, switchedBetween, namedTimerBeside, givingBackFits, timeMovedBack } from '../conversation/edits';
import { askedSince, type Change, lastChange, overlapOf, recentAlexaActivities, rememberChange, placedOf, rememberedChange, takenFromOf, UNDO_WINDOW_MS } from '../conversation/last-change';
import { stopTimer } from '../conversation/timers';
import { startTimerFor } from './start-timer';
import { clockInWords } from '../conversation/past-time';
import type { EntryFound } from '../conversation/session';
import { isProjectCalled, resolveWithClients, wordsMeant } from '../conversation/find-project';
import { askIfInactive } from '../conversation/inactive';
import { isIntent, projectText, slotId, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, askAgain, saidBefore, tell } from '../conversation/respond';
import type { Turn } from '../conversation/turn';
import { type ClockRange, clockRange, minuteOfDay, secondsOf, spokenClock, timestampAt } from '../dates/clock-ranges';
import { dayAtEnd, dayInWords, entryDaySaid, partOfDayDate } from '../dates/days';
import { durationSeconds, lengthSaid, MAX_LOGGED_SECONDS, moreWords, saidInDays, vagueLengthSaid } from '../dates/durations';
import { addDays, inZone, localDate } from '../dates/time-zone';
import { spokenDay, spokenDuration, spokenList } from '../speech/spoken';
import { echo, withoutCorrection } from '../conversation/words';
import { heardWords } from '../resolution/names';
import { ChooseProjectHandler } from './choose-project';
import { correctEntry } from './correct-project';
import { answerForgotten } from './time-answer';
import { endCorrected, justEnded, offerToEndStopped } from './stop-timer-at';
import { loggedByTimes } from '../conversation/duplicates';
import { runningFrom } from './start-earlier';
import { breakCorrected } from './take-break';
import { entryOf } from './last-entry';
import { undoChange } from './undo';
import { forgottenAsked, forgottenTimer } from '../conversation/forgotten';
import { WORKDAY_MS } from '../conversation/reminders';
import { continueLog, correctLogAskedAbout, correctRepeat, laterTodayInSmallHours, logAskedAbout, logTime, LogTimeHandler, saysMoreThan, takenCorrected } from './log-time';

export const EditEntryHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'EditEntry'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const duration = slotText(input, 'duration');
    // A part of the day ("it was tonight", "move that to last night") comes in a slot of its own, as LogTime's
    // does: AMAZON.DATE hands over only the day, and "tonight" just after midnight moved the entry to the new day.
    const partOfDay = slotText(input, 'partOfDay');
    const date = partOfDay ? (partOfDayDate({ id: slotId(input, 'partOfDay'), words: partOfDay }, await turn.today()) ?? slotText(input, 'date')) : slotText(input, 'date');
    const weekday = slotText(input, 'weekday');
    const named = projectText(input);
    // "That was for greenleaf, not greenfield": the name meant (both were offered).
    const heard = named && ((await wordsMeant(turn, named)) ?? named);
    const note = slotText(input, 'note');
    // "Change the description to …" replaces what the entry says; "add a note" adds to it.
    const describedAs = slotText(input, 'describedAs');
    const times = { from: slotText(input, 'from'), to: slotText(input, 'to') };
    const more = slotText(input, 'more');
    const less = slotText(input, 'less');
    // "Make that ten thirty": a clock time alone, when the entry just touched ended or began (`timeCorrected`).
    const at = slotText(input, 'at');
    const { pending, eliciting } = turn.state;
    // "It should have been two hours", to "When did you finish?" about a forgotten timer: how long it ran.
    if (pending?.kind === 'forgottenTimer') {
      if (at) return answerForgotten(turn, pending, { time: at });
      // Alexa may hand the length over as the project's words ("it should have been {project}").
      const length = duration ?? (heard ? lengthSaid(heard) : undefined);
      const seconds = saidInDays(length) ? null : durationSeconds(length);
      return seconds ? answerForgotten(turn, pending, { seconds }) : askAgain(turn, pending);
    }
    if (pending?.kind === 'confirmDay') {
      if ((date || weekday) && !duration && !heard && !note && !describedAs && !more && !less) return LogTimeHandler.handle(input);
      // Anything else leaves the day in question: today is never assumed for it.
      return askAgain(turn, pending);
    }
    if (eliciting?.intent === 'LogTime' && (duration || date || weekday || heard || note || describedAs || times.from)) {
      return continueLog(turn, eliciting, { duration, date, weekday, project: heard, description: note ?? describedAs, ...(times.from ? times : {}) });
    }
    if (pending?.kind === 'confirmDuplicate' && (duration || date || weekday)) return correctRepeat(turn, pending, { duration, date, weekday, weekdayId: slotId(input, 'weekday') });
    // "No, make it ten to eleven", to whether to log 9:30 to 10:30 over another entry: that log at those times, asked
    // about again as need be (it gave the entry logged before those times, and the log asked about was dropped).
    if (pending?.kind === 'confirmDuplicate' && times.from) {
      const { toLog, project } = pending;
      return logTime(turn, { project: project.name, entityIds: [project.id], ...times, ...(toLog.description ? { description: toLog.description } : {}), ...(toLog.next ? { next: toLog.next } : {}) }, { day: toLog.day });
    }
    // "Add fifteen minutes to that" while a log is asked about is no answer to it, nor about the entry before.
    if (eliciting?.intent === 'LogTime' && (more || less)) return askAgain(turn, eliciting);
    // While the project of a log is asked ("Did you mean Apollo Website Redesign, ...?"), "make that three hours"
    // or "no, yesterday" is about that log, and "that was for the mobile app" answers the question; they changed
    // the entry before, and the log asked about was dropped unsaid. Anything else waits for the answer.
    const asked = logAskedAbout(pending);
    if (pending && asked) {
      const others = Boolean(note || describedAs || times.from || more || less);
      if (heard && !duration && !date && !weekday && !others) return ChooseProjectHandler.handle(input);
      if (!heard && !others) return correctLogAskedAbout(turn, pending, asked, { duration, date, weekday, weekdayId: slotId(input, 'weekday') });
      return askAgain(turn, pending);
    }
    if (at && !pending && !eliciting) return timeCorrected(turn, at);
    if (saidInDays(more ?? less)) return tell(turn, t('edit.inDaysUnchanged'));
    const change = durationSeconds(more ?? less);
    if (!change && !duration && !date && !weekday && !heard && !note && !describedAs && !times.from) return ask(turn, t('edit.what'), t('edit.what'));
    const recent = await recentAlexaActivities(turn);
    // Two entries logged at once ("an hour on Greenleaf and two hours on the audit"): which one a change of
    // length, day, times or project is for is asked, the change kept for the answer (it went to the second,
    // whichever was meant). A note goes to the one "that" names.
    const then: EntryFound | undefined = change
      ? { change: more ? change : -change }
      : times.from
        ? { times: { from: times.from, ...(times.to ? { to: times.to } : {}) } }
        : duration
          ? { duration }
          : date || weekday
            ? { day: { date, weekday: weekday ? { id: slotId(input, 'weekday'), words: weekday } : undefined } }
            : heard && !note && !describedAs
              ? { instead: heard }
              : undefined;
    const last = then && (await lastChange(turn, recent));
    // So with a length just after a switch: of the entry it stopped, or the timer it started.
    const both = then && (loggedTogether(last, recent) ?? ('duration' in then || 'change' in then ? switchedBetween(last, recent) : undefined));
    if (then && both) return askWhichEntry(turn, both, then);
    const entry = await entryMeant(turn, recent);
    // "Make that two hours" just after a recap or a total was read ("what did I do today?"): "that" may be any of
    // what was read as well as the entry last changed (that entry was changed, whatever was meant). Which is asked.
    const read = then ? askedSince(turn, last || undefined) : undefined;
    // Just after a day's total of one project's ("how much did I log on Internal Admin today?"): that project's entry of
    // that day, found as "my Internal Admin entry from today" is (several are read out, and one asked for). A longer
    // period's total names no one entry: the one last changed is asked about, below.
    const totalDay = read?.intent === 'Totals' && /^\d{4}-\d{2}-\d{2}$/.test(read.slots.date ?? '') ? read.slots.date : undefined;
    const totalOf = totalDay && read!.slots.project ? await resolveWithClients(turn, read!.slots.project) : undefined;
    if (then && totalOf?.status === 'match') return entryOf(turn, totalOf.project, totalDay, then);
    if (then && entry && (read?.intent === 'Recap' || read?.intent === 'Totals')) return askIfThatEntry(turn, entry, then);
    const orTimer = then && entry ? await namedTimerBeside(turn, last || undefined, entry) : undefined;
    if (orTimer) return askWhichEntry(turn, orTimer, then!);
    // An edit of "that" said more than an hour after the log ("no, that was yesterday", "add fifteen minutes to that":
    // past the undo window, "that" is no entry): the newest entry the skill made today is asked about (it was "I don't
    // see a recent entry to change"). Not after a question about an entry not found: "that" is that one, which is none.
    const madeToday = then && !entry && !read ? await newestMadeToday(turn, recent) : undefined;
    if (madeToday) return askIfThatEntry(turn, madeToday, then!);
    if (change) return changeLength(turn, more ? change : -change, entry);
    if (!entry) return tell(turn, t('edit.nothing'));
    const project = entry.project.name;
    if (times.from) return editTimes(turn, entry, times);
    if (duration) return changeDuration(turn, entry, duration);
    if (date || weekday) {
      // A date as said (the entry's new day is named back).
      return moveToDay(turn, entry, { weekday: weekday ? { id: slotId(input, 'weekday'), words: weekday } : undefined, date }, { literal: true });
    }
    if (note) return said(turn, await editEntry(turn, entry, { description: await describedWith(turn, entry, note) }), () => t('edit.note', { project }));
    if (describedAs) return describeEntry(turn, entry, describedAs);
    return correctEntry(turn, entry, heard!, slotOf(input, 'project'));
  },
};

/** What the entry says, replaced; read back when short enough to hear at once, as a log's description is. */
export async function describeEntry(turn: Turn, entry: Activity, description: string): Promise<Response> {
  const { t } = turn;
  const project = entry.project.name;
  const spoken = echo(description);
  return said(turn, await editEntry(turn, entry, { description }), () => (spoken ? t('edit.described', { project, description: spoken }) : t('edit.describedLong', { project })));
}

/** The newest entry the skill made (by voice) today, in the person's time zone, if any. */
async function newestMadeToday(turn: Turn, recent: Activity[]): Promise<Activity | undefined> {
  const newest = recent[0];
  if (!newest) return undefined;
  const [zone, today] = await Promise.all([turn.timeZone(), turn.today()]);
  return localDate(Date.parse(newest.created_at), zone) === today ? newest : undefined;
}

/** "Do you mean your Greenleaf Yoga Studio entry of 1 hour for today?": yes does `then` with it, no changes nothing. */
async function askIfThatEntry(turn: Turn, entry: Activity, then: EntryFound): Promise<Response> {
  const { t } = turn;
  const spoken = { project: entry.project.name, duration: spokenDuration(t, entry.duration), day: await spokenDayOf(turn, entry) };
  const question = t(entry.status === 'pending' ? 'edit.thatTimer' : 'edit.thatEntry', spoken);
  return ask(turn, question, question, { kind: 'chooseEntry', entries: [{ id: entry.id, project: entry.project }], then });
}

/**
 * "Make that ten thirty", a clock time alone (it was "Sorry, I didn't get that"): of a timer just started, when it
 * counts from, as "I started at ten thirty" (start-earlier.ts); of the entry just stopped, when it ended, at once,
 * as "no, I meant ten thirty" (stop-timer-at.ts); of time just logged by its length, when it began, its length
 * kept, as "it was from ten thirty". An hour alone ("make that eight") may as well be a length (AMAZON.TIME takes "eight" as 08:00,
 * and "make that eight" of 7 hours logged moved it to 8 AM): of time logged by its length it is asked, "Did you mean 8 hours?";
 * of a timer just stopped, the end is asked about, "Should it end at 10 AM instead, for 1 hour in all?". Of
 * anything else, which end is meant cannot be told: the person hears how to say it.
 */
async function timeCorrected(turn: Turn, at: string): Promise<Response> {
  const { t } = turn;
  const recent = await recentAlexaActivities(turn);
  const change = await lastChange(turn, recent);
  const entry = await entryMeant(turn, recent);
  if (!entry) return tell(turn, t('edit.nothing'));
  if (entry.status === 'pending' && change?.kind === 'started' && change.id === entry.id) return runningFrom(turn, entry.project, at);
  const ended = justEnded(change, entry);
  // Time logged by its length alone: a time is when it began. Said by its times ("nine to eleven"), either end may
  // be meant (it moved the start, where the end was more likely meant): nothing changes, as below.
  const ofLog = (change?.kind === 'logged' || change?.kind === 'edited') && change.id === entry.id && entry.status === 'complete' && entry.records.length === 0;
  const byTimes = ofLog && loggedByTimes(entry, await turn.timeZone());
  if (byTimes) return tell(turn, t('edit.bothTimes', { project: entry.project.name }));
  const hour = /^(\d{2}):00$/.exec(at);
  if (ended && hour) return offerToEndStopped(turn, at, await turn.timeZone());
  if (ofLog && hour) {
    // As many hours as the clock's hour: "ten" heard as 10:00 is 10 hours, never 10 minutes.
    const duration = `PT${Number(hour[1]) % 12 || 12}H`;
    const speech = t('log.durationProposed', { duration: spokenDuration(t, durationSeconds(duration)!) });
    return ask(turn, speech, speech, { kind: 'confirmLength', id: entry.id, project: entry.project, duration });
  }
  if (ended) return (await endCorrected(turn, entry, at)) ?? tell(turn, t('edit.whichEnd'));
  if (ofLog) return editTimes(turn, entry, { from: at });
  return tell(turn, t('edit.whichEnd'));
}

/**
 * "No, it was nine to ten": the entry's start and length set from the clock times, on its own day, read as
 * LogTime reads them; a start alone ("it was from nine") keeps the length. When the reading meant is still to
 * come, the one that has passed is asked about, not taken; the times changed are named back, and undo puts the
 * entry back. A running timer's times are set by backdating and stopping it at a time instead.
 */
export async function editTimes(turn: Turn, entry: Activity, times: { from?: string; to?: string }): Promise<Response> {
  const { t } = turn;
  const project = entry.project.name;
  if (entry.status === 'pending') return tell(turn, t('edit.timesRunning', { project }));
  const zone = await turn.timeZone();
  const day = await entryDayOf(turn, entry);
  const read = clockRange(times.from, times.to ? { to: times.to } : { seconds: entry.duration }, minuteOfDay(day, zone, turn.now));
  if (read === 'unclear') return tell(turn, t('edit.timesUnclear', { project }));
  if (read === 'notEnded') return tell(turn, t('edit.timesNotEnded', { project }));
  // "It was from two to four" at 12:35 pm: 2 to 4 pm has not come, and 2 to 4 am may not be what was meant (it
  // was changed to that unasked). "2 am" comes as "two" does, so a question is the only way to say it.
  if ('unsure' in read) {
    const question = t('log.timesProposed', { from: spokenClock(read.unsure.start), to: spokenClock(read.unsure.end) });
    return ask(turn, question, question, { kind: 'confirmEdit', id: entry.id, project: entry.project, day, times: read.unsure });
  }
  // "It was from five am to seven am", of an entry read as 5 to 7 PM: Alexa sends "five am" as it sends "five", so
  // the same times read the same way again, and "already says that" left no way to fix it. Said as a correction,
  // the reading it already has is the one that was wrong: the other half of the day, when that has passed.
  const other = sameTimes(entry, day, read, zone) ? otherHalfOfDay(read, minuteOfDay(day, zone, turn.now)) : undefined;
  return setTimes(turn, entry, day, other ?? read);
}

/**
 * "No, I meant 5 am", just after time was logged (or its times changed): a start said with its half of the day
 * (Alexa hands it over as a project's name) moves the logged entry's start there, its length kept, on its day. It
 * was "I couldn't find a project called 5 am", and 5 to 7 PM, read for "five am to seven am", could not be fixed.
 * Undefined when the words are no such time, a project's name, or the last change was no log, edit or undo of this
 * entry.
 */
export async function logStartCorrected(turn: Turn, change: Change | undefined, entry: Activity, heard: string): Promise<Response | undefined> {
  const ofEntry = (change?.kind === 'logged' || change?.kind === 'edited' || change?.kind === 'undone') && change.id === entry.id;
  // A timer's times are its records': moved by "I started at …" and "stop my timer at …" instead.
  if (!ofEntry || entry.status !== 'complete' || entry.records.length > 0) return undefined;
  const time = clockInWords(withoutCorrection(heard));
  if (!time || (await isProjectCalled(turn, heard))) return undefined;
  const [zone, day] = await Promise.all([turn.timeZone(), entryDayOf(turn, entry)]);
  return startLogAt(turn, entry, day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), zone);
}

/** Time logged made to start at minute `start` of `day`, its length kept; a start whose end has not come yet changes nothing. */
export function startLogAt(turn: Turn, entry: Activity, day: string, start: number, zone: string): Promise<Response> | Response {
  const range = { start, end: start + Math.round(entry.duration / 60) };
  if (range.end > minuteOfDay(day, zone, turn.now)) return tell(turn, turn.t('edit.timesNotEnded', { project: entry.project.name }));
  return setTimes(turn, entry, day, range);
}

/** Whether the entry already runs from the start to the end read, on `day`. */
const sameTimes = (entry: Activity, day: string, read: ClockRange, zone: string) =>
  minuteOfDay(day, zone, Date.parse(entry.date)) === read.start && entry.duration === secondsOf(read, { day, zone });

/** The same clock times in the other half of the day (5 to 7 PM: 5 to 7 AM), when they fit in the day and have ended by `endsBy`. */
function otherHalfOfDay(read: ClockRange, endsBy: number): ClockRange | undefined {
  const shift = read.start >= 12 * 60 ? -12 * 60 : 12 * 60;
  const other = { start: read.start + shift, end: read.end + shift };
  return other.start >= 0 && other.end <= endsBy ? other : undefined;
}

/** The entry's start and length set to the stretch of `day` given, named back. */
export async function setTimes(turn: Turn, entry: Activity, day: string, times: ClockRange): Promise<Response> {
  const { t } = turn;
  const { start, end } = times;
  const zone = await turn.timeZone();
  const seconds = secondsOf(times, { day, zone });
  const date = timestampAt(day, start, zone);
  const when = t('log.dayAndTimes', { day: spokenDay(t, day, await turn.today()), from: spokenClock(start), to: spokenClock(end) });
  const speech = () => t('edit.times', { project: entry.project.name, duration: spokenDuration(t, seconds), when });
  // Just logged and taken off a timer: the timer matches the new times too.
  const matched = await takenCorrected(turn, entry, seconds, { date, said: speech });
  if (matched) return matched;
  return said(turn, await editEntry(turn, entry, { date, duration: seconds }), speech);
}

/**
 * Moves the entry to another project (once the project is settled, perhaps after a question), its
 * description with it when the skill wrote it for the old project; undo puts both back.
 */
export async function moveEntry(turn: Turn, entry: Activity | string, project: Ref): Promise<Response> {
  const { t } = turn;
  const activity = typeof entry === 'string' ? await turn.api.activities.get(entry) : entry;
  // Moved to an inactive project, time is as likely a slip as logged there: asked first, as both are.
  const inactive = await askIfInactive(turn, project, { intent: 'MoveEntry', id: activity.id });
  if (inactive) return inactive;
  const resumed = resumedJustNow(turn, activity);
  if (resumed && project.id !== activity.project.id) return resumedInstead(turn, activity, resumed.reported, project);
  const description = descriptionMovedTo(t, activity, project);
  const updated = await editEntry(turn, activity, { project_id: project.id, ...(description ? { description } : {}) }, project);
  const speech = () =>
    activity.status === 'pending'
      ? t('edit.projectTimer', { project: project.name })
      : activity.duration < 60
        ? t('edit.projectShort', { project: project.name })
        : t('edit.project', { project: project.name, duration: spokenDuration(t, activity.duration) });
  return said(turn, updated, speech);
}

/** The skill's resume of this running timer, alone (nothing stopped for it, none with it), within the undo window. */
function resumedJustNow(turn: Turn, timer: Activity): Extract<Change, { kind: 'resumed' }> | undefined {
  const change = rememberedChange(turn);
  if (timer.status !== 'pending' || change?.kind !== 'resumed' || change.id !== timer.id) return undefined;
  return !change.together && !change.stopped?.length && turn.now - change.at <= UNDO_WINDOW_MS ? change : undefined;
}

/**
 * "No, I meant Apollo", "that should be on Apollo", just after "I'm back" resumed Greenleaf's timer: the work since the
 * resume is Apollo's. Greenleaf's stops again with what it had reported (`reported`), and Apollo's counts from the
 * resume (the whole timer moved, the hour before the break with it).
 */
async function resumedInstead(turn: Turn, timer: Activity, reported: number, project: Ref): Promise<Response> {
  const { t } = turn;
  const since = Date.parse(timer.records.map((record) => record.start_time).sort().at(-1)!);
  const from = inZone(since, await turn.timeZone()).format('YYYY-MM-DDTHH:mm:ssZ');
  // Started first, beside the resumed timer (stopped, its records since the resume would stand in the way of a start
  // then); should it not start, the resumed timer runs on as it was.
  const started = structuredClone(await startTimerFor(turn, project, undefined, Promise.resolve([]), from));
  // Started, the start is the change remembered (the service is not asked again).
  const change = rememberedChange(turn);
  if (change?.kind !== 'started' || change.project?.id !== project.id) return started;
  await stopTimer(turn, timer.id);
  await turn.api.activities.update(timer.id, { duration: reported });
  // Undone, the correction was not meant: the resumed timer runs again with the minutes since the resume (undo
  // removed Apollo's and left Greenleaf's stopped, the work since on neither).
  rememberChange(turn, { ...change, stopped: [timer.id], reported: { [timer.id]: reported + Math.max(0, Math.round((turn.now - since) / 1000)) } });
  return saidBefore(tell(turn, t('edit.resumedInstead', { previous: timer.project.name, duration: spokenDuration(t, reported) })), started);
}

/** "Change that to two hours" (an AMAZON.DURATION value): the entry's length; a length in days or over a day changes nothing. */
export async function changeDuration(turn: Turn, entry: Activity, duration: string): Promise<Response> {
  const { t } = turn;
  const project = entry.project.name;
  if (saidInDays(duration)) return tell(turn, t('edit.inDays', { project }));
  const seconds = durationSeconds(duration);
  if (!seconds || seconds > MAX_LOGGED_SECONDS) return tell(turn, t('edit.tooLong', { project, duration: seconds ? spokenDuration(t, seconds) : duration }));
  const corrected = await lengthOfLastChange(turn, entry, seconds);
  if (corrected) return corrected;
  // A timer left running since yesterday, given a length ("oops, make that eight hours", the morning after): how long
  // it ran, as the answer to "When did you finish?" is. Made eight hours and left running, a later stop booked the
  // night and the next day on the day it began.
  // (One of a few hours past midnight, "from ten" at one, is still worked on: its length is changed as any timer's.)
  if (entry.status === 'pending' && entry.duration * 1000 > WORKDAY_MS && forgottenTimer([entry], turn.now, await turn.timeZone())) {
    return answerForgotten(turn, forgottenAsked(turn, entry), { seconds });
  }
  // Time logged by its times, made to run past now, is left as it was, and said so.
  if (await runsPastNow(turn, entry, seconds)) return tell(turn, t('edit.timesNotEnded', { project }));
  // An entry of another day is named with its day, so that the person hears which one changed.
  const today = await turn.today();
  const day = await entryDayOf(turn, entry);
  const key = entry.status === 'pending' ? 'edit.durationRunning' : day === today ? 'edit.duration' : 'edit.durationOn';
  const speech = () => t(key, { project, duration: spokenDuration(t, seconds), day: spokenDay(t, day, today) });
  return said(turn, await editEntry(turn, entry, { duration: seconds }), speech);
}

/**
 * A length said of the entry just changed that corrects how that change was made: a break's length (take-break.ts),
 * or time taken off a timer with the log (log-time.ts), the timer's time changing with it. Undefined otherwise.
 */
const lengthOfLastChange = async (turn: Turn, entry: Activity, seconds: number) =>
  (await breakCorrected(turn, entry, seconds)) ?? (await takenCorrected(turn, entry, seconds));

/**
 * The day an entry is to move to, as said ("make that Friday"; "tonight" just after midnight is today's evening
 * or the one just gone): the day, or, when it is to come or unclear, what to say instead of moving the entries;
 * `guessed` marks a reading of the date Alexa sent. Nothing is moved on a guess.
 */
async function dayToMoveTo(
  turn: Turn,
  entries: Activity[],
  day: Parameters<typeof entryDaySaid>[0],
  options: { literal?: boolean },
): Promise<{ day: string; guessed?: true } | { response: Response }> {
  const { t } = turn;
  const named = { count: entries.length, project: spokenList(t, entries.map((entry) => entry.project.name), 'and') };
  const today = await turn.today();
  const later = (await laterTodayInSmallHours(turn, day.date)) ? { unclear: true as const, either: [today, addDays(today, -1)] as [string, string] } : undefined;
  const read = later ?? entryDaySaid(day, today, options);
  if ('future' in read) {
    // "Actually that was on Tuesday", said on a Monday: Alexa sends the Tuesday to come, as it sends "tomorrow". One
    // entry is offered the same weekday just gone, asked (it was only refused, and the person could not say it).
    const before = addDays(read.future, -7);
    const [entry] = entries;
    if (entries.length === 1 && entry.status !== 'pending' && before < today && !day.weekday) {
      const question = t('edit.dayFutureProposed', { project: entry.project.name, day: spokenDay(t, read.future, today), proposed: spokenDay(t, before, today) });
      return { response: ask(turn, question, question, { kind: 'confirmEdit', id: entry.id, project: entry.project, day: before }) };
    }
    return { response: tell(turn, t('edit.dayFuture', { ...named, day: spokenDay(t, read.future, today) })) };
  }
  if ('unclear' in read && read.either) {
    const [one, or] = read.either.map((either) => spokenDay(t, either, today));
    return { response: tell(turn, t('edit.dayEither', { ...named, day: one, or })) };
  }
  if ('unclear' in read) return { response: tell(turn, t('edit.dayUnclear', named)) };
  return read;
}

/** "Make that Friday": the entry moved to the day said, at its time of day; a day ahead, or no single day, is not booked on a guess. */
export async function moveToDay(turn: Turn, entry: Activity, day: Parameters<typeof entryDaySaid>[0], options: { literal?: boolean } = {}): Promise<Response> {
  const { t } = turn;
  const project = entry.project.name;
  const read = await dayToMoveTo(turn, [entry], day, options);
  if ('response' in read) return read.response;
  if (read.guessed && entry.status !== 'pending') {
    const question = t('edit.dayProposed', { project, day: spokenDay(t, read.day, await turn.today()) });
    return ask(turn, question, question, { kind: 'confirmEdit', id: entry.id, project: entry.project, day: read.day });
  }
  return moveTo(turn, entry, read.day);
}

/**
 * Both entries logged at once moved to the day said ("both", to which of them a day is for), as one change:
 * named back together, undone together. A day not plainly one, or a running timer among them, moves none, as
 * for one entry; a move the service refuses part way is said, and what did move is kept for undo.
 */
export async function moveEachToDay(turn: Turn, ids: string[], said: Parameters<typeof entryDaySaid>[0]): Promise<Response> {
  const { t } = turn;
  const entries = await Promise.all(ids.map((id) => turn.api.activities.get(id)));
  const projects = spokenList(t, entries.map((entry) => entry.project.name), 'and');
  const running = entries.find((entry) => entry.status === 'pending');
  if (running) return moveToDay(turn, running, said, { literal: true });
  const read = await dayToMoveTo(turn, entries, said, { literal: true });
  if ('response' in read) return read.response;
  // Two readings of one date ("the 5th") would take two questions: named, not asked.
  if (read.guessed) return tell(turn, t('edit.dayEachGuessed', { projects, day: spokenDay(t, read.day, await turn.today()) }));
  const zone = await turn.timeZone();
  const dates = entries.map((entry) => dateOn(entry, read.day, zone, turn.now));
  const moves = await Promise.allSettled(entries.map((entry, i) => turn.api.activities.update(entry.id, { date: dates[i] })));
  // A move whose answer was lost may have landed: the entry is read again.
  const landed = await Promise.all(
    entries.map(async (entry, i) => {
      const move = moves[i];
      if (move.status === 'fulfilled') return move.value !== null;
      const now = await entryStill(turn, entry.id).catch(() => undefined);
      return !!now && Date.parse(now.date) === Date.parse(dates[i]);
    }),
  );
  const changed = entries.filter((_, i) => landed[i]);
  const failed = moves.find((move, i): move is PromiseRejectedResult => move.status === 'rejected' && !landed[i]);
  if (changed.length) rememberChangedTogether(turn, changed, { date: read.day });
  if (failed && !changed.length) throw failed.reason;
  if (!changed.length) return tell(turn, t('edit.unchanged'));
  const moved = tell(turn, t('edit.dayEach', { count: changed.length, projects: spokenList(t, changed.map((entry) => entry.project.name), 'and'), day: spokenDay(t, read.day, await turn.today()) }));
  // A copy: the response builder is shared, and the second sentence is written into the same response.
  return failed ? saidBefore(structuredClone(moved), tell(turn, t('edit.dayEachFailed'))) : moved;
}

/** The entry moved to `day`, at its time of day; a running timer stays where it is. */
export async function moveTo(turn: Turn, entry: Activity, day: string): Promise<Response> {
  const { t } = turn;
  const project = entry.project.name;
  // A running timer moved to another day would go on counting there: the work now booked to a day gone by.
  const anotherDay = day !== (await entryDayOf(turn, entry));
  if (entry.status === 'pending' && anotherDay) return tell(turn, t('edit.dayRunning', { project }));
  // Moved back to its day just after a move that gave a timer the log's time back: that move undone, the time taken
  // off the timer again (it stayed on both, counted twice).
  const last = rememberedChange(turn);
  if (last?.kind === 'edited' && last.id === entry.id && last.takenFrom && last.before.date && localDate(Date.parse(last.before.date), await turn.timeZone()) === day) {
    return undoChange(turn, last);
  }
  // A log whose time came off a timer ("Was that time on Greenfield part of it?", yes) is not part of it on another
  // day: the timer has the time back, or it would go short by it. Undo takes it off again.
  const takenFrom = anotherDay ? takenFromOf(rememberedChange(turn), entry.id) : undefined;
  const placed = anotherDay ? placedOf(rememberedChange(turn), entry.id) : undefined;
  const overlapped = anotherDay ? (overlapOf(rememberedChange(turn), entry.id) ?? []) : [];
  const moved = dateOn(entry, day, await turn.timeZone(), turn.now);
  const today = await turn.today();
  if (!givingBackFits(turn, takenFrom)) return tell(turn, t('errors.tooSlow'));
  const updated = await editEntry(turn, entry, { date: moved });
  if (!updated) return tell(turn, t('edit.unchanged'));
  const back = await timeMovedBack(turn, takenFrom, 1, placed);
  const change = turn.state.lastChange;
  // Of a log by its clock times, the entries it was placed among: undo places them so again.
  const placedAmong = overlapped.filter((id) => back.moved?.[id] !== undefined);
  if (back.moved && change?.kind === 'edited') rememberChange(turn, { ...change, takenFrom: back.moved, ...(placedAmong.length ? { overlapOf: placedAmong } : {}) });
  return tell(turn, t('edit.day', { project, day: spokenDay(t, day, today) }) + back.said);
}

/**
 * "I meant two hours", "sorry, I meant yesterday", "that should be Friday", words Alexa hands over as a
 * project: the entry's length or day corrected, never a project whose name sounds a little like the words
 * ("two hours" is not Website 2.0 Launch). A project really called so ("Today") is that project. Undefined
 * when the words are no length or day.
 */
export async function lengthOrDayInstead(turn: Turn, entry: Activity, heard: string): Promise<Response | undefined> {
  // "No, the day before", "move that to the day after": of the entry's own day (they were taken for a project).
  const beside = dayBesideSaid(heard);
  if (beside) return moveToDay(turn, entry, { date: addDays(await entryDayOf(turn, entry), beside) }, { literal: true });
  const { length, day } = lengthOrDaySaid(heard, await turn.today());
  if (!length && !day) return (await lengthAndProjectInstead(turn, entry, heard)) ?? projectAndDayInstead(turn, entry, heard);
  if (await isProjectCalled(turn, heard)) return undefined;
  if (length && day) return changeLengthAndDay(turn, entry, length, day);
  return length ? changeDuration(turn, entry, length) : moveToDay(turn, entry, day!);
}

/**
 * "Make that two hours on Internal Admin", "no, I meant internal admin for two hours": a length and a project at
 * once, both changed in one update (the entry was moved, and the length dropped). Undefined for other words, or
 * words that are a project's name.
 */
async function lengthAndProjectInstead(turn: Turn, entry: Activity, heard: string): Promise<Response | undefined> {
  const both = vagueLengthSaid(heard) ?? projectThenLength(heard);
  if (!both?.exact || (await isProjectCalled(turn, heard))) return undefined;
  return changeLengthAndProject(turn, entry, both.exact, both.project, 'when' in both ? both.when : undefined);
}

/** "Internal admin for two hours": a project's words, then the length (AMAZON.DURATION's form) said for it. */
function projectThenLength(heard: string): { project: string; exact: string } | undefined {
  const said = /^(.+?) for (.+)$/.exec(heardWords(heard));
  const exact = said ? lengthSaid(said[2]) : undefined;
  return exact ? { project: said![1], exact } : undefined;
}

/**
 * The entry moved to the project the words name and given the length (AMAZON.DURATION's form), in one update,
 * and both named back. A name that could be several, or none, or words beside it that may say more ("and two
 * hours on greenleaf"), are not all understood, and nothing changes.
 */
export async function changeLengthAndProject(turn: Turn, entry: Activity, length: string, words: string, when?: string): Promise<Response> {
  const { t } = turn;
  const named = await resolveWithClients(turn, words);
  if (named.status !== 'match' || saysMoreThan(named, moreWords(words))) return ask(turn, t('log.notAllUnderstood'), t('fallback.reprompt'));
  const seconds = durationSeconds(length);
  if (saidInDays(length) || !seconds || seconds > MAX_LOGGED_SECONDS) return changeDuration(turn, entry, length);
  // "No, it was an hour on greenfield yesterday": the day too, in the same update (it was dropped, the entry left on today).
  const today = await turn.today();
  const day = when ? dayInWords(when, today) : undefined;
  if (when && !day) return ask(turn, t('log.notAllUnderstood'), t('fallback.reprompt'));
  if (day && entry.status === 'pending') return tell(turn, t('edit.dayRunning', { project: entry.project.name }));
  const read = day ? await dayToMoveTo(turn, [entry], { date: day.date, weekday: day.weekday }, { literal: true }) : undefined;
  if (read && 'response' in read) return read.response;
  if (!read && (await runsPastNow(turn, entry, seconds))) return tell(turn, t('edit.timesNotEnded', { project: entry.project.name }));
  const description = descriptionMovedTo(t, entry, named.project);
  const date = read ? dateOn(entry, read.day, await turn.timeZone(), turn.now) : undefined;
  const updated = await editEntry(turn, entry, { project_id: named.project.id, duration: seconds, ...(date ? { date } : {}), ...(description ? { description } : {}) }, named.project);
  const spoken = { project: named.project.name, duration: spokenDuration(t, seconds) };
  return said(turn, updated, () => (read ? t('edit.projectLengthAndDay', { ...spoken, day: spokenDay(t, read.day, today) }) : t('edit.projectAndLength', spoken)));
}

/**
 * "No, I meant internal admin yesterday": the entry moved to the project and the day said, in one update (it was
 * moved to the project, and the day dropped). A name that could be several, or none, is not all understood, and
 * nothing changes. Undefined for words that end in no day, or that are a project's name.
 */
async function projectAndDayInstead(turn: Turn, entry: Activity, heard: string): Promise<Response | undefined> {
  const { t } = turn;
  const today = await turn.today();
  const found = dayBesideWords(heard, today);
  if (!found?.rest || found.period || found.purpose || (await isProjectCalled(turn, heard))) return undefined;
  const named = await resolveWithClients(turn, found.rest);
  if (named.status !== 'match' || saysMoreThan(named, moreWords(found.rest))) return ask(turn, t('log.notAllUnderstood'), t('fallback.reprompt'));
  if (entry.status === 'pending') return tell(turn, t('edit.dayRunning', { project: entry.project.name }));
  const read = await dayToMoveTo(turn, [entry], { date: found.date, weekday: found.weekday ? { words: found.weekday } : undefined }, { literal: true });
  if ('response' in read) return read.response;
  const description = descriptionMovedTo(t, entry, named.project);
  const date = dateOn(entry, read.day, await turn.timeZone(), turn.now);
  const updated = await editEntry(turn, entry, { project_id: named.project.id, date, ...(description ? { description } : {}) }, named.project);
  return said(turn, updated, () => t('edit.projectAndDay', { project: named.project.name, duration: spokenDuration(t, entry.duration), day: spokenDay(t, read.day, today) }));
}

/** A day said after other words ("internal admin yesterday") or before them ("yesterday, on internal admin"), and those words. */
export const dayBesideWords = (heard: string, today: string) => dayAtEnd(heardWords(heard), today) ?? dayThenProject(heardWords(heard), today);

/**
 * "Today, and on greenleaf", "yesterday on internal admin": a day said first, then a project's words (they moved the
 * entry to the project, and the day was dropped unsaid). Undefined when the words begin with no day.
 */
function dayThenProject(words: string, today: string): ReturnType<typeof dayAtEnd> | undefined {
  const said = words.split(' ');
  for (let end = Math.min(4, said.length - 1); end > 0; end--) {
    const day = dayInWords(said.slice(0, end).join(' '), today);
    const rest = said.slice(end).join(' ').replace(/^(?:and )?(?:(?:it was|its|it should be|should be) )?(?:on |to |for |in )?/, '');
    if (day && rest) return { rest, date: day.date, weekday: day.weekday?.words };
  }
  return undefined;
}

/**
 * A length, a day, or a length then a day ("two hours", "yesterday", "two hours today"), said as words Alexa
 * handed over as a project's name; neither for other words. ("No, two hours today" was "Did you mean Website 2.0
 * Launch?", and a yes moved the entry there.)
 */
export function lengthOrDaySaid(heard: string, today: string): { length?: string; day?: NonNullable<ReturnType<typeof dayInWords>> } {
  const length = lengthSaid(heard);
  if (length) return { length };
  const day = dayInWords(heard, today);
  if (day) return { day };
  const both = LENGTH_THEN_DAY.exec(heardWords(heard).replace(SAID_INSTEAD, ''));
  const [bothLength, bothDay] = both ? [lengthSaid(both[1]), dayInWords(both[2], today)] : [];
  return bothLength && bothDay ? { length: bothLength, day: bothDay } : {};
}

/** "The day before" (-1) or "the day after" (1), said of an entry's day; undefined for other words. */
export function dayBesideSaid(heard: string): -1 | 1 | undefined {
  const said = /^(?:on |to )?the day (before|after)$/.exec(heardWords(heard).replace(SAID_INSTEAD, ''));
  return said ? (said[1] === 'before' ? -1 : 1) : undefined;
}

// What goes before the length or day said instead: "it was two hours yesterday", "make that ninety minutes today".
const SAID_INSTEAD = /^(?:(?:it|that) (?:was|is|should be|should have been)|make (?:it|that)|i (?:meant|mean))\s+/;
// A length, then a day: "two hours today", "ninety minutes on friday".
const LENGTH_THEN_DAY = /^(.+? (?:hours?|hrs?|minutes?|mins?)(?: and (?:a )?half)?) ((?:on |for )?(?:today|yesterday|the day before yesterday|last night|(?:last |this past )?(?:mon|tues|wednes|thurs|fri|satur|sun)day))$/;

/** The entry's length and day both changed, in one update (undo puts both back), and named back. */
async function changeLengthAndDay(turn: Turn, entry: Activity, length: string, day: NonNullable<ReturnType<typeof dayInWords>>): Promise<Response> {
  const { t } = turn;
  const project = entry.project.name;
  const seconds = durationSeconds(length);
  if (saidInDays(length) || !seconds || seconds > MAX_LOGGED_SECONDS) return changeDuration(turn, entry, length);
  if (entry.status === 'pending') return tell(turn, t('edit.dayRunning', { project }));
  const read = await dayToMoveTo(turn, [entry], { date: day.date, weekday: day.weekday }, { literal: true });
  if ('response' in read) return read.response;
  const today = await turn.today();
  const updated = await editEntry(turn, entry, { duration: seconds, date: dateOn(entry, read.day, await turn.timeZone(), turn.now) });
  return said(turn, updated, () => t('edit.durationOn', { project, duration: spokenDuration(t, seconds), day: spokenDay(t, read.day, today) }));
}

/** What was done, or that the entry already said so (the service answered 304). */
function said(turn: Turn, updated: Activity | null, speech: () => string): Response {
  return tell(turn, updated ? speech() : turn.t('edit.unchanged'));
}
