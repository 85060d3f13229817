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

/**
 * The council timetable a masjid follows: only while it is an accepted member that chose to follow and
 * the council has one published (docs/jumuah-eid-ramadan.md, "The council's timetable").
 */
export async function findFollowedTimetable(
  db: Db,
  companyId: string,
): Promise<{ councilId: string; timetable: unknown } | undefined> {
  const row = await db
    .selectFrom('council_member')
    .innerJoin('council', 'council.id', 'council_member.council_id')
    .select(['council.id as councilId', 'council.timetable as timetable'])
    .where('council_member.company_id', '=', companyId)
    .where('council_member.status', '=', 'accepted')
    .where('council_member.follow_timetable', '=', true)
    .where('council.timetable', 'is not', null)
    .executeTakeFirst();
  return row ?? undefined;
}
