// "Cancel my timer", "throw that timer away": the running timer, asked about first, then deleted
// (confirm-delete.ts); "undo that" recovers it, still running. "Cancel" alone stays AMAZON.CancelIntent:
// it ends the conversation and changes nothing.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import type { Turn } from '../conversation/turn';
import { isIntent, projectText, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import { notRunningFor, runningNamed } from './stop-timer';
import { spokenDuration, spokenList } from '../speech/spoken';

export const DiscardTimerHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'DiscardTimer'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    let timers = await runningTimers(turn);
    const heard = projectText(input, 'project', { timer: true });
    if (heard && timers.length) {
      // A name that is none of the running timers' throws none away: it offered the one timer running.
      const resolution = await runningNamed(turn, timers, heard);
      if (resolution.status === 'none') return notRunningFor(turn, timers, heard);
      const named = resolution.status === 'ambiguous' ? resolution.candidates : [resolution.project];
      timers = timers.filter((timer) => named.some((project) => project.id === timer.project.id));
    }
    if (timers.length === 0) return tell(turn, t('discard.nothingRunning'));
    // Asked which, with the conversation open: the name said next answers it (the session ended with an example to
    // say, and the name said after it was taken as a new timer, whose yes stopped the other).
    if (timers.length > 1) {
      const names = timers.map((timer) => timer.project.name);
      return ask(turn, t('discard.whichOne', { count: timers.length, list: spokenList(t, names, 'and') }), t('discard.whichOneReprompt', { options: spokenList(t, names, 'or') }), {
        kind: 'chooseTimer',
        timers: timers.map((timer) => ({ id: timer.id, project: timer.project })),
        then: 'discard',
      });
    }
    return askToDiscard(turn, timers[0]);
  },
};

/**
 * "Throw away your timer for A, running for 20 minutes?" (after `before`, if said): nothing is deleted before a yes
 * (confirm-delete.ts). `then`: the timer to start once it is answered (one asked for when A was found forgotten).
 */
export function askToDiscard(turn: Turn, timer: Activity, before?: string, then?: { project: Ref; description?: string }): Response {
  const question = turn.t('discard.confirm', { project: timer.project.name, elapsed: spokenDuration(turn.t, timer.duration) });
  return ask(turn, before ? `${before} ${question}` : question, question, { kind: 'confirmDelete', id: timer.id, project: timer.project, timer: true, seconds: timer.duration, ...(then ? { then } : {}) });
}
