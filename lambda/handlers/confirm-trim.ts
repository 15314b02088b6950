// Yes or no to "Your Greenleaf Yoga Studio entry runs until 12:30 PM. Should it end at 12:10 PM, and Apollo Mobile
// App start then?" (after "I started on Apollo twenty minutes ago", said just after the Greenleaf timer was
// stopped): yes cuts the entry to end then and starts the timer from then, undone together; no changes nothing.
import type { RequestHandler } from 'ask-sdk-core';
import { startsWithinReach } from '../conversation/past-time';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { trimAndStart } from './start-timer';

export const ConfirmTrimHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmTrim',
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmTrim') return tell(turn, t('answer.okay'));
    if (isIntent(input, 'AMAZON.NoIntent')) return tell(turn, t('backdate.trimKept', { project: pending.project.name }));
    // Read from the session: a moment to come or days back starts nothing.
    if (!startsWithinReach(pending.from, turn.now)) return tell(turn, t('answer.okay'));
    return trimAndStart(turn, pending.project, pending.description, pending.from, pending.entries.map((entry) => entry.id), pending.replacing);
  },
};
