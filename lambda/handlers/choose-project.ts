// The answer to "Did you mean Apollo Website Redesign or Apollo Mobile App?" ("the second one", "mobile",
// "the website one"), to "Did you mean Kowalczyk Kitchen Remodel?" (another name instead of a yes or a
// no), to "Which project did you mean?", or to "Which timer should I stop?"; then the skill carries on
// with what it was doing. An answer that is not clearly one of the options gets the question again.
// A project name said out of the blue is taken as a wish to start a timer, and confirmed first.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { namedOutright, pickFrom } from '../conversation/choice';
import { askOneAtATime, askWhichProject, findProject, type Found, resolveWithClients } from '../conversation/find-project';
import { isIntent, projectText, slotOf, turnOf } from '../conversation/requests';
import { ask, askAgain, tell } from '../conversation/respond';
import type { PendingAction } from '../conversation/session';
import type { Turn } from '../conversation/turn';
import { isAllWords } from '../conversation/words';
import { spokenNumber } from '../resolution/numbers';
import { spokenList } from '../speech/spoken';
import { moveEntry } from './edit-entry';
import { logTimeFor, proposeDuration } from './log-time';
import { mergeEntries } from './merge-entries';
import { resumeProject } from './resume-timer';
import { startTimerFor } from './start-timer';
import { stopTimers } from './stop-timer';
import { describeProject } from './which-project';

export const ChooseProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'ChooseProject'),
  async handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    const heard = projectText(input);
    if (pending?.kind === 'chooseProject') {
      const { action, candidates } = pending;
      if (isAllWords(heard)) return askOneAtATime(turn, pending);
      const picked = pickFrom(input, candidates);
      if (picked) return carryOn(turn, action, picked);
      // "Did you mean X?" answered with another name: that name, looked up as any other.
      if (heard && candidates.length === 1) return found(turn, await findProject(turn, heard, slotOf(input, 'project'), action), action);
      const other = heard && namedOutright(heard, (await turn.projects()).items);
      if (other) return carryOn(turn, action, other);
      const options = spokenList(turn.t, candidates.map((c) => c.name), 'or');
      return ask(turn, turn.t('resolve.unclearChoice', { options }), pending.reprompt, pending);
    }
    if (pending?.kind === 'nameProject') {
      if (!heard) return askAgain(turn, pending);
      return found(turn, await findProject(turn, heard, slotOf(input, 'project'), pending.action), pending.action);
    }
    if (pending?.kind === 'chooseTimer') {
      if (isAllWords(heard)) return stopTimers(turn, pending.timers);
      const picked = pickFrom(input, pending.timers.map((timer) => timer.project));
      const timer = picked && pending.timers.find((x) => x.project.id === picked.id);
      if (timer) return stopTimers(turn, [timer]);
      return askAgain(turn, pending);
    }
    // A number alone while the skill asks how long ("forty five") is a length without its unit, not a name.
    const { eliciting } = turn.state;
    const number = eliciting?.intent === 'LogTime' && eliciting.slot === 'duration' && heard ? spokenNumber(heard) : null;
    if (eliciting && number) return proposeDuration(turn, eliciting, number);
    // Out of the blue, a bare name that is none of the person's projects was most likely not a name at
    // all ("play some jazz" fits the bare-name utterance too): answer as for anything not understood.
    const resolution = heard ? await resolveWithClients(turn, heard, slotOf(input, 'project')) : { status: 'none' as const };
    if (resolution.status === 'none') {
      // While a slot is asked for ("How long did you work?"), words that are no answer get the question again.
      if (eliciting) return askAgain(turn, eliciting);
      return ask(turn, turn.t('fallback.speech'), turn.t('fallback.reprompt'));
    }
    if (resolution.status === 'ambiguous') return askWhichProject(turn, resolution.candidates, { intent: 'StartTimer' });
    const question = turn.t('resolve.confirmStart', { project: resolution.project.name });
    return ask(turn, question, question, { kind: 'confirmStart', project: resolution.project });
  },
};

function found(turn: Turn, result: Found, action: PendingAction): Promise<Response> | Response {
  return 'response' in result ? result.response : carryOn(turn, action, result.project);
}

/** Carries on with what the skill was doing before it had to ask which project. */
export function carryOn(turn: Turn, action: PendingAction, project: Ref): Promise<Response> | Response {
  switch (action.intent) {
    case 'StartTimer':
      return startTimerFor(turn, project, action.description, undefined, action.from);
    case 'LogTime':
      return logTimeFor(turn, project, action);
    case 'WhichProject':
      return describeProject(turn, project, action.heard);
    case 'StopTimer':
      return tell(turn, turn.t('answer.okay'));
    case 'MoveEntry':
      return moveEntry(turn, action.id, project);
    case 'MergeEntries':
      return mergeEntries(turn, project, action.day);
    case 'ResumeTimer':
      return resumeProject(turn, project);
  }
}
