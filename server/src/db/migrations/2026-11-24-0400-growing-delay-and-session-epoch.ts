import type { Kysely } from 'kysely';

/**
 * Sign-in throttling by a growing delay (docs/security.md): each counter remembers when its next attempt
 * is allowed and which attempt last claimed it. `window_start` becomes the time of the last counted
 * attempt. Counters are transient, so old rows are simply dropped.
 *
 * Users get a session epoch: a sign-in token carries the epoch it was issued in, and changing a password
 * or deactivating a user moves the epoch on, so every older token stops working for good.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('login_attempt').execute();
  await db.schema.alterTable('login_attempt').renameColumn('window_start', 'last_attempt_at').execute();
  await db.schema.alterTable('login_attempt').addColumn('blocked_until', 'timestamptz').execute();
  await db.schema.alterTable('login_attempt').addColumn('claim', 'text').execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('session_epoch', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
