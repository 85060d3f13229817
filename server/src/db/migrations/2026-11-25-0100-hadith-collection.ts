import type { Kysely } from 'kysely';

/**
 * The hadith collection a super admin imports (docs/hadith-import.md): one server-wide list, replaced as a
 * whole by each import, rotated day by day by GET /api/hod. `position` is the row's place in the file.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hadith')
    .addColumn('position', 'integer', (col) => col.primaryKey())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('arabic', 'text')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('licence', 'text', (col) => col.notNull())
    .execute();
  // The last import, for the admin page: when, by whom, from which file.
  await db.schema
    .createTable('hadith_import')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('imported_at', 'timestamptz', (col) => col.notNull())
    .addColumn('imported_by', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hadith_import').execute();
  await db.schema.dropTable('hadith').execute();
}
