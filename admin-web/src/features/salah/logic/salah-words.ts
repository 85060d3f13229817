/**
 * The Salah tab's words and dates in the admin's language (docs/languages.md "Admin app"): prayer names from
 * the glossary (the `terms` catalog, which the admin app loads with its own), month and weekday names
 * through Intl. English keeps the exact texts the tab always had.
 */
import { countryNameOf } from '@core/masjid/countries.js';
import type { PrayerColumn } from '@core/prayer/prayer.types.js';
import { TABLE_COLUMNS } from '@core/prayer/table-columns.js';
import { GREGORIAN_MONTH_NAMES } from '@core/time/civil-date.js';
import type { AdminKey } from '@core/i18n/catalog-types.js';
import type { Language } from '@core/i18n/languages.js';
import type { MessageValues } from '@core/i18n/translator.js';

export type Translate = (key: AdminKey, values?: MessageValues) => string;

/** The country's name in the admin's language; English keeps core's names. */
export function countryName(country: string, language: string): string {
  if (language === 'en') return countryNameOf(country);
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? countryNameOf(country);
  } catch {
    return countryNameOf(country);
  }
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface SalahDates {
  /** 'Jan 5'. */
  monthDay(isoDate: string): string;
  /** 'Jan' for month 1..12. */
  shortMonth(month: number): string;
  /** 'January 2026'. */
  monthYear(year: number, month: number): string;
  /** 'Sunday' for 0..6. */
  weekday(day: number): string;
}

const ENGLISH_DATES: SalahDates = {
  monthDay: (isoDate) =>
    `${GREGORIAN_MONTH_NAMES[Number(isoDate.slice(5, 7)) - 1]?.slice(0, 3) ?? '?'} ${Number(isoDate.slice(8, 10))}`,
  shortMonth: (month) => GREGORIAN_MONTH_NAMES[month - 1]?.slice(0, 3) ?? '?',
  monthYear: (year, month) => `${GREGORIAN_MONTH_NAMES[month - 1] ?? ''} ${year}`,
  weekday: (day) => WEEKDAYS[day] ?? '',
};

const cache = new Map<Language, SalahDates>();

/** The table's dates in `language`, with the digits 0-9 like the table's times. */
export function salahDates(language: Language): SalahDates {
  if (language === 'en') return ENGLISH_DATES;
  const known = cache.get(language);
  if (known) return known;
  const format = (fields: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(`${language}-u-nu-latn`, { ...fields, timeZone: 'UTC' });
  const monthDay = format({ month: 'short', day: 'numeric' });
  const shortMonth = format({ month: 'short' });
  const monthYear = format({ month: 'long', year: 'numeric' });
  const weekday = format({ weekday: 'long' });
  const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
  const dates: SalahDates = {
    monthDay: (isoDate) => {
      const month = Number(isoDate.slice(5, 7));
      const day = Number(isoDate.slice(8, 10));
      return month >= 1 && month <= 12 && day >= 1 ? monthDay.format(utc(2000, month, day)) : '?';
    },
    shortMonth: (month) => shortMonth.format(utc(2000, month, 1)),
    monthYear: (year, month) => monthYear.format(utc(year, month, 1)),
    // 2023-01-01 was a Sunday.
    weekday: (day) => weekday.format(utc(2023, 1, 1 + day)),
  };
  cache.set(language, dates);
  return dates;
}

/** The Salah tab's names of the table's prayers and times, e.g. 'fajr' for Fajr and the Fajr offset. */
export const PRAYER_KEYS = {
  fajr: 'term.fajr',
  sunrise: 'term.sunrise',
  dhuhr: 'term.dhuhr',
  asr: 'term.asr',
  maghrib: 'term.maghrib',
  isha: 'term.isha',
} as const satisfies Record<string, AdminKey>;

export type TablePrayer = keyof typeof PRAYER_KEYS;

/** How the tab names a cell in labels and messages: 'Fajr Azan', 'Fajr Iqama', 'Shurooq'. */
export function columnTitle(column: PrayerColumn, t: Translate): string {
  if (column === 'sunrise') return t('term.sunrise');
  const iqama = column.endsWith('Iqama');
  const prayer = t(PRAYER_KEYS[column.replace('Iqama', '') as TablePrayer]);
  return iqama ? t('salah.iqamaOf', { prayer }) : t('salah.azanOf', { prayer });
}

/** Every column's title, as listProblems takes them. */
export function columnTitles(t: Translate): Record<PrayerColumn, string> {
  return Object.fromEntries(TABLE_COLUMNS.map((column) => [column, columnTitle(column, t)])) as Record<
    PrayerColumn,
    string
  >;
}

/** Core's English messages (its time reader and its schemas) that these screens show, by their key. */
const KNOWN_MESSAGES: Record<string, AdminKey> = {
  'Enter a time': 'salah.time.empty',
  'Not a time: use 5:45 pm, 545p or 17:45': 'salah.time.notTime',
  'Minutes must be 00 to 59': 'salah.time.minutes',
  'With am/pm the hour must be 1 to 12': 'salah.time.hour12',
  'Hours must be 0 to 23': 'salah.time.hours',
  'Use a time like 13:30 or 1:30 pm, or leave empty': 'salah.ruleTimeInvalid',
  'Use a time like 20:00 or 8:00 pm': 'salah.seasonalTimeInvalid',
  'Minutes after azan must be a whole number': 'salah.minutesAfterWhole',
  'Minutes after azan must be a number': 'salah.minutesAfterNumber',
  'From: use MM-DD, e.g. 06-01': 'salah.fromInvalid',
  'To: use MM-DD, e.g. 06-01': 'salah.toInvalid',
  'Use MM/DD, e.g. 03/10 (month 1-12, day 1-31)': 'salah.dstDateFormat',
  'Enter the end date too, or clear both dates': 'salah.dstEndToo',
  'Enter the begin date too, or clear both dates': 'salah.dstBeginToo',
};

/** A validation message from core in the admin's language; one it does not know stays as it came. */
export function translateMessage(message: string | undefined, t: Translate): string | undefined {
  if (message === undefined) return undefined;
  const key = KNOWN_MESSAGES[message];
  if (key) return t(key);
  const range = /^Minutes after azan must be from 0 to (\d+)$/.exec(message);
  if (range) return t('salah.minutesAfterRange', { max: range[1]! });
  const overlap = /^(\S+) to (\S+) overlaps (\S+) to (\S+) of the same prayer$/.exec(message);
  if (overlap)
    return t('salah.seasonalOverlap', {
      from: overlap[1]!,
      to: overlap[2]!,
      otherFrom: overlap[3]!,
      otherTo: overlap[4]!,
    });
  return message;
}

/**
 * A calculation method's angles ('Fajr 18°, Isha 17°', core's methods.ts) with the glossary's prayer names;
 * a detail of another shape stays as core wrote it.
 */
export function methodDetail(detail: string | undefined, t: Translate): string | undefined {
  if (detail === undefined) return undefined;
  const names = { fajr: t('term.fajr'), isha: t('term.isha'), maghrib: t('term.maghrib') };
  const angles = /^Fajr ([\d.]+)°, Isha ([\d.]+)°(?:, Maghrib ([\d.]+)°)?$/.exec(detail);
  if (angles) {
    const values = { ...names, fajrAngle: angles[1]!, ishaAngle: angles[2]! };
    return angles[3]
      ? t('salah.methodAnglesMaghrib', { ...values, maghribAngle: angles[3] })
      : t('salah.methodAngles', values);
  }
  const minutes = /^Fajr ([\d.]+)°, Isha (\d+) minutes after Maghrib \((\d+) in Ramadan\)$/.exec(detail);
  if (minutes)
    return t('salah.methodMinutes', {
      ...names,
      fajrAngle: minutes[1]!,
      minutes: minutes[2]!,
      ramadanMinutes: minutes[3]!,
    });
  return detail;
}
