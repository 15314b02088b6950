// Tokens, codes and passwords. Tokens and codes are long random strings and are stored only as their
// SHA-256; passwords are stored as salted scrypt hashes. Comparisons of secrets take constant time.
// scrypt runs on libuv's thread pool (the async call), never on the event loop: a flood of sign-ins
// must not hold up everyone else's requests.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Compares two secrets without leaking, through timing, how much of them matched. */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${(await scryptAsync(password, salt, 32)).toString('base64url')}`;
}

/** A hash no password matches, worked on when the email has no account so the answer takes as long. */
const NO_ACCOUNT_HASH = `scrypt$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;

/** Whether the password is the one hashed in `stored`; with no stored hash (no such account) false, in the same time. */
export async function passwordMatches(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? NO_ACCOUNT_HASH).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const given = await scryptAsync(password, Buffer.from(salt, 'base64url'), 32);
  return stored !== undefined && expected.length === given.length && timingSafeEqual(given, expected);
}
