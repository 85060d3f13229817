/**
 * The messages of a configuration's value check (docs/languages.md "Server messages"), apart from
 * messages.ts so that the dashboard, which reads the configuration definitions, does not load every
 * schema message with them.
 */
import { coded } from './coded-message.js';

/** A configuration's choices, fixed by its definition (never the value sent). */
export function oneOfMessage(allowed: readonly string[]): string {
  const values = allowed.join(', ');
  return coded(`Must be one of ${values}`, 'server.config.oneOf', { values });
}

/** A configuration value check: null for one of `allowed` (spaces around it aside), else the message. */
export function oneOfCheck(...allowed: string[]): (value: string) => string | null {
  const message = oneOfMessage(allowed);
  return (value) => (allowed.includes(value.trim()) ? null : message);
}

export function wholeNumberRangeMessage(min: number, max: number): string {
  return coded(`Must be a whole number from ${min} to ${max}`, 'server.config.wholeNumberRange', {
    min: String(min),
    max: String(max),
  });
}

export const HTTPS_ADDRESS = coded('Must be an https:// address', 'server.config.https');

export function tooLongMessage(max: number): string {
  return coded(`Must be at most ${max} characters`, 'server.field.tooLong', { max: String(max) });
}
