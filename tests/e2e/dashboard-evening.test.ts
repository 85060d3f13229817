/**
 * The prayer table through the evening and the night, in Chromium through the built app
 * (docs/prayer-table.md): after Isha tomorrow's times with what changes called out, steady columns, the
 * Jum'ah row, a wrong screen clock corrected, the phone width, and the calendar's Hijri and print view.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData, DashboardLoad } from '@core/dashboard/dashboard-data.js';
import { zonedInstant, zonedNow } from '@core/dashboard/zoned-clock.js';
import { formatHijriDate } from '@core/hijri/hijri.js';
import { formatTime12 } from '@core/time/display-format.js';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { dashboardData, dayViews, seedMasjid, type SeededMasjid } from './public-fixtures.js';

const ZONE = 'America/Chicago';
let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, {
    name: 'Masjid Evening',
    url: 'evening',
    email: 'admin@evening.org',
    content: () => ({ customConfigurations: [{ name: 'clock_type', value: '2' }] }),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The desktop bridge, stubbed, so the page runs on a fixed timetable and a controlled clock. */
async function open(
  data: DashboardData,
  at: number,
  viewport: { width: number; height: number } = VIEWPORTS.tv,
  serverTimeOffsetMs = 0,
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.addInitScript(
    (stub) => {
      const bridge = {
        loadDashboard: async (): Promise<DashboardLoad> => ({
          data: { ...stub.data, serverTime: new Date(Date.now() + stub.serverTimeOffsetMs).toISOString() },
          offline: false,
          fetchedAt: new Date().toISOString(),
        }),
        health: async () => false,
        settings: async () => null,
        openSetup: async () => undefined,
      };
      (window as unknown as { minaretDesktop: typeof bridge }).minaretDesktop = bridge;
    },
    { data, serverTimeOffsetMs },
  );
  await page.clock.install({ time: at });
  await page.goto(`${server.url}/evening`);
  await page.getByTestId('prayer-table').waitFor();
  return page;
}

const cell = (page: Page, prayer: string, column: string) =>
  page.locator(`tr[data-prayer="${prayer}"] td[data-column="${column}"]`);

describe('the table after Isha', () => {
  it('Chicago, 6 Nov 2027 at 21:30 (clocks go back in the night): tomorrow, with its Fajr iqama and the clock change said', async () => {
    const days = await dayViews(server, masjid.companyId, '2027-11-06', 2);
    const data = { ...(await dashboardData(server, 'evening')), days };
    const page = await open(data, zonedInstant(ZONE, '2027-11-06', '21:30'));
    await expect.poll(() => page.getByTestId('date-heading').textContent()).toBe('Tomorrow · Sunday, November 7, 2027');
    expect(await cell(page, 'fajr', 'azan').textContent()).toBe(formatTime12(days[1]!.fajr));
    expect(await cell(page, 'fajr', 'iqama').textContent()).toContain(formatTime12(days[1]!.fajrIqama));
    expect(days[1]!.fajr).not.toBe(days[0]!.fajr);
    expect(await page.getByTestId('clock-change').textContent()).toBe('Clocks go back one hour tonight');
    expect(await page.locator('tr[data-prayer="fajr"]').getAttribute('data-state')).toBe('next');
    expect(await page.locator('tr[data-state="current"]').count()).toBe(0);
    // No Jum'ah text and no khateeb: no empty Jum'ah row.
    expect(await page.locator('tr[data-prayer="jumah"]').count()).toBe(0);
    // The header counts down to the same Fajr the table shows, to its real instant.
    const countdown = (await page.getByTestId('countdown').textContent()) ?? '';
    expect(countdown).toContain(`Fajr iqama ${formatTime12(days[1]!.fajrIqama)}`);
    expect(countdown).not.toContain(
      formatTime12(days[0]!.fajrIqama === days[1]!.fajrIqama ? 'none' : days[0]!.fajrIqama),
    );
    await screenshot(page, 'evening-dashboard-tv');
    await page.close();

    const laptop = await open(data, zonedInstant(ZONE, '2027-11-06', '21:30'), VIEWPORTS.laptop);
    await expect.poll(() => laptop.getByTestId('date-heading').textContent()).toContain('Tomorrow');
    await screenshot(laptop, 'evening-dashboard-laptop');
    await laptop.close();

    const phone = await open(data, zonedInstant(ZONE, '2027-11-06', '21:30'), VIEWPORTS.phone);
    await expect.poll(() => phone.getByTestId('date-heading').textContent()).toContain('Tomorrow');
    const widths = await phone.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    const box = await phone.getByTestId('countdown').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(phone, 'evening-dashboard-phone');
    await phone.close();

    // The longest countdown lines of the day (Maghrib's, hours ahead) on the narrowest phones.
    for (const width of [360, 390]) {
      const afternoon = await open(data, zonedInstant(ZONE, '2027-11-06', '15:40'), { width, height: 844 });
      await expect.poll(() => afternoon.getByTestId('countdown').textContent()).toContain('Maghrib');
      const fits = await afternoon.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
        lines: [...document.querySelectorAll('[data-testid="countdown"] p')].map(
          (line) => line.scrollWidth <= line.clientWidth,
        ),
        // Every time fits its fixed-width cell ('12:35 pm' beside '12:50 pm' must not touch).
        crowded: [...document.querySelectorAll('[data-testid="prayer-table"] td')]
          .filter((td) => td.scrollWidth > td.clientWidth)
          .map((td) => td.textContent),
      }));
      expect(fits.crowded, `${width} px`).toEqual([]);
      expect(fits.page, `${width} px`).toBeLessThanOrEqual(fits.view);
      expect(fits.lines, `${width} px`).toEqual([true, true]);
      if (width === 360) await screenshot(afternoon, 'afternoon-dashboard-phone-360');
      await afternoon.close();
    }
  });

  it('marks an iqama that differs from today as new, on the eve of the change', async () => {
    const days = await dayViews(server, masjid.companyId, '2027-11-06', 2);
    const changed = { ...days[1]!, ishaIqama: days[0]!.ishaIqama === '20:30' ? '20:45' : '20:30' };
    const page = await open(
      { ...(await dashboardData(server, 'evening')), days: [days[0]!, changed] },
      zonedInstant(ZONE, '2027-11-06', '21:30'),
    );
    await expect.poll(() => cell(page, 'isha', 'iqama').getAttribute('data-changed')).toBe('true');
    expect(await cell(page, 'isha', 'iqama').textContent()).toContain(formatTime12(changed.ishaIqama));
    await page.close();
  });

  it('keeps the columns where they are when the Next tag moves', async () => {
    const days = await dayViews(server, masjid.companyId, '2027-06-10', 1);
    const data = { ...(await dashboardData(server, 'evening')), days };
    const columnsAt = async (time: string) => {
      const page = await open(data, zonedInstant(ZONE, '2027-06-10', time));
      const xs = await page
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.children].map((td) => Math.round(td.getBoundingClientRect().left))),
        );
      const next = await page.locator('tr[data-state="next"]').getAttribute('data-prayer');
      await page.close();
      return { xs, next };
    };
    const morning = await columnsAt('04:00');
    const evening = await columnsAt(
      days[0]!.asrIqama.replace(/:(\d\d)$/, (_, m) => `:${String(Number(m) + 1).padStart(2, '0')}`),
    );
    expect(morning.next).not.toBe(evening.next);
    expect(evening.xs[0]).toEqual(morning.xs[0]);
  });

  it("after midnight, does not mark the Isha row Now (its time is tonight's)", async () => {
    const days = await dayViews(server, masjid.companyId, '2027-01-15', 2);
    const page = await open(
      { ...(await dashboardData(server, 'evening')), days },
      zonedInstant(ZONE, '2027-01-15', '00:30'),
    );
    await expect.poll(() => page.locator('tr[data-prayer="fajr"]').getAttribute('data-state')).toBe('next');
    expect(await page.locator('tr[data-state="current"]').count()).toBe(0);
    await page.close();
  });

  it('says "Last Friday" for the khateeb on Saturday', async () => {
    const days = await dayViews(server, masjid.companyId, '2027-01-16', 2);
    const base = await dashboardData(server, 'evening');
    const data = {
      ...base,
      days,
      centralControl: {
        ...base.centralControl,
        jummahs: [
          { khateeb: 'Imam Ali', date: '2027-01-15', enabled: true },
          { khateeb: 'Imam Omar', date: '2027-01-22', enabled: true },
        ],
      },
    };
    const page = await open(data as DashboardData, zonedInstant(ZONE, '2027-01-16', '10:00'));
    await expect.poll(() => page.getByTestId('khateeb').textContent()).toBe('Last Friday 1/15 - Khateeb: Imam Ali');
    await page.close();
  });
});

describe('a screen whose clock is wrong', () => {
  it('shows the server time and counts down from it', async () => {
    const days = await dayViews(server, masjid.companyId, '2027-06-10', 2);
    const data = { ...(await dashboardData(server, 'evening')), days };
    // The screen's clock reads 10:10; the server says 10:00.
    const screenAt = zonedInstant(ZONE, '2027-06-10', '10:10');
    const page = await open(data, screenAt, VIEWPORTS.tv, -10 * 60_000);
    await expect
      .poll(() => page.getByTestId('notices').textContent())
      .toContain("Clock is wrong (ahead by 10 min): showing the server's time");
    expect(await page.getByTestId('clock').getAttribute('data-time')).toMatch(/^10:00:/);
    const dhuhr = zonedInstant(ZONE, '2027-06-10', days[0]!.dhuhr);
    // The countdown and the screen's clock read together: on a loaded machine seconds pass between two reads.
    const shown = await page.evaluate(() => ({
      countdown: document.querySelector('[data-testid="countdown"]')?.textContent ?? '',
      screenNow: Date.now(),
    }));
    const match = /Zuhr azan in (\d+):(\d\d):(\d\d)/.exec(shown.countdown);
    expect(match).not.toBeNull();
    const seconds = Number(match![1]) * 3600 + Number(match![2]) * 60 + Number(match![3]);
    const serverNow = shown.screenNow - 10 * 60_000;
    expect(Math.abs(seconds - (dhuhr - serverNow) / 1000)).toBeLessThanOrEqual(2);
    await page.close();
  });
});

describe('the calendar', () => {
  it('the widget writes Hijri dates as the calendar page does ("12 Rajab 1448")', async () => {
    const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    await page.goto(`${server.url}/static/calendar-widget/index.html?companyUrl=evening`);
    await page.locator('td[data-column="hijri"]').first().waitFor();
    const today = zonedNow(ZONE, Date.now()).date;
    const [first] = await dayViews(server, masjid.companyId, `${today.slice(0, 8)}01`, 1);
    expect(await page.locator('td[data-column="hijri"]').first().textContent()).toBe(
      formatHijriDate(first!.hijriString),
    );
    expect(await page.locator('td[data-column="hijri"]').first().textContent()).toMatch(
      /^\d{1,2} [A-Z][A-Za-z -]+ \d{4}$/,
    );
    await screenshot(page, 'calendar-widget');
    await page.close();
  });

  it('the A4 print view keeps the table whole, its right border included, in every month', async () => {
    // A4 at 96 dpi less 10 mm margins each side: 718 px of printable width.
    const page = await browser.newPage({ viewport: { width: 718, height: 1047 } });
    await page.emulateMedia({ media: 'print' });
    for (let month = 1; month <= 12; month += 1) {
      await page.goto(`${server.url}/calendar/evening?view=print&type=gregorian&year=2027&month=${month}`);
      const table = page.locator('table').first();
      await table.waitFor();
      const edges = await table.evaluate((element) => {
        // A collapsed border lies half outside the table's box: the box must end before the sheet's edge.
        return {
          right: element.getBoundingClientRect().right,
          page: document.documentElement.clientWidth,
          scroll: document.documentElement.scrollWidth,
        };
      });
      expect(edges.right, `month ${month}`).toBeLessThan(edges.page);
      expect(edges.scroll, `month ${month}`).toBeLessThanOrEqual(edges.page);
      if (month === 10) await screenshot(page, 'calendar-print-a4');
    }
    await page.close();
  });
});
