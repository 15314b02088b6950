// Yes or no to the skill's reading of an edit it was not sure of: "Move your A entry to Thursday, November
// 5th?" (a day other than the date Alexa sent) or "Did you mean from 2 AM to 4 AM?" (the times said have not
// ended, the other reading has). Yes makes the change (undo puts it back), no leaves the entry as it was.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { moveTo, setTimes } from './edit-entry';

export const ConfirmEditHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmEdit',
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmEdit') return tell(turn, t('answer.okay'));
    const project = pending.project.name;
    if (isIntent(input, 'AMAZON.NoIntent')) return tell(turn, pending.times ? t('edit.timesKept', { project }) : t('edit.dayKept', { project }));
    const entry = await turn.api.activities.get(pending.id);
    return pending.times ? setTimes(turn, entry, pending.day, pending.times) : moveTo(turn, entry, pending.day);
  },
};
