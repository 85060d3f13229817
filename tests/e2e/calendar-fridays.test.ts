/**
 * The calendar page and widget (issue 16): Hijri dates carry their year, Fridays show the masjid's
 * Jumu'ah sessions, the time zone is named beside the tables, and the widget keeps every column in a
 * 320-430 px sidebar (docs/prayer-table.md).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { seedMasjid, type SeededMasjid } from './public-fixtures.js';

/** Jumu'ah's screen not dark: the sessions below run past Chicago's Asr in winter, which a dark screen refuses. */
const JUMUAH_NOT_DARK = JSON.stringify({ prayers: { jumuah: { minutes: 40, mode: 'off' } } });

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;
const SESSIONS = [
  { khutbah: '12:30', salah: '13:00', language: 'English' },
  { khutbah: '13:45', salah: '14:15', language: 'Arabic' },
];

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, {
    name: 'Masjid Fridays',
    url: 'fridays',
    email: 'admin@fridays.org',
    content: () => ({ customConfigurations: [{ name: 'prayer_phases', value: JUMUAH_NOT_DARK }] }),
  });
  const saved = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/occasions`, {
    token: masjid.token,
    body: {
      version: 0,
      jumuahSessions: SESSIONS,
      eidPrayers: [],
      ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
    },
  });
  expect(saved.status, saved.text).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it("writes each Hijri date with its year, each Friday's Jumu'ah sessions and the time zone", async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
  await page.goto(`${server.url}/calendar/fridays`);
  const month = page.getByTestId('calendar-month').first();
  await month.waitFor();
  await month.getByText('Times in America/Chicago').waitFor();

  const hijri = await month.locator('tbody tr[data-date] td:nth-child(2)').allTextContents();
  expect(hijri.length).toBeGreaterThanOrEqual(28);
  for (const text of hijri) expect(text).toMatch(/^\d{1,2} [A-Z][A-Za-z' -]+ \d{4}$/);

  const fridays = await month.locator('tbody tr[data-date]').evaluateAll((rows) =>
    rows
      .filter((row) => row.querySelector('td')!.textContent!.startsWith('Fri'))
      .map((row) => ({
        date: row.getAttribute('data-date'),
        next: row.nextElementSibling?.getAttribute('data-jumuah') ?? null,
        text: row.nextElementSibling?.textContent ?? '',
      })),
  );
  expect(fridays.length).toBeGreaterThanOrEqual(4);
  for (const friday of fridays) {
    expect(friday.next).toBe(friday.date);
    expect(friday.text).toContain("Jum'ah");
    expect(friday.text).toContain('1. Khutbah 12:30 pm · Salah 1:00 pm · English');
    expect(friday.text).toContain('2. Khutbah 1:45 pm · Salah 2:15 pm · Arabic');
  }
  // Only Fridays have such a line.
  expect(await month.locator('tbody tr[data-jumuah]').count()).toBe(fridays.length);

  // On a phone the table scrolls sideways; the Friday line wraps within the screen instead of running off it.
  await page.setViewportSize(VIEWPORTS.phone);
  const line = month.locator('tbody tr[data-jumuah] td > div').first();
  await expect
    .poll(() => line.evaluate((element) => Math.round(element.getBoundingClientRect().right)))
    .toBeLessThanOrEqual(VIEWPORTS.phone.width);
  for (const [size, viewport] of [
    ['1366x768', VIEWPORTS.laptop],
    ['390x844', VIEWPORTS.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await month
      .locator('tbody tr[data-jumuah]')
      .first()
      .evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await settled(page);
    await keepPicture(page, `calendar-fridays-${size}`);
  }
  await page.close();
});

it('keeps every column of the calendar widget in a 320-430 px sidebar', async () => {
  for (const width of [320, 375, 430]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${server.url}/static/calendar-widget/index.html?companyUrl=fridays`);
    await page.locator('.mw-cal tbody tr').first().waitFor();
    await settled(page);
    const layout = await page.evaluate(() => {
      const scroller = document.querySelector('.mw-scroll')!;
      const headers = [...document.querySelectorAll('.mw-cal thead th')];
      return {
        sideways: scroller.scrollWidth - scroller.clientWidth,
        hidden: headers
          .filter((th) => th.getBoundingClientRect().right > window.innerWidth)
          .map((th) => th.textContent),
        columns: headers.length,
      };
    });
    if (layout.sideways > 0) await screenshot(page, `calendar-widget-sidebar-${width}-overflow`);
    expect({ width, ...layout }).toEqual({ width, sideways: 0, hidden: [], columns: 8 });
    // The Hijri months and their year are said above the table; a cell holds the day.
    expect(await page.getByTestId('hijri-span').textContent()).toMatch(
      /^[A-Z][A-Za-z' -]+ \d{4}$|^[A-Z].* – .* \d{4}$/,
    );
    expect(await page.locator('td[data-column="hijri"]').first().textContent()).toMatch(/^\d{1,2}$/);
    expect(await page.getByTestId('friday-note').textContent()).toContain(
      '1. Khutbah 12:30 pm · Salah 1:00 pm · English',
    );
    if (width !== 375) await screenshot(page, `calendar-widget-sidebar-${width}`);
    await page.close();
  }
});

it('keeps the month that was asked for last when an older answer arrives after it', async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.goto(`${server.url}/static/calendar-widget/index.html?companyUrl=fridays`);
  await page.locator('.mw-cal tbody tr').first().waitFor();
  const first = await page.locator('.mw-nav strong').textContent();
  // Narrowing the frame redraws this month for a sidebar; its answer is held back until the next month is shown.
  let releaseSlow = () => {};
  const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
  let nextShown = false;
  await page.route('**/api/**', async (route) => {
    const url = route.request().url();
    if (!nextShown && url.includes('calendar')) await slowHeld;
    await route.continue();
  });
  const redraw = page.waitForRequest((request) => request.url().includes('calendar'));
  await page.setViewportSize({ width: 400, height: 900 });
  const held = await redraw;
  nextShown = true;
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect.poll(() => page.locator('.mw-nav strong').textContent()).not.toBe(first);
  const next = await page.locator('.mw-nav strong').textContent();
  expect(await page.locator('.mw-today').count()).toBe(0);
  releaseSlow();
  await (await held.response())?.finished();
  await settled(page);
  // The title and the days under it both stay on the next month (today's row belongs to the month before).
  expect(await page.locator('.mw-nav strong').textContent()).toBe(next);
  expect(await page.locator('.mw-today').count()).toBe(0);
  await page.close();
});

it("still prints each month on one sheet, A4 and US Letter, with the Fridays' lines", async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
  const year = new Date().getFullYear();
  await page.goto(`${server.url}/calendar/fridays?view=print&type=gregorian&year=${year}&month=0`);
  await expect.poll(() => page.getByTestId('calendar-month').count(), { timeout: 20_000 }).toBe(12);
  expect(await page.locator('tbody tr[data-jumuah]').count()).toBeGreaterThanOrEqual(52);
  await page.emulateMedia({ media: 'print' });
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length, format).toBe(12);
  }
  await page.close();
});

it("writes every table in the masjid's 24-hour format once chosen, and names the zone under the dashboard's table", async () => {
  const saved = await apiCall(server, 'PUT', `/api/auth/companies/${masjid.companyId}/configurations`, {
    token: masjid.token,
    body: { configurations: [{ name: 'time_format', value: '24h' }] },
  });
  expect(saved.status, saved.text).toBe(200);
  const TWENTY_FOUR = /^\d{2}:\d{2}/;

  const calendar = await browser.newPage({ viewport: VIEWPORTS.laptop });
  await calendar.goto(`${server.url}/calendar/fridays`);
  const month = calendar.getByTestId('calendar-month').first();
  await month.waitFor();
  expect(await month.locator('tbody tr[data-date] td:nth-child(3)').first().textContent()).toMatch(TWENTY_FOUR);
  expect(await month.locator('tbody tr[data-jumuah]').first().textContent()).toContain(
    '1. Khutbah 12:30 · Salah 13:00 · English',
  );
  await calendar.close();

  const dashboard = await browser.newPage({ viewport: VIEWPORTS.tv });
  await dashboard.goto(`${server.url}/fridays`);
  await dashboard.getByTestId('prayer-table').waitFor();
  for (const cell of await dashboard.locator('[data-prayer] td[data-column="azan"]').allTextContents())
    expect(cell).toMatch(/^\d{2}:\d{2}$/);
  expect(await dashboard.getByTestId('time-zone').textContent()).toBe('Times in America/Chicago');
  expect(await dashboard.getByTestId('jumuah-session').first().textContent()).toContain('Khutbah 12:30 · Salah 13:00');
  await settled(dashboard);
  await screenshot(dashboard, 'dashboard-24h-1920x1080');
  await dashboard.close();

  const widget = await browser.newPage({ viewport: { width: 430, height: 900 } });
  await widget.goto(`${server.url}/static/calendar-widget/index.html?companyUrl=fridays`);
  await widget.locator('.mw-cal tbody tr').first().waitFor();
  expect(await widget.locator('.mw-cal tbody tr td:nth-child(3)').first().textContent()).toMatch(TWENTY_FOUR);
  await widget.close();
});
