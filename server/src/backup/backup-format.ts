/**
 * A Minaret backup is JSON Lines (docs/backup.md): a header line, then one line per table row in an order
 * that satisfies foreign keys, then an end line with the row count, so a cut-off file is recognised.
 * Rows are PostgreSQL's own `to_jsonb` of the row, which both PGlite and PostgreSQL read back exactly
 * (dates, numerics, jsonb, arrays), so one format serves both databases.
 */
export const BACKUP_FORMAT = 'minaret-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Migrations applied to the database the backup was taken from. */
  migrations: string[];
  /** Tables in restore order, with their columns. */
  tables: Array<{ name: string; columns: string[]; rows: number }>;
}

export interface BackupRowLine {
  table: string;
  row: Record<string, unknown>;
}

export interface BackupEndLine {
  end: true;
  rows: number;
}

export class BackupError extends Error {}
