import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { AppUserRow, AppUserRowUpdate, NewAppUserRow } from './user.table.js';

type Db = Kysely<Database>;

export function findUserById(db: Db, id: string): Promise<AppUserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<AppUserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function isEmailTaken(db: Db, email: string, exceptId?: string | null): Promise<boolean> {
  let query = db
    .selectFrom('app_user')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function listUsersOfMasjid(db: Db, companyId: string): Promise<AppUserRow[]> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('registration_date')
    .orderBy('id')
    .execute();
}

export function listAllUsers(db: Db): Promise<AppUserRow[]> {
  return db.selectFrom('app_user').selectAll().orderBy('registration_date').orderBy('id').execute();
}

export async function countUsersOfMasjid(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasSuperAdmin(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where(sql<boolean>`'SUPER_ADMIN' = any(roles)`)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertUser(db: Db, row: NewAppUserRow): Promise<AppUserRow> {
  return db.insertInto('app_user').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: string, changes: AppUserRowUpdate): Promise<AppUserRow | undefined> {
  return db
    .updateTable('app_user')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Changes a user and ends every sign-in token issued to them so far, in one statement (a password
 * change, a reset, a deactivation): their session epoch moves on, and old tokens carry the old one.
 */
export function updateUserEndingSessions(
  db: Db,
  id: string,
  changes: AppUserRowUpdate,
): Promise<AppUserRow | undefined> {
  return db
    .updateTable('app_user')
    .set({ ...changes, session_epoch: sql<number>`session_epoch + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
