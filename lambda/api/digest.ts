// SHA-256 of a short text, for keys that must not hold what they stand for (a token keys the caches of a
// warm container; an odd request id becomes an Idempotency-Key). node:crypto is loaded on first use only:
// measured on an idle machine it costs a cold start some 0.4 ms, less than a digest written by hand is worth.
import type * as NodeCrypto from 'node:crypto';

let createHash: typeof NodeCrypto.createHash | undefined;

/** The SHA-256 digest of the text's UTF-8 bytes, in base64url. */
export function sha256(text: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  createHash ??= (require('node:crypto') as typeof NodeCrypto).createHash;
  return createHash('sha256').update(text).digest('base64url');
}
