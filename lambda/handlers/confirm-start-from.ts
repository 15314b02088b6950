// Yes or no to "It isn't 6 PM yet, and I can't start a timer ahead of time. Did you mean from 6 AM, 7 hours
// and 30 minutes ago?" (after "start a timer for Greenleaf at six", said at 1:30 pm): yes starts the timer from
// the time gone by, as "I started at six" would; no starts nothing, and offers a timer from now.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import { startsWithinReach } from '../conversation/past-time';
import { startTimerFor } from './start-timer';

export const ConfirmStartFromHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmStartFrom',
  handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmStartFrom') return tell(turn, t('answer.okay'));
    const { project } = pending;
    // Read from the session: a moment to come or days back, which no question of the skill's puts, starts nothing.
    if (isIntent(input, 'AMAZON.YesIntent')) return startsWithinReach(pending.from, turn.now) ? startTimerFor(turn, project, undefined, undefined, pending.from) : tell(turn, t('answer.okay'));
    return ask(turn, t('backdate.startNowInstead', { project: project.name }), t('backdate.startNowReprompt', { project: project.name }), { kind: 'confirmStart', project });
  },
};
