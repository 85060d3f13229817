import type { Kysely } from 'kysely';

/**
 * A masjid's own recordings (docs/sound.md, "Recordings"): the bytes as uploaded, checked, with the length
 * read from them. `content_hash` (SHA-256 of the bytes) names the public, immutable address screens cache.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('masjid_recording')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('company.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('credit', 'text', (col) => col.notNull())
    .addColumn('seconds', 'double precision', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema.createIndex('masjid_recording_company_idx').on('masjid_recording').column('company_id').execute();
  await db.schema.createIndex('masjid_recording_hash_idx').on('masjid_recording').column('content_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('masjid_recording').execute();
}
