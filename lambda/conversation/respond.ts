// The shapes of an answer: tell and end, ask and wait (remembering the question), or send a person to
// the Alexa app to link their account.
import type { Response } from 'ask-sdk-model';
import { ssmlToText } from '../speech/ssml';
import type { PendingQuestion, Question } from './session';
import type { Turn } from './turn';

const CARD_TITLE = 'Time Tracker';

/** Says something and ends the session; the card repeats it in the Alexa app. */
export function tell(turn: Turn, speech: string): Response {
  delete turn.state.pending;
  return turn.input.responseBuilder.speak(speech).withSimpleCard(CARD_TITLE, ssmlToText(speech)).withShouldEndSession(true).getResponse();
}

/** Asks and keeps listening. With a question, remembers it so the answer can be understood. */
export function ask(turn: Turn, speech: string, reprompt: string, pending?: Question): Response {
  if (pending) turn.state.pending = { ...pending, reprompt } as PendingQuestion;
  else delete turn.state.pending;
  return turn.input.responseBuilder.speak(speech).reprompt(reprompt).withShouldEndSession(false).getResponse();
}

/** Asks for one slot of the current intent (the dialog model holds its answers' phrasings). */
export function elicit(turn: Turn, slot: string, speech: string, reprompt = speech): Response {
  delete turn.state.pending;
  const request = turn.input.requestEnvelope.request;
  const intent = request.type === 'IntentRequest' ? request.intent : undefined;
  return turn.input.responseBuilder.speak(speech).reprompt(reprompt).addElicitSlotDirective(slot, intent).getResponse();
}

export function linkAccount(turn: Turn, again = false): Response {
  delete turn.state.pending;
  return turn.input.responseBuilder
    .speak(turn.t(again ? 'link.again' : 'link.needed'))
    .withLinkAccountCard()
    .withShouldEndSession(true)
    .getResponse();
}
