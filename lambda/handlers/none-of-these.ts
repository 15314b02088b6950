// "Neither": none of the projects offered was meant. The skill never falls back to creating one; it
// offers to list the person's projects, or to start over. With no question open, "wrong project" just after
// the skill logged, started or changed an entry asks which project it should be on.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import { askWhereItGoes } from './correct-project';

export const NoneOfTheseHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'NoneOfThese'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const { pending, eliciting } = turn.state;
    if (!pending) {
      // It was "Sorry, I didn't get that": the time stayed on the wrong project.
      return (eliciting ? undefined : await askWhereItGoes(turn)) ?? ask(turn, t('fallback.speech'), t('fallback.reprompt'));
    }
    // "Neither" to which timer a break is for: nothing comes off (it offered the project list).
    if (pending.kind === 'chooseEntry' && typeof pending.then === 'object' && 'break' in pending.then) return tell(turn, t('break.leftAsItWas'));
    // "Neither" to which timer to stop or throw away: each runs on (it offered the project list).
    if (pending.kind === 'chooseTimer') return tell(turn, t('stop.noneOfThem', { count: pending.timers.length }));
    // "Neither" to which of the entries read out: none is changed (it offered the project list).
    if (pending.kind === 'chooseEntry') return tell(turn, t('edit.noneOfThem'));
    // What the person was doing carries on once they name the project meant.
    const action = pending.kind === 'chooseProject' || pending.kind === 'nameProject' ? pending.action : undefined;
    return ask(turn, t('resolve.neither'), t('resolve.neitherReprompt'), { kind: 'offerList', ...(action ? { action } : {}) });
  },
};
