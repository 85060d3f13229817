import { z } from 'zod';
import { INVALID_EMAIL, NAME_CHARACTERS_MESSAGE, type FieldLabel } from './messages.js';
import { mailboxAddress } from './mailbox.js';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_CHARACTERS, required, tooLong } from './text-rules.js';

/** The zod fields of the text rules (text-rules.ts), apart so that what only checks text never loads zod. */

/** A required, trimmed text field of "name-type" characters (docs/product-rules.md, "Validation"). */
export function nameField(label: FieldLabel, max: number) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, tooLong(max))
    .regex(NAME_CHARACTERS, NAME_CHARACTERS_MESSAGE);
}

/** A pasted "Fatima Khan <fatima@example.org>" gives its address (docs/volunteer.md "Inviting a user"). */
export const emailField = z
  .string({ error: required('Email') })
  .transform((value) => mailboxAddress(value).trim())
  .pipe(emailAddress());

function emailAddress() {
  return z.string().min(1, required('Email')).max(EMAIL_MAX, tooLong(EMAIL_MAX)).regex(EMAIL_PATTERN, INVALID_EMAIL);
}
