import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryInstant } from '@core/dashboard/prayer-schedule.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { apiCall, screenshotBoth, type RegisteredMasjid } from '../support/admin.js';
import { screenshot, settled, VIEWPORTS } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';
import { listedScreens, startScreenMasjidWithBrowser } from '../support/screen-masjid.js';
import { dashboardData, dayViews } from './public-fixtures.js';

/**
 * A screen's night (docs/screens.md, "The screen's night"), on the web player: set on the Screens page, it
 * reaches the screen in its heartbeat; the screen goes black 30 minutes after Isha's iqama, an urgent
 * message wakes it, it comes on by itself 30 minutes before Fajr's azan, and dark it stays online.
 */

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let adminToken: string;

beforeAll(async () => {
  ({ server, browser, masjid, adminToken } = await startScreenMasjidWithBrowser({
    name: 'Masjid Night',
    url: 'nightplayer',
    email: 'imam@nightplayer.org',
  }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const MINUTE = 60_000;
const screens = () => listedScreens({ server, masjid, adminToken });

/**
 * The page's clock runs from `start`, and the server's answers say the page's time (else the dashboard
 * would correct its clock to the server's real one): each dashboard answer is given the page's own clock.
 */
async function pageAt(start: number): Promise<{ page: Page; forward: (ms: number) => Promise<void> }> {
  const page = await (await browser.newContext({ viewport: VIEWPORTS.tv })).newPage();
  // A jump of the page's clock past a dashboard read or a heartbeat still on its way fires its deadline and
  // aborts it; a lost heartbeat is not asked again until the next minute, which a held clock never reaches
  // (a failure seen once in CI on a loaded machine): each jump waits for those in flight.
  let reading = 0;
  const isRead = (url: string) => url.includes('/api/dashboard/') || url.includes('/api/screens/heartbeat');
  page.on('request', (request) => void (isRead(request.url()) && (reading += 1)));
  const ended = (request: Request) => void (isRead(request.url()) && (reading -= 1));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.route('**/api/dashboard/**', async (route) => {
    try {
      const response = await route.fetch();
      const json = await response.json();
      const pageNow = await page.evaluate(() => Date.now());
      await route.fulfill({ response, json: { ...json, serverTime: new Date(pageNow).toISOString() } });
    } catch {
      // The page closed while its answer was on the way: nobody waits for it.
    }
  });
  await page.clock.install({ time: start });
  const forward = async (ms: number) => {
    await expect.poll(() => reading, { timeout: 30_000 }).toBe(0);
    await page.clock.fastForward(ms);
  };
  return { page, forward };
}

describe("the web player's night", () => {
  it('goes dark after Isha, wakes for an urgent message, comes on before Fajr, and stays online', async () => {
    const zone = (await dashboardData(server, 'nightplayer')).timezoneId;
    const today = zonedNow(zone, Date.now()).date;
    const [day, next] = await dayViews(server, masjid.companyId, today, 2);
    const ishaIqama = entryInstant(zone, day!.date, 'isha', day!.ishaIqama || day!.isha);
    const fajr = entryInstant(zone, next!.date, 'fajr', next!.fajr);

    // 20 minutes after Isha's iqama: paired, and the night set on the Screens page (as its dialog saves it).
    const { page, forward } = await pageAt(ishaIqama + 20 * MINUTE);
    await page.goto(`${server.url}/screen`);
    const codeBox = page.getByTestId('pairing-code');
    await codeBox.waitFor();
    const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
      token: adminToken,
      body: { code: await codeBox.getAttribute('data-code'), name: 'Hall TV' },
    });
    expect(claimed.status, claimed.text).toBe(200);
    await page.getByTestId('prayer-table').waitFor();
    const [screen] = await screens();
    const night = { afterIshaMinutes: 30, beforeFajrMinutes: 30 };
    const saved = await apiCall(server, 'PATCH', `/api/companies/${masjid.companyId}/screens/${screen!.id}`, {
      token: adminToken,
      body: { settings: { ...screen!.settings, night } },
    });
    expect(saved.status, saved.text).toBe(200);
    const refused = await apiCall(server, 'PATCH', `/api/companies/${masjid.companyId}/screens/${screen!.id}`, {
      token: adminToken,
      body: { settings: { ...screen!.settings, night: { afterIshaMinutes: 300, beforeFajrMinutes: 30 } } },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('Minutes after Isha is a whole number from 0 to 240');
    // The save's change signal makes the player beat at once: its answer brings the setting, kept with the
    // pairing, and the dashboard loads again; the minute's heartbeat would bring it too.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('minaret.webPlayer.pairing') ?? '{}').settings?.night),
      )
      .toEqual(night);
    await forward(65_000);
    await forward(2_000);
    const dark = page.getByTestId('night-dark');
    expect(await dark.count()).toBe(0);

    // 31 minutes after the iqama: black.
    await forward(ishaIqama + 31 * MINUTE - (await page.evaluate(() => Date.now())));
    await dark.waitFor();
    const box = await dark.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1920, height: 1080 });
    expect(await dark.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(0, 0, 0)');
    await settled(page);
    await screenshot(page, 'web-player-night-1920x1080');
    // Dark by schedule is not offline: the page beats as ever.
    await forward(65_000);
    expect((await screens())[0]!.status).toBe('online');

    // An urgent message wakes it at once; once withdrawn, it is dark again.
    const urgent = `/api/auth/companies/${masjid.companyId}/urgent-message`;
    const sent = await apiCall(server, 'PUT', urgent, {
      token: adminToken,
      body: { text: 'Janazah after Fajr tomorrow', endsAt: new Date(Date.now() + 20 * 3600_000).toISOString() },
    });
    expect(sent.status, sent.text).toBe(200);
    await page.getByTestId('urgent-banner').waitFor();
    await expect.poll(() => dark.count()).toBe(0);
    expect((await apiCall(server, 'DELETE', urgent, { token: adminToken })).status).toBe(200);
    await dark.waitFor();

    // Past midnight the dashboard's days start at the new day (its 10-minute load): still the night.
    let loads = 0;
    page.on('response', (response) => void (response.url().includes('/api/dashboard/') && (loads += 1)));
    await forward(fajr - 60 * MINUTE - (await page.evaluate(() => Date.now())));
    await forward(10 * MINUTE);
    await expect.poll(() => loads).toBeGreaterThan(0);
    await settled(page);
    expect(await dark.count()).toBe(1);

    // On by itself 30 minutes before Fajr's azan.
    await forward(fajr - 31 * MINUTE - (await page.evaluate(() => Date.now())));
    expect(await dark.count()).toBe(1);
    await forward(2 * MINUTE);
    await expect.poll(() => dark.count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();

    // The Screens page's dialog shows the night and switches it off.
    const admin = await (await browser.newContext({ viewport: VIEWPORTS.laptop })).newPage();
    await admin.goto(`${server.url}/auth/screens`);
    await admin.getByLabel('Email').fill(masjid.email);
    await admin.getByLabel('Password').fill(masjid.password);
    await admin.getByRole('button', { name: 'Submit' }).click();
    const card = admin.getByRole('article', { name: 'Hall TV' });
    await card.getByRole('button', { name: 'Name and settings' }).click();
    const dialog = admin.getByRole('dialog');
    const nightOn = dialog.getByLabel(/^Dark at night/);
    expect(await nightOn.isChecked()).toBe(true);
    expect(await dialog.getByLabel("Minutes after Isha's iqama").inputValue()).toBe('30');
    expect(await dialog.getByLabel("Minutes before Fajr's azan").inputValue()).toBe('30');
    await dialog.getByLabel("Minutes after Isha's iqama").fill('45');
    await screenshotBoth(admin, 'web-player-night-settings', { viewport: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await screens())[0]!.settings.night)
      .toEqual({ afterIshaMinutes: 45, beforeFajrMinutes: 30 });
    await card.getByRole('button', { name: 'Name and settings' }).click();
    await nightOn.uncheck();
    expect(await dialog.getByLabel("Minutes after Isha's iqama").isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await screens())[0]!.settings.night ?? null).toBeNull();

    // In Urdu, right to left.
    const urdu = await apiCall(server, 'PUT', '/api/auth/me/language', { token: adminToken, body: { language: 'ur' } });
    expect(urdu.status).toBe(200);
    await admin.reload();
    await expect.poll(() => admin.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await card.getByRole('button', { name: 'نام اور ترتیبات' }).click();
    await dialog.getByText('رات', { exact: true }).waitFor();
    await dialog.getByLabel(/^رات کو تاریک/).check();
    expect(await dialog.getByLabel('عشاء کی جماعت کے بعد منٹ').inputValue()).toBe('30');
    await dialog.getByText('رات', { exact: true }).scrollIntoViewIfNeeded();
    // The dialog scrolled to the night; the page itself back at its top (a full-page picture of a scrolled
    // page draws the sticky top bar in its middle).
    await admin.evaluate(() => window.scrollTo(0, 0));
    await settled(admin);
    await screenshot(admin, 'web-player-night-settings-ur-1366x768');
    await admin.context().close();
  });
});
