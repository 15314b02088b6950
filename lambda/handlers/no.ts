// "No": to an offer, nothing more is done; to "Did you mean A or B?", it means neither.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';

export const NoHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.NoIntent'),
  handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind === 'chooseProject' || pending?.kind === 'chooseTimer') {
      return ask(turn, t('resolve.neither'), t('resolve.neitherReprompt'), { kind: 'offerList' });
    }
    if (pending) return tell(turn, t('answer.okay'));
    return ask(turn, t('answer.nothingToAnswer'), t('fallback.reprompt'));
  },
};
