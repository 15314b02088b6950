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
/** The client secret used when OAUTH_CLIENT_SECRET is unset: public (it is in this repository), so for trying things only. */
export const DEFAULT_CLIENT_SECRET = 'alexa-skill-secret';

/**
 * Refuses the public default client secret in production (NODE_ENV=production); elsewhere returns the
 * warning to show at start when it is in use, or null when a secret of one's own is set.
 */
export function checkClientSecret(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.OAUTH_CLIENT_SECRET) return null;
  if (env.NODE_ENV === 'production') {
    throw new Error('OAUTH_CLIENT_SECRET is not set: with NODE_ENV=production the service refuses to start with the public default client secret. Set OAUTH_CLIENT_SECRET to the secret entered in the skill\'s account linking.');
  }
  return `WARNING: OAUTH_CLIENT_SECRET is not set, so the public default client secret "${DEFAULT_CLIENT_SECRET}" is in use: anyone can exchange codes as the Alexa client. Set OAUTH_CLIENT_SECRET for anything but a local trial (with NODE_ENV=production the service refuses to start without it).`;
}
export const DEFAULT_VENDOR_ID = 'M000000000000';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  checkClientSecret(env);
  const redirectUris = env.OAUTH_REDIRECT_URIS
    ? env.OAUTH_REDIRECT_URIS.split(',').map((uri) => uri.trim()).filter(Boolean)
    : alexaRedirectUris(env.ALEXA_VENDOR_ID || DEFAULT_VENDOR_ID);
  return {
    accessTokenTtlSeconds: positiveNumber(env.ACCESS_TOKEN_TTL_SECONDS, 86400, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: positiveNumber(env.REFRESH_TOKEN_TTL_SECONDS, 180 * 86400, 'REFRESH_TOKEN_TTL_SECONDS'),
    authorizationCodeTtlSeconds: 300,
    refreshGraceSeconds: 30,
    oauthClients: [
      { id: ALEXA_CLIENT_ID, secret: env.OAUTH_CLIENT_SECRET || DEFAULT_CLIENT_SECRET, redirectUris },
    ],
  };
}

function positiveNumber(text: string | undefined, fallback: number, name: string, unit = 'seconds'): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of ${unit}, not "${text}"`);
  return value;
}

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Which proxies' X-Forwarded-For to believe (TRUST_PROXY), as Fastify's `trustProxy` takes it: unset, none
 * (the connection's own address is the client's, and a forwarded header is ignored, so a guesser cannot
 * escape the sign-in throttle by sending one); `true`, every proxy; a number, that many hops; otherwise a
 * comma-separated list of proxy addresses or CIDR ranges (the safe choice behind a load balancer).
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const text = env.TRUST_PROXY?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

/** Connection limits set by REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS and IDLE_TIMEOUT_MS; the rest keep app.ts's defaults. */
export function timeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): { requestMs?: number; headersMs?: number; idleMs?: number } {
  const names = { requestMs: 'REQUEST_TIMEOUT_MS', headersMs: 'HEADERS_TIMEOUT_MS', idleMs: 'IDLE_TIMEOUT_MS' } as const;
  return Object.fromEntries(Object.entries(names).flatMap(([key, name]) => (env[name] ? [[key, positiveNumber(env[name], 0, name, 'milliseconds')]] : [])));
}
