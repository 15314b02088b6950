import type { ErrorBody } from '../../models';

/**
 * What went wrong talking to the time-tracking service, in the terms the skill speaks about:
 * - `unauthorized`: the token is missing, expired or revoked (401): the account needs linking again;
 * - `forbidden`: the thing belongs to someone else (403);
 * - `not_found` / `gone`: it does not exist, or was deleted (404, 410);
 * - `invalid`: the service refused the request as malformed or not allowed now (400);
 * - `unavailable`: the service failed (5xx), the connection broke, no answer came in time, or it refused the
 *   request as one too many (429, `retryAfterMs` from its Retry-After).
 *
 * `timedOut` says no answer came in time; `uncertain` that the request may have reached the service
 * and no answer came back (a timeout, or a connection that broke after it was sent), so whether a
 * write took effect is unknown until someone looks.
 */
export type FailureKind = 'unauthorized' | 'forbidden' | 'not_found' | 'gone' | 'invalid' | 'unavailable';

export class TimeTrackingError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly details: { status?: number; code?: string; field?: string; timedOut?: boolean; uncertain?: boolean; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'TimeTrackingError';
  }

  /** `retryAfter` is the answer's Retry-After header, read for a 429. */
  static fromResponse(status: number, body: unknown, retryAfter?: unknown, now = Date.now()): TimeTrackingError {
    const error = (body as Partial<ErrorBody> | undefined)?.error;
    const message = error?.message ?? `the service answered ${status}`;
    const details = { status, code: error?.code, field: error?.field };
    if (status === 429) return new TimeTrackingError('unavailable', message, { ...details, retryAfterMs: retryAfterMs(retryAfter, now) });
    if (status === 401) return new TimeTrackingError('unauthorized', message, details);
    if (status === 403) return new TimeTrackingError('forbidden', message, details);
    if (status === 404) return new TimeTrackingError('not_found', message, details);
    if (status === 410) return new TimeTrackingError('gone', message, details);
    if (status >= 500) return new TimeTrackingError('unavailable', message, details);
    return new TimeTrackingError('invalid', message, details);
  }
}

export const isFailure = (error: unknown, ...kinds: FailureKind[]): error is TimeTrackingError =>
  error instanceof TimeTrackingError && (kinds.length === 0 || kinds.includes(error.kind));

/**
 * Whether a failed write may have taken effect all the same: no answer came after it was sent, or the
 * service failed part way (a 5xx other than 503, which says the request was not taken on).
 */
export const mightHaveLanded = (error: TimeTrackingError) =>
  !!error.details.uncertain || (error.details.status !== undefined && error.details.status >= 500 && error.details.status !== 503);

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(header: unknown, now: number): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Otherwise an HTTP date, which begins with its weekday ("Fri, 20 Nov 2026 17:00:05 GMT"; the older "Friday,
  // 20-Nov-26 ..." and "Fri Nov 20 ..."); "1.5" is neither.
  if (!/^[A-Za-z]{3,9},? /.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
