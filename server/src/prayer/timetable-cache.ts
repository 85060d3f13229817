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
import { councilCalculator, readStoredCouncilTimetable } from '@core/councils/council-timetable.js';
import { AZAN_COLUMNS } from '@core/prayer/calculator.js';
import type { PrayerOverrides } from '@core/prayer/prayer.types.js';
import { findFollowedTimetable } from '../councils/council-membership.repository.js';
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

/** The masjid's own manual cells without its azan cells: while it follows its council, the azans are the council's. */
function iqamaCellsOnly(overrides: PrayerOverrides): PrayerOverrides {
  const kept: PrayerOverrides = {};
  for (const [key, cells] of Object.entries(overrides)) {
    const iqama = Object.fromEntries(
      Object.entries(cells).filter(([column]) => !(AZAN_COLUMNS as readonly string[]).includes(column)),
    );
    if (Object.keys(iqama).length > 0) kept[key] = iqama;
  }
  return kept;
}

/**
 * The council timetable the masjid follows, if any (docs/jumuah-eid-ramadan.md, "The council's timetable").
 * Its wall-clock times only mean the same in the same zone: a council timetable of another zone is never
 * applied (following is refused there, and so is publishing one while members of the old zone follow).
 */
export async function followedCouncilTimetable(
  db: Kysely<Database>,
  row: Pick<PrayerConfigRow, 'company_id' | 'timezone_id'>,
) {
  const followed = await findFollowedTimetable(db, row.company_id);
  const stored = followed ? readStoredCouncilTimetable(followed.timetable) : null;
  if (!followed || !stored || stored.settings.timezoneId !== row.timezone_id) return undefined;
  return { councilId: followed.councilId, stored };
}

/**
 * The one place a masjid's days are computed (dashboard, calendar, feed, widgets, v1 API and the admin's
 * table all read it): its own settings and cells, or, while it follows its council's timetable, the
 * council's azans with its own iqama rules and iqama cells.
 */
export async function timetableFor(db: Kysely<Database>, row: PrayerConfigRow, hijri: HijriCount): Promise<Timetable> {
  const hijriCalendar = calendarOf(hijri);
  let timetables = timetablesByDb.get(db);
  if (!timetables) timetablesByDb.set(db, (timetables = new Map()));
  const council = await followedCouncilTimetable(db, row);
  const councilKey = council ? `council:${council.councilId}:${council.stored.revision}` : 'own';
  const key = `${row.id}|${row.revision}|${hijriCalendar.key}|${councilKey}`;
  const cached = recall(timetables, key);
  if (cached) return cached;
  for (const stale of timetables.keys()) if (stale.startsWith(`${row.id}|`)) timetables.delete(stale);
  const overrides = await findOverrides(db, row.company_id);
  const timetable = createTimetable({
    calculator: council
      ? councilCalculator(calculatorFor(council.stored.settings), council.stored.azan)
      : calculatorFor(settingsOf(row)),
    overrides: council ? iqamaCellsOnly(overrides) : overrides,
    rules: iqamaRulesOf(row),
    hijriAdjustment: hijriCalendar.data.adjustment,
    hijriCalendar,
  });
  return remember(timetables, key, timetable, TIMETABLE_LIMIT);
}
