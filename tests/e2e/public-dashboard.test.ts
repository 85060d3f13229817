import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_ROWS } from '@core/dashboard/prayer-schedule.js';
import { zonedInstant, zonedNow } from '@core/dashboard/zoned-clock.js';
import { formatTime12 } from '@core/time/display-format.js';
import { apiCall } from '../support/admin.js';
import { launchBrowser, screenshot, VIEWPORTS, settled } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { stubDesktopBridge } from '../support/desktop-bridge.js';
import {
  dashboardData,
  dayViews,
  richContent,
  seedMasjid,
  shownDayView,
  XSS,
  type SeededMasjid,
} from './public-fixtures.js';

const ZONE = 'America/Chicago';
let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;
let today: string;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  today = zonedNow(ZONE, Date.now()).date;
  masjid = await seedMasjid(server, {
    name: 'Masjid Public Dashboard',
    url: 'publicdash',
    email: 'admin@publicdash.org',
    content: () => richContent(today),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page that records any dialog (an injected script would call alert). */
async function openPage(viewport: { width: number; height: number } = VIEWPORTS.tv) {
  const page = await browser.newPage({ viewport });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

const cell = (page: Page, prayer: string, column: string) =>
  page.locator(`tr[data-prayer="${prayer}"] td[data-column="${column}"]`);

/** A cell's time without the "new" mark, which shows on the days an iqama differs from the day before. */
const timeIn = (page: Page, prayer: string, column: string) =>
  cell(page, prayer, column).evaluate((td) => {
    const copy = td.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-mark]').forEach((mark) => mark.remove());
    return copy.textContent;
  });

describe('public dashboard', () => {
  it("shows today's azan and iqama of the API, the masjid's identity and everything a masjid wrote as text", async () => {
    const expected = await shownDayView(server, masjid.companyId);
    const { page, dialogs } = await openPage();
    await page.goto(`${server.url}/publicdash`);
    await page.getByTestId('prayer-table').waitFor();
    expect(await page.title()).toBe('Masjid Public Dashboard · Minaret');
    await expect.poll(() => page.getByTestId('masjid-name').textContent()).toBe('Masjid Public Dashboard');
    // The test runs on the real date: on a Friday the noon row is Jumu'ah's sessions (docs/phases.md "Fridays").
    const friday = new Date(`${expected.date}T12:00:00Z`).getUTCDay() === 5;
    for (const row of DASHBOARD_ROWS) {
      if (friday && row.key === 'dhuhr') continue;
      expect(await timeIn(page, row.key, 'azan'), row.key).toBe(formatTime12(expected[row.key]));
      expect(await timeIn(page, row.key, 'iqama'), row.key).toBe(row.iqama ? formatTime12(expected[row.iqama]) : '');
    }
    // Digital clock (clock_type 2), Jum'ah text and the khateeb line, shown as the characters typed.
    await page.locator('[data-testid="clock"] [role="timer"]').waitFor();
    expect(await page.locator('tr[data-prayer="jumah"]').textContent()).toContain('1:30 pm and 2:30 pm');
    expect(await page.getByTestId('khateeb').textContent()).toContain(`Khateeb: ${XSS}`);
    const slides = await page.getByTestId('slides').textContent();
    expect(slides).toContain(`Roof ${XSS}`);
    expect(slides).toContain(`Open day ${XSS}`);
    expect(slides).not.toContain('Hidden');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.getByTestId('quran-reminder').textContent()).toMatch(/Quran \d+:\d+/);
    expect(dialogs).toEqual([]);

    for (const [name, viewport] of [
      ['1920x1080', VIEWPORTS.tv],
      ['3840x2160', VIEWPORTS.tv4k],
      ['1080x1920', VIEWPORTS.portrait],
      ['390x844', VIEWPORTS.phone],
    ] as const) {
      await page.setViewportSize(viewport);
      // Amiri and the header links' chunks arrive after the first paint: wait for the network to rest, then paint.
      await page.waitForLoadState('networkidle');
      await settled(page);
      await screenshot(page, `public-dashboard-${name}`);
    }
    await page.close();
  });

  it('runs its clock', async () => {
    const { page } = await openPage();
    await page.goto(`${server.url}/publicdash`);
    const clock = page.getByTestId('clock');
    await clock.waitFor();
    const first = await clock.getAttribute('data-time');
    await expect.poll(() => clock.getAttribute('data-time'), { timeout: 5000 }).not.toBe(first);
    await page.close();
  });

  it('advances the slideshow every 15 seconds, and Next moves on at once and restarts the wait', async () => {
    const { page } = await openPage();
    // Paused: only runFor moves the page's time, however long the machine takes to load it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(`${server.url}/publicdash`);
    const stage = page.getByTestId('slides');
    await stage.waitFor();
    const active = () => stage.getAttribute('data-active-slide');
    expect(await active()).toBe('expenses');
    await page.clock.runFor(14_000);
    expect(await active()).toBe('expenses');
    await page.clock.runFor(1_500);
    await expect.poll(active).toBe('funds-0');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(active).toBe('funds-2');
    await page.clock.runFor(10_000);
    expect(await active()).toBe('funds-2');
    await page.clock.runFor(5_500);
    await expect.poll(active).toMatch(/^sheet-/);
    // Only one slide is visible at a time, in a box of the same size (the whole screen may move a few
    // pixels against burn-in at a quarter hour, docs/hall-screen.md).
    const size = async () => {
      const box = await stage.boundingBox();
      return box && { width: box.width, height: box.height };
    };
    const box = await size();
    await page.clock.runFor(15_500);
    await expect.poll(active).toMatch(/^announcement-/);
    expect(await size()).toEqual(box);
    expect(await page.locator('[data-slide][aria-hidden="false"]').count()).toBe(1);
    await page.close();
  });

  it("rolls over at the masjid's midnight and follows the DST change without a reload, in the masjid's zone", async () => {
    const days = await dayViews(server, masjid.companyId, '2026-03-07', 3);
    const data = { ...(await dashboardData(server, 'publicdash')), days };
    // The display PC is set to Tokyo; the masjid is in Chicago.
    const context = await browser.newContext({ viewport: VIEWPORTS.tv, timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await stubDesktopBridge(page, { data, offline: false, fetchedAt: null, serverTimeOffsetMs: 0 });
    const start = zonedInstant(ZONE, '2026-03-07', '23:59') + 50_000;
    await page.clock.install({ time: start - 1_000 });
    await page.clock.pauseAt(start);
    await page.goto(`${server.url}/publicdash`);
    const heading = page.getByTestId('date-heading');
    // After Isha's iqama the table already shows tomorrow (docs/prayer-table.md).
    await expect.poll(() => heading.textContent()).toBe('Tomorrow · Sunday, March 8, 2026');
    expect(await page.getByTestId('clock').getAttribute('data-time')).toMatch(/^23:59:5\d$/);
    expect(await cell(page, 'fajr', 'azan').textContent()).toBe(formatTime12(days[1]!.fajr));
    expect(await page.getByTestId('clock-change').textContent()).toBe('Clocks go forward one hour tonight');

    await page.clock.runFor(15_000);
    await expect.poll(() => heading.textContent()).toBe('Sunday, March 8, 2026');
    expect(await cell(page, 'fajr', 'azan').textContent()).toBe(formatTime12(days[1]!.fajr));
    expect(await cell(page, 'maghrib', 'azan').textContent()).toBe(formatTime12(days[1]!.maghrib));
    expect(await page.getByTestId('clock').getAttribute('data-time')).toMatch(/^00:00:0\d$/);
    // The countdown to Fajr counts real time: the hour lost at 2:00 is not counted.
    const now = await page.evaluate(() => Date.now());
    const fajr = zonedInstant(ZONE, '2026-03-08', days[1]!.fajr);
    const shown = /Fajr azan in (\d+):(\d\d):(\d\d)/.exec((await page.getByTestId('countdown').textContent()) ?? '');
    expect(shown, 'countdown to Fajr').not.toBeNull();
    const shownSeconds = Number(shown![1]) * 3600 + Number(shown![2]) * 60 + Number(shown![3]);
    expect(Math.abs(shownSeconds - (fajr - now) / 1000)).toBeLessThanOrEqual(2);

    await page.clock.fastForward(zonedInstant(ZONE, '2026-03-08', '01:59') + 57_000 - now);
    await page.clock.runFor(4_000);
    await expect.poll(() => page.getByTestId('clock').getAttribute('data-time')).toMatch(/^03:00:0\d$/);
    expect(await heading.textContent()).toBe('Sunday, March 8, 2026');
    expect(await page.getByTestId('notices').textContent()).toBe('');
    await screenshot(page, 'public-dashboard-dst-morning');
    await context.close();
  });

  it('says plainly when the display clock is wrong or the data is older than the masjid allows, and marks offline copies', async () => {
    const data = await dashboardData(server, 'publicdash');
    const { page } = await openPage();
    await stubDesktopBridge(page, {
      data,
      offline: true,
      fetchedAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      serverTimeOffsetMs: -5 * 60_000,
    });
    await page.goto(`${server.url}/publicdash`);
    const notices = page.getByTestId('notices');
    await expect.poll(() => notices.textContent()).toContain('Clock is wrong');
    expect(await notices.textContent()).toContain('Times may be out of date');
    expect(await page.getByTestId('offline-mark').isVisible()).toBe(true);
    await screenshot(page, 'public-dashboard-warnings');
    await page.close();
  });

  it('shows an admin save at once through the change events, without a reload', async () => {
    const { page } = await openPage();
    await page.goto(`${server.url}/publicdash`);
    await page.getByTestId('slides').waitFor();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    const current = await apiCall(server, 'GET', '/api/companies/url/publicdash/central-control', {
      token: masjid.token,
    });
    const saved = await apiCall(server, 'PUT', '/api/companies/central-control', {
      token: masjid.token,
      body: {
        companyId: masjid.companyId,
        version: current.json.version,
        announcements: [
          {
            title: 'Live update works',
            text: 'Saved just now',
            image: null,
            startDate: null,
            endDate: null,
            enabled: true,
          },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    await expect
      .poll(() => page.getByTestId('slides').textContent(), { timeout: 15_000 })
      .toContain('Live update works');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    await page.close();
  });

  it('reloads itself every 30 minutes when the health check answers Ok', async () => {
    const { page } = await openPage();
    await page.clock.install();
    await page.goto(`${server.url}/publicdash`);
    await page.getByTestId('prayer-table').waitFor();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'before'));
    await page.clock.fastForward(29 * 60_000);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('before');
    await page.clock.fastForward(61_000);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { marker?: string }).marker), { timeout: 10_000 })
      .toBeUndefined();
    await page.getByTestId('prayer-table').waitFor();
    await page.close();
  });

  it('takes the analog clock and the theme from the masjid configuration', async () => {
    for (const theme of ['dark', 'high-contrast'] as const) {
      const url = theme === 'dark' ? 'darktheme' : 'contrasttheme';
      await seedMasjid(server, {
        name: `Masjid ${theme}`,
        url,
        email: `admin@${url}.org`,
        content: () => ({
          ...richContent(today),
          customConfigurations: [
            { name: 'clock_type', value: '1' },
            { name: 'dashboard_theme', value: theme },
          ],
        }),
      });
      const { page } = await openPage();
      await page.goto(`${server.url}/${url}`);
      await page.getByTestId('prayer-table').waitFor();
      expect(await page.getByTestId('dashboard').getAttribute('data-theme')).toBe(theme);
      expect(await page.getByTestId('clock').locator('svg[role="img"]').getAttribute('aria-label')).toMatch(
        /^Time \d{1,2}:\d\d (am|pm)$/,
      );
      const background = await page
        .getByTestId('dashboard')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toBe(theme === 'dark' ? 'rgb(11, 19, 16)' : 'rgb(0, 0, 0)');
      await settled(page);
      await screenshot(page, `public-dashboard-theme-${theme}`);
      await page.close();
    }
  });

  it('says when prayer times are not set up, and sends visitors of an unknown masjid home', async () => {
    await seedMasjid(server, { name: 'Masjid No Times', url: 'notimes', email: 'admin@notimes.org', timetable: false });
    const { page } = await openPage();
    await page.goto(`${server.url}/notimes`);
    await expect
      .poll(() => page.getByTestId('not-setup').textContent())
      .toBe('Prayer time not setup. Please contact dashboard admin.');
    await screenshot(page, 'public-dashboard-not-setup');
    await page.goto(`${server.url}/nosuchmasjid`);
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });
});
