import { sql, type Kysely } from 'kysely';

/**
 * Masjid content (central control). Every list row is keyed by (company_id, id), so an id sent by one
 * masjid can never collide with, or reach, another masjid's row; `position` keeps the admin's order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('central_control')
    .addColumn('company_id', 'text', (col) => col.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();

  const list = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('company_id', 'text', (col) => col.notNull().references('company.id').onDelete('cascade'))
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull());

  await list('fund')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('goal', sql`numeric(14, 2)`, (col) => col.notNull())
    .addColumn('current_amount', sql`numeric(14, 2)`, (col) => col.notNull())
    .addColumn('pledge', sql`numeric(14, 2)`, (col) => col.notNull())
    .addColumn('end_date', 'date')
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('fund_pk', ['company_id', 'id'])
    .execute();

  await list('expense')
    .addColumn('line_item', 'text', (col) => col.notNull())
    .addColumn('amount', sql`numeric(14, 2)`, (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('expense_pk', ['company_id', 'id'])
    .execute();

  await list('expense_sheet')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('expense_sheet_pk', ['company_id', 'id'])
    .execute();

  await db.schema
    .createTable('expense_sheet_row')
    .addColumn('company_id', 'text', (col) => col.notNull())
    .addColumn('expense_sheet_id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('expense_sheet_row_pk', ['company_id', 'expense_sheet_id', 'position'])
    .addForeignKeyConstraint(
      'expense_sheet_row_sheet_fk',
      ['company_id', 'expense_sheet_id'],
      'expense_sheet',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await list('jummah')
    .addColumn('khateeb', 'text', (col) => col.notNull())
    .addColumn('jummah_date', 'date')
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('jummah_pk', ['company_id', 'id'])
    .execute();

  await list('announcement')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('announcement_pk', ['company_id', 'id'])
    .execute();

  await list('custom_reminder')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('custom_reminder_pk', ['company_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'custom_reminder',
    'announcement',
    'jummah',
    'expense_sheet_row',
    'expense_sheet',
    'expense',
    'fund',
    'central_control',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
