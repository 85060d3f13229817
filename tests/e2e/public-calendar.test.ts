import http from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHijri } from '@core/hijri/hijri.js';
import { localCivilDate } from '@core/time/civil-date.js';
import { formatTime12 } from '@core/time/display-format.js';
import { screenshotBoth } from '../support/admin.js';
import { freePort } from '../support/free-port.js';
import { launchBrowser, screenshot, SCREENSHOT_DIR, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { dayViews, seedMasjid, type SeededMasjid } from './public-fixtures.js';
import fs from 'node:fs';
import path from 'node:path';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;
const year = new Date().getFullYear();
// The Hijri list is selected on this Hijri year (index 2 of ten), all year round.
const hijriYear = toHijri(localCivilDate()).year;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, { name: 'Masjid Calendar Test', url: 'caltest', email: 'admin@caltest.org' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Pages of a PDF made by Chromium: one `/Type /Page` object per page. */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

describe('Salah calendar', () => {
  it('starts with the current month shown without a Search click, resets year and month when the type changes, and searches', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`${server.url}/calendar/caltest`);
    const MONTH_NAMES = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const current = page.getByTestId('calendar-month');
    await current.first().waitFor();
    expect(await current.count()).toBe(1);
    expect(await current.first().getByRole('heading').textContent()).toBe(
      `${MONTH_NAMES[new Date().getMonth()]} ${year}`,
    );
    expect(await page.getByText('Select calendar, year, month and click "Search".').count()).toBe(0);
    await screenshotBoth(page, 'volunteer-calendar-current-month');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Salah Calendar');

    const type = page.getByLabel('Calendar');
    const yearSelect = page.getByLabel('Year');
    const month = page.getByLabel('Month');
    // docs/product-rules.md ("Constants and formats"): ten years from two before this one (index 2 selected); All Months and twelve months.
    expect(await yearSelect.locator('option').allTextContents()).toEqual(
      Array.from({ length: 10 }, (_, i) => String(year - 2 + i)),
    );
    expect(await yearSelect.inputValue()).toBe(String(year));
    expect(await month.locator('option').count()).toBe(13);
    expect(await month.locator('option').first().textContent()).toBe('All Months');

    await yearSelect.selectOption(String(year + 1));
    await month.selectOption({ label: 'March' });
    await type.selectOption('hijri');
    expect(await yearSelect.inputValue()).toBe(String(hijriYear));
    expect(await yearSelect.locator('option').first().textContent()).toBe(String(hijriYear - 2));
    expect(await month.inputValue()).toBe('0');
    expect(await month.locator('option').nth(9).textContent()).toBe('Ramadan');
    await type.selectOption('gregorian');

    await month.selectOption({ label: 'March' });
    await page.getByRole('button', { name: 'Search' }).click();
    const months = page.getByTestId('calendar-month');
    await months.first().waitFor();
    expect(await months.count()).toBe(1);
    expect(await months.first().getByRole('heading').textContent()).toBe(`March ${year}`);
    expect(await page.getByTestId('calendar-masjid').textContent()).toBe('Masjid Calendar Test');
    const rows = months.first().locator('tbody tr');
    expect(await rows.count()).toBe(31);
    // A day's cells are the API's times for that date: azan, with the iqama line below.
    const [day] = await dayViews(server, masjid.companyId, `${year}-03-15`, 1);
    const cells = await months.first().locator(`tr[data-date="${year}-03-15"] td`).allTextContents();
    expect(cells[2]).toBe(`${formatTime12(day!.fajr)}${formatTime12(day!.fajrIqama)}`);
    expect(cells[3]).toBe(formatTime12(day!.sunrise));
    expect(cells[6]).toBe(`${formatTime12(day!.maghrib)}${formatTime12(day!.maghribIqama)}`);
    await screenshot(page, 'public-calendar-1366x768');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'public-calendar-390x844');

    await month.selectOption('0');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => months.count()).toBe(12);

    // Hijri months are Hijri months.
    await type.selectOption('hijri');
    await month.selectOption({ label: 'Ramadan' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => months.first().getByRole('heading').textContent()).toBe(`Ramadan ${hijriYear}`);
    const ramadanDays = await months.first().locator('tbody tr').count();
    expect([29, 30]).toContain(ramadanDays);
    await page.close();
  });

  it('links to a print view that prints each month on its own page, on A4 and on US Letter', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`${server.url}/calendar/caltest`);
    const print = page.getByRole('link', { name: 'Print' });
    // The page opens on the current month, so Print prints that month.
    expect(await print.getAttribute('href')).toBe(
      `/calendar/caltest?view=print&type=gregorian&year=${year}&month=${new Date().getMonth() + 1}`,
    );

    await page.goto(`${server.url}/calendar/caltest?view=print&type=gregorian&year=${year}&month=0`);
    await expect.poll(() => page.getByTestId('calendar-month').count()).toBe(12);
    expect(await page.locator('form').count()).toBe(0);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(page, 'public-calendar-print-media');

    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      fs.writeFileSync(path.join(SCREENSHOT_DIR, `public-calendar-print-${format}.pdf`), pdf);
      expect(pdfPageCount(pdf), format).toBe(12);
    }
    // One month fits one page too.
    await page.goto(`${server.url}/calendar/caltest?view=print&type=gregorian&year=${year}&month=1`);
    await page.getByTestId('calendar-month').waitFor();
    expect(pdfPageCount(await page.pdf({ format: 'Letter' }))).toBe(1);

    // Screenshot of the first printed page, as an image.
    const onePage = await browser.newPage({ viewport: { width: 794, height: 1123 } });
    await onePage.emulateMedia({ media: 'print' });
    await onePage.goto(`${server.url}/calendar/caltest?view=print&type=gregorian&year=${year}&month=1`);
    await onePage.getByTestId('calendar-month').waitFor();
    await screenshot(onePage, 'public-calendar-print-a4');
    await onePage.close();

    await page.goto(`${server.url}/calendar/caltest?view=print&type=julian&year=x`);
    await page.getByText('This print link is incomplete').waitFor();
    await page.close();
  });

  it('tells the page that frames it how tall it is', async () => {
    const port = await freePort();
    const host = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><body><script>
        window.heights = [];
        addEventListener('message', (e) => { if (e.data && e.data.type === 'minaret:resize') window.heights.push(e.data.height); });
      </script><iframe src="${server.url}/calendar/caltest" style="width:900px;height:300px"></iframe></body>`);
    });
    await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.length))
      .toBeGreaterThan(0);
    const frame = page.frameLocator('iframe');
    await frame.getByLabel('Month').selectOption('0');
    await frame.getByRole('button', { name: 'Search' }).click();
    // Twelve month tables make the page far taller than the first report.
    await expect
      .poll(() => page.evaluate(() => Math.max(...(window as unknown as { heights: number[] }).heights)), {
        timeout: 15_000,
      })
      .toBeGreaterThan(5000);
    await page.close();
    await new Promise((resolve) => host.close(resolve));
  });

  it('downloads none of the admin catalogs (its menus are the admin fields)', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/calendar/caltest`);
    await page.getByTestId('calendar-month').first().waitFor();
    await page.getByLabel('Month').waitFor();
    expect(scripts.some((script) => /\/calendar-page-[\w-]+\.js$/.test(script))).toBe(true);
    // The compiled admin catalogs' chunks and the admin translator's module (docs/languages.md "Admin app").
    expect(
      scripts.filter((script) =>
        /\/(admin|adminOperations|adminPeople|adminSalah|adminSettings|admin-language)-[\w-]{8}\.js$/.test(script),
      ),
    ).toEqual([]);
    await page.close();
  });

  it("paints nothing in English or with US dates before a French masjid's calendar is in French", async () => {
    const french = await seedMasjid(server, {
      name: 'Mosquée de Lyon',
      url: 'lyon-cal',
      email: 'admin@lyon-cal.example.org',
      content: () => ({ customConfigurations: [{ name: 'language', value: 'fr' }] }),
    });
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    // Every text the page ever shows, from its first paint: English words or an English month name would
    // be the flash of the wrong language.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="calendar-page"]')?.textContent;
        if (text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${server.url}/calendar/${french.url}`);
    await page.getByTestId('calendar-month').first().waitFor();
    expect(await page.getByTestId('calendar-page').getAttribute('data-language')).toBe('fr');
    const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
    expect(seen.length).toBeGreaterThan(0);
    const english =
      /Salah Calendar|Search|Loading|January|February|March|April|May|June|July|August|September|October|November|December/;
    expect(seen.filter((text) => english.test(text))).toEqual([]);
    await page.close();
  });

  it('answers an unknown masjid with a message', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`${server.url}/calendar/nosuchmasjid`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Masjid not found.').waitFor();
    await page.close();
  });
});
