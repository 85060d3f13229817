import { validator } from 'hono/validator';
import type { ZodType } from 'zod';
import { toFieldErrors } from '@core/validation/field-errors.js';
import { AppError, validationError } from './errors.js';
import { coded } from '@core/validation/coded-message.js';

/**
 * The schema a validating middleware checks, kept on the middleware itself so the API document
 * (GET /api/openapi.json, docs/api.md) is written from exactly what the routes enforce.
 */
const DOCUMENTED = Symbol('documented schema');

export interface DocumentedSchema {
  in: 'body' | 'query';
  schema: ZodType;
}

export function documented<T extends object>(handler: T, schema: DocumentedSchema): T {
  return Object.assign(handler, { [DOCUMENTED]: schema });
}

/** The schema a route's handler validates with, when it is one of the middlewares below. */
export function documentedSchema(handler: unknown): DocumentedSchema | undefined {
  return typeof handler === 'function' ? (handler as { [DOCUMENTED]?: DocumentedSchema })[DOCUMENTED] : undefined;
}

/**
 * JSON body validation with a shared zod schema from core/. Malformed JSON, a body that is not an
 * object and every schema failure become a 400 with field errors keyed `${prefix}.${field}`.
 */
export function jsonBody<T extends ZodType>(schema: T, prefix?: string) {
  const handler = validator('json', (value, c) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!/application\/json/i.test(contentType)) {
      throw new AppError(
        'UNSUPPORTED_MEDIA',
        coded('Send the request body as JSON (Content-Type: application/json).', 'server.error.sendJson'),
      );
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new AppError('BAD_REQUEST', coded('The request body must be a JSON object.', 'server.error.jsonObject'));
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(toFieldErrors(parsed.error, prefix));
    return parsed.data as T['_output'];
  });
  return documented(handler, { in: 'body', schema });
}

/**
 * Query validation with a zod object schema: the route reads the parsed options with
 * `c.req.valid('query')`; every failure is a 400 with field errors.
 */
export function queryOptions<T extends ZodType>(schema: T) {
  const handler = validator('query', (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(toFieldErrors(parsed.error));
    return parsed.data as T['_output'];
  });
  return documented(handler, { in: 'query', schema });
}
