/**
 * The installable masjid page (docs/outside-the-hall.md): it links its manifest, its service worker keeps
 * the page, and with the network gone a reload still shows the saved times and how old they are.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime12 } from '@core/time/display-format.js';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { seedMasjid, shownDayView, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, {
    name: 'Masjid Offline Page',
    url: 'offlinepage',
    email: 'admin@offlinepage.org',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('installable masjid page', () => {
  it('names the masjid in its manifest, with icons', async () => {
    const res = await fetch(`${server.url}/api/companies/url/offlinepage/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Masjid Offline Page', start_url: '/offlinepage', display: 'standalone' });
    for (const icon of manifest.icons) {
      const image = await fetch(`${server.url}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
  });

  it('opens offline with the saved times and says how old they are', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}/offlinepage`);
    await page.getByTestId('dashboard').waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/api/companies/url/offlinepage/manifest.webmanifest',
    );
    // The worker is running and has kept the page and every file it loaded (first visit included). Polled
    // here: page.waitForFunction takes a promise as a truthy answer and would not wait for a false one.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            await navigator.serviceWorker.ready;
            const assets = performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name))
              .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
              .map((url) => url.pathname);
            if (assets.length === 0 || !(await (await caches.open('minaret-pages')).match(window.location.pathname)))
              return false;
            const kept = await caches.open('minaret-assets');
            for (const asset of assets) if (!(await kept.match(asset))) return false;
            return true;
          }),
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    const fajrOnline = await page
      .getByRole('region', { name: "Today's salah times" })
      .locator('tr', { hasText: 'Fajr' })
      .first()
      .textContent();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    const mark = page.getByTestId('offline-mark');
    await mark.waitFor();
    expect(await mark.textContent()).toMatch(/^Offline · times saved (just now|1 minute ago)$/);
    expect(
      await page
        .getByRole('region', { name: "Today's salah times" })
        .locator('tr', { hasText: 'Fajr' })
        .first()
        .textContent(),
    ).toBe(fajrOnline);
    const day = await shownDayView(server, masjid.companyId);
    expect(fajrOnline).toContain(formatTime12(day.fajr));
    // No clock warning: the saved copy carries the server's clock forward.
    expect(await page.getByTestId('clock-corrected').count()).toBe(0);
    await screenshot(page, 'outside-offline-390x844');
    await page.setViewportSize(VIEWPORTS.tv);
    await screenshot(page, 'outside-offline-1920x1080');
    await context.close();
  });
});
