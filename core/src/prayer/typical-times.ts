/**
 * Each column's usual time of day (minutes after midnight): where nothing better is known, it decides
 * whether a time written without am/pm ('6:04' under Isha) is morning or evening. The timetable grid
 * uses it for an empty cell; an upload uses the times computed for the place when it has them.
 */
import type { PrayerColumn } from './prayer.types.js';

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
