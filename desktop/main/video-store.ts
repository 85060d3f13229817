import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { VIDEO_FILE } from '@core/http/contract/playlist.js';
import { VIDEO_CONTENT_TYPES, VIDEO_MAX_BYTES } from '@core/playlists/video.js';
import { createKeptFiles } from './kept-files.js';
import type { Logger } from './logger.js';
import type { FetchLike } from './server-client.js';
import type { Timers } from './timers.js';

/** Where under the app's data folder the playlist's videos are kept, beside the saved dashboard copy. */
export const VIDEOS_DIR_NAME = 'videos';
/** One video's download, whole exchange: 100 MB on a slow line (about 1.4 Mbit/s), not a stalled server for ever. */
export const VIDEO_DEADLINE_MS = 600_000;
/** The most one open-ended range reads from disk: the video element asks for the next part. */
const VIDEO_CHUNK_BYTES = 8 * 1024 * 1024;
const VIDEO_FILES = pathOf(VIDEO_FILE, { file: '' });

/** Whether the app protocol's path is a video's (the others it keeps are recordings). */
export const isVideoPath = (pathname: string) => pathname.startsWith(VIDEO_FILES);

/**
 * The playlist's videos on the desktop app (docs/screens.md, "Videos"): downloaded by main (a 10-minute
 * deadline, the 100 MB cap counted while reading, the bytes checked against their address), kept with the
 * saved dashboard copy, and served to the window through the app's protocol in ranges, so a video plays on
 * with the network cut. The renderer's policy allows media from its own origin only.
 */
export function createVideoStore(deps: {
  dir: string;
  fetch: FetchLike;
  timers: Timers;
  log: Logger;
  deadlineMs?: number;
  maxBytes?: number;
}) {
  return createKeptFiles(
    {
      label: 'Videos',
      prefix: VIDEO_FILES,
      contentTypes: VIDEO_CONTENT_TYPES,
      addresses: (data: DashboardData) =>
        data.playlist ? (data.playlist.videos ?? []).map((video) => video.url) : null,
      deadlineMs: deps.deadlineMs ?? VIDEO_DEADLINE_MS,
      maxBytes: deps.maxBytes ?? VIDEO_MAX_BYTES,
      chunkBytes: VIDEO_CHUNK_BYTES,
    },
    deps,
  );
}

export type VideoStore = ReturnType<typeof createVideoStore>;
