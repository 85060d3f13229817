import type { Kysely } from 'kysely';

/**
 * Urgent messages (docs/urgent-message.md): at most one per masjid and one server notice, each with its end
 * time. `scope` is the masjid's id, or '*' for the server notice (which has no masjid). A new message
 * replaces the one before; a withdrawal deletes it; the history keeps both (docs/history.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('urgent_message')
    .addColumn('scope', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.references('company.id').onDelete('cascade'))
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('urgent_message').execute();
}
