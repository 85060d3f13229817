import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/database.js';

const SECRET_NAME = 'web-push-vapid';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair that signs every push (RFC 8292), generated once and kept in the database as one
 * value, so every instance and every restart signs with the same pair and browsers' subscriptions (made
 * for the public key) keep working. The first instance to store a pair wins; the others read it.
 */
export async function vapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  const candidate = webpush.generateVAPIDKeys();
  await db
    .insertInto('app_secret')
    .values({ name: SECRET_NAME, value: JSON.stringify(candidate) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.value) as VapidKeys;
}
