// "More" or "next" while projects are being read: the next few; after a recap's first few projects, the rest. Anywhere else there is nothing to go on with.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, askAgain } from '../conversation/respond';
import { listProjects } from './list-projects';
import { recapMore } from './recap';

export const MoreHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.MoreIntent', 'AMAZON.NextIntent'),
  handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    if (pending?.kind === 'listing') return listProjects(turn, pending.shown, pending.action, pending.client);
    if (pending?.kind === 'recapMore') return recapMore(turn, pending);
    if (pending) return askAgain(turn, pending);
    return ask(turn, turn.t('fallback.speech'), turn.t('fallback.reprompt'));
  },
};
