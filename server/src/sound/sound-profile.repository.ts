import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { MasjidSoundProfileRow } from './sound-profile.table.js';

type Db = Kysely<Database>;

export function findSoundProfileRow(db: Db, companyId: string): Promise<MasjidSoundProfileRow | undefined> {
  return db.selectFrom('masjid_sound_profile').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** The row locked for a save, so two saves at once record their history one after the other. */
export function lockSoundProfileRow(db: Db, companyId: string): Promise<MasjidSoundProfileRow | undefined> {
  return db
    .selectFrom('masjid_sound_profile')
    .selectAll()
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

export async function putSoundProfileRow(
  db: Db,
  companyId: string,
  profile: unknown,
  userId: string | null,
  now: Date,
): Promise<void> {
  const values = { profile: JSON.stringify(profile), updated_at: now, updated_by: userId };
  await db
    .insertInto('masjid_sound_profile')
    .values({ company_id: companyId, ...values })
    .onConflict((conflict) => conflict.column('company_id').doUpdateSet(values))
    .execute();
}
