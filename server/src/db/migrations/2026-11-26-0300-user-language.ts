import { type Kysely } from 'kysely';

/** The language a user chose for the admin app and their emails; null follows the browser (docs/languages.md "Admin app"). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('language').execute();
}
