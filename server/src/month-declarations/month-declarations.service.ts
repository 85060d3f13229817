/**
 * A masjid's answers about the start of Hijri months (docs/jumuah-eid-ramadan.md, "The month as the
 * masjid declares it"). An answer about a month may be given ahead and changed or withdrawn until the day
 * it decides begins in the masjid's zone: the day after the 29th of the month before. Every change is in
 * the history and signals the screens, which count with the new calendar within seconds.
 */
import type { Kysely } from 'kysely';
import { HIJRI_MONTH_NAMES } from '@core/hijri/hijri.js';
import { previousHijriMonth, type HijriCalendar } from '@core/hijri/hijri-calendar.js';
import type { MonthDeclaration, MonthDeclarationInput, MonthDeclarationKey } from '@core/hijri/month-declarations.js';
import { HISTORY_TITLES } from '@core/history/titles.js';
import { addDays, toDayNumber, type CivilDate } from '@core/time/civil-date.js';
import { civilDateInZone } from '@core/time/zone.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { findAcceptedMembership } from '../councils/council-membership.repository.js';
import { zoneWithoutTimetable } from '../dashboard/dashboard.service.js';
import type { Database } from '../db/database.js';
import { findHistoryEntry } from '../history/history.repository.js';
import { recordChange } from '../history/record-change.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import { findPrayerConfig } from '../prayer/prayer.repository.js';
import { masjidHijriCalendar } from './masjid-calendar.js';
import * as repository from './month-declarations.repository.js';
import type { MonthDeclarationRow } from './month-declarations.table.js';

type Db = Kysely<Database>;
type Deps = Pick<AppDeps, 'db' | 'clock'>;
type WriteDeps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;

/** How far ahead an answer may be given: the month before must begin within this many days. */
export const DECLARE_AHEAD_DAYS = 365;
/** The history entry's id for the masjid's declarations (entity 'content'). */
export const DECLARATIONS_ENTITY_ID = 'month-declarations';

export function toDeclaration(row: MonthDeclarationRow): MonthDeclaration {
  return {
    hijriYear: row.hijri_year,
    hijriMonth: row.hijri_month,
    decision: row.decision as MonthDeclaration['decision'],
    by: row.by_email,
    at: new Date(row.at).toISOString(),
  };
}

/** What the history keeps: the answers only (who and when are the entry's own). */
function snapshot(rows: readonly MonthDeclarationRow[]) {
  return rows.map((row) => ({ hijriYear: row.hijri_year, hijriMonth: row.hijri_month, decision: row.decision }));
}

async function masjidOrThrow(db: Db, companyId: string): Promise<MasjidRow> {
  const masjid = await findMasjidById(db, companyId);
  if (!masjid) throw notFound('Masjid');
  return masjid;
}

/** The masjid's civil date now, in its timetable's zone (or the zone of its place before it has one). */
async function todayOfMasjid(deps: Deps, masjid: MasjidRow): Promise<CivilDate> {
  const now = deps.clock.now();
  const config = await findPrayerConfig(deps.db, masjid.id);
  return civilDateInZone(config?.timezone_id ?? zoneWithoutTimetable(masjid, now), now);
}

const monthWords = (key: MonthDeclarationKey) => ({
  month: HIJRI_MONTH_NAMES[key.hijriMonth - 1] ?? String(key.hijriMonth),
  year: String(key.hijriYear),
});

/**
 * The day an answer about `key` decides, by the calendar the masjid counts with now: the day after the 29th
 * of the month before (its 30th, or the month's 1st). From that day on the answer stands.
 */
function decidingDay(calendar: HijriCalendar, key: MonthDeclarationKey): CivilDate {
  const before = previousHijriMonth(key.hijriYear, key.hijriMonth);
  return addDays(calendar.monthStart(before.hijriYear, before.hijriMonth), 29);
}

/** Refuses a change once the deciding day has begun, or too far ahead. */
function refuseOutOfTime(calendar: HijriCalendar, key: MonthDeclarationKey, today: CivilDate): void {
  const deciding = toDayNumber(decidingDay(calendar, key));
  if (toDayNumber(today) >= deciding) throw conflict({ key: 'server.months.begun', values: monthWords(key) });
  if (deciding - 29 - toDayNumber(today) > DECLARE_AHEAD_DAYS)
    throw badRequest({ key: 'server.months.tooFarAhead', values: monthWords(key) });
}

/**
 * Refuses a change to `key` once its deciding day has begun at the masjid, by its calendar and in its zone.
 * A council's answer is held to it at each of its members (docs/jumuah-eid-ramadan.md, "Councils").
 */
export async function refuseOutOfTimeAt(deps: Deps, masjid: MasjidRow, key: MonthDeclarationKey): Promise<void> {
  refuseOutOfTime(await masjidHijriCalendar(deps.db, masjid.id), key, await todayOfMasjid(deps, masjid));
}

export async function listDeclarations(deps: Deps, companyId: string): Promise<MonthDeclaration[]> {
  const masjid = await masjidOrThrow(deps.db, companyId);
  return (await repository.findDeclarations(deps.db, { companyId: masjid.id })).map(toDeclaration);
}

/** Writes in one transaction: the change, its history entry and the screens' signal. */
async function changeDeclarations(
  deps: WriteDeps,
  masjid: MasjidRow,
  title: (typeof HISTORY_TITLES)[keyof typeof HISTORY_TITLES],
  action: string,
  write: (trx: Db) => Promise<void>,
): Promise<MonthDeclaration[]> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await repository.findDeclarations(trx, { companyId: masjid.id });
    await write(trx);
    const after = await repository.findDeclarations(trx, { companyId: masjid.id });
    await recordChange(
      trx,
      { companyId: masjid.id, entity: 'content', entityId: DECLARATIONS_ENTITY_ID, action, title },
      snapshot(before),
      snapshot(after),
    );
    // The Hijri date of days changes: every read of the masjid is dropped and its screens load again at once.
    await deps.changes.publish(trx, { companyId: masjid.id, kind: 'month' });
    return after.map(toDeclaration);
  });
}

export async function declareMonth(
  deps: WriteDeps,
  auth: Auth,
  companyId: string,
  input: MonthDeclarationInput,
): Promise<MonthDeclaration[]> {
  const masjid = await masjidOrThrow(deps.db, companyId);
  if (input.decision === 'council' && !(await findAcceptedMembership(deps.db, masjid.id)))
    throw badRequest({ key: 'server.months.noCouncil' });
  await refuseOutOfTimeAt(deps, masjid, input);
  return changeDeclarations(deps, masjid, HISTORY_TITLES.declaredMonth, 'update', (trx) =>
    repository.saveDeclaration(
      trx,
      { companyId: masjid.id },
      {
        ...input,
        byUserId: auth.userId,
        byEmail: auth.email,
        at: deps.clock.now(),
      },
    ),
  );
}

export async function withdrawDeclaration(
  deps: WriteDeps,
  companyId: string,
  key: MonthDeclarationKey,
): Promise<MonthDeclaration[]> {
  const masjid = await masjidOrThrow(deps.db, companyId);
  const current = await repository.findDeclarations(deps.db, { companyId: masjid.id });
  if (!current.some((row) => row.hijri_year === key.hijriYear && row.hijri_month === key.hijriMonth))
    throw notFound('Month declaration');
  await refuseOutOfTimeAt(deps, masjid, key);
  return changeDeclarations(deps, masjid, HISTORY_TITLES.withdrewMonthDeclaration, 'delete', async (trx) => {
    await repository.removeDeclaration(trx, { companyId: masjid.id }, key.hijriYear, key.hijriMonth);
  });
}

function isSnapshot(value: unknown): value is Array<{ hijriYear: number; hijriMonth: number; decision: string }> {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        Number.isInteger((item as { hijriYear: unknown }).hijriYear) &&
        Number.isInteger((item as { hijriMonth: unknown }).hijriMonth) &&
        typeof (item as { decision: unknown }).decision === 'string',
    )
  );
}

/**
 * Puts back the answers a history entry recorded, for the months whose deciding day has not begun: a month
 * that has begun keeps the start it began with.
 */
export async function restoreDeclarations(
  deps: WriteDeps,
  auth: Auth,
  companyId: string,
  entryId: string,
): Promise<MonthDeclaration[]> {
  const masjid = await masjidOrThrow(deps.db, companyId);
  const entry = await findHistoryEntry(deps.db, entryId);
  if (!entry || entry.company_id !== masjid.id || entry.entity_id !== DECLARATIONS_ENTITY_ID)
    throw notFound('Month declarations history entry');
  const wanted = entry.after ?? [];
  if (!isSnapshot(wanted)) throw badRequest('This history entry holds no month declarations to restore.');
  const today = toDayNumber(await todayOfMasjid(deps, masjid));
  const calendar = await masjidHijriCalendar(deps.db, masjid.id);
  const open = (key: MonthDeclarationKey) => toDayNumber(decidingDay(calendar, key)) > today;
  const current = await repository.findDeclarations(deps.db, { companyId: masjid.id });
  return changeDeclarations(deps, masjid, HISTORY_TITLES.restoredMonthDeclarations, 'restore', async (trx) => {
    const key = (item: { hijriYear: number; hijriMonth: number }) => `${item.hijriYear}/${item.hijriMonth}`;
    const kept = new Set(wanted.map(key));
    for (const row of current) {
      const month = { hijriYear: row.hijri_year, hijriMonth: row.hijri_month };
      if (open(month) && !kept.has(key(month)))
        await repository.removeDeclaration(trx, { companyId: masjid.id }, month.hijriYear, month.hijriMonth);
    }
    for (const item of wanted)
      if (open(item) && ['sighted', 'not-sighted', 'council'].includes(item.decision))
        await repository.saveDeclaration(
          trx,
          { companyId: masjid.id },
          {
            hijriYear: item.hijriYear,
            hijriMonth: item.hijriMonth,
            decision: item.decision,
            byUserId: auth.userId,
            byEmail: auth.email,
            at: deps.clock.now(),
          },
        );
  });
}
