import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '@core/validation/field-errors.js';

/**
 * Puts the server's field errors (keyed like `company.address.zip`) under the matching form fields.
 * Keys the form has no field for are returned so the page can list them.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: FieldErrors | undefined,
  options: { prefix?: string; fields: readonly string[] },
): string[] {
  const leftovers: string[] = [];
  let focused = false;
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const name = options.prefix && key.startsWith(`${options.prefix}.`) ? key.slice(options.prefix.length + 1) : key;
    if (options.fields.includes(name)) {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      leftovers.push(message);
    }
  }
  return leftovers;
}
