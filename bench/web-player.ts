/**
 * The web player measured (issue 43; figures in docs/players.md, "Measured"): `npx tsx bench/web-player.ts`
 * after `npm run build`. Chromium at /usr/bin/chromium through playwright-core, the built server on a fresh
 * database, the New York test masjid. On a shared, noisy machine: the load average is printed, and each
 * figure is given beside a reference measured in the same run.
 *
 * (a) pairing to dashboard: from the admin's claim to the player's prayer table on screen (target < 5 s);
 * (b) cold load of a paired `/screen` (HTTP cache emptied, its storage kept) to the dashboard (< 5 s),
 *     beside the public dashboard `/{masjid}` loaded cold in a new browser profile;
 * (c) the page's work per second at rest (CDP Performance metrics: script, layout and style time, layouts,
 *     style recalcs; long tasks from a PerformanceObserver) of the web player against the desktop renderer
 *     (the same dashboard with the desktop bridge stubbed, as the browser tests run it), in English, Arabic and
 *     Urdu, mid-morning and on the countdown card four minutes before Dhuhr's azan;
 * (d) memory over a simulated 72 hours after a first day: the page's clock driven fast (Playwright's clock,
 *     2-minute steps), slides cycling, phases and days passing, the dashboard reloading its data; the JS heap
 *     after a forced garbage collection at the start and the end (target: within 10 %), and split by kind
 *     (the page's objects, compiled code, Blink's own) at the first hour, the start and the end.
 */
import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { entryInstant } from '@core/dashboard/prayer-schedule.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { apiCall, registerMasjidViaApi, signInWithNewYorkTimetable } from '../tests/support/admin.js';
import { launchBrowser, VIEWPORTS } from '../tests/support/browser.js';
import { keepFunctionNamesInPage, stubDesktopBridge } from '../tests/support/desktop-bridge.js';
import { startServer } from '../tests/support/server.js';
import { heapByKind } from './heap-by-kind.js';
import { option } from './options.js';

const URL_NAME = 'benchplayer';
const MEASURE_MS = Number(option('seconds') ?? 10) * 1000;
const HOURS = Number(option('hours') ?? 72);
/** `--parts ad`: only those of (a) to (d); (a) always runs, as (b), (c) and (d) use its paired player. */
const PARTS = option('parts') ?? 'abcd';
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(`web player bench, ${os.cpus().length} cores, load average ${load()}`);
const server = await startServer();
const masjid = await registerMasjidViaApi(server, {
  name: 'Masjid Bench Player',
  url: URL_NAME,
  email: 'imam@benchplayer.org',
  active: true,
});
const adminToken = await signInWithNewYorkTimetable(server, masjid);
const browser: Browser = await launchBrowser();

/** A paired player in its own browser profile; milliseconds from the claim to the prayer table. */
async function pairedPlayer(name: string): Promise<{ context: BrowserContext; page: Page; ms: number }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.tv });
  const page = await context.newPage();
  await page.goto(`${server.url}/screen`);
  const code = await page.getByTestId('pairing-code').getAttribute('data-code');
  const claimedAt = performance.now();
  const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
    token: adminToken,
    body: { code, name },
  });
  if (claimed.status !== 200) throw new Error(`claim: ${claimed.text}`);
  await page.getByTestId('prayer-table').waitFor({ timeout: 30_000 });
  return { context, page, ms: performance.now() - claimedAt };
}

// (a) Pairing to dashboard, three screens.
const pairings: number[] = [];
let player: Awaited<ReturnType<typeof pairedPlayer>> | undefined;
for (let run = 1; run <= 3; run++) {
  const paired = await pairedPlayer(`Bench screen ${run}`);
  pairings.push(paired.ms);
  if (player) await paired.context.close();
  else player = paired;
}
console.log(
  `(a) claim to dashboard: ${pairings.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s (median ${(median(pairings) / 1000).toFixed(2)} s; the player asks every 3 s) · load ${load()}`,
);

// (b) Cold load of the paired player, against the public dashboard in a new profile.
async function coldPlayerLoad(): Promise<number> {
  const page = await player!.context.newPage();
  const cdp = await player!.context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const started = performance.now();
  await page.goto(`${server.url}/screen`);
  await page.getByTestId('prayer-table').waitFor({ timeout: 30_000 });
  const ms = performance.now() - started;
  await page.close();
  return ms;
}
async function coldPublicLoad(): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORTS.tv });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${server.url}/${URL_NAME}`);
  await page.getByTestId('prayer-table').waitFor({ timeout: 30_000 });
  const ms = performance.now() - started;
  await context.close();
  return ms;
}
if (PARTS.includes('b')) {
  const playerLoads: number[] = [];
  const publicLoads: number[] = [];
  for (let run = 0; run < 3; run++) {
    playerLoads.push(await coldPlayerLoad());
    publicLoads.push(await coldPublicLoad());
  }
  console.log(
    `(b) cold load to the dashboard: paired /screen ${playerLoads.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s (median ${(median(playerLoads) / 1000).toFixed(2)} s); public /${URL_NAME} ${publicLoads.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s (median ${(median(publicLoads) / 1000).toFixed(2)} s); ratio ${(median(playerLoads) / median(publicLoads)).toFixed(2)} · load ${load()}`,
  );
}
await player!.page.close();

// (c) Work per second at rest.
const year = (await apiCall(server, 'GET', `/api/dashboard/${URL_NAME}?days=366`)).json as DashboardData;
const zone = year.timezoneId;
const today = zonedNow(zone, Date.now()).date;
const day = year.days.find((entry) => entry.date > today) ?? year.days[1]!;
const MOMENTS = {
  'mid-morning': entryInstant(zone, day.date, 'sunrise', day.sunrise) + 2 * 3600_000,
  'countdown (4 min before Dhuhr)': entryInstant(zone, day.date, 'dhuhr', day.dhuhr) - 4 * 60_000,
};

/** The web player's answers carry the page's own time, else the dashboard would correct its clock to the real one. */
async function serverTimeFromPage(page: Page) {
  await page.route('**/api/dashboard/**', async (route) => {
    try {
      const response = await route.fetch();
      const json = await response.json();
      const pageNow = await page.evaluate(() => Date.now());
      await route.fulfill({ response, json: { ...json, serverTime: new Date(pageNow).toISOString() } });
    } catch {
      // The page went while its answer was on the way.
    }
  });
}

interface Work {
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  layouts: number;
  styles: number;
  longTasks: number;
  longTaskMs: number;
}

async function workPerSecond(page: Page): Promise<Work> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.evaluate(() => {
    const seen = ((globalThis as any).__longTasks = { count: 0, ms: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.count += 1;
        seen.ms += entry.duration;
      }
    }).observe({ type: 'longtask' });
  });
  const metrics = async () =>
    Object.fromEntries(
      ((await cdp.send('Performance.getMetrics')).metrics as Array<{ name: string; value: number }>).map((m) => [
        m.name,
        m.value,
      ]),
    );
  const before = await metrics();
  const started = performance.now();
  await page.waitForTimeout(MEASURE_MS);
  const after = await metrics();
  const seconds = (performance.now() - started) / 1000;
  const long = await page.evaluate(() => (globalThis as any).__longTasks as { count: number; ms: number });
  const per = (name: string, scale = 1) => ((after[name]! - before[name]!) * scale) / seconds;
  await cdp.detach();
  return {
    scriptMs: per('ScriptDuration', 1000),
    layoutMs: per('LayoutDuration', 1000),
    styleMs: per('RecalcStyleDuration', 1000),
    layouts: per('LayoutCount'),
    styles: per('RecalcStyleCount'),
    longTasks: long.count / seconds,
    longTaskMs: long.ms / seconds,
  };
}

async function restingPage(kind: 'web player' | 'desktop renderer', lang: string, at: number): Promise<Page> {
  const context = kind === 'web player' ? player!.context : await browser.newContext({ viewport: VIEWPORTS.tv });
  const page = await context.newPage();
  await keepFunctionNamesInPage(page);
  await page.clock.install({ time: at });
  if (kind === 'web player') {
    await serverTimeFromPage(page);
    await page.goto(`${server.url}/screen?lang=${lang}`);
  } else {
    await stubDesktopBridge(page, { data: year, settings: { serverUrl: server.url, companyUrl: URL_NAME } });
    await page.goto(`${server.url}/${URL_NAME}?lang=${lang}`);
  }
  await page.getByTestId('prayer-table').waitFor({ timeout: 30_000 });
  // Past the first second's work (fonts, fitted text) before measuring.
  await page.waitForTimeout(3_000);
  return page;
}

const fmt = (work: Work) =>
  `script ${work.scriptMs.toFixed(1)} ms/s, layout ${work.layoutMs.toFixed(2)} ms/s (${work.layouts.toFixed(1)}/s), style ${work.styleMs.toFixed(2)} ms/s (${work.styles.toFixed(1)}/s), long tasks ${work.longTasks.toFixed(2)}/s (${work.longTaskMs.toFixed(0)} ms/s)`;
if (PARTS.includes('c'))
  for (const [moment, at] of Object.entries(MOMENTS)) {
    for (const lang of ['en', 'ar', 'ur']) {
      const results: string[] = [];
      for (const kind of ['desktop renderer', 'web player'] as const) {
        const page = await restingPage(kind, lang, at);
        const phase = await page
          .getByTestId('phase')
          .first()
          .getAttribute('data-phase', { timeout: 1000 })
          .catch(() => null);
        results.push(`${kind}${phase ? ` [${phase}]` : ''}: ${fmt(await workPerSecond(page))}`);
        if (kind === 'desktop renderer') await page.context().close();
        else await page.close();
      }
      console.log(`(c) ${moment}, ${lang}: ${results.join(' | ')} · load ${load()}`);
    }
  }

// (d) Memory over a simulated 72 hours, the web player and the desktop renderer (whose health check is
// answered "not ok", as main reloads it, not the page: it lives the whole 72 hours).
async function memory(kind: 'web player' | 'desktop renderer') {
  const context = kind === 'web player' ? player!.context : await browser.newContext({ viewport: VIEWPORTS.tv });
  const page = await context.newPage();
  await keepFunctionNamesInPage(page);
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await page.clock.install({ time: MOMENTS['mid-morning'] });
  if (kind === 'web player') {
    await serverTimeFromPage(page);
    await page.goto(`${server.url}/screen`);
  } else {
    await stubDesktopBridge(page, { data: year, settings: { serverUrl: server.url, companyUrl: URL_NAME } });
    await page.goto(`${server.url}/${URL_NAME}`);
  }
  await page.getByTestId('prayer-table').waitFor({ timeout: 30_000 });
  // A reload (the web player's half-hourly one) ends a CDP session's page: each reading opens a new one.
  const heap = async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const split = await heapByKind(cdp);
    const metrics = (await cdp.send('Performance.getMetrics')).metrics as Array<{ name: string; value: number }>;
    const value = (name: string) => metrics.find((m) => m.name === name)!.value;
    return { heap: value('JSHeapUsedSize'), split, nodes: value('Nodes'), listeners: value('JSEventListeners') };
  };
  const step = 2 * 60_000;
  const drive = async (hours: number) => {
    for (let passed = 0; passed < hours * 3600_000; passed += step) await page.clock.fastForward(step);
  };
  // A whole day first: every phase, prayer and the Hijri date's change run once, so that what a page builds
  // once is in before the start figure. Measured from the first hour instead, the desktop renderer's heap
  // grew 14-20 % over the first day, all of it V8's compiled code for the day's first runs and Blink's font
  // and style caches (the heap by kind, bench/heap-by-kind.ts): the page's objects moved by a few KB.
  await drive(1);
  const firstHour = await heap();
  await drive(23);
  const start = await heap();
  const loadsBefore = reloads;
  const started = performance.now();
  const trail: string[] = [];
  for (let passed = 0; passed < HOURS * 3600_000; passed += step) {
    await page.clock.fastForward(step);
    if ((passed + step) % (12 * 3600_000) === 0) trail.push(`${((await heap()).heap / 1e6).toFixed(1)}`);
  }
  await page.getByTestId('prayer-table').waitFor({ timeout: 30_000 });
  const end = await heap();
  const change = (end.heap - start.heap) / start.heap;
  const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
  const split = (reading: typeof start) =>
    `objects ${mb(reading.split.objects)}, code ${mb(reading.split.code)}, native ${mb(reading.split.native)} MB`;
  console.log(
    `(d) ${kind}, ${HOURS} simulated hours after a day in ${((performance.now() - started) / 1000).toFixed(0)} s: JS heap ${mb(start.heap)} MB -> ${mb(end.heap)} MB (${(change * 100).toFixed(1)} %; every 12 h: ${trail.join(', ')} MB); snapshot ${split(start)} -> ${split(end)}; from the first hour: JS heap ${mb(firstHour.heap)} MB, ${split(firstHour)}; DOM nodes ${start.nodes} -> ${end.nodes}, listeners ${start.listeners} -> ${end.listeners}, page loads during the hours ${reloads - loadsBefore}; ${Math.abs(change) <= 0.1 ? 'within 10 %' : 'NOT within 10 %'} · load ${load()}`,
  );
  await page.close();
}
if (PARTS.includes('d')) {
  await memory('desktop renderer');
  await memory('web player');
}

await browser.close();
await server.stop();
