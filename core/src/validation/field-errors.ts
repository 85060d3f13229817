import type { ZodError } from 'zod';

/** Field errors keyed like the spec's service response: `company.name`, `user.email`, `company.address.zip`. */
export type FieldErrors = Record<string, string>;

/** Turns zod issues into the spec's flat `fieldErrors` map; the first message per field wins. */
export function toFieldErrors(error: ZodError, prefix?: string): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const key = [prefix, path].filter(Boolean).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
