/**
 * Posters in sizes and videos on the web player (docs/screens.md, "Posters", "Videos"), in Chromium: the admin
 * uploads a poster and a short video on a phone, the paired web player draws the poster's 1920 px copy and
 * plays the video, silent; with the network cut, a reload still plays it, from the service worker's cache
 * (in ranges, as video elements ask). The video is made in the test by Chromium's MediaRecorder.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientJpeg } from '../../server/src/testing/sample-posters.js';
import { PLAYLIST_SECTION } from '../support/screen-preview.js';
import { apiCall, expectAlert, signIn, type RegisteredMasjid } from '../support/admin.js';
import { screenshot, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { recordWebm, videoState } from '../support/recorded-video.js';
import type { RunningServer } from '../support/server.js';
import { startScreenMasjidWithBrowser } from '../support/screen-masjid.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let adminToken: string;

const SECTION = PLAYLIST_SECTION;

beforeAll(async () => {
  ({ server, browser, masjid, adminToken } = await startScreenMasjidWithBrowser(
    {
      name: 'Masjid Video Player',
      url: 'videoplayer',
      email: 'imam@videoplayer.org',
    },
    { ownServer: true },
  )); // the offline test ends the server
  // The prayer-hall cards off, so the screen shows its playlist whatever the hour the test runs at
  // (a video is held under a card and during a salah: docs/screens.md, "Videos").
  const version = (
    await apiCall(server, 'GET', `/api/companies/url/videoplayer/central-control`, { token: adminToken })
  ).json.version;
  const content = await apiCall(server, 'PUT', '/api/companies/central-control', {
    token: adminToken,
    body: {
      companyId: masjid.companyId,
      version,
      customConfigurations: [{ name: 'prayer_phases', value: '{"enabled":false}' }],
    },
  });
  expect(content.status, content.text).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** An item with no window: on every screen at every moment. */
const item = (id: string, kind: 'poster' | 'video', ref: string, priority: number) => ({
  id,
  kind,
  ref,
  screens: [],
  roles: [],
  weekdays: [],
  from: null,
  until: null,
  clock: null,
  prayerWindow: null,
  priority,
  durationSeconds: 600,
});

async function savePlaylist(items: unknown[]) {
  const saved = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/playlist`, {
    token: adminToken,
    body: { items, notices: [] },
  });
  expect(saved.status, saved.text).toBe(200);
}

/** Plays: its time moves on while the test watches (not a fixed wait: polled until it has moved). */
async function expectPlaying(page: Page) {
  const before = await videoState(page);
  await expect
    .poll(
      async () => {
        const now = await videoState(page);
        return { playing: !now.paused && now.time !== before.time, error: now.error };
      },
      { timeout: 20_000, interval: 200 },
    )
    .toEqual({ playing: true, error: null });
}

async function pairedPlayer(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/screen`);
  const codeBox = page.getByTestId('pairing-code');
  await codeBox.waitFor();
  const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
    token: adminToken,
    body: { code: (await codeBox.getAttribute('data-code'))!, name: 'Entrance TV' },
  });
  expect(claimed.status, claimed.text).toBe(200);
  await page.getByTestId('prayer-table').waitFor();
  return page;
}

describe('posters and videos on the web player', () => {
  it('uploads on a phone, draws the 1920 px poster, plays the video silent, and plays it on offline after a reload', async () => {
    // The admin, on a phone: a poster 2560 px wide and a two-second video filmed here.
    const admin = await browser.newPage({ viewport: VIEWPORTS.phone });
    const webm = await recordWebm(admin, { seconds: 2 });
    expect(webm.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    await signIn(admin, server, masjid.email, masjid.password);
    await admin.getByRole('button', { name: SECTION, exact: true }).click();
    const section = admin.getByRole('region', { name: SECTION });
    await section.getByTestId('poster-file').setInputFiles({
      name: 'appeal.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(await gradientJpeg(2560, 1440)),
    });
    await section.getByTestId('poster-name').fill('Roof appeal');
    await section.getByTestId('posters').getByRole('button', { name: 'Upload', exact: true }).click();
    await expectAlert(admin, /Uploaded Roof appeal/);
    await section.getByText('2560 × 1440').waitFor();

    // A file that is not a video is refused by its bytes, on its field; then the real one.
    const videos = section.getByTestId('videos');
    await videos.getByTestId('video-file').setInputFiles({
      name: 'appeal.webm',
      mimeType: 'video/webm',
      buffer: Buffer.from('<html>not a video</html>'),
    });
    await videos.getByTestId('video-name').fill('Roof appeal film');
    await videos.getByRole('button', { name: 'Upload the video', exact: true }).click();
    await videos.getByText('This file is not a video Minaret can play: use MP4 (H.264 and AAC) or WebM.').waitFor();
    await videos.getByTestId('video-file').setInputFiles({ name: 'appeal.webm', mimeType: 'video/webm', buffer: webm });
    await videos.getByRole('button', { name: 'Upload the video', exact: true }).click();
    await expectAlert(admin, /Uploaded Roof appeal film/);
    await videos.getByTestId('video-entry').getByText('Silent').waitFor();
    await settled(admin);
    await keepPicture(section, 'playlist-video-admin-390x844');
    await admin.close();

    const playlist = (
      await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/playlist`, { token: adminToken })
    ).json;
    const poster = playlist.posters[0];
    const video = playlist.videos[0];
    expect(poster.sizes.map((size: { width: number }) => size.width)).toEqual([1280, 1920]);
    expect(video).toMatchObject({ format: 'webm', muted: true, size: webm.length });

    // The paired player at 1920x1080 draws the poster from its 1920 px copy.
    await savePlaylist([item('poster-item', 'poster', poster.id, 50)]);
    const context = await browser.newContext({ viewport: VIEWPORTS.tv });
    const page = await pairedPlayer(context);
    const image = page.getByTestId('playlist-item').locator('img');
    await expect.poll(() => image.getAttribute('src'), { timeout: 15_000 }).toBe(poster.sizes[1].url);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1920);
    await settled(page);
    await screenshot(page, 'playlist-poster-screen-1920x1080');

    // The video, first in priority: the screen follows the save and plays it, silent.
    await savePlaylist([item('poster-item', 'poster', poster.id, 50), item('video-item', 'video', video.id, 60)]);
    await page.getByTestId('playlist-video').waitFor({ timeout: 15_000 });
    await expectPlaying(page);
    expect((await videoState(page)).muted).toBe(true);
    await screenshot(page, 'playlist-video-screen-1920x1080');

    // Kept whole in the player's cache, then the network is cut: a reload plays it on from the cache.
    const kept = (url: string) =>
      page.evaluate(async (address) => {
        const response = await (await caches.open('minaret-player-media')).match(new URL(address, location.href).href);
        return response ? (await response.arrayBuffer()).byteLength : 0;
      }, url);
    await expect.poll(() => kept(video.url), { timeout: 30_000, interval: 250 }).toBe(webm.length);
    await expect.poll(() => kept(poster.sizes[1].url), { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
    // Cut for certain: the browser offline, and the server gone (the worker's own fetches fail too).
    await context.setOffline(true);
    await server.signal('SIGTERM');
    await page.reload();
    await page.getByTestId('offline-mark').waitFor();
    await page.getByTestId('playlist-video').waitFor();
    await expectPlaying(page);
    await context.close();
  });
});
