// "I meant Nimbus", "no, I meant the audit", "sorry, I said Greenleaf": a correction of the project just
// heard. As the answer to a question about projects it is that answer (choose-project.ts). Said after the
// skill has just started, stopped, logged or edited an entry, it moves that entry to the project meant, as
// "move that to Nimbus" does: taken as a new wish instead, it would start a timer for Nimbus and leave the
// time on the project the person was correcting. "I meant two hours" or "I meant yesterday" corrects the
// entry's length or day instead. With nothing to correct, it is a name said out of the blue.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity } from '../../models';
import { entryMeant } from '../conversation/edits';
import { findProject, resolveWithClients } from '../conversation/find-project';
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
    return (await correctEntry(input, heard, await entryMeant(turn))) ?? ChooseProjectHandler.handle(input);
  },
};

/**
 * The entry corrected to what was heard instead: its length, its day, or else its project. Undefined with no
 * entry to correct, and, when `named` asks for it, with words that name no project ("no thanks").
 */
export async function correctEntry(input: HandlerInput, heard: string, entry: Activity | undefined, options: { named?: boolean } = {}): Promise<Response | undefined> {
  if (!entry) return undefined;
  const turn = turnOf(input);
  const instead = await lengthOrDayInstead(turn, entry, heard);
  if (instead) return instead;
  if (options.named && (await resolveWithClients(turn, heard, slotOf(input, 'project'))).status === 'none') return undefined;
  const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'MoveEntry', id: entry.id });
  if ('response' in found) return found.response;
  return moveEntry(turn, entry, found.project);
}
