// "Help": what the skill can do; in the middle of a question, how to answer it, and that question again
// (one question a turn: not "What would you like to do?" as well). While Alexa waits for a slot ("How
// long did you work?"), it goes on waiting for it.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, elicitAgain, linkAccount } from '../conversation/respond';
import type { Turn } from '../conversation/turn';

export const HelpHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.HelpIntent'),
  handle: (input) => help(turnOf(input)),
};

// How to answer each slot the skill asks for.
const SLOT_HELP: Record<string, string> = { project: 'help.naming', duration: 'help.duration', date: 'help.day' };

export function help(turn: Turn): Response {
  const { t } = turn;
  const { pending, eliciting } = turn.state;
  if (eliciting) return elicitAgain(turn, eliciting, `${t(SLOT_HELP[eliciting.slot] ?? 'help.pending')} ${eliciting.reprompt}`);
  if (pending) return ask(turn, `${t('help.pending')} ${pending.reprompt}`, pending.reprompt, pending);
  // Unlinked, every request would only ask for the link: what the skill does, then how to link it, the card sent.
  if (!turn.linked) return linkAccount(turn, false, t('help.unlinked'));
  return ask(turn, t('help.speech'), t('help.reprompt'));
}
