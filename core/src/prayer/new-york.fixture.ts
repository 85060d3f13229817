/**
 * Test data: New York with ISNA, the standard Asr, no offsets and the zone's own DST rules, the place the
 * prayer tests, the route tests, the desktop test and the benchmark compute their timetables for.
 */
import type { PrayerSettings } from './calculator.js';
import type { GeoCode } from './prayer.types.js';

export const NEW_YORK_GEOCODE: GeoCode = {
  latitude: 40.7128,
  longitude: -74.006,
  timezoneId: 'America/New_York',
  timezone: -5,
  timezoneName: 'Eastern Standard Time',
};

/** What the calculator takes. */
export const NEW_YORK_SETTINGS: PrayerSettings = {
  latitude: 40.7128,
  longitude: -74.006,
  timezoneId: 'America/New_York',
  calculationMethod: 2,
  asrJuristicMethod: 0,
  prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
  highLatitudeRule: 'auto',
  dst: { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' },
};

/** A body for POST /api/prayer/config/create: a masjid's timetable for the same place and choices. */
export function newYorkTimetable(companyId: string) {
  return {
    companyId,
    location: 'New York, NY',
    calculationMethod: 2,
    asrJuristicMethod: 0,
    prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
    geoCode: NEW_YORK_GEOCODE,
    dst: { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' },
  };
}
