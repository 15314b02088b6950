// "List my projects": their names, the first ten when there are more.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import type { Turn } from '../conversation/turn';
import { spokenList } from '../speech/spoken';

const READ_AT_MOST = 10;

export const ListProjectsHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'ListProjects'),
  handle: (input) => listProjects(turnOf(input)),
};

export async function listProjects(turn: Turn): Promise<Response> {
  const { t } = turn;
  const { items } = await turn.projects({ fresh: true });
  if (items.length === 0) return tell(turn, t('list.none'));
  const names = items.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
  const shown = names.slice(0, READ_AT_MOST);
  const list = spokenList(t, shown, 'and');
  const speech = names.length > READ_AT_MOST ? t('list.first', { count: names.length, shown: shown.length, list }) : t('list.all', { count: names.length, list });
  return ask(turn, `${speech} ${t('list.next')}`, t('list.next'));
}
