import { sql, type Kysely } from 'kysely';

/**
 * Posters in sizes and the masjid's videos (docs/screens.md, "Posters" and "Videos"): each poster's smaller
 * copies (WebP, for 720p to 4K screens), each at an address made of its SHA-256 like the original; and the
 * short videos a masjid uploads, served in ranges. Posters uploaded before this keep their original alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('masjid_poster_size')
    .addColumn('poster_id', 'text', (col) => col.notNull().references('masjid_poster.id').onDelete('cascade'))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('masjid_poster_size_pk', ['poster_id', 'width'])
    .execute();
  await db.schema.createIndex('masjid_poster_size_hash_idx').on('masjid_poster_size').column('content_hash').execute();
  await db.schema
    .createTable('masjid_video')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('company.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('muted', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .execute();
  // Kept uncompressed (video is compressed already), so a range is read without unpacking what comes before it.
  await sql`alter table masjid_video alter column bytes set storage external`.execute(db);
  await db.schema.createIndex('masjid_video_company_idx').on('masjid_video').column('company_id').execute();
  await db.schema.createIndex('masjid_video_hash_idx').on('masjid_video').column('content_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('masjid_video').execute();
  await db.schema.dropTable('masjid_poster_size').execute();
}
