// "What am I working on?" says what runs and for how long (and shows its clock on a screen); "which project is apollo?" says which project
// that name resolves to, and its client.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { showTimer } from '../conversation/apl';
import { findProject } from '../conversation/find-project';
import { isIntent, projectText, slotOf, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { echo } from '../conversation/words';
import { runningTimers } from '../conversation/timers';
import type { Turn } from '../conversation/turn';
import { spokenDuration, spokenList } from '../speech/spoken';

export const WhichProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'WhichProject'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const heard = projectText(input);
    if (heard) {
      const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'WhichProject', heard });
      return 'response' in found ? found.response : describeProject(turn, found.project, heard);
    }
    const timers = await runningTimers(turn);
    if (timers.length === 0) return tell(turn, t('which.nothing'));
    if (timers.length === 1) {
      showTimer(turn, timers[0].project.name, timers[0].duration);
      return tell(turn, t('which.one', { project: timers[0].project.name, elapsed: spokenDuration(t, timers[0].duration) }));
    }
    const list = spokenList(t, timers.map((timer) => `${timer.project.name}, ${spokenDuration(t, timer.duration)}`), 'and');
    return tell(turn, t('which.many', { count: timers.length, list }));
  },
};

export async function describeProject(turn: Turn, project: Ref, heard: string): Promise<Response> {
  const full = await turn.project(project.id);
  // Words too long to say back are "That".
  const said = echo(heard);
  const words = said ? said.charAt(0).toUpperCase() + said.slice(1) : turn.t('which.that');
  return tell(
    turn,
    full.client
      ? turn.t('which.withClient', { heard: words, project: full.name, client: full.client.name })
      : turn.t('which.withoutClient', { heard: words, project: full.name }),
  );
}
