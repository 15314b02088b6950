// The answer to "Did you mean Apollo Website Redesign or Apollo Mobile App?" ("the second one", "mobile",
// "the website one") or to "Which timer should I stop?"; then the skill carries on with what it was doing.
// A project name said out of the blue is taken as a wish to start a timer, and confirmed first.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { askWhichProject, resolveSpokenProject } from '../conversation/find-project';
import { isIntent, slotOf, slotText, turnOf } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import type { PendingAction } from '../conversation/session';
import type { Turn } from '../conversation/turn';
import { resolveProject } from '../resolution/resolve-project';
import { spokenList } from '../speech/spoken';
import { logTimeFor } from './log-time';
import { startTimerFor } from './start-timer';
import { isAllWords, stopTimers } from './stop-timer';
import { describeProject } from './which-project';

export const ChooseProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'ChooseProject'),
  async handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    const heard = slotText(input, 'project');
    if (pending?.kind === 'chooseProject') {
      const picked = pickFrom(input, pending.candidates);
      if (picked) return carryOn(turn, pending.action, picked);
      if (heard) {
        // A name that is not among the choices may still be one of the person's projects.
        const resolution = await resolveSpokenProject(turn, heard, slotOf(input, 'project'));
        if (resolution.status === 'match') return carryOn(turn, pending.action, resolution.project);
        if (resolution.status === 'ambiguous') return askWhichProject(turn, resolution.candidates, pending.action);
      }
      const options = spokenList(turn.t, pending.candidates.map((c) => c.name), 'or');
      return ask(turn, turn.t('resolve.unclearChoice', { options }), pending.reprompt, pending);
    }
    if (pending?.kind === 'chooseTimer') {
      if (isAllWords(heard)) return stopTimers(turn, pending.timers);
      const picked = pickFrom(input, pending.timers.map((timer) => timer.project));
      const timer = picked && pending.timers.find((x) => x.project.id === picked.id);
      if (timer) return stopTimers(turn, [timer]);
      return ask(turn, turn.t('fallback.pending', { question: pending.reprompt }), pending.reprompt, pending);
    }
    // Out of the blue, a bare name that is none of the person's projects was most likely not a name at
    // all ("play some jazz" fits the bare-name utterance too): answer as for anything not understood.
    const resolution = heard ? await resolveSpokenProject(turn, heard, slotOf(input, 'project')) : { status: 'none' as const };
    if (resolution.status === 'none') return ask(turn, turn.t('fallback.speech'), turn.t('fallback.reprompt'));
    if (resolution.status === 'ambiguous') return askWhichProject(turn, resolution.candidates, { intent: 'StartTimer' });
    const question = turn.t('resolve.confirmStart', { project: resolution.project.name });
    return ask(turn, question, question, { kind: 'confirmStart', project: resolution.project });
  },
};

/** Carries on with what the skill was doing before it had to ask which project. */
export function carryOn(turn: Turn, action: PendingAction, project: Ref): Promise<Response> | Response {
  switch (action.intent) {
    case 'StartTimer':
      return startTimerFor(turn, project, action.description);
    case 'LogTime':
      return logTimeFor(turn, project, action.seconds, action.day, action.description);
    case 'WhichProject':
      return describeProject(turn, project, action.heard);
    case 'StopTimer':
      return tell(turn, turn.t('answer.okay'));
  }
}

const ORDINAL_WORDS: Record<string, number> = { first: 1, one: 1, second: 2, two: 2, third: 3, three: 3, fourth: 4, four: 4 };

/** The choice by position ("the second one", "number two", "the last one") or by name ("the website one"). */
function pickFrom(input: HandlerInput, choices: Ref[]): Ref | undefined {
  const position = Number(slotText(input, 'ordinal') ?? slotText(input, 'number'));
  if (Number.isInteger(position) && position >= 1 && position <= choices.length) return choices[position - 1];
  const heard = slotText(input, 'project');
  if (!heard) return undefined;
  const words = heard.toLowerCase().replace(/\b(the|one|project|please)\b/g, ' ').trim();
  if (words === 'last') return choices[choices.length - 1];
  if (ORDINAL_WORDS[words] && ORDINAL_WORDS[words] <= choices.length) return choices[ORDINAL_WORDS[words] - 1];
  const resolution = resolveProject({ heard: words || heard, projects: choices });
  return resolution.status === 'match' ? resolution.project : undefined;
}
