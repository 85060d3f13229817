/**
 * Daylight saving: which UTC offset a masjid's wall clock shows on a given day.
 *
 * Our reading of the spec's DST settings (docs/product-rules.md, "Records" and "Validation"):
 * - `enable: false`: no daylight saving; the zone's standard time all year (Casablanca: +01, also in
 *   Ramadan, when its clocks go back; see zone.ts).
 * - `enable: true, automaticCalculate: true`: the IANA rules of the masjid's zone for that year, at the
 *   exact instant (both hemispheres; zones without DST simply never change). The spec's "second Sunday of
 *   March to first Sunday of November" is the US case of this rule.
 * - `enable: true, automaticCalculate: false` with begin and end 'MM/DD': standard time outside, standard
 *   time + 1 hour from the begin date up to the day before the end date (a prayer day is whole: the switch
 *   happens at night, before Fajr). "Standard time" there is the year's lowest offset. When begin is later in the year than end (southern hemisphere), the
 *   period wraps over the new year. Begin equal to end means no daylight saving.
 * - Manual mode with both dates empty has no dates to apply, so the IANA rules are used (showing a wrong
 *   wall-clock time would be the worst outcome).
 */
import type { Dst } from '../prayer/prayer.types.js';
import type { CivilDate } from './civil-date.js';
import { lowestOffsetMinutes, standardOffsetMinutes, utcOffsetMinutes } from './zone.js';

const MONTH_DATE = /^(\d{1,2})\/(\d{1,2})$/;

/** 'MM/DD' with month 1-12 and day 1-31, leading zeros optional (docs/product-rules.md, "Validation"). */
export function parseMonthDate(text: string): { month: number; day: number } | undefined {
  const match = MONTH_DATE.exec(text.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { month, day } : undefined;
}

/** 'M/D' or 'MM/DD' written back as 'MM/DD'. */
export function normalizeMonthDate(text: string): string {
  const parsed = parseMonthDate(text);
  return parsed ? `${String(parsed.month).padStart(2, '0')}/${String(parsed.day).padStart(2, '0')}` : text.trim();
}

export type DstMode = { kind: 'none' } | { kind: 'iana' } | { kind: 'manual'; begin: number; end: number };

/** Resolves the settings once, so a whole year is computed without re-parsing. */
export function dstMode(dst: Dst): DstMode {
  if (!dst.enable) return { kind: 'none' };
  if (dst.automaticCalculate) return { kind: 'iana' };
  const begin = parseMonthDate(dst.beginMonthDate ?? '');
  const end = parseMonthDate(dst.endMonthDate ?? '');
  if (!begin || !end) return { kind: 'iana' };
  return { kind: 'manual', begin: begin.month * 100 + begin.day, end: end.month * 100 + end.day };
}

export function inManualDst(mode: { begin: number; end: number }, date: Pick<CivilDate, 'month' | 'day'>): boolean {
  const at = date.month * 100 + date.day;
  if (mode.begin === mode.end) return false;
  return mode.begin < mode.end ? at >= mode.begin && at < mode.end : at >= mode.begin || at < mode.end;
}

/** The UTC offset (minutes) of the masjid's wall clock for a prayer instant that belongs to `date`. */
export function wallClockOffsetMinutes(zone: string, mode: DstMode, date: CivilDate, instant: Date): number {
  switch (mode.kind) {
    case 'iana':
      return utcOffsetMinutes(zone, instant);
    case 'none':
      return standardOffsetMinutes(zone, date.year);
    case 'manual':
      // Admins enter the dates their clocks go forward, so the base is the year's lowest offset (for
      // Dublin its winter, GMT), not the standard one.
      return lowestOffsetMinutes(zone, date.year) + (inManualDst(mode, date) ? 60 : 0);
  }
}
