// Around every request: set up its Turn (services, deadline, logger), and log what came in and went out.
import type { HandlerInput, RequestInterceptor, ResponseInterceptor } from 'ask-sdk-core';
import { getIntentName, getRequestType } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { SkillConfig } from '../config';
import { ProgressiveResponse } from './progress';
import { noteWrites } from './replays';
import { TURN, turnOf } from './requests';
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
