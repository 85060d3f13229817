// Types only: the dashboard checks text with these rules and must not load zod for them (docs/read-model.md,
// Lighthouse). The zod fields built on them are in text-fields.ts.
import type { z } from 'zod';
import { NAME_CHARACTERS_MESSAGE, requiredMessage, type FieldLabel } from './messages.js';
import { tooLongMessage } from './value-messages.js';
import { textProblem } from './plain-text.js';

/** Letters of any script, digits, spaces and the punctuation found in mosque and street names. */
export const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} .,'’&()/#-]*$/u;

export { NAME_CHARACTERS_MESSAGE };

/**
 * '{label} is required' with its key: the label is one of the names messages.ts translates, so the
 * message is never left in English (docs/languages.md "Server messages").
 */
export function required(label: FieldLabel) {
  return requiredMessage(label);
}

export function tooLong(max: number) {
  return tooLongMessage(max);
}

/**
 * Email with a last part of 2 to 5 letters ('Invalid Email'). The part before @ takes only the characters
 * of a plain address (RFC 5322 "atext" and dots), so nothing a mail program reads as a display name, a
 * list or a route (< > " , ; : ( ) [ ] \ spaces) gets in: a stored address is exactly where mail goes.
 * Domain labels may be in any script (the mail library encodes them).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[A-Za-z]{2,5}$/u;
/** RFC 5321's limit: the spec's 30 shut out real addresses (docs/volunteer.md "Text limits"). */
export const EMAIL_MAX = 254;

export { isBlank } from './blank.js';
export { HIDDEN_FORMATTING_MESSAGE, textProblem } from './plain-text.js';

/** textProblem as a zod refinement, for schemas. */
export function plainText(options: { multiline?: boolean } = {}) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = textProblem(value, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
}
