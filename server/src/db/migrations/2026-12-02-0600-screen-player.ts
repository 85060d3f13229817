import type { Kysely } from 'kysely';

/**
 * Which player a screen runs (docs/screens.md, "Web player"): `desktop` or `web`, from its heartbeat. The
 * screens paired before the web player are desktop apps, which is the default.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('screen')
    .addColumn('player', 'text', (col) => col.notNull().defaultTo('desktop'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('screen').dropColumn('player').execute();
}
