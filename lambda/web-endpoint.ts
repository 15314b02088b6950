// The skill as an HTTPS web service (or, locally, over plain HTTP). Deployed this way, every request's
// signature, timestamp and skill id are checked, so only Alexa, for this skill, can call it; anything that
// fails a check is refused with 400 before the skill sees it. The local console turns the checks off.
import type { Skill as CustomSkill } from 'ask-sdk-core';
import { SkillRequestSignatureVerifier, TimestampVerifier, type Verifier } from 'ask-sdk-express-adapter';
import express from 'express';
import { describeError, type Logger, silentLogger } from './log';

export interface WebEndpointOptions {
  /** Check Alexa's signature and the timestamp: always, wherever anyone but you can reach the endpoint. */
  verifyRequests: boolean;
  /** Requests for any other skill are refused. */
  skillId?: string;
  /** The signature check; tests give one whose certificate is already cached, as Alexa's would be. */
  signatureVerifier?: Verifier;
  /** Where a failure of the skill itself is told (never to the caller). */
  log?: Logger;
}

// Alexa's own tolerance: a request more than 150 seconds old is refused (by TimestampVerifier); so is
// one dated that far ahead, which a replay with a forged clock would need.
const MAX_CLOCK_SKEW_MS = 150_000;

// What the SDK's adapter took (body-parser's default): far more than any request Alexa sends.
const MAX_BODY_BYTES = 100 * 1024;

/** Every refusal and failure is JSON naming what was wrong: never Express's HTML page, a stack trace or a path. */
function answer(res: express.Response, status: number, code: string, message: string, field?: string) {
  res.status(status).type('application/json').send(JSON.stringify({ error: { code, message, ...(field ? { field } : {}) } }));
}

export function createWebEndpoint(skill: CustomSkill, options: WebEndpointOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const log = options.log ?? silentLogger;
  const verifiers: Verifier[] = [envelopeVerifier(options.skillId, options.verifyRequests)];
  if (options.verifyRequests) verifiers.push(options.signatureVerifier ?? new SkillRequestSignatureVerifier(), new TimestampVerifier());
  // The body as sent, as text: the signature is over those exact bytes. Only JSON is taken.
  app.post('/', express.text({ type: () => true, limit: MAX_BODY_BYTES }), async (req, res) => {
    if (!req.is('application/json')) return answer(res, 400, 'bad_request', 'the body must be an Alexa request envelope, sent with Content-Type: application/json', 'body');
    const body = typeof req.body === 'string' ? req.body : '';
    try {
      for (const verifier of verifiers) await verifier.verify(body, req.headers);
    } catch (error) {
      return answer(res, 400, 'bad_request', `the request was refused: ${(error as Error).message}`, 'body');
    }
    try {
      res.json(await skill.invoke(JSON.parse(body)));
    } catch (error) {
      log.error('web_request_failed', describeError(error));
      answer(res, 500, 'internal_error', 'the skill could not answer this request');
    }
  });
  app.use((req, res) => answer(res, 404, 'not_found', 'the skill answers POST / only'));
  // Errors before the handler (a body too large, in an unknown charset, cut short): the caller's request was malformed.
  app.use((error: Error & { status?: number; type?: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (error.type === 'entity.too.large') return answer(res, 400, 'bad_request', `the body must be at most ${MAX_BODY_BYTES} bytes`, 'body');
    if (error.status && error.status >= 400 && error.status < 500) return answer(res, 400, 'bad_request', 'the body could not be read as text', 'body');
    log.error('web_request_failed', describeError(error));
    answer(res, 500, 'internal_error', 'the skill could not answer this request');
  });
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
