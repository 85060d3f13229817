/**
 * Everything a masjid writes is shown as text, everywhere: script, HTML and attribute-breaking payloads
 * stored in every text field never run on a page or in a widget, and the pages work under their
 * Content-Security-Policy (no inline script). Admin pages cannot be framed by another site; the public
 * pages can.
 */
import http from 'node:http';
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { WIDGETS, widgetUrl, type WidgetName, type WidgetParams } from '@core/widgets/embed-snippet.js';
import { apiCall, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { freePort } from '../support/free-port.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { seedMasjid, type SeededMasjid } from './public-fixtures.js';
import { nextFridays } from '@core/content/fridays.js';

/** Each payload, if it ever ran, would set window.__pwned (in its own frame or its parent). */
const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=2">',
  '"><svg onload=window.__pwned=3>',
  "'><img src=x onerror=window.__pwned=4>",
  '<iframe srcdoc="<script>parent.__pwned=5</script>">',
  'javascript:window.__pwned=6',
  '{{constructor.constructor("window.__pwned=7")()}}',
];
const p = (i: number) => PAYLOADS[i % PAYLOADS.length]!;

function hostileContent(today: string) {
  return {
    customConfigurations: [{ name: 'jumah_prayer', value: `1:30 ${p(0)}` }],
    funds: [{ name: `Roof ${p(1)}`, goal: 25000, current: 12000, pledge: 3000, endDate: '2027-06-30', enabled: true }],
    expenses: [{ lineItem: `Power ${p(2)}`, amount: 310.25, enabled: true }],
    expenseSheets: [
      {
        name: `Iftar ${p(3)}`,
        description: `Nightly ${p(4)}\n${p(0)}`,
        enabled: true,
        rows: [{ order: 1, label: `Dates ${p(5)}`, value: p(6) }],
      },
    ],
    jummahs: [{ khateeb: p(2), date: nextFridays(today, 1)[0]!, enabled: true }],
    announcements: [
      {
        title: `Open day ${p(1)}`,
        text: `${p(0)}\n${p(3)}`,
        image: null,
        startDate: null,
        endDate: null,
        enabled: true,
      },
    ],
    reminders: [{ text: `Be kind ${p(4)}`, reference: p(5), enabled: true }],
  };
}

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;
let otherOrigin: http.Server;
let otherUrl: string;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow('America/Chicago', Date.now()).date;
  masjid = await seedMasjid(server, {
    name: 'Masjid Payload',
    url: 'payload',
    email: 'admin@payload.org',
    content: () => hostileContent(today),
  });
  // The admin's own names carry what the name rules let through (quotes, ampersands, brackets).
  const user = {
    firstName: `O'Neil & Sons`,
    lastName: `Ali' (#1)`,
    email: masjid.email,
    roles: ['ADMIN'],
    active: true,
  };
  const saved = await apiCall(server, 'PUT', `/api/auth/companies/${masjid.companyId}/users/${masjid.userId}`, {
    token: masjid.token,
    body: user,
  });
  expect(saved.status).toBe(200);

  const port = await freePort();
  otherUrl = `http://localhost:${port}`;
  otherOrigin = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', otherUrl).searchParams.get('frame') ?? '/';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>another site</title><iframe id="framed" src="${server.url}${target}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => otherOrigin.listen(port, '127.0.0.1', resolve));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (otherOrigin) {
    otherOrigin.closeAllConnections();
    await new Promise((resolve) => otherOrigin.close(resolve));
  }
});

/** A page that records dialogs, CSP violations and page errors, and reports window.__pwned in every frame. */
async function watchedPage(viewport: { width: number; height: number } = VIEWPORTS.laptop) {
  const page = await browser.newPage({ viewport });
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`csp: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  const pwned = async () => {
    const values = await Promise.all(
      page
        .frames()
        .map((frame: Frame) =>
          frame.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null).catch(() => null),
        ),
    );
    return values.filter((value) => value !== null);
  };
  return { page, problems, pwned };
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

describe('stored payloads', () => {
  it('never run on the public pages, which show them as text and work under their CSP', async () => {
    // [name, path, text that shows the page rendered, text the page must show as written]
    const pages: Array<[string, string, string, string]> = [
      ['dashboard', `/${masjid.url}`, 'Khateeb', `Khateeb: ${p(2)}`],
      ['calendar', `/calendar/${masjid.url}`, 'Salah Calendar', ''],
      ['expense-frame', `/expense/${masjid.url}`, 'Roof', `Roof ${p(1)}`],
      ['public-v2', `/v2/${masjid.url}`, 'Minaret', masjid.url],
    ];
    for (const [name, path, expectedText, shownAsText] of pages) {
      const { page, problems, pwned } = await watchedPage(name === 'dashboard' ? VIEWPORTS.tv : VIEWPORTS.laptop);
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.headers()['content-security-policy'], name).toMatch(/script-src 'self'; /);
      await page
        .getByText(expectedText)
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(async (error: Error) => {
          await screenshot(page, `stored-payloads-${name}-failed`);
          throw new Error(
            `${name}: ${error.message}\n${await page.locator('body').innerText()}\n${problems.join('\n')}`,
          );
        });
      if (name === 'calendar') await page.getByRole('button', { name: 'Search' }).click();
      if (name === 'calendar') await page.locator('table').first().waitFor({ timeout: 30_000 });
      else await page.getByText(shownAsText).first().waitFor({ timeout: 30_000 });
      // A payload runs when its element loads or fails to: every image settled, two frames drawn.
      await settled(page);
      expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count(), name).toBe(0);
      expect(await pwned(), name).toEqual([]);
      expect(problems, name).toEqual([]);
      await screenshot(page, `stored-payloads-${name}`);
      await page.close();
    }
  });

  it('never run in any widget', async () => {
    for (const widget of WIDGETS) {
      const { page, problems, pwned } = await watchedPage({ width: 900, height: 900 });
      const response = await page.goto(widgetUrl(server.url, widget.name, params(widget.name)));
      expect(response?.headers()['content-security-policy'], widget.name).toMatch(/frame-ancestors \*/);
      await page.waitForFunction(() => document.getElementById('widget')?.textContent !== '…', undefined, {
        timeout: 30_000,
      });
      await settled(page);
      expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count(), widget.name).toBe(0);
      expect(await pwned(), widget.name).toEqual([]);
      expect(problems, widget.name).toEqual([]);
      await page.close();
    }
  });

  it('never run on the admin pages, which work under their CSP', async () => {
    const { page, problems, pwned } = await watchedPage(VIEWPORTS.laptop);
    await signIn(page, server, masjid.email, masjid.password);
    for (const tab of ['Configuration', 'Salah', 'Widgets']) {
      const control = page.getByRole('tab', { name: tab });
      if (!(await control.count())) continue;
      await control.click();
      await page.getByRole('tabpanel').first().waitFor();
      await settled(page);
    }
    await page.goto(`${server.url}/auth/company/user/profile`);
    await page.getByText(`O'Neil & Sons`).first().waitFor({ timeout: 30_000 });
    expect(await pwned()).toEqual([]);
    expect(problems).toEqual([]);
    await screenshot(page, 'stored-payloads-admin-profile');
    await page.close();
  });
});

describe('framing', () => {
  it('another site cannot frame an admin page, and can frame the dashboard', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    // goto waits for the page's load event, which comes after its iframe's (refused or not).
    await page.goto(`${otherUrl}/?frame=${encodeURIComponent('/auth/admin')}`);
    const admin = page.frames().find((frame) => frame !== page.mainFrame());
    const adminText = await admin?.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    expect(adminText ?? '').not.toMatch(/Sign in|Email|Password|Minaret/);

    await page.goto(`${otherUrl}/?frame=${encodeURIComponent(`/${masjid.url}`)}`);
    const dashboard = page.frameLocator('#framed');
    await dashboard.getByText('Masjid Payload').first().waitFor({ timeout: 30_000 });
    await page.close();
  });
});
