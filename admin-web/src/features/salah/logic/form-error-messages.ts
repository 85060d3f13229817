import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * react-hook-form's nested errors as one message per dotted key ('isha.minutesAfter', 'seasonal.1.from'), the
 * keys core's toFieldErrors gives, under `branch` of the form (e.g. 'rules'). An array's own message (its
 * `root`) is keyed by the array.
 */
export function formErrorMessages<T extends FieldValues>(
  errors: FieldErrors<T>,
  branch?: string,
): Record<string, string> {
  const messages: Record<string, string> = {};
  const visit = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const entry = node as { message?: unknown; type?: unknown; ref?: unknown };
    if (typeof entry.message === 'string' && 'type' in entry && path.length > 0)
      messages[path.join('.')] ??= entry.message;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'message' || key === 'type' || key === 'ref' || key === 'types') continue;
      visit(child, key === 'root' ? path : [...path, key]);
    }
  };
  visit(branch ? (errors as Record<string, unknown>)[branch] : errors, []);
  return messages;
}
