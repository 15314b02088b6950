// Idempotency-Key on creates: a client that may send one request twice (Alexa retries a request it got no
// answer to; the skill sends its request id as the key) gets the first answer again instead of a second
// resource. The key is claimed in the create's own transaction, so a create that fails leaves no key
// behind, and a second request with the key, even one sent at the same moment, waits for the first
// to commit and then answers what it answered. Keys are per person and kept a day.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RequestContext, Service } from '../context';
import { idempotencyKeys } from '../db/schema';
import { badRequest } from './errors';

export const IDEMPOTENCY_KEY_TTL_MS = 86400_000;
const KEY_FORM = /^[\x21-\x7e]{1,255}$/;

export interface StoredAnswer {
  status: number;
  location: string | null;
  body: unknown;
}

/** The request's Idempotency-Key, checked; undefined when it has none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_FORM.test(key)) {
    throw badRequest('Idempotency-Key', 'the Idempotency-Key header must be 1 to 255 visible ASCII characters, sent once');
  }
  return key;
}

const requestHash = (request: FastifyRequest) =>
  createHash('sha256').update(`${request.method} ${request.url.split('?')[0]}\n${JSON.stringify(request.body ?? null)}`).digest('hex');

/**
 * Claims the key for this request; returns the answer already given when the key was used before (by the
 * same request), and refuses a key used for a different request.
 */
export async function claimKey(ctx: RequestContext, request: FastifyRequest, key: string): Promise<StoredAnswer | null> {
  const hash = requestHash(request);
  const staleBefore = new Date(ctx.at - IDEMPOTENCY_KEY_TTL_MS);
  // A key older than a day and not yet purged is free again.
  const claimed = await ctx.tx
    .insert(idempotencyKeys)
    .values({ user_id: ctx.user.id, key, request_hash: hash, status: 0, location: null, body: null, created_at: ctx.date })
    .onConflictDoUpdate({
      target: [idempotencyKeys.user_id, idempotencyKeys.key],
      set: { request_hash: hash, status: 0, location: null, body: null, created_at: ctx.date },
      where: lt(idempotencyKeys.created_at, staleBefore),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [earlier] = await ctx.tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, ctx.user.id), eq(idempotencyKeys.key, key)));
  if (earlier.request_hash !== hash) {
    throw badRequest('Idempotency-Key', 'this Idempotency-Key was already used for a different request; use a new key for a new request');
  }
  return { status: earlier.status, location: earlier.location, body: earlier.body };
}

export async function storeAnswer(ctx: RequestContext, key: string, answer: StoredAnswer) {
  await ctx.tx
    .update(idempotencyKeys)
    .set({ status: answer.status, location: answer.location, body: answer.body })
    .where(and(eq(idempotencyKeys.user_id, ctx.user.id), eq(idempotencyKeys.key, key)));
}

export async function purgeIdempotencyKeys(service: Service): Promise<number> {
  const gone = await service.database.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, new Date(service.now() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
