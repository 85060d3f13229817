/**
 * A 60 MB video on the web player with the network cut (issue 38; figures in docs/screens.md, "Videos"):
 * `npx tsx bench/playlist-video.ts [--mb 60] [--seconds 60]` after `npm run build`. Not in CI.
 *
 * The video is made here: VP8 frames of noise encoded by Chromium's WebCodecs (so the bit rate is spent
 * and the file is really that large), written into a WebM (tests/support/webm-writer.ts), uploaded to the
 * built server and put in the masjid's playlist. A paired web player at 1920x1080 plays it; the bench
 * measures how long the player takes to keep it whole in its cache, then cuts the network (the browser
 * offline and the server stopped), reloads the player and lets it play for `--seconds`: media seconds
 * played per wall second against the same measure online just before (the reference of this run), stalls
 * (`waiting` events), dropped frames and errors.
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { apiCall, registerMasjidViaApi, signInWithNewYorkTimetable } from '../tests/support/admin.js';
import { launchBrowser, VIEWPORTS } from '../tests/support/browser.js';
import { keepFunctionNamesInPage } from '../tests/support/desktop-bridge.js';
import { encodeVp8 } from '../tests/support/recorded-video.js';
import { startServer } from '../tests/support/server.js';
import { webmFile } from '../tests/support/webm-writer.js';
import { option } from './options.js';

const MB = Number(option('mb') ?? 60);
const PLAY_MS = Number(option('seconds') ?? 60) * 1000;
const [WIDTH, HEIGHT, FPS] = [640, 360, 25];
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const seconds = (ms: number) => (ms / 1000).toFixed(1);

console.log(`playlist video bench, ${os.cpus().length} cores, load average ${load()}`);
const server = await startServer();
const masjid = await registerMasjidViaApi(server, {
  name: 'Masjid Bench Video',
  url: 'benchvideo',
  email: 'imam@benchvideo.org',
  active: true,
});
const token = await signInWithNewYorkTimetable(server, masjid);
// The prayer-hall cards off: the video plays whatever the hour (it is held under a card and in a salah).
const version = (await apiCall(server, 'GET', '/api/companies/url/benchvideo/central-control', { token })).json.version;
await apiCall(server, 'PUT', '/api/companies/central-control', {
  token,
  body: {
    companyId: masjid.companyId,
    version,
    customConfigurations: [{ name: 'prayer_phases', value: '{"enabled":false}' }],
  },
});
const browser = await launchBrowser();

// The video, encoded in a page of the server's origin (WebCodecs needs a secure context; 127.0.0.1 is one).
const maker = await browser.newPage();
await keepFunctionNamesInPage(maker);
await maker.goto(`${server.url}/robots.txt`);
let started = Date.now();
const frames = await encodeVp8(maker, {
  untilBytes: MB * 1024 * 1024,
  bitsPerSecond: 30_000_000,
  width: WIDTH,
  height: HEIGHT,
  fps: FPS,
  maxFrames: 20_000,
});
await maker.close();
const file = webmFile(frames, WIDTH, HEIGHT, 1_000_000 / FPS);
const duration = frames.length / FPS;
console.log(
  `video: ${(file.length / 1024 / 1024).toFixed(1)} MB, ${frames.length} frames, ${seconds(duration * 1000)} s at ${WIDTH}x${HEIGHT}, made in ${seconds(Date.now() - started)} s`,
);

started = Date.now();
const form = new FormData();
form.append('file', new Blob([new Uint8Array(file)]), 'bench.webm');
form.append('name', 'Bench video');
const uploaded = await fetch(`${server.url}/api/companies/${masjid.companyId}/videos`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}` },
  body: form,
});
const video = ((await uploaded.json()) as { target: { id: string; url: string; size: number } }).target;
console.log(`upload: ${uploaded.status} in ${seconds(Date.now() - started)} s`);
const saved = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/playlist`, {
  token,
  body: {
    items: [
      {
        id: 'bench-video',
        kind: 'video',
        ref: video.id,
        screens: [],
        roles: [],
        weekdays: [],
        from: null,
        until: null,
        clock: null,
        prayerWindow: null,
        priority: 50,
        durationSeconds: 600,
      },
    ],
    notices: [],
  },
});
if (saved.status !== 200) throw new Error(`playlist: ${saved.status} ${saved.text}`);

const context = await browser.newContext({ viewport: VIEWPORTS.tv });
const page = await context.newPage();
await page.goto(`${server.url}/screen`);
const code = await page.getByTestId('pairing-code').getAttribute('data-code');
started = Date.now();
const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
  token,
  body: { code, name: 'Bench TV' },
});
if (claimed.status !== 200) throw new Error(`pairing: ${claimed.status}`);
const videoElement = page.getByTestId('playlist-video');
await videoElement.waitFor({ timeout: 60_000 });
await page.waitForFunction(
  () => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="playlist-video"]');
    return !!element && !element.paused && element.currentTime > 0;
  },
  undefined,
  { timeout: 60_000 },
);
console.log(`online: playing ${seconds(Date.now() - started)} s after the pairing`);

const keptBytes = () =>
  page.evaluate(async (address) => {
    const response = await (await caches.open('minaret-player-media')).match(new URL(address, location.href).href);
    return response ? (await response.blob()).size : 0;
  }, video.url);
while ((await keptBytes()) !== video.size) {
  if (Date.now() - started > 15 * 60_000) throw new Error('the video was not kept within 15 minutes');
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log(`kept whole in the player's cache ${seconds(Date.now() - started)} s after the pairing`);

/** Media seconds played over `ms` of wall time, loops counted; stalls, dropped frames, errors. */
async function playFor(on: Page, ms: number) {
  await on.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="playlist-video"]')!;
    const watch = window as unknown as { stalls: number };
    watch.stalls = 0;
    element.addEventListener('waiting', () => (watch.stalls += 1));
  });
  const sample = () =>
    on.evaluate(() => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="playlist-video"]')!;
      const quality = element.getVideoPlaybackQuality();
      return {
        time: element.currentTime,
        paused: element.paused,
        error: element.error?.code ?? null,
        stalls: (window as unknown as { stalls: number }).stalls,
        dropped: quality.droppedVideoFrames,
        total: quality.totalVideoFrames,
      };
    });
  const first = await sample();
  let last = first;
  let played = 0;
  let loops = 0;
  const begin = Date.now();
  while (Date.now() - begin < ms) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await sample();
    const delta = now.time - last.time;
    if (delta >= 0) played += delta;
    else {
      loops += 1;
      played += duration - last.time + now.time;
    }
    last = now;
  }
  const wall = (Date.now() - begin) / 1000;
  return {
    rate: played / wall,
    played,
    wall,
    loops,
    stalls: last.stalls,
    dropped: last.dropped - first.dropped,
    frames: last.total - first.total,
    error: last.error,
    paused: last.paused,
  };
}

const describe = (result: Awaited<ReturnType<typeof playFor>>) =>
  `${result.played.toFixed(1)} media s in ${result.wall.toFixed(1)} s (x${result.rate.toFixed(2)}), ${result.loops} loops over the whole file, ${result.stalls} stalls, ${result.dropped}/${result.frames} frames dropped, error ${result.error ?? 'none'}, paused ${result.paused}`;

const online = await playFor(page, Math.min(PLAY_MS, 20_000));
console.log(`online reference: ${describe(online)}`);

// The network cut: the browser offline, and the server stopped (the service worker cannot reach it either).
await context.setOffline(true);
await server.signal('SIGTERM');
started = Date.now();
await page.reload();
await page.getByTestId('offline-mark').waitFor({ timeout: 60_000 });
await page.waitForFunction(
  () => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="playlist-video"]');
    return !!element && !element.paused && element.currentTime > 0;
  },
  undefined,
  { timeout: 60_000 },
);
console.log(`offline: playing again ${seconds(Date.now() - started)} s after the reload`);
const offline = await playFor(page, PLAY_MS);
console.log(`offline: ${describe(offline)}`);
console.log(`offline against online: x${(offline.rate / online.rate).toFixed(2)}; load average ${load()}`);

await context.close();
await browser.close();
await server.stop();
