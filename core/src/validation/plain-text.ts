/*
 * Kept apart from the zod schemas of text-rules.ts so that the widgets, which check configuration
 * values through configuration/definitions.ts, do not download zod.
 */

/**
 * Characters that change how the text around them is shown without being seen themselves: bidi
 * embeddings, overrides and isolates ("abc\u202Egnp.exe" shows as "abcexe.png") and zero-width
 * spaces and joiners of words. Left-to-right/right-to-left marks and the zero-width (non-)joiners that
 * Persian, Urdu and emoji need stay allowed.
 */
const HIDDEN_FORMATTING = /[\u202A-\u202E\u2066-\u2069\u200B\u2060-\u2064\uFEFF]/u;
/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\n\t]|[\u2028\u2029]/u;

export const HIDDEN_FORMATTING_MESSAGE =
  'Remove invisible or direction-changing characters (such as a right-to-left override)';

/**
 * The one rule for text a masjid writes, on every route (content, configurations, profiles): no control
 * characters (a line break and a tab only where several lines are allowed), no hidden formatting.
 * Returns the problem, or null.
 */
export function textProblem(value: string, options: { multiline?: boolean } = {}): string | null {
  if (options.multiline ? CONTROL_BUT_LINE_BREAKS.test(value) : CONTROL.test(value)) {
    return options.multiline ? 'Remove control characters' : 'Must be a single line of text';
  }
  if (HIDDEN_FORMATTING.test(value)) return HIDDEN_FORMATTING_MESSAGE;
  return null;
}
