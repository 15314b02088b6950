// Issuing and checking access and refresh tokens, and forgetting the ones long expired.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TokenResponse } from '../../models';
import type { Service } from '../context';
import type { Database, Queryable } from '../db/database';
import { authorizationCodes, type TokenRow, tokens, type UserRow, users } from '../db/schema';
import { digest, newSecret } from './secrets';

export async function issueTokens(service: Service, db: Queryable, grant: { userId: string; clientId: string; grantId: string }): Promise<TokenResponse> {
  const now = service.now();
  const accessToken = newSecret();
  const refreshToken = newSecret();
  const base = { user_id: grant.userId, client_id: grant.clientId, grant_id: grant.grantId, revoked_at: null, rotated_at: null, retry_answer: null, created_at: new Date(now) };
  await db.insert(tokens).values([
    { ...base, id: digest(accessToken), kind: 'access', expires_at: new Date(now + service.config.accessTokenTtlSeconds * 1000) },
    { ...base, id: digest(refreshToken), kind: 'refresh', expires_at: new Date(now + service.config.refreshTokenTtlSeconds * 1000) },
  ]);
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: String(service.config.accessTokenTtlSeconds),
    token_type: 'Bearer',
  };
}

export type AccessCheck = { user: UserRow } | { problem: 'missing' | 'invalid' | 'expired' };

/**
 * The token check, prepared once per database: every API request runs it, and building its SQL anew each
 * time cost as much as running it on PGlite.
 */
const checks = new WeakMap<Database, ReturnType<typeof prepareCheck>>();

const prepareCheck = (database: Database) =>
  database.db
    .select({ kind: tokens.kind, expires_at: tokens.expires_at, revoked_at: tokens.revoked_at, user: users })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.user_id))
    .where(eq(tokens.id, sql.placeholder('id')))
    .prepare('check_access_token');

export async function checkAccessToken(service: Service, token: string | undefined): Promise<AccessCheck> {
  if (!token) return { problem: 'missing' };
  let check = checks.get(service.database);
  if (!check) checks.set(service.database, (check = prepareCheck(service.database)));
  const [found] = await check.execute({ id: digest(token) });
  if (!found || found.kind !== 'access' || found.revoked_at !== null) return { problem: 'invalid' };
  if (found.expires_at.getTime() <= service.now()) return { problem: 'expired' };
  return { user: found.user };
}

/** Revokes every token that came from one grant: after a code is replayed or a rotated refresh token is reused. */
export async function revokeGrant(service: Service, db: Queryable, grantId: string) {
  await db
    .update(tokens)
    .set({ revoked_at: new Date(service.now()) })
    .where(and(eq(tokens.grant_id, grantId), isNull(tokens.revoked_at)));
}

export async function findRefreshToken(db: Queryable, token: string): Promise<TokenRow | undefined> {
  const [row] = await db.select().from(tokens).where(eq(tokens.id, digest(token))).for('update');
  return row?.kind === 'refresh' ? row : undefined;
}

/**
 * How long a token or code is kept after it expired: long enough to tell a caller it expired (rather
 * than that it never existed), short enough that the tables hold only what may still matter.
 */
export const KEPT_AFTER_EXPIRY_MS = 7 * 86400_000;

/** Deletes tokens and codes that expired more than KEPT_AFTER_EXPIRY_MS ago; returns how many. */
export async function purgeExpired(service: Service): Promise<number> {
  const before = new Date(service.now() - KEPT_AFTER_EXPIRY_MS);
  const { db } = service.database;
  const gone = await db.delete(tokens).where(lt(tokens.expires_at, before)).returning({ id: tokens.id });
  const codes = await db.delete(authorizationCodes).where(lt(authorizationCodes.expires_at, before)).returning({ id: authorizationCodes.id });
  return gone.length + codes.length;
}

