import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POSTER_MAX_BYTES } from '@core/playlists/posters.js';
import { createDashboardCache } from './dashboard-cache.js';
import { createDashboardLoader } from './dashboard-loader.js';
import { createServerClient } from './server-client.js';
import { createServerClock } from './server-clock.js';
import type { Connection } from './settings.js';
import { dashboardData, fakeFetch, recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';

/**
 * The desktop renderer loads no picture from the network, so main puts each poster of the playlist into the
 * answer as a data URL (docs/screens.md, "On the screen"), once per run, and leaves out one it cannot have.
 */
const connection: Connection = { serverUrl: 'https://minaret.example.org', companyUrl: 'masjidnoor' };
const small = `/api/poster-files/${'a'.repeat(64)}.png`;
const huge = `/api/poster-files/${'b'.repeat(64)}.jpg`;
const missing = `/api/poster-files/${'c'.repeat(64)}.webp`;
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-posters-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('posters in the desktop answer', () => {
  it('inlines each poster once, leaves out one over the cap or missing, and keeps them in the saved copy', async () => {
    const poster = (id: string, url: string) => ({ id, name: id, url, width: 10, height: 10, sizes: [] });
    const { fetch, requested } = fakeFetch({
      '/api/dashboard/': () =>
        Response.json({
          ...dashboardData({ firstDay: '2026-12-01', days: 2, serverTime: new Date().toISOString() }),
          playlist: {
            items: [],
            notices: [],
            posters: [poster('small', small), poster('huge', huge), poster('missing', missing)],
          },
        }),
      [small]: () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png' } }),
      [huge]: () => new Response(new Uint8Array(POSTER_MAX_BYTES + 1)),
      [missing]: () => new Response('not found', { status: 404 }),
    });
    const log = recordingLogger();
    const cache = createDashboardCache({ dir, log });
    const loader = createDashboardLoader({
      client: createServerClient({ fetch, timers: systemTimers }),
      cache,
      serverClock: createServerClock(systemTimers),
      connection: () => connection,
      timers: systemTimers,
      log,
    });
    const load = await loader.loadDashboard('masjidnoor', 2);
    expect(load.data.playlist?.posters).toEqual([{ ...poster('small', small), url: 'data:image/png;base64,AQID' }]);
    expect((await cache.read(connection))?.data.playlist?.posters[0]?.url).toBe('data:image/png;base64,AQID');
    await loader.loadDashboard('masjidnoor', 2);
    expect(requested.filter((url) => url.endsWith(small))).toHaveLength(1);
  });
});

describe('poster sizes on the desktop app', () => {
  it('fetches only the size its display draws and names that one alone in the answer', async () => {
    const original = `/api/poster-files/${'d'.repeat(64)}.jpg`;
    const copy = (width: number, letter: string) => ({
      width,
      height: width / 2,
      url: `/api/poster-files/${letter.repeat(64)}.webp`,
    });
    const sizes = [copy(1280, 'e'), copy(1920, 'f'), copy(2560, '1'), copy(3840, '2')];
    const { fetch, requested } = fakeFetch({
      '/api/dashboard/': () =>
        Response.json({
          ...dashboardData({ firstDay: '2026-12-01', days: 2, serverTime: new Date().toISOString() }),
          playlist: {
            items: [],
            notices: [],
            posters: [{ id: 'p', name: 'Bazaar', url: original, width: 5000, height: 2500, sizes }],
          },
        }),
      [sizes[2]!.url]: () => new Response(new Uint8Array([9]), { headers: { 'content-type': 'image/webp' } }),
    });
    const log = recordingLogger();
    const loader = createDashboardLoader({
      client: createServerClient({ fetch, timers: systemTimers }),
      cache: createDashboardCache({ dir, log }),
      serverClock: createServerClock(systemTimers),
      connection: () => connection,
      timers: systemTimers,
      log,
      displayWidth: () => 2560,
    });
    const load = await loader.loadDashboard('masjidnoor', 2);
    expect(load.data.playlist?.posters).toEqual([
      { id: 'p', name: 'Bazaar', url: 'data:image/webp;base64,CQ==', width: 5000, height: 2500, sizes: [] },
    ]);
    expect(requested.filter((url) => url.includes('/api/poster-files/'))).toEqual([
      `${connection.serverUrl}${sizes[2]!.url}`,
    ]);
  });
});
