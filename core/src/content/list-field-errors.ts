import type { ZodError } from 'zod';
import type { FieldErrors } from '../validation/field-errors.js';

/** `['expenseSheets', 1, 'rows', 2, 'label']` becomes `expenseSheets[1].rows[2].label`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let key = '';
  for (const part of path) {
    if (typeof part === 'number') key += `[${part}]`;
    else key += key ? `.${String(part)}` : String(part);
  }
  return key || '_';
}

/** Zod issues as field errors keyed by list and index; the first message per field wins. */
export function toListFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[fieldPath(issue.path)] ??= issue.message;
  return errors;
}
