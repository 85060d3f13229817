import { calendarOf, type HijriCount } from '@core/hijri/hijri-calendar.js';
/**
 * Computed timetables kept in this process, keyed by the config's id and revision (bumped by every change
 * in the database) and the Hijri adjustment, so every instance sees a change at once: a stale entry is
 * simply never asked for again. Nothing here must be shared between instances; it only saves recomputing.
 */
import type { Kysely } from 'kysely';
import {
  createPrayerCalculator,
  settingsKey,
  type PrayerCalculator,
  type PrayerSettings,
} from '@core/prayer/calculator.js';
import { createTimetable, type Timetable } from '@core/prayer/timetable.js';
import type { Database } from '../db/database.js';
import { iqamaRulesOf, settingsOf } from './prayer.mapper.js';
import { findOverrides } from './prayer.repository.js';
import type { PrayerConfigRow } from './prayer.table.js';

const CALCULATOR_LIMIT = 100;
const TIMETABLE_LIMIT = 50;

/** Least recently used entries go first. */
function remember<V>(map: Map<string, V>, key: string, value: V, limit: number): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value as string);
  return value;
}

function recall<V>(map: Map<string, V>, key: string): V | undefined {
  const value = map.get(key);
  if (value !== undefined) remember(map, key, value, Infinity);
  return value;
}

const calculators = new Map<string, PrayerCalculator>();

export function calculatorFor(settings: PrayerSettings): PrayerCalculator {
  const key = settingsKey(settings);
  return recall(calculators, key) ?? remember(calculators, key, createPrayerCalculator(settings), CALCULATOR_LIMIT);
}

/** One cache per database, so test apps over different databases never share entries. */
const timetablesByDb = new WeakMap<Kysely<Database>, Map<string, Timetable>>();

export async function timetableFor(db: Kysely<Database>, row: PrayerConfigRow, hijri: HijriCount): Promise<Timetable> {
  const hijriCalendar = calendarOf(hijri);
  let timetables = timetablesByDb.get(db);
  if (!timetables) timetablesByDb.set(db, (timetables = new Map()));
  const key = `${row.id}|${row.revision}|${hijriCalendar.key}`;
  const cached = recall(timetables, key);
  if (cached) return cached;
  for (const stale of timetables.keys()) if (stale.startsWith(`${row.id}|`)) timetables.delete(stale);
  const timetable = createTimetable({
    calculator: calculatorFor(settingsOf(row)),
    overrides: await findOverrides(db, row.company_id),
    rules: iqamaRulesOf(row),
    hijriAdjustment: hijriCalendar.data.adjustment,
    hijriCalendar,
  });
  return remember(timetables, key, timetable, TIMETABLE_LIMIT);
}
