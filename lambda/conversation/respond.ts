// The shapes of an answer: tell and end, ask and wait (remembering the question), or send a person to
// the Alexa app to link their account.
import type { Intent, Response, Slot, ui } from 'ask-sdk-model';
import { ssmlToText } from '../speech/ssml';
import { cappedText } from './requests';
import type { Eliciting, PendingQuestion, Question } from './session';
import type { Turn } from './turn';

const CARD_TITLE = 'Time Tracker';

/** Says something and ends the session; the card repeats it in the Alexa app. */
export function tell(turn: Turn, speech: string): Response {
  forgetQuestions(turn);
  return turn.input.responseBuilder.speak(speech).withSimpleCard(CARD_TITLE, ssmlToText(speech)).withShouldEndSession(true).getResponse();
}

/** Asks and keeps listening. With a question, remembers it so the answer can be understood. */
export function ask(turn: Turn, speech: string, reprompt: string, pending?: Question): Response {
  forgetQuestions(turn);
  if (pending) turn.state.pending = { ...pending, reprompt } as PendingQuestion;
  return turn.input.responseBuilder.speak(speech).reprompt(reprompt).withShouldEndSession(false).getResponse();
}

/** Asks for one slot of the current intent (the dialog model holds its answers' phrasings). */
export function elicit(turn: Turn, slot: string, speech: string, reprompt = speech, pending?: Question): Response {
  const request = turn.input.requestEnvelope.request;
  if (request.type !== 'IntentRequest') return ask(turn, speech, reprompt, pending);
  return elicitFor(turn, request.intent, slot, speech, reprompt, pending);
}

/**
 * Asks for one slot of the intent given (the request's, or one a handler built), remembering it so that
 * help or words not understood ask for it again; with a question, that is remembered too.
 */
export function elicitFor(turn: Turn, intent: Intent, slot: string, speech: string, reprompt = speech, pending?: Question): Response {
  forgetQuestions(turn);
  if (pending) turn.state.pending = { ...pending, reprompt } as PendingQuestion;
  const kept = keptIntent(intent, slot);
  const slots = Object.fromEntries(Object.entries(kept.slots ?? {}).flatMap(([name, { value }]) => (value ? [[name, value]] : [])));
  turn.state.eliciting = { intent: kept.name, slot, slots, reprompt };
  return turn.input.responseBuilder.speak(speech).reprompt(reprompt).addElicitSlotDirective(slot, kept).getResponse();
}

/** Asks again for the slot last asked for (after help, or words not understood), with the intent's words so far. */
export function elicitAgain(turn: Turn, eliciting: Eliciting, speech: string): Response {
  const slots: Record<string, Slot> = {};
  for (const [name, value] of Object.entries(eliciting.slots)) slots[name] = { name, value, confirmationStatus: 'NONE' };
  const intent: Intent = { name: eliciting.intent, confirmationStatus: 'NONE', slots };
  turn.state.eliciting = eliciting;
  return turn.input.responseBuilder.speak(speech).reprompt(eliciting.reprompt).addElicitSlotDirective(eliciting.slot, intent).getResponse();
}

/** Asks an open question again after words that do not answer it: the pending question, or the slot being asked for. */
export function askAgain(turn: Turn, question: PendingQuestion | Eliciting): Response {
  const speech = turn.t('fallback.pending', { question: question.reprompt });
  if (!('kind' in question)) return elicitAgain(turn, question, speech);
  // A question asked with a slot (LogTime's "Should I log it for yesterday, or for today?"): the slot is asked
  // for again too, or the answer ("yesterday") would come back as no request at all, and the log be lost.
  const { eliciting } = turn.state;
  if (!eliciting) return ask(turn, speech, question.reprompt, question);
  const response = elicitAgain(turn, eliciting, speech);
  turn.state.pending = question;
  return response;
}

/** A new answer replaces whatever question was open, and a request it asked to be said. */
function forgetQuestions(turn: Turn) {
  delete turn.state.pending;
  delete turn.state.eliciting;
  delete turn.state.saidNext;
}

const MAX_KEPT_RESOLUTION_CHARS = 1_000;

/**
 * The intent as Alexa is to keep it while the slot is asked for: each slot's words as the skill takes
 * them (slotText's length), and resolutions only of an ordinary size. Echoed as they came, slots of
 * thousands of characters would make a response larger than Alexa accepts.
 */
function keptIntent(intent: Intent, asked: string): Intent {
  const slots: Record<string, Slot> = {};
  for (const [name, slot] of Object.entries(intent.slots ?? {})) {
    // The slot asked for holds nothing yet, whatever words were taken for it ("help", "a timer for").
    const value = name === asked ? undefined : cappedText(slot.value);
    // Resolutions of an ordinary size are kept: they carry the project ids Alexa matched.
    const resolutions = value && JSON.stringify(slot.resolutions ?? {}).length <= MAX_KEPT_RESOLUTION_CHARS ? slot.resolutions : undefined;
    slots[name] = { name, confirmationStatus: slot.confirmationStatus ?? 'NONE', ...(value ? { value } : {}), ...(resolutions ? { resolutions } : {}) };
  }
  return { name: intent.name, confirmationStatus: intent.confirmationStatus ?? 'NONE', slots };
}

/** Sends the person to the Alexa app to link their account (the card there); `before`: said first. */
export function linkAccount(turn: Turn, again = false, before?: string): Response {
  forgetQuestions(turn);
  const link = turn.t(again ? 'link.again' : 'link.needed');
  return turn.input.responseBuilder
    .speak(before ? `${before} ${link}` : link)
    .withLinkAccountCard()
    .withShouldEndSession(true)
    .getResponse();
}

/**
 * One answer said after another: "Stopped your timer for A at 6 PM yesterday. Started a timer for B.",
 * "Logged 1 hour to A for today. Did you mean B or C?". `first` must be a copy: the response builder is
 * shared, so the second answer is written into the same response, and one that sets no card of its own (a
 * question) still carries the first's, which is then not repeated.
 */
export function saidBefore(first: Response, then: Response): Response {
  const inner = (response: Response) => ((response.outputSpeech as ui.SsmlOutputSpeech | undefined)?.ssml ?? '').replace(/^<speak>|<\/speak>$/g, '');
  const card = (response: Response) => (response.card?.type === 'Simple' ? (response.card as ui.SimpleCard).content ?? '' : '');
  const [before, after] = [card(first), card(then)];
  const content = after && after !== before ? `${before} ${after}`.trim() : before;
  return {
    ...then,
    outputSpeech: { type: 'SSML', ssml: `<speak>${inner(first)} ${inner(then)}</speak>` },
    ...(content ? { card: { type: 'Simple', title: CARD_TITLE, content } } : {}),
  };
}
