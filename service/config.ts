// The service's settings, from the environment (names in the README) with the defaults given here.

export interface OAuthClient {
  id: string;
  secret: string;
  redirectUris: string[];
}

export interface ServiceConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long an authorization code may wait to be exchanged (RFC 6749 advises at most ten minutes). */
  authorizationCodeTtlSeconds: number;
  /** How long after a refresh token is exchanged a retry of that same exchange is still honoured. */
  refreshGraceSeconds: number;
  oauthClients: OAuthClient[];
}

/** Alexa's account-linking redirect URLs, one per region, for a vendor id. */
export const alexaRedirectUris = (vendorId: string) => [
  `https://pitangui.amazon.com/api/skill/link/${vendorId}`,
  `https://layla.amazon.com/api/skill/link/${vendorId}`,
  `https://alexa.amazon.co.jp/api/skill/link/${vendorId}`,
];

export const ALEXA_CLIENT_ID = 'alexa-skill';
export const DEFAULT_VENDOR_ID = 'M000000000000';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const redirectUris = env.OAUTH_REDIRECT_URIS
    ? env.OAUTH_REDIRECT_URIS.split(',').map((uri) => uri.trim()).filter(Boolean)
    : alexaRedirectUris(env.ALEXA_VENDOR_ID || DEFAULT_VENDOR_ID);
  return {
    accessTokenTtlSeconds: positiveNumber(env.ACCESS_TOKEN_TTL_SECONDS, 86400, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: positiveNumber(env.REFRESH_TOKEN_TTL_SECONDS, 180 * 86400, 'REFRESH_TOKEN_TTL_SECONDS'),
    authorizationCodeTtlSeconds: 300,
    refreshGraceSeconds: 30,
    oauthClients: [
      { id: ALEXA_CLIENT_ID, secret: env.OAUTH_CLIENT_SECRET || 'alexa-skill-secret', redirectUris },
    ],
  };
}

function positiveNumber(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds, not "${text}"`);
  return value;
}
