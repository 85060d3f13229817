/**
 * The six times of a day as the timetables show them (docs/product-rules.md, "Pages"): Shurooq has only its time, the
 * five prayers an azan and an iqama. Plain data with no imports beyond types, so a widget takes it for
 * a few bytes; shared by the calendar page, the calendar widget and the admin's month tables.
 */
import type { AzanColumn, IqamaColumn } from './prayer.types.js';

export interface TimeColumn {
  label: string;
  azan: AzanColumn;
  iqama?: IqamaColumn;
}

export const TIME_COLUMNS: readonly TimeColumn[] = [
  { label: 'Fajr', azan: 'fajr', iqama: 'fajrIqama' },
  { label: 'Shurooq', azan: 'sunrise' },
  { label: 'Zuhr', azan: 'dhuhr', iqama: 'dhuhrIqama' },
  { label: 'Asr', azan: 'asr', iqama: 'asrIqama' },
  { label: 'Maghrib', azan: 'maghrib', iqama: 'maghribIqama' },
  { label: 'Isha', azan: 'isha', iqama: 'ishaIqama' },
];
