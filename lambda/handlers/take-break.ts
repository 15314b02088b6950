// "I took a thirty minute break", "take half an hour off my timer": the running timer counted a break, which comes
// off it, and it keeps running (it was not understood). Of several running, which one is asked; with none, the
// entry of the timer just stopped ("stop my timer", then "I had a half hour lunch break"). Undo gives the time back.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity } from '../../models';
import { askWhichEntry, changeLength, entryStill, trackedEnd, trackedStart, updateEntry } from '../conversation/edits';
import { pastTimeOfDay, spokenTime } from '../conversation/past-time';
import { inZone } from '../dates/time-zone';
import { changeToCorrect, lastChange, rememberChange, SAID_AGAIN_MS } from '../conversation/last-change';
import type { Turn } from '../conversation/turn';
import { spokenDuration, spokenList } from '../speech/spoken';
import { isIntent, projectText, slotOf, slotText, turnOf } from '../conversation/requests';
import { resolveWithClients } from '../conversation/find-project';
import { ask, elicitFor, tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import { durationSeconds, saidInDays } from '../dates/durations';

export const TakeBreakHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'TakeBreak'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    // "Make that a forty five minute break": the break just taken was that long.
    const correction = slotText(input, 'correctedLength');
    if (correction) return correctBreak(turn, durationSeconds(correction));
    const said = slotText(input, 'length');
    const seconds = durationSeconds(said);
    // A break of days is no break from a timer; none heard is asked for, the answer ("thirty minutes") coming back as
    // the break's length (said alone, it was taken for time to add to the last entry).
    if (!seconds || saidInDays(said)) return elicitFor(turn, { name: 'TakeBreak', confirmationStatus: 'NONE', slots: {} }, 'length', t('break.noLength'));
    const [timers, change] = await Promise.all([runningTimers(turn), lastChange(turn)]);
    // The same break said again just after it was taken (a reply missed): asked, as time logged twice is.
    if (change?.kind === 'edited' && change.break === seconds && turn.now - change.at <= SAID_AGAIN_MS && !turn.state.pending) {
      const entry = await entryStill(turn, change.id);
      if (entry) {
        const question = t('break.again', { duration: spokenDuration(t, seconds), project: entry.project.name });
        return ask(turn, question, question, { kind: 'chooseEntry', entries: [{ id: entry.id, project: entry.project }], then: { break: seconds } });
      }
    }
    // "Take 45 minutes off my Greenleaf timer": that project's running timer, of those running.
    const heard = projectText(input, 'project', { timer: true });
    const named = heard && timers.length ? await resolveWithClients(turn, heard, slotOf(input, 'project')) : undefined;
    const timer = named?.status === 'match' ? timers.find((running) => running.project.id === named.project.id) : undefined;
    const at = slotText(input, 'at');
    const takeOff = async (entry: Activity) => (await breakOutside(turn, entry, at)) ?? takeBreakOff(turn, entry, seconds);
    if (timer) return takeOff(timer);
    if (named?.status === 'match' && timers.length) return tell(turn, t('break.notRunning', { project: named.project.name }));
    if (timers.length > 1) return askWhichEntry(turn, timers, { break: seconds });
    if (timers.length === 1) return takeOff(timers[0]);
    // No timer runs: the one the skill stopped last, if it was the last change (a break told once the day is done).
    const stopped = change?.kind === 'stopped' && change.ids.length === 1 ? await entryStill(turn, change.ids[0]) : undefined;
    if (stopped?.status === 'complete') return takeOff(stopped);
    return tell(turn, t('break.noTimer'));
  },
};

/**
 * "I took a thirty minute lunch break at noon", of a timer started at one, or of an entry stopped at eleven: the break
 * was outside the time counted, and nothing comes off it (the half hour came off all the same). Undefined when no
 * time was said, or the break began while the entry counted.
 */
async function breakOutside(turn: Turn, entry: Activity, at: string | undefined): Promise<Response | undefined> {
  const zone = await turn.timeZone();
  const began = pastTimeOfDay(at, zone, turn.now)?.valueOf();
  if (began === undefined) return undefined;
  const { t } = turn;
  const spoken = (moment: number) => spokenTime(t, inZone(moment, zone), zone, turn.now);
  const [start, end] = [trackedStart(entry), entry.status === 'complete' ? trackedEnd(entry) : Infinity];
  if (began < start) return tell(turn, t('break.beforeStart', { project: entry.project.name, start: spoken(start), time: spoken(began) }));
  if (began >= end) return tell(turn, t('break.afterEnd', { project: entry.project.name, end: spoken(end), time: spoken(began) }));
  return undefined;
}

/**
 * "Make that a forty five minute break", "no, the break was an hour": the break just taken off an entry corrected.
 * With no break taken in the last few minutes, or one as long as half the entry, nothing changes, and the person
 * hears why (it was not understood).
 */
async function correctBreak(turn: Turn, seconds: number | null): Promise<Response> {
  const { t } = turn;
  const change = changeToCorrect(turn);
  const entry = change?.kind === 'edited' && change.break ? await entryStill(turn, change.id) : undefined;
  if (!entry) return tell(turn, t('break.nothingToCorrect'));
  // Not asked for: the answer would come back as a break of its own, taken off on top of this one.
  if (!seconds) return tell(turn, t('break.correctionUnclear'));
  return (await breakCorrected(turn, entry, seconds)) ?? tell(turn, t('break.notCorrected', { project: entry.project.name, duration: spokenDuration(t, seconds) }));
}

/**
 * "Both", to which timer a break is for: the break comes off each (it was "Sorry, I didn't get that"), as one change
 * that undo puts back together. One that counted less than the break changes none; one the service would not
 * change is named, and what did change is kept for undo.
 */
export async function takeBreakOffEach(turn: Turn, ids: string[], seconds: number): Promise<Response> {
  const { t } = turn;
  const entries = (await Promise.all(ids.map((id) => entryStill(turn, id)))).filter((entry): entry is Activity => !!entry);
  const short = entries.find((entry) => entry.duration < seconds);
  if (short) {
    const spoken = { project: short.project.name, duration: spokenDuration(t, seconds), counted: spokenDuration(t, short.duration) };
    const other = entries.find((entry) => entry.duration >= seconds);
    return tell(turn, t('break.longerThan', spoken) + (other ? ` ${t('break.offOne', { ...spoken, project: other.project.name })}` : ''));
  }
  const changed: Activity[] = [];
  let failed: { project: string; error: unknown } | undefined;
  for (const entry of entries) {
    try {
      await updateEntry(turn, entry, { duration: entry.duration - seconds });
      changed.push(entry);
    } catch (error) {
      failed = { project: entry.project.name, error };
      break;
    }
  }
  if (!changed.length) throw failed?.error ?? new Error('no entry to take a break off');
  const [last, ...others] = [...changed].reverse();
  rememberChange(turn, {
    kind: 'edited',
    id: last.id,
    at: turn.now,
    project: last.project,
    before: { duration: last.duration },
    ...(others.length ? { alongside: others.map((entry) => ({ id: entry.id, before: { duration: entry.duration } })) } : {}),
  });
  const projects = spokenList(t, changed.map((entry) => entry.project.name), 'and');
  const taken = t('break.takenEach', { duration: spokenDuration(t, seconds), projects, count: changed.length });
  return tell(turn, failed ? `${taken} ${t('break.notTakenFrom', { project: failed.project })}` : taken);
}

/** The break taken off the entry, remembered as a break: a length said next ("actually it was forty five minutes") is the break's. */
export async function takeBreakOff(turn: Turn, entry: Activity, seconds: number): Promise<Response> {
  const response = await changeLength(turn, -seconds, entry);
  const change = turn.state.lastChange;
  if (change?.kind === 'edited' && change.id === entry.id && change.at === turn.now) rememberChange(turn, { ...change, break: seconds });
  return response;
}

/**
 * "Actually it was forty five minutes", "no, an hour", just after a break of 30 minutes was taken off the entry: the
 * break was that long, not the entry (it was made 45 minutes long). Undefined when the last change was no break
 * taken off this entry in the last few minutes, or the length is half the entry's or more (its own length, then).
 * Undo puts back the length from before the break.
 */
export async function breakCorrected(turn: Turn, entry: Activity, seconds: number): Promise<Response | undefined> {
  const change = changeToCorrect(turn);
  if (!seconds || change?.kind !== 'edited' || !change.break || change.id !== entry.id) return undefined;
  const { t } = turn;
  const withoutBreak = entry.duration + change.break;
  // Half the time or more is no break but the entry's length ("set that entry to seven hours" of eight).
  if (seconds * 2 >= withoutBreak) return undefined;
  const project = entry.project.name;
  const updated = await updateEntry(turn, entry, { duration: withoutBreak - seconds });
  if (!updated && entry.status !== 'pending') return tell(turn, t('edit.unchanged'));
  rememberChange(turn, { kind: 'edited', id: entry.id, at: turn.now, project: entry.project, before: { duration: withoutBreak }, break: seconds });
  const spoken = { project, change: spokenDuration(t, seconds), duration: spokenDuration(t, withoutBreak - seconds) };
  return tell(turn, t(entry.status === 'pending' ? 'break.correctedRunning' : 'break.corrected', spoken));
}
