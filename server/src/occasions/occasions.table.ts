import type { ColumnType, Selectable } from 'kysely';

/** Written as JSON text, read as parsed JSON (checked again through core's schemas). */
type Json = ColumnType<unknown, string | undefined, string>;

/** One row per masjid that has saved its Jumu'ah sessions, Eid prayers or Ramadan settings. */
export interface MasjidOccasionsTable {
  company_id: string;
  jumuah_sessions: Json;
  eid_prayers: Json;
  ramadan: Json;
  version: number;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  updated_by: string | null;
}

export type MasjidOccasionsRow = Selectable<MasjidOccasionsTable>;
