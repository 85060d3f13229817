import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** The tables whose first row ticks a step of the first-run checklist. */
export type FirstRunTable = 'prayer_config' | 'announcement' | 'fund' | 'jummah' | 'custom_reminder' | 'screen';

/** Whether the masjid has at least one row in `table`. */
export async function hasAnyRow(db: Kysely<Database>, table: FirstRunTable, companyId: string): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('company_id')
    .where('company_id', '=', companyId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
