// "I meant Nimbus", "no, I meant the audit", "sorry, I said Greenleaf": a correction of the project just
// heard. As the answer to a question about projects it is that answer (choose-project.ts). Said after the
// skill has just started, stopped, logged or edited an entry, it moves that entry to the project meant, as
// "move that to Nimbus" does: taken as a new wish instead, it would start a timer for Nimbus and leave the
// time on the project the person was correcting. "I meant two hours" or "I meant yesterday" corrects the
// entry's length or day instead. Said after a question about something else ("how much did I log on
// Greenleaf today?"), it is that question asked again with the words meant; it moved the last entry. With
// nothing to correct, it is a name said out of the blue.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { IntentRequest, Response, Slot } from 'ask-sdk-model';
import { entryMeant } from '../conversation/edits';
import { findProject, resolveWithClients } from '../conversation/find-project';
import { type Asked, askedSince, lastChange, recentAlexaActivities } from '../conversation/last-change';
import { isIntent, projectText, slotOf, turnOf } from '../conversation/requests';
import { dayInWords } from '../dates/days';
import { lengthSaid } from '../dates/durations';
import { ChooseProjectHandler } from './choose-project';
import { lengthOrDayInstead, moveEntry } from './edit-entry';
import { LastEntryHandler } from './last-entry';
import { TotalsHandler } from './totals';
import { WhichProjectHandler } from './which-project';

export const CorrectProjectHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'CorrectProject'),
  async handle(input) {
    const turn = turnOf(input);
    const heard = projectText(input);
    const { pending, eliciting } = turn.state;
    if (pending || eliciting || !heard) return ChooseProjectHandler.handle(input);
    return (await correction(input, heard)) ?? ChooseProjectHandler.handle(input);
  },
};

/**
 * What was heard instead, for the entry "that" means (`changed`: only one the skill changed) or for the
 * question answered since: the entry's length, its day, or else its project; or the question asked again.
 * Undefined with nothing to correct, and, when `named` asks for it, with words that name no project or day
 * ("no thanks").
 */
export async function correction(input: HandlerInput, heard: string, options: { changed?: boolean; named?: boolean } = {}): Promise<Response | undefined> {
  const turn = turnOf(input);
  const recent = await recentAlexaActivities(turn);
  const asked = askedSince(turn, await lastChange(turn, recent));
  const entry = asked ? undefined : await entryMeant(turn, recent, { changed: options.changed });
  if (!asked && !entry) return undefined;
  const day = lengthSaid(heard) ? undefined : dayInWords(heard, await turn.today());
  if (options.named && !day && !lengthSaid(heard) && (await resolveWithClients(turn, heard, slotOf(input, 'project'))).status === 'none') return undefined;
  if (asked) return askAgain(input, asked, heard, day);
  const instead = await lengthOrDayInstead(turn, entry!, heard);
  if (instead) return instead;
  const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'MoveEntry', id: entry!.id });
  if ('response' in found) return found.response;
  return moveEntry(turn, entry!, found.project);
}

const ASKED_AGAIN: Partial<Record<Asked['intent'], RequestHandler>> = { Totals: TotalsHandler, WhichProject: WhichProjectHandler, LastEntry: LastEntryHandler };

/**
 * The question asked again with the project, or the day, said instead ("how much on Greenleaf today?", "no, I
 * meant Greenfield"). Undefined for words it has no slot for (a length; a weekday where only a date is taken).
 */
function askAgain(input: HandlerInput, asked: Asked, heard: string, day: ReturnType<typeof dayInWords>): Promise<Response> | undefined {
  const handler = ASKED_AGAIN[asked.intent];
  if (!handler || lengthSaid(heard)) return undefined;
  const slots = { ...asked.slots };
  if (day?.date && asked.intent !== 'WhichProject') Object.assign(slots, { date: day.date, weekday: undefined });
  else if (day?.weekday && asked.intent === 'LastEntry') Object.assign(slots, { weekday: day.weekday.words, date: undefined });
  else if (day) return undefined;
  else slots.project = heard;
  const request = input.requestEnvelope.request as IntentRequest;
  const filled = Object.entries(slots).flatMap(([name, value]) => (value ? [[name, { name, value, confirmationStatus: 'NONE' } as Slot]] : []));
  const intent = { name: asked.intent, confirmationStatus: 'NONE' as const, slots: Object.fromEntries(filled) };
  return Promise.resolve(handler.handle({ ...input, requestEnvelope: { ...input.requestEnvelope, request: { ...request, intent } } }));
}
