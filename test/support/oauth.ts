// Walks the OAuth authorization-code flow as Alexa and a person in the Alexa app would.
import { createHash } from 'node:crypto';
import { alexaRedirectUris, DEFAULT_VENDOR_ID } from '../../service/config';
import { request } from './service';

export const CLIENT_ID = 'alexa-skill';
export const CLIENT_SECRET = 'alexa-skill-secret';
export const REDIRECT_URI = alexaRedirectUris(DEFAULT_VENDOR_ID)[0];

export function authorizeQuery(extra: Record<string, string> = {}) {
  return new URLSearchParams({ response_type: 'code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, state: 'state-123', ...extra }).toString();
}

/** Posts the sign-in form as the page does; returns the raw answer. */
export function submitSignIn(base: string, query: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(base, `/oauth/authorize?${query}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** Signs in and accepts; returns the authorization code from the redirect. */
export async function authorizationCode(base: string, extra: Record<string, string> = {}, email = 'demo@example.com') {
  const answer = await submitSignIn(base, authorizeQuery(extra), { email, password: 'demo', decision: 'accept' });
  if (answer.status !== 302) throw new Error(`sign-in answered ${answer.status}`);
  const code = new URL(answer.headers.get('location')!).searchParams.get('code');
  if (!code) throw new Error('no code in the redirect');
  return code;
}

/** The token endpoint as Alexa calls it: form-encoded, client credentials in HTTP Basic. */
export function tokenRequest(base: string, fields: Record<string, string>, credentials = { id: CLIENT_ID, secret: CLIENT_SECRET }) {
  return request(base, '/oauth/token', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${credentials.id}:${credentials.secret}`).toString('base64')}`,
    },
  });
}

/** The whole flow: a fresh access and refresh token for a demo user. */
export async function linkAccount(base: string, email = 'demo@example.com') {
  const code = await authorizationCode(base, {}, email);
  const answer = await tokenRequest(base, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
  if (answer.status !== 200) throw new Error(`token endpoint answered ${answer.status}`);
  return answer.body as { access_token: string; refresh_token: string; expires_in: string; token_type: string };
}

export const pkcePair = (verifier = 'v'.repeat(20) + '-verifier-of-enough-length-123') => ({
  verifier,
  challenge: createHash('sha256').update(verifier).digest('base64url'),
});
