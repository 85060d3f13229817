import { z } from 'zod';

/** Letters of any script, digits, spaces and the punctuation found in mosque and street names. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} .,'’&()/#-]*$/u;

export const NAME_CHARACTERS_MESSAGE = "Use letters, digits, spaces and . , ' - & ( ) / # only";

export function required(label: string) {
  return `${label} is required`;
}

export function tooLong(max: number) {
  return `Must be at most ${max} characters`;
}

/** A required, trimmed text field of "name-type" characters (SPEC.md section 5). */
export function nameField(label: string, max: number) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, tooLong(max))
    .regex(NAME_CHARACTERS, NAME_CHARACTERS_MESSAGE);
}

/** Email with a last part of 2 to 5 letters, as SPEC.md section 5 asks ('Invalid Email'). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,5}$/;
export const EMAIL_MAX = 30;

export const emailField = z
  .string({ error: required('Email') })
  .trim()
  .min(1, required('Email'))
  .max(EMAIL_MAX, tooLong(EMAIL_MAX))
  .regex(EMAIL_PATTERN, 'Invalid Email');

export { isBlank } from './blank.js';
