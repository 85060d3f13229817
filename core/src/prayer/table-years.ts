import type { CivilDate } from '../time/civil-date.js';

/** The month from which next year's table may be shown, edited and exported (docs/prayer-table.md "Next year's table"). */
export const NEXT_YEAR_OPENS_IN_MONTH = 11;

/** The years whose table an admin may open on `today` (the masjid's own date): this year, and next year from November on. */
export function openTableYears(today: CivilDate): number[] {
  return today.month >= NEXT_YEAR_OPENS_IN_MONTH ? [today.year, today.year + 1] : [today.year];
}

/** Why a year's table may not be opened, or null when it may. */
export function closedTableYearMessage(year: number, today: CivilDate): string | null {
  if (openTableYears(today).includes(year)) return null;
  if (year === today.year + 1) return `The ${year} table opens on 1 November ${today.year}.`;
  return `Only the table of ${openTableYears(today).join(' or ')} can be opened now.`;
}
