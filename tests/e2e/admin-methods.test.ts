/**
 * A Pakistani masjid's first timetable (docs/calculation-methods.md): the checklist names the method and the
 * Hanafi Asr suggested there, the Reset Prayers dialog preselects them with each method's authority and
 * countries, and Finish saves the Hanafi Asr (before, the default path saved the Shafii one: Asr 45 minutes
 * early on every Karachi screen).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiCall,
  apiLogin,
  expectAlert,
  registerMasjidViaApi,
  signIn,
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
let masjid: RegisteredMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: VIEWPORTS.laptop })).newPage();
  masjid = await registerMasjidViaApi(server, {
    name: 'Jamia Masjid Saddar',
    url: 'saddar',
    email: 'imam@saddar.pk',
    address: {
      street: 'Abdullah Haroon Road',
      city: 'Karachi',
      state: 'Sindh',
      zip: '74400',
      country: 'PK',
      latitude: 24.8607,
      longitude: 67.0011,
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** TV, laptop and phone pictures of what is on screen now. */
async function shootAll(name: string) {
  for (const [size, viewport] of [
    ['1920x1080', VIEWPORTS.tv],
    ['1366x768', VIEWPORTS.laptop],
    ['390x844', VIEWPORTS.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page);
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(VIEWPORTS.laptop);
}

it('suggests Karachi with the Hanafi Asr in Pakistan, in the checklist and the Reset dialog, and saves them', async () => {
  await signIn(page, server, masjid.email, masjid.password);
  await page
    .getByTestId('first-run-method')
    .getByText('Suggested for Pakistan: University of Islamic Sciences, Karachi, Asr Hanafi.')
    .waitFor();
  await shootAll('methods-checklist-pk');

  await page.getByRole('tab', { name: 'Salah' }).click();
  await page.getByRole('button', { name: /Reset Prayer/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Prayers' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Asia/Karachi').waitFor();
  const method = dialog.getByLabel('Calculation method');
  expect(await method.inputValue()).toBe('1');
  expect(await dialog.getByLabel('Asr method').inputValue()).toBe('1');
  expect(await method.locator('optgroup').first().locator('option').allTextContents()).toEqual([
    'University of Islamic Sciences, Karachi · Pakistan, India, Bangladesh, Afghanistan, Brunei',
  ]);
  // The chosen method's notes: where it is used and how it was checked.
  await method.selectOption('7');
  await dialog.getByText('Checked against JAKIM e-solat, Melaka, 2026: 2190 of 2190 times within a minute.').waitFor();
  await method.selectOption('1');
  await shootAll('methods-reset-pk');
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expectAlert(page, 'New prayer times were generated.');
  await page
    .getByTestId('first-run-method')
    .getByText('Your timetable: University of Islamic Sciences, Karachi, Asr Hanafi.')
    .waitFor();

  const token = await apiLogin(server, masjid.email, masjid.password);
  const saved = await apiCall(server, 'GET', `/api/prayer/config/${masjid.companyId}`, { token });
  expect(saved.json).toMatchObject({ calculationMethod: 1, asrJuristicMethod: 1 });
});
