// "List my projects": their names, a few at a time (ten names in one sentence are too many to follow),
// each few followed by "Would you like to hear more?"; "yes", "more" or "next" reads the next few. Read
// because no project fitted a name the person said, the list ends by asking which one they meant, and
// the name said then (or while it is read) carries on what they were doing.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import type { PendingAction } from '../conversation/session';
import type { Turn } from '../conversation/turn';
import { spokenList } from '../speech/spoken';

export const READ_AT_A_TIME = 5;

export const ListProjectsHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'ListProjects'),
  handle(input) {
    const turn = turnOf(input);
    // "List them", to "Would you like me to list your projects?", is a yes: what the person was doing carries on.
    const { pending } = turn.state;
    return listProjects(turn, 0, pending?.kind === 'offerList' ? pending.action : undefined);
  },
};

/** Reads the names after the first `shown` (from the start when none were read yet); `action`: what a name said carries on. */
export async function listProjects(turn: Turn, shown = 0, action?: PendingAction): Promise<Response> {
  const { t } = turn;
  // The first few come fresh from the service; the next few from the same list, so the places hold.
  const { items } = await turn.projects({ fresh: shown === 0 });
  if (items.length === 0) return tell(turn, t('list.none'));
  const names = items.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
  // At the end, the question is which project: the one meant, for what the person was doing, else one to work on.
  const which = (speech: string) =>
    action
      ? ask(turn, `${speech} ${t('list.nextMeant')}`, t('resolve.nameAgainReprompt'), { kind: 'nameProject', action })
      : ask(turn, `${speech} ${t('list.next')}`, t('list.nextReprompt'));
  if (shown >= names.length) return which(t('list.nothingMore'));
  const part = names.slice(shown, shown + READ_AT_A_TIME);
  const list = spokenList(t, part, 'and');
  const upTo = shown + part.length;
  if (shown === 0 && upTo === names.length) return which(t('list.all', { count: names.length, list }));
  if (upTo === names.length) return which(t('list.last', { list }));
  const speech = shown === 0 ? t('list.first', { count: names.length, shown: part.length, list }) : t('list.more', { list });
  return ask(turn, `${speech} ${t('list.askMore')}`, t('list.askMoreReprompt'), { kind: 'listing', shown: upTo, ...(action ? { action } : {}) });
}
