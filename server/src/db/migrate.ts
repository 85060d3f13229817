import { sql, type DatabaseIntrospector, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { migrations, RENAMED_MIGRATIONS } from './migrations/index.js';

/** Migrations come from a static map (not the file system) so they survive bundling. */
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly all: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.all;
  }
}

/**
 * Whether every migration is recorded already: the usual start, which then skips the migrator's lock
 * and transaction (a good part of a start on an existing database). A database being migrated by another
 * instance right now is not up to date yet, so it takes the locked path below.
 */
export async function upToDate(db: Kysely<any>, schema: string): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')}`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false; // a new database: no migration table yet
  }
}

/**
 * Gives the records of renamed migrations their name now (migrations/index.ts, RENAMED_MIGRATIONS): one
 * statement, so instances starting together see the old names or the new, never a mix. A new database has
 * no migration table yet and nothing to rename.
 */
export async function renameRecordedMigrations(db: Kysely<any>, schema: string): Promise<void> {
  const { rows } = await sql<{
    found: string | null;
  }>`select to_regclass(format('%I.%I', ${schema}::text, 'kysely_migration'))::text as found`.execute(db);
  if (!rows[0]?.found) return;
  const pairs = Object.entries(RENAMED_MIGRATIONS);
  const oldNames = pairs.map(([old]) => old);
  const newNames = pairs.map(([, now]) => now);
  await sql`update ${sql.id(schema, 'kysely_migration')} as m set name = r.now
    from unnest(${oldNames}::text[], ${newNames}::text[]) as r(old, now)
    where m.name = r.old`.execute(db);
}

/**
 * The database as the migrator sees it: Kysely looks for its own tables by reading the columns of every table
 * in every schema of the database, and that read fails when another schema's table is renamed or dropped
 * while it runs (another Minaret, another application, a test beside it: "relation ... does not exist").
 * It only needs to know whether its schema and its two tables exist, so it asks about this schema alone.
 */
function withOwnSchemaIntrospection(db: Kysely<any>, schema: string): Kysely<any> {
  const introspection: Pick<DatabaseIntrospector, 'getSchemas' | 'getTables'> = {
    async getSchemas() {
      const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace
        where nspname = ${schema}`.execute(db);
      return rows;
    },
    async getTables() {
      const { rows } = await sql<{ name: string; schema: string }>`select table_name as name, table_schema as schema
        from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map((row) => ({ ...row, isView: false, isForeign: false, columns: [] }));
    },
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read its private fields: they run on the instance itself, not on this proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Brings the schema up to date; each migration runs in its own transaction, under Kysely's lock. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Features landed their migrations in parallel (0100 after 0200 existed); a database created in between
  // must still take the earlier-named one rather than refuse to start.
  // Kysely looks for its lock table in every schema unless told which: another schema's copy (a second
  // Minaret, or a test schema a killed run left behind) would make it skip creating its own and fail.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  await renameRecordedMigrations(db, rows[0]!.schema);
  if (await upToDate(db, rows[0]!.schema)) return [];
  const migrator = new Migrator({
    db: withOwnSchemaIntrospection(db, rows[0]!.schema),
    provider: new StaticMigrationProvider(migrations),
    allowUnorderedMigrations: true,
    migrationTableSchema: rows[0]!.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
