import type { Kysely } from 'kysely';

/**
 * A masjid's sound profile (docs/sound.md): one row per masjid that saved one, the profile as a JSON
 * document read back through core's schema. A masjid without a row plays what its chime settings say.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('masjid_sound_profile')
    .addColumn('company_id', 'text', (col) => col.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('profile', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('masjid_sound_profile').execute();
}
