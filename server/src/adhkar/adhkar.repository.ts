import { sql, type Kysely } from 'kysely';
import type { AdhkarSettings } from '@core/dashboard/adhkar/adhkar-settings.js';
import type { Database } from '../db/database.js';
import type { MasjidAdhkarRow } from './adhkar.table.js';

type Db = Kysely<Database>;

export function findAdhkar(db: Db, companyId: string): Promise<MasjidAdhkarRow | undefined> {
  return db.selectFrom('masjid_adhkar').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/**
 * Writes the masjid's adhkar if the stored version is still `expected` (0: none stored yet), moving it on
 * by one; undefined when someone saved in between (optimistic concurrency, as for the occasions).
 */
export async function saveIfVersion(
  db: Db,
  companyId: string,
  expected: number,
  settings: AdhkarSettings,
  userId: string,
  now: Date,
): Promise<MasjidAdhkarRow | undefined> {
  const columns = { settings: JSON.stringify(settings), updated_at: now, updated_by: userId };
  if (expected === 0) {
    return db
      .insertInto('masjid_adhkar')
      .values({ company_id: companyId, version: 1, ...columns })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }
  return db
    .updateTable('masjid_adhkar')
    .set({ ...columns, version: sql<number>`version + 1` })
    .where('company_id', '=', companyId)
    .where('version', '=', expected)
    .returningAll()
    .executeTakeFirst();
}
