import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import type { Logger } from '../logger.js';
import type { Language } from '@core/i18n/languages.js';
import { AppError } from './errors.js';
import type { AppEnv } from './env.js';
import { localize, readerLanguage } from './server-text.js';
import { coded } from '@core/validation/coded-message.js';

const UNSTORABLE = coded('The request contains a value that cannot be stored.', 'server.error.unstorable');
const DATABASE_UNAVAILABLE = coded(
  'The database is not available right now. Please try again in a moment.',
  'server.error.databaseUnavailable',
);
const ERROR_OCCURRED = coded('Error occurred!', 'server.error.occurred');

/** Known errors keep the spec's response shape; anything else is a plain 500 with nothing internal leaked. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    // A body refused as too large is left unread: the client must not send another request on this
    // connection, or the unread rest would be taken for it.
    const status = error instanceof AppError || error instanceof HTTPException ? error.status : 0;
    if (status === 413) c.header('Connection', 'close');
    if (error instanceof AppError) {
      if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(c, error), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const message =
        status === 413
          ? localize(requestLanguage(c), 'The request is too large.', { key: 'server.error.tooLarge' })
          : error.message || 'Bad request.';
      return c.json(
        { successful: false, code: status === 413 ? 'TOO_LARGE' : 'BAD_REQUEST', message, fieldErrors: {} },
        status,
      );
    }
    if (isDataException(error)) {
      // PostgreSQL refused a value (a NUL character, a number or date out of range) that validation let
      // through: the request is at fault, and the statement changed nothing.
      return c.json(
        {
          successful: false,
          code: 'BAD_REQUEST',
          message: localize(requestLanguage(c), UNSTORABLE),
          fieldErrors: {},
        },
        400,
      );
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn(`${c.req.method} ${c.req.path}: database unavailable`, error.message);
      c.header('Retry-After', '5');
      return c.json(
        {
          successful: false,
          code: 'UNAVAILABLE',
          message: localize(requestLanguage(c), DATABASE_UNAVAILABLE),
          fieldErrors: {},
        },
        503,
      );
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(
      { successful: false, code: 'INTERNAL', message: localize(requestLanguage(c), ERROR_OCCURRED), fieldErrors: {} },
      500,
    );
  };
}

/** The requester's language (docs/languages.md "Server messages"): the signed-in user's saved one, else Accept-Language's, else English. */
export function requestLanguage(c: Context): Language {
  const auth = (c as Context<AppEnv>).get('auth');
  return readerLanguage(auth?.language, c.req.header('accept-language'));
}

/**
 * The one place an error's answer is written: its message and field errors in the requester's language.
 * English answers stay exactly the texts the error holds.
 */
export function errorBody(c: Context, error: AppError) {
  const language = requestLanguage(c);
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors ?? {}))
    fieldErrors[field] = localize(language, message, error.fieldTexts?.[field]);
  return {
    successful: false as const,
    code: error.code,
    message: localize(language, error.message, error.text),
    fieldErrors,
  };
}

/** SQLSTATE class 22, 'data exception' (PostgreSQL Appendix A), as pg and PGlite report it. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
