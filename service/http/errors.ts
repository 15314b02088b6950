import type { ErrorCode } from '../../models';

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
