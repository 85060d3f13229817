import type { PrayerColumn } from '@core/prayer/prayer.types.js';
import { minutesOrUndefined, parseTimeInput, type TimeInputResult } from '@core/time/time-input.js';

export type TimeCellResult = TimeInputResult;

/** When a cell is empty, these times decide whether a bare hour is am or pm. */
export const TYPICAL_MINUTES: Record<PrayerColumn, number> = {
  fajr: 5 * 60,
  fajrIqama: 5 * 60 + 30,
  sunrise: 6 * 60 + 30,
  dhuhr: 12 * 60 + 30,
  dhuhrIqama: 13 * 60,
  asr: 16 * 60,
  asrIqama: 16 * 60 + 30,
  maghrib: 19 * 60,
  maghribIqama: 19 * 60 + 10,
  isha: 20 * 60 + 30,
  ishaIqama: 21 * 60,
};

/**
 * Reads what an admin types into a time cell through core's one time reader: '5:45', '545', '1745', '5:45 pm', '5:45p', '12a'.
 * `reference` is the cell's value before the edit ('HH:mm'); without it the column's usual time is used.
 */
export function parseTimeCell(raw: string, column: PrayerColumn, reference?: string): TimeCellResult {
  return parseTimeInput(raw, minutesOrUndefined(reference) ?? TYPICAL_MINUTES[column]);
}
