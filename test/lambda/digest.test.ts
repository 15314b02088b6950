// The skill's SHA-256 (@noble/hashes) gives Node's digest for any text: the cache keys and Idempotency-Keys made with it
// are the ones node:crypto made before.
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { sha256 } from '../../lambda/api/digest';

const nodeDigest = (text: string) => createHash('sha256').update(text).digest('base64url');

test('the known digests: empty, "abc", and the two-block test message of FIPS 180-2', () => {
  expect(Buffer.from(sha256(''), 'base64url').toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  expect(Buffer.from(sha256('abc'), 'base64url').toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  expect(Buffer.from(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'), 'base64url').toString('hex')).toBe(
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  );
});

test('every length around the block edges (55, 56, 63, 64 bytes and on) matches node:crypto', () => {
  for (let n = 0; n <= 300; n++) expect(sha256('x'.repeat(n))).toBe(nodeDigest('x'.repeat(n)));
});

test('any text, in any script, matches node:crypto', () => {
  fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => sha256(text) === nodeDigest(text)), { numRuns: 500 });
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => sha256(text) === nodeDigest(text)), { numRuns: 500 });
});
