import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, expectAlert, type RegisteredMasjid } from '../support/admin.js';
import { screenshot, settled, VIEWPORTS } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';
import { listedScreens, startScreenMasjidWithBrowser } from '../support/screen-masjid.js';

/**
 * The web player at /screen (docs/screens.md, "Web player"): a browser pairs by code like the desktop app,
 * shows the masjid's dashboard, comes back to it after a reload, and takes the Screens page's commands.
 */

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let adminToken: string;

beforeAll(async () => {
  ({ server, browser, masjid, adminToken } = await startScreenMasjidWithBrowser({
    name: 'Masjid Web Player',
    url: 'webplayer',
    email: 'imam@webplayer.org',
  }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const STORAGE_KEY = 'minaret.webPlayer.pairing';

const screens = () => listedScreens({ server, masjid, adminToken });

const command = (screenId: string, name: string) =>
  apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens/${screenId}/commands`, {
    token: adminToken,
    body: { command: name },
  });

/** A fresh browser (no storage) whose clock the test can move on, to bring the next heartbeat forward. */
async function freshPlayer(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.clock.install();
  return { context, page };
}

async function shownCode(page: Page): Promise<string> {
  const code = page.getByTestId('pairing-code');
  await code.waitFor();
  return (await code.getAttribute('data-code'))!;
}

/** The dashboard in whatever language the screen speaks. */
async function dashboardShownIn(page: Page) {
  await page.getByTestId('web-player-dashboard').waitFor();
  await page.getByTestId('prayer-table').waitFor();
}

async function dashboardShown(page: Page) {
  await page.getByTestId('web-player-dashboard').waitFor();
  await page.getByTestId('prayer-table').waitFor();
  await expect.poll(() => page.getByTestId('masjid-name').textContent()).toBe('Masjid Web Player');
}

/** The code on a page is readable across the room and whole on the screen: large, inside the viewport, no sideways scroll. */
async function codeReadable(page: Page, minPx: number) {
  const facts = await page.getByTestId('pairing-code').evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      fontPx: parseFloat(getComputedStyle(element).fontSize),
      left: box.left,
      right: box.right,
      width: window.innerWidth,
      scrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
  expect(facts.fontPx).toBeGreaterThanOrEqual(minPx);
  expect(facts.left).toBeGreaterThanOrEqual(0);
  expect(facts.right).toBeLessThanOrEqual(facts.width);
  expect(facts.scrolls).toBe(false);
  const qr = await page.getByRole('img', { name: /QR/ }).boundingBox();
  expect(qr!.x).toBeGreaterThanOrEqual(0);
  expect(qr!.x + qr!.width).toBeLessThanOrEqual(facts.width);
}

describe('the web player', () => {
  it('pairs by code, shows the dashboard, survives a reload, takes reload and unpair, and says it is the web player', async () => {
    const { context, page } = await freshPlayer(VIEWPORTS.tv);
    await page.goto(`${server.url}/screen`);
    const code = await shownCode(page);
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/);
    // The QR code opens the Screens page with the code filled in.
    expect(await page.getByRole('img', { name: 'QR code of the page that pairs this screen' }).count()).toBe(1);
    await codeReadable(page, 100);
    await settled(page);
    await screenshot(page, 'web-player-pairing-1920x1080');

    // The admin claims the code (the Screens page's call); the player finds out within its 3 s poll.
    const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
      token: adminToken,
      body: { code, name: 'Hall TV' },
    });
    expect(claimed.status, claimed.text).toBe(200);
    await dashboardShown(page);
    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);
    expect(kept).toMatchObject({ companyUrl: 'webplayer' });
    expect(kept.screenToken).toMatch(/^mst_/);

    // Its first heartbeat says what a browser knows, and that it is the web player.
    // (The first beat goes at once; the next, as soon as the dashboard has saved its timetable copy, names it.)
    await expect.poll(async () => (await screens())[0]?.timetableUntil ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // That second beat follows the first, and so reports the clock drift the first measured (this machine: none).
    await expect.poll(async () => (await screens())[0]?.clockDriftMs ?? null).not.toBeNull();
    expect(Math.abs((await screens())[0]!.clockDriftMs)).toBeLessThan(5_000);
    const [screen] = await screens();
    expect(screen).toMatchObject({
      name: 'Hall TV',
      status: 'online',
      player: 'web',
      display: { width: 1920, height: 1080 },
      orientation: 'landscape',
    });
    expect(screen!.appVersion).toMatch(/^web index-/);
    await settled(page);
    await screenshot(page, 'web-player-dashboard-1920x1080');

    // A reload (a power cut, a reboot) goes straight back to the dashboard: no code, no new pairing asked for.
    const pairingCalls: string[] = [];
    let beats = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/screens/pairings')) pairingCalls.push(request.url());
    });
    page.on('response', (response) => void (response.url().endsWith('/api/screens/heartbeat') && (beats += 1)));
    await page.reload();
    await dashboardShown(page);
    expect(await page.getByTestId('pairing-code').count()).toBe(0);
    expect(pairingCalls).toEqual([]);
    // The reloaded page beats at start and again once its first answer is in (which may come after the
    // dashboard shows its saved copy): a command sent before that second beat would be taken at once.
    await expect.poll(() => beats).toBeGreaterThanOrEqual(2);

    // Reload from the Screens page: the page's clock is held, so its minute heartbeat never comes; the
    // masjid's change events make it beat at once (docs/screens.md), and it loads afresh.
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    const reloaded = page.waitForEvent('load');
    expect((await command(screen!.id, 'reload')).status).toBe(200);
    await reloaded;
    await dashboardShown(page);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    expect((await screens())[0]!.pendingCommands).toEqual([]);

    // A screenshot is not something a browser page can take: the Screens page is told so, plainly.
    const shot = await command(screen!.id, 'screenshot');
    expect(shot.status).toBe(409);
    expect(shot.json.message).toMatch(/^The web player cannot take screenshots/);

    // Unpair: the token stops working at once; the heartbeat the signal brings gets a 401, and the player
    // forgets it and shows a new code.
    expect((await command(screen!.id, 'unpair')).status).toBe(200);
    const newCode = await shownCode(page);
    expect(newCode).not.toBe(code);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    await page.reload();
    expect(await shownCode(page)).not.toBe('');
    await context.close();
  });

  it('takes its settings from the heartbeat, shows a new code when deleted, and the Screens page names the web player', async () => {
    const { context, page } = await freshPlayer(VIEWPORTS.laptop);
    await page.goto(`${server.url}/screen`);
    const code = await shownCode(page);
    await codeReadable(page, 60);
    await settled(page);
    await screenshot(page, 'web-player-pairing-1366x768');
    const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
      token: adminToken,
      body: { code, name: 'Entrance TV' },
    });
    expect(claimed.status, claimed.text).toBe(200);
    await dashboardShown(page);
    await expect.poll(async () => (await screens()).find((row) => row.name === 'Entrance TV')?.player).toBe('web');
    const screenId = (await screens()).find((row) => row.name === 'Entrance TV')!.id as string;

    // Settings from the Screens page reach the player in its next heartbeat answer: here, its own language.
    const current = (await screens()).find((row) => row.id === screenId)!.settings;
    const saved = await apiCall(server, 'PATCH', `/api/companies/${masjid.companyId}/screens/${screenId}`, {
      token: adminToken,
      body: { settings: { ...current, language: 'ar' } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.clock.fastForward('01:05');
    // The dashboard loads again once the change has settled (1.5 s on the page's clock).
    await page.clock.fastForward('00:02');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await dashboardShownIn(page);

    // The Screens page: the card says which player runs the screen, and pressing Screenshot says why not.
    const admin = await (await browser.newContext({ viewport: VIEWPORTS.laptop })).newPage();
    await admin.goto(`${server.url}/auth/screens`);
    await admin.getByLabel('Email').fill(masjid.email);
    await admin.getByLabel('Password').fill(masjid.password);
    await admin.getByRole('button', { name: 'Submit' }).click();
    const card = admin.getByRole('article', { name: 'Entrance TV' });
    await card.waitFor();
    await card.getByText('Web player (browser)').waitFor();
    expect(await card.getByTestId('screenshot-web-note').textContent()).toContain('cannot capture its own screen');
    await card.getByRole('button', { name: 'Screenshot' }).click();
    await expectAlert(admin, /The web player cannot take screenshots/);
    // A full-page picture of a scrolled page draws the sticky top bar in its middle.
    await admin.evaluate(() => window.scrollTo(0, 0));
    await settled(admin);
    await screenshot(admin, 'web-player-screens-page-1366x768');
    await admin.context().close();

    expect(
      (
        await apiCall(server, 'DELETE', `/api/companies/${masjid.companyId}/screens/${screenId}`, {
          token: adminToken,
        })
      ).status,
    ).toBe(200);
    await page.clock.fastForward('01:05');
    expect(await shownCode(page)).not.toBe(code);
    await context.close();
  });

  it('shows the code readable on a phone, and right to left in Arabic and Urdu', async () => {
    const phone = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'ar' });
    const page = await phone.newPage();
    await page.goto(`${server.url}/screen`);
    await shownCode(page);
    // The browser's language (Arabic here) when Minaret speaks it.
    await page.getByRole('heading', { name: 'اربط هذه الشاشة بمسجدك' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await codeReadable(page, 40);
    await settled(page);
    await screenshot(page, 'web-player-pairing-ar-390x844');

    await page.goto(`${server.url}/screen?lang=ur`);
    await shownCode(page);
    await page.getByRole('heading', { name: 'اس اسکرین کو اپنی مسجد سے جوڑیں' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.setViewportSize(VIEWPORTS.tv);
    await codeReadable(page, 100);
    await settled(page);
    await screenshot(page, 'web-player-pairing-ur-1920x1080');

    await page.goto(`${server.url}/screen?lang=en`);
    await page.setViewportSize(VIEWPORTS.phone);
    await shownCode(page);
    await codeReadable(page, 40);
    await settled(page);
    await screenshot(page, 'web-player-pairing-390x844');
    await phone.close();
  });
});
