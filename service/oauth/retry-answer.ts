// The answer to a refresh, kept for the grace window so a retry of that exchange gets the same tokens
// rather than a new pair. It is sealed (AES-256-GCM) with a key made from the refresh token it answered,
// which the database holds only as a SHA-256 under another label: whoever reads the table cannot open it,
// and whoever retries with the token can.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { TokenResponse } from '../../models';

const keyOf = (refreshToken: string) => createHash('sha256').update(`refresh-retry-answer:${refreshToken}`).digest();

export function sealRetryAnswer(refreshToken: string, answer: TokenResponse): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The answer sealed for this refresh token, or null when it cannot be opened with it. */
export function openRetryAnswer(refreshToken: string, stored: string): TokenResponse | null {
  try {
    const bytes = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as TokenResponse;
  } catch {
    return null;
  }
}
