import type { CalendarType } from '@core/calendar/calendar.types.js';
import { HIJRI_MONTH_NAMES, toHijri } from '@core/hijri/hijri.js';
import { GREGORIAN_MONTH_NAMES, type CivilDate } from '@core/time/civil-date.js';

export type { CalendarType };

export const CALENDAR_TYPES: ReadonlyArray<{ value: CalendarType; label: string }> = [
  { value: 'gregorian', label: 'Gregorian' },
  { value: 'hijri', label: 'Hijri' },
];

/**
 * Ten years, starting two before the current year of the type, so that index 2 (the default) is this
 * year. docs/product-rules.md ("Constants and formats") starts the Hijri list at the Gregorian year minus 581, which lands on the
 * current Hijri year only until the Hijri new year; counting from today's Hijri year keeps the default
 * right all year (and equals the spec's list before the Hijri new year).
 */
export function calendarYears(type: CalendarType, today: CivilDate): number[] {
  const current = type === 'hijri' ? toHijri(today).year : today.year;
  return Array.from({ length: 10 }, (_, index) => current - 2 + index);
}

/** The year selected by default: index 2 of the list, the current year. */
export function defaultYear(type: CalendarType, today: CivilDate): number {
  return calendarYears(type, today)[2]!;
}

/** 'All Months' (value 0) and the twelve months of the type. */
export function calendarMonths(type: CalendarType): Array<{ value: number; label: string }> {
  const names = type === 'hijri' ? HIJRI_MONTH_NAMES : GREGORIAN_MONTH_NAMES;
  return [{ value: 0, label: 'All Months' }, ...names.map((name, index) => ({ value: index + 1, label: name }))];
}

export interface CalendarSearch {
  type: CalendarType;
  year: number;
  /** 0 = all months */
  month: number;
}

/** Reads ?type=&year=&month= (the print view's query); anything malformed gives null. */
export function parseSearch(params: URLSearchParams): CalendarSearch | null {
  const type = params.get('type');
  const year = Number(params.get('year'));
  const month = Number(params.get('month') ?? '0');
  if (type !== 'gregorian' && type !== 'hijri') return null;
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 0 || month > 12) return null;
  return { type, year, month };
}

export function searchQuery(search: CalendarSearch): string {
  return new URLSearchParams({ type: search.type, year: String(search.year), month: String(search.month) }).toString();
}
