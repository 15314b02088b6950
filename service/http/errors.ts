import type { ErrorBody, ErrorCode } from '../../models';

/** An error the API answers with: its status, its code, a sentence for a person, and the field at fault. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) => new ApiError(400, 'invalid_request', message, field);
export const invalidState = (field: string, message: string) => new ApiError(400, 'invalid_state', message, field);
export const unauthorized = (message: string) => new ApiError(401, 'unauthorized', message);
export const forbidden = (message: string, field?: string) => new ApiError(403, 'forbidden', message, field);
export const notFound = (message: string) => new ApiError(404, 'not_found', message);
export const gone = (message: string) => new ApiError(410, 'gone', message);

/** The error body the API answers with, for a request at `url` (its query is left out of `meta.self`). */
export const errorBody = (url: string, error: ApiError): ErrorBody => ({
  meta: { self: url.split('?')[0], status: error.status },
  data: null,
  error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) },
});
