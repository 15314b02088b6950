// "Neither": none of the projects offered was meant. The skill never falls back to creating one; it
// offers to list the person's projects, or to start over.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask } from '../conversation/respond';

export const NoneOfTheseHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'NoneOfThese'),
  handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const { pending } = turn.state;
    if (!pending) return ask(turn, t('fallback.speech'), t('fallback.reprompt'));
    // What the person was doing carries on once they name the project meant.
    const action = pending.kind === 'chooseProject' || pending.kind === 'nameProject' ? pending.action : undefined;
    return ask(turn, t('resolve.neither'), t('resolve.neitherReprompt'), { kind: 'offerList', ...(action ? { action } : {}) });
  },
};
