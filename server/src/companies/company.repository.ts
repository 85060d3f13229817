import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { CompanyRow, CompanyRowUpdate, NewCompanyRow } from './company.table.js';

type Db = Kysely<Database>;

export function findCompanyById(db: Db, id: string): Promise<CompanyRow | undefined> {
  return db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCompanyByUrl(db: Db, url: string): Promise<CompanyRow | undefined> {
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

export function listCompanies(db: Db): Promise<CompanyRow[]> {
  return db
    .selectFrom('company')
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** Active and not expired on `today` ('YYYY-MM-DD'). */
export function listPublicCompanies(db: Db, today: string): Promise<Pick<CompanyRow, 'id' | 'name' | 'url'>[]> {
  return db
    .selectFrom('company')
    .select(['id', 'name', 'url'])
    .where('active', '=', true)
    .where((eb) => eb.or([eb('expiration_date', 'is', null), eb('expiration_date', '>=', today)]))
    .orderBy(sql`lower(name)`)
    .execute();
}

export function listCompanyNames(db: Db): Promise<Pick<CompanyRow, 'id' | 'name' | 'url'>[]> {
  return db
    .selectFrom('company')
    .select(['id', 'name', 'url'])
    .orderBy(sql`lower(name)`)
    .execute();
}

export async function insertCompany(db: Db, row: NewCompanyRow): Promise<CompanyRow> {
  return db.insertInto('company').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateCompany(db: Db, id: string, changes: CompanyRowUpdate): Promise<CompanyRow | undefined> {
  return db
    .updateTable('company')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCompany(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('company').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
