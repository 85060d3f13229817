import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiCall,
  expectAlert,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  signInWithNewYorkTimetable,
  superToken,
  type RegisteredMasjid,
} from '../support/admin.js';
import { downloadedText, launchBrowser, screenshot, VIEWPORTS, keepPicture } from '../support/browser.js';
import { startServer, SUPER_EMAIL, SUPER_PASSWORD, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
let masjid: RegisteredMasjid;
let token: string;

/** Jan 5 of the 366-day table. */
const JAN_5 = 4;

async function saveJan5FajrIqama(value: string) {
  const config = (await apiCall(server, 'GET', `/api/prayer/config/${masjid.companyId}`, { token })).json;
  config.prayers[JAN_5].fajrIqama = value;
  const res = await apiCall(server, 'POST', '/api/prayer/config', { token, body: config });
  expect(res.status, res.text).toBe(200);
}

async function savedJan5FajrIqama() {
  return (await apiCall(server, 'GET', `/api/prayer/config/${masjid.companyId}`, { token })).json.prayers[JAN_5]
    .fajrIqama as string;
}

beforeAll(async () => {
  // A server of its own: the super admin's history lists every masjid's changes.
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, acceptDownloads: true })).newPage();
  masjid = await registerMasjidViaApi(server, {
    name: 'Masjid At Tawheed',
    url: 'tawheed',
    email: 'imam@tawheed.org',
    active: true,
  });
  token = await signInWithNewYorkTimetable(server, masjid);
  // Both typed times fall before that day's sunrise (07:20), so the table keeps them (docs/prayer-table.md).
  await saveJan5FajrIqama('06:35');
  await saveJan5FajrIqama('06:50');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('shows who changed the timetable and restores an earlier one after a confirmation', async () => {
  await signIn(page, server, masjid.email, masjid.password);
  await page.getByRole('tab', { name: 'Salah' }).click();
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'History', level: 2 }) });
  const entries = panel.getByTestId('history-entry');
  await expect.poll(() => entries.count()).toBe(3);
  expect(await entries.nth(0).textContent()).toContain(masjid.email);
  expect(await entries.nth(0).textContent()).toContain('Saved the timetable');
  expect(await entries.nth(2).textContent()).toContain('Set up prayer times');

  // The change in words: the day, the column, before and after. The timetable above the panel renders
  // late and moves it down, so a click can land beside "Show changes" on a loaded machine: open it from
  // the keyboard, and again should the panel be drawn anew before the row shows.
  const details = entries.nth(0).locator('details');
  const row = details.getByRole('row', { name: /Typed time · Jan 5 · Fajr Iqama/ });
  await expect
    .poll(async () => {
      if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
        await details.locator('summary').press('Enter');
      }
      return row.count();
    })
    .toBe(1);
  expect((await row.textContent())?.replace(/\s+/g, ' ')).toContain('Typed time · Jan 5 · Fajr Iqama06:3506:50');
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-history-salah-1366x768');

  // Restore the timetable as the second entry left it (Fajr Iqama 06:35); Cancel first changes nothing.
  await entries.nth(1).getByRole('button', { name: 'Restore this timetable' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this timetable?' });
  await dialog.waitFor();
  await screenshot(page, 'admin-history-restore-confirm-1366x768');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await savedJan5FajrIqama()).toBe('06:50');

  await entries.nth(1).getByRole('button', { name: 'Restore this timetable' }).click();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expectAlert(page, 'Timetable restored.');
  expect(await savedJan5FajrIqama()).toBe('06:35');
  await expect.poll(() => entries.count()).toBe(4);
  expect(await entries.nth(0).textContent()).toContain('Restored the timetable');
  // The Salah tab's table shows the restored time without a reload.
  await expect.poll(() => page.getByText('06:35').count()).toBeGreaterThan(0);
  await screenshotBoth(page, 'admin-history-salah-restored', { viewport: true });
  await page.setViewportSize(VIEWPORTS.tv);
  await panel.scrollIntoViewIfNeeded();
  await keepPicture(page, 'admin-history-salah-1920x1080');
  await page.setViewportSize(VIEWPORTS.laptop);
});

it('shows profile and user history on their pages', async () => {
  await page.goto(`${server.url}/auth/company/view`);
  const entries = page.getByTestId('history-entry');
  await expect.poll(() => entries.count()).toBe(2);
  expect(await entries.nth(0).textContent()).toContain('Activated the masjid');
  await screenshotBoth(page, 'admin-history-profile');
  await page.goto(`${server.url}/auth/company/user/list/current`);
  await expect.poll(() => entries.count()).toBe(2);
  expect(await entries.nth(1).textContent()).toContain('Added the first admin');
});

it("gives a super admin every masjid's history and a backup download", async () => {
  const superPage = await (await browser.newContext({ viewport: VIEWPORTS.laptop, acceptDownloads: true })).newPage();
  await signIn(superPage, server, SUPER_EMAIL, SUPER_PASSWORD, masjid.name);
  await superPage.getByRole('link', { name: 'History' }).first().click();
  await superPage.getByRole('heading', { name: 'History', level: 1 }).waitFor();
  const entries = superPage.getByTestId('history-entry');
  await expect.poll(() => entries.count()).toBeGreaterThan(5);
  expect(await entries.nth(0).textContent()).toContain(masjid.name);
  await superPage.getByLabel('Changes to').selectOption('timetable');
  await expect.poll(() => entries.count()).toBe(4);
  await screenshotBoth(superPage, 'admin-history-super');

  const [download] = await Promise.all([
    superPage.waitForEvent('download'),
    superPage.getByRole('button', { name: 'Download backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^minaret-backup-.*\.jsonl$/);
  const lines = (await downloadedText(download)).trimEnd().split('\n');
  expect(JSON.parse(lines[0]!).format).toBe('minaret-backup');
  expect(lines.some((line) => line.includes('"06:35"'))).toBe(true);
  // Admins cannot download one.
  expect((await apiCall(server, 'GET', '/api/backup', { token })).status).toBe(403);
  expect((await apiCall(server, 'GET', '/api/backup', { token: await superToken(server) })).status).toBe(200);
});
