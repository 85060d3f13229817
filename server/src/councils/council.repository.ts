import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { CouncilMemberRow, CouncilRow } from './council.table.js';

type Db = Kysely<Database>;

export function findCouncil(db: Db, id: string): Promise<CouncilRow | undefined> {
  return db.selectFrom('council').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every council by name, with whether `userId` is one of its admins. */
export async function listCouncils(db: Db, userId: string) {
  const [councils, administered] = await Promise.all([
    db.selectFrom('council').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
    db.selectFrom('council_admin').select('council_id').where('user_id', '=', userId).execute(),
  ]);
  const mine = new Set(administered.map((row) => row.council_id));
  return councils.map((council) => ({ id: council.id, name: council.name, administers: mine.has(council.id) }));
}

export async function insertCouncil(db: Db, name: string, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insertInto('council').values({ id, name, timetable: null, created_at: now, updated_at: now }).execute();
  return id;
}

export async function addCouncilAdmins(db: Db, councilId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db
    .insertInto('council_admin')
    .values(userIds.map((user_id) => ({ council_id: councilId, user_id })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function councilAdminIds(db: Db, councilId: string): Promise<string[]> {
  const rows = await db.selectFrom('council_admin').select('user_id').where('council_id', '=', councilId).execute();
  return rows.map((row) => row.user_id);
}

export async function councilAdminEmails(db: Db, councilId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('council_admin')
    .innerJoin('app_user', 'app_user.id', 'council_admin.user_id')
    .select('app_user.email')
    .where('council_admin.council_id', '=', councilId)
    .orderBy('app_user.email')
    .execute();
  return rows.map((row) => row.email);
}

export function findMembership(db: Db, companyId: string): Promise<CouncilMemberRow | undefined> {
  return db.selectFrom('council_member').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export function councilMembers(db: Db, councilId: string) {
  return db
    .selectFrom('council_member')
    .innerJoin('company', 'company.id', 'council_member.company_id')
    .select([
      'council_member.company_id',
      'council_member.status',
      'council_member.requested_at',
      'council_member.follow_timetable',
      'company.name',
      'company.url',
    ])
    .where('council_member.council_id', '=', councilId)
    .orderBy('company.name')
    .execute();
}

/** Asks to follow `councilId`, replacing any earlier council: pending until its admin accepts. */
export async function requestMembership(db: Db, companyId: string, councilId: string, now: Date) {
  await db.deleteFrom('council_member').where('company_id', '=', companyId).execute();
  await db
    .insertInto('council_member')
    .values({ company_id: companyId, council_id: councilId, status: 'pending', requested_at: now, decided_at: null })
    .execute();
}

export async function acceptMembership(db: Db, companyId: string, councilId: string, now: Date) {
  await db
    .updateTable('council_member')
    .set({ status: 'accepted', decided_at: now })
    .where('company_id', '=', companyId)
    .where('council_id', '=', councilId)
    .execute();
}

export async function removeMembership(db: Db, companyId: string, councilId?: string) {
  let query = db.deleteFrom('council_member').where('company_id', '=', companyId);
  if (councilId) query = query.where('council_id', '=', councilId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function acceptedMemberIds(db: Db, councilId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('council_member')
    .select('company_id')
    .where('council_id', '=', councilId)
    .where('status', '=', 'accepted')
    .execute();
  return rows.map((row) => row.company_id);
}

/** Saves (or with null removes) the council's published timetable. */
export async function saveCouncilTimetable(db: Db, councilId: string, timetable: unknown, now: Date) {
  await db
    .updateTable('council')
    .set({ timetable: timetable === null ? null : JSON.stringify(timetable), updated_at: now })
    .where('id', '=', councilId)
    .execute();
}

/** The accepted members whose azan times come from the council's timetable. */
export async function followingMemberIds(db: Db, councilId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('council_member')
    .select('company_id')
    .where('council_id', '=', councilId)
    .where('status', '=', 'accepted')
    .where('follow_timetable', '=', true)
    .execute();
  return rows.map((row) => row.company_id);
}

export async function setFollowTimetable(db: Db, companyId: string, follow: boolean) {
  await db
    .updateTable('council_member')
    .set({ follow_timetable: follow })
    .where('company_id', '=', companyId)
    .execute();
}
