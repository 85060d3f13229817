import { z } from 'zod';
import { INVALID_EMAIL, NAME_CHARACTERS_MESSAGE, requiredMessage, type FieldLabel } from './messages.js';
import { tooLongMessage } from './value-messages.js';
import { textProblem } from './plain-text.js';
import { mailboxAddress } from './mailbox.js';

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

/** A required, trimmed text field of "name-type" characters (docs/product-rules.md, "Validation"). */
export function nameField(label: FieldLabel, max: number) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, tooLong(max))
    .regex(NAME_CHARACTERS, NAME_CHARACTERS_MESSAGE);
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

/** A pasted "Fatima Khan <fatima@example.org>" gives its address (docs/volunteer.md "Inviting a user"). */
export const emailField = z
  .string({ error: required('Email') })
  .transform((value) => mailboxAddress(value).trim())
  .pipe(emailAddress());

function emailAddress() {
  return z.string().min(1, required('Email')).max(EMAIL_MAX, tooLong(EMAIL_MAX)).regex(EMAIL_PATTERN, INVALID_EMAIL);
}

export { isBlank } from './blank.js';
export { HIDDEN_FORMATTING_MESSAGE, textProblem } from './plain-text.js';

/** textProblem as a zod refinement, for schemas. */
export function plainText(options: { multiline?: boolean } = {}) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = textProblem(value, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
}
