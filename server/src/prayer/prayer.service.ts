import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { configurationValue } from '../../../core/src/configuration/definitions.js';
import { normalizeHijriAdjustment } from '../../../core/src/hijri/hijri.js';
import { IQAMA_COLUMN, IQAMA_PRAYERS, lineMinutes } from '../../../core/src/prayer/iqama.js';
import {
  DEFAULT_DST,
  defaultIqamaRules,
  mergeIqamaRules,
  type CreatePrayerConfigInput,
  type PrayerSettingsUpdateInput,
} from '../../../core/src/prayer/prayer.schema.js';
import type { CalculationMethodId, DayPrayer, DayPrayerView, Dst, PrayerConfig, PrayerOverrides } from '../../../core/src/prayer/prayer.types.js';
import { checkTable, overridesFromTable, tableFieldErrors, type CheckedTable } from '../../../core/src/prayer/table-check.js';
import { createTimetable, slotDate } from '../../../core/src/prayer/timetable.js';
import { civilDateInZone } from '../../../core/src/time/zone.js';
import { type CivilDate } from '../../../core/src/time/civil-date.js';
import type { AppDeps } from '../app-deps.js';
import { findCompanyById } from '../companies/company.repository.js';
import type { CompanyRow } from '../companies/company.table.js';
import { findConfigurations } from '../configurations/configuration.repository.js';
import type { Database } from '../db/database.js';
import { toGeoCode } from '../geocode/geocode.service.js';
import { AppError, notFound, validationError } from '../http/errors.js';
import { dstOf, geoCodeOf, highLatitudeRuleOf, iqamaRulesOf, offsetsOf, settingsOf } from './prayer.mapper.js';
import { findOverrides, findPrayerConfig, insertPrayerConfig, replaceOverrides, updatePrayerConfig } from './prayer.repository.js';
import type { PrayerConfigRow } from './prayer.table.js';
import { calculatorFor, timetableFor } from './timetable-cache.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** Writes also tell the masjid's live screens (and other instances) that its times changed. */
type WriteDeps = Deps & Pick<AppDeps, 'changes'>;
type Db = Kysely<Database>;

export const NOT_SET_UP = 'Prayer times are not set up for this masjid yet.';
export const INVALID_CONFIG = 'Can not save. Invalid PrayerConfig.';
/** GET .../days answers at most this many days (a year and a month, for offline caches). */
export const MAX_DAYS = 400;

export async function hijriAdjustmentOf(db: Db, companyId: string): Promise<number> {
  return normalizeHijriAdjustment(configurationValue(await findConfigurations(db, companyId), 'hijri_adjustment'));
}

/** "Today" for a masjid: the civil date in its own zone. */
export function todayOf(row: Pick<PrayerConfigRow, 'timezone_id'>, now: Date): CivilDate {
  return civilDateInZone(row.timezone_id, now);
}

/** The timetable a masjid shows (cached per revision), or undefined when it has no prayer config yet. */
export async function loadMasjidTimetable(deps: Deps, companyId: string) {
  const row = await findPrayerConfig(deps.db, companyId);
  if (!row) return undefined;
  const hijriAdjustment = await hijriAdjustmentOf(deps.db, companyId);
  const timetable = await timetableFor(deps.db, row, hijriAdjustment);
  return { row, timetable, hijriAdjustment };
}

/**
 * Consecutive days from `from` (default: today in the masjid's zone), each computed for its own year, with
 * the Hijri date and the next iqama changes. For any feature that shows times (dashboard, widgets,
 * calendar); the caller decides who may see the masjid. Throws NOT_FOUND when prayer times are not set up.
 */
export async function getDayViews(deps: Deps, companyId: string, from: CivilDate | undefined, count: number): Promise<DayPrayerView[]> {
  const loaded = await loadMasjidTimetable(deps, companyId);
  if (!loaded) throw new AppError('NOT_FOUND', NOT_SET_UP);
  const days = Math.max(1, Math.min(MAX_DAYS, Math.trunc(count)));
  return loaded.timetable.views(from ?? todayOf(loaded.row, deps.clock.now()), days);
}

function toPrayerConfig(row: PrayerConfigRow, prayers: DayPrayer[], overrides: PrayerOverrides, year: number, now: Date): PrayerConfig {
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

/** A method a masjid in that country most likely follows; only a starting point for the Reset dialog. */
function likelyMethod(country: string): CalculationMethodId {
  const byCountry: Record<string, CalculationMethodId> = { US: 2, CA: 2, SA: 4, EG: 5, PK: 1, IN: 1, BD: 1, AF: 1, IR: 6, MY: 1 };
  return byCountry[country.toUpperCase()] ?? 3;
}

/** What GET /api/prayer/config answers before the first Reset: no id, no prayers, defaults from the masjid's profile. */
function emptyConfig(company: CompanyRow, now: Date): PrayerConfig {
  const address = [company.street, company.city, [company.state, company.zip].filter(Boolean).join(' '), company.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const geoCode =
    company.latitude !== null && company.longitude !== null ? toGeoCode(company.latitude, company.longitude, address, now) : null;
  return {
    id: null,
    companyId: company.id,
    location: address,
    calculationMethod: likelyMethod(company.country),
    asrJuristicMethod: 0,
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

/** The config with its 366-day table for the current year in the masjid's zone, or the empty config. */
export async function getPrayerConfig(deps: Deps, companyId: string): Promise<PrayerConfig> {
  const company = await findCompanyById(deps.db, companyId);
  if (!company) throw notFound('Masjid');
  const now = deps.clock.now();
  const row = await findPrayerConfig(deps.db, companyId);
  if (!row) return emptyConfig(company, now);
  const timetable = await timetableFor(deps.db, row, await hijriAdjustmentOf(deps.db, companyId));
  const year = todayOf(row, now).year;
  return toPrayerConfig(row, timetable.yearTable(year), await findOverrides(deps.db, companyId), year, now);
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
function keptIqamaOverrides(previous: PrayerConfigRow, previousOverrides: PrayerOverrides, next: PrayerConfigRow, year: number): PrayerOverrides {
  const rules = iqamaRulesOf(next);
  const calculator = calculatorFor(settingsOf(next));
  const before = createTimetable({ calculator: calculatorFor(settingsOf(previous)), overrides: previousOverrides, rules: iqamaRulesOf(previous), hijriAdjustment: 0 });
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
  const table: CheckedTable = { year, prayers: prayers.map((prayer, index) => ({ ...prayer, date: slotDate(year, index).label })) };
  return overridesFromTable(calculator, rules, table);
}

/**
 * POST /api/prayer/config/create (the Reset Prayers dialog): stores the settings and recomputes every azan,
 * clearing manual azan cells (as the dialog warns). With generateIqamah the iqama times are generated by
 * the rules and manual iqama cells cleared too; without it they are kept as they were.
 */
export async function createPrayerConfig(deps: WriteDeps, input: CreatePrayerConfigInput, generateIqamah: boolean): Promise<PrayerConfig> {
  if (!(await findCompanyById(deps.db, input.companyId))) throw notFound('Masjid');
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const existing = await findPrayerConfig(trx, input.companyId);
    const iqamaRules = mergeIqamaRules(existing ? iqamaRulesOf(existing) : defaultIqamaRules(), input.iqamaRules);
    const columns = {
      ...settingsColumns(input),
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
      existing && !generateIqamah ? keptIqamaOverrides(existing, await findOverrides(trx, input.companyId), row, todayOf(row, now).year) : {};
    await replaceOverrides(trx, input.companyId, overrides);
    await deps.changes.publish(trx, { companyId: input.companyId, kind: 'prayer' });
  });
  return getPrayerConfig(deps, input.companyId);
}

/**
 * POST /api/prayer/config: saves an edited 366-day table. Cells that differ from the computed times (for
 * the table's own year) become manual cells; the others stay automatic.
 */
export async function savePrayerTable(deps: WriteDeps, input: { id?: string | null; companyId: string; prayers: unknown[] }): Promise<PrayerConfig> {
  const existing = await findPrayerConfig(deps.db, input.companyId);
  if (!existing || !input.id || input.id !== existing.id) throw new AppError('BAD_REQUEST', INVALID_CONFIG);
  const { table, problems } = checkTable(input.prayers);
  if (!table) {
    const errors = tableFieldErrors(problems);
    const count = Object.keys(errors).length;
    throw validationError(errors, count === 1 ? Object.values(errors)[0] : `Please correct the ${count} highlighted cells.`);
  }
  const year = todayOf(existing, deps.clock.now()).year;
  if (Math.abs(table.year - year) > 1) {
    throw validationError({ 'prayers[0].date': `Jan 1 Date: the table must be for ${year - 1}, ${year} or ${year + 1}` });
  }
  const overrides = overridesFromTable(calculatorFor(settingsOf(existing)), iqamaRulesOf(existing), table);
  await deps.db.transaction().execute(async (trx) => {
    await replaceOverrides(trx, input.companyId, overrides);
    await updatePrayerConfig(trx, input.companyId, {});
    await deps.changes.publish(trx, { companyId: input.companyId, kind: 'prayer' });
  });
  return getPrayerConfig(deps, input.companyId);
}

async function requireConfig(db: Db, companyId: string): Promise<PrayerConfigRow> {
  if (!(await findCompanyById(db, companyId))) throw notFound('Masjid');
  const row = await findPrayerConfig(db, companyId);
  if (!row) throw new AppError('NOT_FOUND', `${NOT_SET_UP} Use Reset Prayers first.`);
  return row;
}

/** POST /api/prayer/config/{companyId}/dst */
export async function saveDst(deps: WriteDeps, companyId: string, dst: Dst): Promise<Dst> {
  await requireConfig(deps.db, companyId);
  const row = await updatePrayerConfig(deps.db, companyId, {
    dst_enable: dst.enable,
    dst_automatic: dst.automaticCalculate,
    dst_begin: dst.beginMonthDate,
    dst_end: dst.endMonthDate,
  });
  await deps.changes.publish(deps.db, { companyId, kind: 'prayer' });
  return dstOf(row!);
}

/** PUT /api/prayer/config/{companyId}/settings: changes settings and rules, keeping every manual cell. */
export async function updatePrayerSettings(deps: WriteDeps, companyId: string, patch: PrayerSettingsUpdateInput): Promise<PrayerConfig> {
  const existing = await requireConfig(deps.db, companyId);
  await updatePrayerConfig(deps.db, companyId, {
    ...(patch.location !== undefined ? { location: patch.location } : {}),
    ...(patch.geoCode
      ? { latitude: patch.geoCode.latitude, longitude: patch.geoCode.longitude, timezone_id: patch.geoCode.timezoneId }
      : {}),
    ...(patch.calculationMethod !== undefined ? { calculation_method: patch.calculationMethod } : {}),
    ...(patch.asrJuristicMethod !== undefined ? { asr_method: patch.asrJuristicMethod } : {}),
    ...(patch.prayerOffsetMinutes !== undefined ? { offsets: JSON.stringify(patch.prayerOffsetMinutes) } : {}),
    ...(patch.highLatitudeRule !== undefined ? { high_latitude_rule: patch.highLatitudeRule } : {}),
    ...(patch.iqamaRules !== undefined ? { iqama_rules: JSON.stringify(mergeIqamaRules(iqamaRulesOf(existing), patch.iqamaRules)) } : {}),
  });
  await deps.changes.publish(deps.db, { companyId, kind: 'prayer' });
  return getPrayerConfig(deps, companyId);
}
