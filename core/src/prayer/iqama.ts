/**
 * Iqama generation rules (docs/ARCHITECTURE.md): minutes after azan, rounded up to a step, held daily
 * or for a week, optionally a fixed time. Whatever the rule, a generated iqama is never before the azan of
 * any day it applies to.
 */
import { formatTimeOfDay, parseTimeOfDay } from '../time/zone.js';
import type { AzanColumn, IqamaColumn, IqamaRule, IqamaRules, PrayerColumn, PrayerName } from './prayer.types.js';

export const IQAMA_PRAYERS: readonly PrayerName[] = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'];

export const IQAMA_COLUMN: Record<PrayerName, IqamaColumn> = {
  fajr: 'fajrIqama',
  dhuhr: 'dhuhrIqama',
  asr: 'asrIqama',
  maghrib: 'maghribIqama',
  isha: 'ishaIqama',
};

export const ROUND_TO_STEPS = [1, 5, 10, 15, 30] as const;
export const MAX_MINUTES_AFTER = 180;

export const DEFAULT_IQAMA_RULES: IqamaRules = {
  weekStartsOn: 6,
  fajr: { minutesAfter: 20, roundTo: 5, frequency: 'weekly', fixedTime: '' },
  dhuhr: { minutesAfter: 15, roundTo: 5, frequency: 'weekly', fixedTime: '' },
  asr: { minutesAfter: 15, roundTo: 5, frequency: 'weekly', fixedTime: '' },
  maghrib: { minutesAfter: 5, roundTo: 1, frequency: 'daily', fixedTime: '' },
  isha: { minutesAfter: 15, roundTo: 5, frequency: 'weekly', fixedTime: '' },
  ramadan: {},
  seasonal: [],
};

/** Which prayer a column belongs to ('fajrIqama' -> 'fajr'; 'sunrise' -> 'sunrise'). */
export function columnPrayer(column: PrayerColumn): AzanColumn {
  return column.replace('Iqama', '') as AzanColumn;
}

/**
 * Minutes on the prayer's own time line, so that times after midnight compare correctly: a Maghrib or
 * Isha (azan or iqama) before noon is after midnight (24:40), a Fajr after 18:00 is the evening before.
 */
export function lineMinutes(column: PrayerColumn, time: string): number | undefined {
  const minutes = parseTimeOfDay(time);
  if (minutes === undefined) return undefined;
  const prayer = columnPrayer(column);
  if ((prayer === 'maghrib' || prayer === 'isha') && minutes < 12 * 60) return minutes + 1440;
  if (prayer === 'fajr' && minutes >= 18 * 60) return minutes - 1440;
  return minutes;
}

function roundUp(minutes: number, step: number): number {
  return Math.ceil(minutes / step) * step;
}

/**
 * An iqama inside its prayer's time: at or after the azan and before `end` (the next azan; for Isha the
 * next day's Fajr), all as minutes on the prayer's line. The rule's time is kept when it fits; otherwise
 * the day's own azan + minutes (rounded); otherwise the middle of the prayer's time. Answers a line minute.
 */
export function fitIqama(iqama: number, azan: number, end: number, rule: IqamaRule): number {
  if (iqama >= azan && iqama < end) return iqama;
  const daily = roundUp(azan + rule.minutesAfter, Math.max(1, rule.roundTo));
  if (daily >= azan && daily < end) return daily;
  return azan + Math.max(0, Math.floor((end - azan) / 2));
}

/**
 * The iqama of one prayer given the azans of the days it must fit (one day, or the days of its week).
 * Azans that cannot be read are skipped; with none left, the iqama is '' (nothing to base it on).
 */
export function iqamaFromAzans(prayer: PrayerName, rule: IqamaRule, azans: readonly string[]): string {
  const lines = azans.map((azan) => lineMinutes(prayer, azan)).filter((value): value is number => value !== undefined);
  if (lines.length === 0) return '';
  const latestAzan = Math.max(...lines);
  const fixed = rule.fixedTime ? lineMinutes(prayer, rule.fixedTime) : undefined;
  if (fixed !== undefined && fixed >= latestAzan) return formatTimeOfDay(fixed);
  return formatTimeOfDay(roundUp(latestAzan + rule.minutesAfter, Math.max(1, rule.roundTo)));
}
