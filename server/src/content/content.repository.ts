import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type {
  AnnouncementTable,
  ContentVersionRow,
  CustomReminderTable,
  ExpenseSheetRowTable,
  ExpenseSheetTable,
  ExpenseTable,
  FundTable,
  JummahTable,
} from './content.table.js';

type Db = Kysely<Database>;

export function findContentVersion(db: Db, companyId: string): Promise<ContentVersionRow | undefined> {
  return db.selectFrom('central_control').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/**
 * Optimistic concurrency: moves the version from `expected` to the next one, or returns undefined when
 * someone saved in between. The row lock makes a racing save wait, then find the version changed.
 */
export async function claimNextVersion(db: Db, companyId: string, expected: number, userId: string, now: Date) {
  if (expected === 0) {
    return db
      .insertInto('central_control')
      .values({ company_id: companyId, id: randomUUID(), version: 1, updated_at: now, updated_by: userId })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }
  return db
    .updateTable('central_control')
    .set({ version: sql<number>`version + 1`, updated_at: now, updated_by: userId })
    .where('company_id', '=', companyId)
    .where('version', '=', expected)
    .returningAll()
    .executeTakeFirst();
}

export interface ReadFilter {
  /** Only enabled entries (the public view). */
  enabledOnly: boolean;
  /** Announcements whose window overlaps these days; both null means every announcement. */
  announcementsFrom: string | null;
  announcementsTo: string | null;
}

export async function loadContentRows(db: Db, companyId: string, filter: ReadFilter) {
  const shown = filter.enabledOnly ? [true] : [true, false];
  const [funds, expenses, sheets, sheetRows, jummahs, reminders, announcements] = await Promise.all([
    db
      .selectFrom('fund')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('enabled', 'in', shown)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('expense')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('enabled', 'in', shown)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('expense_sheet')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('enabled', 'in', shown)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('expense_sheet_row')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('expense_sheet_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('jummah')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('enabled', 'in', shown)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('custom_reminder')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('enabled', 'in', shown)
      .orderBy('position')
      .execute(),
    announcementsOf(db, companyId, shown, filter).execute(),
  ]);
  return { funds, expenses, sheets, sheetRows, jummahs, announcements, reminders };
}

function announcementsOf(db: Db, companyId: string, shown: boolean[], filter: ReadFilter) {
  const { announcementsFrom: from, announcementsTo: to } = filter;
  let query = db
    .selectFrom('announcement')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('enabled', 'in', shown);
  if (from && to) {
    query = query
      .where((eb) => eb.or([eb('start_date', 'is', null), eb('start_date', '<=', to)]))
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', from)]));
  }
  return query.orderBy('position');
}

export function listEnabledReminders(db: Db, companyId: string) {
  return db
    .selectFrom('custom_reminder')
    .select(['id', 'body', 'reference'])
    .where('company_id', '=', companyId)
    .where('enabled', '=', true)
    .orderBy('position')
    .execute();
}

type Rows<T> = Omit<Insertable<T>, 'company_id'>[];

/** Replaces a masjid's whole list; run inside the save's transaction. */
async function replaceList<
  K extends 'fund' | 'expense' | 'expense_sheet' | 'jummah' | 'announcement' | 'custom_reminder',
>(db: Db, table: K, companyId: string, rows: Rows<Database[K]>) {
  // Every list table has company_id; one table name stands in for the union so the builder types resolve.
  await db
    .deleteFrom(table as 'fund')
    .where('company_id', '=', companyId)
    .execute();
  if (rows.length === 0) return;
  await db
    .insertInto(table as 'fund')
    .values(rows.map((row) => ({ ...row, company_id: companyId })) as never)
    .execute();
}

export const replaceFunds = (db: Db, companyId: string, rows: Rows<FundTable>) =>
  replaceList(db, 'fund', companyId, rows);
export const replaceExpenses = (db: Db, companyId: string, rows: Rows<ExpenseTable>) =>
  replaceList(db, 'expense', companyId, rows);
export const replaceJummahs = (db: Db, companyId: string, rows: Rows<JummahTable>) =>
  replaceList(db, 'jummah', companyId, rows);
export const replaceAnnouncements = (db: Db, companyId: string, rows: Rows<AnnouncementTable>) =>
  replaceList(db, 'announcement', companyId, rows);
export const replaceReminders = (db: Db, companyId: string, rows: Rows<CustomReminderTable>) =>
  replaceList(db, 'custom_reminder', companyId, rows);

/** Sheets and their rows; deleting a sheet removes its rows (foreign key cascade). */
export async function replaceExpenseSheets(
  db: Db,
  companyId: string,
  sheets: Rows<ExpenseSheetTable>,
  rows: Omit<ExpenseSheetRowTable, 'company_id'>[],
) {
  await replaceList(db, 'expense_sheet', companyId, sheets);
  if (rows.length === 0) return;
  await db
    .insertInto('expense_sheet_row')
    .values(rows.map((row) => ({ ...row, company_id: companyId })))
    .execute();
}
