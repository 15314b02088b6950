// "Which clients do I have?": the clients the person's projects are for, by name (it was not understood). Up to a
// dozen are read; past that, the first ten and how many more there are. The reply says how to hear one client's
// projects.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask } from '../conversation/respond';
import { spokenList } from '../speech/spoken';
import { byName } from './list-projects';

/** Clients read in one answer: more in one sentence are too many to follow. */
const READ_ALL_UP_TO = 12;
const READ_OF_MORE = 10;

export const ListClientsHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'ListClients'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    // Fresh from the service, as a list read out is: a project made on the website since may bring a client.
    await turn.projects({ fresh: true });
    const names = (await turn.clients()).map((client) => client.name).sort(byName);
    if (names.length === 0) return ask(turn, `${t('clients.none')} ${t('list.offerAll')}`, t('list.offerAll'), { kind: 'offerList' });
    const read = names.length > READ_ALL_UP_TO ? names.slice(0, READ_OF_MORE) : names;
    const left = names.length - read.length;
    const list = spokenList(t, left ? [...read, t('clients.more', { count: left })] : read, 'and');
    return ask(turn, `${t('clients.all', { count: names.length, list })} ${t('clients.next', { example: read[0] })}`, t('clients.nextReprompt', { example: read[0] }));
  },
};
