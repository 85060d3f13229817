/**
 * Prints the azan times of a few masjids on dates around midnight-sensitive edges (year ends, DST
 * changes, polar days) as JSON. calculator.test.ts runs it under several process timezones (TZ) and
 * checks the output never changes: results must depend on the masjid's zone only.
 */
import { addDays, formatIsoDate } from '../../time/civil-date.js';
import { hijriString } from '../../hijri/hijri.js';
import { createPrayerCalculator, type PrayerSettings } from '../calculator.js';

const dst = { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' };
const masjids: PrayerSettings[] = [
  { latitude: 40.7128, longitude: -74.006, timezoneId: 'America/New_York', calculationMethod: 2, asrJuristicMethod: 0, prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0], highLatitudeRule: 'auto', dst },
  { latitude: 34.0522, longitude: -118.2437, timezoneId: 'America/Los_Angeles', calculationMethod: 2, asrJuristicMethod: 1, prayerOffsetMinutes: [2, 0, 1, 0, 0, 3, 0], highLatitudeRule: 'auto', dst },
  { latitude: -36.8485, longitude: 174.7633, timezoneId: 'Pacific/Auckland', calculationMethod: 3, asrJuristicMethod: 0, prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0], highLatitudeRule: 'auto', dst },
  { latitude: 21.4225, longitude: 39.8262, timezoneId: 'Asia/Riyadh', calculationMethod: 4, asrJuristicMethod: 0, prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0], highLatitudeRule: 'auto', dst },
  { latitude: 69.6492, longitude: 18.9553, timezoneId: 'Europe/Oslo', calculationMethod: 3, asrJuristicMethod: 0, prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0], highLatitudeRule: 'auto', dst },
  { latitude: 21.3069, longitude: -157.8583, timezoneId: 'Pacific/Honolulu', calculationMethod: 0, asrJuristicMethod: 0, prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0], highLatitudeRule: 'auto', dst },
];

const starts = ['2025-12-30', '2026-02-27', '2026-03-07', '2026-06-20', '2026-10-24', '2026-12-30'];
const result: Record<string, unknown> = {};
for (const settings of masjids) {
  const calculator = createPrayerCalculator(settings);
  for (const start of starts) {
    let date = { year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)), day: Number(start.slice(8, 10)) };
    for (let i = 0; i < 4; i += 1, date = addDays(date, 1)) {
      result[`${settings.timezoneId} ${formatIsoDate(date)}`] = { ...calculator.azan(date), hijri: hijriString(date) };
    }
  }
}
process.stdout.write(JSON.stringify(result));
