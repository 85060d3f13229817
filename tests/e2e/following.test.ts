/**
 * Following masjids (issue 39 items 3-4, docs/outside-the-hall.md "Following" and "Home mode"): a visitor on a
 * phone finds masjids from a typed place, follows two with one tap each, sees both on the app's home with
 * their next prayer and iqama, still sees them offline after a reload, turns on alerts for one; home mode
 * plays the masjid's azan sound at the azan after one tap. No request carries the visitor's place.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/content/iso-day.js';
import { SAMPLE_ADDRESS } from '@core/testing/sample-masjid.js';
import { localFormat } from '@core/time/localized-format.js';
import { apiCall, registerMasjidViaApi, signInWithNewYorkTimetable } from '../support/admin.js';
import { launchBrowser, playOnlyAfterTap, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

const MASJIDS = [
  { url: 'followloop', name: 'Masjid Follow Loop', at: [41.88, -87.63] },
  { url: 'followevanston', name: 'Masjid Follow Evanston', at: [42.05, -87.68] },
  { url: 'followspringfield', name: 'Masjid Follow Springfield', at: [39.78, -89.65] },
] as const;
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const ENGLISH_TIME = localFormat({ language: 'en', country: 'US' });
const PRAYER_WORDS: Record<string, string> = {
  fajr: 'Fajr',
  dhuhr: 'Zuhr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A year of two masjids is 24 reads of the keyless API; its limit per address has its own tests.
  server = sharedServer();
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
    if (masjid.url !== 'followloop') continue;
    // The Loop's profile: the chime at every azan (docs/sound.md), for home mode.
    const azanTone = { azan: 'tone-chime', beforeIqama: null, iqama: null, beforeIqamaMinutes: 5 };
    const saved = await apiCall(server, 'PUT', `/api/companies/${registered.companyId}/sound-profile`, {
      token,
      body: {
        prayers: {
          fajr: azanTone,
          zuhr: azanTone,
          asr: azanTone,
          maghrib: azanTone,
          isha: azanTone,
          jumuah: azanTone,
          eid: { ...azanTone, azan: null },
        },
        anchored: [],
      },
    });
    expect(saved.status, saved.text).toBe(200);
  }
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every request of the context (the service worker's included), with its body. */
function watchRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  return seen;
}

const card = (page: Page, url: string) => page.locator(`[data-testid="followed-masjid"][data-url="${url}"]`);

/** "Next iqama: Asr 3:45 PM" as the API answers it now. */
async function expectedIqamaLine(url: string): Promise<string> {
  const next = (await apiCall(server, 'GET', `/api/v1/masjids/${url}/next`)).json;
  return `Next iqama: ${PRAYER_WORDS[next.nextIqama.prayer]} ${ENGLISH_TIME.time(next.nextIqama.time)}`;
}

/** The worker controls the page and keeps it and every file it loaded (tests/e2e/outside-offline-page.test.ts). */
async function keptForOffline(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          const assets = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
            .map((url) => url.pathname);
          if (assets.length === 0 || !(await (await caches.open('minaret-pages')).match(window.location.pathname)))
            return false;
          const kept = await caches.open('minaret-assets');
          for (const asset of assets) if (!(await kept.match(asset))) return false;
          return true;
        }),
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
}

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

/** Fonts in, for a screenshot while the page's clock is paused (settled() waits for frames, which a paused clock holds). */
async function fontsReady(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => true));
}

describe('following masjids', () => {
  it('follows two masjids from near me, shows both on the home with their next iqama, offline too, with alerts', async () => {
    // bypassCSP: the page's policy allows only its own scripts, and axe is injected for the check.
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, bypassCSP: true });
    const requests = watchRequests(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/near-me`);
    await page.getByLabel('Or type a town (and its country)').fill('Chicago');
    await page.getByRole('button', { name: 'Find' }).click();
    const row = (url: string) => page.locator(`[data-testid="near-me-row"][data-url="${url}"]`);
    await row('followloop').waitFor();
    for (const url of ['followloop', 'followevanston']) {
      const button = row(url).getByTestId('follow-button');
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      expect(await button.textContent()).toBe('✓ Following');
    }
    // One more tap unfollows, and one more follows again.
    const springfield = row('followspringfield').getByTestId('follow-button');
    await springfield.click();
    await springfield.click();
    expect(await springfield.getAttribute('aria-pressed')).toBe('false');
    await settled(page);
    await screenshot(page, 'following-near-me-390x844');

    await page.goto(`${server.url}/following`);
    await page.getByRole('heading', { name: 'Masjids I follow' }).waitFor();
    // The app's home is installable: one app for every followed masjid, opening here.
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/pwa/following.webmanifest');
    const manifest = await fetch(`${server.url}/pwa/following.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ start_url: '/following', scope: '/', display: 'standalone' });
    await expect
      .poll(() =>
        page.getByTestId('followed-masjid').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-url'))),
      )
      .toEqual(['followloop', 'followevanston']);
    for (const url of ['followloop', 'followevanston']) {
      const iqama = card(page, url).getByTestId('followed-iqama');
      await iqama.waitFor();
      await expect.poll(async () => (await iqama.textContent()) === (await expectedIqamaLine(url))).toBe(true);
      expect(await card(page, url).getByTestId('followed-next').textContent()).toMatch(
        /^Next azan: (Fajr|Zuhr|Asr|Maghrib|Isha) \d{1,2}:\d{2} (am|pm) · in \d/i,
      );
      expect(await card(page, url).getByTestId('followed-today').locator('tbody tr').count()).toBe(5);
    }
    // A year from the masjid's today is kept on the device.
    const today = (await apiCall(server, 'GET', '/api/v1/masjids/followloop/next')).json.date as string;
    const yearOn = addDays(today, 365);
    for (const url of ['followloop', 'followevanston']) {
      const kept = card(page, url).getByTestId('kept-until');
      await expect
        .poll(async () => ((await kept.getAttribute('data-until')) ?? '') >= yearOn, { timeout: 30_000 })
        .toBe(true);
      const until = (await kept.getAttribute('data-until'))!;
      expect(await kept.textContent()).toBe(`Times kept on this device until ${ENGLISH_TIME.date(until)}`);
    }
    expect(await axeViolations(page)).toEqual([]);
    await keptForOffline(page);
    const onlineLines = await page.getByTestId('followed-iqama').allTextContents();

    // Offline and reloaded: both masjids still show, from the kept year.
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('following-offline').waitFor();
    await expect.poll(() => page.getByTestId('followed-iqama').allTextContents()).toEqual(onlineLines);
    expect(await page.getByTestId('followed-next').count()).toBe(2);
    // Their alerts and calendar panels are there too (what they do needs the network).
    await expect.poll(() => page.getByTestId('prayer-alerts').count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('add-to-calendar').count()).toBe(2);
    await settled(page);
    await screenshot(page, 'following-offline-390x844');
    await page.setViewportSize(VIEWPORTS.laptop);
    await settled(page);
    await screenshot(page, 'following-offline-1366x768');
    await page.setViewportSize(VIEWPORTS.tv);
    await settled(page);
    await screenshot(page, 'following-offline-1920x1080');
    await page.setViewportSize(VIEWPORTS.phone);
    await context.setOffline(false);

    // Alerts for one masjid, through the page's own push flow. Only the browser's push service is stood in
    // for (a headless browser has none), and the server's answer, since the server posts only to push
    // services it can resolve (server/src/push/push.routes.test.ts tests that side).
    await context.grantPermissions(['notifications']);
    await page.evaluate(() => {
      const subscription = {
        endpoint: 'https://push.example.net/send/following-test',
        toJSON: () => ({
          endpoint: 'https://push.example.net/send/following-test',
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        }),
        unsubscribe: async () => true,
      };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => subscription as unknown as PushSubscription;
    });
    const subscribed: Array<{ url: string; body: unknown }> = [];
    await page.route('**/api/companies/url/*/push-subscriptions', async (route) => {
      subscribed.push({ url: route.request().url(), body: route.request().postDataJSON() });
      await route.fulfill({ status: 200, json: { successful: true, id: 'stub' } });
    });
    const alerts = card(page, 'followevanston').getByTestId('prayer-alerts');
    await alerts.locator('summary').click();
    await alerts.getByLabel('Fajr iqama').check();
    await alerts.getByRole('button', { name: 'Turn on alerts' }).click();
    await expect.poll(() => alerts.locator('summary').textContent()).toMatch(/\(on\)|on/i);
    expect(subscribed).toHaveLength(1);
    expect(subscribed[0]!.url).toBe(`${server.url}/api/companies/url/followevanston/push-subscriptions`);
    expect(subscribed[0]!.body).toMatchObject({ alerts: { fajr: { iqama: true } }, language: 'en' });
    // Each followed masjid offers its calendar subscription.
    const calendar = card(page, 'followloop').getByTestId('add-to-calendar');
    await calendar.locator('summary').click();
    expect(await calendar.getByTestId('feed-subscribe').getAttribute('href')).toMatch(
      /^webcal:\/\/.*\/api\/companies\/url\/followloop\/prayer-times\.ics/,
    );

    // Following sent nothing about the visitor: no coordinates, no typed place.
    expect(requests.length).toBeGreaterThan(10);
    for (const request of requests) {
      expect(request).not.toMatch(/latitude|longitude|[?&](lat|lon|lng)=/i);
      expect(request.toLowerCase()).not.toContain('chicago');
      expect(request).not.toMatch(/41\.8|87\.6/);
    }
    expect(requests.some((request) => request.includes('/api/v1/masjids/followloop/days?'))).toBe(true);

    // In Arabic the home reads right to left.
    await page.goto(`${server.url}/following?lang=ar`);
    await card(page, 'followloop').getByTestId('followed-iqama').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    const name = await card(page, 'followloop').getByRole('heading').boundingBox();
    const button = await card(page, 'followloop').getByTestId('follow-button').boundingBox();
    expect(button!.x).toBeLessThan(name!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settled(page);
    await screenshot(page, 'following-ar-390x844');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it("follows from the masjid's own page on a phone (not on a hall screen's width)", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.laptop });
    const page = await context.newPage();
    await page.goto(`${server.url}/followspringfield`);
    const button = page.getByTestId('follow-button');
    await button.waitFor({ state: 'attached' });
    expect(await button.isVisible()).toBe(false);
    await page.setViewportSize(VIEWPORTS.phone);
    await button.waitFor();
    expect(await button.textContent()).toBe('+ Follow');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await settled(page);
    await screenshot(page, 'following-masjid-page-390x844');
    await page.goto(`${server.url}/following`);
    const iqama = card(page, 'followspringfield').getByTestId('followed-iqama');
    await iqama.waitFor();
    await expect
      .poll(async () => (await iqama.textContent()) === (await expectedIqamaLine('followspringfield')))
      .toBe(true);
    await context.close();
  }, 120_000);

  it('home mode shows the next prayer large and plays the azan at its second once a tap allowed sound', async () => {
    const next = (await apiCall(server, 'GET', '/api/v1/masjids/followloop/next')).json.next;
    const azanAt = Date.parse(next.azan.at);
    const page = await browser.newPage({ viewport: VIEWPORTS.tv });
    await playOnlyAfterTap(page);
    // The page's clock is driven to 4 s before the azan; the server's clock in its answer is moved with it, or
    // the page would correct its clock back to the real time (docs/prayer-table.md).
    await page.route('**/api/dashboard/followloop**', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      await route.fulfill({ response, json: { ...json, serverTime: new Date(azanAt - 4_000).toISOString() } });
    });
    await page.clock.install({ time: azanAt - 5_000 });
    await page.clock.pauseAt(azanAt - 4_000);
    await page.goto(`${server.url}/following/followloop/home`);
    const shown = page.getByTestId('home-next');
    await shown.waitFor();
    const word = next.prayer === 'dhuhr' ? '(Zuhr|Jum.ah)' : PRAYER_WORDS[next.prayer];
    expect(await shown.textContent()).toMatch(new RegExp(`^${word} azan ${ENGLISH_TIME.time(next.azan.time)}$`, 'i'));
    expect(await page.getByTestId('home-countdown').textContent()).toBe('in 00:04');
    const tapLine = page.getByTestId('sound-blocked');
    await expect.poll(() => tapLine.textContent()).toBe('Tap once to allow the adhan on this screen');
    await fontsReady(page);
    await screenshot(page, 'home-mode-tap-1920x1080');
    await page.mouse.click(300, 300);
    await expect.poll(() => tapLine.count()).toBe(0);

    const sound = () => page.evaluate(() => document.documentElement.dataset.sound ?? null);
    expect(await sound()).toBeNull();
    await page.clock.runFor(3_000);
    expect(await sound()).toBeNull();
    await page.clock.runFor(2_000);
    await expect.poll(sound).toMatch(new RegExp(`^${next.date}:(fajr|zuhr|asr|maghrib|isha|jumuah-1):azan$`));
    // It played: the browser allowed it, so the tap line does not come back.
    expect(await page.evaluate(() => document.documentElement.dataset.soundVolume)).toBeTruthy();
    // Past the azan the iqama it leads to is what the room waits for: it is now the large line.
    await expect.poll(() => shown.getAttribute('data-kind')).toMatch(/iqama|khutbah/);
    expect(await tapLine.count()).toBe(0);
    await fontsReady(page);
    await screenshot(page, 'home-mode-1920x1080');
    await page.setViewportSize(VIEWPORTS.laptop);
    await fontsReady(page);
    await screenshot(page, 'home-mode-1366x768');
    await page.setViewportSize(VIEWPORTS.phone);
    await fontsReady(page);
    await screenshot(page, 'home-mode-390x844');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  }, 120_000);
});
