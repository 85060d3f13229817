import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { scheduleAt } from '@core/dashboard/prayer-schedule.js';
import { formatTime12 } from '@core/time/display-format.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { apiCall, type RegisteredMasjid } from '../support/admin.js';
import { screenshot, settled, VIEWPORTS } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';
import { listedScreens, startScreenMasjidWithBrowser } from '../support/screen-masjid.js';
import { dashboardData } from './public-fixtures.js';

/**
 * The web player a whole year offline (docs/screens.md, "A whole year offline"): once paired it keeps its
 * page, its files and a year of the masjid's data; with the network gone a reload still shows the
 * dashboard, 48 hours later it shows that day's times and says it is offline, and it catches up within
 * 5 s of the network's return.
 */

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let adminToken: string;

beforeAll(async () => {
  ({ server, browser, masjid, adminToken } = await startScreenMasjidWithBrowser({
    name: 'Masjid Offline Player',
    url: 'offlineplayer',
    email: 'imam@offlineplayer.org',
  }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the page keeps for offline use: its page and every built file it loaded, and the year's days. */
async function keptForOffline(page: Page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // The page's own scripts and styles (the clock the test installs fakes `performance`, so not its entries).
    const assets = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')]
      .map((element) => new URL('src' in element ? element.src : element.href))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    const page = !!(await (await caches.open('minaret-pages')).match('/screen'));
    const kept = await caches.open('minaret-assets');
    let missing = 0;
    for (const asset of assets) if (!(await kept.match(asset))) missing += 1;
    const days = await new Promise<number>((resolve) => {
      const open = indexedDB.open('minaret-player');
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('year')) return resolve(0);
        const get = db.transaction('year').objectStore('year').get('offlineplayer');
        get.onsuccess = () =>
          resolve((get.result as { data?: { days?: unknown[] } } | undefined)?.data?.days?.length ?? 0);
        get.onerror = () => resolve(0);
      };
    });
    return { page, assets: assets.length, missing, days };
  });
}

/** The times the table shows, prayer by prayer. */
async function shownTimes(page: Page, prayers: string[]): Promise<string[]> {
  const rows: string[] = [];
  for (const prayer of prayers)
    rows.push(
      (await page.locator(`[data-testid="prayer-table"] tr[data-prayer="${prayer}"]`).first().textContent()) ?? '',
    );
  return rows;
}

describe('the web player offline', () => {
  it('keeps a year: offline for 48 hours it shows each day, says it is offline, and catches up within 5 s', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.tv });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${server.url}/screen`);
    const codeBox = page.getByTestId('pairing-code');
    await codeBox.waitFor();
    const code = (await codeBox.getAttribute('data-code'))!;
    const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
      token: adminToken,
      body: { code, name: 'Hall TV' },
    });
    expect(claimed.status, claimed.text).toBe(200);
    await page.getByTestId('prayer-table').waitFor();

    // Kept: the page, every file it loaded (first visit included), and a year of days.
    await expect
      .poll(() => keptForOffline(page), { timeout: 20_000, interval: 200 })
      .toMatchObject({ page: true, missing: 0, days: expect.any(Number) });
    const kept = await keptForOffline(page);
    // The figure docs/screens.md gives: what a year's answer weighs and takes here.
    const asked = Date.now();
    const yearAnswer = await fetch(`${server.url}/api/dashboard/offlineplayer?days=366`);
    const yearBytes = (await yearAnswer.arrayBuffer()).byteLength;
    console.log(`a year's answer: ${Math.round(yearBytes / 1024)} KB in ${Date.now() - asked} ms`);
    expect(yearBytes).toBeLessThan(4 * 1024 * 1024);
    expect(kept.assets).toBeGreaterThan(0);
    expect(kept.days).toBeGreaterThanOrEqual(365);
    // Its heartbeat says the copy reaches a year ahead.
    const until = async () =>
      ((await listedScreens({ server, masjid, adminToken }))[0]?.timetableUntil as string | null) ?? '';
    await expect.poll(until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(await until()) - Date.now()).toBeGreaterThan(360 * 24 * 3600_000);

    // The network goes; a reload (a power cut, a reboot) still shows the dashboard, marked offline.
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('prayer-table').waitFor();
    const mark = page.getByTestId('offline-mark');
    await mark.waitFor();
    expect(await mark.textContent()).toMatch(/^Offline · times saved (just now|1 minute ago)$/);
    const dateBefore = await page.getByTestId('date-heading').textContent();

    // 48 hours on, still offline: that day's times, from the saved year.
    await page.clock.fastForward(48 * 3600_000);
    const pageNow = await page.evaluate(() => Date.now());
    const data = await dashboardData(server, 'offlineplayer', 5);
    const zone = data.timezoneId;
    const shown = scheduleAt(data.days as DashboardData['days'], zone, pageNow).shown!;
    expect(shown.date > zonedNow(zone, Date.now()).date).toBe(true);
    await expect.poll(() => page.getByTestId('date-heading').textContent()).not.toBe(dateBefore);
    const times = await shownTimes(page, ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']);
    expect(times[0]).toContain(formatTime12(shown.fajr));
    expect(times[3]).toContain(formatTime12(shown.maghrib));
    await expect.poll(() => mark.textContent()).toBe('Offline · times saved 2 days ago');
    await settled(page);
    await screenshot(page, 'web-player-offline-1920x1080');
    await page.setViewportSize(VIEWPORTS.laptop);
    await settled(page);
    await screenshot(page, 'web-player-offline-1366x768');
    await page.setViewportSize(VIEWPORTS.phone);
    await settled(page);
    await screenshot(page, 'web-player-offline-390x844');
    await page.setViewportSize(VIEWPORTS.tv);

    // The network is back: within 5 s the screen has the server's data again and the mark is gone.
    const back = Date.now();
    await context.setOffline(false);
    await expect.poll(() => mark.count(), { timeout: 5_000, interval: 100 }).toBe(0);
    console.log(`web player back online in ${Date.now() - back} ms`);

    // The server away while the network stays up (no `online` event to hear): the screen finds it again
    // by its own probe, every 2 s, within 5 s of its return.
    await context.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.clock.fastForward(10 * 60_000);
    await mark.waitFor();
    const returned = Date.now();
    await context.unroute('**/api/**');
    await expect.poll(() => mark.count(), { timeout: 5_000, interval: 100 }).toBe(0);
    console.log(`web player found the server again in ${Date.now() - returned} ms`);
    await context.close();
  });
});
