// "I meant Nimbus", "no, I meant the audit", "sorry, I said Greenleaf": a correction of the project just
// heard. As the answer to a question about projects it is that answer (choose-project.ts). Said after the
// skill has just started, stopped, logged or edited an entry, it moves that entry to the project meant, as
// "move that to Nimbus" does: taken as a new wish instead, it would start a timer for Nimbus and leave the
// time on the project the person was correcting. "I meant two hours" or "I meant yesterday" corrects the
// entry's length or day instead. With nothing to correct, it is a name said out of the blue.
import type { RequestHandler } from 'ask-sdk-core';
import { entryMeant } from '../conversation/edits';
import { findProject } from '../conversation/find-project';
import { isIntent, projectText, slotOf, turnOf } from '../conversation/requests';
import { ChooseProjectHandler } from './choose-project';
import { lengthOrDayInstead, moveEntry } from './edit-entry';

export const CorrectProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'CorrectProject'),
  async handle(input) {
    const turn = turnOf(input);
    const heard = projectText(input);
    const { pending, eliciting } = turn.state;
    if (pending || eliciting || !heard) return ChooseProjectHandler.handle(input);
    const entry = await entryMeant(turn);
    if (!entry) return ChooseProjectHandler.handle(input);
    const instead = await lengthOrDayInstead(turn, entry, heard);
    if (instead) return instead;
    const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'MoveEntry', id: entry.id });
    if ('response' in found) return found.response;
    return moveEntry(turn, entry, found.project);
  },
};
