// "Repeat that", "say that again", "what did you say": the skill's last words in this session again, the question
// they asked still open (a slot still asked for). It was taken for a project's name, or "Sorry, I didn't get that".
import type { RequestHandler } from 'ask-sdk-core';
import { isIntent, turnOf } from '../conversation/requests';
import { ask, elicitAgain } from '../conversation/respond';
import { escapeSsml } from '../speech/ssml';
import type { Response } from 'ask-sdk-model';
import type { Turn } from '../conversation/turn';

export const RepeatHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.RepeatIntent'),
  handle: (input) => repeat(turnOf(input)),
};

/** The last words said again, the question open (the slot asked for, if one was), or that there are none. */
export function repeat(turn: Turn): Response {
  const { t } = turn;
  const { said, pending, eliciting } = turn.state;
  // Kept as text, and spoken escaped: the session attribute comes back as input.
  if (!said) return ask(turn, t('repeat.nothing'), t('answer.whatNext'));
  const speech = escapeSsml(said.speech);
  const reprompt = escapeSsml(said.reprompt ?? said.speech);
  if (eliciting) return elicitAgain(turn, eliciting, speech);
  return ask(turn, speech, pending?.reprompt ?? reprompt, pending);
}
