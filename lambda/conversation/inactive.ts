// Time put on an inactive project is most likely a slip (last quarter's launch beside this quarter's):
// the project is named as inactive, and the person asked, before anything is stored. Starting a timer,
// logging time and moving an entry ask the same way.
import type { Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { isFailure } from '../api/errors';
import { describeError } from '../log';
import { spokenDuration } from '../speech/spoken';
import { ask } from './respond';
import type { PendingAction } from './session';
import type { Turn } from './turn';

/** The question to ask first when the project is inactive; undefined when it is active or the person already said yes. */
export async function askIfInactive(turn: Turn, project: Ref, action: PendingAction): Promise<Response | undefined> {
  if (turn.inactiveConfirmed === project.id) return undefined;
  // Not knowing is no reason to refuse the person: the question is advice, the timer is what they asked for.
  const inactive = await turn.inactiveProjects().catch((error: unknown) => {
    if (!isFailure(error, 'unavailable')) throw error;
    turn.log.warn('inactive_projects_unavailable', describeError(error));
    return new Set<string>();
  });
  if (!inactive.has(project.id)) return undefined;
  const { t } = turn;
  const question =
    action.intent === 'LogTime' ? t('log.inactiveQuestion', { duration: spokenDuration(t, action.seconds) }) : t(action.intent === 'MoveEntry' ? 'inactive.moveAnyway' : 'inactive.startAnyway');
  return ask(turn, `${t('project.inactive', { project: project.name })} ${question}`, question, { kind: 'confirmInactive', action, project });
}
