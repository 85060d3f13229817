import type { ColumnType, Selectable } from 'kysely';
import type { RecordingFormat } from '@core/sound/recording.js';

/** One recording a masjid uploaded (docs/sound.md, "Recordings"). */
export interface MasjidRecordingTable {
  id: string;
  company_id: string;
  name: string;
  credit: string;
  seconds: number;
  format: RecordingFormat;
  /** SHA-256 of the bytes, in hex: the public address's name, so a screen may cache it for ever. */
  content_hash: string;
  size: number;
  /** Integrated loudness (BS.1770-4), true peak and the gain to -16 LUFS; null where not measured (docs/sound.md, "Loudness"). */
  loudness_lufs: number | null;
  true_peak_db: number | null;
  gain_db: number | null;
  bytes: Uint8Array;
  created_at: ColumnType<Date, Date | string, Date | string>;
  created_by: string | null;
}

export type MasjidRecordingRow = Selectable<MasjidRecordingTable>;
/** A recording without its bytes: what lists and the dashboard answer need. */
export type RecordingSummary = Omit<MasjidRecordingRow, 'bytes'>;
