import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** The coordinates the masjid's timetable is computed for, when it has one. */
export async function findTimetablePlace(
  db: Kysely<Database>,
  companyId: string,
): Promise<{ latitude: number; longitude: number } | undefined> {
  return db
    .selectFrom('prayer_config')
    .select(['latitude', 'longitude'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}
