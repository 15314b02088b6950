// "Stop my timer at five", "I finished at six", "I stopped twenty minutes ago": the running timer stopped
// as if at that time (conversation/stop-at.ts: recorded now, reported up to the time said), named back.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response, Slot } from 'ask-sdk-model';
import { isFailure } from '../api/errors';
import { countedSince, momentSaid, whenFinished } from '../conversation/forgotten';
import { type Change, rememberChange } from '../conversation/last-change';
import { editEntry, trackedStart } from '../conversation/edits';
import { isProjectCalled, resolveWithClients } from '../conversation/find-project';
import { withoutCorrection } from '../conversation/words';
import { spokenNumber } from '../resolution/numbers';
import { heardWords } from '../resolution/names';
import type { Activity, Ref } from '../../models';
import { agoInWords, clockSaid, momentAgo, pastMoment, spokenTime, withoutFinishWords } from '../conversation/past-time';
import { isIntent, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import { lastStopOf, lastStoppedTimer, readBeside, reportedAt, reportedEndingAt, stopAt, stopTimeProblem } from '../conversation/stop-at';
import type { Turn } from '../conversation/turn';
import { runningTimers } from '../conversation/timers';
import { inZone } from '../dates/time-zone';
import { durationSeconds } from '../dates/durations';
import { resolveProject } from '../resolution/resolve-project';
import { spokenDuration, spokenList } from '../speech/spoken';

/** Under a minute booked by a stop at a time said is nothing of the work: asked about, not booked. */
const MIN_BOOKED_SECONDS = 60;

export const StopTimerAtHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'StopTimerAt'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const [all, zone] = await Promise.all([runningTimers(turn), turn.timeZone()]);
    let timers = all;
    const said = { time: slotText(input, 'time'), ago: slotText(input, 'ago') };
    // "I finished half an hour ago", just after a stop, is of the timer stopped (it was "You don't have a timer running").
    const ago = durationSeconds(said.ago);
    if (timers.length === 0 && (said.time || ago)) return offerToEndStopped(turn, said.time ?? turn.now - ago! * 1000, zone);
    if (timers.length === 0) return tell(turn, t('stop.nothingRunning'));
    // "Stop my timer in ten minutes": a stop ahead of time would need something running until then.
    if (slotText(input, 'later')) return tell(turn, t('backdate.notLater', { project: spokenList(t, timers.map((timer) => timer.project.name), 'and') }));
    const heard = slotText(input, 'project');
    const ofRunning = heard && timers.length > 1 ? resolveProject({ heard, projects: timers.map((timer) => timer.project) }) : undefined;
    if (ofRunning?.status === 'match') timers = timers.filter((timer) => timer.project.id === ofRunning.project.id);
    // A project named outright that no running timer is for ("stop greenleaf at ten thirty", just after a switch from
    // Greenleaf to Apollo): of the timer stopped last, its end is offered; else nothing stops (it asked when Apollo's
    // finished, and "just now" stopped it).
    const elsewhere = heard && ofRunning?.status !== 'match' ? await namedNotRunning(turn, heard, slotOf(input, 'project'), timers) : undefined;
    if (elsewhere) {
      const last = await lastStoppedTimer(turn);
      if (last?.entry.project.id === elsewhere.id && (said.time || ago)) return offerToEndStopped(turn, said.time ?? turn.now - ago! * 1000, zone);
      return tell(turn, t('stop.notRunningFor', { project: elsewhere.name, running: spokenList(t, all.map((timer) => timer.project.name), 'and'), count: all.length }));
    }
    // Which of several stopped then is asked, the time kept for the answer (a name said next was taken as a new
    // timer, the conversation having ended). A time ago is kept as the moment it names.
    if (timers.length > 1) {
      const names = timers.map((timer) => timer.project.name);
      const stopAt = said.time ? { time: said.time } : ago !== null ? { at: new Date(turn.now - ago * 1000).toISOString() } : undefined;
      if (!stopAt) return tell(turn, t('backdate.whichOne', { count: timers.length, list: spokenList(t, names, 'and'), example: names[0] }));
      return ask(turn, t('backdate.whichFinished', { count: timers.length, list: spokenList(t, names, 'and') }), t('backdate.whichFinishedReprompt', { options: spokenList(t, names, 'or') }), {
        kind: 'chooseTimer',
        timers: timers.map((timer) => ({ id: timer.id, project: timer.project })),
        then: { stopAt },
      });
    }
    return stopRunningAt(turn, timers[0], said, zone);
  },
};

/** The project named outright, when no running timer is for it; undefined for a name of a running timer's, or no one project's. */
async function namedNotRunning(turn: Turn, heard: string, slot: Slot | undefined, timers: Activity[]): Promise<Ref | undefined> {
  const named = await resolveWithClients(turn, heard, slot);
  return named.status === 'match' && !timers.some((timer) => timer.project.id === named.project.id) ? named.project : undefined;
}

/**
 * Stops the running timer at the time said (`time`, AMAZON.TIME's; `ago`; or `at`, a moment already worked out),
 * or asks when it finished when that time does not fit it.
 */
export async function stopRunningAt(turn: Turn, running: Activity, said: { time?: string; ago?: string; at?: string }, zone: string): Promise<Response> {
  const { t } = turn;
  // Minutes taken off its middle (another project's log over them) are read where they were, not off its start.
  const timer = await readBeside(turn, running, zone);
  const project = timer.project.name;
  // A clock time is the first such moment after the timer started, as for a forgotten timer: "I forgot to stop
  // it at five", the next morning, is 5 pm yesterday (the most recent five, 5 am, would book the night).
  const since = countedSince(timer, turn.now);
  const reading = said.time && since !== undefined ? momentSaid(said.time, undefined, since, turn.now, zone) : undefined;
  // Asked when the person finished, the answer alone ("at two thirty") is read as for a forgotten timer.
  const askWhen = (speech: string) =>
    ask(turn, speech, t('backdate.whenFinished'), since === undefined ? undefined : whenFinished(timer, since));
  if (reading && 'none' in reading && reading.none === 'inFuture') return askWhen(t('backdate.notYet', { project }));
  const at = said.at ? inZone(Math.min(Date.parse(said.at), turn.now), zone) : reading && 'at' in reading ? inZone(Math.min(reading.at, turn.now), zone) : pastMoment(said, zone, turn.now);
  if (!at) return askWhen(t('backdate.whenFinished'));
  const time = spokenTime(t, at, zone, turn.now);
  if (stopTimeProblem(timer, at, turn.now)) return askWhen(t('backdate.beforeStart', { project, time }));
  // "At nine", of a timer started at nine: stopped then, it would book nothing of the work since (it booked 0
  // minutes, unasked). The time was most likely misheard, or not the one meant.
  if (reportedAt(timer, at, turn.now) < MIN_BOOKED_SECONDS) return askWhen(t('backdate.atStart', { project, time }));
  try {
    const stopped = await stopAt(turn, timer, at);
    const reported = stopped.reportedAtStop;
    rememberChange(turn, { kind: 'stopped', ids: [stopped.id], at: turn.now, project: stopped.project, ...(reported !== undefined ? { reported } : {}) });
    return tell(turn, t('backdate.stopped', { project, time, elapsed: spokenDuration(t, stopped.duration) }));
  } catch (error) {
    const { stopped, unsure } = error as { stopped?: { id: string; duration: number }; unsure?: boolean };
    if (!stopped || !isFailure(error)) throw error;
    // Its end in doubt, undo gives it back what it counted at the real stop, whichever it ended up with.
    rememberChange(turn, { kind: 'stopped', ids: [stopped.id], at: turn.now, project: timer.project, ...(unsure ? { reported: stopped.duration } : {}) });
    return tell(turn, t(unsure ? 'backdate.stoppedEndUnsure' : 'backdate.stoppedNotAdjusted', { project, time, elapsed: spokenDuration(t, stopped.duration) }));
  }
}

/**
 * "I forgot to stop my timer at five", with none running, for it was stopped since (this morning, or on the
 * website): the timer stopped last, within a day, is offered to end then instead, as the first such time
 * after it started (or at the moment `time` is, "half an hour ago"); nothing changes before a yes (confirm-end-at.ts).
 */
export async function offerToEndStopped(turn: Turn, time: string | number, zone: string): Promise<Response> {
  const { t } = turn;
  const last = await lastStoppedTimer(turn);
  if (!last) return tell(turn, t('stop.nothingRunning'));
  const { entry, stoppedAt, since, until } = last;
  const project = entry.project.name;
  const reading = typeof time === 'number' ? (time > since ? { at: time } : undefined) : momentSaid(time, undefined, since, stoppedAt, zone);
  const at = reading && 'at' in reading ? Math.min(reading.at, stoppedAt) : undefined;
  const seconds = at === undefined ? 0 : reportedEndingAt(entry, at, stoppedAt);
  const spoken = (ms: number) => spokenTime(t, inZone(ms, zone), zone, turn.now);
  if (at === undefined || seconds <= 0) return tell(turn, t('backdate.stoppedOutside', { project, start: spoken(since), stop: spoken(until) }));
  // Its end as it reports it: stopped at a time said ("stop my timer at three", said at 3:40), it ended at three.
  if (Math.abs(until - at) < 60_000) return tell(turn, t('backdate.alreadyStopped', { project, time: spoken(until) }));
  const speech = t('backdate.endStoppedQuestion', {
    project,
    stopped: spoken(until),
    elapsed: spokenDuration(t, entry.duration),
    time: spoken(at),
    duration: spokenDuration(t, seconds),
  });
  return ask(turn, speech, speech, { kind: 'confirmEndAt', id: entry.id, project: entry.project, seconds, until: new Date(at).toISOString() });
}

/**
 * "No, I meant ten thirty", just after the skill stopped a timer (at a time or now): a clock time said in words
 * (Alexa hands it over as a project's name) corrects when the entry ends, as the first such time after it began
 * and not after its real stop; undo puts the length back. It was "I couldn't find a project called ten thirty".
 * Undefined when the words are no such time, a number alone (a length, "no, it was two"), or a project's name, or
 * the last change neither stopped the timer nor changed its length.
 */
export async function stopCorrected(turn: Turn, change: Change | undefined, entry: Activity, heard: string): Promise<Response | undefined> {
  // Just stopped, or its length just changed (an end corrected already: "no, I meant eleven" after "ten thirty").
  if (!justEnded(change, entry)) return undefined;
  // "No, ten minutes ago", "I stopped ten minutes ago": that moment itself.
  const back = agoInWords(withoutCorrection(heard), 'end');
  const ago = back ? momentAgo(back, await turn.timeZone(), turn.now) : undefined;
  if (ago) return endCorrected(turn, entry, ago.valueOf());
  // "Actually, I stopped at ten": the time.
  const words = withoutFinishWords(heardWords(withoutCorrection(heard)));
  // A number alone is a length ("no, it was two"), unless the stop was at a time said: "I finished at ten thirty",
  // then "no, I meant eleven" (it was "Did you mean 11 minutes?").
  // Even then, one that is no time within it ("no, it was two", of a timer stopped at 10:30 from 9) is a length.
  const atTime = change?.kind === 'stopped' && change.reported !== undefined;
  const number = spokenNumber(words) !== null;
  const time = !number || atTime ? clockSaid(words) : undefined;
  if (!time || (await isProjectCalled(turn, heard))) return undefined;
  return endCorrected(turn, entry, time, { onlyWithin: number });
}

/**
 * Whether the change just stopped the entry, or just changed its length (an end corrected already); not a start
 * moved ("I actually started at nine twenty" after the stop: "no, nine forty" next is of the start, not the end).
 */
export const justEnded = (change: Change | undefined, entry: Activity) =>
  entry.status === 'complete' &&
  (change?.kind === 'stopped' ? change.ids.includes(entry.id) : change?.kind === 'edited' && change.id === entry.id && 'duration' in change.before && !('date' in change.before));

/**
 * The entry just stopped made to end at `time` ("10:30", either half of the day: the first such time after it
 * began; or a moment itself, in ms), at once; a time after its real stop or before its start changes nothing, and
 * says so (or, `onlyWithin`, is no end of it: undefined).
 */
export async function endCorrected(turn: Turn, entry: Activity, time: string | number, options: { onlyWithin?: boolean } = {}): Promise<Response | undefined> {
  const stoppedAt = lastStopOf(entry);
  if (stoppedAt === undefined) return undefined;
  const { t } = turn;
  const project = entry.project.name;
  const zone = await turn.timeZone();
  const since = trackedStart(entry);
  const spoken = (ms: number) => spokenTime(t, inZone(ms, zone), zone, turn.now);
  const reading = typeof time === 'number' ? (time > stoppedAt ? { none: 'inFuture' as const } : { at: time }) : momentSaid(time, undefined, since, stoppedAt, zone);
  const at = reading && 'at' in reading ? reading.at : undefined;
  const seconds = at === undefined ? 0 : reportedEndingAt(entry, at, stoppedAt);
  if (options.onlyWithin && (at === undefined || seconds <= 0)) return undefined;
  // After the real stop, the timer did not count it: it cannot end later than it stopped.
  if (reading && 'none' in reading && reading.none === 'inFuture') return tell(turn, t('backdate.alreadyStopped', { project, time: spoken(stoppedAt) }));
  if (at === undefined || seconds <= 0) return tell(turn, t('backdate.correctedBeforeStart', { project, time: spoken(since) }));
  await editEntry(turn, entry, { duration: seconds });
  return tell(turn, t('backdate.endedStopped', { project, time: spoken(at), duration: spokenDuration(t, seconds) }));
}
