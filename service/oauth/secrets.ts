// Tokens, codes and passwords. Tokens and codes are long random strings and are stored only as their
// SHA-256; passwords are stored as salted scrypt hashes. Comparisons of secrets take constant time.
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Compares two secrets without leaking, through timing, how much of them matched. */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${scryptSync(password, salt, 32).toString('base64url')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  return timingSafeEqual(scryptSync(password, Buffer.from(salt, 'base64url'), 32), Buffer.from(hash, 'base64url'));
}
