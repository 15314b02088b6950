// Issuing and checking access and refresh tokens, and forgetting the ones long expired.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
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
    // No name: to node-postgres '' is an unnamed statement, as a transaction-mode pooler (PgBouncer) needs
    // (a named one would live in one server session); what is saved is building the SQL.
    .prepare('');

export async function checkAccessToken(service: Service, token: string | undefined): Promise<AccessCheck> {
  if (!token) return { problem: 'missing' };
  const id = digest(token);
  const kept = keptChecksOf(service.database);
  const valid = kept?.get(id) ?? (await readCheck(service.database, id, kept));
  if (!valid) return { problem: 'invalid' };
  if (valid.expires_at.getTime() <= service.now()) return { problem: 'expired' };
  return { user: valid.user };
}

interface ValidAccess {
  expires_at: Date;
  user: UserRow;
}

async function readCheck(database: Database, id: string, kept: KeptChecks | undefined): Promise<ValidAccess | undefined> {
  let check = checks.get(database);
  if (!check) checks.set(database, (check = prepareCheck(database)));
  // Taken before the read: a change committed while it runs makes what it read unfit to keep.
  const generation = kept?.generation();
  const [found] = await check.execute({ id });
  if (!found || found.kind !== 'access' || found.revoked_at !== null) return undefined;
  const valid = { expires_at: found.expires_at, user: Object.freeze(found.user) };
  if (generation !== undefined) kept?.keep(id, valid, generation);
  return valid;
}

/**
 * On PGlite, the last answers of the token check for valid access tokens, kept until a token or a
 * person's row changes: the database notifies every such change at its commit (migration 0008), which
 * PGlite hands over before the writing query's caller goes on, so the next request asks again. Expiry
 * needs no notice: it is checked against the clock on every request. Only one process opens a PGlite
 * database, so no write can come from elsewhere. Only valid tokens are kept: a refused one is rare and
 * asked about again.
 */
class KeptChecks {
  private static readonly MAX = 10_000;
  private changes = 0;
  private listening = false;
  private readonly answers = new Map<string, ValidAccess & { generation: number }>();

  constructor(client: PGlite) {
    client
      .listen('access_changes', () => {
        this.changes++;
        this.answers.clear();
      })
      .then(() => {
        this.listening = true;
      })
      .catch(() => {}); // a closed database: nothing is kept
  }

  /** The count of changes heard so far, or undefined while not yet listening (nothing may be kept then). */
  generation(): number | undefined {
    return this.listening ? this.changes : undefined;
  }

  get(id: string): ValidAccess | undefined {
    const answer = this.answers.get(id);
    return answer && answer.generation === this.changes ? answer : undefined;
  }

  keep(id: string, answer: ValidAccess, generation: number) {
    if (generation !== this.changes) return;
    this.answers.delete(id);
    this.answers.set(id, { ...answer, generation });
    if (this.answers.size > KeptChecks.MAX) this.answers.delete(this.answers.keys().next().value!);
  }
}

const keptChecks = new WeakMap<Database, KeptChecks>();

function keptChecksOf(database: Database): KeptChecks | undefined {
  if (database.engine !== 'pglite') return undefined;
  let kept = keptChecks.get(database);
  if (!kept) keptChecks.set(database, (kept = new KeptChecks((database.db as unknown as { $client: PGlite }).$client)));
  return kept;
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

