/**
 * Azan times of one civil date for one masjid: adhan for the astronomy, then the masjid's offsets, the
 * method's rounding and the masjid's wall clock (IANA zone and DST setting).
 *
 * - adhan reads the calendar date through the process-local getters (getFullYear/getMonth/getDate), so
 *   it is given local noon of the civil date: the same Y-M-D in every server timezone. Its results are
 *   instants; they are turned into wall-clock 'HH:mm' here with the masjid's offset, never the server's.
 * - High latitudes (docs/high-latitudes.md): a day is usable when all six times exist, come in order and
 *   each prayer's time lasts at least MIN_PRAYER_MINUTES (Isha until the next Fajr too), so that its iqama
 *   fits. A day that is not (polar day and night, nights too short, Asr on top of Zuhr near the polar
 *   night) takes the times of the nearest usable day, moved by whole days so their solar time is kept:
 *   the times stay still through the polar season instead of jumping between latitudes from one day to
 *   the next. The masjid may instead choose the times of a latitude with normal nights (48 or 55
 *   degrees), of the nearest day with a normal night, or fixed intervals around sunset and sunrise.
 */
import { asrWithNoonShadowAtTransit, solarDeclination } from './asr-shadow.js';
import { withSunOnceADay, type SunEvent } from './sun-once-a-day.js';
import {
  Coordinates,
  HighLatitudeRule,
  Madhab,
  PolarCircleResolution,
  PrayerTimes,
  Rounding,
  type CalculationParameters,
} from 'adhan';
import { toHijri } from '../hijri/hijri.js';
import { fromDayNumber, toDayNumber, type CivilDate } from '../time/civil-date.js';
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

/** Shortest time a prayer may last (azan to the next azan) for a day to be used as computed. */
export const MIN_PRAYER_MINUTES = 15;
/** 'fixedInterval': Isha this long after Maghrib and Fajr this long before sunrise, at most to mid-night. */
export const FIXED_INTERVAL_MINUTES = 90;
/** Farthest a day looks (each way) for a usable day: half a year reaches any season. */
const NEAREST_DAY_SEARCH = 190;
const NORMAL_NIGHT_MARGIN = 3;
const MINUTE = 60_000;
const DAY = 86_400_000;

function resolveHighLatitudeRule(rule: HighLatitudeRuleId, latitude: number) {
  switch (rule) {
    case 'middleOfTheNight':
    case 'nearestNormalDay':
    case 'fixedInterval':
      return HighLatitudeRule.MiddleOfTheNight;
    case 'seventhOfTheNight':
      return HighLatitudeRule.SeventhOfTheNight;
    case 'twilightAngle':
      return HighLatitudeRule.TwilightAngle;
    default:
      return HighLatitudeRule.recommended(new Coordinates(latitude, 0));
  }
}

/** The latitude the times are computed for: a 'nearest latitude' rule caps it (either hemisphere). */
function workingLatitude(rule: HighLatitudeRuleId, latitude: number): number {
  const cap = rule === 'nearestLatitude48' ? 48 : rule === 'nearestLatitude55' ? 55 : undefined;
  return cap !== undefined && Math.abs(latitude) > cap ? Math.sign(latitude) * cap : latitude;
}

/** Six ordered instants, each prayer long enough for its iqama, Isha before the next day's Fajr. */
function isUsable(values: readonly number[]): boolean {
  if (!values.every(Number.isFinite)) return false;
  for (let index = 1; index < values.length; index += 1)
    if (values[index]! - values[index - 1]! < MIN_PRAYER_MINUTES * MINUTE) return false;
  // Twice the minimum for the night: the next day's Fajr comes a few minutes earlier in a northern spring.
  return values[0]! + DAY - values[5]! >= 2 * MIN_PRAYER_MINUTES * MINUTE;
}

/** Where the sun stands at each of the six times, for an authority that takes its place once a day. */
function sunEvents(params: CalculationParameters, shadowFactor: number): SunEvent[] {
  const horizon = -0.833; // the sun's upper limb on the horizon, refraction included (as adhan)
  return [
    { kind: 'altitude', altitude: -params.fajrAngle, morning: true },
    { kind: 'altitude', altitude: horizon, morning: true },
    { kind: 'transit' },
    { kind: 'asr', shadowFactor },
    { kind: 'altitude', altitude: horizon, morning: false },
    params.ishaInterval > 0
      ? { kind: 'altitude', altitude: horizon, morning: false }
      : { kind: 'altitude', altitude: -params.ishaAngle, morning: false },
  ];
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
  const highLatitudeRule = resolveHighLatitudeRule(
    settings.highLatitudeRule,
    workingLatitude(settings.highLatitudeRule, settings.latitude),
  );
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
      if (ramadan && method.ramadanIshaMinutes !== undefined) params.ishaInterval = method.ramadanIshaMinutes;
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

  const rule = settings.highLatitudeRule;
  const latitude = workingLatitude(rule, settings.latitude);
  const twilightAngle = Math.max(
    method.parameters().fajrAngle,
    method.parameters().ishaInterval > 0 ? 0 : method.parameters().ishaAngle,
  );

  function instants(date: CivilDate, atLatitude: number, params: CalculationParameters): number[] {
    const times = new PrayerTimes(
      new Coordinates(atLatitude, settings.longitude),
      new Date(date.year, date.month - 1, date.day, 12),
      params,
    );
    const values = [times.fajr, times.sunrise, times.dhuhr, times.asr, times.maghrib, times.isha].map((time) =>
      time.getTime(),
    );
    const shadowFactor = settings.asrJuristicMethod === 1 ? 2 : 1;
    if (method.sunOnceADay) {
      const events = sunEvents(params, shadowFactor);
      values.forEach((value, index) => (values[index] = withSunOnceADay(value, events[index]!, date, atLatitude)));
    } else {
      const transit = values[2]! - (dhuhrOffset + (params.methodAdjustments.dhuhr ?? 0)) * 60_000;
      values[3] = asrWithNoonShadowAtTransit(values[3]!, transit, date, atLatitude, shadowFactor);
    }
    if (rule === 'fixedInterval' && Number.isFinite(values[1]!) && Number.isFinite(values[4]!)) {
      const middle = (values[4]! + values[1]! + DAY) / 2;
      values[0] = Math.max(values[1]! - FIXED_INTERVAL_MINUTES * MINUTE, middle - DAY) + fajrOffset * MINUTE;
      values[5] = Math.min(values[4]! + FIXED_INTERVAL_MINUTES * MINUTE, middle) + ishaOffset * MINUTE;
    }
    return values;
  }

  /**
   * The sun goes NORMAL_NIGHT_MARGIN degrees deeper than the method's twilight angle that night, and rises
   * that day. The margin keeps away from the nights where twilight only just ends, when an angle-based
   * Fajr moves by half an hour a day.
   */
  function hasNormalNight(date: CivilDate): boolean {
    const declination = solarDeclination(Date.UTC(date.year, date.month - 1, date.day, 12));
    const north = latitude >= 0 ? 1 : -1;
    const lowest = Math.abs(latitude) + north * declination - 90;
    const highest = 90 - Math.abs(latitude - declination);
    return lowest <= -(twilightAngle + NORMAL_NIGHT_MARGIN) && highest > 0;
  }

  const usableMemo = new Map<string, number[] | null>();

  /** The day's instants as computed where they are usable (and, for 'nearestNormalDay', the night normal). */
  function usableInstants(date: CivilDate, ramadan: boolean): number[] | null {
    const key = `${toDayNumber(date)}|${ramadan}`;
    const cached = usableMemo.get(key);
    if (cached !== undefined) return cached;
    if (usableMemo.size >= MEMO_LIMIT) usableMemo.clear();
    const values = instants(date, latitude, parameters('Unresolved', ramadan));
    const found = isUsable(values) && (rule !== 'nearestNormalDay' || hasNormalNight(date)) ? values : null;
    usableMemo.set(key, found);
    return found;
  }

  function nearestUsable(
    dayNumber: number,
    direction: -1 | 1,
    ramadan: boolean,
  ): { distance: number; values: number[] } | undefined {
    for (let distance = 1; distance <= NEAREST_DAY_SEARCH; distance += 1) {
      const values = usableInstants(fromDayNumber(dayNumber + direction * distance), ramadan);
      if (values) return { distance, values };
    }
    return undefined;
  }

  function resolvedInstants(date: CivilDate): number[] {
    const ramadan = method.ramadanIshaMinutes !== undefined && toHijri(date).month === 9;
    const own = usableInstants(date, ramadan);
    if (own) return own;
    // Between the nearest usable days before and after, moved by whole days (same solar time) and blended
    // by distance: the times glide through the polar season instead of jumping at its middle.
    const dayNumber = toDayNumber(date);
    const before = nearestUsable(dayNumber, -1, ramadan);
    const after = nearestUsable(dayNumber, 1, ramadan);
    if (before && after) {
      const weight = before.distance / (before.distance + after.distance);
      return before.values.map((value, index) => {
        const from = value + before.distance * DAY;
        const to = after.values[index]! - after.distance * DAY;
        return from + (to - from) * weight;
      });
    }
    const only = before ?? after;
    if (only) return only.values.map((value) => value + (before ? 1 : -1) * only.distance * DAY);
    // Last resort, near a pole: the nearest latitude (toward the equator) with all six times in order.
    const step = settings.latitude > 0 ? -1 : 1;
    for (let candidate = Math.trunc(latitude); Math.abs(candidate) <= 90; candidate += step) {
      const values = instants(date, candidate, parameters('AqrabBalad', ramadan));
      if (isUsable(values)) return values;
      if (candidate === 0) break;
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
