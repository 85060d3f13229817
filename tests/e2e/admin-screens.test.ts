import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  expectAlert,
  registerMasjidViaApi,
  screenshotBoth,
  type RegisteredMasjid,
  signInWithNewYorkTimetable,
} from '../support/admin.js';
import { launchBrowser, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, {
    name: 'Masjid Al Huda',
    url: 'screenshuda',
    email: 'imam@screenshuda.org',
    active: true,
  });
  await signInWithNewYorkTimetable(server, masjid);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What a screen does, by the contract (the desktop app's own tests drive the same calls). */
const screenSide = {
  startPairing: async () =>
    (await apiCall(server, 'POST', '/api/screens/pairings')).json as { pairingId: string; code: string },
  collect: async (pairingId: string) => (await apiCall(server, 'GET', `/api/screens/pairings/${pairingId}`)).json,
  heartbeat: (token: string, figures: Record<string, unknown> = {}) =>
    apiCall(server, 'POST', '/api/screens/heartbeat', {
      token,
      body: {
        appVersion: '1.3.0',
        timetableUntil: '2027-05-01',
        clockDriftMs: 800,
        display: { width: 1920, height: 1080 },
        orientation: 'landscape',
        ...figures,
      },
    }),
  upload: (token: string, png: Buffer) =>
    fetch(`${server.url}/api/screens/screenshot`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    }),
};

async function signedInPage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.laptop });
  const page = await context.newPage();
  // Opening the QR link signed out goes through sign-in and comes back to it, code and all.
  await page.goto(`${server.url}${path}`);
  await page.getByLabel('Email').fill(masjid.email);
  await page.getByLabel('Password').fill(masjid.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`**${path}`);
  return page;
}

describe('Screens page', () => {
  it('pairs a screen from its QR link, shows its figures and screenshot, pushes settings, and deletes it', async () => {
    const pairing = await screenSide.startPairing();
    const page = await signedInPage(`/auth/screens?code=${pairing.code}`);
    await page.getByRole('heading', { name: 'Screens', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Screens' }).first().isVisible()).toBe(true);
    expect(await page.getByLabel('Code').inputValue()).toBe(pairing.code);
    await page.getByText('No screens paired yet').waitFor();

    // A name is required; the code stays.
    await page.getByRole('button', { name: 'Pair screen' }).click();
    await expect.poll(() => page.getByText('Screen name is required').count()).toBe(1);
    await page.getByLabel('Screen name').fill('Main hall');
    await page.getByRole('button', { name: 'Pair screen' }).click();
    await expectAlert(page, 'Screen "Main hall" is paired');
    const card = page.getByRole('article', { name: 'Main hall' });
    await card.getByText('Waiting for the screen').first().waitFor();
    expect(await page.getByLabel('Code').inputValue()).toBe('');

    // The same code again: refused with the server's reason under the field.
    await page.getByLabel('Code').fill(pairing.code);
    await page.getByLabel('Screen name').fill('Twice');
    await page.getByRole('button', { name: 'Pair screen' }).click();
    await expect.poll(() => page.getByText('This code was already used', { exact: true }).count()).toBe(1);

    // The screen collects its token and beats; it shows the dashboard, which is what its screenshot shows.
    const paired = await screenSide.collect(pairing.pairingId);
    expect(paired).toMatchObject({ status: 'paired', companyUrl: 'screenshuda' });
    expect((await screenSide.heartbeat(paired.screenToken)).status).toBe(200);
    const tv = await (await browser.newContext({ viewport: VIEWPORTS.tv })).newPage();
    await tv.goto(`${server.url}/screenshuda`);
    await tv.getByText('Masjid Al Huda').first().waitFor();
    await settled(tv);
    const picture = await tv.screenshot({ type: 'png' });

    await page.getByRole('button', { name: 'Screenshot' }).click();
    await expectAlert(page, /send a screenshot/);
    await card.getByText('Waiting for the next heartbeat: screenshot').waitFor();
    const beat = await screenSide.heartbeat(paired.screenToken);
    expect(beat.json.commands.map((c: { command: string }) => c.command)).toEqual(['screenshot']);
    expect((await screenSide.upload(paired.screenToken, picture)).status).toBe(200);
    await page.reload();
    await card.getByText('Online').waitFor();
    const shot = card.getByRole('img', { name: 'Screenshot of Main hall' });
    await shot.waitFor();
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1920);
    expect(await card.textContent()).toContain('until 2027-05-01');
    expect(await card.textContent()).toContain('0.8 s ahead');
    expect(await card.textContent()).toContain('1920 × 1080, landscape');
    await screenshotBoth(page, 'admin-screens');

    // Settings and a new name reach the screen through its heartbeat.
    await card.getByRole('button', { name: 'Name and settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Screen name').fill('Sisters hall');
    await dialog.getByLabel('Orientation').selectOption('portrait');
    await dialog.getByLabel('Large type (for a small screen or a long hall)').check();
    await dialog.getByLabel('Expense sheets').uncheck();
    await screenshotBoth(page, 'admin-screens-settings', { viewport: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectAlert(page, /Screen saved/);
    await page.getByRole('article', { name: 'Sisters hall' }).waitFor();
    const settingsBeat = await screenSide.heartbeat(paired.screenToken);
    expect(settingsBeat.json).toMatchObject({
      name: 'Sisters hall',
      settings: { orientation: 'portrait', largeType: true, slides: { expenseSheets: false, funds: true } },
    });

    // Delete asks first; Cancel keeps it, Delete revokes the token at once.
    const renamed = page.getByRole('article', { name: 'Sisters hall' });
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
    expect(await renamed.count()).toBe(1);
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await screenshotBoth(page, 'admin-screens-delete-confirm', { viewport: true });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectAlert(page, 'Screen "Sisters hall" deleted');
    await page.getByText('No screens paired yet').waitFor();
    expect((await screenSide.heartbeat(paired.screenToken)).status).toBe(401);
  });
});
