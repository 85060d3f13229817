/**
 * Per-screen sound through the built app (docs/sound.md, "Per screen"): a web player paired at /screen, its
 * volume set on the Screens page, and "Play a test sound": the player sounds the test tone at the masjid's
 * volume times the screen's (read from the Web Audio gain it sets), the Screens page says when a browser
 * needs a tap first, and a silent screen plays nothing. The player's clock is held (its minute heartbeat never
 * comes): each test reaches it through the masjid's change events, at once. Screenshots of the card at 1920x1080, 1366x768 and
 * 390x844.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryInstant } from '@core/dashboard/prayer-schedule.js';
import { SOUND_TEST_TONE } from '@core/screens/screen-sound.js';
import { RELOAD_MARGIN_MS } from '@core/sound/reload-hold.js';
import { TONE_RECIPES } from '../../admin-web/src/features/sound/tone-recipes.js';
import { apiCall, expectAlert, screenshotBoth, type RegisteredMasjid } from '../support/admin.js';
import { playOnlyAfterTap, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';
import { openPlayer } from '../support/player.js';
import { listedScreens, startScreenMasjidWithBrowser } from '../support/screen-masjid.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let adminToken: string;

beforeAll(async () => {
  ({ server, browser, masjid, adminToken } = await startScreenMasjidWithBrowser({
    name: 'Masjid Screen Sound',
    url: 'screensoundhall',
    email: 'imam@screensound.org',
  }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A player whose browser plays only after a tap, as most do (a flag of its own: Playwright's evaluate
 * counts as a gesture), and which records the peak each Web Audio gain is ramped to: the loudness a tone
 * was started at.
 */
async function gesturePlayer(): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.laptop });
  const page = await context.newPage();
  await playOnlyAfterTap(page);
  await page.addInitScript(() => {
    const peaks: number[] = [];
    (window as unknown as { toneGains: number[] }).toneGains = peaks;
    const ramp = AudioParam.prototype.exponentialRampToValueAtTime;
    AudioParam.prototype.exponentialRampToValueAtTime = function (value, endTime) {
      if (value > 0.001) peaks.push(value);
      return ramp.call(this, value, endTime);
    };
  });
  await page.clock.install();
  return page;
}

const gains = (page: Page) => page.evaluate(() => (window as unknown as { toneGains: number[] }).toneGains.slice());

async function screenRow(name: string): Promise<Record<string, any>> {
  return (await listedScreens({ server, masjid, adminToken })).find((row) => row.name === name)!;
}

describe("a screen's own sound", () => {
  it('sets the volume on the Screens page, and the test sound plays at it once the screen is tapped; a silent screen plays nothing', async () => {
    const player = await gesturePlayer();
    await player.goto(`${server.url}/screen`);
    const codeBox = player.getByTestId('pairing-code');
    await codeBox.waitFor();
    const code = (await codeBox.getAttribute('data-code'))!;
    const claimed = await apiCall(server, 'POST', `/api/companies/${masjid.companyId}/screens`, {
      token: adminToken,
      body: { code, name: 'Sisters hall' },
    });
    expect(claimed.status, claimed.text).toBe(200);
    await player.getByTestId('prayer-table').waitFor();
    await expect.poll(async () => (await screenRow('Sisters hall')).player).toBe('web');
    const dashboard = await apiCall(server, 'GET', `/api/dashboard/${masjid.url}`);
    const masjidVolume = dashboard.json.sound.volume as number;
    expect(masjidVolume).toBeGreaterThan(0);

    // The Screens page: volume 40 % in the screen's settings.
    const admin = await (await browser.newContext({ viewport: VIEWPORTS.tv })).newPage();
    await admin.goto(`${server.url}/auth/screens`);
    await admin.getByLabel('Email').fill(masjid.email);
    await admin.getByLabel('Password').fill(masjid.password);
    await admin.getByRole('button', { name: 'Submit' }).click();
    const card = admin.getByRole('article', { name: 'Sisters hall' });
    await card.waitFor();
    expect(await card.getByText('100 %').count()).toBe(1);
    await card.getByRole('button', { name: 'Name and settings' }).click();
    const dialog = admin.getByRole('dialog');
    // Core's check before sending: 140 is refused on its field and nothing is saved.
    await dialog.getByTestId('screen-volume').fill('140');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Volume is a whole number from 0 to 100').waitFor();
    expect((await screenRow('Sisters hall')).settings.volume).toBe(100);
    await dialog.getByTestId('screen-volume').fill('40');
    // Quieter at night, from Isha's iqama to Fajr's azan (the test sound below plays at the day's volume).
    await dialog.getByLabel('Night volume (%)').fill('10');
    await settled(admin);
    await screenshot(admin, 'screen-sound-settings-1920x1080');
    await screenshotBoth(admin, 'screen-sound-settings', { viewport: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectAlert(admin, /Screen saved/);
    await expect.poll(async () => (await screenRow('Sisters hall')).settings.volume).toBe(40);
    expect((await screenRow('Sisters hall')).settings.nightVolume).toBe(10);
    await card.getByText('40 %').waitFor();

    // Untapped, the browser refuses: the screen says so at once, and so does its card.
    await card.getByRole('button', { name: 'Play a test sound' }).click();
    await expectAlert(admin, /play a test sound at its next heartbeat/);
    await expect.poll(() => player.evaluate(() => document.documentElement.dataset.soundTest ?? null)).toBe('blocked');
    await expect.poll(async () => (await screenRow('Sisters hall')).sound.test?.outcome ?? null).toBe('blocked');
    const note = card.getByTestId('screen-sound-note');
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toBe('This screen needs one tap to allow sound');
    expect(await gains(player)).toEqual([]);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await settled(admin);
    await screenshot(admin, 'screen-sound-needs-tap-1920x1080');

    // One tap on the screen, and the test again: the test tone at 40 % of the masjid's volume.
    await player.mouse.click(300, 300);
    await card.getByRole('button', { name: 'Play a test sound' }).click();
    await expectAlert(admin, /play a test sound at its next heartbeat/);
    await expect.poll(() => player.evaluate(() => document.documentElement.dataset.soundTest ?? null)).toBe('played');
    const expected = masjidVolume * 0.4;
    expect(Number(await player.evaluate(() => document.documentElement.dataset.soundVolume))).toBeCloseTo(expected, 6);
    // Each bell's gain peaks at volume x 0.5 (the tones' headroom) x its level: the loudest at the screen's volume.
    const loudest = Math.max(...TONE_RECIPES[SOUND_TEST_TONE].map((note) => note.level));
    await expect.poll(async () => (await gains(player)).length).toBe(TONE_RECIPES[SOUND_TEST_TONE].length);
    expect(Math.max(...(await gains(player)))).toBeCloseTo(expected * 0.5 * loudest, 6);
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toMatch(/^Test sound played/);
    expect((await screenRow('Sisters hall')).sound).toMatchObject({ blocked: false, test: { outcome: 'played' } });
    await admin.evaluate(() => window.scrollTo(0, 0));
    await settled(admin);
    await screenshot(admin, 'screen-sound-card-1920x1080');
    await screenshotBoth(admin, 'screen-sound-card');
    await admin.setViewportSize(VIEWPORTS.tv);

    // A silent screen: the test sounds nothing, and the card says so.
    await card.getByRole('button', { name: 'Name and settings' }).click();
    await dialog.getByTestId('screen-silent').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectAlert(admin, /Screen saved/);
    await card.getByText('Silent', { exact: true }).waitFor();
    const before = (await gains(player)).length;
    await card.getByRole('button', { name: 'Play a test sound' }).click();
    await expectAlert(admin, /play a test sound at its next heartbeat/);
    await expect.poll(() => player.evaluate(() => document.documentElement.dataset.soundTest ?? null)).toBe('silent');
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toMatch(/^Silent screen: the test played nothing/);
    expect((await gains(player)).length).toBe(before);
    await admin.context().close();
    await player.context().close();
  });

  it('speaks the sound settings and the card right to left in Arabic', async () => {
    const screen = await screenRow('Sisters hall');
    expect(screen).toBeTruthy();
    const saved = await apiCall(server, 'PUT', '/api/auth/me/language', {
      token: adminToken,
      body: { language: 'ar' },
    });
    expect(saved.status).toBe(200);
    const admin = await (await browser.newContext({ viewport: VIEWPORTS.laptop })).newPage();
    await admin.goto(`${server.url}/auth/screens`);
    await admin.getByLabel('Email').fill(masjid.email);
    await admin.getByLabel('Password').fill(masjid.password);
    await admin.getByRole('button', { name: 'Submit' }).click();
    const card = admin.getByRole('article', { name: 'Sisters hall' });
    await card.waitFor();
    // The page turns to the account's language once its catalog has loaded, which may be after the card.
    await expect.poll(() => admin.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await card.getByRole('button', { name: 'تشغيل صوت تجريبي' }).waitFor();
    await card.getByText('صامتة', { exact: true }).waitFor();
    await admin.evaluate(() => window.scrollTo(0, 0));
    await settled(admin);
    await screenshot(admin, 'screen-sound-card-ar-1366x768');
    await admin.context().close();
  });
});

describe('a reload never cuts a sound (docs/sound.md, "Never cut by a reload")', () => {
  it("holds the half-hourly reload that falls just before Zuhr's azan until the azan has sounded", async () => {
    const profile = await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/sound-profile`, {
      token: adminToken,
    });
    expect(profile.status, profile.text).toBe(200);
    const prayers = { ...profile.json.prayers, zuhr: { ...profile.json.prayers.zuhr, azan: 'tone' } };
    const saved = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/sound-profile`, {
      token: adminToken,
      body: { ...profile.json, prayers },
    });
    expect(saved.status, saved.text).toBe(200);
    const data = (await apiCall(server, 'GET', `/api/dashboard/${masjid.url}?days=3`)).json;
    // Tomorrow or the day after, whichever is not a Friday (Jumu'ah takes Zuhr's place and its sounds).
    const day = data.days
      .slice(1)
      .find((each: { date: string }) => new Date(`${each.date.slice(0, 10)}T12:00:00Z`).getUTCDay() !== 5);
    const azan = entryInstant(data.timezoneId, day.date.slice(0, 10), 'dhuhr', day.dhuhr);
    // The player loads about 30 minutes and 30 seconds before the azan: its reload falls due within the
    // margin before it, where a page coming back would start the azan late, or while it sounds.
    const player = await openPlayer(
      browser,
      'web',
      { server, companyId: masjid.companyId, url: masjid.url, adminToken },
      { start: azan - 30 * 60_000 - 30_000 },
    );
    let loads = 0;
    player.page.on('load', () => void (loads += 1));
    const sound = () => player.page.evaluate(() => document.documentElement.dataset.sound ?? null);
    // Held still from here: only runFor moves the page's clock.
    await player.page.clock.pauseAt(azan - RELOAD_MARGIN_MS);
    // Through the reload's due time (about 25 s before the azan) to a second past the azan.
    await player.page.clock.runFor(RELOAD_MARGIN_MS + 1_000);
    await expect.poll(sound).toMatch(/:zuhr:azan$/);
    // A reload not held would have asked the health check and reloaded by now.
    await player.page.waitForTimeout(2_000);
    expect(loads).toBe(0);
    expect(await sound()).toMatch(/:zuhr:azan$/);
    // Once the azan's tone has ended, the reload goes ahead.
    await player.page.clock.runFor(15_000);
    await expect.poll(() => loads, { timeout: 15_000 }).toBeGreaterThan(0);
    await player.close();
  });
});
