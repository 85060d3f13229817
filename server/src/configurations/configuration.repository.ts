import type { Kysely } from 'kysely';
import type { NameValue } from '@core/api-types.js';
import type { Database } from '../db/database.js';

export async function findConfigurations(db: Kysely<Database>, companyId: string): Promise<NameValue[]> {
  return db
    .selectFrom('company_configuration')
    .select(['name', 'value'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .execute();
}

/** Upserts the given names; names not given keep their stored value. */
export async function saveConfigurations(
  db: Kysely<Database>,
  companyId: string,
  entries: readonly NameValue[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('company_configuration')
    .values(entries.map((entry) => ({ company_id: companyId, name: entry.name, value: entry.value })))
    .onConflict((oc) => oc.columns(['company_id', 'name']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}
