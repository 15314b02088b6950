import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask } from '../conversation/respond';

export const HelpHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.HelpIntent'),
  handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    // Help in the middle of a question keeps the question open.
    if (pending) return ask(turn, `${turn.t('help.speech')} ${pending.reprompt}`, pending.reprompt, pending);
    return ask(turn, turn.t('help.speech'), turn.t('help.reprompt'));
  },
};
