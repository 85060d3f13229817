/**
 * The columns of a day in the timetable and the rule between them, without the astronomy: light enough
 * for the admin's table on screen, shared with the server's save and import (table-check.ts).
 */
import { IQAMA_COLUMN, IQAMA_PRAYERS, lineMinutes } from './iqama.js';
import type { PrayerColumn } from './prayer.types.js';

/** Table columns in the order of the spec's day entry. */
export const TABLE_COLUMNS: readonly PrayerColumn[] = [
  'fajr',
  'fajrIqama',
  'sunrise',
  'dhuhr',
  'dhuhrIqama',
  'asr',
  'asrIqama',
  'maghrib',
  'maghribIqama',
  'isha',
  'ishaIqama',
];

export const COLUMN_LABELS: Record<PrayerColumn, string> = {
  fajr: 'Fajr',
  fajrIqama: 'Fajr Iqama',
  sunrise: 'Sunrise',
  dhuhr: 'Dhuhr',
  dhuhrIqama: 'Dhuhr Iqama',
  asr: 'Asr',
  asrIqama: 'Asr Iqama',
  maghrib: 'Maghrib',
  maghribIqama: 'Maghrib Iqama',
  isha: 'Isha',
  ishaIqama: 'Isha Iqama',
};

/**
 * The iqama cells of one day that come before their azan, on the prayer's own time line (an Isha iqama
 * after midnight is late, not early). Cells that are not 'HH:mm' are skipped. The one rule for the
 * server's save and import and for the admin's table on screen.
 */
export function iqamasBeforeAzan(times: Partial<Record<PrayerColumn, string>>) {
  const found: Array<{ prayer: (typeof IQAMA_PRAYERS)[number]; column: PrayerColumn; azan: string; iqama: string }> =
    [];
  for (const prayer of IQAMA_PRAYERS) {
    const column = IQAMA_COLUMN[prayer];
    const azan = times[prayer];
    const iqama = times[column];
    if (!azan || !iqama || !HH_MM.test(azan) || !HH_MM.test(iqama)) continue;
    if (lineMinutes(column, iqama)! < lineMinutes(prayer, azan)!) found.push({ prayer, column, azan, iqama });
  }
  return found;
}

const HH_MM = /^\d{2}:\d{2}$/;
