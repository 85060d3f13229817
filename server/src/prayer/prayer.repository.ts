import { sql, type Kysely } from 'kysely';
import type { PrayerColumn, PrayerOverrides } from '@core/prayer/prayer.types.js';
import type { Database } from '../db/database.js';
import type { NewPrayerConfigRow, PrayerConfigRow, PrayerConfigRowUpdate } from './prayer.table.js';

type Db = Kysely<Database>;

export function findPrayerConfig(db: Db, companyId: string): Promise<PrayerConfigRow | undefined> {
  return db.selectFrom('prayer_config').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export async function insertPrayerConfig(db: Db, row: NewPrayerConfigRow): Promise<PrayerConfigRow> {
  return db.insertInto('prayer_config').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Applies the changes and bumps the revision, so every cached timetable of the masjid is dropped. */
export async function updatePrayerConfig(
  db: Db,
  companyId: string,
  changes: PrayerConfigRowUpdate,
): Promise<PrayerConfigRow | undefined> {
  return db
    .updateTable('prayer_config')
    .set({ ...changes, revision: sql<number>`revision + 1`, updated_at: new Date() })
    .where('company_id', '=', companyId)
    .returningAll()
    .executeTakeFirst();
}

export async function findOverrides(db: Db, companyId: string): Promise<PrayerOverrides> {
  const rows = await db
    .selectFrom('prayer_override')
    .select(['month_day', 'prayer_column', 'value'])
    .where('company_id', '=', companyId)
    .execute();
  const overrides: PrayerOverrides = {};
  for (const row of rows) (overrides[row.month_day] ??= {})[row.prayer_column as PrayerColumn] = row.value;
  return overrides;
}

/** Replaces every manual cell of the masjid; call inside a transaction with the config update. */
export async function replaceOverrides(db: Db, companyId: string, overrides: PrayerOverrides): Promise<void> {
  await db.deleteFrom('prayer_override').where('company_id', '=', companyId).execute();
  const rows = Object.entries(overrides).flatMap(([monthDay, cells]) =>
    Object.entries(cells).map(([column, value]) => ({
      company_id: companyId,
      month_day: monthDay,
      prayer_column: column,
      value: value!,
    })),
  );
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto('prayer_override')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
}
