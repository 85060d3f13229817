/**
 * Azan times of one civil date for one masjid: adhan for the astronomy, then the masjid's offsets, the
 * method's rounding and the masjid's wall clock (IANA zone and DST setting).
 *
 * - adhan reads the calendar date through the process-local getters (getFullYear/getMonth/getDate), so
 *   it is given local noon of the civil date: the same Y-M-D in every server timezone. Its results are
 *   instants; they are turned into wall-clock 'HH:mm' here with the masjid's offset, never the server's.
 * - Polar day and night: adhan's AqrabBalad resolution (times of the nearest latitude where the sun rises
 *   and sets), then AqrabYaum (nearest day), then latitudes stepped toward the equator. A day counts as
 *   resolved only when all six times exist and come in order, so a time is never NaN or an Invalid Date
 *   and Fajr <= Sunrise <= Dhuhr <= Asr <= Maghrib <= Isha, whatever the coordinates.
 */
import { asrWithNoonShadowAtTransit } from './asr-shadow.js';
import { Coordinates, HighLatitudeRule, Madhab, PolarCircleResolution, PrayerTimes, Rounding, type CalculationParameters } from 'adhan';
import { toHijri } from '../hijri/hijri.js';
import { toDayNumber, type CivilDate } from '../time/civil-date.js';
import { dstMode, wallClockOffsetMinutes, type DstMode } from '../time/dst.js';
import { wallClockAtOffset } from '../time/zone.js';
import { effectiveOffsets, methodInfo, type MethodInfo } from './methods.js';
import type { AsrJuristicMethodId, AzanColumn, CalculationMethodId, Dst, HighLatitudeRuleId } from './prayer.types.js';

/** Everything the computed times depend on. */
export interface PrayerSettings {
  latitude: number;
  longitude: number;
  /** IANA zone, e.g. 'America/New_York'. */
  timezoneId: string;
  calculationMethod: CalculationMethodId;
  asrJuristicMethod: AsrJuristicMethodId;
  /** Fajr, Sunrise, Dhuhr, Asr, Sunset, Maghrib, Isha (minutes; outside -60..60 ignored). */
  prayerOffsetMinutes: readonly number[];
  highLatitudeRule: HighLatitudeRuleId;
  dst: Dst;
}

export type AzanTimes = Record<AzanColumn, string>;

export const AZAN_COLUMNS: readonly AzanColumn[] = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'];

export interface DayAzan {
  times: AzanTimes;
  /** The wall clock's UTC offset at Dhuhr that day (minutes): iqama periods break where it changes. */
  utcOffset: number;
}

export interface PrayerCalculator {
  readonly settings: PrayerSettings;
  readonly method: MethodInfo;
  day(date: CivilDate): DayAzan;
  azan(date: CivilDate): AzanTimes;
}

/** Ramadan Isha of the Umm al-Qura method: 120 minutes after Maghrib instead of 90. */
const UMM_AL_QURA_RAMADAN_ISHA = 120;

function resolveHighLatitudeRule(rule: HighLatitudeRuleId, latitude: number) {
  switch (rule) {
    case 'middleOfTheNight':
      return HighLatitudeRule.MiddleOfTheNight;
    case 'seventhOfTheNight':
      return HighLatitudeRule.SeventhOfTheNight;
    case 'twilightAngle':
      return HighLatitudeRule.TwilightAngle;
    default:
      return HighLatitudeRule.recommended(new Coordinates(latitude, 0));
  }
}

/** A stable key for caching calculators: two equal settings give the same key. */
export function settingsKey(settings: PrayerSettings): string {
  return JSON.stringify([
    settings.latitude,
    settings.longitude,
    settings.timezoneId,
    settings.calculationMethod,
    settings.asrJuristicMethod,
    effectiveOffsets(settings.prayerOffsetMinutes),
    settings.highLatitudeRule,
    dstMode(settings.dst),
  ]);
}

const MEMO_LIMIT = 4000;

export function createPrayerCalculator(settings: PrayerSettings): PrayerCalculator {
  const method = methodInfo(settings.calculationMethod);
  const [fajrOffset, sunriseOffset, dhuhrOffset, asrOffset, sunsetOffset, maghribOffset, ishaOffset] = effectiveOffsets(
    settings.prayerOffsetMinutes,
  ) as [number, number, number, number, number, number, number];
  const mode: DstMode = dstMode(settings.dst);
  const highLatitudeRule = resolveHighLatitudeRule(settings.highLatitudeRule, settings.latitude);
  const parameterCache = new Map<string, CalculationParameters>();

  function parameters(resolution: keyof typeof PolarCircleResolution, ramadan: boolean): CalculationParameters {
    const key = `${resolution}|${ramadan}`;
    let params = parameterCache.get(key);
    if (!params) {
      params = method.parameters();
      params.madhab = settings.asrJuristicMethod === 1 ? Madhab.Hanafi : Madhab.Shafi;
      params.highLatitudeRule = highLatitudeRule;
      params.polarCircleResolution = PolarCircleResolution[resolution];
      params.rounding = Rounding.None;
      if (ramadan && params.ishaInterval > 0) params.ishaInterval = UMM_AL_QURA_RAMADAN_ISHA;
      params.adjustments = {
        fajr: fajrOffset,
        sunrise: sunriseOffset,
        dhuhr: dhuhrOffset,
        asr: asrOffset,
        // Where Maghrib is at sunset, the Sunset offset moves it too; where it is by angle, only the Maghrib offset.
        maghrib: maghribOffset + (method.maghribByAngle ? 0 : sunsetOffset),
        isha: ishaOffset,
      };
      parameterCache.set(key, params);
    }
    return params;
  }

  function instants(date: CivilDate, latitude: number, params: CalculationParameters): number[] | undefined {
    const times = new PrayerTimes(new Coordinates(latitude, settings.longitude), new Date(date.year, date.month - 1, date.day, 12), params);
    const values = [times.fajr, times.sunrise, times.dhuhr, times.asr, times.maghrib, times.isha].map((time) => time.getTime());
    const transit = values[2]! - (dhuhrOffset + (params.methodAdjustments.dhuhr ?? 0)) * 60_000;
    values[3] = asrWithNoonShadowAtTransit(values[3]!, transit, date, latitude, settings.asrJuristicMethod === 1 ? 2 : 1);
    // A polar resolution can mix latitudes (e.g. Asr after Maghrib near the pole): such a day is not resolved.
    const usable = values.every((value, index) => Number.isFinite(value) && (index === 0 || value >= values[index - 1]!));
    return usable ? values : undefined;
  }

  function resolvedInstants(date: CivilDate): number[] {
    const ramadan = method.id === 4 && toHijri(date).month === 9;
    const found =
      instants(date, settings.latitude, parameters('AqrabBalad', ramadan)) ??
      instants(date, settings.latitude, parameters('AqrabYaum', ramadan));
    if (found) return found;
    // Last resort, far inside a polar circle: the nearest latitude (toward the equator) with all six times.
    const step = settings.latitude > 0 ? -1 : 1;
    for (let latitude = Math.trunc(settings.latitude); Math.abs(latitude) <= 90; latitude += step) {
      const values = instants(date, latitude, parameters('AqrabBalad', ramadan));
      if (values) return values;
      if (latitude === 0) break;
    }
    throw new Error(`No prayer times found for ${settings.latitude}, ${settings.longitude}`);
  }

  const round = (value: number, column: AzanColumn) => {
    const minutes = value / 60_000;
    if (method.rounding === 'nearest') return Math.round(minutes) * 60_000;
    return (column === 'sunrise' ? Math.floor(minutes) : Math.ceil(minutes)) * 60_000;
  };

  const memo = new Map<number, DayAzan>();

  function day(date: CivilDate): DayAzan {
    const key = toDayNumber(date);
    const cached = memo.get(key);
    if (cached) return cached;
    const values = resolvedInstants(date);
    const times = {} as AzanTimes;
    let utcOffset = 0;
    AZAN_COLUMNS.forEach((column, index) => {
      const instant = round(values[index]!, column);
      const offset = wallClockOffsetMinutes(settings.timezoneId, mode, date, new Date(instant));
      if (column === 'dhuhr') utcOffset = offset;
      times[column] = wallClockAtOffset(instant, offset);
    });
    if (memo.size >= MEMO_LIMIT) memo.clear();
    const result = { times, utcOffset };
    memo.set(key, result);
    return result;
  }

  return { settings, method, day, azan: (date) => day(date).times };
}
