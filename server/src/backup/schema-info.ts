import { sql, type Kysely } from 'kysely';

/** Kysely's own bookkeeping: recreated by the migrations, never copied. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export interface TableInfo {
  name: string;
  columns: string[];
}

/** The application's tables in the current schema, parents before children (foreign keys). */
export async function tablesInRestoreOrder(db: Kysely<any>): Promise<TableInfo[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows) {
    if (MIGRATION_TABLES.has(table_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const links = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint con
    join pg_class child on child.oid = con.conrelid
    join pg_class parent on parent.oid = con.confrelid
    where con.contype = 'f' and con.connamespace = current_schema()::regnamespace`.execute(db);
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of links.rows)
    if (child !== parent) parents.set(child, (parents.get(child) ?? new Set()).add(parent));

  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of [...(parents.get(name) ?? [])].sort()) if (byTable.has(parent)) visit(parent, path);
    ordered.push(name);
  };
  for (const name of [...byTable.keys()].sort()) visit(name, new Set());
  return ordered.map((name) => ({ name, columns: byTable.get(name)! }));
}

export async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** Columns filled by a sequence (bigserial): moved past the restored values so new rows do not collide. */
export async function sequenceColumns(db: Kysely<any>): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(db);
  return rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
