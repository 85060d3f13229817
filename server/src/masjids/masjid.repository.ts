import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { MasjidRow, MasjidRowUpdate, NewMasjidRow } from './masjid.table.js';

type Db = Kysely<Database>;

export function findMasjidById(db: Db, id: string): Promise<MasjidRow | undefined> {
  return db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMasjidByUrl(db: Db, url: string): Promise<MasjidRow | undefined> {
  return db
    .selectFrom('company')
    .selectAll()
    .where(sql<string>`lower(url)`, '=', url.toLowerCase())
    .executeTakeFirst();
}

export async function isUrlTaken(db: Db, url: string, exceptId?: string | null): Promise<boolean> {
  let query = db
    .selectFrom('company')
    .select('id')
    .where(sql<string>`lower(url)`, '=', url.toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function listMasjids(db: Db): Promise<MasjidRow[]> {
  return db
    .selectFrom('company')
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** Each masjid's earliest user (its first admin), by masjid id. */
export async function listFirstAdmins(
  db: Db,
): Promise<Map<string, { first_name: string; last_name: string; email: string; verified: boolean }>> {
  const rows = await db
    .selectFrom('app_user')
    .select(['company_id', 'first_name', 'last_name', 'email', 'verified'])
    .where('company_id', 'is not', null)
    .orderBy('registration_date')
    .orderBy('id')
    .execute();
  const first = new Map<string, { first_name: string; last_name: string; email: string; verified: boolean }>();
  for (const row of rows) if (row.company_id && !first.has(row.company_id)) first.set(row.company_id, row);
  return first;
}

/** Active and not expired on `today` ('YYYY-MM-DD'). */
export function listPublicMasjids(db: Db, today: string): Promise<Pick<MasjidRow, 'id' | 'name' | 'url'>[]> {
  return db
    .selectFrom('company')
    .select(['id', 'name', 'url'])
    .where('active', '=', true)
    .where((eb) => eb.or([eb('expiration_date', 'is', null), eb('expiration_date', '>=', today)]))
    .orderBy(sql`lower(name)`)
    .execute();
}

export function listCompanyNames(db: Db): Promise<Pick<MasjidRow, 'id' | 'name' | 'url'>[]> {
  return db
    .selectFrom('company')
    .select(['id', 'name', 'url'])
    .orderBy(sql`lower(name)`)
    .execute();
}

export async function insertMasjid(db: Db, row: NewMasjidRow): Promise<MasjidRow> {
  return db.insertInto('company').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateMasjid(db: Db, id: string, changes: MasjidRowUpdate): Promise<MasjidRow | undefined> {
  return db
    .updateTable('company')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteMasjid(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('company').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
