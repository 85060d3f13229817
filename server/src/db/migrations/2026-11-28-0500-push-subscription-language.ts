import type { Kysely } from 'kysely';

/**
 * Each prayer-alert subscription carries the language its alerts are written in (docs/outside-the-hall.md
 * "Prayer alerts"). Subscriptions made before were all sent English, so they stay English.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('push_subscription')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('push_subscription').dropColumn('language').execute();
}
