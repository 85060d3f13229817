import type { ColumnType, Selectable } from 'kysely';

/** One row per masjid that has saved its after-prayer adhkar (docs/adhkar.md). */
export interface MasjidAdhkarTable {
  company_id: string;
  /** Written as JSON text, read as parsed JSON (checked again through core's schema). */
  settings: ColumnType<unknown, string, string>;
  version: number;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  updated_by: string | null;
}

export type MasjidAdhkarRow = Selectable<MasjidAdhkarTable>;
