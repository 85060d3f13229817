import type { ColumnType, Selectable } from 'kysely';
import type { PosterFormat } from '@core/playlists/posters.js';
import type { VideoFormat } from '@core/playlists/video.js';

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

/** A smaller copy of a poster (docs/screens.md, "Posters"), at its own address made of its bytes. */
export interface MasjidPosterSizeTable {
  poster_id: string;
  width: number;
  height: number;
  format: PosterFormat;
  content_hash: string;
  size: number;
  bytes: Uint8Array;
}

export type MasjidPosterSizeRow = Selectable<MasjidPosterSizeTable>;
export type PosterSizeSummary = Omit<MasjidPosterSizeRow, 'bytes'>;

/** A short video a masjid uploaded (docs/screens.md, "Videos"); its bytes are read in ranges. */
export interface MasjidVideoTable {
  id: string;
  company_id: string;
  name: string;
  format: VideoFormat;
  /** Plays without sound unless the admin chose sound at upload. */
  muted: ColumnType<boolean, boolean | undefined, boolean>;
  content_hash: string;
  size: number;
  bytes: Uint8Array;
  created_at: ColumnType<Date, Date | string, Date | string>;
  created_by: string | null;
}

export type MasjidVideoRow = Selectable<MasjidVideoTable>;
export type VideoSummary = Omit<MasjidVideoRow, 'bytes'>;
