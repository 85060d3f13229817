import { sql, type Kysely } from 'kysely';

/**
 * Prayer timetable: one config per masjid (what the times are computed from) and the manual cells that
 * override computed times, keyed by month-day so they carry across years.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prayer_config')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().unique().references('company.id').onDelete('cascade'))
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('timezone_id', 'text', (col) => col.notNull())
    .addColumn('calculation_method', 'integer', (col) => col.notNull())
    .addColumn('asr_method', 'integer', (col) => col.notNull())
    .addColumn('offsets', 'jsonb', (col) => col.notNull())
    .addColumn('high_latitude_rule', 'text', (col) => col.notNull().defaultTo('auto'))
    .addColumn('dst_enable', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('dst_automatic', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('dst_begin', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('dst_end', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('iqama_rules', 'jsonb', (col) => col.notNull())
    // Bumped by every change to the config or its manual cells: the key of cached timetables.
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('prayer_override')
    .addColumn('company_id', 'text', (col) => col.notNull().references('company.id').onDelete('cascade'))
    .addColumn('month_day', 'text', (col) => col.notNull())
    .addColumn('prayer_column', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('prayer_override_pk', ['company_id', 'month_day', 'prayer_column'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('prayer_override').ifExists().execute();
  await db.schema.dropTable('prayer_config').ifExists().execute();
}
