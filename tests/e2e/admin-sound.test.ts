/**
 * The admin's Sounds section in Chromium, through the built app (docs/sound.md): the built-in tones with a
 * listen button each, each prayer's sounds set and saved, a wrong minute count refused on its field by
 * core's schema before anything is sent, and the saved profile in the dashboard answer a screen plays from.
 * Screenshots at 1920x1080, 1366x768 and 390x844, in English and Arabic.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, expectAlert, screenshotBoth, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { seedMasjid, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, { name: 'Masjid Sound', url: 'soundhall', email: 'admin@sound.org' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the Sounds section', () => {
  it("sets Zuhr's azan, a tone before each iqama and the minutes, refuses a wrong count, and the screen gets it", async () => {
    const admin = await (await browser.newContext({ viewport: VIEWPORTS.tv })).newPage();
    await signIn(admin, server, masjid.email, masjid.password);
    await admin.getByRole('button', { name: 'Sounds', exact: true }).click();
    const section = admin.getByRole('region', { name: 'Sounds' });
    const library = section.getByTestId('sound-library');
    await expect.poll(() => library.getByRole('listitem').count()).toBe(3);
    expect(await library.getByRole('button', { name: 'Listen to Chime (two bells)' }).count()).toBe(1);
    await library.getByRole('button', { name: 'Listen to Iqama tone (three rising bells)' }).click();

    // A masjid that had no chime plays nothing until it chooses.
    const zuhr = section.getByRole('group', { name: 'Zuhr' });
    expect(await zuhr.getByLabel('At the azan', { exact: true }).inputValue()).toBe('');
    await zuhr.getByLabel('At the azan', { exact: true }).selectOption({ label: 'Chime (two bells)' });
    for (const name of ['Fajr', 'Zuhr', 'Asr', 'Maghrib', 'Isha']) {
      const group = section.getByRole('group', { name, exact: true });
      await group.getByLabel('Before the iqama', { exact: true }).selectOption({ label: 'Soft before-iqama tone' });
      await group.getByLabel('Minutes before the iqama').fill('3');
    }
    await settled(admin);
    await screenshot(admin, 'sound-admin-section-1920x1080');
    await screenshotBoth(admin, 'sound-admin-section');

    // Core's check before sending: 0 minutes is refused on its field and nothing is saved.
    await section.getByRole('group', { name: 'Isha' }).getByLabel('Minutes before the iqama').fill('0');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => section.getByRole('group', { name: 'Isha' }).getByRole('alert').count()).toBeGreaterThan(0);
    const unsaved = await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/sound-profile`, {
      token: masjid.token,
    });
    expect(unsaved.json.prayers.zuhr.azan).toBeNull();
    await section.getByRole('group', { name: 'Isha' }).getByLabel('Minutes before the iqama').fill('3');
    await section.getByRole('button', { name: 'Save' }).click();
    await expectAlert(admin, /Sounds/);

    const stored = await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/sound-profile`, {
      token: masjid.token,
    });
    expect(stored.json.prayers.zuhr).toEqual({
      azan: 'tone-chime',
      beforeIqama: 'tone-before-iqama',
      iqama: null,
      beforeIqamaMinutes: 3,
    });
    expect(stored.json.prayers.fajr.azan).toBeNull();
    const dashboard = await apiCall(server, 'GET', '/api/dashboard/soundhall');
    expect(dashboard.json.sound.profile).toEqual(stored.json);
    await admin.close();
  });

  it("adds tarhim before Fajr and the du'a after Maghrib's adhan (through an urgent message too) as anchored sounds, saves them, and removes one", async () => {
    const admin = await (await browser.newContext({ viewport: VIEWPORTS.tv })).newPage();
    await signIn(admin, server, masjid.email, masjid.password);
    await admin.getByRole('button', { name: 'Sounds', exact: true }).click();
    const anchored = admin.getByRole('region', { name: 'Sounds' }).getByTestId('anchored-sounds');
    await anchored.getByText('No anchored sounds yet.').waitFor();
    await anchored.getByRole('button', { name: 'Add an anchored sound' }).click();
    await anchored.getByRole('button', { name: 'Add an anchored sound' }).click();
    const rows = anchored.getByTestId('anchored-sound');
    await expect.poll(() => rows.count()).toBe(2);
    // The first keeps what a new row proposes: 20 minutes before Fajr's azan, until the azan.
    await rows.nth(0).getByLabel('Sound').selectOption({ label: 'Soft before-iqama tone' });
    await rows.nth(1).getByLabel('Anchored to').selectOption({ label: 'Maghrib: end of the azan' });
    await rows.nth(1).getByLabel('Minutes from it').fill('0');
    await rows.nth(1).getByLabel('Stops by').selectOption({ label: 'the next iqama or khutbah' });
    // The du'a belongs with the call: it plays through an urgent message too (docs/sound.md).
    await rows.nth(1).getByLabel('Also during an urgent message').check();
    await settled(admin);
    for (const [name, viewport] of [
      ['1920x1080', VIEWPORTS.tv],
      ['1366x768', VIEWPORTS.laptop],
      ['390x844', VIEWPORTS.phone],
    ] as const) {
      await admin.setViewportSize(viewport);
      await settled(admin);
      await keepPicture(anchored, `sound-admin-anchored-${name}`);
    }
    await admin.setViewportSize(VIEWPORTS.tv);
    await admin.getByRole('region', { name: 'Sounds' }).getByRole('button', { name: 'Save' }).click();
    await expectAlert(admin, /Sounds/);
    const stored = await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/sound-profile`, {
      token: masjid.token,
    });
    expect(stored.json.anchored).toEqual([
      { sound: 'tone-before-iqama', anchor: 'fajr-azan', offsetMinutes: -20, stopAt: 'azan' },
      { sound: 'tone-chime', anchor: 'maghrib-azan-end', offsetMinutes: 0, stopAt: 'iqama', duringUrgent: true },
    ]);
    await rows.nth(0).getByRole('button', { name: 'Remove' }).click();
    await admin.getByRole('region', { name: 'Sounds' }).getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => {
        const after = await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/sound-profile`, {
          token: masjid.token,
        });
        return after.json.anchored.map((item: { anchor: string }) => item.anchor);
      })
      .toEqual(['maghrib-azan-end']);
    await admin.close();
  });

  it('reads in Arabic, right to left', async () => {
    const saved = await apiCall(server, 'PUT', '/api/auth/me/language', {
      token: masjid.token,
      body: { language: 'ar' },
    });
    expect(saved.status).toBe(200);
    const admin = await (await browser.newContext({ viewport: VIEWPORTS.tv })).newPage();
    await signIn(admin, server, masjid.email, masjid.password);
    await admin.getByRole('button', { name: 'الأصوات', exact: true }).click();
    const section = admin.getByRole('region', { name: 'الأصوات' });
    await section.getByTestId('sound-library').waitFor();
    expect(await admin.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await section.getByRole('group', { name: 'الظهر' }).getByLabel('عند الأذان').inputValue()).toBe(
      'tone-chime',
    );
    await settled(admin);
    await screenshot(admin, 'sound-admin-section-ar-1920x1080');
    await keepPicture(section.getByTestId('anchored-sounds'), 'sound-admin-anchored-ar-1920x1080');
    await admin.close();
  });
});
