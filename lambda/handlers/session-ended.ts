// The session ended (the person said nothing, or left, or Alexa hit an error): nothing is spoken, but an
// error Alexa reports is logged.
import type { RequestHandler } from 'ask-sdk-core';
import type { SessionEndedRequest } from 'ask-sdk-model';
import { isRequest, turnOf } from '../conversation/requests';

export const SessionEndedHandler: RequestHandler = {
  canHandle: (input) => isRequest(input, 'SessionEndedRequest'),
  handle(input) {
    const request = input.requestEnvelope.request as SessionEndedRequest;
    const fields = { reason: request.reason, ...(request.error ? { alexaError: request.error.type, alexaMessage: request.error.message } : {}) };
    if (request.error) turnOf(input).log.error('session_ended_with_error', fields);
    else turnOf(input).log.info('session_ended', fields);
    return input.responseBuilder.getResponse();
  },
};
