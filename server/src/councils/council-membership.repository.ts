import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { CouncilMemberRow } from './council.table.js';

type Db = Kysely<Database>;

/** The council a masjid follows (accepted by the council's admin), or undefined. */
export async function findAcceptedMembership(db: Db, companyId: string): Promise<CouncilMemberRow | undefined> {
  return db
    .selectFrom('council_member')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
}
