import type { Kysely } from 'kysely';

/** Sign-in tokens issued before this moment no longer work (set when an admin resets the user's password). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('sessions_valid_after', 'timestamptz').execute();
}
