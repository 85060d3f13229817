/**
 * Hijri dates from ICU's Umm al-Qura calendar (`Intl`, no data of our own), plus a per-masjid day
 * adjustment (-2..+2) for communities that follow moon sighting.
 *
 * A Hijri date is always taken from a civil date (the Gregorian daytime date of the masjid), formatted at
 * UTC noon with timeZone 'UTC', never from an instant: an instant at UTC midnight is the previous day in
 * the Americas. ICU agrees with the official Umm al-Qura calendar through 1450 AH and drifts by a day
 * after (measured; see the README's "Prayer times" section).
 */
import { addDays, fromDayNumber, toDayNumber, utcNoon, type CivilDate } from '../time/civil-date.js';

export interface HijriDate {
  year: number;
  /** 1 = Muharram ... 12 = Dhu Al-Hijjah */
  month: number;
  day: number;
}

/** docs/product-rules.md ("Constants and formats"): the twelve Hijri month names, Muharram to Dhu Al-Hijjah. */
export const HIJRI_MONTH_NAMES = [
  'Muharram',
  'Safar',
  "Rabi' Al-Awwal",
  "Rabi' Al-Thani",
  'Jumada Al-Awwal',
  'Jumada Al-Thani',
  'Rajab',
  "Sha'ban",
  'Ramadan',
  'Shawwal',
  "Dhu Al-Qi'dah",
  'Dhu Al-Hijjah',
] as const;

/** Years for which ICU has Umm al-Qura month lengths; outside them it falls back to arithmetic. */
export const HIJRI_MIN_YEAR = 1300;
export const HIJRI_MAX_YEAR = 1600;

export const MIN_HIJRI_ADJUSTMENT = -2;
export const MAX_HIJRI_ADJUSTMENT = 2;

const formatter = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** Clamps a stored adjustment ('1', '-2', junk) into -2..+2. */
export function normalizeHijriAdjustment(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? '0'), 10);
  if (!Number.isFinite(number)) return 0;
  return Math.max(MIN_HIJRI_ADJUSTMENT, Math.min(MAX_HIJRI_ADJUSTMENT, Math.trunc(number)));
}

/** The Umm al-Qura date of a Gregorian civil date, moved by the masjid's adjustment in days. */
export function toHijri(date: CivilDate, adjustment = 0): HijriDate {
  const parts = formatter.formatToParts(utcNoon(adjustment ? addDays(date, adjustment) : date));
  const get = (type: string) => Number.parseInt(parts.find((part) => part.type === type)?.value ?? '', 10);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** docs/product-rules.md ("Validation"): year/month/day, e.g. '1447/9/1'. */
export function formatHijriString(hijri: HijriDate): string {
  return `${hijri.year}/${hijri.month}/${hijri.day}`;
}

export function hijriString(date: CivilDate, adjustment = 0): string {
  return formatHijriString(toHijri(date, adjustment));
}

/** 'YYYY/M/D' back to its parts; undefined (shown empty) when malformed or the month is above 12. */
export function parseHijriString(text: string | null | undefined): HijriDate | undefined {
  const match = /^(\d{1,4})\/(\d{1,2})\/(\d{1,2})$/.exec((text ?? '').trim());
  if (!match) return undefined;
  const hijri = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (hijri.month < 1 || hijri.month > 12 || hijri.day < 1 || hijri.day > 30) return undefined;
  return hijri;
}

export function hijriMonthName(month: number): string {
  return HIJRI_MONTH_NAMES[month - 1] ?? '';
}

/** '12 Rajab': the day and month name, as the calendar page and the calendar widget show it; '' when invalid. */
export function formatHijriDayMonth(value: HijriDate | string | null | undefined): string {
  const hijri = typeof value === 'string' || value == null ? parseHijriString(value) : value;
  return hijri ? `${hijri.day} ${hijriMonthName(hijri.month)}` : '';
}

/**
 * '12 Rajab 1448': a table's Hijri date with its year, since a Gregorian month can span two Hijri years
 * (docs/prayer-table.md "Hijri dates in tables"); '' when invalid.
 */
export function formatHijriDate(value: HijriDate | string | null | undefined): string {
  const hijri = typeof value === 'string' || value == null ? parseHijriString(value) : value;
  return hijri ? `${hijri.day} ${hijriMonthName(hijri.month)} ${hijri.year}` : '';
}

/** '1 Ramadan 1447', or '' for an invalid Hijri string. */
export function formatHijriLong(value: HijriDate | string | null | undefined): string {
  const hijri = typeof value === 'string' || value == null ? parseHijriString(value) : value;
  if (!hijri) return '';
  return `${hijri.day} ${hijriMonthName(hijri.month)} ${hijri.year} AH`;
}

/** Islamic epoch, 16 July 622 (Julian), as days since 1970-01-01. */
const EPOCH_DAY_NUMBER = -492_148;
const MEAN_MONTH_DAYS = 29.530_588;

/** The Gregorian date of day 1 of a Hijri month, as the masjid (with its adjustment) counts it. */
export function hijriMonthStart(year: number, month: number, adjustment = 0): CivilDate {
  const target = year * 12 + month;
  let probe = EPOCH_DAY_NUMBER + Math.round(((year - 1) * 12 + (month - 1)) * MEAN_MONTH_DAYS) + 14;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const hijri = toHijri(fromDayNumber(probe), adjustment);
    const monthsOff = target - (hijri.year * 12 + hijri.month);
    if (monthsOff === 0) return fromDayNumber(probe - (hijri.day - 1));
    probe += Math.round(monthsOff * MEAN_MONTH_DAYS);
  }
  throw new RangeError(`No Gregorian date found for Hijri ${year}/${month}`);
}

/** Every Gregorian day of a Hijri month, in order. */
export function hijriMonthDays(year: number, month: number, adjustment = 0): CivilDate[] {
  const start = hijriMonthStart(year, month, adjustment);
  const next = month === 12 ? hijriMonthStart(year + 1, 1, adjustment) : hijriMonthStart(year, month + 1, adjustment);
  const days: CivilDate[] = [];
  for (let dayNumber = toDayNumber(start); dayNumber < toDayNumber(next); dayNumber += 1)
    days.push(fromDayNumber(dayNumber));
  return days;
}
