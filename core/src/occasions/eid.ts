/**
 * Eid prayers: the date suggested to the admin and the days screens announce them
 * (docs/jumuah-eid-ramadan.md, "Eid prayers").
 */
import { addDays } from '../content/iso-day.js';
import { calendarOf, type HijriCount } from '../hijri/hijri-calendar.js';
import type { HijriDate } from '../hijri/hijri.js';
import { addDays as addCivilDays, formatIsoDate, parseIsoDate } from '../time/civil-date.js';
import type { EidKind, EidPrayer } from './occasions.types.js';

/** Screens announce an Eid prayer from this many days before it, and on the day. */
export const EID_NOTICE_DAYS = 10;

export const EID_NAMES: Record<EidKind, string> = { fitr: 'Eid al-Fitr', adha: 'Eid al-Adha' };

/** 1 Shawwal and 10 Dhu al-Hijjah. */
const EID_HIJRI: Record<EidKind, { month: number; day: number }> = {
  fitr: { month: 10, day: 1 },
  adha: { month: 12, day: 10 },
};

/** The Gregorian date of an Eid in a Hijri year, as the masjid counts it (its Hijri adjustment applied). */
export function eidDateInHijriYear(eid: EidKind, hijriYear: number, adjustment: HijriCount = 0): string {
  const { month, day } = EID_HIJRI[eid];
  return formatIsoDate(addCivilDays(calendarOf(adjustment).monthStart(hijriYear, month), day - 1));
}

/**
 * The date to suggest for the next Eid al-Fitr or al-Adha: the first one on or after `today`, by the
 * masjid's Hijri calendar. The admin may change it once the moon is sighted.
 */
export function suggestEidDate(eid: EidKind, today: string, adjustment: HijriCount = 0): string {
  const civil = parseIsoDate(today);
  if (!civil) throw new RangeError(`Not a date: ${today}`);
  const { year } = calendarOf(adjustment).toHijri(civil);
  const thisYear = eidDateInHijriYear(eid, year, adjustment);
  return thisYear >= today ? thisYear : eidDateInHijriYear(eid, year + 1, adjustment);
}

/**
 * The masjid's Hijri date of a date given for an Eid, when it is not that Eid's own day (1 Shawwal, 10 Dhu
 * al-Hijjah) by the masjid's calendar (its declared months and adjustment applied); null when it is. A date that disagrees is
 * saved only once the admin confirms it (docs/jumuah-eid-ramadan.md, "Eid prayers").
 */
export function eidDateDisagreement(eid: EidKind, date: string, adjustment: HijriCount = 0): HijriDate | null {
  const civil = parseIsoDate(date);
  if (!civil) return null;
  const hijri = calendarOf(adjustment).toHijri(civil);
  const own = EID_HIJRI[eid];
  return hijri.month === own.month && hijri.day === own.day ? null : hijri;
}

/** Eid prayers a screen shows on `today`: from EID_NOTICE_DAYS before their date to the day itself, soonest first. */
export function eidPrayersToShow(prayers: readonly EidPrayer[], today: string): EidPrayer[] {
  const last = addDays(today, EID_NOTICE_DAYS);
  return prayers
    .filter((prayer) => prayer.date >= today && prayer.date <= last)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Whole days from `today` to `date` (0 on the day). */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The Eid prayers held on `date`: the rows the prayer table shows among the day's times. */
export function eidPrayersOn(prayers: readonly EidPrayer[], date: string): EidPrayer[] {
  return prayers.filter((prayer) => prayer.date === date && prayer.times.length > 0);
}
