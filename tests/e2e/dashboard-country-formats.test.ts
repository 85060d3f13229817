/**
 * Issue 25, "Markets as they write": a masjid's public dashboard writes dates and clocks as its country
 * does, and speaks its country's language before the masjid chooses one (docs/languages.md "Dates and
 * clocks by country"). A UK masjid's screen writes "Saturday 28 November 2026", never "November 28"; a
 * French masjid's screen is in French with a 24-hour clock.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { apiCall, apiLogin, registerMasjidViaApi } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;

const MONTHS = [
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
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A masjid registered through the API in `address.country`, with a timetable and no phase card covering the table. */
async function masjidIn(
  url: string,
  address: Record<string, string>,
  geoCode: { latitude: number; longitude: number; timezoneId: string },
) {
  const masjid = await registerMasjidViaApi(server, {
    name: `Masjid ${url}`,
    url,
    email: `imam@${url}.test`,
    address,
    active: true,
  });
  const token = await apiLogin(server, masjid.email, masjid.password);
  const created = await apiCall(server, 'POST', '/api/prayer/config/create?generateIqamah=true', {
    token,
    body: { companyId: masjid.companyId, location: address.city, calculationMethod: 3, asrJuristicMethod: 0, geoCode },
  });
  expect(created.status, created.text).toBe(200);
  const content = await apiCall(server, 'PUT', '/api/companies/central-control', {
    token,
    body: {
      companyId: masjid.companyId,
      version: 0,
      customConfigurations: [{ name: 'prayer_phases', value: '{"enabled":false}' }],
    },
  });
  expect(content.status, content.text).toBe(200);
  return masjid;
}

async function openDashboard(page: Page, url: string, zone: string) {
  // Mid-morning of today in the masjid's zone: a fixed moment outside every prayer.
  const today = zonedNow(zone, Date.now()).date;
  await page.goto(`${server.url}/${url}?at=${today}T10:00`);
  await page.getByTestId('prayer-table').waitFor({ timeout: 30_000 });
  await settled(page);
  return today;
}

it('writes a UK masjid\'s dates day first ("Saturday 28 November 2026") on its dashboard', async () => {
  const masjid = await masjidIn(
    'birmingham',
    { street: '180 Belgrave Middleway', city: 'Birmingham', state: 'West Midlands', zip: 'B12 0XS', country: 'GB' },
    { latitude: 52.4862, longitude: -1.8904, timezoneId: 'Europe/London' },
  );
  const page = await browser.newPage({ viewport: VIEWPORTS.tv });
  const today = await openDashboard(page, masjid.url, 'Europe/London');
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;

  const heading = (await page.getByTestId('date-heading').textContent()) ?? '';
  expect(heading).toContain(`${weekday} ${day} ${MONTHS[month - 1]} ${year}`);
  // Not month first: "December 2" must not match the year in "2 December 2026".
  expect(heading).not.toMatch(new RegExp(`${MONTHS[month - 1]} ${day}(?!\\d)`));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  // Times on a 12-hour clock, as UK masjid boards print them.
  const fajr = (await page.locator('tr[data-prayer="fajr"] td[data-column="azan"]').textContent()) ?? '';
  expect(fajr).toMatch(/^\d{1,2}:\d{2}\s?am$/);
  await screenshot(page, 'dashboard-country-gb-1920x1080');
  await page.close();
});

it("speaks French with a 24-hour clock on a French masjid's dashboard that chose no language", async () => {
  const masjid = await masjidIn(
    'parisgrande',
    { street: '2bis Place du Puits de l’Ermite', city: 'Paris', state: '', zip: '75005', country: 'FR' },
    { latitude: 48.8419, longitude: 2.3551, timezoneId: 'Europe/Paris' },
  );
  const page = await browser.newPage({ viewport: VIEWPORTS.tv });
  await openDashboard(page, masjid.url, 'Europe/Paris');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  const maghrib = (await page.locator('tr[data-prayer="maghrib"] td[data-column="azan"]').textContent()) ?? '';
  expect(maghrib).toMatch(/^(1[5-9]|2[0-2]):\d{2}$/);
  await screenshot(page, 'dashboard-country-fr-1920x1080');

  // ?lang= still wins, and the clock stays the country's.
  await page.goto(`${server.url}/${masjid.url}?lang=en&at=${zonedNow('Europe/Paris', Date.now()).date}T10:00`);
  await page.getByTestId('prayer-table').waitFor({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  const maghribInEnglish = (await page.locator('tr[data-prayer="maghrib"] td[data-column="azan"]').textContent()) ?? '';
  expect(maghribInEnglish).toMatch(/^(1[5-9]|2[0-2]):\d{2}$/);
  await page.close();
});
