import { addDays as addCivilDays, formatIsoDate, parseIsoDate, toDayNumber } from '../time/civil-date.js';

/**
 * Calendar days as 'YYYY-MM-DD' strings, as content stores them: compared as text, shifted by the civil
 * date arithmetic of core/src/time, so no time zone moves them.
 */

/** A real calendar date: 2027-02-29 and 2026-13-01 are refused. */
export function isRealIsoDate(value: string): boolean {
  return parseIsoDate(value) !== undefined;
}

/** Days since 1970-01-01 (negative before it); NaN for text that is not a date. */
export function dayNumber(isoDate: string): number {
  const date = parseIsoDate(isoDate);
  return date ? toDayNumber(date) : Number.NaN;
}

export function addDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`not a date: ${isoDate}`);
  return formatIsoDate(addCivilDays(date, days));
}
