// Around every request: set up its Turn (services, deadline, logger), and log what came in and went out.
import type { HandlerInput, RequestInterceptor, ResponseInterceptor } from 'ask-sdk-core';
import { getIntentName, getRequestType } from 'ask-sdk-core';
import type { IntentRequest, Response } from 'ask-sdk-model';
import type { SkillConfig } from '../config';
import { ProgressiveResponse } from './progress';
import { changeInDoubt } from './last-change';
import { noteWrites } from './replays';
import { slotText, TURN, turnOf } from './requests';
import { heardWords } from '../resolution/names';
import { withoutDisfluencies } from './words';
import { ssmlToText } from '../speech/ssml';
import { MAX_SAID_CHARS } from './session';
import { Turn } from './turn';

export function turnInterceptor(config: SkillConfig): RequestInterceptor {
  return {
    process(input: HandlerInput) {
      const envelope = input.requestEnvelope;
      const type = getRequestType(envelope);
      const log = config.log.child({ requestId: envelope.request.requestId });
      const turn = new Turn(input, config, AbortSignal.timeout(config.deadlineMs), log);
      turn.progress = new ProgressiveResponse(input, config.progressiveAfterMs, turn.t('progress.oneMoment'), log);
      input.attributesManager.getRequestAttributes()[TURN] = turn;
      noteWrites(envelope, turn.writes);
      log.info('request', {
        type,
        intent: type === 'IntentRequest' ? getIntentName(envelope) : undefined,
        locale: turn.locale,
        newSession: envelope.session?.new ?? null,
        linked: turn.linked,
        pending: turn.state.pending?.kind,
      });
    },
  };
}

/**
 * Keeps what an answer that leaves the session open said, as text, for "repeat that" (handlers/repeat.ts): the whole
 * answer, one handler's and another's said before it alike. An answer that ends the session leaves none to repeat.
 */
export const rememberSaid: ResponseInterceptor = {
  process(input: HandlerInput, response?: Response) {
    const turn = turnOf(input);
    if (!turn || !input.requestEnvelope.session || response?.shouldEndSession === true) return;
    const speech = response?.outputSpeech?.type === 'SSML' ? ssmlToText(response.outputSpeech.ssml) : undefined;
    const reprompt = response?.reprompt?.outputSpeech?.type === 'SSML' ? ssmlToText(response.reprompt.outputSpeech.ssml) : undefined;
    // Longer than the session may carry: nothing kept ("repeat that" then says there is nothing to repeat).
    if (!speech || speech.length > MAX_SAID_CHARS || (reprompt?.length ?? 0) > MAX_SAID_CHARS) {
      delete turn.state.said;
      return;
    }
    turn.state.said = { speech, ...(reprompt ? { reprompt } : {}) };
  },
};

/**
 * A write whose answer was lost this request, with no change remembered for it (the handler said it could not tell
 * whether it was done): the change remembered before is no longer the last one, and undo must not take it back (a
 * break in doubt, then "undo", deleted the timer started an hour before). The error handler does the same for failures.
 */
export const fenceUnsureWrites: ResponseInterceptor = {
  process(input: HandlerInput) {
    const turn = turnOf(input);
    if (!turn || turn.writes.unsure === 0 || turn.changeRemembered) return;
    changeInDoubt(turn);
  },
};

export const responseLogger: ResponseInterceptor = {
  async process(input: HandlerInput, response?: Response) {
    const turn = turnOf(input);
    await turn?.progress?.settle();
    turn?.log.info('response', {
      ms: turn.config.now() - turn.now,
      endsSession: response?.shouldEndSession ?? null,
      directives: response?.directives?.map((d) => d.type),
      asking: turn.state.pending?.kind,
    });
  },
};

// A yes or a no with sounds or thanks around it ("uh yeah", "yes, thanks", "um, no"), or a goodbye ("thanks,
// that's all"), fits none of the built-in intents' samples, and Alexa may hand it over as a project's name: it
// was "I couldn't find a project called yeah", or "Sorry, I didn't get that" with the question dropped.
const AROUND = '(?:(?:oh|well|so|okay|ok|thanks|thank you) )*';
const THANKS = '(?: (?:please|thanks|thank you|go ahead|do it|that is all|thats all))*';
const SAYS_YES = new RegExp(`^${AROUND}(?:yes|yeah|yep|yup|sure|correct|thats right|go ahead|do it)${THANKS}$`);
// "No, keep it", "no, leave it": a no, with what it means said after it.
const KEEP = '(?: (?:keep it|keep them|keep it running|leave it|leave them|leave it running|dont|do not|dont do that))?';
const SAYS_NO = new RegExp(`^${AROUND}(?:no|nope|nah|dont)${KEEP}${THANKS}$`);
const SAYS_GOODBYE = new RegExp(`^${AROUND}(?:thats all|that is all|bye|goodbye|nothing else)${THANKS}(?: bye| goodbye)?$`);

// "Start a timer for greenleaf instead", said while Alexa waits for a name ("Which project was that for?"): a request
// of its own, which the slot holds whole.
const START_SAID = /^(?:(?:no|oh|wait|actually|just|um|uh|ok|okay)\s+)*(?:(?:can you|could you|please)\s+)?(?:start|begin) (?:a |the |my )?(?:new )?timer (?:for|on) (.+?)(?:\s+(?:instead|please|now|then))*$/;

/**
 * Reads a timer's start said where a name was asked for as that request: the timer is started (it was "Sorry, I
 * didn't get that", the question asked again). What was asked for is dropped, as any other request said instead.
 */
export const startSaidInstead: RequestInterceptor = {
  process(input: HandlerInput) {
    const envelope = input.requestEnvelope;
    if (getRequestType(envelope) !== 'IntentRequest' || getIntentName(envelope) === 'StartTimer') return;
    const attributes = (envelope.session?.attributes ?? {}) as Record<string, unknown>;
    const said = slotText(input, 'project');
    const project = attributes.eliciting && said ? START_SAID.exec(heardWords(said))?.[1] : undefined;
    if (project) {
      (envelope.request as IntentRequest).intent = { name: 'StartTimer', confirmationStatus: 'NONE', slots: { project: { name: 'project', value: project, confirmationStatus: 'NONE' } } };
    }
  },
};

/**
 * Reads such words, handed over as ChooseProject's name while a question of the skill's is open (not while a
 * slot is asked for, whose answer any words can be), as the yes, no or stop they are: the handler of that
 * intent answers. Runs before the turn is set up, so that every handler and log sees the intent as read.
 */
export const plainAnswers: RequestInterceptor = {
  process(input: HandlerInput) {
    const envelope = input.requestEnvelope;
    if (getRequestType(envelope) !== 'IntentRequest' || getIntentName(envelope) !== 'ChooseProject') return;
    const attributes = (envelope.session?.attributes ?? {}) as Record<string, unknown>;
    const said = slotText(input, 'project');
    if (!said || attributes.eliciting) return;
    const words = heardWords(withoutDisfluencies(said));
    const name = SAYS_GOODBYE.test(words) ? 'AMAZON.StopIntent' : !attributes.pending ? undefined : SAYS_YES.test(words) ? 'AMAZON.YesIntent' : SAYS_NO.test(words) ? 'AMAZON.NoIntent' : undefined;
    if (name) (envelope.request as IntentRequest).intent = { name, confirmationStatus: 'NONE', slots: {} };
  },
};
