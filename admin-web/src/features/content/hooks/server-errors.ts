import type { FieldErrors } from '@core/validation/field-errors.js';

/** `funds[0].goal` (the server's key) becomes `items.0.goal` (the section form's field name). */
export function toFormErrorKey(serverKey: string, listKey: string): string | null {
  if (!serverKey.startsWith(listKey)) return null;
  const rest = serverKey.slice(listKey.length);
  if (rest !== '' && !rest.startsWith('[') && !rest.startsWith('.')) return null;
  return `items${rest.replace(/\[(\d+)\]/g, '.$1')}`;
}

export function splitServerErrors(fieldErrors: FieldErrors | undefined, listKey: string) {
  const fields: Array<[string, string]> = [];
  const others: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const formKey = toFormErrorKey(key, listKey);
    if (formKey && formKey !== 'items') fields.push([formKey, message]);
    else others.push(message);
  }
  return { fields, others };
}
