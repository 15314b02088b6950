// "List my projects": their names, a few at a time (ten names in one sentence are too many to follow),
// each few followed by "Would you like to hear more?"; "yes", "more" or "next" reads the next few.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import type { Turn } from '../conversation/turn';
import { spokenList } from '../speech/spoken';

export const READ_AT_A_TIME = 5;

export const ListProjectsHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'ListProjects'),
  handle: (input) => listProjects(turnOf(input)),
};

/** Reads the names after the first `shown` (from the start when none were read yet). */
export async function listProjects(turn: Turn, shown = 0): Promise<Response> {
  const { t } = turn;
  // The first few come fresh from the service; the next few from the same list, so the places hold.
  const { items } = await turn.projects({ fresh: shown === 0 });
  if (items.length === 0) return tell(turn, t('list.none'));
  const names = items.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
  if (shown >= names.length) return ask(turn, t('list.nothingMore'), t('list.nextReprompt'));
  const part = names.slice(shown, shown + READ_AT_A_TIME);
  const list = spokenList(t, part, 'and');
  const upTo = shown + part.length;
  if (shown === 0 && upTo === names.length) return ask(turn, `${t('list.all', { count: names.length, list })} ${t('list.next')}`, t('list.nextReprompt'));
  if (upTo === names.length) return ask(turn, `${t('list.last', { list })} ${t('list.next')}`, t('list.nextReprompt'));
  const speech = shown === 0 ? t('list.first', { count: names.length, shown: part.length, list }) : t('list.more', { list });
  return ask(turn, `${speech} ${t('list.askMore')}`, t('list.askMoreReprompt'), { kind: 'listing', shown: upTo });
}
