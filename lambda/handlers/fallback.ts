// What Alexa could not place in any intent: say so, and repeat the open question (or go on waiting for
// the slot being asked for) if there is one.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, askAgain } from '../conversation/respond';

export const FallbackHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.FallbackIntent'),
  handle(input) {
    const turn = turnOf(input);
    const { pending, eliciting } = turn.state;
    if (eliciting) return askAgain(turn, eliciting);
    if (pending) return askAgain(turn, pending);
    return ask(turn, turn.t('fallback.speech'), turn.t('fallback.reprompt'));
  },
};
