/** Every successful response with a body: `{meta, data}`. */
export interface Envelope<T> {
  meta: ResourceMeta;
  data: T;
}

export interface ResourceMeta {
  /** The resource's path, for example `/api/v2/projects/abc`. */
  self: string;
}

export interface ListMeta {
  /** Path and query of this page; `next` and `prev` likewise, or null at either end. */
  self: string;
  next: string | null;
  prev: string | null;
  count: number;
  total: number;
  pages: number;
  page: number;
}

export interface ListEnvelope<T> {
  meta: ListMeta;
  data: T[];
}

export const ERROR_CODES = [
  /** The body or query is malformed or invalid; `field` names what. */
  'invalid_request',
  /** An id in the body names nothing this user has. */
  'invalid_reference',
  /** An id in the body names something that was deleted (recover it first). */
  'reference_deleted',
  /** The request is well formed but the resource is in the wrong state for it (stopping a stopped timer). */
  'invalid_state',
  'unauthorized',
  'forbidden',
  'not_found',
  'gone',
  'internal_error',
  'unavailable',
  /** Too many requests: refused before it was handled; `Retry-After` says how many seconds to wait. */
  'rate_limited',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every error of the resource API (the spec leaves the shape open): still `{meta, data}`, with `data`
 * null and an `error` that says what went wrong and, for a bad request, which field.
 */
export interface ErrorBody {
  meta: { self: string; status: number };
  data: null;
  error: {
    code: ErrorCode;
    message: string;
    /** The offending field or query parameter, for example `duration`, `tags[3]` or `page`. */
    field?: string;
  };
}
