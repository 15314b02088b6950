import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask } from '../conversation/respond';

export const StartOverHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.StartOverIntent'),
  handle(input) {
    const turn = turnOf(input);
    return ask(turn, turn.t('answer.startOver'), turn.t('fallback.reprompt'));
  },
};
