import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { timeFormatOf } from '@core/configuration/definitions.js';
import { PRAYER_MAX_DAYS } from '@core/http/contract/prayer.js';
import { defaultAsrMethod, defaultCalculationMethod } from '@core/prayer/default-method.js';
import { IQAMA_COLUMN, IQAMA_PRAYERS, lineMinutes } from '@core/prayer/iqama.js';
import {
  DEFAULT_DST,
  defaultIqamaRules,
  mergeIqamaRules,
  type CreatePrayerConfigInput,
  type PrayerSettingsUpdateInput,
} from '@core/prayer/prayer.schema.js';
import type {
  CalculationMethodId,
  DayPrayer,
  DayPrayerView,
  Dst,
  PrayerConfig,
  PrayerOverrides,
} from '@core/prayer/prayer.types.js';
import {
  cellText,
  checkTable,
  overridesFromTable,
  tableFieldTexts,
  type CheckedTable,
} from '@core/prayer/table-check.js';
import { createTimetable, slotDate } from '@core/prayer/timetable.js';
import type { PrayerSettings } from '@core/prayer/calculator.js';
import { closedTableYearMessage } from '@core/prayer/table-years.js';
import { civilDateInZone } from '@core/time/zone.js';
import { type CivilDate } from '@core/time/civil-date.js';
import type { AppDeps } from '../app-deps.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import { findConfigurations } from '../configurations/configuration.repository.js';
import type { Database } from '../db/database.js';
import { toGeoCode } from '../geocode/geocode.service.js';
import { watch } from '../history/record-change.js';
import { AppError, notFound, validationError } from '../http/errors.js';
import { text } from '../http/server-text.js';
import { dstOf, geoCodeOf, highLatitudeRuleOf, iqamaRulesOf, offsetsOf, settingsOf } from './prayer.mapper.js';
import {
  findOverrides,
  findPrayerConfig,
  insertPrayerConfig,
  replaceOverrides,
  updatePrayerConfig,
} from './prayer.repository.js';
import type { PrayerConfigRow } from './prayer.table.js';
import { calculatorFor, timetableFor } from './timetable-cache.js';
import { masjidHijriCalendar } from '../month-declarations/masjid-calendar.js';
import { tableRefusal } from './table-refusal.js';
import { addressLine } from '@core/masjid/address-line.js';
import { HISTORY_TITLES } from '@core/history/titles.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** Writes also tell the masjid's live screens (and other instances) that its times changed. */
type WriteDeps = Deps & Pick<AppDeps, 'changes'>;
type Db = Kysely<Database>;

export const NOT_SET_UP = 'Prayer times are not set up for this masjid yet.';
export const INVALID_CONFIG = 'Can not save. Invalid PrayerConfig.';
/** GET .../days answers at most this many days (a year and a month, for offline caches). */
export const MAX_DAYS = PRAYER_MAX_DAYS;

export { hijriAdjustmentOf } from '../month-declarations/masjid-calendar.js';

/** "Today" for a masjid: the civil date in its own zone. */
export function todayOf(row: Pick<PrayerConfigRow, 'timezone_id'>, now: Date): CivilDate {
  return civilDateInZone(row.timezone_id, now);
}

/** The timetable a masjid shows (cached per revision), or undefined when it has no prayer config yet. */
export async function loadMasjidTimetable(deps: Deps, companyId: string) {
  const row = await findPrayerConfig(deps.db, companyId);
  if (!row) return undefined;
  // Its declared months first, Umm al-Qura with its adjustment second (docs/jumuah-eid-ramadan.md).
  const hijri = await masjidHijriCalendar(deps.db, companyId);
  const timetable = await timetableFor(deps.db, row, hijri);
  return { row, timetable, hijriAdjustment: hijri.data.adjustment, hijri };
}

/**
 * Consecutive days from `from` (default: today in the masjid's zone), each computed for its own year, with
 * the Hijri date and the next iqama changes. For any feature that shows times (dashboard, widgets,
 * calendar); the caller decides who may see the masjid. Throws NOT_FOUND when prayer times are not set up.
 */
export async function getDayViews(
  deps: Deps,
  companyId: string,
  from: CivilDate | undefined,
  count: number,
): Promise<DayPrayerView[]> {
  const loaded = await loadMasjidTimetable(deps, companyId);
  if (!loaded) throw new AppError('NOT_FOUND', NOT_SET_UP);
  const days = Math.max(1, Math.min(MAX_DAYS, Math.trunc(count)));
  return loaded.timetable.views(from ?? todayOf(loaded.row, deps.clock.now()), days);
}

function toPrayerConfig(
  row: PrayerConfigRow,
  prayers: DayPrayer[],
  overrides: PrayerOverrides,
  year: number,
  now: Date,
): PrayerConfig {
  return {
    id: row.id,
    companyId: row.company_id,
    location: row.location,
    calculationMethod: row.calculation_method as CalculationMethodId,
    asrJuristicMethod: row.asr_method === 1 ? 1 : 0,
    prayerOffsetMinutes: offsetsOf(row),
    geoCode: geoCodeOf(row, now),
    dst: dstOf(row),
    prayers,
    highLatitudeRule: highLatitudeRuleOf(row),
    iqamaRules: iqamaRulesOf(row),
    year,
    overrides,
  };
}

/** What GET /api/prayer/config answers before the first Reset: no id, no prayers, defaults from the masjid's profile. */
function emptyConfig(masjid: MasjidRow, now: Date): PrayerConfig {
  const address = addressLine(masjid, 'always');
  const geoCode =
    masjid.latitude !== null && masjid.longitude !== null
      ? toGeoCode(masjid.latitude, masjid.longitude, address, now)
      : null;
  return {
    id: null,
    companyId: masjid.id,
    location: address,
    // The country's authority and Asr (docs/calculation-methods.md), only a starting point for the Reset dialog.
    calculationMethod: defaultCalculationMethod(masjid.country),
    asrJuristicMethod: defaultAsrMethod(masjid.country),
    prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
    geoCode,
    dst: { ...DEFAULT_DST },
    prayers: [],
    highLatitudeRule: 'auto',
    iqamaRules: defaultIqamaRules(),
    year: geoCode ? civilDateInZone(geoCode.timezoneId, now).year : now.getUTCFullYear(),
    overrides: {},
  };
}

/**
 * The config with its 366-day table for a year in the masjid's zone (this year unless asked for next
 * year, which opens in November: docs/prayer-table.md "Next year's table"), or the empty config.
 */
export async function getPrayerConfig(deps: Deps, companyId: string, requestedYear?: number): Promise<PrayerConfig> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  const now = deps.clock.now();
  const row = await findPrayerConfig(deps.db, companyId);
  const timeFormat = timeFormatOf(await findConfigurations(deps.db, companyId), masjid.country);
  if (!row) return { ...emptyConfig(masjid, now), timeFormat };
  const today = todayOf(row, now);
  const year = requestedYear ?? today.year;
  const closed = closedTableYearMessage(year, today);
  if (closed) throw new AppError('BAD_REQUEST', closed);
  const timetable = await timetableFor(deps.db, row, await masjidHijriCalendar(deps.db, companyId));
  return {
    ...toPrayerConfig(row, timetable.yearTable(year), await findOverrides(deps.db, companyId), year, now),
    timeFormat,
  };
}

function settingsColumns(input: {
  location: string;
  geoCode: { latitude: number; longitude: number; timezoneId: string };
  calculationMethod: number;
  asrJuristicMethod: number;
  prayerOffsetMinutes: number[];
}) {
  return {
    location: input.location,
    latitude: input.geoCode.latitude,
    longitude: input.geoCode.longitude,
    timezone_id: input.geoCode.timezoneId,
    calculation_method: input.calculationMethod,
    asr_method: input.asrJuristicMethod,
    offsets: JSON.stringify(input.prayerOffsetMinutes),
  };
}

/**
 * With "Auto generate iqamah" off, the iqama times shown before the reset are kept as manual cells, except
 * where one would now be before its new azan (those follow the rules).
 */
function keptIqamaOverrides(
  previous: PrayerConfigRow,
  previousOverrides: PrayerOverrides,
  next: PrayerConfigRow,
  year: number,
): PrayerOverrides {
  const rules = iqamaRulesOf(next);
  const calculator = calculatorFor(settingsOf(next));
  const before = createTimetable({
    calculator: calculatorFor(settingsOf(previous)),
    overrides: previousOverrides,
    rules: iqamaRulesOf(previous),
    hijriAdjustment: 0,
  });
  const generated = createTimetable({ calculator, overrides: {}, rules, hijriAdjustment: 0 }).yearTable(year);
  const prayers = before.yearTable(year).map((old, index) => {
    const fresh = { ...generated[index]! };
    for (const prayer of IQAMA_PRAYERS) {
      const column = IQAMA_COLUMN[prayer];
      const kept = lineMinutes(column, old[column]);
      if (kept !== undefined && kept >= lineMinutes(prayer, fresh[prayer])!) fresh[column] = old[column];
    }
    return fresh;
  });
  const table: CheckedTable = {
    year,
    prayers: prayers.map((prayer, index) => ({ ...prayer, date: slotDate(year, index).label })),
  };
  return overridesFromTable(calculator, rules, table);
}

/**
 * POST /api/prayer/config/create (the Reset Prayers dialog): stores the settings and recomputes every azan,
 * clearing manual azan cells (as the dialog warns). With generateIqamah the iqama times are generated by
 * the rules and manual iqama cells cleared too; without it they are kept as they were.
 */
export async function createPrayerConfig(
  deps: WriteDeps,
  input: CreatePrayerConfigInput,
  generateIqamah: boolean,
): Promise<PrayerConfig> {
  const masjid = await findMasjidById(deps.db, input.companyId);
  if (!masjid) throw notFound('Masjid');
  // A call that names no Asr gets the one masjids of that country pray (docs/calculation-methods.md).
  const settings = { ...input, asrJuristicMethod: input.asrJuristicMethod ?? defaultAsrMethod(masjid.country) };
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'timetable', input.companyId);
    const existing = await findPrayerConfig(trx, input.companyId);
    const iqamaRules = mergeIqamaRules(existing ? iqamaRulesOf(existing) : defaultIqamaRules(), input.iqamaRules);
    const columns = {
      ...settingsColumns(settings),
      high_latitude_rule: input.highLatitudeRule ?? (existing ? highLatitudeRuleOf(existing) : 'auto'),
      dst_enable: input.dst.enable,
      dst_automatic: input.dst.automaticCalculate,
      dst_begin: input.dst.beginMonthDate,
      dst_end: input.dst.endMonthDate,
      iqama_rules: JSON.stringify(iqamaRules),
    };
    const row = existing
      ? (await updatePrayerConfig(trx, input.companyId, columns))!
      : await insertPrayerConfig(trx, { id: randomUUID(), company_id: input.companyId, ...columns });
    const overrides =
      existing && !generateIqamah
        ? keptIqamaOverrides(existing, await findOverrides(trx, input.companyId), row, todayOf(row, now).year)
        : {};
    await replaceOverrides(trx, input.companyId, overrides);
    await history.record('reset', existing ? HISTORY_TITLES.resetPrayers : HISTORY_TITLES.setUpPrayerTimes);
    await deps.changes.publish(trx, { companyId: input.companyId, kind: 'prayer' });
  });
  return getPrayerConfig(deps, input.companyId);
}

/**
 * POST /api/prayer/config: saves an edited 366-day table. Cells that differ from the computed times (for
 * the table's own year) become manual cells; the others stay automatic.
 */
export async function savePrayerTable(
  deps: WriteDeps,
  input: { id?: string | null; companyId: string; prayers: unknown[]; confirmFarTimes?: boolean },
): Promise<PrayerConfig> {
  const masjid = await findMasjidById(deps.db, input.companyId);
  if (!masjid) throw notFound('Masjid');
  const existing = await findPrayerConfig(deps.db, input.companyId);
  // Without a timetable yet, an imported table is saved under the masjid's own location (docs/volunteer.md "Upload before generating").
  const firstTable = !existing && !input.id;
  if (!firstTable && (!existing || !input.id || input.id !== existing.id))
    throw new AppError('BAD_REQUEST', INVALID_CONFIG);
  const now = deps.clock.now();
  const fallback = emptyConfig(masjid, now);
  if (firstTable && !fallback.geoCode) throw new AppError('BAD_REQUEST', NO_LOCATION);
  // The one day check (core/src/prayer/day-check.ts): order always, distance from this place's computed times.
  const settings = existing ? settingsOf(existing) : settingsOfConfig(fallback);
  const savedTimetable = existing
    ? await timetableFor(deps.db, existing, await masjidHijriCalendar(deps.db, input.companyId))
    : undefined;
  const { table, problems } = checkTable(input.prayers, {
    calculator: calculatorFor(settings),
    confirmFar: input.confirmFarTimes === true,
    saved: (year) => savedTimetable?.yearTable(year),
  });
  if (!table) {
    // Keys of the `server` catalog, answered in the requester's language (docs/languages.md "Server messages").
    throw tableRefusal(tableFieldTexts(problems), problems, (count) =>
      text('server.timetable.correctCells', { count }),
    );
  }
  const year = existing ? todayOf(existing, now).year : fallback.year;
  if (Math.abs(table.year - year) > 1) {
    const years = { previous: String(year - 1), year: String(year), next: String(year + 1) };
    throw validationError({
      'prayers[0].date': cellText({ month: 1, day: 1 }, 'date', text('server.timetable.tableYear', years)),
    });
  }
  const shown = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'timetable', input.companyId);
    const row =
      existing ??
      (await insertPrayerConfig(trx, {
        id: randomUUID(),
        company_id: input.companyId,
        ...firstConfigColumns(fallback),
      }));
    await replaceOverrides(
      trx,
      input.companyId,
      overridesFromTable(calculatorFor(settingsOf(row)), iqamaRulesOf(row), table),
    );
    await updatePrayerConfig(trx, input.companyId, {});
    await history.record(
      'save-table',
      existing ? HISTORY_TITLES.savedTimetable : HISTORY_TITLES.savedImportedTimetable,
    );
    await deps.changes.publish(trx, { companyId: input.companyId, kind: 'prayer' });
    return closedTableYearMessage(table.year, todayOf(row, now)) ? undefined : table.year;
  });
  return getPrayerConfig(deps, input.companyId, shown);
}

/**
 * What an upload is read against (docs/csv.md): the masjid's zone, its computed times (its settings, or
 * before a first timetable its location with its country's method; none without a location), its iqama
 * rules, its country and Asr school.
 */
export async function tableContext(deps: Deps, companyId: string) {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  const row = await findPrayerConfig(deps.db, companyId);
  const fallback = row ? undefined : emptyConfig(masjid, deps.clock.now());
  const settings = row ? settingsOf(row) : fallback!.geoCode ? settingsOfConfig(fallback!) : undefined;
  const saved = row ? await timetableFor(deps.db, row, await masjidHijriCalendar(deps.db, companyId)) : undefined;
  return {
    /** The saved table of a year, whose far times were confirmed when saved. */
    saved: (year: number) => saved?.yearTable(year),
    timezoneId: settings?.timezoneId ?? 'UTC',
    calculator: settings ? calculatorFor(settings) : undefined,
    rules: row ? iqamaRulesOf(row) : fallback!.iqamaRules,
    country: masjid.country,
    hanafi: (settings?.asrJuristicMethod ?? 0) === 1,
  };
}

export const NO_LOCATION =
  "The masjid's address has no map position yet: use Reset Prayers once to set the location, then upload the file.";

/** The settings the computed times of a masjid without a timetable come from (its location, its country's method). */
export function settingsOfConfig(config: PrayerConfig): PrayerSettings {
  const geoCode = config.geoCode!;
  return {
    latitude: geoCode.latitude,
    longitude: geoCode.longitude,
    timezoneId: geoCode.timezoneId,
    calculationMethod: config.calculationMethod,
    asrJuristicMethod: config.asrJuristicMethod,
    prayerOffsetMinutes: config.prayerOffsetMinutes,
    highLatitudeRule: config.highLatitudeRule,
    dst: config.dst,
  };
}

/** The settings a first imported table is stored with: the masjid's location and its country's usual method. */
function firstConfigColumns(config: PrayerConfig) {
  const geoCode = config.geoCode!;
  return {
    ...settingsColumns({ ...config, geoCode }),
    high_latitude_rule: config.highLatitudeRule,
    dst_enable: config.dst.enable,
    dst_automatic: config.dst.automaticCalculate,
    dst_begin: config.dst.beginMonthDate,
    dst_end: config.dst.endMonthDate,
    iqama_rules: JSON.stringify(config.iqamaRules),
  };
}

async function requireConfig(db: Db, companyId: string): Promise<PrayerConfigRow> {
  if (!(await findMasjidById(db, companyId))) throw notFound('Masjid');
  const row = await findPrayerConfig(db, companyId);
  if (!row) throw new AppError('NOT_FOUND', `${NOT_SET_UP} Use Reset Prayers first.`);
  return row;
}

/** POST /api/prayer/config/{companyId}/dst */
export async function saveDst(deps: WriteDeps, companyId: string, dst: Dst): Promise<Dst> {
  await requireConfig(deps.db, companyId);
  const row = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'timetable', companyId);
    const updated = await updatePrayerConfig(trx, companyId, {
      dst_enable: dst.enable,
      dst_automatic: dst.automaticCalculate,
      dst_begin: dst.beginMonthDate,
      dst_end: dst.endMonthDate,
    });
    await history.record('dst', HISTORY_TITLES.changedDst);
    await deps.changes.publish(trx, { companyId, kind: 'prayer' });
    return updated;
  });
  return dstOf(row!);
}

/** PUT /api/prayer/config/{companyId}/settings: changes settings and rules, keeping every manual cell. */
export async function updatePrayerSettings(
  deps: WriteDeps,
  companyId: string,
  patch: PrayerSettingsUpdateInput,
): Promise<PrayerConfig> {
  const existing = await requireConfig(deps.db, companyId);
  await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'timetable', companyId);
    await updatePrayerConfig(trx, companyId, {
      ...(patch.location !== undefined ? { location: patch.location } : {}),
      ...(patch.geoCode
        ? {
            latitude: patch.geoCode.latitude,
            longitude: patch.geoCode.longitude,
            timezone_id: patch.geoCode.timezoneId,
          }
        : {}),
      ...(patch.calculationMethod !== undefined ? { calculation_method: patch.calculationMethod } : {}),
      ...(patch.asrJuristicMethod !== undefined ? { asr_method: patch.asrJuristicMethod } : {}),
      ...(patch.prayerOffsetMinutes !== undefined ? { offsets: JSON.stringify(patch.prayerOffsetMinutes) } : {}),
      ...(patch.highLatitudeRule !== undefined ? { high_latitude_rule: patch.highLatitudeRule } : {}),
      ...(patch.iqamaRules !== undefined
        ? { iqama_rules: JSON.stringify(mergeIqamaRules(iqamaRulesOf(existing), patch.iqamaRules)) }
        : {}),
    });
    await history.record('settings', HISTORY_TITLES.changedRules);
    await deps.changes.publish(trx, { companyId, kind: 'prayer' });
  });
  return getPrayerConfig(deps, companyId);
}
