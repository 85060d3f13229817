import { type Kysely } from 'kysely';

/**
 * A masjid registered by a visitor (not created by a super admin) is marked, so a registration abandoned
 * before its first admin can give its dashboard URL back (docs/volunteer.md "Registration").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('self_registered', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').dropColumn('self_registered').execute();
}
