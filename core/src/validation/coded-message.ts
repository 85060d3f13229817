/**
 * Stable keys for the messages the shared schemas write (docs/languages.md "Server messages"). A schema
 * keeps writing its English message, so forms and tests see exactly what they always did; `coded()` also
 * records which `server` catalog key (and values) that English stands for, so the server can answer the
 * same message in the reader's language. Only messages built from fixed values are recorded (a schema's
 * labels and limits), never a user's input, so the record stays small.
 */
import type { ServerKey } from '../i18n/catalog-types.js';

export interface CodedText {
  key: ServerKey;
  /** A value may itself be coded (a field's label), so it is translated too. */
  values?: Readonly<Record<string, string | number | CodedText>>;
}

const CODES = new Map<string, CodedText>();
/** A guard, not a budget: the schemas record a few hundred messages at most. */
const MAX_CODES = 5000;

/** Returns `english` unchanged, recording that it is `text` in the `server` catalog. */
export function coded(english: string, key: ServerKey, values?: CodedText['values']): string {
  if (!CODES.has(english) && CODES.size < MAX_CODES) CODES.set(english, values ? { key, values } : { key });
  return english;
}

/**
 * Messages built from a request's own values (a seasonal iqama's dates, a phase setting's path), kept only
 * for the answer being written (docs/languages.md "Server messages"): the schema writes them and the error
 * is made from them in the same step, so a few hundred recent ones are plenty. They never fill CODES, so
 * no stream of requests can crowd out the schemas' messages.
 */
const PASSING = new Map<string, CodedText>();
const MAX_PASSING = 500;

/** Returns `english` unchanged, recording for a short while that it is `key` with these values. */
export function codedForNow(english: string, key: ServerKey, values: CodedText['values']): string {
  if (CODES.has(english)) return english;
  PASSING.delete(english);
  PASSING.set(english, { key, values });
  if (PASSING.size > MAX_PASSING) PASSING.delete(PASSING.keys().next().value!);
  return english;
}

/** The key behind a message a schema wrote; undefined for any other text (it stays as written). */
export function codeOf(message: string): CodedText | undefined {
  return CODES.get(message) ?? PASSING.get(message);
}

/** Every recorded message, for the test that keeps each English text equal to its catalog entry. */
export function recordedCodes(): ReadonlyMap<string, CodedText> {
  return CODES;
}
