import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** Public masjids (active, not expired on `today`) with what the v1 list shows, and their timetable's zone and place. */
export function listPublicMasjidsWithZone(db: Kysely<Database>, today: string) {
  return db
    .selectFrom('company')
    .leftJoin('prayer_config', 'prayer_config.company_id', 'company.id')
    .select([
      'company.name',
      'company.url',
      'company.country',
      'company.latitude',
      'company.longitude',
      'prayer_config.timezone_id',
      'prayer_config.latitude as timetable_latitude',
      'prayer_config.longitude as timetable_longitude',
    ])
    .where('company.active', '=', true)
    .where((eb) => eb.or([eb('company.expiration_date', 'is', null), eb('company.expiration_date', '>=', today)]))
    .orderBy(sql`lower(company.name)`)
    .orderBy('company.url')
    .execute();
}
