import { isBlank } from '../validation/blank.js';
import type { Jummah } from './central-control.types.js';
import { addDays, isRealIsoDate } from './iso-day.js';

/**
 * docs/product-rules.md ("Validation"): the dashboard counts only Jummah entries that are enabled, have a date and a
 * khateeb, and whose date is not older than one day (Friday's entry still shows on Saturday).
 * Sorted by date, soonest first.
 */
export function upcomingJummahs<T extends Jummah>(list: readonly T[], today: string): T[] {
  const oldest = addDays(today, -1);
  return list
    .filter((entry) => {
      const date = entry.date?.slice(0, 10);
      return entry.enabled && !isBlank(entry.khateeb) && !!date && isRealIsoDate(date) && date >= oldest;
    })
    .sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
}

export function nextJummah<T extends Jummah>(list: readonly T[], today: string): T | null {
  return upcomingJummahs(list, today)[0] ?? null;
}

/**
 * The dashboard's Jum'ah row line, e.g. '5/3 - Khateeb: Imam Ali' (short date month/day). Given `today`,
 * an entry already past (Friday's, still shown on Saturday by the one-day grace) says so: 'Last Friday
 * 5/3 - Khateeb: Imam Ali', so it does not read like the next khateeb.
 */
export function jummahLine(entry: Pick<Jummah, 'date' | 'khateeb'>, today?: string): string {
  const date = entry.date?.slice(0, 10) ?? '';
  const [, month, day] = date.split('-');
  const shortDate = month && day ? `${Number(month)}/${Number(day)}` : '';
  const past = today !== undefined && date !== '' && date < today;
  return `${past ? 'Last Friday ' : ''}${shortDate} - Khateeb: ${entry.khateeb.trim()}`;
}
