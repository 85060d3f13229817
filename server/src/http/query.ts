import { badRequest } from './errors.js';

/** Reads a required `true`/`false` query parameter. */
export function booleanQuery(value: string | undefined, name: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(`Query parameter ${name} must be true or false.`);
}
