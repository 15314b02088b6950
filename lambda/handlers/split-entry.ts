// "Split that again": the ungroup endpoint on the skill's last merge (in the last hour), which puts every
// merged entry back as it was. "Undo that" merges them again.
import type { RequestHandler } from 'ask-sdk-core';
import { lastChange, rememberChange } from '../conversation/last-change';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';

export const SplitEntryHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SplitEntry'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const change = await lastChange(turn, []);
    if (change?.kind !== 'grouped') return tell(turn, t('merge.nothingToSplit'));
    const parts = await turn.api.activities.ungroup(change.id);
    rememberChange(turn, { kind: 'ungrouped', ids: parts.map((part) => part.id), at: turn.now, project: change.project });
    return tell(turn, t('merge.split', { project: change.project?.name ?? '', count: parts.length }));
  },
};
