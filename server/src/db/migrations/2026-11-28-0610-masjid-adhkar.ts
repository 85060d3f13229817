import { type Kysely } from 'kysely';

/**
 * A masjid's after-prayer adhkar (docs/adhkar.md): one row per masjid that has saved them, the setting a
 * JSON document read back through core's schema. A masjid without a row shows the standard adhkar.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('masjid_adhkar')
    .addColumn('company_id', 'text', (col) => col.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('settings', 'jsonb', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('masjid_adhkar').execute();
}
