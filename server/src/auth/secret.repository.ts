import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * A secret generated once and kept in the database, so every instance that shares a PostgreSQL
 * (and every restart on PGlite, whose files live in DATA_DIR) signs with the same key.
 */
export async function getOrCreateSecret(db: Kysely<Database>, name: string): Promise<string> {
  const candidate = randomBytes(48).toString('base64url');
  await db
    .insertInto('app_secret')
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
