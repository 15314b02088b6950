// Password guessing is throttled per account and per address. Every attempt is counted before the
// password is checked, in one statement per key, so a thousand guesses sent at once are counted as a
// thousand; past a free allowance each attempt locks the key for a delay that doubles, and while a key is
// locked every attempt answers 429 with Retry-After, the right password included. The counts live in the
// database, so several service processes on one database throttle a guesser together.
import { sql } from 'drizzle-orm';
import type { Service } from '../context';
import { rowsOf } from '../db/database';

export interface ThrottleRule {
  /** Attempts allowed before any delay. */
  free: number;
  /** The first delay; each further attempt doubles it, up to `maxDelaySeconds`. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** A person who mistypes a few times is not slowed; an office behind one address gets more room than one account. */
export const ACCOUNT_RULE: ThrottleRule = { free: 5, firstDelaySeconds: 15, maxDelaySeconds: 3600 };
export const ADDRESS_RULE: ThrottleRule = { free: 20, firstDelaySeconds: 15, maxDelaySeconds: 3600 };
/** A key with no attempt for this long starts again from nothing. */
export const FORGET_AFTER_MS = 86400_000;

export const accountKey = (email: string) => `account:${email}`;
export const addressKey = (ip: string) => `address:${ip}`;

/**
 * Counts one attempt on each key in turn; returns the seconds to wait when one of them is locked now (that
 * key and those after it are then not counted), or null when the attempt may go ahead.
 */
export async function takeAttempt(service: Service, keys: { key: string; rule: ThrottleRule }[]): Promise<number | null> {
  const now = new Date(service.now());
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  return service.database.transaction(async (tx) => {
    for (const { key, rule } of keys) {
      // Counted and checked in one statement: a racing attempt waits for this row and sees the lock this
      // one set. A locked key is not counted (the WHERE), and says how long it stays locked. The delay
      // after attempt n (n > free) is first * 2^(n - free - 1), capped.
      const counted = await rowsOf<{ key: string }>(
        tx,
        sql`
        INSERT INTO sign_in_throttle AS t (key, attempts, last_attempt_at, locked_until) VALUES (${key}, 1, ${now}, NULL)
        ON CONFLICT (key) DO UPDATE SET
          attempts = CASE WHEN t.last_attempt_at < ${forgetBefore} THEN 1 ELSE t.attempts + 1 END,
          last_attempt_at = ${now},
          locked_until = CASE
            WHEN t.last_attempt_at < ${forgetBefore} OR t.attempts + 1 <= ${rule.free} THEN NULL
            ELSE ${now}::timestamptz + make_interval(secs => least(${rule.maxDelaySeconds}::float8,
                   ${rule.firstDelaySeconds}::float8 * power(2::float8, least(t.attempts + 1 - ${rule.free} - 1, 30)::float8)))
          END
        WHERE t.locked_until IS NULL OR t.locked_until <= ${now}
        RETURNING t.key`,
      );
      if (counted.length === 0) {
        const [locked] = await rowsOf<{ locked_until: Date | string }>(tx, sql`SELECT locked_until FROM sign_in_throttle WHERE key = ${key}`);
        return Math.max(1, Math.ceil((new Date(locked.locked_until).getTime() - now.getTime()) / 1000));
      }
    }
    return null;
  });
}

/**
 * After the right password: the account starts again from nothing, and the address gets its attempt back
 * (a success is not a guess), though not its lock if other attempts earned one.
 */
export async function attemptSucceeded(service: Service, account: string, address: string) {
  await service.database.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM sign_in_throttle WHERE key = ${account}`);
    await tx.execute(sql`UPDATE sign_in_throttle SET attempts = greatest(attempts - 1, 0) WHERE key = ${address}`);
  });
}

/** Forgets keys with no attempt for FORGET_AFTER_MS and no lock still running. */
export async function purgeThrottle(service: Service): Promise<number> {
  const now = new Date(service.now());
  const gone = await rowsOf(
    service.database.db,
    sql`DELETE FROM sign_in_throttle WHERE last_attempt_at < ${new Date(now.getTime() - FORGET_AFTER_MS)} AND (locked_until IS NULL OR locked_until < ${now}) RETURNING key`,
  );
  return gone.length;
}
