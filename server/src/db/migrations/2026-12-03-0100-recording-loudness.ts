import type { Kysely } from 'kysely';

/**
 * Each recording's measured loudness (docs/sound.md, "Loudness"): its integrated loudness (LUFS), true
 * peak (dBTP) and the gain (dB) that brings it to -16 LUFS. Null where the server has not measured it: an
 * M4A/AAC file (no decoder on the server) or one uploaded before measuring began; a screen measures those
 * itself when it decodes them, so no backfill runs here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('masjid_recording')
    .addColumn('loudness_lufs', 'double precision')
    .addColumn('true_peak_db', 'double precision')
    .addColumn('gain_db', 'double precision')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('masjid_recording')
    .dropColumn('loudness_lufs')
    .dropColumn('true_peak_db')
    .dropColumn('gain_db')
    .execute();
}
