// "Delete that entry": the entry meant by "that" (the one the skill last changed, else the running timer),
// asked about first, then deleted with the delete endpoint (confirm-delete.ts); "undo that" recovers it.
import type { RequestHandler } from 'ask-sdk-core';
import { entryMeant } from '../conversation/edits';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import { spokenDay, spokenDuration } from '../speech/spoken';

export const DeleteEntryHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'DeleteEntry'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const entry = await entryMeant(turn);
    if (!entry) return tell(turn, t('delete.nothing'));
    const project = entry.project;
    if (entry.status === 'pending') {
      const question = t('discard.confirm', { project: project.name, elapsed: spokenDuration(t, entry.duration) });
      return ask(turn, question, question, { kind: 'confirmDelete', id: entry.id, project, timer: true, seconds: entry.duration });
    }
    const day = spokenDay(t, entry.date.slice(0, 10), await turn.today());
    const question = t('delete.confirm', { project: project.name, duration: spokenDuration(t, entry.duration), day });
    return ask(turn, question, question, { kind: 'confirmDelete', id: entry.id, project, timer: false, seconds: entry.duration });
  },
};
