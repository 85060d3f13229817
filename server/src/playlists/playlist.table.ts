import type { ColumnType, Selectable } from 'kysely';
import type { PosterFormat } from '@core/playlists/masjid-playlist.js';

/** Written as JSON text, read as parsed JSON (checked again through core's schema). */
type Json = ColumnType<unknown, string, string>;

/** One row per masjid that saved its playlist (docs/screens.md, "Playlists"). */
export interface MasjidPlaylistTable {
  company_id: string;
  playlist: Json;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  updated_by: string | null;
}

/** One poster a masjid uploaded (docs/screens.md, "Posters"). */
export interface MasjidPosterTable {
  id: string;
  company_id: string;
  name: string;
  format: PosterFormat;
  width: number;
  height: number;
  /** SHA-256 of the bytes, in hex: the public address's name, so a screen may cache it for ever. */
  content_hash: string;
  size: number;
  bytes: Uint8Array;
  created_at: ColumnType<Date, Date | string, Date | string>;
  created_by: string | null;
}

export type MasjidPosterRow = Selectable<MasjidPosterTable>;
export type PosterSummary = Omit<MasjidPosterRow, 'bytes'>;
