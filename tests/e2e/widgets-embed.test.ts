import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { daysInMonth, GREGORIAN_MONTH_NAMES } from '@core/time/civil-date.js';
import { formatTime12 } from '@core/time/display-format.js';
import { embedSnippet, WIDGETS, widgetUrl, type WidgetName, type WidgetParams } from '@core/widgets/embed-snippet.js';
import { freePort } from '../support/free-port.js';
import { launchBrowser, screenshot, VIEWPORTS, settled } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { richContent, seedMasjid, shownDayView, XSS, type SeededMasjid } from './public-fixtures.js';
import fs from 'node:fs';
import path from 'node:path';
import { SCREENSHOT_DIR } from '../support/browser.js';

/** A third-party page doing its worst: global !important rules on every element, iframes included. */
const HOSTILE_CSS = `
  * { color: red !important; font-size: 40px !important; font-family: 'Comic Sans MS', cursive !important; line-height: 3 !important; }
  table, td, th, li { border: 5px dashed blue !important; background: lime !important; }
  div, section, p, main { padding: 12px !important; margin: 8px !important; }
  iframe { border: 8px solid orange !important; width: 200px !important; height: 50px !important; transform: rotate(3deg) !important; opacity: 0.3 !important; display: none !important; }
  body { background: yellow; }
  .mw, #widget, .mw-table { display: none !important; }
`;

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;
let host: http.Server;
let hostUrl: string;
let today: string;

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

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  today = zonedNow('America/Chicago', Date.now()).date;
  masjid = await seedMasjid(server, {
    name: 'Masjid Widget Test',
    url: 'widgettest',
    email: 'admin@widgettest.org',
    content: () => richContent(today),
  });
  const port = await freePort();
  // Another origin (localhost, another port) than the Minaret server (127.0.0.1).
  hostUrl = `http://localhost:${port}`;
  const sections = WIDGETS.map(
    (widget) =>
      `<section id="host-${widget.name}"><h2>${widget.title}</h2>${embedSnippet(server.url, widget.name, params(widget.name))}</section>`,
  ).join('\n');
  const page = `<!doctype html><html><head><title>A masjid's own website</title><style>${HOSTILE_CSS}</style></head>
    <body><h1 id="host-title">Our masjid</h1><p id="host-text">Welcome to our website.</p>${sections}</body></html>`;
  host = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => host?.close(resolve));
});

const frameOf = (page: Page, name: WidgetName) => page.frameLocator(`iframe[data-minaret-widget="${name}"]`);

describe('embeddable widgets on a third-party page', () => {
  it('each of the six snippets becomes a working, auto-sized iframe that the host CSS cannot break or be broken by', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(hostUrl);
    expect(await page.locator('iframe[data-minaret-widget]').count()).toBe(6);

    const expected = await shownDayView(server, masjid.companyId);
    // dashboard-widget: name, today's table, the next prayer line, the Jum'ah line with the khateeb as text.
    const dashboard = frameOf(page, 'dashboard-widget');
    await dashboard.locator('.mw-table').waitFor();
    expect(await dashboard.locator('h1').textContent()).toBe('Masjid Widget Test');
    expect(await dashboard.locator('tbody tr').count()).toBe(6);
    expect(await dashboard.locator('tr[data-prayer="fajr"] td').nth(1).textContent()).toBe(formatTime12(expected.fajr));
    expect(await dashboard.locator('.mw-jummah').textContent()).toContain(`Khateeb: ${XSS}`);
    expect(await dashboard.getByTestId('next-line').textContent()).toMatch(/azan .* in \d/);

    // prayer-time-widget (by masjid id): the same times.
    const prayer = frameOf(page, 'prayer-time-widget');
    await prayer.locator('.mw-table').waitFor();
    for (const key of ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const) {
      expect(await prayer.locator(`tr[data-prayer="${key}"] td`).nth(1).textContent(), key).toBe(
        formatTime12(expected[key]),
      );
    }

    // calendar-widget: this month, every day, and the next month on a click.
    const now = new Date();
    const calendar = frameOf(page, 'calendar-widget');
    await calendar.locator('.mw-cal tbody tr').first().waitFor();
    expect(await calendar.locator('.mw-nav strong').textContent()).toBe(
      `${GREGORIAN_MONTH_NAMES[now.getMonth()]} ${now.getFullYear()}`,
    );
    expect(await calendar.locator('.mw-cal tbody tr').count()).toBe(daysInMonth(now.getFullYear(), now.getMonth() + 1));
    // By keyboard: a click aims at a point, and the widgets above are still growing to their heights.
    await calendar.getByRole('button', { name: 'Next month' }).press('Enter');
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    await expect
      .poll(() => calendar.locator('.mw-nav strong').textContent())
      .toBe(`${GREGORIAN_MONTH_NAMES[next.getMonth()]} ${next.getFullYear()}`);

    // jummah-schedule-widget: the khateeb exactly as typed, as text.
    const jummah = frameOf(page, 'jummah-schedule-widget');
    await jummah.locator('.mw-list li').first().waitFor();
    expect(await jummah.locator('.mw-khateeb').first().textContent()).toBe(XSS);

    // rod-widget: the verse in Arabic with its translation.
    const rod = frameOf(page, 'rod-widget');
    await rod.locator('.mw-arabic').first().waitFor();
    expect(await rod.locator('.mw-reference').textContent()).toMatch(/Quran \d+:\d+/);
    expect((await rod.locator('.mw-translation').first().textContent())!.length).toBeGreaterThan(10);

    // frame-widget: the expenses frame inside it, funds and enabled sheets only.
    const expenses = frameOf(page, 'frame-widget').frameLocator('iframe');
    await expenses.getByTestId('expense-sheet').first().waitFor();
    const frameText = await expenses.getByTestId('expense-frame').textContent();
    expect(frameText).toContain(`Roof ${XSS}`);
    expect(frameText).toContain('Electricity');
    expect(frameText).not.toContain('Hidden');

    // Isolation, host to widget: inside the widget nothing is red or 40px.
    const cellStyle = await dashboard
      .locator('tbody td')
      .first()
      .evaluate((cell) => {
        const style = getComputedStyle(cell);
        return { color: style.color, fontSize: style.fontSize };
      });
    expect(cellStyle.color).not.toBe('rgb(255, 0, 0)');
    expect(cellStyle.fontSize).not.toBe('40px');
    // The host's own rules on iframes (hidden, tiny, rotated, faded, bordered) lose to the embed's.
    for (const widget of WIDGETS) {
      const frame = page.locator(`iframe[data-minaret-widget="${widget.name}"]`);
      const style = await frame.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          display: computed.display,
          opacity: computed.opacity,
          transform: computed.transform,
          border: computed.borderTopWidth,
        };
      });
      expect(style, widget.name).toEqual({ display: 'block', opacity: '1', transform: 'none', border: '0px' });
      // Auto-resized to the widget's content: no inner scroll bar, no empty band.
      const gap = async () => {
        const inner = await frameOf(page, widget.name)
          .locator('#widget')
          .evaluate((root) => root.getBoundingClientRect().height);
        const outer = await frame.evaluate((element) => element.getBoundingClientRect().height);
        return Math.abs(outer - inner);
      };
      await expect.poll(gap, { message: widget.name }).toBeLessThanOrEqual(20);
    }
    // Isolation, widget to host: the host keeps its own styles and its one stylesheet.
    const hostStyle = await page.locator('#host-text').evaluate((element) => ({
      color: getComputedStyle(element).color,
      fontSize: getComputedStyle(element).fontSize,
    }));
    expect(hostStyle).toEqual({ color: 'rgb(255, 0, 0)', fontSize: '40px' });
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    // Chromium paints off-screen cross-origin frames lazily: make the whole page the viewport first.
    await page.setViewportSize({
      width: 1000,
      height: await page.evaluate(() => document.documentElement.scrollHeight),
    });
    await Promise.all(page.frames().map((frame) => frame.waitForLoadState('load')));
    await settled(page);
    await screenshot(page, 'widgets-hostile-host-page');
    await page.close();
  });

  it('each widget page works on its own (the live links of the Widgets tab), at phone width', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    for (const widget of WIDGETS) {
      await page.goto(widgetUrl(server.url, widget.name, params(widget.name)));
      await expect.poll(() => page.locator('#widget').textContent(), { message: widget.name }).not.toMatch(/^Loading/);
      await Promise.all(page.frames().map((frame) => frame.waitForLoadState('load')));
      await settled(page);
      expect(await page.locator('.mw-error').count(), widget.name).toBe(0);
      await screenshot(page, `widget-${widget.name}-390`);
    }
    await page.close();
  });

  it('explains a missing or wrong parameter instead of failing, and refuses to frame other sites', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${server.url}/static/prayer-time-widget/index.html`);
    await page.locator('.mw-error').getByText('Add ?companyId=').waitFor();
    await page.goto(`${server.url}/static/dashboard-widget/index.html?companyUrl=nosuchmasjid`);
    await page.locator('.mw-error').getByText('Masjid not found').waitFor();
    await page.goto(`${server.url}/static/frame-widget/index.html?url=${encodeURIComponent('javascript:alert(1)')}`);
    await page.locator('.mw-error').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.goto(
      `${server.url}/static/frame-widget/index.html?url=${encodeURIComponent('//evil.example/expense/x')}`,
    );
    await page.locator('.mw-error').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.close();
  });

  it('serves the embed script and widget pages with cache rules that keep pasted snippets working', async () => {
    const script = await fetch(`${server.url}/static/embed.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('no-cache');
    const text = await script.text();
    expect(text).not.toMatch(/^\s*import\s/m);
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(SCREENSHOT_DIR, 'widgets-snippets.txt'),
      WIDGETS.map((w) => embedSnippet(server.url, w.name, params(w.name))).join('\n'),
    );
  });
});
