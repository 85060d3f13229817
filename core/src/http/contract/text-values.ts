import { z } from 'zod';
import { parseIsoDate } from '../../time/civil-date.js';
import { FROM_DATE_REFUSAL, trueOrFalseRefusal, wholeNumberRefusal } from './refusals.js';

/**
 * Path and query values arrive as text; these read them with the messages the routes have always given
 * (clients and tests rely on them).
 */

/** Up to four digits, from `min` to `max`; otherwise `${label} must be a whole number from min to max.` */
export function wholeNumberOrMessage(
  text: string,
  label: string,
  min: number,
  max: number,
): number | { message: string } {
  const value = Number(text);
  if (!/^\d{1,4}$/.test(text) || value < min || value > max) return { message: wholeNumberRefusal(label, min, max) };
  return value;
}

/**
 * An optional whole number: absent gives `fallback`, and so does empty unless `emptyIsWrong` (the
 * dashboard's `days=` has always been refused).
 */
export function optionalWholeNumber<F extends number | undefined>(options: {
  label: string;
  min: number;
  max: number;
  fallback: F;
  description: string;
  emptyIsWrong?: boolean;
}) {
  const { label, min, max, fallback, description } = options;
  return z
    .string()
    .optional()
    .transform((text, ctx): number | F => {
      if (text === undefined || (text === '' && !options.emptyIsWrong)) return fallback;
      const read = wholeNumberOrMessage(text, label, min, max);
      if (typeof read === 'number') return read;
      ctx.addIssue({ code: 'custom', message: read.message });
      return z.NEVER;
    })
    .meta({ type: 'integer', minimum: min, maximum: max, description });
}

/** An optional `true`/`false`: absent gives `fallback`; anything else is `Query parameter ${name} must be true or false.` */
export function optionalBoolean(name: string, fallback: boolean, description: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return fallback;
      if (text === 'true') return true;
      if (text === 'false') return false;
      ctx.addIssue({ code: 'custom', message: trueOrFalseRefusal(name) });
      return z.NEVER;
    })
    .meta({ type: 'boolean', description });
}

/** A path segment read as it is (its rules are the service's: a masjid id or dashboard url). */
export const segment = z.string();

/** A required `true`/`false`; anything else, or nothing, is `Query parameter ${name} must be true or false.` */
export function requiredBoolean(name: string, description: string) {
  const message = trueOrFalseRefusal(name);
  return z
    .string({ error: message })
    .transform((text, ctx) => {
      if (text === 'true') return true;
      if (text === 'false') return false;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .meta({ type: 'boolean', description });
}

/** `from=YYYY-MM-DD` of a run of days: absent or empty is the masjid's today (undefined). */
export const optionalFromDate = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text === '') return undefined;
    const from = parseIsoDate(text);
    if (from && from.year >= 1900 && from.year <= 2200) return from;
    ctx.addIssue({ code: 'custom', message: FROM_DATE_REFUSAL });
    return z.NEVER;
  })
  .meta({ type: 'string', format: 'date', description: "YYYY-MM-DD; default the masjid's today." });
