import { validator } from 'hono/validator';
import type { ZodType } from 'zod';
import { toFieldErrors } from '../../../core/src/validation/field-errors.js';
import { AppError, validationError } from './errors.js';

/**
 * JSON body validation with a shared zod schema from core/. Malformed JSON, a body that is not an
 * object and every schema failure become a 400 with field errors keyed `${prefix}.${field}`.
 */
export function jsonBody<T extends ZodType>(schema: T, prefix?: string) {
  return validator('json', (value, c) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!/application\/json/i.test(contentType)) {
      throw new AppError('UNSUPPORTED_MEDIA', 'Send the request body as JSON (Content-Type: application/json).');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new AppError('BAD_REQUEST', 'The request body must be a JSON object.');
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(toFieldErrors(parsed.error, prefix));
    return parsed.data as T['_output'];
  });
}
