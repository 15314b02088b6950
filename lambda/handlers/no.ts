// "No": to an offer, nothing more is done; to "Did you mean A or B?", it means neither; to "Did you
// mean A?", the skill asks for the name again; to starting a timer on an inactive project, none starts
// (LogTime's questions have their own handler); to "What would you like to do?" in a conversation, goodbye.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';

export const NoHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.NoIntent'),
  handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind === 'chooseProject' && pending.candidates.length === 1) {
      return ask(turn, t('resolve.nameAgain'), t('resolve.nameAgainReprompt'), { kind: 'nameProject', action: pending.action });
    }
    if (pending?.kind === 'chooseProject' || pending?.kind === 'nameProject') {
      return ask(turn, t('resolve.neither'), t('resolve.neitherReprompt'), { kind: 'offerList', action: pending.action });
    }
    if (pending?.kind === 'chooseTimer' && pending.then) return tell(turn, t('discard.keptAll'));
    if (pending?.kind === 'chooseTimer') return ask(turn, t('resolve.neither'), t('resolve.neitherReprompt'), { kind: 'offerList' });
    // "Should I take another 30 minutes off it?" (a break said twice): nothing more comes off.
    if (pending?.kind === 'chooseEntry' && pending.entries.length === 1 && typeof pending.then === 'object' && 'break' in pending.then) return tell(turn, t('answer.okay'));
    if (pending?.kind === 'chooseEntry' && pending.entries.length === 1) return tell(turn, t('edit.notThatEntry'));
    if (pending?.kind === 'confirmInactive') return tell(turn, t(pending.action.intent === 'MoveEntry' ? 'inactive.notMoved' : 'inactive.notStarted'));
    if (pending) return tell(turn, t('answer.okay'));
    // In a conversation the skill's open question is "What would you like to do?": no is nothing, for now.
    if (input.requestEnvelope.session?.new === false) return tell(turn, t('goodbye'));
    return ask(turn, t('answer.nothingToAnswer'), t('fallback.reprompt'));
  },
};
