// Yes or no to the skill's reading of an edit it was not sure of: "Move your A entry to Thursday, November
// 5th?" (a day other than the date Alexa sent), "Did you mean from 2 AM to 4 AM?" (the times said have not
// ended, the other reading has) or "Did you mean 2 hours?" (a number said alone). Yes makes the change (undo
// puts it back), no leaves the entry as it was. To "Should I move your hour on A to B? Say no if the logo is
// what the work was." (words that may be a project or the work), yes moves it, no describes it so.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { changeDuration, describeEntry, moveEntry, moveTo, setTimes } from './edit-entry';

export const ConfirmEditHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && ['confirmEdit', 'confirmLength', 'confirmMove'].includes(turnOf(input).state.pending?.kind ?? ''),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmEdit' && pending?.kind !== 'confirmLength' && pending?.kind !== 'confirmMove') return tell(turn, t('answer.okay'));
    if (pending.kind === 'confirmMove') {
      const entry = await turn.api.activities.get(pending.id);
      return isIntent(input, 'AMAZON.YesIntent') ? moveEntry(turn, entry, pending.project) : describeEntry(turn, entry, pending.description);
    }
    const project = pending.project.name;
    if (isIntent(input, 'AMAZON.NoIntent')) {
      return tell(turn, pending.kind === 'confirmEdit' && !pending.times ? t('edit.dayKept', { project }) : t('edit.timesKept', { project }));
    }
    const entry = await turn.api.activities.get(pending.id);
    if (pending.kind === 'confirmLength') return changeDuration(turn, entry, pending.duration);
    return pending.times ? setTimes(turn, entry, pending.day, pending.times) : moveTo(turn, entry, pending.day);
  },
};
