// Yes or no to "You already have a project called Greenleaf Yoga Studio. Should I still create a new project
// called Green Leaf?": yes creates it (undo removes it), no creates nothing and says how to use the one there is.
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { createProject } from './create-project';

export const ConfirmCreateHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent') && turnOf(input).state.pending?.kind === 'confirmCreate',
  handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    if (pending?.kind !== 'confirmCreate') return tell(turn, turn.t('answer.okay'));
    if (isIntent(input, 'AMAZON.NoIntent')) {
      const [like, ...more] = pending.like;
      return tell(turn, more.length ? turn.t('create.notCreatedSeveral') : turn.t('create.notCreated', { project: like.name }));
    }
    return createProject(turn, pending.name, pending.action);
  },
};
