import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, registerMasjidViaApi, screenshotBoth, type RegisteredMasjid } from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

/**
 * "Dark by schedule" on the Screens page (docs/screens.md, "The screen's night"): the server reads it from
 * the masjid's timetable and the screen's night setting at its own now. The server's clock is the real
 * one, so the masjid is placed where it is about midnight now (a fixed-offset zone at that longitude, at a
 * latitude where Isha is hours before midnight and Fajr hours after it): dark whatever the time of the run.
 */

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let adminToken: string;

/** The whole hours east of UTC where it is within half an hour of midnight now (-11 to +12). */
function midnightOffset(now = new Date()): number {
  const east = -Math.round(now.getUTCHours() + now.getUTCMinutes() / 60);
  return east < -11 ? east + 24 : east;
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, {
    name: 'Masjid Midnight',
    url: 'midnightscreens',
    email: 'imam@midnightscreens.org',
    active: true,
  });
  adminToken = await apiLogin(server, masjid.email, masjid.password);
  const east = midnightOffset();
  // Etc/GMT names count the other way: Etc/GMT-6 is six hours east of UTC.
  const zone = east === 0 ? 'Etc/GMT' : `Etc/GMT${east > 0 ? '-' : '+'}${Math.abs(east)}`;
  const created = await apiCall(server, 'POST', '/api/prayer/config/create?generateIqamah=true', {
    token: adminToken,
    body: {
      companyId: masjid.companyId,
      location: 'Midnight town',
      calculationMethod: 3,
      asrJuristicMethod: 0,
      prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
      geoCode: { latitude: 21.4, longitude: east * 15, timezoneId: zone },
      dst: { enable: false, automaticCalculate: false, beginMonthDate: '', endMonthDate: '' },
    },
  });
  expect(created.status, created.text).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Pairs a screen through the contract and has it beat once, as `player`. */
async function beatingScreen(name: string, player: 'web' | 'desktop') {
  const pairing = (await apiCall(server, 'POST', '/api/screens/pairings')).json;
  const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
    token: adminToken,
    body: { code: pairing.code, name },
  });
  expect(claimed.status, claimed.text).toBe(200);
  const { screenId, screenToken } = (await apiCall(server, 'GET', `/api/screens/pairings/${pairing.pairingId}`)).json;
  const beat = await apiCall(server, 'POST', '/api/screens/heartbeat', {
    token: screenToken,
    body: {
      appVersion: player === 'web' ? 'web index-3f9a2c' : '1.4.0',
      timetableUntil: '2027-12-01',
      clockDriftMs: 120,
      display: { width: 1920, height: 1080 },
      orientation: 'landscape',
      player,
    },
  });
  expect(beat.status, beat.text).toBe(200);
  const listed = await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/screens`, { token: adminToken });
  const settings = (listed.json as Array<{ id: string; settings: object }>).find(
    (row) => row.id === screenId,
  )!.settings;
  return { screenId: screenId as string, settings };
}

describe('the Screens page with a screen dark by its night schedule', () => {
  it('says "Dark by schedule" for it, online for the one without a night, in English and in Arabic', async () => {
    const hall = await beatingScreen('Prayer hall', 'web');
    await beatingScreen('Sisters hall', 'desktop');
    const night = await apiCall(server, 'PATCH', `/api/companies/${masjid.companyId}/screens/${hall.screenId}`, {
      token: adminToken,
      body: { settings: { ...hall.settings, night: { afterIshaMinutes: 30, beforeFajrMinutes: 30 } } },
    });
    expect(night.status, night.text).toBe(200);
    expect(JSON.stringify(night.json)).toContain('"status":"dark"');

    const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop })).newPage();
    await page.goto(`${server.url}/auth/screens`);
    await page.getByLabel('Email').fill(masjid.email);
    await page.getByLabel('Password').fill(masjid.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    const hallCard = page.getByRole('article', { name: 'Prayer hall' });
    await hallCard.getByText('Dark by schedule', { exact: true }).waitFor();
    await hallCard.getByTestId('screen-dark-note').waitFor();
    const sisters = page.getByRole('article', { name: 'Sisters hall' });
    await sisters.getByText('Online', { exact: true }).waitFor();
    expect(await sisters.getByTestId('screen-dark-note').count()).toBe(0);
    await screenshotBoth(page, 'screens-dark-by-schedule');

    const arabic = await apiCall(server, 'PUT', '/api/auth/me/language', {
      token: adminToken,
      body: { language: 'ar' },
    });
    expect(arabic.status).toBe(200);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await hallCard.getByText('مظلمة حسب الجدول', { exact: true }).waitFor();
    await screenshotBoth(page, 'screens-dark-by-schedule-ar');
    await page.context().close();
  });
});
