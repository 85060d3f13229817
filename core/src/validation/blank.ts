/**
 * docs/product-rules.md ("Validation"): a string is blank when empty or whitespace only. Kept apart from the zod schemas of
 * text-rules.ts so that the widgets, which need only this, do not download zod.
 */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
