// "List my projects": their names, a few at a time (ten names in one sentence are too many to follow),
// each few followed by "Would you like to hear more?"; "yes", "more" or "next" reads the next few. Read
// because no project fitted a name the person said, the list ends by asking which one they meant, and
// the name said then (or while it is read) carries on what they were doing. "What projects do I have for
// Acme?" reads that client's only.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { namesWhole } from '../conversation/client-projects';
import { isIntent, projectText, turnOf } from '../conversation/requests';
import { echo } from '../conversation/words';
import { resolveProject } from '../resolution/resolve-project';
import { ask, tell } from '../conversation/respond';
import { type PendingAction, READ_AT_A_TIME } from '../conversation/session';
import type { Turn } from '../conversation/turn';
import { spokenList } from '../speech/spoken';


export const ListProjectsHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'ListProjects'),
  async handle(input) {
    const turn = turnOf(input);
    const heard = projectText(input, 'client');
    if (heard) {
      const client = await clientNamed(turn, heard);
      // A name that is no client's is said back, and the whole list offered (it was "Sorry, I didn't get that").
      if (!client) return ask(turn, turn.t('list.noClient', { client: echo(heard) ?? turn.t('which.that') }), turn.t('list.offerAll'), { kind: 'offerList' });
      return listProjects(turn, 0, undefined, client);
    }
    // "List them", to "Would you like me to list your projects?", is a yes: what the person was doing carries on.
    const { pending } = turn.state;
    return listProjects(turn, 0, pending?.kind === 'offerList' ? pending.action : undefined);
  },
};

/** The client the words name: every word of theirs in its name, else the one client they fit (misheard). */
async function clientNamed(turn: Turn, heard: string): Promise<Ref | undefined> {
  const clients = await turn.clients();
  const whole = clients.filter((client) => namesWhole(client.name, heard));
  if (whole.length === 1) return whole[0];
  const fit = resolveProject({ heard, projects: clients });
  return fit.status === 'match' ? fit.project : undefined;
}

/**
 * Reads the names after the first `shown` (from the start when none were read yet); `action`: what a name said
 * carries on; `client`: only that client's projects.
 */
export async function listProjects(turn: Turn, shown = 0, action?: PendingAction, client?: Ref): Promise<Response> {
  const { t } = turn;
  // The first few come fresh from the service; the next few from the same list, so the places hold.
  const items = client ? await turn.projectsOf(client.id) : (await turn.projects({ fresh: shown === 0 })).items;
  if (items.length === 0) return tell(turn, client ? t('list.noneFor', { client: client.name }) : t('list.none'));
  const sorted = [...items].sort((a, b) => byName(a.name, b.name));
  const names = sorted.map((p) => p.name);
  // The names just read, kept: "the second one" said next is of them (it was not understood).
  const read = sorted.slice(shown, shown + READ_AT_A_TIME);
  const kept = read.length ? { read } : {};
  // At the end, the question is which project: the one meant, for what the person was doing, else one to work on.
  const which = (speech: string) =>
    action
      ? ask(turn, `${speech} ${t('list.nextMeant')}`, t('resolve.nameAgainReprompt'), { kind: 'nameProject', action, ...kept })
      : ask(turn, `${speech} ${t('list.next')}`, t('list.nextReprompt'), { kind: 'listing', shown: names.length, ...kept, ...(client ? { client } : {}) });
  if (shown >= names.length) return which(t('list.nothingMore'));
  const part = read.map((p) => p.name);
  const list = spokenList(t, part, 'and');
  const upTo = shown + part.length;
  // Of one client: "You have 2 projects for Acme Payments: ...".
  const of = client ? { key: 'Client', client: client.name } : { key: '' };
  if (shown === 0 && upTo === names.length) return which(t(`list.all${of.key}`, { count: names.length, list, ...of }));
  if (upTo === names.length) return which(t('list.last', { list }));
  const speech = shown === 0 ? t(`list.first${of.key}`, { count: names.length, shown: part.length, list, ...of }) : t('list.more', { list });
  return ask(turn, `${speech} ${t('list.askMore')}`, t('list.askMoreReprompt'), { kind: 'listing', shown: upTo, ...(action ? { action } : {}), ...(client ? { client } : {}), ...kept });
}

/** Names in the order a list reads them: alphabetical, case and accents aside, numbers by value ("Q3" before "Q10"). */
export const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
