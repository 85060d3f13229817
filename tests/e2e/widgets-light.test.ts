/**
 * Widgets stay light (docs/read-model.md): every widget, the expenses frame included, loads under 20 KB gzip
 * of JS and CSS as the browser receives them; the expenses frame is its own small page, not the web app.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { WIDGETS, widgetUrl, type WidgetName, type WidgetParams } from '@core/widgets/embed-snippet.js';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { richContent, seedMasjid, XSS, type SeededMasjid } from './public-fixtures.js';

const LIMIT = 20 * 1024;
let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow('America/Chicago', Date.now()).date;
  masjid = await seedMasjid(server, {
    name: 'Masjid Light',
    url: 'light',
    email: 'admin@light.example.org',
    content: () => richContent(today),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Encoded bytes of every script and stylesheet the page and its frames load, and the fonts apart. */
function countTransfers(page: Page) {
  const totals = { code: 0, fonts: 0, files: [] as string[] };
  page.on('requestfinished', async (request) => {
    const kind = request.resourceType();
    if (kind !== 'script' && kind !== 'stylesheet' && kind !== 'font') return;
    const { responseBodySize } = await request.sizes();
    if (kind === 'font') totals.fonts += responseBodySize;
    else totals.code += responseBodySize;
    totals.files.push(`${new URL(request.url()).pathname} ${responseBodySize}`);
  });
  return totals;
}

function params(name: WidgetName): WidgetParams {
  return {
    'dashboard-widget': { companyUrl: masjid.url },
    'prayer-time-widget': { companyId: masjid.companyId },
    'calendar-widget': { companyUrl: masjid.url },
    'jummah-schedule-widget': { companyId: masjid.companyId },
    'rod-widget': {},
    'frame-widget': { url: `expense/${masjid.url}` },
  }[name];
}

it('shows the expenses frame as a light page: funds, expenses with their total, enabled sheets, as text', async () => {
  for (const [size, viewport] of Object.entries({
    '1920x1080': VIEWPORTS.tv,
    '1366x768': VIEWPORTS.laptop,
    '390x844': VIEWPORTS.phone,
  })) {
    const page = await browser.newPage({ viewport });
    const transfers = countTransfers(page);
    await page.goto(widgetUrl(server.url, 'frame-widget', params('frame-widget')));
    const frame = page.frameLocator('iframe');
    await frame.getByTestId('expense-sheet').first().waitFor();
    expect(await page.locator('iframe').getAttribute('src')).toBe(`/static/expense-frame/?masjid=${masjid.url}`);
    expect(await frame.getByTestId('fund').count()).toBe(3);
    expect(await frame.getByTestId('fund').first().textContent()).toBe(
      `48%Roof ${XSS}Raised $12,000 of $25,000Pledged $3,000Until 6/30/2027`,
    );
    const text = await frame.getByTestId('expense-frame').textContent();
    expect(text).toContain('Electricity$310.25');
    expect(text).toContain('Total$910.25');
    expect(await frame.getByTestId('expense-sheet').textContent()).toBe(
      'Ramadan iftarNightly iftarDates$1,200Rice$900',
    );
    expect(text).not.toContain('Hidden');
    expect(await frame.locator('img[src="x"]').count()).toBe(0);
    // Every transfer counted: the frame's page and what it loads have finished.
    await page.waitForLoadState('networkidle');
    expect(transfers.code, transfers.files.join('\n')).toBeLessThan(LIMIT);
    expect(
      transfers.files.some((file) => /fund-ring|recharts|index-.*\.js/.test(file) && !file.startsWith('/static/')),
    ).toBe(false);
    await screenshot(page, `widget-expense-frame-${size}`);
    await page.close();
  }
});

it('loads every widget with under 20 KB gzip of JS and CSS', async () => {
  for (const widget of WIDGETS) {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    const transfers = countTransfers(page);
    await page.goto(widgetUrl(server.url, widget.name, params(widget.name)));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.mw-error').count(), widget.name).toBe(0);
    expect(transfers.code, `${widget.name}:\n${transfers.files.join('\n')}`).toBeLessThan(LIMIT);
    expect(transfers.code, widget.name).toBeGreaterThan(0);
    await page.close();
  }
});

it('stays under 20 KB with its language loaded: Arabic and Bengali, the largest catalogs, through ?lang=', async () => {
  for (const lang of ['ar', 'bn'] as const) {
    for (const widget of WIDGETS) {
      const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
      const transfers = countTransfers(page);
      await page.goto(widgetUrl(server.url, widget.name, { ...params(widget.name), lang }));
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.mw-error').count(), widget.name).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang), widget.name).toBe(lang);
      // Only the widget's own language: no other language's catalog is fetched.
      const catalogs = transfers.files.filter((file) => /\/(terms|widgets|public)-[\w-]{8}\.js /.test(file));
      if (widget.name !== 'frame-widget')
        expect(catalogs.length, `${widget.name}:\n${transfers.files.join('\n')}`).toBe(2);
      console.log(
        `${widget.name} ${lang}: ${(transfers.code / 1024).toFixed(1)} KB of JS and CSS, ${(transfers.fonts / 1024).toFixed(0)} KB of fonts`,
      );
      expect(transfers.code, `${widget.name} ${lang}:\n${transfers.files.join('\n')}`).toBeLessThan(LIMIT);
      await page.close();
    }
  }
});
