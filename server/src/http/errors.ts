import type { FieldErrors } from '@core/validation/field-errors.js';
import { codeOf, type CodedText } from '@core/validation/coded-message.js';
import { labelText } from '@core/validation/messages.js';
import { english, isCodedText } from './server-text.js';

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
  | 'UNAVAILABLE'
  /** Sign-in refused until the email address is confirmed (core/src/auth/sign-in-refusals.ts). */
  | 'EMAIL_UNCONFIRMED'
  /** Refused until the admin confirms it: times far from the computed ones (docs/prayer-table.md). */
  | 'NEEDS_CONFIRMATION';

const STATUS: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503> = {
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
  EMAIL_UNCONFIRMED: 403,
  NEEDS_CONFIRMATION: 422,
};

/** A message as plain English, or as a key of the `server` catalog that the error handler translates. */
export type ErrorMessage = string | CodedText;
export type ErrorFields = Record<string, ErrorMessage>;

/**
 * The one error type services throw; the error handler turns it into the spec's failed service response,
 * in the requester's language (docs/languages.md "Server messages"). `message` and `fieldErrors` hold the
 * English texts; `text` and `fieldTexts` the keys behind them, where known.
 */
export class AppError extends Error {
  readonly text: CodedText | undefined;
  readonly fieldErrors: FieldErrors | undefined;
  readonly fieldTexts: Readonly<Record<string, CodedText>> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: ErrorMessage,
    fieldErrors?: ErrorFields,
    readonly headers?: Record<string, string>,
  ) {
    super(isCodedText(message) ? english(message) : message);
    this.text = isCodedText(message) ? message : codeOf(message);
    if (fieldErrors) {
      const plain: FieldErrors = {};
      const texts: Record<string, CodedText> = {};
      for (const [field, value] of Object.entries(fieldErrors)) {
        plain[field] = isCodedText(value) ? english(value) : value;
        const coded = isCodedText(value) ? value : codeOf(value);
        if (coded) texts[field] = coded;
      }
      this.fieldErrors = plain;
      this.fieldTexts = texts;
    }
  }

  get status() {
    return STATUS[this.code];
  }
}

export const validationError = (
  fieldErrors: ErrorFields,
  message: ErrorMessage = { key: 'server.error.correctFields' },
) => new AppError('VALIDATION', message, fieldErrors);
export const forbidden = (message: ErrorMessage = { key: 'server.error.forbidden' }) =>
  new AppError('FORBIDDEN', message);
/** '{what} not found.': a known label ('Masjid', 'User', core/src/validation/messages.ts) is translated, another stays English. */
export function notFound(what: string): AppError {
  const label = labelText(what);
  return new AppError(
    'NOT_FOUND',
    label ? { key: 'server.error.notFound', values: { what: label } } : `${what} not found.`,
  );
}
export const unauthenticated = (message: ErrorMessage = { key: 'server.error.signIn' }) =>
  new AppError('UNAUTHENTICATED', message);
export const conflict = (message: ErrorMessage, fieldErrors?: ErrorFields) =>
  new AppError('CONFLICT', message, fieldErrors);
export const badRequest = (message: ErrorMessage) => new AppError('BAD_REQUEST', message);
