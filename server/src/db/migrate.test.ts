import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { migrateToLatest, upToDate } from './migrate.js';
import { migrations, RENAMED_MIGRATIONS } from './migrations/index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const schemaOf = async () =>
  (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]!.schema;

it('starts on an up-to-date database without the migrator: no lock, no transaction, nothing applied', async () => {
  const schema = await schemaOf();
  expect(await upToDate(database.db, schema)).toBe(true);
  // The migrator would create its lock table again; the quick path never touches it.
  await sql`drop table ${sql.id(schema, 'kysely_migration_lock')}`.execute(database.db);
  expect(await migrateToLatest(database.db)).toEqual([]);
  const lock = await sql<{
    n: number;
  }>`select count(*)::int as n from information_schema.tables where table_schema = ${schema} and table_name = 'kysely_migration_lock'`.execute(
    database.db,
  );
  expect(lock.rows[0]!.n).toBe(0);
});

it('takes the migrator when a migration is not recorded, or on a new database', async () => {
  const schema = await schemaOf();
  const last = Object.keys(migrations).at(-1)!;
  const { rows } = await sql<{
    timestamp: string;
  }>`select timestamp from ${sql.id(schema, 'kysely_migration')} where name = ${last}`.execute(database.db);
  await sql`delete from ${sql.id(schema, 'kysely_migration')} where name = ${last}`.execute(database.db);
  try {
    expect(await upToDate(database.db, schema)).toBe(false);
  } finally {
    await sql`insert into ${sql.id(schema, 'kysely_migration')} (name, timestamp) values (${last}, ${rows[0]!.timestamp})`.execute(
      database.db,
    );
  }
  expect(await upToDate(database.db, 'no_such_schema')).toBe(false);
});

it('starts a database that recorded migrations under their old names without running them again', async () => {
  const schema = await schemaOf();
  const table = sql.id(schema, 'kysely_migration');
  for (const [old, now] of Object.entries(RENAMED_MIGRATIONS)) {
    await sql`update ${table} set name = ${old} where name = ${now}`.execute(database.db);
  }
  expect(await upToDate(database.db, schema)).toBe(false);
  expect(await migrateToLatest(database.db)).toEqual([]);
  const { rows } = await sql<{ name: string }>`select name from ${table} order by name`.execute(database.db);
  expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations));
});

it("migrates without reading other schemas' tables (another's rename or drop under it failed the migration)", async () => {
  // A database whose catalog-wide introspection fails, as Kysely's did while a table elsewhere was renamed.
  const fresh = await createTestDatabase({ migrated: false });
  try {
    const guarded = new Proxy(fresh.db, {
      get(target, property) {
        if (property === 'introspection') throw new Error('read every schema of the database');
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(await migrateToLatest(guarded)).toEqual(Object.keys(migrations));
    expect(
      await upToDate(
        fresh.db,
        (await sql<{ schema: string }>`select current_schema() as schema`.execute(fresh.db)).rows[0]!.schema,
      ),
    ).toBe(true);
  } finally {
    await fresh.destroy();
  }
});
