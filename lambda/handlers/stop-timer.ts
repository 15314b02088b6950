// "Stop my timer": stop the running timer with the stop endpoint (never the update endpoint) and say how
// long it ran. With several running, ask which, and accept "all of them".
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { isFailure, mightHaveLanded } from '../api/errors';
import { askOneAtATime, isProjectCalled, resolveWithClients } from '../conversation/find-project';
import { isIntent, projectText, slotId, slotText, turnOf } from '../conversation/requests';
import { ask, askAgain, saidBefore, tell } from '../conversation/respond';
import { askAboutForgotten, forgottenTimer } from '../conversation/forgotten';
import { askToDeleteEach } from '../conversation/edits';
import { forgetTimerReminders } from '../conversation/reminders';
import { runningTimers, stopTimer } from '../conversation/timers';
import { MAX_ALONGSIDE, rememberChange } from '../conversation/last-change';
import type { Turn } from '../conversation/turn';
import { echo, isAllWords, isRequestWordsOnly, nextRequestIn, withoutStopReason, withoutTimerWords } from '../conversation/words';
import { heardWords } from '../resolution/names';
import { stopInsteadOfLast } from './correct-project';
import { forgottenAnsweredInWords } from './time-answer';
import { resolveProject } from '../resolution/resolve-project';
import { namesWhole } from '../conversation/client-projects';
import { ChooseProjectHandler } from './choose-project';
import type { Resolution } from '../resolution/resolution';
import { spokenDuration, spokenList } from '../speech/spoken';
import { moveEachToDay } from './edit-entry';
import { takeBreakOffEach } from './take-break';

export const StopTimerHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'StopTimer'),
  async handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    const all = slotId(input, 'scope') === 'ALL' || isAllWords(slotText(input, 'scope'));
    // "Stop greenleaf", to "Which one finished then?": that one, stopped at the time said (it was stopped now).
    if (pending?.kind === 'chooseTimer' && typeof pending.then === 'object' && slotText(input, 'project')) return ChooseProjectHandler.handle(input);
    // "Stop it at six yesterday", to "When did you finish?": the answer, its time heard as the project's words (it
    // said no timer ran for "it at six yesterday", and the timer ran on).
    const stopWords = pending?.kind === 'forgottenTimer' ? slotText(input, 'project') : undefined;
    // From "at" on, when the words before it name that timer ("it", "my timer", "greenleaf"; another project named is
    // another stop).
    const [, named, finishWords] = (stopWords ? /^(.*?) ?(at .+)$/.exec(heardWords(stopWords)) : undefined) ?? [];
    if (pending?.kind === 'forgottenTimer' && finishWords) {
      const resolved = /^(?:it|that|this|my timer|the timer|the clock)?$/.test(named) ? undefined : await resolveWithClients(turn, named);
      const ofIt = !resolved || (resolved.status === 'match' && resolved.project.id === pending.timer.project.id);
      const finished = ofIt ? await forgottenAnsweredInWords(turn, pending, finishWords, undefined) : undefined;
      if (finished) return finished;
    }
    // "All of them" while the skill asks which project is an answer to that, not a wish to stop timers.
    if (all && !slotText(input, 'project')) {
      if (pending?.kind === 'chooseProject') return askOneAtATime(turn, pending);
      if (pending?.kind === 'nameProject') return askAgain(turn, pending);
      // "All of them" to "Which one should I throw away?" is no wish to stop them (both were stopped, and booked):
      // throwing away is asked about one timer at a time.
      if (pending?.kind === 'chooseTimer' && pending.then) return askAgain(turn, pending);
      // "Both of them" to which of two entries a day is for: both moved (it was "You don't have a timer running").
      // "All" may be "stop all my timers" as well as an answer: the question is asked again.
      if (pending?.kind === 'chooseEntry') {
        const { then } = pending;
        const both = /^(?:both|the two)$/.test(heardWords(slotText(input, 'scope') ?? ''));
        if (both && typeof then === 'object' && 'day' in then && pending.entries.length === 2) return moveEachToDay(turn, pending.entries.map((entry) => entry.id), then.day);
        // To which timer a break is for, "both" or "all of them" alike: no timer is stopped, and the break comes off each.
        // (Alexa hands "all of them" over as "all", as it does "stop all my timers": said while this is asked, it is
        // taken for the answer.)
        if (typeof then === 'object' && 'break' in then && pending.entries.length > 1 && pending.entries.length <= MAX_ALONGSIDE + 1) return takeBreakOffEach(turn, pending.entries.map((entry) => entry.id), then.break);
        // To which entry to delete, "both of them" or "all of them": each, after a yes (the question guards a "stop all
        // my timers" said instead).
        const each = (both || isAllWords(slotText(input, 'scope'))) && then === 'delete' ? await askToDeleteEach(turn, pending.entries.map((entry) => entry.id)) : undefined;
        return each ?? askAgain(turn, pending);
      }
    }
    const said = projectText(input, 'project', { timer: true });
    // "Stop my timer and log an hour on greenfield": the stop is done, and the rest asked for, the session open (it
    // was "You don't have a timer running for that project"). A project called so ("plan and track") is no such pair.
    // Split before the timer's words are read off: "my timer and start a timer" read so was "timer and start a".
    const whole = projectText(input, 'project');
    const pair = whole ? nextRequestIn(whole) : undefined;
    const next = pair && !(await isProjectCalled(turn, whole!)) ? pair : undefined;
    const { t } = turn;
    const words = next?.next ? echo(next.next) : undefined;
    // Which timer to stop may be asked first: the rest is named before the question (it was dropped unsaid). Made
    // before the stop, whose question it would otherwise forget (a copy: the response builder is shared).
    const before = next ? structuredClone(tell(turn, words ? t('stop.nextAfterQuestion', { next: words }) : t('stop.thenNextUnsaid'))) : undefined;
    // "Stop greenleaf instead", just after another timer's stop: that one runs again (both were left stopped).
    const instead = !next && said ? /^(.+) instead$/.exec(heardWords(said))?.[1] : undefined;
    const insteadOfLast = instead ? await stopInsteadOfLast(turn, withoutTimerWords(instead)) : undefined;
    if (insteadOfLast) return insteadOfLast;
    const stopped = await stopSaid(turn, all, next ? next.first : said);
    if (!next) return stopped;
    if (stopped.shouldEndSession === false) return saidBefore(before!, stopped);
    const question = words ? t('stop.thenNext', { next: words }) : t('stop.thenNextUnsaid');
    // A copy, made before the question: the response builder is shared, and the question is written into the same response.
    const stopReply = structuredClone(stopped);
    const asked = ask(turn, question, t('stop.thenNextReprompt'));
    // "Yes" to "to log an hour on greenfield, say it now" is that request (it was "I'm not sure what that answers").
    if (words) turn.state.saidNext = next.next;
    return saidBefore(stopReply, asked);
  },
};

/** The stop of what was said: all timers, the one named, or the one running ("stop it", "stop my timer for today"). */
async function stopSaid(turn: Turn, all: boolean, said: string | undefined): Promise<Response> {
  const timers = await runningTimers(turn);
  if (timers.length === 0) return tell(turn, turn.t('stop.nothingRunning'));
  if (all) return stopAskingFirst(turn, timers);
  // "Stop it", "stop this one": words that name no project stop the timer running, as "stop my timer" does; so do
  // a reason or a moment said after it ("for today", "now", "for lunch", "I'm done for the day").
  const named = said ? withoutTimerWords(withoutStopReason(said)) : '';
  const heard = named && !isRequestWordsOnly(named) ? named : undefined;
  if (heard) return stopNamedTimer(turn, timers, heard);
  return stopOrAskWhich(turn, timers);
}

/** "Stop my timer": the one running stopped (asked about first if forgotten), which of several asked, none said so. */
export function stopOrAskWhich(turn: Turn, timers: Activity[]): Promise<Response> | Response {
  if (timers.length === 0) return tell(turn, turn.t('stop.nothingRunning'));
  return timers.length === 1 ? stopAskingFirst(turn, timers) : askWhichTimer(turn, timers);
}


/** Stops the timer whose project was named, or asks, or says none runs for it. */
async function stopNamedTimer(turn: Turn, timers: Activity[], heard: string): Promise<Response> {
  if (isAllWords(heard)) return stopAskingFirst(turn, timers);
  const several = await severalNamed(turn, timers, heard);
  if (several) return several;
  const resolution = await runningNamed(turn, timers, heard);
  if (resolution.status === 'match') return stopAskingFirst(turn, timers.filter((timer) => timer.project.id === resolution.project.id));
  if (resolution.status === 'ambiguous') {
    return askWhichTimer(turn, timers.filter((timer) => resolution.candidates.some((c) => c.id === timer.project.id)));
  }
  return notRunningFor(turn, timers, heard);
}

/**
 * "Stop internal admin and apollo": each running timer named, stopped together (one was stopped, the other left
 * running unsaid). A name not running says so, and one that could be several asks which; nothing stops on those.
 * Undefined for words that name no two ("smith and sons" is one project's name).
 */
async function severalNamed(turn: Turn, timers: Activity[], heard: string): Promise<Response | undefined> {
  const parts = heardWords(heard).split(/ (?:and|&|plus|as well as) /).filter(Boolean);
  if (parts.length < 2 || (await isProjectCalled(turn, heard))) return undefined;
  const named: Activity[] = [];
  for (const part of parts) {
    const resolution = await runningNamed(turn, timers, part);
    if (resolution.status === 'none') return notRunningFor(turn, timers, part);
    if (resolution.status === 'ambiguous') return askWhichTimer(turn, timers);
    named.push(...timers.filter((timer) => timer.project.id === resolution.project.id && !named.includes(timer)));
  }
  return stopAskingFirst(turn, named);
}

/**
 * Which of the running timers the words name, resolved among them; one matched only in part is checked
 * against every project, for the words may name another one whole ("internal admin" is no name of the
 * Internal timer's project, "greenleaf" none of Greenfield's).
 */
export async function runningNamed(turn: Turn, timers: Activity[], heard: string): Promise<Resolution> {
  const resolution = resolveProject({ heard, projects: timers.map((timer) => timer.project) });
  // So is one matched by a likeness, not by its whole name: "smithson" fits Smith & Sons Packaging, running, but
  // names Smithson Logistics Website (the Smith & Sons timer was stopped).
  if (resolution.status !== 'match' || (!resolution.partial && namesWhole(heard, resolution.project.name))) return resolution;
  const named = await resolveWithClients(turn, heard);
  return named.status === 'match' && named.project.id !== resolution.project.id ? { status: 'none' } : resolution;
}

/** "You don't have a timer running for Greenleaf. Your running timer is for ..." */
export function notRunningFor(turn: Turn, timers: Activity[], heard: string): Response {
  const running = spokenList(turn.t, timers.map((timer) => timer.project.name), 'and');
  const said = echo(heard);
  const count = timers.length;
  return tell(turn, said ? turn.t('stop.notRunningFor', { project: said, running, count }) : turn.t('stop.notRunningForThat', { running, count }));
}

export function askWhichTimer(turn: Turn, timers: Activity[]): Response {
  const { t } = turn;
  const names = timers.map((timer) => timer.project.name);
  return ask(
    turn,
    t('stop.whichOne', { count: timers.length, list: spokenList(t, names, 'and') }),
    t('stop.whichOneReprompt', { options: spokenList(t, names, 'or') }),
    { kind: 'chooseTimer', timers: timers.map((timer) => ({ id: timer.id, project: timer.project })) },
  );
}

/**
 * Stops the timers, however they were named ("stop my timer", "stop the Greenleaf timer", "stop all my timers"),
 * asking first about one that looks forgotten ("When did you finish?"): stopped now, it would book the whole
 * night (only "stop my timer" asked; "stop the Greenleaf timer" booked 24 hours). The others stop now, and the
 * question follows. `timers` may be only named (an answer to which one): they are read again.
 */
export async function stopAskingFirst(turn: Turn, timers: { id: string; project: Ref }[]): Promise<Response> {
  const running = timers.every((timer) => 'records' in timer) ? (timers as Activity[]) : (await runningTimers(turn)).filter((r) => timers.some((timer) => timer.id === r.id));
  const pending = turn.state.pending;
  const open = pending?.kind === 'forgottenTimer' ? running.find((timer) => timer.id === pending.timer.id) : undefined;
  const forgotten = open ?? forgottenTimer(running, turn.now, await turn.timeZone());
  if (!forgotten) return stopTimers(turn, running.length ? running : timers);
  const question = () => askAboutForgotten(turn, forgotten, pending?.kind === 'forgottenTimer' ? pending.then : undefined, { again: !!open });
  const others = running.filter((timer) => timer.id !== forgotten.id);
  if (others.length === 0) return question();
  // A copy: the response builder is shared, and the question is written into the same response.
  const first = structuredClone(await stopTimers(turn, others));
  return saidBefore(first, await question());
}

/** Stops each timer with the stop endpoint and says what it did; a failure part way says what still runs. */
export async function stopTimers(turn: Turn, timers: { id: string; project: Ref }[]): Promise<Response> {
  const { t } = turn;
  const stopped: Activity[] = [];
  for (const timer of timers) {
    try {
      stopped.push(await stopTimer(turn, timer.id));
    } catch (error) {
      if (!isFailure(error, 'unavailable')) throw error;
      const still = timers.filter((x) => !stopped.some((a) => a.id === x.id)).map((x) => x.project.name);
      const done = stopped.map((a) => t('stop.stopped', { project: a.project.name, elapsed: spokenDuration(t, a.duration) }));
      return tell(turn, [...done, t(mightHaveLanded(error) ? 'stop.unsure' : 'stop.failed', { running: spokenList(t, still, 'and'), count: still.length })].join(' '));
    }
  }
  await forgetTimerReminders(turn, stopped.map((a) => a.project.name));
  rememberChange(turn, { kind: 'stopped', ids: stopped.map((a) => a.id), at: turn.now, project: stopped[0].project });
  if (stopped.length === 1) {
    return tell(turn, t('stop.stopped', { project: stopped[0].project.name, elapsed: spokenDuration(t, stopped[0].duration) }));
  }
  const list = spokenList(turn.t, stopped.map((a) => `${a.project.name}, ${spokenDuration(t, a.duration)}`), 'and');
  return tell(turn, t('stop.stoppedMany', { count: stopped.length, list }));
}
