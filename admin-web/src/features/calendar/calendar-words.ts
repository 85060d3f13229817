import type { CalendarType } from '@core/calendar/calendar.types.js';
import type { TermKey } from '@core/i18n/catalog-types.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';

/** A month's name in the page's language: Intl's for Gregorian months, the glossary's for Hijri ones. */
export function monthName(locale: PublicLocale, type: CalendarType, month: number): string {
  return type === 'hijri' ? locale.t(`term.hijri${month}` as TermKey) : locale.format.monthName(month);
}

/** 'March 2026', 'Ramadan 1447' in the page's language and digits. */
export function monthLabel(locale: PublicLocale, type: CalendarType, year: number, month: number): string {
  return type === 'hijri'
    ? `${monthName(locale, type, month)} ${locale.format.digits(String(year))}`
    : locale.format.monthYear(year, month);
}
