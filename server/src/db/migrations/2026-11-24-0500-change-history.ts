import { sql, type Kysely } from 'kysely';

/**
 * The change history of every masjid (docs/history.md). No foreign key to company: the trail outlives
 * a deleted masjid, and a super admin can still read who deleted it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('change_history')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text')
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Orders entries that share a timestamp (several changes in one transaction).
    .addColumn('seq', 'bigserial', (col) => col.notNull())
    .execute();
  await sql`create index change_history_company_idx on change_history (company_id, entity, seq desc)`.execute(db);
  await sql`create index change_history_seq_idx on change_history (seq desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('change_history').ifExists().execute();
}
