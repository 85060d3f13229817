import { type Kysely } from 'kysely';

/** When the super admins were last asked to activate the masjid (docs/volunteer.md "First-run checklist"). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').addColumn('activation_requested_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').dropColumn('activation_requested_at').execute();
}
