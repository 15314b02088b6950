// What the skill remembers between turns of one session (Alexa session attributes).
import type { Ref } from '../../models';
import type { ClockRange } from '../dates/clock-ranges';
import { holdsXmlForbidden } from '../speech/ssml';
import { type Asked, type Change, isAsked, isChange } from './last-change';
import { MAX_ID_CHARS, MAX_NAME_CHARS } from './limits';
import { MAX_SLOT_CHARS } from './requests';
import { MAX_LOGGED_SECONDS } from '../dates/durations';
import type { Period } from './periods';

/**
 * What the skill was doing when it had to ask which project; it carries on once the person answers. A timer
 * `from` a time said as a wish, with `later` the reading of it still to come, is asked about first.
 */
export type PendingAction =
  | { intent: 'StartTimer'; description?: string; from?: string; later?: string }
  | LogAction
  | { intent: 'WhichProject'; heard: string }
  | { intent: 'StopTimer' }
  | { intent: 'MoveEntry'; id: string }
  | { intent: 'MergeEntries'; day: string }
  | { intent: 'FindEntry'; day?: string; then?: EntryFound }
  | { intent: 'ResumeTimer' };

/**
 * What is done with an entry found by its project and day, or chosen of two logged at once: read back ("what's my
 * Apollo entry from Friday?", the default), deleted after a yes, asked which project it should be on (`move`:
 * "wrong project"), given a new length ("change my Apollo entry from Friday to two hours"), corrected to what was
 * said `instead` ("no, I meant Nimbus"), moved to a day (the date or weekday slot as said), added to or taken
 * from (`change`, seconds), a break taken off (`break`, seconds; `breakAt`, one told with its time, `at` as said),
 * given clock times (the from and to slots as said),
 * or said what the work was (`describedAs`: "and it was for the homepage").
 */
export type EntryFound =
  | 'delete'
  | 'move'
  | { duration: string }
  | { instead: string }
  | { day: { date?: string; weekday?: { id?: string; words: string } } }
  | { change: number }
  | { break: number }
  | { breakAt: { seconds: number; at: string } }
  | { times: { from: string; to?: string } }
  | { describedAs: string };

const isSaid = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= MAX_SLOT_CHARS;
const isDaySaid = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return false;
  const { date, weekday } = value as { date?: unknown; weekday?: unknown };
  if (date === undefined && weekday === undefined) return false;
  if (date !== undefined && !isSaid(date)) return false;
  if (weekday === undefined) return true;
  if (typeof weekday !== 'object' || weekday === null) return false;
  const { id, words } = weekday as { id?: unknown; words?: unknown };
  return isSaid(words) && (id === undefined || isSaid(id));
};

const isEntryFound = (value: unknown) => {
  if (value === undefined || value === 'delete' || value === 'move') return true;
  if (typeof value !== 'object' || value === null || Object.keys(value).length !== 1) return false;
  const { duration, instead, day, change, times, break: pause, breakAt, describedAs } = value as {
    duration?: unknown;
    instead?: unknown;
    day?: unknown;
    change?: unknown;
    times?: { from?: unknown; to?: unknown };
    break?: unknown;
    breakAt?: { seconds?: unknown; at?: unknown } | null;
    describedAs?: unknown;
  };
  return (
    isDurationValue(duration) ||
    isSaid(describedAs) ||
    (typeof breakAt === 'object' && breakAt !== null && Number.isInteger(breakAt.seconds) && (breakAt.seconds as number) > 0 && (breakAt.seconds as number) <= MAX_LOGGED_SECONDS && isSaid(breakAt.at)) ||
    (typeof times === 'object' && times !== null && isSaid(times.from) && (times.to === undefined || isSaid(times.to))) ||
    isSaid(instead) ||
    isDaySaid(day) ||
    (Number.isInteger(change) && change !== 0 && Math.abs(change as number) <= MAX_LOGGED_SECONDS) ||
    (Number.isInteger(pause) && (pause as number) > 0 && (pause as number) <= MAX_LOGGED_SECONDS)
  );
};

/** Time to log, settled but for the project: `start` is the minute of the day it began, when said ("from nine"). */
export interface LogAction {
  intent: 'LogTime';
  seconds: number;
  day: string;
  description?: string;
  start?: number;
  /** Said with a part of the day and no times ("two hours this morning"): the minute of the day it is dated at. */
  at?: number;
  /** The second project said with it ("and three hours on Nimbus"), logged next for the same day. */
  next?: NextLog;
}

/**
 * The entry time to log is (or may be) counted by too, taken off it on a yes: all of the time logged, or, as
 * `overlap`, the seconds it counted between the clock times said.
 */
export interface TimerToTakeFrom {
  id: string;
  project: Ref;
  overlap?: number;
}

/** "…and three hours on Nimbus": the second log of a request, as said, for the day the first settles. */
export interface NextLog {
  duration: string;
  project: string;
  entityIds?: string[];
}

/** What the person asked to log, as they said it, kept while a question about it is answered. */
export interface LogRequest {
  /** The AMAZON.DURATION value; none when the work was said as a start and an end. */
  duration?: string;
  /** The AMAZON.TIME values of its start and end ("from nine to eleven"). */
  from?: string;
  to?: string;
  project: string;
  /** Project ids Alexa's entity resolution matched for the project's words. */
  entityIds?: string[];
  description?: string;
  next?: NextLog;
}

/**
 * The question the skill asked and waits on. `reprompt` is said again when an answer is not understood.
 * - chooseProject: "Did you mean A, B, or C?"; with one candidate, "Did you mean A?" (yes or no).
 * - nameProject: "Which project did you mean?", after a no to "Did you mean A?".
 * - chooseEntry: "You have 2 entries on A for yesterday: 1 hour and 2 hours. Which one: the first or the
 *   second?", the entries in the order read.
 * - confirmInactive: "A is an inactive project. Shall I ... anyway?" (starting a timer; logging time).
 * - confirmStartFrom: "It isn't 6 PM yet, and I can't start a timer ahead of time. Did you mean from 6 AM, 7 hours
 *   and 30 minutes ago?", after "start a timer for A at six": yes starts it `from` then; no offers one now. With
 *   `running`, "It isn't 9 PM yet. Should your timer for A count from 9 AM, ...?" ("I started at nine" at 5:30 pm,
 *   A's timer running): yes moves its start, no leaves it.
 * - confirmDuration: "Did you mean 45 minutes?", after a number said alone for how long (the rest of the
 *   LogTime request is the slots kept while the duration is elicited).
 * - confirmAdd: "Should I add 15 minutes to your A entry for yesterday?", after a length said alone ("add
 *   fifteen minutes") just after the skill touched entry `id`; a no, or another project named, logs `duration` as
 *   new time; the entry's own project named is a yes.
 * - confirmTimes: "Did you mean from 6 AM to 8 AM?", when the reading of the clock times meant (6 to 8 PM) has not
 *   ended yet and this one has; `times` are minutes of `day`; `daySaid` when the day was said with them ("today").
 * - confirmDuplicate: "You already have 8 hours on A for yesterday, from 9 AM to 5 PM. Should I log another 8 hours
 *   anyway?", before time is logged that repeats an entry of the same project and day (duplicates.ts): yes logs
 *   `toLog` to `project`, no logs nothing. With `fromTimer`, "Your timer for B has been running since 9 AM. Was that
 *   time on A part of it?", before time is logged by its length beside another project's running timer: yes logs
 *   `toLog` and takes it off that timer, no logs it beside the timer. With `fromTimer.overlap`, "Your timer for B has
 *   been running since noon, over 1 hour of that time. Should I log 2 hours on A, from 11 AM to 1 PM, and take that
 *   hour off the timer?", before time said by its clock times is logged over another project's entry: yes logs it and
 *   takes `overlap` seconds off that entry, "log it beside the timer" logs it alone, no logs nothing. With `alsoFrom`,
 *   the other entries the clock times said overlap too ("That time is already on your timer for B, for 1 hour, and
 *   on your C entry from 8 AM to 9:30 AM, for 30 minutes"): a yes takes each one's overlap off it as well.
 * - confirmCreate: "You already have a project called A. Should I still create a new project called B?": the `name`
 *   to create, the projects `like` it, and what the person was doing (`action`), carried on with the project made.
 * - confirmEdit: "Move your A entry to Thursday, November 5th?", when that day is a reading of the date Alexa sent
 *   ("the 5th" and "December 5th" both arrive as December's), the entry `id` and the `day` proposed; with `times`,
 *   "Did you mean from 2 AM to 4 AM?", when the times said of the entry on `day` have not ended but these have.
 * - confirmLength: "Did you mean 2 hours?", after a number said alone as a correction ("no, it was two") just after the
 *   skill logged entry `id`: yes makes it that long.
 * - confirmMove: "Should I move your hour on A to B? Say no if the logo is what the work was.", after "no, it was for
 *   the logo" just after entry `id` was logged or started with a description the person said: yes moves it to
 *   `project`, no makes `description` what it says.
 * - confirmEndAt: "Your timer for A was stopped at 8:30 AM, after 18 hours. Should it end at 5 PM yesterday
 *   instead, for 3 hours in all?": the stopped entry `id`, and the `seconds` it would report `until` then.
 * - confirmDay: LogTime's questions about the day: the day proposed (none while asking which day), the other
 *   day offered beside it ("yesterday, or today?"), the day proposed next on a no (`instead`: "the 25th", said on
 *   the 23rd, is last Wednesday or last month's 25th), and the value first heard.
 * - listing: "Would you like to hear more?", with `shown` names of the sorted list already said.
 * - recapMore: "..., and 3 more. Would you like to hear them?", after the first `shown` projects of a period's recap.
 * - confirmReplace: "Your timer for A only started at 8:10 AM, after 7:40 AM. Should I throw it away, and start B from 7:40
 *   AM instead?": the running `timers` that began after `from`, and the timer asked for (`project`, `description`).
 * - confirmTrim: "Your A entry runs until 12:30 PM. Should it end at 12:10 PM, and B start then?": the stopped
 *   `entries` a timer from `from` would overlap, each begun before it, and the timer asked for (`project`, `description`).
 * - forgottenTimer: "Your timer for A has been running since 5:10 PM yesterday. When did you finish?" (`since`: its start;
 *   `then`: the timer asked for, started once the forgotten one is stopped).
 */
export type PendingQuestion = { reprompt: string } & (
  | { kind: 'chooseProject'; action: PendingAction; candidates: Ref[] }
  | { kind: 'nameProject'; action: PendingAction; read?: Ref[] }
  | { kind: 'confirmInactive'; action: PendingAction; project: Ref }
  | { kind: 'chooseTimer'; timers: { id: string; project: Ref }[]; then?: 'discard' | { stopAt: { time?: string; at?: string } } }
  | { kind: 'chooseEntry'; entries: { id: string; project: Ref }[]; then?: EntryFound }
  // `action`: what the person was doing when no project fitted the name, done once one is named; `heard`: that
  // name as read back, which "create it" makes a project of.
  | { kind: 'offerList'; action?: PendingAction; heard?: string }
  | { kind: 'listing'; shown: number; action?: PendingAction; client?: Ref; read?: Ref[] }
  | { kind: 'confirmStart'; project: Ref }
  | { kind: 'confirmStartFrom'; project: Ref; from: string; running?: true }
  | { kind: 'confirmDay'; log: LogRequest; day?: string; heard?: string; or?: string; instead?: string }
  | { kind: 'confirmDuration'; duration: string }
  | { kind: 'confirmAdd'; id: string; project: Ref; duration: string }
  | { kind: 'confirmTimes'; log: LogRequest; day: string; times: ClockRange; daySaid?: true }
  | { kind: 'confirmDuplicate'; project: Ref; toLog: LogAction; fromTimer?: TimerToTakeFrom; alsoFrom?: TimerToTakeFrom[] }
  | { kind: 'confirmDelete'; id: string; project: Ref; timer: boolean; seconds: number; then?: { project: Ref; description?: string }; also?: string[] }
  | { kind: 'confirmEndAt'; id: string; project: Ref; seconds: number; until: string }
  | { kind: 'confirmEdit'; id: string; project: Ref; day: string; times?: ClockRange }
  | { kind: 'confirmLength'; id: string; project: Ref; duration: string }
  | { kind: 'confirmMove'; id: string; project: Ref; description: string }
  | { kind: 'confirmCreate'; name: string; like: Ref[]; action?: PendingAction }
  | { kind: 'confirmUndo'; change: Change }
  | { kind: 'confirmReplace'; timers: { id: string; project: Ref }[]; project: Ref; description?: string; from: string }
  | { kind: 'confirmTrim'; entries: { id: string; project: Ref }[]; project: Ref; description?: string; from: string; replacing?: string[] }
  // Issue 10, part A: the rest of a recap; the time a forgotten timer stopped.
  | { kind: 'recapMore'; from: string; to: string; period: Period['kind']; shown: number }
  | { kind: 'forgottenTimer'; timer: { id: string; project: Ref }; since: string; then?: { project: Ref; description?: string } }
);

/** A question as a handler asks it; the reprompt is added when it is asked. */
export type Question = PendingQuestion extends infer Q ? (Q extends unknown ? Omit<Q, 'reprompt'> : never) : never;

/** The slot Alexa was last asked to fill (Dialog.ElicitSlot), with the intent's words so far: asked again after help. */
export interface Eliciting {
  intent: string;
  slot: string;
  slots: Record<string, string>;
  reprompt: string;
}

export interface SessionState {
  pending?: PendingQuestion;
  eliciting?: Eliciting;
  /** The person's project list, fetched once a session (when it is small enough to carry). */
  projects?: Ref[];
  /** Whether this session's dynamic entities have been sent to Alexa. */
  entitiesSent?: boolean;
  /** The skill's last change to the person's time (undo, "change that"). */
  lastChange?: Change;
  /** The last question about something else answered (last-change.ts, `askedSince`). */
  asked?: Asked;
  /**
   * The second request of "stop my timer and log an hour on greenfield", which the skill asked to be said now:
   * a yes to that is the request (yes.ts). No question is pending for it, so the request said in full is taken
   * as any other.
   */
  saidNext?: string;
  /**
   * What the skill last said and asked again with, of an answer that kept the session open, as plain text: "repeat
   * that" says it again (it was taken for a project's name, or "Sorry, I didn't get that").
   */
  said?: { speech: string; reprompt?: string };
}

/**
 * The longest words kept for "repeat that": they travel in every response, inside Alexa's 24 kB beside the dynamic
 * entities and the speech itself (the skill's longest answers, a list read out, are well under this).
 */
export const MAX_SAID_CHARS = 1_500;
const isLastSaid = (value: unknown) => {
  const { speech, reprompt } = (value ?? {}) as { speech?: unknown; reprompt?: unknown };
  return typeof speech === 'string' && speech.length <= MAX_SAID_CHARS && (reprompt === undefined || (typeof reprompt === 'string' && reprompt.length <= MAX_SAID_CHARS));
};

/**
 * Session attributes travel in every response, and a response may be at most 24 kB with the dynamic
 * entities and the speech; a longer project list is kept in the container cache only.
 */
export const MAX_SESSION_LIST_CHARS = 5_000;

// Alexa hands back what the skill sent, but that is still input: anything not of the skill's own shape
// (an older version's attributes, a tampered request) is dropped rather than trusted.
// Ids and names as the service allows them; anything longer was not put there by the skill.
const isRef = (value: unknown): value is Ref =>
  typeof (value as Ref)?.id === 'string' &&
  (value as Ref).id.length <= MAX_ID_CHARS &&
  typeof (value as Ref)?.name === 'string' &&
  (value as Ref).name.length <= MAX_NAME_CHARS &&
  !holdsXmlForbidden((value as Ref).name);
/** Names a list reads at a time, each few followed by "Would you like to hear more?" (ten at once are too many to follow). */
export const READ_AT_A_TIME = 5;
/** The projects a list just read names, in order: what "the second one" said next is of. */
const isRead = (value: unknown) => value === undefined || (Array.isArray(value) && value.length > 0 && value.length <= READ_AT_A_TIME && value.every(isRef));
/** A moment the skill wrote (ISO 8601, with the person's offset). */
const isMoment = (value: unknown) => typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
// Words the person said, as slot text gives them.
const isWords = (value: unknown) => typeof value === 'string' && value.length <= MAX_SLOT_CHARS;
const optionalText = (value: unknown) => value === undefined || isWords(value);

function isAction(value: unknown): value is PendingAction {
  const action = value as Record<string, unknown> | null;
  switch (action?.intent) {
    case 'StartTimer':
      return optionalText(action.description) && (action.from === undefined || isMoment(action.from)) && (action.later === undefined || (action.from !== undefined && isMoment(action.later)));
    case 'LogTime':
      return (
        Number.isInteger(action.seconds) &&
        (action.seconds as number) > 0 &&
        typeof action.day === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(action.day) &&
        optionalText(action.description) &&
        (action.start === undefined || (Number.isInteger(action.start) && (action.start as number) >= 0 && (action.start as number) < 24 * 60)) &&
        (action.at === undefined || (Number.isInteger(action.at) && (action.at as number) >= 0 && (action.at as number) < 24 * 60)) &&
        (action.next === undefined || isNextLog(action.next))
      );
    case 'WhichProject':
      return isWords(action.heard);
    case 'StopTimer':
    case 'ResumeTimer':
      return true;
    case 'MergeEntries':
      return typeof action.day === 'string' && DAY.test(action.day);
    case 'FindEntry':
      return (action.day === undefined || (typeof action.day === 'string' && DAY.test(action.day))) && isEntryFound(action.then);
    case 'MoveEntry':
      return typeof action.id === 'string' && action.id.length > 0 && action.id.length <= MAX_ID_CHARS;
  }
  return false;
}

// A question is said up to three times in one response (a fallback says it, reprompts it, and keeps it):
// with the entities and the session list, these bound what a pending question adds to the 24 kB.
const MAX_REPROMPT_CHARS = 1_000;
/** The most options (projects, timers) one question offers. */
export const MAX_OFFERED = 10;

// A reprompt is spoken as it is: it must be the escaped text the skill itself stored.
const isReprompt = (reprompt: unknown) =>
  typeof reprompt === 'string' && !!reprompt && reprompt.length <= MAX_REPROMPT_CHARS && !/[<>]|&(?!amp;|lt;|gt;|quot;|apos;)/.test(reprompt) && !holdsXmlForbidden(reprompt);

const NAME = /^[A-Za-z][\w.]{0,59}$/;

function isEliciting(value: unknown): value is Eliciting {
  const eliciting = value as Record<string, unknown> | null;
  const slots = eliciting?.slots as Record<string, unknown> | undefined;
  return (
    typeof eliciting?.intent === 'string' &&
    NAME.test(eliciting.intent) &&
    typeof eliciting.slot === 'string' &&
    NAME.test(eliciting.slot) &&
    isReprompt(eliciting.reprompt) &&
    typeof slots === 'object' &&
    slots !== null &&
    !Array.isArray(slots) &&
    Object.keys(slots).length <= MAX_OFFERED &&
    Object.entries(slots).every(([name, words]) => NAME.test(name) && isWords(words))
  );
}

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isOptionalDay = (value: unknown) => value === undefined || (typeof value === 'string' && DAY.test(value));

const isSecondsOfLog = (value: unknown) => Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_LOGGED_SECONDS;
const isDurationValue = (value: unknown) => typeof value === 'string' && /^P[0-9.WDTHMS]{1,30}$/.test(value);

/** Minutes of a day, the end after the start and less than a day after it (as clockRange makes them). */
function isClockRange(value: unknown): value is ClockRange {
  const range = value as Record<string, unknown> | null;
  const minute = (v: unknown, most: number) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < most;
  if (!range || !minute(range.start, 24 * 60) || !minute(range.end, 48 * 60)) return false;
  const length = (range.end as number) - (range.start as number);
  return length > 0 && length < 24 * 60;
}

/** An AMAZON.TIME value: "14:30", or a part of the day ("MO"). */
const isTimeValue = (value: unknown) => typeof value === 'string' && /^(\d{2}:\d{2}|MO|AF|EV|NI)$/.test(value);

const isEntityIds = (ids: unknown) => ids === undefined || (Array.isArray(ids) && ids.length <= 10 && ids.every((id) => typeof id === 'string' && id.length <= MAX_ID_CHARS));

function isNextLog(value: unknown): value is NextLog {
  const next = value as Record<string, unknown> | null;
  return !!next && isDurationValue(next.duration) && isWords(next.project) && isEntityIds(next.entityIds);
}

function isLogRequest(value: unknown): value is LogRequest {
  const log = value as Record<string, unknown> | null;
  return (
    !!log &&
    (log.duration === undefined ? isTimeValue(log.from) && isTimeValue(log.to) : isDurationValue(log.duration)) &&
    (log.from === undefined || isTimeValue(log.from)) &&
    (log.to === undefined || isTimeValue(log.to)) &&
    isWords(log.project) &&
    optionalText(log.description) &&
    isEntityIds(log.entityIds) &&
    (log.next === undefined || isNextLog(log.next))
  );
}

/** A timer or entry offered to choose from: its id, and its project. */
const isEntryOfProject = (item: unknown) => {
  const { id, project } = (item ?? {}) as { id?: unknown; project?: unknown };
  return typeof id === 'string' && id.length <= MAX_ID_CHARS && isRef(project);
};

const isTimerToTakeFrom = (item: unknown) => isEntryOfProject(item) && ((item as { overlap?: unknown }).overlap === undefined || isSecondsOfLog((item as { overlap?: unknown }).overlap));

/** "I finished at ten thirty", kept while which timer is asked: the time as AMAZON.TIME gave it, or the moment meant. */
function isStopAt(value: unknown): boolean {
  const stopAt = (value as { stopAt?: { time?: unknown; at?: unknown } } | null)?.stopAt;
  if (!stopAt || typeof stopAt !== 'object') return false;
  const time = stopAt.time === undefined || (typeof stopAt.time === 'string' && stopAt.time.length <= 20);
  return time && (stopAt.at === undefined || isMoment(stopAt.at)) && (stopAt.time !== undefined || stopAt.at !== undefined);
}

/** A timer to start once the question is answered (`then`): none, or a project and perhaps what the work is. */
function isStartAfter(value: unknown): boolean {
  const then = value as { project?: unknown; description?: unknown; from?: unknown } | undefined;
  return then === undefined || (isRef(then?.project) && optionalText(then.description) && (then.from === undefined || isMoment(then.from)));
}

function isPendingQuestion(value: unknown): value is PendingQuestion {
  const question = value as Record<string, unknown> | null;
  if (!question || !isReprompt(question.reprompt)) return false;
  const nonEmpty = (list: unknown, each: (item: unknown) => boolean) => Array.isArray(list) && list.length > 0 && list.length <= MAX_OFFERED && list.every(each);
  switch (question.kind) {
    case 'chooseProject':
      return isAction(question.action) && nonEmpty(question.candidates, isRef);
    case 'nameProject':
      return isAction(question.action) && isRead(question.read);
    case 'confirmInactive':
      return isAction(question.action) && isRef(question.project);
    case 'listing':
      return (
        Number.isInteger(question.shown) && (question.shown as number) > 0 && (question.shown as number) < 100_000 &&
        (question.action === undefined || isAction(question.action)) && (question.client === undefined || isRef(question.client)) && isRead(question.read)
      );
    case 'chooseTimer':
      return nonEmpty(question.timers, isEntryOfProject) && (question.then === undefined || question.then === 'discard' || isStopAt(question.then));
    case 'chooseEntry':
      return nonEmpty(question.entries, isEntryOfProject) && isEntryFound(question.then);
    case 'offerList':
      return (question.action === undefined || isAction(question.action)) && (question.heard === undefined || isWords(question.heard));
    case 'confirmStart':
      return isRef(question.project);
    case 'confirmStartFrom':
      return isRef(question.project) && isMoment(question.from) && (question.running === undefined || question.running === true);
    case 'recapMore':
      return (
        typeof question.from === 'string' && DAY.test(question.from) && typeof question.to === 'string' && DAY.test(question.to) &&
        ['day', 'week', 'weekend', 'month', 'range'].includes(question.period as string) &&
        Number.isInteger(question.shown) && (question.shown as number) > 0 && (question.shown as number) < 100_000
      );
    case 'forgottenTimer': {
      const timer = question.timer as { id?: unknown; project?: unknown } | null;
      return (
        typeof timer?.id === 'string' && timer.id.length <= MAX_ID_CHARS && isRef(timer.project) &&
        typeof question.since === 'string' && !Number.isNaN(Date.parse(question.since)) &&
        isStartAfter(question.then)
      );
    }
    case 'confirmDay':
      return isLogRequest(question.log) && isOptionalDay(question.day) && isOptionalDay(question.or) && isOptionalDay(question.instead) && optionalText(question.heard);
    case 'confirmDuration':
      return isDurationValue(question.duration);
    case 'confirmAdd':
    case 'confirmLength':
      return typeof question.id === 'string' && question.id.length <= MAX_ID_CHARS && isRef(question.project) && isDurationValue(question.duration);
    case 'confirmMove':
      return typeof question.id === 'string' && question.id.length <= MAX_ID_CHARS && isRef(question.project) && isWords(question.description) && (question.description as string).length > 0;
    case 'confirmTimes':
      return isLogRequest(question.log) && typeof question.day === 'string' && DAY.test(question.day) && isClockRange(question.times) && (question.daySaid === undefined || question.daySaid === true);
    case 'confirmDuplicate':
      return (
        isAction(question.toLog) && question.toLog.intent === 'LogTime' && isRef(question.project) && (question.fromTimer === undefined || isTimerToTakeFrom(question.fromTimer)) &&
        (question.alsoFrom === undefined || (question.fromTimer !== undefined && nonEmpty(question.alsoFrom, isTimerToTakeFrom)))
      );
    case 'confirmUndo':
      return isChange(question.change);
    case 'confirmTrim':
      return (
        nonEmpty(question.entries, isEntryOfProject) &&
        (question.entries as unknown[]).length <= 4 &&
        isRef(question.project) &&
        optionalText(question.description) &&
        isMoment(question.from) &&
        (question.replacing === undefined || nonEmpty(question.replacing, (id) => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_CHARS))
      );
    case 'confirmReplace':
      return (
        nonEmpty(question.timers, isEntryOfProject) &&
        isRef(question.project) &&
        optionalText(question.description) &&
        isMoment(question.from)
      );
    case 'confirmEndAt':
      return (
        typeof question.id === 'string' &&
        question.id.length <= MAX_ID_CHARS &&
        isRef(question.project) &&
        Number.isInteger(question.seconds) &&
        (question.seconds as number) > 0 &&
        (question.seconds as number) < 24 * 3600 &&
        typeof question.until === 'string' &&
        question.until.length <= 40 &&
        !Number.isNaN(Date.parse(question.until))
      );
    case 'confirmCreate':
      return (
        typeof question.name === 'string' && question.name.length > 0 && question.name.length <= MAX_NAME_CHARS && !holdsXmlForbidden(question.name) &&
        Array.isArray(question.like) && question.like.length > 0 && question.like.length <= MAX_OFFERED && question.like.every(isRef) &&
        (question.action === undefined || isAction(question.action))
      );
    case 'confirmEdit':
      return (
        typeof question.id === 'string' && question.id.length > 0 && question.id.length <= MAX_ID_CHARS && isRef(question.project) && typeof question.day === 'string' && DAY.test(question.day) &&
        (question.times === undefined || isClockRange(question.times))
      );
    case 'confirmDelete':
      return (
        typeof question.id === 'string' &&
        question.id.length <= MAX_ID_CHARS &&
        isRef(question.project) &&
        typeof question.timer === 'boolean' &&
        Number.isInteger(question.seconds) &&
        (question.seconds as number) >= 0 &&
        isStartAfter(question.then) &&
        (question.also === undefined || (question.timer === false && nonEmpty(question.also, (id) => typeof id === 'string' && id.length <= MAX_ID_CHARS)))
      );
  }
  return false;
}

/** The attributes the skill itself keeps: any other is dropped, not echoed back. */
const OWN_ATTRIBUTES: readonly (keyof SessionState)[] = ['pending', 'eliciting', 'projects', 'entitiesSent', 'lastChange', 'asked', 'saidNext', 'said'];
// Deeper than anything the skill stores (a question's candidates are four levels down), and more values
// than its largest list: such a value was not put there by the skill.
const MAX_ATTRIBUTE_DEPTH = 8;
const MAX_ATTRIBUTE_VALUES = 20_000;

/** Whether a JSON value stays within the depth and size the skill's own attributes have; walked without recursion. */
function withinBounds(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  let seen = 0;
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (++seen > MAX_ATTRIBUTE_VALUES || depth > MAX_ATTRIBUTE_DEPTH) return false;
    if (item !== null && typeof item === 'object') for (const child of Object.values(item)) stack.push([child, depth + 1]);
    if (stack.length > MAX_ATTRIBUTE_VALUES) return false;
  }
  return true;
}

/**
 * The skill's own session attributes from whatever a request carries (any JSON, or nothing): other keys,
 * and values too deep or too large to be the skill's, are left behind. The SDK copies the attributes
 * (JSON.stringify, which recursion limits) before any interceptor runs, so this comes first.
 */
export function ownAttributes(attributes: unknown): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  if (attributes === null || typeof attributes !== 'object' || Array.isArray(attributes)) return own;
  for (const key of OWN_ATTRIBUTES) {
    const value = Object.hasOwn(attributes, key) ? (attributes as Record<string, unknown>)[key] : undefined;
    if (value !== undefined && withinBounds(value)) own[key] = value;
  }
  return sessionStateFrom(own) as Record<string, unknown>;
}

/** The session attributes as the skill's state, with whatever is not of its shape removed (in place). */
export function sessionStateFrom(attributes: Record<string, unknown>): SessionState {
  if ('pending' in attributes && !isPendingQuestion(attributes.pending)) delete attributes.pending;
  if ('eliciting' in attributes && !isEliciting(attributes.eliciting)) delete attributes.eliciting;
  const projects = attributes.projects;
  if ('projects' in attributes && !(Array.isArray(projects) && projects.every(isRef) && JSON.stringify(projects).length <= MAX_SESSION_LIST_CHARS)) {
    delete attributes.projects;
  }
  if ('entitiesSent' in attributes && typeof attributes.entitiesSent !== 'boolean') delete attributes.entitiesSent;
  if ('lastChange' in attributes && !isChange(attributes.lastChange)) delete attributes.lastChange;
  if ('asked' in attributes && !isAsked(attributes.asked)) delete attributes.asked;
  if ('saidNext' in attributes && !isWords(attributes.saidNext)) delete attributes.saidNext;
  if ('said' in attributes && !isLastSaid(attributes.said)) delete attributes.said;
  return attributes as SessionState;
}
