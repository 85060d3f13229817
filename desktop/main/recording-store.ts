import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { SOUND_FILE } from '@core/http/contract/sound.js';
import { RECORDING_CONTENT_TYPES, RECORDING_MAX_BYTES } from '@core/sound/recording.js';
import { createKeptFiles } from './kept-files.js';
import type { Logger } from './logger.js';
import type { FetchLike } from './server-client.js';
import type { Timers } from './timers.js';

/** Where under the app's data folder the recordings are kept, beside the saved dashboard copy. */
export const RECORDINGS_DIR_NAME = 'recordings';
/** One recording's download, whole exchange: a 20 MB file on a slow line, not a stalled server for ever. */
export const RECORDING_DEADLINE_MS = 120_000;
/** The contract's address of the recordings, without the file's name. */
const SOUND_FILES = pathOf(SOUND_FILE, { file: '' });

/**
 * The masjid's recordings on the desktop app (docs/sound.md, "Recordings on the desktop app"): main downloads
 * each one the dashboard answer lists (a deadline and a 20 MB cap each, its bytes checked against the hash its
 * address names), keeps them in the app's data folder with the saved dashboard copy, and serves them to the
 * window through the app's own protocol at the same path (kept-files.ts), so the adhan plays with the
 * network down for as long as the saved copy lasts.
 */
export function createRecordingStore(deps: {
  dir: string;
  fetch: FetchLike;
  timers: Timers;
  log: Logger;
  deadlineMs?: number;
  maxBytes?: number;
}) {
  return createKeptFiles(
    {
      label: 'Recordings',
      prefix: SOUND_FILES,
      contentTypes: RECORDING_CONTENT_TYPES,
      addresses: (data: DashboardData) =>
        data.sound ? data.sound.sounds.flatMap((sound) => (sound.url ? [sound.url] : [])) : null,
      deadlineMs: deps.deadlineMs ?? RECORDING_DEADLINE_MS,
      maxBytes: deps.maxBytes ?? RECORDING_MAX_BYTES,
    },
    deps,
  );
}

export type RecordingStore = ReturnType<typeof createRecordingStore>;
