import type { PrayerSettings } from '@core/prayer/calculator.js';
import { effectiveOffsets, HIGH_LATITUDE_RULE_IDS } from '@core/prayer/methods.js';
import { readIqamaRules } from '@core/prayer/prayer.schema.js';
import type {
  AsrJuristicMethodId,
  CalculationMethodId,
  Dst,
  GeoCode,
  HighLatitudeRuleId,
  IqamaRules,
} from '@core/prayer/prayer.types.js';
import { timeZoneLongName, utcOffsetMinutes } from '@core/time/zone.js';
import type { PrayerConfigRow } from './prayer.table.js';

export function dstOf(row: PrayerConfigRow): Dst {
  return {
    enable: row.dst_enable,
    automaticCalculate: row.dst_automatic,
    beginMonthDate: row.dst_begin,
    endMonthDate: row.dst_end,
  };
}

export function highLatitudeRuleOf(row: PrayerConfigRow): HighLatitudeRuleId {
  return HIGH_LATITUDE_RULE_IDS.includes(row.high_latitude_rule as HighLatitudeRuleId)
    ? (row.high_latitude_rule as HighLatitudeRuleId)
    : 'auto';
}

export function iqamaRulesOf(row: PrayerConfigRow): IqamaRules {
  return readIqamaRules(row.iqama_rules);
}

export function offsetsOf(row: PrayerConfigRow): number[] {
  return effectiveOffsets(Array.isArray(row.offsets) ? row.offsets : []);
}

export function settingsOf(row: PrayerConfigRow): PrayerSettings {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    timezoneId: row.timezone_id,
    calculationMethod: row.calculation_method as CalculationMethodId,
    asrJuristicMethod: row.asr_method as AsrJuristicMethodId,
    prayerOffsetMinutes: offsetsOf(row),
    highLatitudeRule: highLatitudeRuleOf(row),
    dst: dstOf(row),
  };
}

/** The stored place with the zone's offset and name as of `now` (the spec's geoCode). */
export function geoCodeOf(row: Pick<PrayerConfigRow, 'latitude' | 'longitude' | 'timezone_id'>, now: Date): GeoCode {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: utcOffsetMinutes(row.timezone_id, now) / 60,
    timezoneId: row.timezone_id,
    timezoneName: timeZoneLongName(row.timezone_id, now),
  };
}
