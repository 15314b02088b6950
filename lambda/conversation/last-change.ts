// The skill's last change to a person's time, so "undo that" and "change that" know what "that" is, in the
// same session or in a one-shot request minutes later. Kept in three places, none of which needs any
// infrastructure beyond the Lambda function: the session attributes (this conversation), this container's
// memory (a warm Lambda answers most requests of the next minutes), and the service itself, whose
// activities with source "alexa" show when each was created and each record when it stopped. A change the
// service shows later than the one remembered wins, so a container that missed a change never undoes an
// older one in its place. Edits, deletes and merges leave no such trace in the service, so a change read
// from the service may not be the person's last one: it is named, and undone only after a yes.
import { getAccountLinkingAccessToken, type HandlerInput } from 'ask-sdk-core';
import type { Activity, ActivityUpdate, Ref } from '../../models';
import { sha256 } from '../api/digest';
import { MAX_DURATION_SECONDS, MAX_ID_CHARS, MAX_NAME_CHARS } from './limits';
import { MAX_SLOT_CHARS } from './requests';
import { holdsXmlForbidden } from '../speech/ssml';
import { MAX_OFFERED } from './session';
import type { Turn } from './turn';
import type { Placed, RestPart } from './edits';

/**
 * - started: a timer started (and the timers that start stopped, with what each had reported when it
 *   really stopped if it was stopped at a past time; `discarded`: timers thrown away for it, begun after its
 *   start; `trimmed`: stopped entries it was started over, by id, with the length each had before it was cut to end
 *   at its start); undone by deleting it, resuming those, recovering these and giving those their length back.
 * - stopped: timers stopped; undone by resuming them, their reported time counting on as if never stopped
 *   (`reported`: what one stopped at a past time had reported when it really stopped).
 * - created: a project made ("create a project called Orion"), `id` the project's; undone by deleting it
 *   while no time is on it.
 * - resumed: a stopped timer resumed ("resume my timer"); undone by stopping it again with what it had
 *   reported before (`reported`), and resuming the timers the resume stopped (`stopped`).
 * - logged: time logged; undone by deleting it. `earlier`: time logged before it in the same conversation
 *   ("two hours on Apollo and three on Nimbus"), the change the next undo takes back. `takenFrom`: the timer the time
 *   was taken off ("were those 45 minutes part of it?", yes), by id, with the seconds taken: given back by undo.
 *   `overlapOf`: of a log by its clock times, the entries only whose minutes between them came off ("and take the hour
 *   off the timer?"), kept when none did since. `startsMoved`: of those, the ones whose start the log covered, by id,
 *   with the date each had: it now starts where the log ends, and gets that date back with its time. `splitOff`: of
 *   those, the ones the log fell inside, by id, with the entry made of their part after it (id and seconds): joined
 *   again with their time.
 * - edited: an entry changed; `before` holds the fields as they were, undone by putting them back. `alongside`:
 *   entries changed with it at once ("both" moved to a day), put back with it. `break`: the seconds of a break taken
 *   off it ("I took a thirty minute break"), which a length said next corrects; `partBreak`: of a break told with its
 *   time of which only part came off (the timer counted the rest of it), its length as said and when it began (ms).
 *   `takenFrom`: a log's time given back
 *   to the timer it was taken off, the log moved to another day; taken off it again by undo. `breakFrom`: of a break
 *   said to be this one's ("no, I meant internal admin"), the entry it came off first, with the fields it had with the
 *   break off: undo puts the break back there, as before the correction. `notTaken`: of a break said of each ("both"),
 *   the entries the service would not change: the same break said again is of those.
 * - deleted: an entry deleted or a timer discarded; undone by recovering it (`takenFrom`: a log's time given back to the
 *   timer it was taken off, taken off it again). `also`: the entries deleted with it ("both"), recovered with it.
 *   `overlapOf` (here and on a log's move to another day, edited): of those, the entries a log by its clock times took its
 *   overlap off: taken off again, each is placed around the log as the log first placed it (its part after it split off).
 * - grouped: entries merged into `id`; undone by ungrouping. ungrouped: undone by grouping `ids` again.
 * - unsure: a change failed part way, or its answer was lost: it may have landed, unremembered, so nothing before `at`
 *   is undone (undo took back the change before it: a timer started an hour ago was deleted, for a break in doubt).
 * - undone: the last change was undone; nothing is left to undo before `at`. `id`: the entry it left
 *   (an edit put back, a stop resumed, a delete recovered), still "that" for the next edit. `takenFrom`: as the
 *   log's, when its time came off the timer again.
 * - named: no change, but an entry read back ("what was my last entry?", "what's my Apollo entry from
 *   yesterday?"): "that" for the next edit ("delete that"); undo undoes `previous`, the skill's change
 *   before it, if any.
 */
export type Change = {
  at: number;
  project?: Ref;
  /**
   * Logs of this conversation whose time came off a timer, by the log's id, the time taken by the timer's id: carried
   * from change to change, so that a delete or a move of the log gives the timer its time back after a break or a
   * stop in between too (only the last change held it).
   */
  takenOff?: Record<string, Record<string, number>>;
  /** Read from the service, not remembered: asked about before it is undone. */
  shown?: boolean;
  /**
   * The projects offered when a project was chosen ("Did you mean A, B, or C?"), and the entry `id` the choice
   * went to (the first of two logged at once, perhaps): "no, the second one" is of these, for that entry.
   */
  offered?: { id: string; projects: Ref[] };
} & (
  | { kind: 'started'; id: string; stopped?: string[]; reported?: Record<string, number>; discarded?: string[]; trimmed?: Record<string, number> }
  | { kind: 'stopped'; ids: string[]; reported?: number }
  | { kind: 'resumed'; id: string; reported: number; stopped?: string[]; together?: Record<string, number> }
  | {
      kind: 'logged';
      id: string;
      earlier?: Change;
      takenFrom?: Record<string, number>;
      overlapOf?: string[];
      startsMoved?: Record<string, string>;
      splitOff?: Record<string, RestPart>;
    }
  | {
      kind: 'edited';
      id: string;
      before: ActivityUpdate;
      alongside?: { id: string; before: ActivityUpdate }[];
      break?: number;
      partBreak?: { said: number; from: number };
      takenFrom?: Record<string, number>;
      breakFrom?: { id: string; before: ActivityUpdate };
      notTaken?: string[];
      overlapOf?: string[];
    }
  | { kind: 'deleted'; id: string; timer: boolean; takenFrom?: Record<string, number>; also?: string[]; overlapOf?: string[] }
  | { kind: 'grouped'; id: string }
  | { kind: 'created'; id: string }
  | { kind: 'ungrouped'; ids: string[] }
  | { kind: 'undone'; id?: string; takenFrom?: Record<string, number> }
  | { kind: 'unsure' }
  | { kind: 'named'; id: string; previous?: Change }
);

/** How long a change can still be undone, or edited as "that". */
export const UNDO_WINDOW_MS = 60 * 60_000;
const isPartBreak = (value: unknown) => {
  if (value === undefined) return true;
  const { said, from } = (value ?? {}) as { said?: unknown; from?: unknown };
  return Number.isInteger(said) && (said as number) > 0 && (said as number) <= MAX_DURATION_SECONDS && Number.isInteger(from) && (from as number) > 0;
};

/** How soon the same words said again (a log, a break) are taken for a repeat: a reply missed, not more of the same. */
export const SAID_AGAIN_MS = 2 * 60_000;
/** How soon a length said of the entry just changed corrects how the change was made (a break's length, a log's taken off a timer). */
const CORRECTED_WITHIN_MS = 10 * 60_000;

/**
 * The time the log `id` took off a timer, by the timer's id ("Was that time on Greenfield part of it?"): of the last
 * change, of the change an entry read back since wraps, or of the first of two logged at once; or taken off again by
 * an undo (of the log's move to another day, or of its delete). Undefined when none.
 */
export function takenFromOf(change: Change | undefined, id: string): Record<string, number> | undefined {
  return ownTakenFrom(change, id) ?? change?.takenOff?.[id];
}

/**
 * The entries whose minutes between the log `id`'s clock times came off them ("and take the hour off the timer?", yes):
 * what each counted between new times comes off instead, none perhaps. Undefined for a log taken off whole, or none.
 */
export const overlapOf = (change: Change | undefined, id: string): string[] | undefined => loggedOf(change, id)?.overlapOf;

/** The change that logged `id`: the last change, the one an entry read back since wraps, or the first of two logged at once. */
function loggedOf(change: Change | undefined, id: string): Extract<Change, { kind: 'logged' }> | undefined {
  const inner = beforeNaming(change);
  const logged = [inner, inner?.kind === 'logged' ? inner.earlier : undefined].find((each) => each?.kind === 'logged' && each.id === id);
  return logged?.kind === 'logged' ? logged : undefined;
}

/**
 * Where the log `id` put the entries it took time off (its change's `startsMoved`, `splitOff`), for the time's give-back
 * to put back, and for new times said just after to start from; none when the change logged no such entry.
 */
export const placedOf = (change: Change | undefined, id: string): Placed => loggedOf(change, id) ?? {};

/** The change an entry read back since ("what was my last entry?") wraps, or the change itself. */
export const beforeNaming = (change: Change | undefined): Change | undefined => (change?.kind === 'named' ? change.previous : change);

/** The time the log `id` took off a timer, as the change itself holds it (not carried from before it). */
function ownTakenFrom(change: Change | undefined, id: string): Record<string, number> | undefined {
  const inner = beforeNaming(change);
  if (inner?.kind === 'undone') return inner.id === id ? inner.takenFrom : undefined;
  return loggedOf(change, id)?.takenFrom;
}

/** How many logs taken off a timer a conversation keeps track of: the newest. */
const MAX_TAKEN_OFF = 4;

/**
 * What `made` carries of the logs taken off a timer: those `before` carried or held, less the one `made` settles (its
 * time given back by a delete or a move, or held by `made` itself: a log made again, an undo that took it off again).
 * Undefined when none is left, or `before` was made longer ago than undo reaches.
 */
function carriedTakenOff(before: Change | undefined, made: Change): Change['takenOff'] {
  // Of this conversation only: past the undo window since the change before, a delete is of another day's work.
  if (!before || made.at - before.at > UNDO_WINDOW_MS) return undefined;
  const held = { ...before.takenOff };
  const ids = [before, before.kind === 'named' ? before.previous : undefined, before.kind === 'logged' ? before.earlier : undefined];
  for (const each of ids) {
    const id = each && 'id' in each ? each.id : undefined;
    const own = id ? ownTakenFrom(each, id) : undefined;
    if (id && own) held[id] = own;
  }
  const settled = 'id' in made && made.id && (made.kind === 'logged' || ((made.kind === 'deleted' || made.kind === 'edited' || made.kind === 'undone') && !!made.takenFrom));
  if (settled) delete held[made.id!];
  const kept = Object.entries(held).slice(-MAX_TAKEN_OFF);
  return kept.length ? Object.fromEntries(kept) : undefined;
}
const MAX_REMEMBERED = 1_000;
const remembered = new Map<string, Change>();

function personKey(turn: Turn): string {
  const token = getAccountLinkingAccessToken(turn.input.requestEnvelope) ?? '';
  return sha256(`${turn.config.apiBaseUrl}\n${token}`);
}

/** Remembers the skill's change, in the session and in this container; with the projects offered, when one was chosen among them. */
export function rememberChange(turn: Turn, made: Change) {
  // The entry the choice went to is the first this request changes.
  if (turn.offered && !turn.offered.id && 'id' in made && made.id) turn.offered.id = made.id;
  const { id, projects } = turn.offered ?? {};
  const takenOff = carriedTakenOff(rememberedChange(turn), made);
  const change = { ...made, ...(id && projects && !made.offered ? { offered: { id, projects } } : {}), takenOff };
  if (!takenOff) delete change.takenOff;
  store(turn, change);
}

/**
 * The last change kept, but with the log `id` no longer among those taken off a timer: its time was given back and
 * the log stays ("it wasn't part of the timer", said after a break or a stop in between). A length the change would
 * put back on that timer has the time given back too: undo of the break between put the timer back short by it.
 */
export function settleTakenOff(turn: Turn, id: string) {
  const change = rememberedChange(turn);
  const given = change?.takenOff?.[id];
  if (!change || !given) return;
  const rest = Object.entries(change.takenOff!).filter(([log]) => log !== id);
  const kept: Change = withTimeGivenBack({ ...change, takenOff: Object.fromEntries(rest) }, given);
  if (!rest.length) delete kept.takenOff;
  store(turn, kept);
}

/**
 * The change with time given back to a timer since (`given`, seconds by the timer's id) in the lengths its undo puts
 * back: an edit's length before, a stop's reported time (a stop at a past time), and those of a change an entry read
 * back since wraps.
 */
function withTimeGivenBack(change: Change, given: Record<string, number>): Change {
  const more = (timer: string, seconds: number) => seconds + (given[timer] ?? 0);
  const before = (timer: string, fields: ActivityUpdate) => (fields.duration === undefined ? fields : { ...fields, duration: more(timer, fields.duration) });
  switch (change.kind) {
    case 'edited':
      return {
        ...change,
        before: before(change.id, change.before),
        ...(change.alongside ? { alongside: change.alongside.map((other) => ({ ...other, before: before(other.id, other.before) })) } : {}),
        ...(change.breakFrom ? { breakFrom: { ...change.breakFrom, before: before(change.breakFrom.id, change.breakFrom.before) } } : {}),
      };
    case 'stopped':
      return change.reported !== undefined && change.ids.length === 1 ? { ...change, reported: more(change.ids[0], change.reported) } : change;
    case 'named':
      return change.previous ? { ...change, previous: withTimeGivenBack(change.previous, given) } : change;
    default:
      return change;
  }
}

/**
 * A change in doubt (a write whose answer was lost, and no look could tell) as the last one: undo takes nothing back
 * past it (it took back the change before, which was no longer the last).
 */
export const changeInDoubt = (turn: Turn) => rememberChange(turn, { kind: 'unsure', at: turn.now });

/** Keeps the change as the last one, in the session and in this container. */
function store(turn: Turn, change: Change) {
  turn.state.lastChange = change;
  turn.changeRemembered = true;
  const key = personKey(turn);
  remembered.delete(key);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, change);
}

/** A question about something else, answered: its intent and slots, to be asked again with a correction's words. */
export interface Asked {
  at: number;
  intent: (typeof ASKED_INTENTS)[number];
  slots: Record<string, string>;
}
const ASKED_INTENTS = ['Totals', 'WhichProject', 'LastEntry', 'Recap'] as const;
const asked = new Map<string, Asked>();

/**
 * A question about something else answered ("how much did I log on Greenleaf today?", "which project is
 * Stackwise?"): a correction said next ("no, I meant Greenfield") is of that question, and moves no entry.
 * Kept as a change is, in the session and in this container. `input`: the request as handled (a question asked
 * again is not the request that came).
 */
export function rememberQuestion(turn: Turn, input: HandlerInput) {
  const request = input.requestEnvelope.request;
  if (request.type !== 'IntentRequest') return;
  const slots = Object.fromEntries(Object.values(request.intent.slots ?? {}).flatMap((slot) => (slot.value ? [[slot.name, slot.value.slice(0, MAX_SLOT_CHARS)]] : [])));
  const question = { at: turn.now, intent: request.intent.name, slots };
  if (!isAsked(question)) return;
  turn.state.asked = question;
  const key = personKey(turn);
  asked.delete(key);
  if (asked.size >= MAX_REMEMBERED) asked.delete(asked.keys().next().value!);
  asked.set(key, question);
}

/** Such a question, answered at or after `change` (or, with none, in the last hour). */
export function askedSince(turn: Turn, change: Change | undefined): Asked | undefined {
  // One dated ahead of now was not put there by the skill (session attributes are input): it would make every
  // correction of the session a question asked again.
  const last = [turn.state.asked, asked.get(personKey(turn))].filter((a): a is Asked => !!a && a.at <= turn.now + 1000).sort((a, b) => b.at - a.at)[0];
  return last && last.at >= (change?.at ?? 0) && turn.now - last.at <= UNDO_WINDOW_MS ? last : undefined;
}

export function isAsked(value: unknown): value is Asked {
  const question = value as Asked;
  return (
    typeof question?.at === 'number' &&
    Number.isFinite(question.at) &&
    (ASKED_INTENTS as readonly string[]).includes(question.intent) &&
    typeof question.slots === 'object' &&
    question.slots !== null &&
    Object.entries(question.slots).length <= 4 &&
    Object.entries(question.slots).every(([name, text]) => name.length <= 20 && typeof text === 'string' && text.length <= MAX_SLOT_CHARS)
  );
}

/** The skill's last change as remembered here (the session, this container), without asking the service. */
export function rememberedChange(turn: Turn): Change | undefined {
  const candidates = [turn.state.lastChange, remembered.get(personKey(turn))].filter((c): c is Change => !!c);
  return candidates.sort((a, b) => b.at - a.at)[0];
}

/**
 * The skill's last change, when a length said now may correct how it was made (a break's length, a log's taken off a
 * timer): as remembered here, within minutes. The service is not asked: every length said of "that" comes this way,
 * and a round more was too many.
 */
export function changeToCorrect(turn: Turn): Change | undefined {
  const change = rememberedChange(turn);
  return change && turn.now - change.at <= CORRECTED_WITHIN_MS ? change : undefined;
}

/** Longer than any request takes: what the service shows from later than this after the skill's change is not of it. */
const OWN_CHANGE_MS = 10_000;

/** The activities a change made or touched. */
function touchedBy(change: Change): string[] {
  const ids: string[] = [];
  if ('id' in change && change.id) ids.push(change.id);
  if ('ids' in change) ids.push(...change.ids);
  if ('stopped' in change && change.stopped) ids.push(...change.stopped);
  if ('discarded' in change && change.discarded) ids.push(...change.discarded);
  if ('trimmed' in change && change.trimmed) ids.push(...Object.keys(change.trimmed));
  if ('takenFrom' in change && change.takenFrom) ids.push(...Object.keys(change.takenFrom));
  // A part split off after a log is made in the same request: the service shows it as news unless it is the log's.
  if ('splitOff' in change && change.splitOff) ids.push(...Object.values(change.splitOff).map((part) => part.id));
  if ('alongside' in change && change.alongside) ids.push(...change.alongside.map((other) => other.id));
  if ('earlier' in change && change.earlier) ids.push(...touchedBy(change.earlier));
  return ids;
}

/** The last change the service itself shows: an Alexa timer started or stopped, or time logged. */
export function changeShownBy(activities: Activity[]): Change | undefined {
  let latest: Change | undefined;
  for (const activity of activities) {
    if (activity.source !== 'alexa') continue;
    const project = activity.project;
    const stops = activity.records.flatMap((r) => (r.stop_time ? [Date.parse(r.stop_time)] : []));
    const change: Change =
      activity.status === 'pending'
        ? { kind: 'started', id: activity.id, at: Date.parse(activity.created_at), project, shown: true }
        : stops.length
          ? { kind: 'stopped', ids: [activity.id], at: Math.max(...stops), project, shown: true }
          : { kind: 'logged', id: activity.id, at: Date.parse(activity.created_at), project, shown: true };
    if (!latest || change.at > latest.at) latest = change;
  }
  return latest;
}

/** The person's recent activities from Alexa, newest first. */
export async function recentAlexaActivities(turn: Turn): Promise<Activity[]> {
  return (await turn.api.activities.list({ filter: ['source:alexa'], order_by: '-created_at', per_page: 20 })).data;
}

/**
 * The last change the skill made, if it is recent: the one remembered, unless the service shows a later
 * one. `activities` are the recent Alexa activities (fetched when not given).
 */
export async function lastChange(turn: Turn, activities?: Activity[]): Promise<Change | undefined> {
  const mine = rememberedChange(turn);
  const shown = changeShownBy(activities ?? (await recentAlexaActivities(turn)));
  // A second's leeway: the service's clock and the skill's may differ by a little. What the service shows of the
  // skill's own change (a create answered slowly is dated after the request began) is that change, which the
  // skill knows better (the first of two logs, the timers a start stopped): one of the same activities, within
  // the time a request takes, and a stop only of what the change stopped. A timer the skill started, resumed or
  // edited, stopped since on the website or through another container, is news.
  const shownId = shown && touchedBy(shown)[0];
  const stoppedByMine = mine?.kind === 'stopped' ? mine.ids : mine && 'stopped' in mine ? (mine.stopped ?? []) : [];
  const ownChange =
    !!mine && !!shownId && shown!.at - mine.at <= OWN_CHANGE_MS && touchedBy(mine).includes(shownId) && (shown!.kind !== 'stopped' || stoppedByMine.includes(shownId));
  const last = shown && !ownChange && (!mine || shown.at > mine.at + 1000) ? shown : mine;
  if (!last || turn.now - last.at > UNDO_WINDOW_MS) return undefined;
  return last;
}

/** Makes the entry "that" for what the person says next, keeping the skill's own last change for undo. */
export async function nameEntry(turn: Turn, entry: Activity, recent?: Activity[]): Promise<void> {
  const previous = beforeNaming(await lastChange(turn, recent));
  rememberChange(turn, { kind: 'named', id: entry.id, at: turn.now, project: entry.project, ...(previous ? { previous } : {}) });
}

// Alexa hands the session back as it was sent, but it is still input: only the skill's own shape is kept.
const isId = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_CHARS;
/** Entries changed at once with another: two logged in one breath. */
export const MAX_ALONGSIDE = 4;
const isIds = (value: unknown) => Array.isArray(value) && value.length > 0 && value.length <= 100 && value.every(isId);
// A project whose name is spoken from here ("Moved your 2 hours to ..."): nothing XML forbids in it.
const isSpokenRef = (value: unknown) => value !== undefined && isProject(value) && !holdsXmlForbidden((value as Ref).name);
const isProject = (value: unknown) =>
  value === undefined || (isId((value as Ref)?.id) && typeof (value as Ref).name === 'string' && (value as Ref).name.length <= MAX_NAME_CHARS);
// Seconds reported at the real stop, for timers the change stopped.
const isReported = (value: unknown, ids: unknown) =>
  value === undefined ||
  (typeof value === 'object' && value !== null && Object.entries(value).every(([id, seconds]) => Array.isArray(ids) && ids.includes(id) && Number.isInteger(seconds) && seconds >= 0));
// The one timer a log's time was taken off, with the seconds taken.
/**
 * The entries one log's time came off at most: the timer it was counted by, or each entry its clock times overlapped
 * (one asked about, and the others named with it: `MAX_OFFERED` in session.ts). Logs over more are not made by voice.
 */
export const MAX_TAKEN_FROM = 11;
// The parts split off after a log, by the id of the entry each came off: one per entry it took time off at most.
const isSplitOff = (value: unknown) =>
  value === undefined ||
  (typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length >= 1 &&
    Object.keys(value).length <= MAX_TAKEN_FROM &&
    Object.entries(value).every(([id, part]) => isId(id) && isId((part as { id?: unknown })?.id) && Number.isInteger((part as { seconds?: unknown }).seconds) && (part as { seconds: number }).seconds > 0 && (part as { seconds: number }).seconds <= MAX_DURATION_SECONDS));
const isTakenFrom = (value: unknown) =>
  value === undefined ||
  (typeof value === 'object' && value !== null && Object.keys(value).length >= 1 && Object.keys(value).length <= MAX_TAKEN_FROM && Object.entries(value).every(([id, seconds]) => isId(id) && Number.isInteger(seconds) && seconds > 0 && seconds <= MAX_DURATION_SECONDS));
// Dates by id, as the service writes them, of the entries a log moved the start of.
const isDatesOfIds = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).length >= 1 && Object.keys(value).length <= MAX_TAKEN_FROM &&
  Object.entries(value).every(([id, date]) => isId(id) && typeof date === 'string' && date.length <= 40 && !Number.isNaN(Date.parse(date)));
// Seconds by id, of the entries a change touched beside its own (cut to end at a start, resumed with it).
const isSecondsOfIds = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).length <= MAX_ALONGSIDE && Object.keys(value).every(isId) && isReported(value, Object.keys(value));
// The fields an edit remembers, each as the service holds it.
const EDITABLE: Record<string, (value: unknown) => boolean> = {
  description: (value) => typeof value === 'string' && value.length > 0 && value.length <= 5_000,
  project_id: isId,
  date: (value) => typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value)),
  duration: (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_DURATION_SECONDS,
};

export function isChange(value: unknown): value is Change {
  const change = value as Record<string, unknown> | null;
  if (!change || !Number.isFinite(change.at) || !isProject(change.project) || !(change.shown === undefined || change.shown === true)) return false;
  const offered = change.offered as { id?: unknown; projects?: unknown } | undefined;
  if (offered !== undefined && !(isId(offered?.id) && Array.isArray(offered.projects) && offered.projects.length > 1 && offered.projects.length <= MAX_OFFERED && offered.projects.every(isSpokenRef))) return false;
  const takenOff = change.takenOff as Record<string, unknown> | undefined;
  if (takenOff !== undefined && !(typeof takenOff === 'object' && takenOff !== null && Object.keys(takenOff).length <= MAX_TAKEN_OFF && Object.entries(takenOff).every(([id, taken]) => isId(id) && taken !== undefined && isTakenFrom(taken)))) return false;
  switch (change.kind) {
    case 'started':
      return (
        isId(change.id) &&
        (change.stopped === undefined || isIds(change.stopped)) &&
        isReported(change.reported, change.stopped) &&
        (change.discarded === undefined || isIds(change.discarded)) &&
        (change.trimmed === undefined ||
          isSecondsOfIds(change.trimmed))
      );
    case 'stopped':
      return isIds(change.ids) && (change.reported === undefined || (Number.isInteger(change.reported) && (change.reported as number) >= 0));
    case 'resumed':
      return (
        isId(change.id) &&
        Number.isInteger(change.reported) &&
        (change.reported as number) >= 0 &&
        (change.stopped === undefined || isIds(change.stopped)) &&
        (change.together === undefined || isSecondsOfIds(change.together))
      );
    case 'ungrouped':
      return isIds(change.ids);
    case 'logged': {
      // One log before it at most: a request names two projects.
      const earlier = change.earlier as Record<string, unknown> | undefined;
      return (
        isId(change.id) &&
        isTakenFrom(change.takenFrom) &&
        (change.overlapOf === undefined || isIds(change.overlapOf)) &&
        (change.startsMoved === undefined || isDatesOfIds(change.startsMoved)) &&
        isSplitOff(change.splitOff) &&
        (earlier === undefined || (earlier.kind === 'logged' && earlier.earlier === undefined && isChange(earlier)))
      );
    }
    case 'grouped':
    case 'created':
      return isId(change.id);
    case 'named':
      return isId(change.id) && (change.previous === undefined || ((change.previous as Change).kind !== 'named' && isChange(change.previous)));
    case 'deleted':
      return (
        isId(change.id) && typeof change.timer === 'boolean' && isTakenFrom(change.takenFrom) && (change.also === undefined || isIds(change.also)) && (change.overlapOf === undefined || isIds(change.overlapOf))
      );
    case 'edited': {
      const fieldsBefore = (before: Record<string, unknown> | null) =>
        typeof before === 'object' &&
        before !== null &&
        Object.keys(before).length > 0 &&
        Object.entries(before).every(([field, value]) => Object.hasOwn(EDITABLE, field) && EDITABLE[field](value));
      const alongside = change.alongside as { id?: unknown; before?: Record<string, unknown> | null }[] | undefined;
      const breakFrom = change.breakFrom as { id?: unknown; before?: Record<string, unknown> | null } | undefined;
      return (
        isId(change.id) &&
        fieldsBefore(change.before as Record<string, unknown> | null) &&
        (change.break === undefined || (Number.isInteger(change.break) && (change.break as number) > 0 && (change.break as number) <= MAX_DURATION_SECONDS)) &&
        isPartBreak(change.partBreak) &&
        isTakenFrom(change.takenFrom) &&
        (alongside === undefined ||
          (Array.isArray(alongside) && alongside.length > 0 && alongside.length <= MAX_ALONGSIDE && alongside.every((other) => isId(other?.id) && fieldsBefore(other.before ?? null)))) &&
        (breakFrom === undefined || (isId(breakFrom?.id) && fieldsBefore(breakFrom?.before ?? null))) &&
        (change.notTaken === undefined || (isIds(change.notTaken) && (change.notTaken as string[]).length <= MAX_ALONGSIDE)) &&
        (change.overlapOf === undefined || isIds(change.overlapOf))
      );
    }
    case 'undone':
      return (change.id === undefined || isId(change.id)) && isTakenFrom(change.takenFrom);
    case 'unsure':
      return true;
  }
  return false;
}
