/**
 * Jumu'ah sessions, Ramadan and Eid on the public dashboard and the widgets, in Chromium through the built
 * app (docs/jumuah-eid-ramadan.md): a Friday with two sessions, a Ramadan day, the days before Eid and Eid
 * itself. The page runs on a fixed clock (Playwright's) over the masjid's real answer from the server.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData, DashboardLoad } from '@core/dashboard/dashboard-data.js';
import { zonedInstant } from '@core/dashboard/zoned-clock.js';
import { formatTime12 } from '@core/time/display-format.js';
import { apiCall } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { dashboardData, dayViews, seedMasjid, type SeededMasjid } from './public-fixtures.js';

const ZONE = 'America/Chicago';
const FRIDAY = '2026-11-27';
// Umm al-Qura: 1 Ramadan 1448 is 8 February 2027, Eid al-Fitr (1 Shawwal) 9 March 2027.
const RAMADAN_DAY = '2027-02-20';
const EID = '2027-03-09';

/** Jumu'ah's screen not dark: the sessions below run past Chicago's Asr in winter, which a dark screen refuses. */
const JUMUAH_NOT_DARK = JSON.stringify({ prayers: { jumuah: { minutes: 40, mode: 'off' } } });

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, {
    name: 'Masjid Occasions',
    url: 'occasions',
    email: 'admin@occasions.org',
    content: () => ({
      customConfigurations: [
        { name: 'clock_type', value: '2' },
        { name: 'prayer_phases', value: JUMUAH_NOT_DARK },
      ],
      jummahs: [
        { khateeb: 'Imam Ali', date: FRIDAY, enabled: true, session: 1 },
        { khateeb: 'Sheikh Omar', date: FRIDAY, enabled: true, session: 2 },
      ],
    }),
  });
  const saved = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/occasions`, {
    token: masjid.token,
    body: {
      version: 0,
      jumuahSessions: [
        { khutbah: '12:30', salah: '13:00', language: 'English' },
        { khutbah: '13:45', salah: '14:15', language: 'Arabic' },
      ],
      eidPrayers: [{ eid: 'fitr', date: EID, times: ['07:30', '09:00'], place: 'Grant Park' }],
      ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '20:30' },
    },
  });
  expect(saved.status, saved.text).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The desktop bridge, stubbed with the server's answer for `date`, so the page shows that day at `time`. */
async function open(
  date: string,
  time: string,
  viewport: { width: number; height: number } = VIEWPORTS.tv,
): Promise<{ page: Page; data: DashboardData }> {
  const days = await dayViews(server, masjid.companyId, date, 2);
  const data = { ...(await dashboardData(server, 'occasions')), days };
  const page = await browser.newPage({ viewport });
  await page.addInitScript((stub) => {
    const bridge = {
      loadDashboard: async (): Promise<DashboardLoad> => ({
        data: { ...stub, serverTime: new Date().toISOString() },
        offline: false,
        fetchedAt: new Date().toISOString(),
      }),
      health: async () => false,
      settings: async () => null,
      openSetup: async () => undefined,
    };
    (window as unknown as { minaretDesktop: typeof bridge }).minaretDesktop = bridge;
  }, data);
  await page.clock.install({ time: zonedInstant(ZONE, date, time) });
  await page.goto(`${server.url}/occasions`);
  await page.getByTestId('prayer-table').waitFor();
  return { page, data };
}

describe("Friday's Jumu'ah sessions", () => {
  it("lists both sessions with their times, language and khateeb in the noon row, named Jumu'ah, on the dashboard and the widget", async () => {
    const { page } = await open(FRIDAY, '11:00');
    // On the Friday itself the noon row is Jumu'ah, with the sessions; no Zuhr and no second Jum'ah row.
    const row = page.locator('tr[data-prayer="dhuhr"]');
    expect(await row.locator('td').first().textContent()).toContain("Jum'ah");
    expect(await row.textContent()).not.toContain('Zuhr');
    expect(await page.locator('tr[data-prayer="jumah"]').count()).toBe(0);
    expect(await row.getByTestId('jumuah-session').allTextContents()).toEqual([
      '1. Khutbah 12:30 pm · Salah 1:00 pm · English · Imam Ali',
      '2. Khutbah 1:45 pm · Salah 2:15 pm · Arabic · Sheikh Omar',
    ]);
    // Not Ramadan, not near an Eid: no cards.
    expect(await page.getByTestId('occasion-cards').count()).toBe(0);
    await settled(page);
    await screenshot(page, 'occasions-friday-tv');
    await page.close();

    const phone = (await open(FRIDAY, '11:00', VIEWPORTS.phone)).page;
    expect(await phone.getByTestId('jumuah-session').count()).toBe(2);
    const widths = await phone.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    await settled(phone);
    await screenshot(phone, 'occasions-friday-phone');
    await phone.close();

    // On Thursday the row names the coming Friday.
    const thursday = (await open('2026-11-26', '11:00')).page;
    expect(await thursday.locator('tr[data-prayer="jumah"]').textContent()).toContain('Friday 11/27');
    await thursday.close();

    // The Jumu'ah schedule widget, on the Thursday before (its "today" is the browser's clock).
    const widget = await browser.newPage({ viewport: { width: 420, height: 800 } });
    await widget.clock.install({ time: zonedInstant(ZONE, '2026-11-26', '11:00') });
    await widget.goto(`${server.url}/static/jummah-schedule-widget/index.html?companyId=${masjid.companyId}`);
    const sessions = widget.getByTestId('jumuah-sessions');
    await sessions.waitFor();
    expect(await sessions.locator('.mw-session').allTextContents()).toEqual([
      '1. Khutbah 12:30 pm · Salah 1:00 pm · English · Imam Ali',
      '2. Khutbah 1:45 pm · Salah 2:15 pm · Arabic · Sheikh Omar',
    ]);
    expect(await widget.locator('.mw-list').textContent()).toContain('Sheikh Omar (session 2)');
    await screenshot(widget, 'occasions-jummah-widget');
    await widget.close();
  });
});

describe('Ramadan', () => {
  it('shows suhoor end, iftar with its countdown and taraweeh on a Ramadan day', async () => {
    const { page, data } = await open(RAMADAN_DAY, '14:00');
    const card = page.getByTestId('ramadan-card');
    expect(await card.getAttribute('data-kind')).toBe('day');
    const today = data.days[0]!;
    const fajr = Number(today.fajr.slice(0, 2)) * 60 + Number(today.fajr.slice(3)) - 10;
    const suhoor = `${String(Math.floor(fajr / 60)).padStart(2, '0')}:${String(fajr % 60).padStart(2, '0')}`;
    expect(await card.textContent()).toContain('Ramadan · day 13');
    // The day's times are a row of the main table, in the times' size (docs/jumuah-eid-ramadan.md).
    const times = page.getByTestId('ramadan-times');
    expect(await times.locator('[data-fact="suhoor"]').textContent()).toBe(`Suhoor ends${formatTime12(suhoor)}`);
    expect(await times.locator('[data-fact="iftar"]').textContent()).toBe(`Iftar${formatTime12(today.maghrib)}`);
    expect(await times.locator('[data-fact="taraweeh"]').textContent()).toBe('Taraweeh8:30 pm');
    const left = zonedInstant(ZONE, RAMADAN_DAY, today.maghrib) - zonedInstant(ZONE, RAMADAN_DAY, '14:00');
    const hours = Math.floor(left / 3_600_000);
    const minutes = Math.floor((left % 3_600_000) / 60_000);
    // The page's clock started at 14:00 and has run a little since: the countdown is at most that much less.
    const seconds = async () => {
      const [h, m, s] = ((await page.getByTestId('ramadan-countdown').textContent()) ?? '')
        .replace('Iftar in ', '')
        .split(':')
        .map(Number);
      return h! * 3600 + m! * 60 + s!;
    };
    const first = await seconds();
    expect(first).toBeLessThanOrEqual(hours * 3600 + minutes * 60);
    expect(first).toBeGreaterThan(hours * 3600 + minutes * 60 - 30);
    // The countdown runs with the clock.
    await page.clock.runFor(61_000);
    await expect.poll(seconds).toBeLessThanOrEqual(first - 61);
    await settled(page);
    await screenshot(page, 'occasions-ramadan-tv');
    await page.close();

    const phone = (await open(RAMADAN_DAY, '14:00', VIEWPORTS.phone)).page;
    await phone.getByTestId('ramadan-card').waitFor();
    const widths = await phone.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    await settled(phone);
    await screenshot(phone, 'occasions-ramadan-phone');
    await phone.close();
  });

  it('has no Ramadan card the day after Ramadan', async () => {
    const { page } = await open(EID, '12:00');
    expect(await page.getByTestId('ramadan-card').count()).toBe(0);
    await page.close();
  });
});

describe('the last days of Ramadan, with Eid coming', () => {
  it('fits the Ramadan and Eid cards at the top of the reminders panel on TV and laptop screens', async () => {
    for (const [name, viewport] of [
      ['tv', VIEWPORTS.tv],
      ['laptop', VIEWPORTS.laptop],
    ] as const) {
      const { page } = await open('2027-03-04', '14:00', viewport);
      await page.getByTestId('ramadan-card').waitFor();
      expect(await page.getByTestId('eid-card').textContent()).toContain('In 5 days');
      const fits = await page.evaluate(() => {
        const panel = document.querySelector('[aria-label="Reminders"]')!.getBoundingClientRect();
        const cards = document.querySelector('[data-testid="occasion-cards"]')!.getBoundingClientRect();
        const verse = document.querySelector('[data-testid="quran-reminder"]')!.getBoundingClientRect();
        return {
          inside: cards.top >= panel.top && cards.bottom <= panel.bottom + 0.5,
          aboveVerse: cards.bottom <= verse.top + 0.5,
          verseInside: verse.bottom <= panel.bottom + 0.5,
        };
      });
      expect(fits, name).toEqual({ inside: true, aboveVerse: true, verseInside: true });
      await settled(page);
      await screenshot(page, `occasions-ramadan-eid-${name}`);
      await page.close();
    }
  });
});

describe('Eid', () => {
  it('announces the Eid prayer in the days before, and on the day', async () => {
    const before = (await open('2027-03-04', '12:00')).page;
    expect(await before.getByTestId('eid-card').textContent()).toContain('Eid al-Fitr · In 5 days');
    await before.close();
    const tooEarly = (await open('2027-02-26', '12:00')).page;
    expect(await tooEarly.getByTestId('eid-card').count()).toBe(0);
    await tooEarly.close();

    const { page } = await open(EID, '06:00');
    // On the day the Eid is a row of the main times, with its place; the card is not repeated beside it.
    const row = (await page.getByTestId('eid-row').textContent()) ?? '';
    expect(row).toContain('Eid al-Fitr');
    expect(row).toContain('7:30 am · 9:00 am');
    expect(row).toContain('Grant Park');
    expect(await page.getByTestId('eid-card').count()).toBe(0);
    await settled(page);
    await screenshot(page, 'occasions-eid-tv');
    await page.close();

    const phone = (await open(EID, '06:00', VIEWPORTS.phone)).page;
    await phone.getByTestId('eid-row').waitFor();
    await settled(phone);
    await screenshot(phone, 'occasions-eid-phone');
    await phone.close();
  });
});

describe('four sessions', () => {
  it('keeps all four, with long khateeb names, inside the times panel on a Friday in Ramadan', async () => {
    const { version } = (
      await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/occasions`, { token: masjid.token })
    ).json;
    const saved = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/occasions`, {
      token: masjid.token,
      body: {
        version,
        jumuahSessions: [
          { khutbah: '12:00', salah: '12:30', language: 'Arabic / English' },
          { khutbah: '13:00', salah: '13:30', language: 'English' },
          { khutbah: '14:00', salah: '14:30', language: 'Urdu' },
          { khutbah: '15:00', salah: '15:30', language: 'Bosnian' },
        ],
        eidPrayers: [{ eid: 'fitr', date: EID, times: ['07:30', '09:00'], place: 'Grant Park' }],
        ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const content = (
      await apiCall(server, 'GET', '/api/companies/url/occasions/central-control', { token: masjid.token })
    ).json;
    const names = [
      'Sheikh Abdurrahman ibn Abdulaziz Al-Qahtani',
      'Imam Muhammad Yusuf',
      'Maulana Abdul Kareem Siddiqui',
      'Hafiz Emir Begović',
    ];
    const khateebs = await apiCall(server, 'PUT', '/api/companies/central-control', {
      token: masjid.token,
      body: {
        companyId: masjid.companyId,
        version: content.version,
        jummahs: names.map((khateeb, index) => ({ khateeb, date: '2027-03-05', enabled: true, session: index + 1 })),
      },
    });
    expect(khateebs.status, khateebs.text).toBe(200);
    for (const [name, viewport] of [
      ['tv', VIEWPORTS.tv],
      ['laptop', VIEWPORTS.laptop],
      ['portrait', VIEWPORTS.portrait],
    ] as const) {
      // Friday 5 March 2027: 26 Ramadan, Eid in four days.
      const { page } = await open('2027-03-05', '10:00', viewport);
      expect(await page.getByTestId('jumuah-session').count()).toBe(4);
      // Measured once everything the screen shows is in, the header's links and fonts included.
      await page.waitForLoadState('networkidle');
      await settled(page);
      const fits = await page.evaluate(() => {
        const times = document.querySelector('[aria-label^="Today"]')!.getBoundingClientRect();
        const last = [...document.querySelectorAll('[data-testid="jumuah-session"]')].at(-1)!.getBoundingClientRect();
        const reminders = document.querySelector('[aria-label="Reminders"]')!.getBoundingClientRect();
        const cards = document.querySelector('[data-testid="occasion-cards"]')!.getBoundingClientRect();
        const cell = document.querySelector('tr[data-prayer="dhuhr"] td:last-child')!;
        return {
          sessions: last.bottom <= times.bottom + 0.5,
          cards: cards.bottom <= reminders.bottom + 0.5,
          clipped: cell.scrollWidth > cell.clientWidth,
        };
      });
      await screenshot(page, `occasions-four-sessions-${name}`);
      expect(fits, name).toEqual({ sessions: true, cards: true, clipped: false });
      await page.close();
    }
  });
});
