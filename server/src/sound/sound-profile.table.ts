import type { ColumnType, Selectable } from 'kysely';

/** Written as JSON text, read as parsed JSON (checked again through core's schema). */
type Json = ColumnType<unknown, string, string>;

/** One row per masjid that saved its sound profile (docs/sound.md). */
export interface MasjidSoundProfileTable {
  company_id: string;
  profile: Json;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  updated_by: string | null;
}

export type MasjidSoundProfileRow = Selectable<MasjidSoundProfileTable>;
