import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger.js';
import { AppError } from './errors.js';

/** Known errors keep the spec's response shape; anything else is a plain 500 with nothing internal leaked. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(
        { successful: false, code: error.code, message: error.message, fieldErrors: error.fieldErrors ?? {} },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const message = status === 413 ? 'The request is too large.' : error.message || 'Bad request.';
      return c.json({ successful: false, code: status === 413 ? 'TOO_LARGE' : 'BAD_REQUEST', message, fieldErrors: {} }, status);
    }
    if (isDataException(error)) {
      // PostgreSQL refused a value (a NUL character, a number or date out of range) that validation let
      // through: the request is at fault, and the statement changed nothing.
      return c.json({ successful: false, code: 'BAD_REQUEST', message: 'The request contains a value that cannot be stored.', fieldErrors: {} }, 400);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ successful: false, code: 'INTERNAL', message: 'Error occurred!', fieldErrors: {} }, 500);
  };
}

/** SQLSTATE class 22, 'data exception' (PostgreSQL Appendix A), as pg and PGlite report it. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
