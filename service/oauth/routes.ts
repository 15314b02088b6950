// OAuth 2.0 authorization-code flow (RFC 6749), with PKCE (RFC 7636) when the client asks for it.
// Errors of the token endpoint follow RFC 6749 section 5.2; the spec leaves them open.
import formbody from '@fastify/formbody';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type OAuthErrorBody, type TokenResponse, XML_FORBIDDEN } from '../../models';
import type { OAuthClient } from '../config';
import type { Service } from '../context';
import { eq } from 'drizzle-orm';
import { isUnavailable, loggedError } from '../db/database';
import { ApiError } from '../http/errors';
import { authorizationCodes, tokens, users } from '../db/schema';
import { digest, newSecret, passwordMatches, secretsEqual } from './secrets';
import { errorPage, pageHeaders, signInPage } from './sign-in-page';
import { openRetryAnswer, sealRetryAnswer } from './retry-answer';
import { ACCOUNT_RULE, accountKey, ADDRESS_RULE, addressKey, attemptSucceeded, takeAttempt } from './throttle';
import { findRefreshToken, issueTokens, revokeGrant } from './tokens';

class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: OAuthErrorBody['error'],
    readonly description: string,
  ) {
    super(description);
  }
}

type Params = Record<string, string | undefined>;

/** Strings only: a repeated or structured parameter is treated as missing rather than guessed at. */
function stringParams(...sources: unknown[]): Params {
  const out: Params = {};
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source)) if (typeof value === 'string') out[key] = value;
  }
  return out;
}

const PKCE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;
const AUTHORIZE_PARAMS = ['response_type', 'client_id', 'redirect_uri', 'state', 'scope', 'code_challenge', 'code_challenge_method'];

export default async function oauthRoutes(app: FastifyInstance, service: Service) {
  await app.register(formbody);
  const findClient = (id: string | undefined) => service.config.oauthClients.find((client) => client.id === id);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // A body that is not a form (text/plain, XML, broken JSON) is refused by the parsers with an ApiError
    // or a 4xx: the caller's mistake, answered 400 in OAuth's own form.
    const unreadable = error instanceof ApiError ? error.status < 500 : error.statusCode !== undefined && error.statusCode < 500;
    const known =
      error instanceof OAuthError
        ? error
        : isUnavailable(error) || (error instanceof ApiError && error.status === 503)
          ? new OAuthError(503, 'temporarily_unavailable', 'the service cannot store or read what it needs just now; try again shortly')
          : unreadable
            ? new OAuthError(400, 'invalid_request', 'the request body could not be read: send it form-encoded (application/x-www-form-urlencoded)')
            : new OAuthError(500, 'invalid_request', 'something went wrong');
    if (known.status >= 500) request.log.error({ err: loggedError(error) }, 'oauth error');
    // The sign-in form is a page a person reads in the Alexa app: they get a page, not JSON.
    if (known.status >= 500 && request.url.split('?')[0] === '/oauth/authorize') {
      return known.status === 503
        ? html(reply, 503, errorPage('Nothing was changed. Try linking your account again from the Alexa app in a few minutes.', 'Sign-in is not available just now'))
        : html(reply, 500, errorPage('Your account was not linked. Try again from the Alexa app.', 'Something went wrong'));
    }
    const body: OAuthErrorBody = { error: known.error, error_description: known.description };
    // RFC 6749 5.2: a client that failed to authenticate is told how to (HTTP Basic).
    if (known.status === 401) reply.header('www-authenticate', 'Basic realm="time-tracking", charset="UTF-8"');
    reply.code(known.status).header('cache-control', 'no-store').send(body);
  });

  /** Every page this service renders goes through here, with the headers that keep it from being framed, cached or sniffed. */
  const html = (reply: FastifyReply, status: number, body: string) => pageHeaders(reply).code(status).type('text/html; charset=utf-8').send(body);

  /** Checks what must hold before anything is sent back to a redirect URI; an error page otherwise. */
  function checkClientAndRedirect(params: Params): { client: OAuthClient; redirectUri: string } | { page: string } {
    const client = findClient(params.client_id);
    if (!client) return { page: 'The app asking to link your account is not one this service knows.' };
    if (!params.redirect_uri || !client.redirectUris.includes(params.redirect_uri)) {
      return { page: 'The address to return to after signing in is not registered for this app.' };
    }
    return { client, redirectUri: params.redirect_uri };
  }

  /** The problem with the rest of the request, reported to the client by redirect (RFC 6749 4.1.2.1). */
  function requestProblem(params: Params): { error: string; description: string } | null {
    if (params.response_type !== 'code') {
      return { error: params.response_type ? 'unsupported_response_type' : 'invalid_request', description: 'response_type must be code' };
    }
    if (params.code_challenge !== undefined) {
      if (params.code_challenge_method !== 'S256') return { error: 'invalid_request', description: 'code_challenge_method must be S256' };
      if (!PKCE_CHALLENGE.test(params.code_challenge)) return { error: 'invalid_request', description: 'code_challenge is malformed' };
    }
    return null;
  }

  function redirectTo(reply: FastifyReply, redirectUri: string, values: Params) {
    const url = new URL(redirectUri);
    for (const [key, value] of Object.entries(values)) if (value !== undefined) url.searchParams.set(key, value);
    return reply.redirect(url.toString(), 302);
  }

  const originalQuery = (params: Params) => {
    const query = new URLSearchParams();
    for (const key of AUTHORIZE_PARAMS) if (params[key] !== undefined) query.set(key, params[key]!);
    return query.toString();
  };

  app.get('/oauth/authorize', async (request, reply) => {
    const params = stringParams(request.query);
    const checked = checkClientAndRedirect(params);
    if ('page' in checked) return html(reply, 400, errorPage(checked.page));
    const problem = requestProblem(params);
    if (problem) return redirectTo(reply, checked.redirectUri, { error: problem.error, error_description: problem.description, state: params.state });
    return html(reply, 200, signInPage({ query: originalQuery(params), clientName: 'Alexa' }));
  });

  app.post('/oauth/authorize', async (request, reply) => {
    // Login CSRF: a form on another site must not sign a person in (to the attacker's account) here.
    if (crossSite(request)) return html(reply, 403, errorPage('This sign-in form was sent from another site. Open the sign-in link again from the Alexa app.'));
    // The original parameters ride on the form's query string; they are accepted in the body too.
    const params = stringParams(request.query, request.body);
    const checked = checkClientAndRedirect(params);
    if ('page' in checked) return html(reply, 400, errorPage(checked.page));
    const problem = requestProblem(params);
    if (problem) return redirectTo(reply, checked.redirectUri, { error: problem.error, error_description: problem.description, state: params.state });
    if (params.decision === 'cancel') {
      return redirectTo(reply, checked.redirectUri, { error: 'access_denied', error_description: 'the user cancelled', state: params.state });
    }
    const again = (status: number, error: string) => html(reply, status, signInPage({ query: originalQuery(params), clientName: 'Alexa', error, email: params.email }));
    if (params.decision !== 'accept') return again(400, 'Choose Accept or Cancel.');
    const email = (params.email ?? '').trim().toLowerCase();
    if (email.length > 320 || XML_FORBIDDEN.test(email)) return again(400, 'That is not an email address.');
    const account = accountKey(email);
    const address = addressKey(request.ip);
    const wait = await takeAttempt(service, [
      { key: account, rule: ACCOUNT_RULE },
      { key: address, rule: ADDRESS_RULE },
    ]);
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      return again(429, `Too many sign-in attempts. Try again in ${wait < 120 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`}.`);
    }
    const [user] = await service.database.db.select().from(users).where(eq(users.email, email));
    // An unknown email is hashed too, so the answer takes as long as for an account with a wrong password.
    if (!(await passwordMatches(params.password ?? '', user?.password_hash))) {
      return again(401, 'That email and password do not match an account.');
    }
    await attemptSucceeded(service, account, address);
    const code = newSecret();
    const now = service.now();
    await service.database.db.insert(authorizationCodes).values({
      id: digest(code),
      created_at: new Date(now),
      client_id: checked.client.id,
      user_id: user.id,
      redirect_uri: checked.redirectUri,
      expires_at: new Date(now + service.config.authorizationCodeTtlSeconds * 1000),
      used_at: null,
      code_challenge: params.code_challenge ?? null,
    });
    return redirectTo(reply, checked.redirectUri, { code, state: params.state });
  });

  app.post('/oauth/token', async (request, reply): Promise<TokenResponse> => {
    const body = stringParams(request.body);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const client = authenticateClient(request, body);
    if (body.grant_type === 'authorization_code') return exchangeCode(client, body);
    if (body.grant_type === 'refresh_token') return refresh(client, body);
    throw new OAuthError(400, body.grant_type ? 'unsupported_grant_type' : 'invalid_request', 'grant_type must be authorization_code or refresh_token');
  });

  /** Client credentials from HTTP Basic (what Alexa sends by default) or from the body. */
  function authenticateClient(request: FastifyRequest, body: Params): OAuthClient {
    let id = body.client_id;
    let secret = body.client_secret;
    const header = request.headers.authorization;
    if (header && /^basic /i.test(header)) {
      const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) throw new OAuthError(401, 'invalid_client', 'malformed Basic credentials');
      const [basicId, basicSecret] = [decoded.slice(0, colon), decoded.slice(colon + 1)].map(decodeFormComponent);
      if (id !== undefined && id !== basicId) throw new OAuthError(400, 'invalid_request', 'client_id differs between header and body');
      id = basicId;
      secret = basicSecret;
    }
    const client = findClient(id);
    // Compare against something even for an unknown client, so timing does not tell which ids exist.
    const matches = secretsEqual(secret ?? '', client?.secret ?? newSecret());
    if (!client || !matches) throw new OAuthError(401, 'invalid_client', 'client authentication failed');
    return client;
  }

  // Each exchange is one transaction on the locked code or token, so two racing exchanges of one code
  // cannot both succeed. A refusal that revokes a grant returns its error rather than throwing it, so
  // the revocation commits.
  async function exchangeCode(client: OAuthClient, body: Params): Promise<TokenResponse> {
    const code = body.code;
    if (!code) throw new OAuthError(400, 'invalid_request', 'code is required');
    const outcome = await service.database.transaction(async (tx): Promise<TokenResponse | OAuthError> => {
      const [row] = await tx.select().from(authorizationCodes).where(eq(authorizationCodes.id, digest(code))).for('update');
      const now = service.now();
      if (!row || row.client_id !== client.id) throw new OAuthError(400, 'invalid_grant', 'the authorization code is not valid');
      if (row.used_at !== null) {
        // A replayed code means it leaked: withdraw everything it was exchanged for (RFC 6749 4.1.2).
        await revokeGrant(service, tx, row.id);
        return new OAuthError(400, 'invalid_grant', 'the authorization code was already used');
      }
      if (row.expires_at.getTime() <= now) throw new OAuthError(400, 'invalid_grant', 'the authorization code has expired');
      if (body.redirect_uri !== row.redirect_uri) throw new OAuthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request');
      // A verifier for a code issued without a challenge means the request was tampered with (a PKCE
      // downgrade): refused, as RFC 9700 2.1.1 asks.
      if (row.code_challenge === null && body.code_verifier !== undefined) {
        throw new OAuthError(400, 'invalid_grant', 'code_verifier was sent, but the authorization request had no code_challenge');
      }
      if (row.code_challenge !== null) {
        const verifier = body.code_verifier ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!secretsEqual(challenge, row.code_challenge)) throw new OAuthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
      }
      await tx.update(authorizationCodes).set({ used_at: new Date(now) }).where(eq(authorizationCodes.id, row.id));
      return issueTokens(service, tx, { userId: row.user_id, clientId: client.id, grantId: row.id });
    });
    if (outcome instanceof OAuthError) throw outcome;
    return outcome;
  }

  async function refresh(client: OAuthClient, body: Params): Promise<TokenResponse> {
    const refreshToken = body.refresh_token;
    if (!refreshToken) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
    const outcome = await service.database.transaction(async (tx): Promise<TokenResponse | OAuthError> => {
      const row = await findRefreshToken(tx, refreshToken);
      const now = service.now();
      if (!row || row.client_id !== client.id || row.revoked_at !== null) {
        throw new OAuthError(400, 'invalid_grant', 'the refresh token is not valid');
      }
      if (row.expires_at.getTime() <= now) throw new OAuthError(400, 'invalid_grant', 'the refresh token has expired');
      if (row.rotated_at !== null) {
        // Refresh tokens are single-use. A retry of the same exchange (the answer was lost on the way) gets
        // the same answer for a few seconds; a reuse after that looks like theft, and ends the whole grant.
        const answered = row.retry_answer === null ? null : openRetryAnswer(refreshToken, row.retry_answer);
        if (now - row.rotated_at.getTime() > service.config.refreshGraceSeconds * 1000 || !answered) {
          await revokeGrant(service, tx, row.grant_id);
          return new OAuthError(400, 'invalid_grant', 'the refresh token was already used');
        }
        return answered;
      }
      const issued = await issueTokens(service, tx, { userId: row.user_id, clientId: client.id, grantId: row.grant_id });
      await tx.update(tokens).set({ rotated_at: new Date(now), retry_answer: sealRetryAnswer(refreshToken, issued) }).where(eq(tokens.id, row.id));
      return issued;
    });
    if (outcome instanceof OAuthError) throw outcome;
    return outcome;
  }
}

/**
 * Whether a browser says the form came from another site. Browsers send Sec-Fetch-Site and Origin on a
 * form POST; a client that sends neither (not a browser, so not a CSRF victim) is let through.
 */
function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // "null" (a sandboxed frame, a data: URL) or nonsense
  }
}

/** Basic credentials are form-encoded before base64 (RFC 6749 2.3.1). */
function decodeFormComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
