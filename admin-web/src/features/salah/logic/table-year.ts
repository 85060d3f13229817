import type { DayPrayer } from '@core/prayer/prayer.types.js';

/**
 * Which year's table the tab reads: an edit copy is one year's table, and that year stays shown until it is
 * saved or cancelled (docs/prayer-table.md "Next year's table"); otherwise the year chosen with the year
 * buttons (undefined: this year in the masjid's zone). A file of another year may be read into the edit copy;
 * Save then says which years it may be for, and the chosen year stays shown meanwhile.
 */
export function tableYearToRead(
  edit: readonly DayPrayer[] | null,
  openYears: readonly number[],
  chosenYear: number | undefined,
): number | undefined {
  const editYear = edit && edit.length > 0 ? Number(edit[0]!.date.slice(0, 4)) : undefined;
  return editYear !== undefined && openYears.includes(editYear) ? editYear : chosenYear;
}
