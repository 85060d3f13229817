import type { ColumnType, Selectable } from 'kysely';
import type { ScreenSettings } from '@core/screens/screen.schema.js';

export interface ScreenTable {
  id: string;
  company_id: string;
  name: string;
  token_hash: string | null;
  paired_at: Date;
  last_seen_at: Date | null;
  app_version: string | null;
  /** 'YYYY-MM-DD' */
  timetable_until: string | null;
  // bigint comes back as a string from pg; the mapper turns it into a number.
  clock_drift_ms: ColumnType<string | number | null, number | null, number | null>;
  display_width: number | null;
  display_height: number | null;
  orientation: string | null;
  /** 'desktop' or 'web' (ScreenPlayer), from the last heartbeat. */
  player: ColumnType<string, string | undefined, string>;
  settings: ColumnType<ScreenSettings, string, string>;
  offline_alerted_at: Date | null;
  unpaired_at: Date | null;
  /** From the heartbeat (docs/sound.md, "Per screen"): null until the screen says. */
  sound_blocked: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  sound_test_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 'played', 'blocked' or 'silent' (SoundTestOutcome). */
  sound_test_outcome: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ScreenPairingTable {
  id: string;
  code: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  requested_by: string;
  screen_id: string | null;
  claimed_at: Date | null;
  delivered_at: Date | null;
}

export interface ScreenCommandTable {
  id: string;
  screen_id: string;
  command: string;
  created_at: Date;
  delivered_at: Date | null;
}

export interface ScreenScreenshotTable {
  screen_id: string;
  content_type: string;
  image: Uint8Array;
  taken_at: Date;
}

export type ScreenRow = Selectable<ScreenTable>;
export type ScreenPairingRow = Selectable<ScreenPairingTable>;
