import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { MasjidOccasionsRow } from './occasions.table.js';

type Db = Kysely<Database>;

export function findOccasions(db: Db, companyId: string): Promise<MasjidOccasionsRow | undefined> {
  return db.selectFrom('masjid_occasions').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export interface OccasionsColumns {
  jumuahSessions: unknown;
  eidPrayers: unknown;
  ramadan: unknown;
}

/**
 * Writes the masjid's occasions if the stored version is still `expected` (0: none stored yet), moving it
 * on by one; undefined when someone saved in between (optimistic concurrency, as for masjid content).
 */
export async function saveIfVersion(
  db: Db,
  companyId: string,
  expected: number,
  values: OccasionsColumns,
  userId: string,
  now: Date,
) {
  const columns = {
    jumuah_sessions: JSON.stringify(values.jumuahSessions),
    eid_prayers: JSON.stringify(values.eidPrayers),
    ramadan: JSON.stringify(values.ramadan),
    updated_at: now,
    updated_by: userId,
  };
  if (expected === 0) {
    return db
      .insertInto('masjid_occasions')
      .values({ company_id: companyId, version: 1, ...columns })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }
  return db
    .updateTable('masjid_occasions')
    .set({ ...columns, version: sql<number>`version + 1` })
    .where('company_id', '=', companyId)
    .where('version', '=', expected)
    .returningAll()
    .executeTakeFirst();
}
