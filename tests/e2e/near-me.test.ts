/**
 * The near-me page (issue 39 items 1-2, docs/outside-the-hall.md "Near me"): the nearest public masjids by
 * real distance from the device's location or a typed place, each with its next iqama and its coming
 * Jumu'ah, a Jumu'ah language filter, in English and Arabic, readable on a phone, with no accessibility
 * violation, and never a request that carries the visitor's place.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextFridays } from '@core/content/fridays.js';
import { SAMPLE_ADDRESS } from '@core/testing/sample-masjid.js';
import { localFormat } from '@core/time/localized-format.js';
import { apiCall, registerMasjidViaApi, signInWithNewYorkTimetable } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Four masjids around Lake Michigan, their New York timetables, and Friday sessions in three languages. */
const MASJIDS = [
  {
    url: 'nearloop',
    name: 'Masjid Loop',
    at: [41.88, -87.63],
    sessions: [
      { khutbah: '12:30', salah: '13:00', language: 'English' },
      { khutbah: '13:00', salah: '13:20', language: 'Arabic' },
    ],
  },
  {
    url: 'nearevanston',
    name: 'Masjid Evanston',
    at: [42.05, -87.68],
    sessions: [{ khutbah: '13:00', salah: '13:30', language: 'Urdu' }],
  },
  {
    url: 'nearmilwaukee',
    name: 'Masjid Milwaukee',
    at: [43.04, -87.91],
    sessions: [{ khutbah: '12:45', salah: '13:15', language: 'English' }],
  },
  { url: 'nearspringfield', name: 'Masjid Springfield', at: [39.78, -89.65], sessions: [] },
] as const;

/** The visitor, in Chicago's north side: figures that appear in no masjid's coordinates. */
const VISITOR = { latitude: 41.9137, longitude: -87.6543 };
const ENGLISH_TIME = localFormat({ language: 'en', country: 'US' });

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The page reads two answers per masjid shown; the v1 limit per address has its own tests.
  server = await startServer({ PUBLIC_API_READS_PER_MINUTE: '100000' });
  browser = await launchBrowser();
  for (const [index, masjid] of MASJIDS.entries()) {
    const registered = await registerMasjidViaApi(server, {
      name: masjid.name,
      url: masjid.url,
      email: `imam${index}@${masjid.url}.org`,
      active: true,
      address: { ...SAMPLE_ADDRESS, latitude: masjid.at[0], longitude: masjid.at[1] },
    });
    const token = await signInWithNewYorkTimetable(server, registered);
    if (masjid.sessions.length === 0) continue;
    const saved = await apiCall(server, 'PUT', `/api/companies/${registered.companyId}/occasions`, {
      token,
      body: {
        version: 0,
        jumuahSessions: masjid.sessions,
        eidPrayers: [],
        ramadan: { enabled: false, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    if (masjid.url !== 'nearloop') continue;
    // The first session's khateeb, published for the masjid's coming Friday.
    const today = (await apiCall(server, 'GET', '/api/v1/masjids/nearloop/next')).json.date as string;
    const control = await apiCall(server, 'GET', '/api/companies/url/nearloop/central-control', { token });
    const content = await apiCall(server, 'PUT', '/api/companies/central-control', {
      token,
      body: {
        companyId: registered.companyId,
        version: control.json.version,
        jummahs: [{ khateeb: 'Imam Ali', date: nextFridays(today, 1)[0], enabled: true, session: 1 }],
      },
    });
    expect(content.status, content.text).toBe(200);
  }
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every request the page makes, with its body: the privacy check reads them all. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  return seen;
}

/** No request carries the visitor's coordinates, in any spelling, nor a typed place's name. */
function expectNothingAbout(requests: string[], ...secrets: string[]) {
  expect(requests.length).toBeGreaterThan(3);
  for (const request of requests) {
    for (const secret of secrets) expect(request.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(request).not.toMatch(/latitude|longitude|[?&](lat|lon|lng)=/i);
  }
}

const rowUrls = (page: Page) =>
  page.getByTestId('near-me-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-url')));

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }
    ).axe;
    const result = await axe.run();
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

async function locatedContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  // bypassCSP: the page's policy allows only its own scripts, and axe is injected for the check.
  return browser.newContext({ viewport, geolocation: VISITOR, permissions: ['geolocation'], bypassCSP: true });
}

describe('the near-me page', () => {
  it("lists the nearest masjids from the device location, each with its next iqama and Jumu'ah, and filters by language", async () => {
    const context = await locatedContext(VIEWPORTS.laptop);
    const page = await context.newPage();
    const requests = watchRequests(page);
    await page.goto(`${server.url}/near-me`);
    await page.getByRole('heading', { name: 'Masjids near me' }).waitFor();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.getByTestId('near-me-status').textContent()).toBe('Nearest to your location');

    // Nearest first by real distance: the Loop (2.6 mi), Evanston (9.5 mi), Milwaukee (79 mi), Springfield (181 mi).
    expect(await rowUrls(page)).toEqual(['nearloop', 'nearevanston', 'nearmilwaukee', 'nearspringfield']);
    const first = page.getByTestId('near-me-row').first();
    await expect.poll(() => first.getByTestId('near-me-distance').textContent()).toBe('2.6 mi');
    expect(await page.getByTestId('near-me-distance').last().textContent()).toBe('181 mi');
    await expect.poll(() => first.getByRole('link').getAttribute('href')).toBe('/nearloop');

    // Its next iqama is the API's, in the page's words.
    const iqama = first.getByTestId('near-me-iqama');
    await iqama.waitFor();
    await expect
      .poll(async () => {
        const next = (await apiCall(server, 'GET', '/api/v1/masjids/nearloop/next')).json;
        const prayer = next.nextIqama.prayer as string;
        const word = { fajr: 'Fajr', dhuhr: 'Zuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' }[prayer];
        return (await iqama.textContent()) === `Next iqama: ${word} ${ENGLISH_TIME.time(next.nextIqama.time)}`;
      })
      .toBe(true);
    await first.getByTestId('near-me-azan').waitFor();

    // The coming Friday's sessions, with their language and the khateeb published for the first.
    const jumuah = first.getByTestId('near-me-jumuah');
    await jumuah.waitFor();
    expect(await jumuah.textContent()).toMatch(/Khutbah 12:30 PM · Salah 1:00 PM · English · Khateeb: Imam Ali/i);
    expect(await jumuah.textContent()).toMatch(/Khutbah 1:00 PM · Salah 1:20 PM · Arabic/i);

    // The filter offers the languages of the loaded Fridays and keeps the masjids with a session in one.
    const filter = page.getByLabel("Jum'ah language");
    await expect
      .poll(() => filter.locator('option').allTextContents())
      .toEqual(['Any language', 'Arabic', 'English', 'Urdu']);
    await filter.selectOption('Urdu');
    expect(await rowUrls(page)).toEqual(['nearevanston']);
    await filter.selectOption('English');
    expect(await rowUrls(page)).toEqual(['nearloop', 'nearmilwaukee']);
    await filter.selectOption('');
    expect(await rowUrls(page)).toHaveLength(4);

    await settled(page);
    await screenshot(page, 'near-me-1366x768');
    await page.setViewportSize(VIEWPORTS.tv);
    await settled(page);
    await screenshot(page, 'near-me-1920x1080');
    await page.setViewportSize(VIEWPORTS.phone);
    await settled(page);
    await screenshot(page, 'near-me-390x844');
    // Nothing runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    expect(await axeViolations(page)).toEqual([]);
    expectNothingAbout(requests, '41.91', '87.65', '41,91', '87,65');
    await context.close();
  }, 120_000);

  it('finds a typed place on the device, says when it finds none, and works from its saved list offline', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, bypassCSP: true });
    const page = await context.newPage();
    const requests = watchRequests(page);
    await page.goto(`${server.url}/near-me`);
    const place = page.getByLabel('Or type a town (and its country)');
    await place.fill('Atlantis Under The Sea');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect
      .poll(() => page.getByTestId('near-me-status').textContent())
      .toBe('No place called "Atlantis Under The Sea" was found. Try a larger town nearby, or add its country.');

    await place.fill('Milwaukee, WI');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => page.getByTestId('near-me-status').textContent()).toBe('Nearest to Milwaukee, WI');
    expect(await rowUrls(page)).toEqual(['nearmilwaukee', 'nearevanston', 'nearloop', 'nearspringfield']);
    await page.getByTestId('near-me-row').first().getByTestId('near-me-iqama').waitFor();
    await settled(page);
    await screenshot(page, 'near-me-typed-390x844');
    expect(await axeViolations(page)).toEqual([]);
    // Neither the typed words nor the place's coordinates (43.04, -87.91 in the gazetteer) left the page.
    // (The masjid's own URL, nearmilwaukee, is asked for: the typed 'Milwaukee, WI' is not.)
    expectNothingAbout(requests, 'milwaukee,', 'milwaukee%2c', 'milwaukee+', 'atlantis', '43.0', '87.9');

    // The list cannot be fetched: the page uses the copy it saved, and says so.
    await page.route('**/api/v1/masjids', (route) => route.abort());
    await page.reload();
    await page.getByTestId('near-me-offline').waitFor();
    await place.fill('Springfield, IL');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => rowUrls(page)).toEqual(['nearspringfield', 'nearloop', 'nearevanston', 'nearmilwaukee']);
    await context.close();
  }, 120_000);

  it('reads right to left in Arabic, on a phone, with no accessibility violation', async () => {
    const context = await locatedContext(VIEWPORTS.phone);
    const page = await context.newPage();
    const requests = watchRequests(page);
    await page.goto(`${server.url}/near-me?lang=ar`);
    await page.getByRole('heading', { name: 'المساجد القريبة مني' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await page.getByRole('button', { name: 'استخدم موقعي' }).click();
    const first = page.getByTestId('near-me-row').first();
    await first.getByTestId('near-me-iqama').waitFor();
    await first.getByTestId('near-me-jumuah').waitFor();
    expect(await first.getByTestId('near-me-distance').textContent()).toBe('2.6 ميل');
    // Right to left: the masjid's name starts at the row's right edge, its distance at the left.
    const name = await first.getByRole('heading').boundingBox();
    const distance = await first.getByTestId('near-me-distance').boundingBox();
    expect(distance!.x).toBeLessThan(name!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settled(page);
    await screenshot(page, 'near-me-ar-390x844');
    expect(await axeViolations(page)).toEqual([]);
    expectNothingAbout(requests, '41.91', '87.65');
    await context.close();
  }, 120_000);

  it("is linked from the home page, and from every masjid page on a phone (not on a hall screen's width)", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Find masjids near me' }).click();
    await page.getByRole('heading', { name: 'Masjids near me' }).waitFor();
    await page.goto(`${server.url}/nearevanston`);
    const link = page.getByTestId('near-me-link');
    await link.waitFor({ state: 'attached' });
    expect(await link.isVisible()).toBe(false);
    await page.setViewportSize(VIEWPORTS.phone);
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/near-me');
    expect(await link.textContent()).toBe('Masjids near me');
    await page.close();
  }, 60_000);
});
