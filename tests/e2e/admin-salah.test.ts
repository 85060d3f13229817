import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, apiLogin, expectAlert, screenshotBoth } from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { verificationLinkFromOutbox, type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
const EMAIL = 'imam@alhuda.org';
/** The days of this year: a non-leap year shows no 29 February, in the tables or the file. */
const year = new Date().getFullYear();
const DAYS_THIS_YEAR = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
const PASSWORD = 'alhuda-pass-1';

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, acceptDownloads: true })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function savedConfig() {
  const token = await apiLogin(server, EMAIL, PASSWORD);
  const me = await apiCall(server, 'GET', '/api/auth/me', { token });
  const res = await apiCall(server, 'GET', `/api/prayer/config/${me.json.company.id}`, { token });
  return res.json;
}

it('registers, confirms the email, signs in and generates a timetable for a real city', async () => {
  await page.goto(`${server.url}/auth/company/create`);
  await page.getByLabel('Name').fill('Masjid Al Huda');
  await page.getByLabel('Dashboard URL').fill('alhuda');
  await page.getByLabel('Website').fill('https://alhuda.example.org');
  await page.getByLabel('Street').fill('231 S State St');
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('State').selectOption('IL');
  await page.getByLabel('Zip').fill('60604');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Register User' }).waitFor();
  await page.getByLabel('First name').fill('Omar');
  await page.getByLabel('Last name').fill('Farooq');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await page.getByRole('heading', { name: 'Registration complete.' }).waitFor();

  await page.goto(verificationLinkFromOutbox(server.dataDir, EMAIL).replace(/^https?:\/\/[^/]+/, server.url));
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/auth/admin**');

  await page.getByRole('tab', { name: 'Salah' }).click();
  await page.getByText('Prayer times not setup yet. Click RESET PRAYER button to generate new Prayer times.').waitFor();
  expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(0);
  await screenshotBoth(page, 'admin-salah-empty');

  await page.getByRole('button', { name: 'Reset Prayers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Prayers' });
  await dialog.getByText('All Azan times will be reset, even the ones entered manually.').waitFor();
  // A place nobody can find keeps the dialog on the location step.
  await dialog.getByLabel('Location').fill('Nowhereville Zzyzx Qqq');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Invalid Location. Enter zip-code or city and state or full address').waitFor();
  await screenshotBoth(page, 'admin-salah-reset-invalid');

  await dialog.getByLabel('Location').fill('Chicago, IL');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('America/Chicago').waitFor();
  const latitude = await dialog.locator('dt:has-text("Latitude") + dd').textContent();
  expect(latitude!.length).toBeLessThanOrEqual(10);
  expect(Number(latitude)).toBeCloseTo(41.88, 1);
  expect(await dialog.getByLabel('Auto generate iqamah time').isChecked()).toBe(true);
  // The US has no single authority: the admin says which method the masjid follows (docs/calculation-methods.md).
  await dialog.getByTestId('method-comparison').locator('tr[data-method="2"]').getByRole('button').click();
  expect(await dialog.getByLabel('Calculation method').inputValue()).toBe('2');
  // In the US the Asr is asked (docs/calculation-methods.md): the standard one here.
  await dialog.getByLabel('Asr method').selectOption('0');
  await screenshotBoth(page, 'admin-salah-reset-options');
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expectAlert(page, 'New prayer times were generated.');
  await page.getByRole('table').first().waitFor();
  expect(await page.locator('[id^=month-] table').count()).toBe(12);
  expect(await page.locator('[id^=month-] tbody tr').count()).toBe(DAYS_THIS_YEAR);
  if (DAYS_THIS_YEAR === 365)
    expect(await page.locator('[id=month-2] tbody th', { hasText: /^Feb 29$/ }).count()).toBe(0);
  await page.getByRole('button', { name: 'Download' }).waitFor();
  await screenshotBoth(page, 'admin-salah-view', { viewport: true });

  const config = await savedConfig();
  expect(config.prayers).toHaveLength(366);
  expect(config.geoCode.timezoneId).toBe('America/Chicago');
});

it('edits cells with the keyboard, marks bad ones at once, keeps edits across tabs and saves', async () => {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const fajrIqama = page.getByLabel('Jan 1 Fajr Iqama', { exact: true });
  await fajrIqama.click();
  await page.keyboard.type('630');
  await page.keyboard.press('Tab');
  // Tab moved to the next cell of the row; the typed time was normalized.
  expect(await fajrIqama.inputValue()).toBe('06:30');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Jan 1 Shurooq');

  // A bare evening hour is read as pm in an Isha cell; Enter moves down to the next day.
  const isha = page.getByLabel('Jan 2 Isha Iqama', { exact: true });
  await isha.click();
  await page.keyboard.type('8:45');
  await page.keyboard.press('Enter');
  expect(await isha.inputValue()).toBe('20:45');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Jan 3 Isha Iqama');

  // Not a time: marked at once, and Save is refused with the spec's message.
  await page.keyboard.type('9:7x');
  expect(await page.getByLabel('Jan 3 Isha Iqama', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  await page.getByText('1 cell needs attention').waitFor();
  await page.getByLabel('Jan 3 Isha Iqama', { exact: true }).scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'admin-salah-edit', { viewport: true });

  // Leaving the tab keeps the unsaved edit.
  await page.getByRole('tab', { name: 'Widgets' }).click();
  await page.getByRole('tab', { name: 'Salah' }).click();
  expect(await page.getByLabel('Jan 1 Fajr Iqama', { exact: true }).inputValue()).toBe('06:30');
  // ... and so does leaving the page.
  await page.getByRole('link', { name: 'Masjid', exact: true }).click();
  await page.getByRole('heading', { name: 'Masjid Profile' }).waitFor();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Salah' }).click();
  expect(await page.getByLabel('Jan 3 Isha Iqama', { exact: true }).inputValue()).toBe('9:7x');

  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expectAlert(page, 'Failed to save: 1 cell needs attention, listed below the toolbar.');
  // Listed by date and column, not only in the cell's tooltip; the entry takes the admin to the cell.
  const listed = page.getByTestId('cell-problems').getByRole('button');
  expect(await listed.count()).toBe(1);
  expect(await listed.first().textContent()).toMatch(/^Jan 3, Isha Iqama: /);
  await screenshotBoth(page, 'admin-salah-problem-list', { viewport: true });
  await listed.first().click();
  const jan3 = page.getByLabel('Jan 3 Isha Iqama', { exact: true });
  await expect.poll(() => jan3.evaluate((input) => document.activeElement === input)).toBe(true);
  await jan3.fill('21:00');
  await jan3.press('Tab');
  await page.getByRole('toolbar').getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(page, 'Prayer times saved.');
  await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

  const config = await savedConfig();
  expect(config.prayers[0].fajrIqama).toBe('06:30');
  expect(config.prayers[1].ishaIqama).toBe('20:45');
  expect(config.prayers[2].ishaIqama).toBe('21:00');
});

it('downloads the timetable and imports it again into the edit copy', async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-dl-')), download.suggestedFilename());
  await download.saveAs(file);
  const text = fs.readFileSync(file, 'utf8');
  expect(text.split(/\r?\n/).filter(Boolean).length).toBe(DAYS_THIS_YEAR + 1);
  if (DAYS_THIS_YEAR === 365) expect(text).not.toContain(`${year}-02-29`);
  expect(text).toContain('06:30');

  // Change a cell in the file; the import fills the edit copy and asks for Save.
  const changed = path.join(path.dirname(file), 'changed.csv');
  fs.writeFileSync(changed, text.replace('06:30', '06:35'));
  await page.locator('input[type=file][aria-label="Prayer times file"]').setInputFiles(changed);
  await expectAlert(page, 'Successfully Imported changed.csv. Please click save button.');
  // The summary says how each column was read (docs/csv.md "Reading a printed timetable").
  await page.getByRole('dialog', { name: 'Read changed.csv' }).getByRole('button', { name: 'Check the table' }).click();
  expect(await page.getByLabel('Jan 1 Fajr Iqama', { exact: true }).inputValue()).toBe('06:35');
  await page.getByRole('toolbar').getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(page, 'Prayer times saved.');
  expect((await savedConfig()).prayers[0].fajrIqama).toBe('06:35');

  // A broken file shows the 'Import Failed' dialog and changes nothing.
  const broken = path.join(path.dirname(file), 'broken.csv');
  fs.writeFileSync(broken, 'date,fajr\n2026-01-01,not-a-time\n');
  await page.locator('input[type=file][aria-label="Prayer times file"]').setInputFiles(broken);
  const failed = page.getByRole('dialog', { name: 'Import Failed' });
  await failed.getByText('Failed to import broken.csv').waitFor();
  await screenshotBoth(page, 'admin-salah-import-failed', { viewport: true });
  await failed.getByRole('button', { name: 'Close' }).click();
  expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);

  // A spreadsheet's year saved with semicolons, and dated in a leap year without 29 February: read, with
  // a note on what was filled in, until Cancel.
  const excel = path.join(path.dirname(file), 'excel.csv');
  fs.writeFileSync(
    excel,
    text
      .split(/\r?\n/)
      .filter((line) => !/^\d{4}-02-29,/.test(line))
      .join('\r\n')
      .replaceAll(`${year}-`, '2028-')
      .replaceAll(',', ';'),
  );
  await page.locator('input[type=file][aria-label="Prayer times file"]').setInputFiles(excel);
  await expectAlert(page, 'Successfully Imported excel.csv. Please click save button.');
  await page.getByRole('dialog', { name: 'Read excel.csv' }).getByRole('button', { name: 'Check the table' }).click();
  expect(await page.getByTestId('import-notes').textContent()).toBe(
    '29 February was not in the file: it was filled in with the times of 28 February.',
  );
  await page.getByRole('toolbar').getByRole('button', { name: 'Cancel', exact: true }).click();
  // Imported rows are not dropped by one click (docs/volunteer.md "Upload before generating").
  await page
    .getByRole('alertdialog', { name: 'Discard imported times?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect.poll(() => page.getByTestId('import-notes').count()).toBe(0);
});

it('saves DST settings only when changed and valid', async () => {
  await page.getByRole('button', { name: 'DST Settings' }).click();
  const save = page.getByRole('region', { name: 'DST Settings' }).getByRole('button', { name: 'Save' });
  expect(await save.isDisabled()).toBe(true);
  await page.getByLabel('Automatic Calculate').uncheck();
  // Manual dates carry into every year: said where they are entered (docs/volunteer.md).
  expect(await page.getByTestId('manual-dst-warning').textContent()).toMatch(
    /used again every year.*Automatic Calculate/,
  );
  await page.getByLabel('Begins (MM/DD)').fill('13/01');
  await page.getByLabel('Ends (MM/DD)').fill('11/01');
  await page.getByText('Use MM/DD, e.g. 03/10 (month 1-12, day 1-31)').waitFor();
  expect(await save.isDisabled()).toBe(true);
  await page.getByLabel('Begins (MM/DD)').fill('3/8');
  await expect.poll(() => save.isDisabled()).toBe(false);
  await screenshotBoth(page, 'admin-salah-dst', { viewport: true });
  await save.click();
  await expectAlert(page, 'Daylight saving settings saved');
  const config = await savedConfig();
  expect(config.dst).toMatchObject({ automaticCalculate: false, beginMonthDate: '03/08', endMonthDate: '11/01' });
});

it('changes the iqama rules and offsets, keeping the cells typed by hand', async () => {
  await page.getByRole('button', { name: 'Calculation and iqama rules' }).click();
  const settings = page.getByRole('region', { name: 'Calculation and iqama rules' });
  const save = settings.getByRole('button', { name: 'Save' });
  expect(await save.isDisabled()).toBe(true);
  await settings.getByLabel('Isha minutes after azan').fill('abc');
  await settings.getByText('Minutes after azan must be a number').waitFor();
  expect(await save.isDisabled()).toBe(true);
  await settings.getByLabel('Isha minutes after azan').fill('10');
  await settings.getByLabel('Isha rounding').selectOption('1');
  await settings.getByLabel('Isha change frequency').selectOption('daily');
  await settings.getByLabel('Maghrib', { exact: true }).fill('2');
  await settings.getByLabel('Sunset', { exact: true }).fill('90');
  await settings.getByText('Ignored (not -60..60)').waitFor();
  // Ramadan's own Isha rule, starting from the usual one.
  await settings.getByLabel('Isha has its own Ramadan rule').check();
  await settings.getByLabel('Isha in Ramadan minutes after azan').fill('30');
  await settings.scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'admin-salah-settings', { viewport: true });
  await screenshotBoth(page, 'admin-salah-ramadan-rules');
  await save.click();
  await expectAlert(page, 'Prayer settings saved; the times were computed again.');
  const config = await savedConfig();
  expect(config.iqamaRules.isha).toMatchObject({ minutesAfter: 10, roundTo: 1, frequency: 'daily' });
  expect(config.iqamaRules.ramadan).toEqual({
    isha: { minutesAfter: 30, roundTo: 1, frequency: 'daily', fixedTime: '' },
  });
  expect(config.prayerOffsetMinutes).toEqual([0, 0, 0, 0, 0, 2, 0]);
  expect(config.prayers[0].fajrIqama).toBe('06:35');
  const day = config.prayers[40];
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  expect(minutes(day.ishaIqama) - minutes(day.isha)).toBe(10);
});
