import type { PrayerColumn } from '@core/prayer/prayer.types.js';

/**
 * How the Salah tab names a cell in English (docs/product-rules.md ("Pages"): Shurooq is sunrise; Zuhr is Dhuhr).
 * The tab itself takes them from the adminSalah catalog (salah-words.ts columnTitles), in the admin's language.
 */
export const COLUMN_TITLES: Record<PrayerColumn, string> = {
  fajr: 'Fajr Azan',
  fajrIqama: 'Fajr Iqama',
  sunrise: 'Shurooq',
  dhuhr: 'Zuhr Azan',
  dhuhrIqama: 'Zuhr Iqama',
  asr: 'Asr Azan',
  asrIqama: 'Asr Iqama',
  maghrib: 'Maghrib Azan',
  maghribIqama: 'Maghrib Iqama',
  isha: 'Isha Azan',
  ishaIqama: 'Isha Iqama',
};
