import { isRealIsoDate } from '@core/content/iso-day.js';
import type { DayPrayer } from '@core/prayer/prayer.types.js';

/** Rows of one column marked in the table, `from` to `to` inclusive. */
export interface MarkedRows {
  from: number;
  to: number;
}

/**
 * The last row Fill down reaches: the end of the marked cells, or with one cell marked the last day of its
 * month (docs/volunteer.md "Fill down"); null when there is nothing below to fill.
 */
export function fillDownTarget(days: readonly DayPrayer[], selection: MarkedRows): number | null {
  if (selection.to > selection.from) return selection.to;
  const month = days[selection.from]?.date.slice(5, 7);
  let last = selection.from;
  while (days[last + 1] && days[last + 1]!.date.slice(5, 7) === month) last += 1;
  // A non-leap year's 29 February slot is no day of that year: Feb 28 is the month's last.
  while (last > selection.from && !isRealIsoDate(days[last]!.date)) last -= 1;
  return last > selection.from ? last : null;
}
