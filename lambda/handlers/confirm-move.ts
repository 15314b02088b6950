// Yes or no to "Move your A entry to Thursday, November 5th?", asked when the day is the skill's reading
// of the date Alexa sent rather than that date: yes moves the entry (undo puts it back), no leaves it.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { moveTo } from './edit-entry';

export const ConfirmMoveHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmMove',
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmMove') return tell(turn, t('answer.okay'));
    if (isIntent(input, 'AMAZON.NoIntent')) return tell(turn, t('edit.dayKept', { project: pending.project.name }));
    return moveTo(turn, await turn.api.activities.get(pending.id), pending.day);
  },
};
