/**
 * Every layout of docs/screens.md ("Roles") on the busiest day of the year, a Friday in Ramadan with three
 * Jumu'ah sessions and an urgent message, at 1920x1080, 1366x768 and 1080x1920, in the eight languages:
 * no text under 18 px at 1080p (in proportion on other sizes), none clipped or drawn outside the screen,
 * no box without text, no row of the prayer table missing or off the screen.
 *
 * One browser and one page: the role, the language and the moment change inside it (the router follows
 * the address), the size with the viewport; each state is awaited by what it shows.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/content/iso-day.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { LANGUAGES } from '@core/i18n/languages.js';
import { ramadanDay } from '@core/occasions/ramadan.js';
import { SCREEN_ROLES } from '@core/screens/screen-roles.js';
import { apiCall } from '../support/admin.js';
import { goInPage, launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { emptyBoxes, rowsOffScreen, textProblems, tickerProblems } from '../support/text-problems.js';
import { richContent, seedMasjid } from './public-fixtures.js';

const ZONE = 'America/Chicago';
const URL_NAME = 'busiestday';
const SIZES = [
  ['tv', VIEWPORTS.tv],
  ['laptop', VIEWPORTS.laptop],
  ['portrait', VIEWPORTS.portrait],
] as const;
/** The rows the table of a Friday in Ramadan has: the five prayers, Shurooq, Jumu'ah's sessions, Ramadan. */
const ROWS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha', 'ramadan'];

let server: RunningServer;
let browser: Browser;
let page: Page;
let at = '';

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow(ZONE, Date.now()).date;
  let friday = addDays(today, 1);
  while (!(ramadanDay(friday) && new Date(`${friday}T00:00:00Z`).getUTCDay() === 5)) friday = addDays(friday, 1);
  // Mid-morning: the hall shows its table, slides and reminders (the phase cards have their own test).
  at = `${friday}T10:00`;
  const masjid = await seedMasjid(server, {
    name: 'Masjid Al-Busiest Day',
    url: URL_NAME,
    email: 'admin@busiestday.org',
    content: () => ({
      ...richContent(today),
      customConfigurations: [{ name: 'clock_type', value: '2' }],
      jummahs: [
        { khateeb: 'Sheikh Abdurrahman ibn Abdulaziz Al-Qahtani', date: friday, enabled: true, session: 1 },
        { khateeb: 'Maulana Abdul Kareem Siddiqui', date: friday, enabled: true, session: 2 },
        { khateeb: 'Imam Yusuf Okonkwo', date: friday, enabled: true, session: 3 },
      ],
    }),
  });
  const occasions = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/occasions`, {
    token: masjid.token,
    body: {
      version: 0,
      jumuahSessions: [
        { khutbah: '12:00', salah: '12:20', language: 'English' },
        { khutbah: '12:35', salah: '12:55', language: 'Urdu' },
        { khutbah: '13:10', salah: '13:30', language: 'Arabic' },
      ],
      eidPrayers: [],
      ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '20:30' },
    },
  });
  expect(occasions.status, occasions.text).toBe(200);
  const urgent = await apiCall(server, 'PUT', `/api/auth/companies/${masjid.companyId}/urgent-message`, {
    token: masjid.token,
    body: {
      text: 'Janazah salah after Jumu’ah today for Brother Ahmed Karimi, may Allah have mercy on him.',
      endsAt: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    },
  });
  expect(urgent.status, urgent.text).toBe(200);
  // A janazah notice after Jumu'ah on every screen, a class that evening, and a ticker line with the day's
  // notices along the bottom of every screen (docs/screens.md, "Notices", "The ticker line").
  const playlist = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/playlist`, {
    token: masjid.token,
    body: {
      items: [
        {
          id: 'janazah-item',
          kind: 'notice',
          ref: 'janazah',
          screens: [],
          roles: [],
          weekdays: [],
          from: null,
          until: null,
          clock: null,
          prayerWindow: null,
          priority: 90,
          durationSeconds: 30,
        },
      ],
      notices: [{ id: 'janazah', name: 'Brother Ahmed Karimi', salahAt: `${friday}T13:45`, place: 'Main prayer hall' }],
      classes: [
        {
          id: 'tafsir',
          title: 'Tafsir of Surah al-Kahf after Taraweeh',
          teacher: 'Shaykh Abdurrahman Al-Qahtani',
          place: 'Main prayer hall',
          repeat: 'weekly',
          weekdays: [5],
          date: null,
          time: '21:45',
          minutes: 60,
        },
      ],
      tickers: [
        {
          id: 'ticker',
          text: 'Parking on Elm Street is closed during Jumu’ah; please use the school car park.',
          screens: [],
          roles: [],
          withNotices: true,
        },
      ],
    },
  });
  expect(playlist.status, playlist.text).toBe(200);
  page = await browser.newPage({ viewport: VIEWPORTS.tv });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function show(role: string, language: string) {
  await goInPage(page, server.url, `/${URL_NAME}?role=${role}&lang=${language}&at=${at}`, `/${URL_NAME}?`);
  await expect.poll(() => page.getByTestId('dashboard').getAttribute('data-role'), { timeout: 60_000 }).toBe(role);
  await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 60_000 }).toBe(language);
  await page.getByTestId('urgent-banner').waitFor();
  await page.getByTestId('prayer-table').waitFor();
  await settled(page);
}

describe('every screen role on the busiest day, in the eight languages', () => {
  for (const [sizeName, viewport] of SIZES) {
    it(`${sizeName}: shows every prayer row and no text small, clipped, hidden or missing`, async () => {
      const found: string[] = [];
      {
        // One size per test, every language and role in it: a state is a change of address, not a page load.
        await page.setViewportSize(viewport);
        const minimum = (18 * Math.min(viewport.width, viewport.height)) / 1080;
        for (const language of LANGUAGES) {
          for (const role of SCREEN_ROLES) {
            await show(role, language);
            const where = `${sizeName} ${language} ${role}`;
            for (const problem of await page.evaluate(textProblems, minimum))
              found.push(`${where}: ${problem.text}: ${problem.problem}`);
            for (const problem of await page.evaluate(emptyBoxes)) found.push(`${where}: ${problem}`);
            const rows = await page.evaluate(() =>
              [...document.querySelectorAll('[data-testid="prayer-table"] tbody tr')].map((row) =>
                row.getAttribute('data-prayer'),
              ),
            );
            const missing = ROWS.filter((row) => !rows.includes(row));
            if (missing.length) found.push(`${where}: rows missing: ${missing.join(', ')}`);
            for (const problem of await page.evaluate(tickerProblems)) found.push(`${where}: ${problem}`);
            const ticker = await page.getByTestId('ticker-line').allTextContents();
            if (ticker.length !== 3) found.push(`${where}: ${ticker.length} ticker lines, not 3`);
            const cut = await page.evaluate(rowsOffScreen);
            if (cut.length) found.push(`${where}: rows off the screen: ${cut.join(', ')}`);
            if (language === 'en' || (language === 'ur' && sizeName === 'tv'))
              await screenshot(page, `roles-${role}-${language}-${sizeName}`);
          }
        }
      }
      // The count per size and role first, then the first problems themselves.
      const counts = new Map<string, number>();
      for (const problem of found) {
        const key = problem.split(':')[0]!.replace(/ \w\w /, ' ');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      expect(
        found,
        [...counts].map(([key, count]) => `${key}: ${count}`).join('\n') + '\n' + found.slice(0, 40).join('\n'),
      ).toEqual([]);
    });
  }
});
