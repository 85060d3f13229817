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
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ successful: false, code: 'INTERNAL', message: 'Error occurred!', fieldErrors: {} }, 500);
  };
}
