import type { Kysely } from 'kysely';

/**
 * A masjid's playlist (docs/screens.md, "Playlists"): one row per masjid that saved one, its items and
 * janazah notices as a JSON document read back through core's schema; and the posters it uploaded, each
 * with its bytes and their SHA-256, the name of its public address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('masjid_playlist')
    .addColumn('company_id', 'text', (col) => col.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('playlist', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('masjid_poster')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('company.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema.createIndex('masjid_poster_company_idx').on('masjid_poster').column('company_id').execute();
  await db.schema.createIndex('masjid_poster_hash_idx').on('masjid_poster').column('content_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('masjid_poster').execute();
  await db.schema.dropTable('masjid_playlist').execute();
}
