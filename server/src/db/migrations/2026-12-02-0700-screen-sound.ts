import type { Kysely } from 'kysely';

/**
 * What a screen last said about its sound (docs/sound.md, "Per screen"): whether its browser refuses sound
 * until a tap, and the outcome of its last `sound-test`. Unknown (null) for screens that never said. The
 * screen's volume and silence are part of its settings (the `settings` JSON), which default them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('screen')
    .addColumn('sound_blocked', 'boolean')
    .addColumn('sound_test_at', 'timestamptz')
    .addColumn('sound_test_outcome', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('screen')
    .dropColumn('sound_blocked')
    .dropColumn('sound_test_at')
    .dropColumn('sound_test_outcome')
    .execute();
}
