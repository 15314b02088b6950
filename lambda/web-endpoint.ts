// The skill as an HTTPS web service (or, locally, over plain HTTP). Deployed this way, every request's
// signature, timestamp and skill id are checked, so only Alexa, for this skill, can call it; anything that
// fails a check is refused with 400 before the skill sees it. The local console turns the checks off.
import type { Skill as CustomSkill } from 'ask-sdk-core';
import { ExpressAdapter, SkillRequestSignatureVerifier, TimestampVerifier, type Verifier } from 'ask-sdk-express-adapter';
import express from 'express';

export interface WebEndpointOptions {
  /** Check Alexa's signature and the timestamp: always, wherever anyone but you can reach the endpoint. */
  verifyRequests: boolean;
  /** Requests for any other skill are refused. */
  skillId?: string;
  /** The signature check; tests give one whose certificate is already cached, as Alexa's would be. */
  signatureVerifier?: Verifier;
}

// Alexa's own tolerance: a request more than 150 seconds old is refused (by TimestampVerifier); so is
// one dated that far ahead, which a replay with a forged clock would need.
const MAX_CLOCK_SKEW_MS = 150_000;

export function createWebEndpoint(skill: CustomSkill, options: WebEndpointOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const verifiers: Verifier[] = [envelopeVerifier(options.skillId, options.verifyRequests)];
  if (options.verifyRequests) verifiers.push(options.signatureVerifier ?? new SkillRequestSignatureVerifier(), new TimestampVerifier());
  const adapter = new ExpressAdapter(skill, false, false, verifiers);
  app.post('/', adapter.getRequestHandlers());
  return app;
}

/** The body is a request envelope (not just any JSON), for this skill, and not dated in the future. */
function envelopeVerifier(skillId: string | undefined, checkTime: boolean): Verifier {
  return {
    async verify(body: string) {
      let envelope: { request?: { type?: unknown; requestId?: unknown; timestamp?: unknown }; context?: { System?: { application?: { applicationId?: unknown } } } };
      try {
        envelope = JSON.parse(body);
      } catch {
        throw new Error('the body is not JSON');
      }
      if (typeof envelope?.request?.type !== 'string' || typeof envelope.request.requestId !== 'string') {
        throw new Error('the body is not an Alexa request envelope: request.type and request.requestId are required');
      }
      if (skillId && envelope.context?.System?.application?.applicationId !== skillId) {
        throw new Error('context.System.application.applicationId is not this skill');
      }
      if (checkTime && Date.parse(String(envelope.request.timestamp)) - Date.now() > MAX_CLOCK_SKEW_MS) {
        throw new Error('request.timestamp is in the future');
      }
    },
  };
}
