// "I took a thirty minute break", "take half an hour off my timer": the running timer counted a break, which comes
// off it, and it keeps running (it was not understood). Of several running, which one is asked; with none, the
// entry of the timer just stopped ("stop my timer", then "I had a half hour lunch break"). Undo gives the time back.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity } from '../../models';
import { askWhichEntry, changeLength, entryStill, leftStopped, rememberChangedTogether, spokenDayOf, trackedEnd, trackedOverlap, trackedSpans, trackedStart, updateEntry } from '../conversation/edits';
import { nearerToCome, pastTimeOfDay, spokenTime } from '../conversation/past-time';
import { inZone } from '../dates/time-zone';
import { changeToCorrect, lastChange, MAX_ALONGSIDE, rememberChange, SAID_AGAIN_MS } from '../conversation/last-change';
import type { Turn } from '../conversation/turn';
import { spokenDuration, spokenList } from '../speech/spoken';
import { isIntent, projectText, slotOf, slotText, turnOf } from '../conversation/requests';
import { resolveWithClients } from '../conversation/find-project';
import type { Resolution } from '../resolution/resolution';
import { echo } from '../conversation/words';
import { heardWords } from '../resolution/names';
import { ask, askAgain, elicitFor, saidBefore, tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import { activitiesIn } from '../conversation/totals';
import { durationSeconds, saidInDays, wholeMinutesOf } from '../dates/durations';
import { pausesOf } from '../conversation/stop-at';

export const TakeBreakHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'TakeBreak'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    // "I took an hour lunch", to "When did you finish?" about a timer left running since yesterday: no answer. The
    // question stands (the hour came off the 24 hours, and the question was dropped: the night stayed booked).
    if (turn.state.pending?.kind === 'forgottenTimer') return askAgain(turn, turn.state.pending);
    // "Make that a forty five minute break": the break just taken was that long.
    const correction = slotText(input, 'correctedLength');
    if (correction) return correctBreak(turn, durationSeconds(correction));
    const said = slotText(input, 'length');
    const at = slotText(input, 'at');
    // "I had lunch from twelve to one": the break's length is the time between.
    const seconds = durationSeconds(said) ?? minutesBetween(at, slotText(input, 'until')) * 60;
    // A break of days is no break from a timer; none heard is asked for, the answer ("thirty minutes") coming back as
    // the break's length (said alone, it was taken for time to add to the last entry).
    if (!seconds || saidInDays(said)) return elicitFor(turn, { name: 'TakeBreak', confirmationStatus: 'NONE', slots: {} }, 'length', t('break.noLength'));
    // "Take 45 minutes off my Greenleaf timer", "... off my greenleaf entry": the project's words, looked up beside the rest.
    const heard = projectText(input, 'project', { timer: true });
    const words = heard ? withoutEntryWords(heard) : undefined;
    const [timers, change, named] = await Promise.all([runningTimers(turn), lastChange(turn), words ? resolveWithClients(turn, words, slotOf(input, 'project')) : undefined]);
    // The same break said again just after it was taken (a reply missed): asked, as time logged twice is. One named
    // off another project is no repeat.
    const sameProject = !named || (named.status === 'match' && named.project.id === change?.project?.id);
    // (Of a break only part of which came off, the break as said, at the time said.)
    const zone = await turn.timeZone();
    const sameBreak = !change || change.kind !== 'edited' || !change.partBreak || change.partBreak.from === breakBegan(turn, at, zone);
    if (change?.kind === 'edited' && change.break && sameBreak && (change.partBreak?.said ?? change.break) === seconds && turn.now - change.at <= SAID_AGAIN_MS && !turn.state.pending && sameProject) {
      const entry = await entryStill(turn, change.id);
      // Told with its time, the same break is the same minutes: what the entry counted of them came off already.
      if (entry && change.partBreak) return tell(turn, t('break.alreadyTaken', { project: entry.project.name, duration: spokenDuration(t, change.break) }));
      // Said again after "both" left some as they were (the service refused them): of those, not more off the others.
      const notTaken = (await Promise.all((change.notTaken ?? []).map((id) => entryStill(turn, id)))).filter((other): other is Activity => !!other);
      if (entry && notTaken.length === 1) return askToTakeOff(turn, notTaken[0], seconds, 'break.notTakenYet', { taken: entry.project.name });
      if (entry && notTaken.length > 1) return askWhichEntry(turn, notTaken, { break: seconds });
      if (entry) return askToTakeOff(turn, entry, seconds, 'break.again');
    }
    // "A lunch break at noon", said at ten: noon is still to come (it was read as midnight's).
    const toCome = nearerToCome(at, zone, turn.now);
    if (toCome) return tell(turn, t('break.notYet', { time: spokenTime(t, toCome, zone, turn.now) }));
    const takeOff = (entry: Activity) => takeOffWhileCounting(turn, entry, at, seconds, { unnamed: true });
    // The entries of the timers the skill stopped last, by a stop (of all of them, perhaps) or a switch, if that was the
    // last change (a break told once the day is done, or just after moving on to other work). After "stop all my
    // timers" it said no timer ran.
    const stoppedIds = change?.kind === 'stopped' ? change.ids : change?.kind === 'started' ? (change.stopped ?? []) : [];
    const stopped = stoppedIds.length <= MAX_ALONGSIDE + 1 ? await Promise.all(stoppedIds.map((id) => entryStill(turn, id))) : [];
    const justStopped = stopped.filter((entry): entry is Activity => entry?.status === 'complete');
    if (words && named) return breakOffNamed(turn, named, words, [...timers, ...justStopped], seconds, (entry) => takeOffWhileCounting(turn, entry, at, seconds));
    // The entries the break may be of: the timers running, and the one stopped in the last few minutes (with none
    // running, or a time said, within the hour). Of those, the ones counting when it began ("a thirty minute lunch break at noon"),
    // and of these, the ones that counted as long: one is taken, several asked about. A timer just started after a
    // switch had it taken off (a minute long, "To remove it, say, delete that"), or was asked about beside the one stopped.
    // Told with its time, the one stopped is weighed as long as it is the last change: the time tells them apart.
    const began = breakBegan(turn, at, zone);
    // After a switch (the last change, within the hour), the entry it stopped may as well have held the break as the
    // timer it started (it came off the new timer, or was refused as longer than it).
    const recent = began !== undefined || (change && (turn.now - change.at <= JUST_STOPPED_MS || change.kind === 'started')) ? justStopped : [];
    const pool = [...timers, ...(timers.length ? recent : justStopped)];
    // (Counting then: any of the break within the time it counted, not paused for it.)
    const then = pool.filter((entry) => began === undefined || trackedOverlap(entry, began, began + seconds * 1000) >= 60_000);
    const off = await offOneOf(turn, then, seconds, takeOff, { began, at });
    if (off) return off;
    // One alone, not counting then: why nothing comes off it is said (begun after the break, or ended before it).
    if (pool.length === 1) return takeOff(pool[0]);
    if (pool.length) return tell(turn, t('break.noneThen', { time: spokenTime(t, inZone(began!, zone), zone, turn.now) }));
    // Just after time was logged ("log two hours on greenleaf", then "I took a thirty minute break"): whether the break
    // comes off that log is asked (it said no timer runs, and how to ask for an entry).
    const logged = change?.kind === 'logged' && !change.earlier && turn.now - change.at <= JUST_LOGGED_MS ? await entryStill(turn, change.id) : undefined;
    if (logged && logged.duration > seconds) return askToTakeOff(turn, logged, seconds);
    return tell(turn, t('break.noTimer'));
  },
};

/**
 * A break off a project named: its timer, of those running or the one just stopped (`entries`), else its entry of
 * today ("take half an hour off my greenleaf entry"). A name only guessed at is put as a question; one not found
 * takes nothing off (it came off whatever timer ran).
 */
async function breakOffNamed(turn: Turn, named: Resolution, words: string, entries: Activity[], seconds: number, takeOff: (entry: Activity) => Promise<Response>): Promise<Response> {
  const { t } = turn;
  const meant = named.status === 'ambiguous' ? named.candidates : named.status === 'none' ? [] : [named.project];
  const theirs = entries.filter((entry) => meant.some((project) => project.id === entry.project.id));
  if (named.status === 'confirm' && theirs.length === 1) return askToTakeOff(turn, theirs[0], seconds);
  // Of a project named outright, a timer too short says so; only an entry just stopped may give way to today's others.
  const longerOnly = named.status === 'match' && !theirs.some((entry) => entry.status === 'pending');
  const running = named.status === 'confirm' ? undefined : await offOneOf(turn, theirs, seconds, takeOff, { longerOnly });
  if (running) return running;
  if (named.status !== 'match') return tell(turn, t('break.notFound', { heard: echo(words) ?? t('break.thatProject') }));
  // Of today's entries of the project (the one just stopped may be too short), those that counted as long.
  const today = await turn.today();
  const data = await activitiesIn(turn, { from: today, to: today }, [`project_id:${named.project.id}`]);
  return (await offOneOf(turn, data, seconds, takeOff)) ?? tell(turn, t('break.notRunning', { project: named.project.name }));
}

/**
 * A break told with its time ("I took lunch from twelve to one") comes off the entry only for the minutes it counted
 * then: of a timer started at 12:30, the half hour after; of one paused for lunch ("I'm going to lunch", "I'm back"),
 * nothing (the hour came off all the same, work lost). None counted: nothing comes off, and why is said (begun after
 * the break, ended before it, or not counting then). With no time said, or of a log (no times counted), all of it.
 */
export async function takeOffWhileCounting(turn: Turn, entry: Activity, at: string | undefined, seconds: number, { unnamed }: { unnamed?: boolean } = {}): Promise<Response> {
  const zone = await turn.timeZone();
  const began = breakBegan(turn, at, zone);
  // Told without its time, of a timer paused today for half as long or more ("I'm going to lunch", "I'm back", then
  // "I took an hour lunch"): the pause may have been that break, which the timer did not count. Asked (it came off
  // again: an hour of work lost).
  // A pause shorter than the break leaves the rest of it to take off (12 to 12:30, then "an hour lunch": 30 minutes).
  const paused = began === undefined ? pauseOf(entry, seconds, turn.now) : undefined;
  if (paused) {
    const spoken = (moment: number) => spokenTime(turn.t, inZone(moment, zone), zone, turn.now);
    const rest = seconds - wholeMinutesOf(paused[1] - paused[0]);
    const times = { from: spoken(paused[0]), to: spoken(paused[1]) };
    return rest >= 60 ? askToTakeOff(turn, entry, rest, 'break.pausedPart', times) : askToTakeOff(turn, entry, seconds, 'break.pausedAlready', times);
  }
  // Told without its time or its entry (`unnamed`), of a timer stopped as long ago as the break or longer ("I'm going
  // to lunch" at noon, then "I took an hour lunch" at one): the break may have come after the stop, which the timer
  // never counted. Asked (the hour came off the morning's work).
  if (unnamed && began === undefined && entry.status === 'complete' && trackedSpans(entry).length && turn.now - trackedEnd(entry) >= seconds * 1000 - 60_000) {
    const stoppedAt = trackedEnd(entry);
    return askToTakeOff(turn, entry, seconds, 'break.afterStop', { time: spokenTime(turn.t, inZone(stoppedAt, zone), zone, turn.now) });
  }
  if (began === undefined || trackedSpans(entry).length === 0) return takeBreakOff(turn, entry, seconds);
  const counted = countedOf(entry, 0, began, seconds);
  if (counted >= seconds - 60) return takeBreakOff(turn, entry, seconds);
  const { t } = turn;
  const project = entry.project.name;
  const spoken = (moment: number) => spokenTime(t, inZone(moment, zone), zone, turn.now);
  if (counted === 0) {
    const [start, end] = [trackedStart(entry), entry.status === 'complete' ? trackedEnd(entry) : Infinity];
    if (began + seconds * 1000 <= start) return tell(turn, t('break.beforeStart', { project, start: spoken(start), time: spoken(began) }));
    if (began >= end) return tell(turn, t('break.afterEnd', { project, end: spoken(end), time: spoken(began) }));
    return tell(turn, t('break.notCounting', { project, time: spoken(began) }));
  }
  // A copy: the response builder is shared, and the change's answer is written into the same response.
  const partly = structuredClone(tell(turn, t('break.partly', { project, duration: spokenDuration(t, counted), break: spokenDuration(t, seconds) })));
  return saidBefore(partly, await takeBreakOff(turn, entry, counted, { said: seconds, from: began }));
}

/** How long ago a pause may have ended and still be the break told: within the working day. */
const PAUSE_WITHIN_MS = 12 * 3600_000;

/**
 * The latest pause in what the entry counted (`pausesOf`: a stop undone is none, a break taken off since leaves them)
 * of about the break's length, half to one and a half times it, ended in the last twelve hours: its start and end (ms).
 */
const pauseOf = (entry: Activity, seconds: number, now: number): [number, number] | undefined =>
  pausesOf(entry, now).filter(([from, to]) => Math.abs((to - from) / 1000 - seconds) <= seconds / 2 && now - to <= PAUSE_WITHIN_MS).at(-1);

/**
 * Of a break told with its time (`from`, ms), the seconds the entry counted then, as it was before `taken` came off
 * it; in whole minutes (a reported time is rounded to seconds, not a minute of break).
 */
function countedOf(entry: Activity, taken: number, from: number, seconds: number): number {
  const before = taken ? { ...entry, duration: entry.duration + taken } : entry;
  return wholeMinutesOf(trackedOverlap(before, from, from + seconds * 1000));
}

/**
 * The break off one of the entries: of those that counted as long, the one, or which is asked; with none as long, the
 * first says it is too short (unless `longerOnly`, when another may still hold it). Undefined with no entries.
 */
async function offOneOf(turn: Turn, entries: Activity[], seconds: number, takeOff: (entry: Activity) => Promise<Response>, options: { longerOnly?: boolean; began?: number; at?: string } = {}): Promise<Response | undefined> {
  // Told with its time, those that counted all of it, if any; of several that counted only part, the answer takes off
  // only that part of the one chosen ("both" is then no answer: each counted another part).
  const { began, at } = options;
  const whole = began === undefined ? [] : entries.filter((entry) => trackedOverlap(entry, began, began + seconds * 1000) >= seconds * 1000 - 60_000);
  const long = (whole.length ? whole : entries).filter((entry) => entry.duration >= seconds || (began !== undefined && !whole.length));
  if (long.length > 1) return askWhichEntry(turn, long.slice(0, MAX_ALONGSIDE + 1), at && !whole.length ? { breakAt: { seconds, at } } : { break: seconds });
  if (long.length === 1) return takeOff(long[0]);
  return entries.length && !options.longerOnly ? takeOff(entries[0]) : undefined;
}

/** How soon after time was logged a break told may be one of it; so with a timer stopped, beside others running. */
const JUST_LOGGED_MS = 10 * 60_000;
const JUST_STOPPED_MS = JUST_LOGGED_MS;

/** When a break told with its time ("at noon") began: the last such moment gone by; undefined with no clock time. */
const breakBegan = (turn: Turn, at: string | undefined, zone: string): number | undefined => pastTimeOfDay(at, zone, turn.now)?.valueOf();

/** "From twelve to one" (AMAZON.TIME values, without am or pm): the minutes between, within twelve hours; 0 when unclear. */
export function minutesBetween(from: string | undefined, to: string | undefined): number {
  const minutes = (value: string | undefined) => {
    const match = /^(\d{2}):(\d{2})$/.exec(value ?? '');
    return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
  };
  const [start, end] = [minutes(from), minutes(to)];
  if (start === undefined || end === undefined) return 0;
  const between = end - start > 0 ? end - start : end - start + 12 * 60;
  return between > 0 && between < 12 * 60 ? between : 0;
}

/** "My greenleaf entry", "the greenleaf time": the project's words. */
const withoutEntryWords = (words: string) => /^(?:(?:the|my) )?(.+?) (?:entry|time|hours)$/.exec(heardWords(words))?.[1] ?? words;

/**
 * "Take 30 minutes off your timer for Greenleaf Yoga Studio?": a break off an entry only guessed at (a name half heard,
 * the log just made), or the same break said again (`key`, "I just took 30 minutes off ..."), put as a question.
 */
async function askToTakeOff(turn: Turn, entry: Activity, seconds: number, key = entry.status === 'pending' ? 'break.confirmTimer' : 'break.confirmEntry', spoken: Record<string, string> = {}): Promise<Response> {
  const { t } = turn;
  const question = t(key, { duration: spokenDuration(t, seconds), project: entry.project.name, day: await spokenDayOf(turn, entry), ...spoken });
  return ask(turn, question, question, { kind: 'chooseEntry', entries: [{ id: entry.id, project: entry.project }], then: { break: seconds } });
}

/**
 * "Make that a forty five minute break", "no, the break was an hour": the break just taken off an entry corrected.
 * With no break taken in the last few minutes, or one as long as the entry's whole time, nothing changes, and the
 * person hears why (it was not understood).
 */
async function correctBreak(turn: Turn, seconds: number | null): Promise<Response> {
  const { t } = turn;
  const change = changeToCorrect(turn);
  const entry = change?.kind === 'edited' && change.break ? await entryStill(turn, change.id) : undefined;
  if (!entry) return tell(turn, t('break.nothingToCorrect'));
  // Not asked for: the answer would come back as a break of its own, taken off on top of this one.
  if (!seconds) return tell(turn, t('break.correctionUnclear'));
  return (await breakCorrected(turn, entry, seconds, { ofBreak: true })) ?? tell(turn, t('break.notCorrected', { project: entry.project.name, duration: spokenDuration(t, seconds) }));
}

/**
 * "Both", to which timer a break is for: the break comes off each (it was "Sorry, I didn't get that"), as one change
 * that undo puts back together. One that counted less than the break changes none; one the service would not
 * change is named, and what did change is kept for undo.
 */
export async function takeBreakOffEach(turn: Turn, ids: string[], seconds: number): Promise<Response> {
  const { t } = turn;
  const entries = (await Promise.all(ids.map((id) => entryStill(turn, id)))).filter((entry): entry is Activity => !!entry);
  // One that counted less since the question (changed on the website) changes none.
  const short = entries.find((entry) => entry.duration <= seconds);
  if (short) return tell(turn, t('break.longerThan', { project: short.project.name, duration: spokenDuration(t, seconds), counted: spokenDuration(t, short.duration) }));
  const changed: Activity[] = [];
  const failed: { id: string; project: string; error: unknown }[] = [];
  // Timers stopped for the change and not started again (`TimerLeftStopped`), changed or not: each is said.
  const stopped: string[] = [];
  for (const entry of entries) {
    try {
      await updateEntry(turn, entry, { duration: entry.duration - seconds });
      changed.push(entry);
    } catch (error) {
      const left = leftStopped(turn, error);
      if (left) stopped.push(left.said);
      if (left?.changed) changed.push(entry);
      else failed.push({ id: entry.id, project: entry.project.name, error });
    }
  }
  if (!changed.length && !stopped.length) throw failed[0]?.error ?? new Error('no entry to take a break off');
  const notTaken = failed.map((one) => ` ${t('break.notTakenFrom', { project: one.project })}`).join('');
  const left = stopped.map((said) => ` ${said}`).join('');
  if (!changed.length) return tell(turn, `${notTaken.trim()}${left}`);
  rememberChangedTogether(turn, changed, { duration: 0 }, { break: seconds, ...(failed.length ? { notTaken: failed.map((one) => one.id) } : {}) });
  const projects = spokenList(t, changed.map((entry) => entry.project.name), 'and');
  // Said as of entries ("Took 30 minutes off your ... time."), with no "keep running", when one was left stopped or
  // none ran (stopped entries, after "stop all my timers").
  const running = !stopped.length && changed.every((entry) => entry.status === 'pending');
  const taken = t('break.takenEach', { duration: spokenDuration(t, seconds), projects, count: running ? changed.length : 1 });
  return tell(turn, `${taken}${notTaken}${left}`);
}

/**
 * The break taken off the entry, remembered as a break: a length said next ("actually it was forty five minutes") is
 * the break's. `part`: of a break told with its time, only part of which came off (its length as said, and when it began).
 */
export async function takeBreakOff(turn: Turn, entry: Activity, seconds: number, part?: { said: number; from: number }): Promise<Response> {
  const { t } = turn;
  // One that counted less cannot have had it (chosen from a question, it was "To remove it, say, delete that").
  if (entry.duration < seconds) return tell(turn, t('break.longerThan', { project: entry.project.name, duration: spokenDuration(t, seconds), counted: spokenDuration(t, entry.duration) }));
  // Remembered as a break, also when the timer was left stopped by it (the error is said as such, after).
  const asBreak = () => {
    const change = turn.state.lastChange;
    if (change?.kind === 'edited' && change.id === entry.id && change.at === turn.now) rememberChange(turn, { ...change, break: seconds, ...(part ? { partBreak: part } : {}) });
  };
  try {
    return await changeLength(turn, -seconds, entry);
  } finally {
    asBreak();
  }
}

/**
 * "Actually it was forty five minutes", "no, an hour", just after a break of 30 minutes was taken off the entry: the
 * break was that long, not the entry (it was made 45 minutes long). Undefined when the last change was no break
 * taken off this entry in the last few minutes, or the length is half the entry's or more (its own length, then).
 * A break taken off each of two ("both") is corrected on each. Undo puts back the lengths from before the break.
 */
export async function breakCorrected(turn: Turn, entry: Activity, seconds: number, options: { ofBreak?: boolean } = {}): Promise<Response | undefined> {
  const change = changeToCorrect(turn);
  if (!seconds || change?.kind !== 'edited' || !change.break || change.id !== entry.id) return undefined;
  const { t } = turn;
  const taken = change.break;
  // Those it came off alongside, still there ("both": one deleted since is left out).
  const others = (await Promise.all((change.alongside ?? []).map((other) => entryStill(turn, other.id)))).filter((other): other is Activity => !!other);
  const entries = [...others, entry];
  // Half the time or more is no break but the entry's length ("set that entry to seven hours" of eight), unless the words
  // said it was the break's ("the break was an hour", `ofBreak`): then only a break as long as the time is refused.
  // After "both", a length said is the break's whenever it is shorter than each entry's whole time: one of them
  // too short refuses it, said so (it fell through to a length edit of the entry "that" means, the break's length).
  const tooLong = (of: Activity) => (options.ofBreak || others.length ? seconds >= of.duration + taken : seconds * 2 >= of.duration + taken);
  const long = entries.find(tooLong);
  if (long && others.length) return tell(turn, t('break.notCorrected', { project: long.project.name, duration: spokenDuration(t, seconds) }));
  if (long) return undefined;
  // Of a break told with its time, only part of which came off, the part the entry counted of the break as now said (it
  // took the whole difference off, work lost).
  const part = change.partBreak ? { said: seconds, from: change.partBreak.from } : undefined;
  const off = part ? countedOf(entry, taken, part.from, seconds) : seconds;
  const updated = [];
  for (const of of entries) updated.push(await updateEntry(turn, of, { duration: of.duration + taken - off }));
  if (updated.every((done, i) => !done && entries[i].status !== 'pending')) return tell(turn, t('edit.unchanged'));
  const before = (of: Activity) => ({ duration: of.duration + taken });
  const alongside = others.map((other) => ({ id: other.id, before: before(other) }));
  rememberChange(turn, { kind: 'edited', id: entry.id, at: turn.now, project: entry.project, before: before(entry), ...(off ? { break: off } : {}), ...(part ? { partBreak: part } : {}), ...(alongside.length ? { alongside } : {}) });
  if (others.length) return tell(turn, t('break.correctedEach', { change: spokenDuration(t, seconds), projects: spokenList(t, entries.map((of) => of.project.name), 'and') }));
  const spoken = { project: entry.project.name, change: spokenDuration(t, seconds), duration: spokenDuration(t, before(entry).duration - off) };
  return tell(turn, t(entry.status === 'pending' ? 'break.correctedRunning' : 'break.corrected', spoken));
}
