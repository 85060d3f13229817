import { HIJRI_MONTH_NAMES } from '../../../../core/src/hijri/hijri.js';
import { GREGORIAN_MONTH_NAMES } from '../../../../core/src/time/civil-date.js';

/** The calendar page's choices (SPEC.md section 9). */
export type CalendarType = 'gregorian' | 'hijri';

export const CALENDAR_TYPES: ReadonlyArray<{ value: CalendarType; label: string }> = [
  { value: 'gregorian', label: 'Gregorian' },
  { value: 'hijri', label: 'Hijri' },
];

/** Ten years, starting two before the current year (Gregorian) or 581 before it (Hijri). */
export function calendarYears(type: CalendarType, currentYear: number): number[] {
  const first = type === 'hijri' ? currentYear - 581 : currentYear - 2;
  return Array.from({ length: 10 }, (_, index) => first + index);
}

/** The year selected by default: index 2 of the list. */
export function defaultYear(type: CalendarType, currentYear: number): number {
  return calendarYears(type, currentYear)[2]!;
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
