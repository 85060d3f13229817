import { sql, type Kysely } from 'kysely';
import { migrations as knownMigrations } from '../db/migrations/index.js';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, type BackupHeader, type BackupRowLine } from './backup-format.js';
import { quoteIdent, sequenceColumns, tablesInRestoreOrder } from './schema-info.js';

const BATCH = 500;

function parseLine(line: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError(`Line ${number} of the backup is not valid JSON: the file is damaged.`);
  }
}

function checkHeader(value: unknown): BackupHeader {
  const header = value as BackupHeader;
  if (!header || header.format !== BACKUP_FORMAT) throw new BackupError('This file is not a Minaret backup.');
  if (header.version !== BACKUP_VERSION)
    throw new BackupError(
      `This backup has format version ${header.version}; this Minaret reads version ${BACKUP_VERSION}.`,
    );
  const unknown = header.migrations.filter((name) => !(name in knownMigrations));
  if (unknown.length)
    throw new BackupError(
      `This backup was made by a newer Minaret (migrations ${unknown.join(', ')}). Restore it with that version or later.`,
    );
  return header;
}

/** Refuses a database that holds anything (a started server already made a super admin and a secret). */
export async function assertEmpty(db: Kysely<any>): Promise<void> {
  for (const table of await tablesInRestoreOrder(db)) {
    const { rows } = await sql<{
      count: number;
    }>`select count(*)::int as count from ${sql.raw(quoteIdent(table.name))}`.execute(db);
    if (rows[0]!.count > 0) {
      throw new BackupError(
        `The target is not empty (table ${table.name} has ${rows[0]!.count} rows). Restore only into a new DATA_DIR or an empty database: nothing was changed.`,
      );
    }
  }
}

/**
 * Restores a backup (its lines, header first) into a migrated, empty database in one transaction: either
 * everything is restored or nothing is. Returns the number of rows restored.
 */
export async function restoreBackup(db: Kysely<any>, lines: readonly string[]): Promise<number> {
  const text = lines.filter((line) => line.trim() !== '');
  if (text.length === 0) throw new BackupError('The backup file is empty.');
  const header = checkHeader(parseLine(text[0]!, 1));
  const end = parseLine(text[text.length - 1]!, text.length) as { end?: boolean; rows?: number };
  if (end?.end !== true || end.rows !== text.length - 2)
    throw new BackupError('The backup file is incomplete (cut off before its end): nothing was restored.');

  return db.transaction().execute(async (trx) => {
    await assertEmpty(trx);
    const current = new Map((await tablesInRestoreOrder(trx)).map((table) => [table.name, table.columns]));
    for (const table of header.tables) {
      const columns = current.get(table.name);
      if (!columns) throw new BackupError(`The backup has a table this Minaret does not know (${table.name}).`);
      const extra = table.columns.filter((column) => !columns.includes(column));
      if (extra.length)
        throw new BackupError(`The backup has columns this Minaret does not know (${table.name}.${extra.join(', ')}).`);
    }
    const columnsOf = new Map(header.tables.map((table) => [table.name, table.columns]));
    let pending: BackupRowLine[] = [];
    const flush = async () => {
      if (pending.length === 0) return;
      const table = pending[0]!.table;
      const columns = columnsOf.get(table)!.map(quoteIdent).join(', ');
      const rows = JSON.stringify(pending.map((line) => line.row));
      await sql`insert into ${sql.raw(quoteIdent(table))} (${sql.raw(columns)})
        select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.raw(quoteIdent(table))}, ${rows}::jsonb)`.execute(
        trx,
      );
      pending = [];
    };
    for (let index = 1; index < text.length - 1; index++) {
      const line = parseLine(text[index]!, index + 1) as BackupRowLine;
      if (!line || typeof line.table !== 'string' || !columnsOf.has(line.table) || typeof line.row !== 'object') {
        throw new BackupError(`Line ${index + 1} of the backup is not a row of a known table.`);
      }
      if (pending.length && (pending[0]!.table !== line.table || pending.length >= BATCH)) await flush();
      pending.push(line);
    }
    await flush();
    for (const { table, column } of await sequenceColumns(trx)) {
      await sql`select setval(pg_get_serial_sequence(${quoteIdent(table)}, ${column}),
        coalesce((select max(${sql.raw(quoteIdent(column))}) from ${sql.raw(quoteIdent(table))}), 0) + 1, false)`.execute(
        trx,
      );
    }
    return text.length - 2;
  });
}
