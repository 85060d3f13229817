import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import type { Video } from '@core/playlists/video.js';
import { EMPTY_PLAYLIST } from '@core/playlists/masjid-playlist.js';
import { rendererResponse } from './app-protocol.js';
import { dashboardData, fakeFetch, recordingLogger, unreachable } from './testing/fakes.js';
import { systemTimers } from './timers.js';
import { createVideoStore } from './video-store.js';

/**
 * The playlist's videos on the desktop app (docs/screens.md, "Videos"): downloaded once under a deadline and
 * a cap, checked against their address, and served through the app protocol in ranges with the network down.
 */
const SERVER = 'https://minaret.example.org';
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-videos-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function video(bytes: Uint8Array, format: Video['format'] = 'webm'): { video: Video; bytes: Uint8Array; path: string } {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const address = `/api/video-files/${hash}.${format}`;
  return {
    bytes,
    path: address,
    video: { id: `v-${hash.slice(0, 6)}`, name: 'Appeal', url: address, format, size: bytes.length, muted: true },
  };
}
const withVideos = (videos: Video[]): DashboardData => ({
  ...dashboardData({ firstDay: '2026-12-02', days: 2 }),
  playlist: { ...EMPTY_PLAYLIST, videos },
});

const APPEAL = video(Uint8Array.from({ length: 1000 }, (_, index) => index % 251));

it('downloads each video once and serves it whole and in ranges through the app protocol with the network down', async () => {
  const server = fakeFetch({ [APPEAL.path]: () => new Response(APPEAL.bytes) });
  const store = createVideoStore({ dir, fetch: server.fetch, timers: systemTimers, log: recordingLogger() });
  await store.keep(SERVER, withVideos([APPEAL.video]));
  await store.keep(SERVER, withVideos([APPEAL.video]));
  expect(server.requested).toEqual([`${SERVER}${APPEAL.path}`]);

  const offline = createVideoStore({ dir, fetch: unreachable, timers: systemTimers, log: recordingLogger() });
  const kept = (pathname: string, range: string | null) => offline.response(pathname, range);
  const whole = await rendererResponse(dir, `minaret://app${APPEAL.path}`, kept);
  expect(whole.status).toBe(200);
  expect(whole.headers.get('content-type')).toBe('video/webm');
  expect(new Uint8Array(await whole.arrayBuffer())).toEqual(APPEAL.bytes);
  const part = await rendererResponse(dir, `minaret://app${APPEAL.path}`, kept, 'bytes=100-199');
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
  expect(part.headers.get('content-security-policy')).toContain("media-src 'self'");
  expect(new Uint8Array(await part.arrayBuffer())).toEqual(APPEAL.bytes.subarray(100, 200));
  const beyond = await rendererResponse(dir, `minaret://app${APPEAL.path}`, kept, 'bytes=1000-');
  expect(beyond.status).toBe(416);
  const unknown = `minaret://app/api/video-files/${'0'.repeat(64)}.webm`;
  expect((await rendererResponse(dir, unknown, kept)).status).toBe(404);
  expect((await rendererResponse(dir, 'minaret://app/api/video-files/../settings.json', kept)).status).toBe(404);
});

it('keeps nothing over the cap (counted while reading), nothing whose bytes differ, nothing past the deadline', async () => {
  const big = video(new Uint8Array(64).fill(7), 'mp4');
  const stalled = video(new Uint8Array([1, 1, 1]));
  const log = recordingLogger();
  const server = fakeFetch({
    // No length given: the cap is met while the body is read.
    [big.path]: () =>
      new Response(
        new ReadableStream({
          start(controller) {
            for (let index = 0; index < 8; index += 1) controller.enqueue(big.bytes.subarray(index * 8, index * 8 + 8));
            controller.close();
          },
        }),
      ),
    [APPEAL.path]: () => new Response(new Uint8Array([9, 9, 9])),
    [stalled.path]: () => new Response(new ReadableStream({ start: () => undefined })),
  });
  const store = createVideoStore({
    dir,
    fetch: server.fetch,
    timers: systemTimers,
    log,
    maxBytes: 32,
    deadlineMs: 200,
  });
  await store.keep(SERVER, withVideos([big.video, APPEAL.video, stalled.video]));
  expect(fs.readdirSync(dir)).toEqual([]);
  const lines = log.lines.join('\n');
  expect(lines).toMatch(/Videos: could not keep .*: larger than 32 bytes/);
  expect(lines).toMatch(/do not match/);
  expect(lines).toMatch(/no answer within 0 s/);
});

it('forgets the videos the answer no longer lists, and keeps them when an answer says nothing of the playlist', async () => {
  const other = video(new Uint8Array([5, 6, 7]), 'mp4');
  const server = fakeFetch({
    [APPEAL.path]: () => new Response(APPEAL.bytes),
    [other.path]: () => new Response(other.bytes),
  });
  const store = createVideoStore({ dir, fetch: server.fetch, timers: systemTimers, log: recordingLogger() });
  await store.keep(SERVER, withVideos([APPEAL.video, other.video]));
  await store.keep(SERVER, { ...withVideos([]), playlist: undefined });
  expect(fs.readdirSync(dir).sort()).toHaveLength(2);
  await store.keep(SERVER, withVideos([other.video]));
  expect(fs.readdirSync(dir)).toEqual([other.path.split('/').at(-1)]);
  expect(await store.response(APPEAL.path)).toBeNull();
});
