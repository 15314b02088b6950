// "Keep it running", "I'm still working on it": the answer to "When did you finish?" that leaves the timer as it is;
// said just after a stop, the stop taken back. "I'm still on Greenleaf", just after a switch away from it, takes
// the switch back.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, projectText, slotOf, turnOf } from '../conversation/requests';
import type { Response, Slot } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { entryStill } from '../conversation/edits';
import { resolveWithClients } from '../conversation/find-project';
import { switchedBack } from './correct-project';
import { spokenTime } from '../conversation/past-time';
import { askAgain, tell } from '../conversation/respond';
import { lastStoppedTimer } from '../conversation/stop-at';
import { runningTimers } from '../conversation/timers';
import { lastChange, recentAlexaActivities } from '../conversation/last-change';
import { undoChange, workedSince } from './undo';
import type { Turn } from '../conversation/turn';
import { inZone } from '../dates/time-zone';
import { spokenList } from '../speech/spoken';

export const KeepRunningHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'KeepRunning'),
  async handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    if (pending?.kind === 'forgottenTimer') {
      const kept = turn.t('forgotten.kept', { project: pending.timer.project.name });
      // A start that waited on the answer does not happen: it would stop the timer that is to keep running.
      return tell(turn, pending.then ? `${kept} ${turn.t('forgotten.notStarted', { project: pending.then.project.name })}` : kept);
    }
    if (pending) return askAgain(turn, pending);
    const heard = projectText(input);
    return heard ? stillOn(turn, heard, slotOf(input, 'project')) : keepRunning(turn);
  },
};

/**
 * "No, I was still on Greenleaf", just after "switch to Apollo" stopped Greenleaf's timer: the switch taken back
 * (correct-project.ts). Of that project's timer running, it is said to run; just stopped by the skill, that stop
 * alone is taken back, as "I'm still working on it" would (not the other timers "stop all my timers" stopped).
 * Otherwise nothing starts on these words, which may be an answer to a question no longer open: the timer is said
 * not to run, and a name that is no one project's takes nothing back.
 */
async function stillOn(turn: Turn, heard: string, slot: Slot | undefined): Promise<Response> {
  const { t } = turn;
  const [recent, timers, named] = await Promise.all([recentAlexaActivities(turn), runningTimers(turn), resolveWithClients(turn, heard, slot)]);
  const change = await lastChange(turn, recent);
  if (named.status === 'match' && change?.kind === 'started') {
    const started = recent.find((activity) => activity.id === change.id);
    const back = started && (await switchedBack(turn, change, started, heard, recent, slot));
    if (back) return back;
  }
  // "I'm still on apollo", of three Apollo projects: the one running, or just stopped, of those it may be.
  const candidates = named.status === 'match' ? [named.project] : named.status === 'ambiguous' ? named.candidates : [];
  const isNamed = (project: Ref) => candidates.some((candidate) => candidate.id === project.id);
  const running = timers.filter((timer) => isNamed(timer.project));
  if (running.length) return tell(turn, t('keep.running', { projects: spokenList(t, running.map((timer) => timer.project.name), 'and'), count: running.length }));
  const stopped = change?.kind === 'stopped' && turn.now - change.at <= JUST_STOPPED_MS ? await Promise.all(change.ids.map((id) => recent.find((a) => a.id === id) ?? entryStill(turn, id))) : [];
  const meant = stopped.filter((entry): entry is Activity => !!entry && isNamed(entry.project));
  if (meant.length === 1 && change?.kind === 'stopped') return undoChange(turn, { ...change, ids: [meant[0].id] }, recent, workedSince(turn));
  if (named.status === 'match') return tell(turn, t('keep.notRunning', { project: named.project.name }));
  return keepRunning(turn, { undo: false });
}

/** Within this of a stop, "keep it running" takes it back. */
const JUST_STOPPED_MS = 5 * 60_000;

/**
 * Said out of the blue: whether a timer does run. "OK" alone, right after a stop, sounded as if it did, and the
 * work that went on was never tracked.
 */
async function keepRunning(turn: Turn, options: { undo?: boolean } = {}): Promise<Response> {
  const { t } = turn;
  // The recent changes are asked for beside the running timers (one round), in case none runs.
  const changes = recentAlexaActivities(turn);
  changes.catch(() => undefined);
  const timers = await runningTimers(turn);
  if (timers.length) return tell(turn, t('keep.running', { projects: spokenList(t, timers.map((timer) => timer.project.name), 'and'), count: timers.length }));
  // "Oh wait, I'm still working on it", just after the skill stopped the timer: the stop is undone, and it runs on as
  // if never stopped (it said how to resume it, and the minutes since went untracked).
  const recent = await changes;
  const change = await lastChange(turn, recent);
  if (options.undo !== false && change?.kind === 'stopped' && turn.now - change.at <= JUST_STOPPED_MS) return undoChange(turn, change, recent, workedSince(turn));
  const last = await lastStoppedTimer(turn);
  if (!last) return tell(turn, t('keep.none'));
  const zone = await turn.timeZone();
  return tell(turn, t('keep.stopped', { project: last.entry.project.name, time: spokenTime(t, inZone(last.stoppedAt, zone), zone, turn.now) }));
}
