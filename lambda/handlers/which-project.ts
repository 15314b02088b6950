// "What am I working on?" says what runs and for how long; "which project is apollo?" says which project
// that name resolves to, and its client.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { findProject } from '../conversation/find-project';
import { isIntent, slotOf, slotText, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import type { Turn } from '../conversation/turn';
import { spokenDuration, spokenList } from '../speech/spoken';

export const WhichProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'WhichProject'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const heard = slotText(input, 'project');
    if (heard) {
      const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'WhichProject', heard });
      return 'response' in found ? found.response : describeProject(turn, found.project, heard);
    }
    const timers = await runningTimers(turn);
    if (timers.length === 0) return tell(turn, t('which.nothing'));
    if (timers.length === 1) return tell(turn, t('which.one', { project: timers[0].project.name, elapsed: spokenDuration(t, timers[0].duration) }));
    const list = spokenList(t, timers.map((timer) => `${timer.project.name}, ${spokenDuration(t, timer.duration)}`), 'and');
    return tell(turn, t('which.many', { count: timers.length, list }));
  },
};

export async function describeProject(turn: Turn, project: Ref, heard: string): Promise<Response> {
  const full = await turn.api.projects.get(project.id);
  const words = heard.charAt(0).toUpperCase() + heard.slice(1);
  return tell(
    turn,
    full.client
      ? turn.t('which.withClient', { heard: words, project: full.name, client: full.client.name })
      : turn.t('which.withoutClient', { heard: words, project: full.name }),
  );
}
