import { sql, type Kysely } from 'kysely';

/**
 * Screens as a fleet (docs/screens.md): pairings waiting for a code to be claimed, the paired screens with
 * their last heartbeat figures, the commands waiting for them, and each screen's last screenshot.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('screen')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('company.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // sha256 of the screen's token; null until the screen has collected it, and again once revoked.
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('paired_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('app_version', 'text')
    .addColumn('timetable_until', 'text')
    .addColumn('clock_drift_ms', 'bigint')
    .addColumn('display_width', 'integer')
    .addColumn('display_height', 'integer')
    .addColumn('orientation', 'text')
    .addColumn('settings', 'jsonb', (col) => col.notNull())
    // Set by the unpair command: the token is revoked and the row stays, for the admin to see or delete.
    .addColumn('unpaired_at', 'timestamptz')
    // Set when the "offline" email is claimed for sending, cleared when the "back" email is.
    .addColumn('offline_alerted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('screen_company_idx').on('screen').column('company_id').execute();

  await db.schema
    .createTable('screen_pairing')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('requested_by', 'text', (col) => col.notNull())
    .addColumn('screen_id', 'text', (col) => col.references('screen.id').onDelete('cascade'))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('screen_pairing_code_idx').on('screen_pairing').column('code').execute();
  await db.schema
    .createIndex('screen_pairing_requested_idx')
    .on('screen_pairing')
    .columns(['requested_by', 'created_at'])
    .execute();

  await db.schema
    .createTable('screen_command')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('screen_id', 'text', (col) => col.notNull().references('screen.id').onDelete('cascade'))
    .addColumn('command', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('screen_command_screen_idx')
    .on('screen_command')
    .columns(['screen_id', 'delivered_at'])
    .execute();

  await db.schema
    .createTable('screen_screenshot')
    .addColumn('screen_id', 'text', (col) => col.primaryKey().references('screen.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('image', 'bytea', (col) => col.notNull())
    .addColumn('taken_at', 'timestamptz', (col) => col.notNull())
    .execute();
}
