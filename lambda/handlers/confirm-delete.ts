// Yes or no to "Delete your entry?" and "Throw away your timer?": yes deletes it (the service keeps it
// for recover, so "undo that" brings it back), no keeps it.
import type { RequestHandler } from 'ask-sdk-core';
import { rememberChange } from '../conversation/last-change';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { spokenDuration } from '../speech/spoken';

export const ConfirmDeleteHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmDelete',
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmDelete') return tell(turn, t('answer.okay'));
    const project = pending.project.name;
    if (isIntent(input, 'AMAZON.NoIntent')) return tell(turn, t(pending.timer ? 'discard.kept' : 'delete.kept', { project }));
    await turn.api.activities.delete(pending.id);
    rememberChange(turn, { kind: 'deleted', id: pending.id, at: turn.now, project: pending.project, timer: pending.timer });
    if (pending.timer) return tell(turn, t('discard.discarded', { project }));
    return tell(turn, t('delete.deleted', { project, duration: spokenDuration(t, pending.seconds) }));
  },
};
