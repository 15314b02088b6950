// "Start a timer for Apollo": resolve the project, stop whatever else runs (a person works on one thing
// at a time), start a timer with source "alexa". Asked twice, it does not start a second timer.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { isFailure, mightHaveLanded } from '../api/errors';
import { findProject } from '../conversation/find-project';
import { isIntent, slotOf, slotText, turnOf } from '../conversation/requests';
import { elicit, tell } from '../conversation/respond';
import { afterFailedCreate, runningTimers, stopTimer } from '../conversation/timers';
import type { Turn } from '../conversation/turn';
import { spokenDuration, spokenList } from '../speech/spoken';

export const StartTimerHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'StartTimer'),
  async handle(input) {
    const turn = turnOf(input);
    const heard = slotText(input, 'project');
    if (!heard) return elicit(turn, 'project', turn.t('start.askProject'));
    const description = slotText(input, 'description');
    // Which timers run does not depend on which project was meant: ask for both at once.
    const timers = runningTimers(turn);
    timers.catch(() => undefined); // awaited below, unless the skill has to ask which project first
    const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'StartTimer', description });
    if ('response' in found) return found.response;
    return startTimerFor(turn, found.project, description, timers);
  },
};

export async function startTimerFor(turn: Turn, project: Ref, description?: string, running?: Promise<Activity[]>): Promise<Response> {
  const { t } = turn;
  const timers = await (running ?? runningTimers(turn));
  const already = timers.find((timer) => timer.project.id === project.id);
  const stopped: Activity[] = [];
  for (const timer of timers) {
    if (timer === already) continue;
    try {
      stopped.push(await stopTimer(turn, timer.id));
    } catch (error) {
      if (!isFailure(error, 'unavailable')) throw error;
      const running = timers.filter((other) => !stopped.some((s) => s.id === other.id)).map((other) => other.project.name);
      return tell(turn, t(mightHaveLanded(error) ? 'start.notStartedMaybeRunning' : 'start.notStartedRunning', { running: spokenList(t, running, 'and') }));
    }
  }
  const previous = spokenList(t, stopped.map((timer) => timer.project.name), 'and');
  if (already) {
    const elapsed = spokenDuration(t, already.duration);
    return tell(turn, stopped.length ? t('start.stoppedOthersAlreadyRunning', { previous, project: project.name, elapsed }) : t('start.alreadyRunning', { project: project.name, elapsed }));
  }
  try {
    await turn.api.activities.create({
      source: 'alexa',
      project_id: project.id,
      description: description ?? t('descriptions.timer', { project: project.name }),
    });
  } catch (error) {
    // No timer ran for this project before the create, so a pending one from Alexa now is this one.
    const outcome = await afterFailedCreate(turn, error, (a) => a.project.id === project.id && a.source === 'alexa', ['status:pending']);
    if (outcome !== 'landed') {
      const failed = t(outcome === 'unknown' ? 'start.unsure' : 'start.notStarted', { project: project.name });
      return tell(turn, stopped.length ? `${t('start.stoppedFirst', { previous })} ${failed}` : failed);
    }
  }
  return tell(turn, stopped.length ? t('start.startedAfterStopping', { previous, project: project.name }) : t('start.started', { project: project.name }));
}
