import type { FieldErrors } from '../../../core/src/validation/field-errors.js';

export type ErrorCode =
  | 'VALIDATION'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

const STATUS: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** The one error type services throw; the error handler turns it into the spec's failed service response. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status() {
    return STATUS[this.code];
  }
}

export const validationError = (fieldErrors: FieldErrors, message = 'Please correct the highlighted fields.') =>
  new AppError('VALIDATION', message, fieldErrors);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
export const unauthenticated = (message = 'Please sign in.') => new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string, fieldErrors?: FieldErrors) => new AppError('CONFLICT', message, fieldErrors);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
