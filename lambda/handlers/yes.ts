// "Yes" to the skill's yes-or-no questions: list the projects (or more of them), use the one project it
// asked about, start the timer it offered, go ahead with an inactive project, or change the one entry named.
import type { RequestHandler } from 'ask-sdk-core';
import { asIntent, isIntent, turnOf } from '../conversation/requests';
import { ask, askAgain } from '../conversation/respond';
import { carryOn, ChooseProjectHandler } from './choose-project';
import { entryChosen } from './last-entry';
import { listProjects } from './list-projects';
import { recapMore } from './recap';
import { startTimerFor } from './start-timer';

export const YesHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent'),
  handle(input) {
    const turn = turnOf(input);
    const pending = turn.state.pending;
    if (pending?.kind === 'offerList') return listProjects(turn, 0, pending.action);
    if (pending?.kind === 'listing') return listProjects(turn, pending.shown, pending.action, pending.client);
    if (pending?.kind === 'recapMore') return recapMore(turn, pending);
    if (pending?.kind === 'confirmStart') return startTimerFor(turn, pending.project);
    // "Did you mean A?": yes is A.
    if (pending?.kind === 'chooseProject' && pending.candidates.length === 1) return carryOn(turn, pending.action, pending.candidates[0]);
    if (pending?.kind === 'confirmInactive') {
      turn.inactiveConfirmed = pending.project.id;
      return carryOn(turn, pending.action, pending.project);
    }
    // "Do you mean your A entry of 1 hour for today?": that entry.
    if (pending?.kind === 'chooseEntry' && pending.entries.length === 1) return entryChosen(turn, pending.entries[0].id, pending.then);
    // "Yes" to "A or B?" chooses nothing: ask again.
    if (pending) return askAgain(turn, pending);
    // "Yes" to "I can do one thing at a time: to log an hour on greenfield, say it now": those words, read as
    // words said alone are when Alexa hands them over as a name.
    const { saidNext } = turn.state;
    if (saidNext) return ChooseProjectHandler.handle(asIntent(input, 'ChooseProject', { project: saidNext }));
    return ask(turn, turn.t('answer.nothingToAnswer'), turn.t('fallback.reprompt'));
  },
};
