/**
 * Seasonal iqama: a prayer's iqama fixed for a range of dates each year (docs/prayer-table.md "Seasonal
 * iqama"), as many masjids print it ("Isha 8:00 pm from 1 June to 31 August").
 */
import { monthDayKey, type CivilDate } from '../time/civil-date.js';
import { codedForNow } from '../validation/coded-message.js';
import type { PrayerName, SeasonalIqama } from './prayer.types.js';

/** Ranges a masjid may keep: enough for a time per prayer per season. */
export const MAX_SEASONAL = 20;

const MONTH_DAY = /^(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'MM-DD' of a day that exists in a leap year (02-29 included). */
export function isMonthDay(text: string): boolean {
  const match = MONTH_DAY.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

/** Whether 'MM-DD' `key` is inside the range, which may run across the new year. */
function inRange(key: string, from: string, to: string): boolean {
  return from <= to ? key >= from && key <= to : key >= from || key <= to;
}

/** The seasonal iqama of `prayer` on `date`, or undefined. */
export function seasonalIqamaOn(
  seasonal: readonly SeasonalIqama[] | undefined,
  prayer: PrayerName,
  date: CivilDate,
): string | undefined {
  if (!seasonal || seasonal.length === 0) return undefined;
  const key = monthDayKey(date);
  return seasonal.find((entry) => entry.prayer === prayer && inRange(key, entry.from, entry.to))?.time;
}

/** Two ranges of one prayer share a day (both may wrap the new year). */
function overlaps(a: SeasonalIqama, b: SeasonalIqama): boolean {
  return inRange(a.from, b.from, b.to) || inRange(a.to, b.from, b.to) || inRange(b.from, a.from, a.to);
}

/**
 * '06-01 to 08-31 overlaps 07-01 to 07-31 of the same prayer', with its key and dates so the server answers
 * it in the reader's language (docs/languages.md "Server messages"). The dates are checked MM-DD days, not
 * free text; the message is kept only for the answer being written (codedForNow), as there are many.
 */
function overlapMessage(entry: SeasonalIqama, other: SeasonalIqama): string {
  const english = `${entry.from} to ${entry.to} overlaps ${other.from} to ${other.to} of the same prayer`;
  const dates = { from: entry.from, to: entry.to, otherFrom: other.from, otherTo: other.to };
  return Object.values(dates).every(isMonthDay) ? codedForNow(english, 'server.iqama.seasonalOverlap', dates) : english;
}

/** For each entry that shares days with an earlier one of the same prayer: its index and a message. */
export function seasonalOverlaps(seasonal: readonly SeasonalIqama[]): Array<{ index: number; message: string }> {
  const found: Array<{ index: number; message: string }> = [];
  seasonal.forEach((entry, index) => {
    const earlier = seasonal.findIndex(
      (other, otherIndex) => otherIndex < index && other.prayer === entry.prayer && overlaps(entry, other),
    );
    if (earlier >= 0) {
      const other = seasonal[earlier]!;
      found.push({ index, message: overlapMessage(entry, other) });
    }
  });
  return found;
}
