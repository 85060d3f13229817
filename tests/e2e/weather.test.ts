/**
 * The dashboard's weather (docs/weather.md) in Chromium against the built server, with WEATHER_URL on a
 * fake Open-Meteo on a free local port: the header shows the icon and the temperature (°F for a US
 * masjid, °C when chosen, in Arabic right to left), at 1920x1080, 1366x768, 1080x1920 and 390x844, and in
 * the desktop app's renderer (out/, `npm run build:desktop`); an admin turns it on on the Configuration
 * tab; a service that hangs or is stopped never holds the dashboard back, which renders without weather.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRendererHarness } from '../../desktop/testing/renderer-harness.js';
import { apiCall, apiLogin, expectAlert, registerMasjidViaApi, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';
import { CHICAGO, seedMasjid } from './public-fixtures.js';

/** The fake service: 18.6 °C, partly cloudy, by day; `hang` holds every call until the test ends. */
const fake = {
  hang: false,
  hits: 0,
  held: [] as http.ServerResponse[],
  server: http.createServer((_req, res) => {
    fake.hits += 1;
    if (fake.hang) return void fake.held.push(res);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        current: { time: Math.floor(Date.now() / 1000), temperature_2m: 18.6, weather_code: 2, is_day: 1 },
      }),
    );
  }),
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const port = (fake.server.address() as AddressInfo).port;
  server = await startServer({ WEATHER_URL: `http://127.0.0.1:${port}/v1/forecast`, WEATHER_TIMEOUT_MS: '20000' });
  browser = await launchBrowser();
  await seedMasjid(server, {
    name: 'Masjid Al-Hawa',
    url: 'hawa',
    email: 'admin@hawa.org',
    content: () => ({ customConfigurations: [{ name: 'weather', value: 'on' }] }),
  });
  await seedMasjid(server, {
    name: 'مسجد الطقس',
    url: 'hawaar',
    email: 'admin@hawaar.org',
    content: () => ({
      customConfigurations: [
        { name: 'weather', value: 'on' },
        { name: 'weather_unit', value: 'c' },
        { name: 'language', value: 'ar' },
        // The icon's outlines follow the theme's text colour.
        { name: 'dashboard_theme', value: 'dark' },
      ],
    }),
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const res of fake.held) res.destroy();
  fake.server.closeAllConnections();
  if (fake.server.listening) await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});

async function open(url: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${server.url}/${url}`);
  await page.getByTestId('prayer-table').waitFor();
  return page;
}

describe('with the service answering', () => {
  it('shows the icon and the temperature in the header, in the country unit, at every screen size', async () => {
    for (const [name, viewport] of Object.entries({
      tv: VIEWPORTS.tv,
      laptop: VIEWPORTS.laptop,
      portrait: VIEWPORTS.portrait,
      phone: VIEWPORTS.phone,
    })) {
      const page = await open('hawa', viewport);
      const weather = page.locator('header [data-testid="weather"]');
      await weather.waitFor();
      expect(await weather.getAttribute('aria-label')).toBe('Weather: Partly cloudy, 65°F');
      expect(await page.getByTestId('weather-temperature').textContent()).toBe('65°F');
      expect(await page.getByTestId('weather-icon').getAttribute('data-condition')).toBe('partly-cloudy');
      // Inside the screen: nothing of the header is pushed past its edge.
      const box = (await weather.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBe(0);
      await settled(page);
      await screenshot(page, `weather-${name}`);
      await page.close();
    }
    // Every screen and size above: one call to the service for the place.
    expect(fake.hits).toBe(1);
  });

  it('speaks Arabic right to left with °م when the masjid chose Celsius, on the dark theme', async () => {
    for (const [name, viewport] of Object.entries({ tv: VIEWPORTS.tv, portrait: VIEWPORTS.portrait })) {
      const page = await open('hawaar', viewport);
      const weather = page.locator('header [data-testid="weather"]');
      await weather.waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await weather.getAttribute('aria-label')).toBe('الطقس: غائم جزئيًا، 19°م');
      await settled(page);
      await screenshot(page, `weather-arabic-${name}`);
      await page.close();
    }
  });
});

it('is turned on by an admin on the Configuration tab, with its hint, and then shows on the dashboard', async () => {
  const masjid = await seedMasjid(server, { name: 'Masjid Settings', url: 'hawaui', email: 'admin@hawaui.org' });
  const admin = await browser.newPage({ viewport: VIEWPORTS.laptop });
  await signIn(admin, server, masjid.email, masjid.password);
  const trigger = admin.getByRole('button', { name: 'Customization', exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const customization = admin.getByRole('region', { name: 'Customization' });
  const weather = customization.getByLabel('Weather on the dashboard');
  const unit = customization.getByLabel('Temperature unit');
  // Off by default; the unit follows the country unless chosen.
  expect(await weather.inputValue()).toBe('off');
  expect(await unit.inputValue()).toBe('auto');
  expect(await customization.getByText(/rounded to about 10 km/).count()).toBe(1);
  await weather.selectOption('on');
  await unit.scrollIntoViewIfNeeded();
  await settled(admin);
  await keepPicture(admin, 'weather-admin-setting-1366x768');
  await admin.setViewportSize(VIEWPORTS.phone);
  await unit.scrollIntoViewIfNeeded();
  await settled(admin);
  await keepPicture(admin, 'weather-admin-setting-390x844');
  await customization.getByRole('button', { name: 'Save' }).click();
  expect(await expectAlert(admin, 'Customization saved')).toBe('Customization saved');
  await admin.close();

  const page = await open('hawaui', VIEWPORTS.tv);
  await page.locator('header [data-testid="weather"]').waitFor();
  expect(await page.getByTestId('weather-temperature').textContent()).toBe('65°F');
  await page.close();
});

it('shows in the desktop app, asked by its main process for the configured masjid', async () => {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-signage-weather-'));
  const page = await browser.newPage({ viewport: VIEWPORTS.tv });
  const harness = await startRendererHarness(page, { userDataDir });
  try {
    harness.settings.save({ serverUrl: server.url, companyUrl: 'hawa' }, true);
    await page.goto(harness.pageUrl);
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    await page.locator('header [data-testid="weather"]').waitFor();
    expect(await page.getByTestId('weather-temperature').textContent()).toBe('65°F');
  } finally {
    await page.close();
    await harness.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
});

describe('with the service hanging, then stopped', () => {
  it('renders the dashboard at once without weather while the call hangs, and when the service is gone', async () => {
    fake.hang = true;
    // Another place (Houston), so the service is asked anew.
    const masjid = await registerMasjidViaApi(server, {
      name: 'Masjid Houston',
      url: 'hawahou',
      email: 'admin@hawahou.org',
      active: true,
      address: { street: '1 Main Street', city: 'Houston', state: 'TX', zip: '77002' },
    });
    const token = await apiLogin(server, masjid.email, masjid.password);
    const created = await apiCall(server, 'POST', '/api/prayer/config/create?generateIqamah=true', {
      token,
      body: {
        companyId: masjid.companyId,
        location: 'Houston, TX',
        calculationMethod: 2,
        asrJuristicMethod: 0,
        geoCode: { ...CHICAGO, latitude: 29.76, longitude: -95.37 },
      },
    });
    expect(created.status, created.text).toBe(200);
    const saved = await apiCall(server, 'PUT', '/api/companies/central-control', {
      token,
      body: { companyId: masjid.companyId, version: 0, customConfigurations: [{ name: 'weather', value: 'on' }] },
    });
    expect(saved.status, saved.text).toBe(200);

    const hitsBefore = fake.hits;
    const page = await open('hawahou', VIEWPORTS.tv);
    // The screen asked for the weather, the service holds that call (20 s timeout), and the dashboard is up.
    await expect.poll(() => fake.held.length).toBe(1);
    expect(fake.hits).toBe(hitsBefore + 1);
    expect(await page.getByTestId('masjid-name').textContent()).toBe('Masjid Houston');
    expect(await page.locator('[data-testid="weather"]').count()).toBe(0);
    await page.close();

    // The service stopped altogether: the dashboard of a masjid whose place is not kept renders, without weather.
    for (const res of fake.held) res.destroy();
    fake.server.closeAllConnections();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    const again = await open('hawahou', VIEWPORTS.laptop);
    const answer = await again.evaluate(async () => (await fetch('/api/dashboard/hawahou/weather')).json());
    expect(answer).toEqual({ weather: null });
    expect(await again.locator('[data-testid="weather"]').count()).toBe(0);
    await again.close();
  });
});
