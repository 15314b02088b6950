// Last in line: whatever went wrong is said plainly, never as silence or a stack trace. Handlers deal
// with failures whose words depend on what they were doing; this answers the rest by kind.
import type { ErrorHandler, HandlerInput } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { isFailure } from '../api/errors';
import { TimerLeftStopped } from '../conversation/edits';
import { TURN } from '../conversation/requests';
import { changeInDoubt } from '../conversation/last-change';
import { linkAccount, tell } from '../conversation/respond';
import { NotLinkedError, type Turn } from '../conversation/turn';
import { describeError } from '../log';
import { runningTimers } from '../conversation/timers';
import { spokenList } from '../speech/spoken';

/** Intents that only read: what they ask about, not a change. */
const QUESTIONS = new Set(['Totals', 'Recap', 'WhichProject', 'LastEntry', 'ListProjects', 'ListClients']);

export const CatchAllErrorHandler: ErrorHandler = {
  canHandle: () => true,
  async handle(input: HandlerInput, error: Error): Promise<Response> {
    const turn = input.attributesManager.getRequestAttributes()[TURN] as Turn | undefined;
    // Response interceptors do not run after an error: the progressive response is settled here.
    await turn?.progress?.settle();
    if (!turn) {
      // The request could not even be set up: answer without the conversation's help.
      return input.responseBuilder.speak('Sorry, something went wrong on my side. Please try again.').withShouldEndSession(true).getResponse();
    }
    if (input.requestEnvelope.request.type === 'SessionEndedRequest') {
      turn.log.error('session_ended_handler_failed', describeError(error));
      return input.responseBuilder.getResponse();
    }
    if (error instanceof NotLinkedError) return linkAccount(turn);
    if (error instanceof TimerLeftStopped) {
      turn.log.warn('timer_left_stopped', { changed: error.changed });
      if (error.unsure) return tell(turn, turn.t('timer.maybeLeftStopped', { project: error.timer.project.name }));
      return tell(turn, turn.t(error.changed ? 'errors.changedLeftStopped' : 'errors.notChangedLeftStopped', { project: error.timer.project.name }));
    }
    if (isFailure(error, 'unauthorized')) return linkAccount(turn, true);
    turn.log[isFailure(error, 'unavailable', 'invalid', 'gone', 'forbidden', 'not_found') ? 'warn' : 'error']('request_failed', describeError(error));
    if (isFailure(error, 'forbidden')) return tell(turn, turn.t('errors.forbidden'));
    if (isFailure(error, 'gone', 'not_found') || (isFailure(error, 'invalid') && error.details.code === 'reference_deleted')) {
      turn.forgetProjects();
      return tell(turn, turn.t('errors.gone'));
    }
    if (isFailure(error, 'invalid')) return tell(turn, await whatChanged(turn, input, 'errors.refused', 'errors.partlyRefused'));
    if (isFailure(error, 'unavailable')) return tell(turn, await whatChanged(turn, input, 'errors.unavailable', 'errors.partly'));
    return tell(turn, turn.t('errors.generic'));
  },
};

/**
 * The service failed or refused: "nothing was changed" (`unchanged`) only when nothing was. When part of it was
 * done (`partly`), what runs now is said (a timer an edit stopped and could not resume: the person would think it still
 * ran); when a write's answer was lost, it may still land, so what the service shows now is no answer, and the
 * person is asked to check.
 */
async function whatChanged(turn: Turn, input: HandlerInput, unchanged: string, partly: string): Promise<string> {
  const { t, writes } = turn;
  if (writes.landed === 0 && writes.unsure === 0) {
    // A question asked ("how much did I log today"): there was nothing to change, and "nothing was changed" puzzled.
    const asked = input.requestEnvelope.request.type === 'IntentRequest' && QUESTIONS.has(input.requestEnvelope.request.intent.name);
    return t(asked && unchanged === 'errors.unavailable' ? 'errors.unavailableRead' : unchanged);
  }
  if (writes.unsure > 0 || turn.deadline.aborted) return unsure(turn);
  const timers = await runningTimers(turn).catch(() => undefined);
  if (!timers) return unsure(turn);
  const now = timers.length ? t('errors.nowRunning', { projects: spokenList(t, timers.map((timer) => timer.project.name), 'and'), count: timers.length }) : t('errors.nowNothing');
  return `${t(partly)} ${now}`;
}

/**
 * "I can't tell whether that was done": the change remembered before it may no longer be the last one, and undo must not
 * take it back (a break in doubt, then "undo", deleted the timer started an hour before). Done in part with what runs
 * now known, the change being made stays the last (undo said again finishes an undo refused part way).
 */
function unsure(turn: Turn): string {
  changeInDoubt(turn);
  return turn.t('errors.unsure');
}
