import type { PrayerColumn } from '@core/prayer/prayer.types.js';
import { TYPICAL_MINUTES } from '@core/prayer/typical-times.js';
import { minutesOrUndefined, parseTimeInput, type TimeInputResult } from '@core/time/time-input.js';

export type TimeCellResult = TimeInputResult;

/** When a cell is empty, these times decide whether a bare hour is am or pm (one table with the upload's reader). */
export { TYPICAL_MINUTES };

/**
 * Reads what an admin types into a time cell through core's one time reader: '5:45', '545', '1745', '5:45 pm', '5:45p', '12a'.
 * `reference` is the cell's value before the edit ('HH:mm'); without it the column's usual time is used.
 */
export function parseTimeCell(raw: string, column: PrayerColumn, reference?: string): TimeCellResult {
  return parseTimeInput(raw, minutesOrUndefined(reference) ?? TYPICAL_MINUTES[column]);
}
