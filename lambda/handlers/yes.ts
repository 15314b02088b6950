// "Yes" to the skill's yes-or-no questions: list the projects, or start the timer it offered.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask } from '../conversation/respond';
import { listProjects } from './list-projects';
import { startTimerFor } from './start-timer';

export const YesHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent'),
  handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    if (pending?.kind === 'offerList') return listProjects(turn);
    if (pending?.kind === 'confirmStart') return startTimerFor(turn, pending.project);
    // "Yes" to "A or B?" chooses nothing: ask again.
    if (pending) return ask(turn, turn.t('fallback.pending', { question: pending.reprompt }), pending.reprompt, pending);
    return ask(turn, turn.t('answer.nothingToAnswer'), turn.t('fallback.reprompt'));
  },
};
