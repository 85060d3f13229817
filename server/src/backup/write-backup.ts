import { sql, type Kysely } from 'kysely';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader } from './backup-format.js';
import { appliedMigrations, quoteIdent, tablesInRestoreOrder } from './schema-info.js';

/**
 * Reads every table in one REPEATABLE READ, read-only transaction: one consistent snapshot while the
 * server keeps writing. Returns the backup as JSON Lines.
 */
export async function writeBackup(db: Kysely<any>, now: Date = new Date()): Promise<string[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      const tables = await tablesInRestoreOrder(trx);
      const lines: string[] = [];
      const counts: number[] = [];
      for (const table of tables) {
        const { rows } = await sql<{
          row: Record<string, unknown>;
        }>`select to_jsonb(t) as row from ${sql.raw(quoteIdent(table.name))} t`.execute(trx);
        for (const { row } of rows) lines.push(JSON.stringify({ table: table.name, row }));
        counts.push(rows.length);
      }
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        migrations: await appliedMigrations(trx),
        tables: tables.map((table, index) => ({ ...table, rows: counts[index]! })),
      };
      return [JSON.stringify(header), ...lines, JSON.stringify({ end: true, rows: lines.length })];
    });
}
