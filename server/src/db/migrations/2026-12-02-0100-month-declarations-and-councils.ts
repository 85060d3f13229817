import { type Kysely } from 'kysely';

/**
 * Month declarations and councils (docs/jumuah-eid-ramadan.md, "The month as the masjid declares it" and
 * "Councils"): a council is an account of its own with admins; masjids join it (its admins accept) and then
 * follow its declarations and, if they choose, its published timetable. A declaration belongs to a masjid
 * or to a council, one per Hijri month.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('council')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    /** The published timetable's settings (place, method, offsets, DST) and azan cells, or null: none. */
    .addColumn('timetable', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('council_admin')
    .addColumn('council_id', 'text', (col) => col.notNull().references('council.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('council_admin_pk', ['council_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('council_member')
    // A masjid follows at most one council.
    .addColumn('company_id', 'text', (col) => col.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('council_id', 'text', (col) => col.notNull().references('council.id').onDelete('cascade'))
    /** 'pending' until the council's admin accepts, then 'accepted'. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('follow_timetable', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('council_member_council').on('council_member').column('council_id').execute();
  await db.schema
    .createTable('month_declaration')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.references('company.id').onDelete('cascade'))
    .addColumn('council_id', 'text', (col) => col.references('council.id').onDelete('cascade'))
    .addColumn('hijri_year', 'integer', (col) => col.notNull())
    .addColumn('hijri_month', 'integer', (col) => col.notNull())
    /** 'sighted', 'not-sighted' or (a masjid's only) 'council'. */
    .addColumn('decision', 'text', (col) => col.notNull())
    .addColumn('by_user_id', 'text')
    .addColumn('by_email', 'text')
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('month_declaration_masjid_month')
    .unique()
    .on('month_declaration')
    .columns(['company_id', 'hijri_year', 'hijri_month'])
    .where('company_id', 'is not', null)
    .execute();
  await db.schema
    .createIndex('month_declaration_council_month')
    .unique()
    .on('month_declaration')
    .columns(['council_id', 'hijri_year', 'hijri_month'])
    .where('council_id', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('month_declaration').execute();
  await db.schema.dropTable('council_member').execute();
  await db.schema.dropTable('council_admin').execute();
  await db.schema.dropTable('council').execute();
}
