/**
 * A masjid's Hijri calendar as screens count it (docs/jumuah-eid-ramadan.md): its own answers about each
 * month's start, the council's where it follows one (for months it left to the council or did not answer),
 * then Umm al-Qura with its day adjustment.
 */
import type { Kysely } from 'kysely';
import { configurationValue } from '@core/configuration/definitions.js';
import { normalizeHijriAdjustment } from '@core/hijri/hijri.js';
import { hijriCalendar, type DeclaredMonth, type HijriCalendar } from '@core/hijri/hijri-calendar.js';
import { isCalendarDecision } from '@core/hijri/month-declarations.js';
import type { Database } from '../db/database.js';
import { findConfigurations } from '../configurations/configuration.repository.js';
import { findAcceptedMembership } from '../councils/council-membership.repository.js';
import { findDeclarations } from './month-declarations.repository.js';
import type { MonthDeclarationRow } from './month-declarations.table.js';

type Db = Kysely<Database>;

const monthKey = (row: Pick<MonthDeclarationRow, 'hijri_year' | 'hijri_month'>) =>
  `${row.hijri_year}/${row.hijri_month}`;

/** The decisions the calendar reads: the masjid's own, else (or where it said 'council') its council's. */
export function resolveDeclarations(
  own: readonly MonthDeclarationRow[],
  council: readonly MonthDeclarationRow[] | null,
): DeclaredMonth[] {
  const months = new Map<string, DeclaredMonth>();
  for (const row of council ?? [])
    if (isCalendarDecision(row.decision))
      months.set(monthKey(row), { hijriYear: row.hijri_year, hijriMonth: row.hijri_month, decision: row.decision });
  for (const row of own)
    if (isCalendarDecision(row.decision))
      months.set(monthKey(row), { hijriYear: row.hijri_year, hijriMonth: row.hijri_month, decision: row.decision });
  return [...months.values()];
}

export async function hijriAdjustmentOf(db: Db, companyId: string): Promise<number> {
  return normalizeHijriAdjustment(configurationValue(await findConfigurations(db, companyId), 'hijri_adjustment'));
}

export async function masjidHijriCalendar(db: Db, companyId: string): Promise<HijriCalendar> {
  const [adjustment, own, membership] = await Promise.all([
    hijriAdjustmentOf(db, companyId),
    findDeclarations(db, { companyId }),
    findAcceptedMembership(db, companyId),
  ]);
  const council = membership ? await findDeclarations(db, { councilId: membership.council_id }) : null;
  return hijriCalendar({ adjustment, declarations: resolveDeclarations(own, council) });
}
