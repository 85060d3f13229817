import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  expectAlert,
  apiCall,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;
let page: Page;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, { name: 'Masjid Al Falah', url: 'alfalah', email: 'admin@alfalah.org' });
  page = await (
    await browser.newContext({ viewport: VIEWPORTS.laptop, permissions: ['clipboard-read', 'clipboard-write'] })
  ).newPage();
  await signIn(page, server, masjid.email, masjid.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function content(token?: string) {
  const res = await apiCall(server, 'GET', `/api/companies/url/${masjid.url}/central-control`, { token });
  return res.json;
}

async function adminToken() {
  const res = await apiCall(server, 'POST', '/auth/login', {
    body: { email: masjid.email, password: masjid.password },
  });
  return res.json.token as string;
}

async function open(name: string) {
  const trigger = page.getByRole('button', { name, exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  return page.getByRole('region', { name });
}

it('saves the customization with Save enabled only after a change', async () => {
  const customization = await open('Customization');
  const save = customization.getByRole('button', { name: 'Save' });
  expect(await save.isDisabled()).toBe(true);
  expect(await customization.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
  await customization.getByLabel('Clock type').selectOption('2');
  await customization.getByLabel("Jumu'ah prayer").fill('1:30 pm and 2:30 pm');
  expect(await save.isDisabled()).toBe(false);
  await screenshotBoth(page, 'admin-configuration-customization');
  await save.click();
  expect(await expectAlert(page, 'Customization saved')).toBe('Customization saved');
  await expect.poll(() => save.isDisabled()).toBe(true);
  const saved = await content(await adminToken());
  expect(saved.customConfigurations).toEqual(
    expect.arrayContaining([
      { name: 'clock_type', value: '2' },
      { name: 'jumah_prayer', value: '1:30 pm and 2:30 pm' },
    ]),
  );
});

it('validates funds with core rules, saves them, and Cancel restores the saved copy', async () => {
  const funds = await open('Funds');
  await funds.getByRole('button', { name: 'Add fund' }).click();
  const fund = funds.getByRole('group', { name: 'Fund 1' });
  await fund.getByLabel('Goal').fill('ten thousand');
  await funds.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => fund.getByText('Name is required').count()).toBe(1);
  expect(await fund.getByText('Must be a number').count()).toBe(1);
  expect((await content(await adminToken())).funds).toEqual([]);

  await fund.getByLabel('Name').fill('New roof');
  await fund.getByLabel('Goal').fill('10000');
  await fund.getByLabel('Current').fill('2500');
  await fund.getByLabel('End date').fill('2027-06-30');
  await expect.poll(() => fund.getByText('25% of goal').count()).toBe(1);
  await funds.getByRole('button', { name: 'Save' }).click();
  expect(await expectAlert(page, 'Funds saved')).toBe('Funds saved');
  const saved = await content(await adminToken());
  expect(saved.funds).toEqual([
    expect.objectContaining({ name: 'New roof', goal: 10000, current: 2500, endDate: '2027-06-30', enabled: true }),
  ]);

  await fund.getByLabel('Name').fill('Changed but not saved');
  await funds.getByRole('button', { name: 'Cancel' }).click();
  expect(await fund.getByLabel('Name').inputValue()).toBe('New roof');
});

it('edits, reorders and deletes expense sheet rows, and confirms deleting a sheet', async () => {
  const sheets = await open('Expense Sheets');
  await sheets.getByRole('button', { name: 'Add expense sheet' }).click();
  const sheet = sheets.getByRole('group', { name: 'Expense sheet 1', exact: true });
  await sheet.getByLabel('Name', { exact: true }).fill('Monthly budget');
  await sheet.getByLabel('Row 1 label').fill('Electricity');
  await sheet.getByLabel('Row 1 value').fill('$400');
  await sheet.getByRole('button', { name: 'Add row' }).click();
  await sheet.getByLabel('Row 2 label').fill('Water');
  await sheet.getByLabel('Row 2 value').fill('$80');
  await sheet.getByRole('button', { name: 'Move row 2 up' }).click();
  expect(await sheet.getByLabel('Row 1 label').inputValue()).toBe('Water');
  await screenshotBoth(page, 'admin-configuration-expense-sheets');
  await sheets.getByRole('button', { name: 'Save' }).click();
  expect(await expectAlert(page, 'Expense Sheets saved')).toBe('Expense Sheets saved');
  const saved = await content(await adminToken());
  expect(saved.expenseSheets[0].rows.map((row: { label: string }) => row.label)).toEqual(['Water', 'Electricity']);

  await sheet.getByRole('button', { name: 'Delete expense sheet' }).click();
  const dialog = page.getByRole('alertdialog');
  expect(await dialog.getByRole('heading').textContent()).toBe('Delete Expense Sheet 1');
  expect(await dialog.textContent()).toContain('Are you sure you want to delete expense sheet Monthly budget.');
  await dialog.getByRole('button', { name: 'No' }).click();
  expect(await sheets.getByRole('group', { name: 'Expense sheet 1', exact: true }).count()).toBe(1);
  // A keyboard user goes on from where they were, not from the top of the page.
  const deleteSheet = sheet.getByRole('button', { name: 'Delete expense sheet' });
  await expect.poll(() => deleteSheet.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => deleteSheet.evaluate((element) => element === document.activeElement)).toBe(true);
});

it('tells the second admin about a conflicting save and keeps their edits', async () => {
  const expenses = await open('Expenses');
  await expenses.getByRole('button', { name: 'Add expense' }).click();
  await expenses.getByRole('group', { name: 'Expense 1' }).getByLabel('Line item').fill('Cleaning');
  await expenses.getByRole('group', { name: 'Expense 1' }).getByLabel('Amount').fill('120');

  // Another admin saves first, based on the same version.
  const token = await adminToken();
  const current = await content(token);
  const other = await apiCall(server, 'PUT', '/api/companies/central-control', {
    token,
    body: {
      companyId: masjid.companyId,
      version: current.version,
      jummahs: [{ khateeb: 'Imam Zaid', date: '2027-01-01', enabled: true }],
    },
  });
  expect(other.status).toBe(200);

  await expenses.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, /changed by someone else/);
  await expenses.getByText(/Your edits here are kept/).waitFor();
  expect(await expenses.getByRole('group', { name: 'Expense 1' }).getByLabel('Line item').inputValue()).toBe(
    'Cleaning',
  );
  expect((await content(token)).expenses).toEqual([]);
  await screenshotBoth(page, 'admin-configuration-conflict');

  // The other admin's Jummah entry shows up; saving again now succeeds.
  const jummah = await open('Jummah');
  await expect
    .poll(() => jummah.getByRole('group', { name: 'Jummah 1' }).getByLabel('Khateeb').inputValue())
    .toBe('Imam Zaid');
  await expenses.getByRole('button', { name: 'Save' }).click();
  expect(await expectAlert(page, 'Expenses saved')).toBe('Expenses saved');
  const saved = await content(token);
  expect(saved.expenses).toEqual([expect.objectContaining({ lineItem: 'Cleaning', amount: 120 })]);
  expect(saved.jummahs).toEqual([expect.objectContaining({ khateeb: 'Imam Zaid' })]);
});

it('keeps unsaved edits when switching tabs, and shows khateeb names as text', async () => {
  const announcements = await open('Announcements');
  await announcements.getByRole('button', { name: 'Add announcement' }).click();
  await announcements
    .getByRole('group', { name: 'Announcement 1' })
    .getByLabel('Title')
    .fill('<img src=x onerror=alert(1)>');
  await page.getByRole('tab', { name: 'Widgets' }).click();
  await page.getByRole('tab', { name: 'Configuration' }).click();
  expect(await announcements.getByRole('group', { name: 'Announcement 1' }).getByLabel('Title').inputValue()).toBe(
    '<img src=x onerror=alert(1)>',
  );
  await page.getByRole('button', { name: 'Announcements' }).getByText('unsaved').waitFor();
  await announcements.getByRole('button', { name: 'Save' }).click();
  expect(await expectAlert(page, 'Announcements saved')).toBe('Announcements saved');
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await page.setViewportSize(VIEWPORTS.laptop);
  await screenshotBoth(page, 'admin-configuration');
});

it('shows the six widgets with their embed code, a copy button, a live preview and the live link', async () => {
  await page.getByRole('tab', { name: 'Widgets' }).click();
  const titles = ['Dashboard', 'Prayer Time Widget', 'Calendar', 'Jummah Schedule', 'Reminder Of The Day', 'Expenses'];
  for (const title of titles) await page.getByRole('heading', { name: title, exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBe(6);

  const dashboard = page.getByRole('region', { name: 'Dashboard', exact: true });
  const code = dashboard.getByLabel('Embed code', { exact: true });
  expect(await code.getAttribute('readonly')).not.toBeNull();
  expect(await code.inputValue()).toBe(
    `<script src="${server.url}/static/embed.js" data-minaret-widget="dashboard-widget" data-company-url="alfalah" async></script>`,
  );
  await dashboard.getByRole('button', { name: 'Copy code' }).click();
  await expectAlert(page, 'Dashboard code copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());

  const prayerTimes = page.getByRole('region', { name: 'Prayer Time Widget', exact: true });
  await prayerTimes.getByLabel('Plain iframe').check();
  expect(await prayerTimes.getByLabel('Embed code', { exact: true }).inputValue()).toContain(
    `${server.url}/static/prayer-time-widget/index.html?companyId=${masjid.companyId}`,
  );
  expect(await prayerTimes.getByRole('link', { name: 'Open live widget' }).getAttribute('href')).toBe(
    `${server.url}/static/prayer-time-widget/index.html?companyId=${masjid.companyId}`,
  );
  const expenses = page.getByRole('region', { name: 'Expenses', exact: true });
  expect(await expenses.locator('iframe').getAttribute('src')).toBe(
    `${server.url}/static/frame-widget/index.html?url=expense%2Falfalah`,
  );
  expect(await page.getByRole('region', { name: 'Reminder Of The Day' }).locator('iframe').getAttribute('src')).toBe(
    `${server.url}/static/rod-widget/index.html`,
  );
  await screenshotBoth(page, 'admin-widgets', { viewport: true });

  // A language chosen for the embed code goes into every snippet, live link and preview (docs/languages.md).
  await page.getByLabel('Language of the widgets').selectOption('ar');
  expect(await code.inputValue()).toBe(
    `<script src="${server.url}/static/embed.js" data-minaret-widget="dashboard-widget" data-company-url="alfalah" data-lang="ar" async></script>`,
  );
  expect(await prayerTimes.getByRole('link', { name: 'Open live widget' }).getAttribute('href')).toBe(
    `${server.url}/static/prayer-time-widget/index.html?companyId=${masjid.companyId}&lang=ar`,
  );
  expect(await page.getByRole('region', { name: 'Reminder Of The Day' }).locator('iframe').getAttribute('src')).toBe(
    `${server.url}/static/rod-widget/index.html?lang=ar`,
  );
  await page.getByLabel('Language of the widgets').selectOption('');
  expect(await code.inputValue()).not.toContain('data-lang');
});
