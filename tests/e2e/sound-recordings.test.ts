/**
 * A masjid's own recording end to end in Chromium (docs/sound.md, "Recordings"): an admin uploads a WAV made
 * in code (a file that is not audio is refused on its field with the rest of the form kept), sets it for
 * Zuhr's azan, and the hall screen, its clock driven to just before Zuhr, fetches and keeps the recording
 * ahead of the moment and starts it at the moment; with the recording's address then blocked, a new load
 * plays it from the browser's cache. Screenshots of the Sounds section at 1920x1080, 1366x768 and 390x844.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { addDays } from '@core/content/iso-day.js';
import { soundPlanFor, type PlannedSound } from '@core/sound/sound-plan.js';
import { configurationValue } from '@core/configuration/definitions.js';
import { fridaySessionsOf } from '@core/dashboard/phases/friday-sessions.js';
import { PHASE_SETTINGS_CONFIGURATION, readPhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { sineWav } from '../../server/src/testing/sample-recordings.js';
import { apiCall, expectAlert, screenshotBoth, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { stubDesktopBridge } from '../support/desktop-bridge.js';
import { dashboardData, seedMasjid, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, { name: 'Masjid Recording', url: 'recordinghall', email: 'admin@recording.org' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The next Zuhr azan the screen plans (a Friday's Zuhr is Jumu'ah's, so it is skipped). */
function nextZuhrAzan(data: DashboardData): PlannedSound {
  const today = zonedNow(data.timezoneId, Date.now()).date;
  return [today, addDays(today, 1), addDays(today, 2)]
    .flatMap((date) =>
      soundPlanFor(data.days, data.sound!.profile, {
        zone: data.timezoneId,
        date,
        fridaySessions: fridaySessionsOf(
          data.occasions?.jumuahSessions,
          configurationValue(data.customConfigurations, 'jumah_prayer'),
        ),
        eidPrayers: data.occasions?.eidPrayers ?? [],
        phaseSettings: readPhaseSettings(configurationValue(data.customConfigurations, PHASE_SETTINGS_CONFIGURATION)),
        sounds: data.sound!.sounds,
      }),
    )
    .find((item) => item.prayer === 'zuhr' && item.kind === 'azan' && item.at > Date.now() + 60_000)!;
}

/** The dashboard as the desktop bridge hands it over, so the page's driven clock is the server's time. */
function stubBridge(page: Page, data: DashboardData) {
  return stubDesktopBridge(page, {
    data,
    healthy: true,
    settings: { serverUrl: 'https://minaret.example', companyUrl: 'recordinghall' },
  });
}

/** Opens the hall screen 5 s before `item` with the clock held 4 s before it. */
async function openBefore(context: BrowserContext, data: DashboardData, item: PlannedSound): Promise<Page> {
  const page = await context.newPage();
  await stubBridge(page, data);
  // The level each Web Audio gain is set to: a recording starts at the volume times its gain to -16 LUFS.
  await page.addInitScript(() => {
    const levels: number[] = [];
    (window as unknown as { gainLevels: number[] }).gainLevels = levels;
    const set = AudioParam.prototype.setValueAtTime;
    AudioParam.prototype.setValueAtTime = function (value, time) {
      levels.push(value);
      return set.call(this, value, time);
    };
  });
  await page.clock.install({ time: item.at - 5_000 });
  await page.clock.pauseAt(item.at - 4_000);
  await page.goto(`${server.url}/recordinghall`);
  await page.getByTestId('prayer-table').waitFor();
  return page;
}

const rootData = (page: Page, name: 'sound' | 'soundSource') =>
  page.evaluate((name) => document.documentElement.dataset[name] ?? null, name);
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('minaret-recordings');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

describe("a masjid's own recording", () => {
  it('is uploaded, set for Zuhr, played at the moment, and played again from the cache with its address blocked', async () => {
    const admin = await (await browser.newContext({ viewport: VIEWPORTS.tv })).newPage();
    await signIn(admin, server, masjid.email, masjid.password);
    await admin.getByRole('button', { name: 'Sounds', exact: true }).click();
    const section = admin.getByRole('region', { name: 'Sounds' });
    await section.getByText('No recordings yet').waitFor();

    // A file that is not audio, named like one: refused on its field, the name and credit kept.
    await section.getByLabel('Name', { exact: true }).fill('Our muezzin');
    await section.getByLabel('Credit or licence').fill('Recorded in the hall, CC BY 4.0');
    await section.getByTestId('recording-file').setInputFiles({
      name: 'adhan.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('Fajr,05:00\nZuhr,12:30\n'),
    });
    await section.getByRole('button', { name: 'Upload' }).click();
    await expect
      .poll(() => section.getByRole('alert').allTextContents())
      .toContain('This file is not a recording Minaret can play: use MP3, Ogg (Vorbis or Opus), WAV or M4A/AAC.');
    expect(await section.getByLabel('Name', { exact: true }).inputValue()).toBe('Our muezzin');
    expect(await section.getByLabel('Credit or licence').inputValue()).toBe('Recorded in the hall, CC BY 4.0');

    await section.getByTestId('recording-file').setInputFiles({
      name: 'adhan.wav',
      mimeType: 'audio/wav',
      buffer: Buffer.from(sineWav(4, { frequency: 660, level: 0.3 })),
    });
    await section.getByRole('button', { name: 'Upload' }).click();
    await expectAlert(admin, /Uploaded Our muezzin/);
    const row = section.getByTestId('recording-list').getByRole('listitem');
    await expect.poll(() => row.textContent()).toContain('Our muezzin 0:04 · Recorded in the hall, CC BY 4.0');
    expect(await section.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await row.getByRole('button', { name: 'Listen to Our muezzin' }).click();

    const zuhr = section.getByRole('group', { name: 'Zuhr' });
    await zuhr.getByLabel('At the azan', { exact: true }).selectOption({ label: 'Our muezzin' });
    await settled(admin);
    await screenshot(admin, 'sound-recordings-1920x1080');
    await screenshotBoth(admin, 'sound-recordings');
    // The recordings part alone at each size, to be read (a whole settings page is too tall to look at).
    for (const [size, viewport] of Object.entries({
      tv: VIEWPORTS.tv,
      laptop: VIEWPORTS.laptop,
      phone: VIEWPORTS.phone,
    })) {
      await admin.setViewportSize(viewport);
      await settled(admin);
      await keepPicture(section.getByTestId('recordings'), `sound-recordings-part-${size}`);
    }
    await section.getByRole('button', { name: 'Save' }).click();
    await expectAlert(admin, /Sounds/);
    await admin.close();

    const data = await dashboardData(server, 'recordinghall', 3);
    const recording = data.sound!.sounds.find((sound) => sound.kind === 'recording')!;
    expect(recording).toMatchObject({ name: 'Our muezzin', seconds: 4 });
    const zuhrAzan = nextZuhrAzan(data);
    expect(zuhrAzan.sound).toBe(recording.id);

    const hall = await browser.newContext({ viewport: VIEWPORTS.laptop });
    const first = await openBefore(hall, data, zuhrAzan);
    // Fetched and kept when the day is planned, before the moment.
    await expect.poll(() => cachedUrls(first)).toEqual([recording.url]);
    expect(await rootData(first, 'sound')).toBeNull();
    await first.clock.runFor(6_000);
    await expect.poll(() => rootData(first, 'sound')).toBe(zuhrAzan.id);
    await expect.poll(() => rootData(first, 'soundSource')).toBe('recording');
    // The server measured the tone (0.3 peak, mono: about -13.5 LUFS) and the screen plays it at the gain
    // that brings it to -16 LUFS.
    expect(recording.gain).toBeGreaterThan(0.6);
    expect(recording.gain).toBeLessThan(0.9);
    const levels = await first.evaluate(() => (window as unknown as { gainLevels: number[] }).gainLevels);
    expect(levels[0]).toBeCloseTo(data.sound!.volume * recording.gain!, 6);
    // The next load is a screen that never played it (the played list is what stops a repeat).
    await first.evaluate(() => window.localStorage.clear());
    await first.close();

    let blocked = 0;
    await hall.route(`**${recording.url!}`, (route) => {
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    const second = await openBefore(hall, data, zuhrAzan);
    expect(
      await second.evaluate(
        (url) =>
          fetch(url).then(
            () => 'fetched',
            () => 'refused',
          ),
        recording.url!,
      ),
    ).toBe('refused');
    expect(blocked).toBeGreaterThan(0);
    await second.clock.runFor(6_000);
    await expect.poll(() => rootData(second, 'sound')).toBe(zuhrAzan.id);
    await expect.poll(() => rootData(second, 'soundSource')).toBe('recording');
    await second.close();
    await hall.close();

    // The profile plays it, so it cannot be deleted; the refusal says where.
    const refused = await apiCall(server, 'DELETE', `/api/companies/${masjid.companyId}/sounds/${recording.id}`, {
      token: masjid.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      '“Our muezzin” still plays at Zuhr (at the azan): choose another sound there first.',
    );
  });

  it('reads in Arabic, right to left, with the recording under its own name', async () => {
    const saved = await apiCall(server, 'PUT', '/api/auth/me/language', {
      token: masjid.token,
      body: { language: 'ar' },
    });
    expect(saved.status).toBe(200);
    const admin = await (await browser.newContext({ viewport: VIEWPORTS.phone })).newPage();
    await signIn(admin, server, masjid.email, masjid.password);
    await admin.getByRole('button', { name: 'الأصوات', exact: true }).click();
    const recordings = admin.getByRole('region', { name: 'الأصوات' }).getByTestId('recordings');
    await recordings.getByTestId('recording').waitFor();
    expect(await admin.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await recordings.getByRole('button', { name: 'استمع إلى Our muezzin' }).count()).toBe(1);
    await settled(admin);
    await keepPicture(recordings, 'sound-recordings-part-ar-phone');
    await admin.setViewportSize(VIEWPORTS.tv);
    await settled(admin);
    await keepPicture(recordings, 'sound-recordings-part-ar-tv');
    await admin.close();
  });
});
