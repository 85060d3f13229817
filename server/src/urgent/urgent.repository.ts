import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { UrgentMessageRow } from './urgent.table.js';

type Db = Kysely<Database>;

/** The scope of the server notice: it belongs to no masjid. */
export const SERVER_SCOPE = '*';

/** The scope's row, ended or not; locked, so two saves at once record their history one after the other. */
export async function findUrgentRow(db: Db, scope: string): Promise<UrgentMessageRow | undefined> {
  return db.selectFrom('urgent_message').selectAll().where('scope', '=', scope).forUpdate().executeTakeFirst();
}

/** The scope's row, ended or not, for a read. */
export async function peekUrgentRow(db: Db, scope: string): Promise<UrgentMessageRow | undefined> {
  return db.selectFrom('urgent_message').selectAll().where('scope', '=', scope).executeTakeFirst();
}

/** The masjid's message and the server notice that have not ended at `now`. */
export async function findActiveUrgentRows(db: Db, companyId: string, now: Date): Promise<UrgentMessageRow[]> {
  return db
    .selectFrom('urgent_message')
    .selectAll()
    .where('scope', 'in', [companyId, SERVER_SCOPE])
    .where('ends_at', '>', now)
    .execute();
}

export async function putUrgentRow(db: Db, row: UrgentMessageRow): Promise<void> {
  await db
    .insertInto('urgent_message')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('scope').doUpdateSet({
        id: row.id,
        text: row.text,
        ends_at: row.ends_at,
        sent_at: row.sent_at,
        sent_by: row.sent_by,
      }),
    )
    .execute();
}

export async function deleteUrgentRow(db: Db, scope: string): Promise<void> {
  await db.deleteFrom('urgent_message').where('scope', '=', scope).execute();
}
