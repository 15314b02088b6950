// "Move my timer to Nimbus", "my timer should be on Internal Admin", "move the Greenleaf timer to the audit":
// the running timer was started on the wrong project, and its time so far goes with it to the one meant. It is
// no switch ("switch to Nimbus", start-timer.ts), which leaves the time so far where it was: said as a correction
// of a timer started earlier, it was taken for a new start and the minutes stayed on the wrong client. Undo
// moves it back (the change is remembered as any edit is).
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity } from '../../models';
import { findProject, resolveWithClients } from '../conversation/find-project';
import { isIntent, projectText, slotOf, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import { runningTimers } from '../conversation/timers';
import type { Turn } from '../conversation/turn';
import { echo } from '../conversation/words';
import { spokenList } from '../speech/spoken';
import { moveEntry } from './edit-entry';
import { notRunningFor, runningNamed } from './stop-timer';

export const MoveTimerHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'MoveTimer'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const heard = projectText(input);
    let timers = await runningTimers(turn);
    if (timers.length === 0) {
      const said = heard && echo(heard);
      return tell(turn, said ? t('moveTimer.nothingRunningFor', { project: said }) : t('moveTimer.nothingRunning'));
    }
    // "Move the Greenleaf timer to ...": of the timers running, the one named (none named moves none).
    const previous = projectText(input, 'previous', { timer: true });
    if (previous) {
      const named = await runningNamed(turn, timers, previous);
      if (named.status === 'none') return notRunningFor(turn, timers, previous);
      const ids = new Set((named.status === 'ambiguous' ? named.candidates : [named.project]).map((project) => project.id));
      timers = timers.filter((timer) => ids.has(timer.project.id));
    }
    // Of several timers, those already on the project named are not the one to move.
    if (heard && timers.length > 1) timers = await notAlreadyOn(turn, timers, heard, slotOf(input, 'project'));
    if (timers.length > 1) return askWhichTimer(turn, timers, heard);
    if (!heard) return askWhereTo(turn, timers[0]);
    return moveTimerTo(turn, timers[0], heard, slotOf(input, 'project'));
  },
};

/** The timers not already on the project heard, when it names one project; all of them otherwise (or if none would be left). */
async function notAlreadyOn(turn: Turn, timers: Activity[], heard: string, slot: Parameters<typeof findProject>[2]): Promise<Activity[]> {
  const named = await resolveWithClients(turn, heard, slot);
  if (named.status !== 'match') return timers;
  const others = timers.filter((timer) => timer.project.id !== named.project.id);
  return others.length ? others : timers;
}

/** The one timer moved to the project heard, once that is settled (perhaps after a question). */
async function moveTimerTo(turn: Turn, timer: Activity, heard: string, slot: Parameters<typeof findProject>[2]): Promise<Response> {
  const found = await findProject(turn, heard, slot, { intent: 'MoveEntry', id: timer.id });
  if ('response' in found) return found.response;
  if (found.project.id === timer.project.id) return tell(turn, turn.t('moveTimer.already', { project: timer.project.name }));
  return moveEntry(turn, timer, found.project);
}

/** "Move my timer" with no project said: which project it should be on, then moved there. */
function askWhereTo(turn: Turn, timer: Activity): Response {
  return ask(turn, turn.t('moveTimer.whereTo', { project: timer.project.name }), turn.t('resolve.nameAgainReprompt'), {
    kind: 'nameProject',
    action: { intent: 'MoveEntry', id: timer.id },
  });
}

/**
 * "Which timer should I move to Nimbus: Greenleaf Yoga Studio or Internal Admin?"; the answer moves that one (or,
 * with no project said yet, asks where it goes).
 */
function askWhichTimer(turn: Turn, timers: Activity[], heard: string | undefined): Response {
  const { t } = turn;
  const options = spokenList(t, timers.map((timer) => timer.project.name), 'or');
  const said = heard && echo(heard);
  const question = said ? t('moveTimer.whichTo', { project: said, options }) : t('moveTimer.which', { options });
  const entries = timers.map((timer) => ({ id: timer.id, project: timer.project }));
  return ask(turn, question, question, { kind: 'chooseEntry', entries, then: heard ? { instead: heard } : 'move' });
}
