import { type Kysely } from 'kysely';

/** A masjid's chosen currency (ISO 4217); null follows its country (docs/volunteer.md "Currency"). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').addColumn('currency', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').dropColumn('currency').execute();
}
