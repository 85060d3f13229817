import { sql, type Kysely } from 'kysely';

/**
 * Prayer alerts with Web Push (docs/outside-the-hall.md): the browsers subscribed to a masjid's alerts,
 * and each alert planned for them, claimed by one instance when due and marked sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('company.id').onDelete('cascade'))
    // The push service's address for one browser; one subscription per browser and masjid.
    .addColumn('endpoint', 'text', (col) => col.notNull())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('alerts', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // When its alerts were last planned; planning looks two days ahead and is renewed well before that.
    .addColumn('planned_at', 'timestamptz')
    .addUniqueConstraint('push_subscription_endpoint_company', ['endpoint', 'company_id'])
    .execute();
  await db.schema.createIndex('push_subscription_company_idx').on('push_subscription').column('company_id').execute();

  await db.schema
    .createTable('push_alert')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subscription_id', 'text', (col) => col.notNull().references('push_subscription.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (col) => col.notNull())
    .addColumn('prayer_date', 'text', (col) => col.notNull())
    .addColumn('prayer', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('due_at', 'timestamptz', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // Set in the same transaction that claimed the row: an alert is sent at most once.
    .addColumn('sent_at', 'timestamptz')
    .addColumn('outcome', 'text')
    .addUniqueConstraint('push_alert_once', ['subscription_id', 'prayer_date', 'prayer', 'kind'])
    .execute();
  await db.schema.createIndex('push_alert_due_idx').on('push_alert').columns(['sent_at', 'due_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_alert').execute();
  await db.schema.dropTable('push_subscription').execute();
}
