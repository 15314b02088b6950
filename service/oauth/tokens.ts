// Issuing and checking access and refresh tokens.
import type { TokenResponse } from '../../models';
import type { Service } from '../context';
import type { TokenRow, UserRow } from '../store/rows';
import { digest, newSecret } from './secrets';

export function issueTokens(service: Service, grant: { userId: string; clientId: string; grantId: string }): TokenResponse {
  const now = service.now();
  const accessToken = newSecret();
  const refreshToken = newSecret();
  const base = { user_id: grant.userId, client_id: grant.clientId, grant_id: grant.grantId, revoked_at: null, rotated_at: null };
  const created_at = new Date(now).toISOString();
  service.store.tokens.put({
    ...base,
    id: digest(accessToken),
    created_at,
    kind: 'access',
    expires_at: now + service.config.accessTokenTtlSeconds * 1000,
  });
  service.store.tokens.put({
    ...base,
    id: digest(refreshToken),
    created_at,
    kind: 'refresh',
    expires_at: now + service.config.refreshTokenTtlSeconds * 1000,
  });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: String(service.config.accessTokenTtlSeconds),
    token_type: 'Bearer',
  };
}

export type AccessCheck = { user: UserRow } | { problem: 'missing' | 'invalid' | 'expired' };

export function checkAccessToken(service: Service, token: string | undefined): AccessCheck {
  if (!token) return { problem: 'missing' };
  const row = service.store.tokens.get(digest(token));
  if (!row || row.kind !== 'access' || row.revoked_at !== null) return { problem: 'invalid' };
  if (row.expires_at <= service.now()) return { problem: 'expired' };
  const user = service.store.users.get(row.user_id);
  return user ? { user } : { problem: 'invalid' };
}

/** Revokes every token that came from one grant: after a code is replayed or a rotated refresh token is reused. */
export function revokeGrant(service: Service, grantId: string) {
  const now = service.now();
  for (const row of [...service.store.tokens.all()]) {
    if (row.grant_id === grantId && row.revoked_at === null) service.store.tokens.put({ ...row, revoked_at: now });
  }
}

export function findRefreshToken(service: Service, token: string): TokenRow | undefined {
  const row = service.store.tokens.get(digest(token));
  return row?.kind === 'refresh' ? row : undefined;
}
