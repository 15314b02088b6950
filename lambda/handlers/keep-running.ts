// "Keep it running", "I'm still working on it": the answer to "When did you finish?" that leaves the timer as it is.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { askAgain, tell } from '../conversation/respond';

export const KeepRunningHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'KeepRunning'),
  handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    if (pending?.kind === 'forgottenTimer') {
      const kept = turn.t('forgotten.kept', { project: pending.timer.project.name });
      // A start that waited on the answer does not happen: it would stop the timer that is to keep running.
      return tell(turn, pending.then ? `${kept} ${turn.t('forgotten.notStarted', { project: pending.then.project.name })}` : kept);
    }
    if (pending) return askAgain(turn, pending);
    return tell(turn, turn.t('answer.okay'));
  },
};
