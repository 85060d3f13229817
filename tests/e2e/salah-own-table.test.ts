import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_ADDRESS, SAMPLE_COORDINATES } from '@core/testing/sample-masjid.js';
import {
  apiCall,
  apiLogin,
  expectAlert,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  type RegisteredMasjid,
} from '../support/admin.js';
import { downloadedText, launchBrowser, VIEWPORTS, keepPicture } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

/**
 * A masjid that has its own timetable uploads it before generating any (docs/volunteer.md "Upload before
 * generating"), and from November shows, edits and exports next year's table (docs/prayer-table.md).
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let masjid: RegisteredMasjid;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salah-own-'));
const year = new Date().getFullYear();
const nextYearOpen = new Date().getMonth() >= 10;

/** A file as a masjid keeps its own table: one row per real day of the year. */
function ownTableCsv(tableYear: number, edit?: (date: string, cells: string[]) => string[]): string {
  const lines = ['Date,Fajr,Fajr Iqama,Sunrise,Dhuhr,Dhuhr Iqama,Asr,Asr Iqama,Maghrib,Maghrib Iqama,Isha,Isha Iqama'];
  for (
    let day = new Date(Date.UTC(tableYear, 0, 1));
    day.getUTCFullYear() === tableYear;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    const date = day.toISOString().slice(0, 10);
    const cells = ['05:30', '06:00', '07:00', '12:30', '13:00', '15:30', '16:00', '17:30', '17:35', '19:00', '19:30'];
    lines.push([date, ...(edit ? edit(date, cells) : cells)].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

function writeFile(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

async function config(query = '') {
  const token = await apiLogin(server, masjid.email, masjid.password);
  return (await apiCall(server, 'GET', `/api/prayer/config/${masjid.companyId}${query}`, { token })).json;
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, acceptDownloads: true })).newPage();
  masjid = await registerMasjidViaApi(server, {
    name: 'Masjid Own Table',
    url: 'owntable',
    email: 'admin@owntable.org',
    active: true,
    address: { ...SAMPLE_ADDRESS, ...SAMPLE_COORDINATES },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('lists the rows of a refused file once each, with the message shown once', async () => {
  await signIn(page, server, masjid.email, masjid.password);
  await page.getByRole('tab', { name: 'Salah' }).click();
  await page.getByText('Prayer times not setup yet. Click RESET PRAYER button to generate new Prayer times.').waitFor();

  // One bad cell: the server's message is that row's error; the dialog says it once.
  const oneBad = ownTableCsv(year, (date, cells) => (date === `${year}-03-10` ? cells.with(10, '7:7x') : cells));
  await page.getByLabel('Prayer times file').setInputFiles(writeFile('one-bad.csv', oneBad));
  const dialog = page.getByRole('dialog', { name: 'Import Failed' });
  await dialog.getByText('Failed to import one-bad.csv').waitFor();
  const rows = dialog.getByRole('list', { name: 'Rows to correct' }).getByRole('listitem');
  expect(await rows.count()).toBe(1);
  const rowError = (await rows.first().textContent())!;
  expect(rowError).toContain(`Line 70, Mar 10, Isha Iqama`);
  expect((await dialog.textContent())!.split(rowError).length - 1).toBe(1);
  await screenshotBoth(page, 'salah-import-failed-one');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Several: the count, then each row.
  const threeBad = ownTableCsv(year, (date, cells) =>
    ['01-05', '02-06', '03-07'].includes(date.slice(5)) ? cells.with(0, 'late') : cells,
  );
  await page.getByLabel('Prayer times file').setInputFiles(writeFile('three-bad.csv', threeBad));
  await dialog.getByText('three-bad.csv has 3 problems.').waitFor();
  expect(await rows.count()).toBe(3);
  await dialog.getByRole('button', { name: 'Close' }).click();
});

it('uploads its own timetable before generating one, asks before Cancel drops it, and saves it', async () => {
  const file = writeFile(
    'own.csv',
    ownTableCsv(year, (date, cells) => (date === `${year}-01-02` ? cells.with(10, '19:45') : cells)),
  );
  await page.getByLabel('Prayer times file').setInputFiles(file);
  // Fixed times all year are far from the computed ones in summer: the admin confirms them once
  // (docs/prayer-table.md "What a day must be"), and the Save carries that confirmation.
  await page
    .getByRole('dialog', { name: 'Times far from the computed ones' })
    .getByRole('button', { name: 'Use these times' })
    .click();
  await expectAlert(page, 'Successfully Imported own.csv. Please click save button.');
  await page.getByRole('dialog', { name: 'Read own.csv' }).getByRole('button', { name: 'Check the table' }).click();
  await page.getByLabel('Jan 2 Isha Iqama', { exact: true }).waitFor();
  expect(await page.getByLabel('Jan 2 Isha Iqama', { exact: true }).inputValue()).toBe('19:45');

  // Cancel asks first; keeping the edit keeps every imported row.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard imported times?' });
  await confirm.getByText('Discard the imported prayer times? The saved table stays as it was.').waitFor();
  await screenshotBoth(page, 'salah-import-discard-confirm');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await page.getByLabel('Jan 2 Isha Iqama', { exact: true }).inputValue()).toBe('19:45');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(page, 'Prayer times saved.');
  await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
  await page.getByText('Times in America/Chicago').waitFor();
  // The spec's sub-heading stays 'Iqmah'; cells are named 'Iqama' like every other text (docs/volunteer.md "Iqama and Iqmah").
  expect(await page.locator('#month-1 thead').textContent()).toContain('AzanIqmah');
  const saved = await config();
  expect(saved.id).toEqual(expect.any(String));
  expect(saved.prayers[1]).toMatchObject({ date: `${year}-01-02`, ishaIqama: '19:45', fajr: '05:30' });
  await screenshotBoth(page, 'salah-own-table-saved', { viewport: true });
});

it("shows, edits and exports next year's table from November", async () => {
  const group = page.getByRole('group', { name: 'Year' });
  if (!nextYearOpen) {
    expect(await group.count()).toBe(0);
    return;
  }
  await group.getByRole('button', { name: String(year + 1) }).click();
  await page
    .getByRole('table')
    .filter({ hasText: `January ${year + 1}` })
    .waitFor();
  expect(await group.getByRole('button', { name: String(year + 1) }).getAttribute('aria-pressed')).toBe('true');
  await screenshotBoth(page, 'salah-next-year', { viewport: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`prayer-times-owntable-${year + 1}.csv`);
  const text = await downloadedText(download);
  expect(text.split(/\r?\n/)[1]).toMatch(new RegExp(`^${year + 1}-01-01,`));

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  // While editing next year, this year's button waits for Save or Cancel.
  expect(await group.getByRole('button', { name: String(year) }).isDisabled()).toBe(true);
  const cell = page.getByLabel('Jan 3 Asr Iqama', { exact: true });
  await cell.click();
  await page.keyboard.type('16:20');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(page, 'Prayer times saved.');
  await page
    .getByRole('table')
    .filter({ hasText: `January ${year + 1}` })
    .waitFor();
  const next = await config(`?year=${year + 1}`);
  expect(next.prayers[2]).toMatchObject({ date: `${year + 1}-01-03`, asrIqama: '16:20' });

  await group.getByRole('button', { name: String(year) }).click();
  await page
    .getByRole('table')
    .filter({ hasText: `January ${year}` })
    .waitFor();
});

it('fills a time down the marked cells or to the end of the month', async () => {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const cell = (label: string) => page.getByLabel(`${label} Isha Iqama`, { exact: true });
  await cell('Jan 5').click();
  await page.keyboard.type('19:50');
  await page.keyboard.press('Tab');
  await cell('Jan 5').click();
  await cell('Jan 9').click({ modifiers: ['Shift'] });
  expect(await page.locator('input[data-selected="true"]').count()).toBe(5);
  await screenshotBoth(page, 'salah-fill-down-marked', { viewport: true });
  await page.getByRole('button', { name: 'Fill down to Jan 9' }).click();
  for (const day of [5, 6, 7, 8, 9]) expect(await cell(`Jan ${day}`).inputValue(), `Jan ${day}`).toBe('19:50');
  expect(await cell('Jan 10').inputValue()).toBe('19:30');

  // One cell marked: to the end of its month.
  await cell('Jan 20').click();
  await page.keyboard.type('19:40');
  await page.keyboard.press('Tab');
  await cell('Jan 20').click();
  await page.getByRole('button', { name: 'Fill down to Jan 31' }).click();
  for (const day of [21, 25, 31]) expect(await cell(`Jan ${day}`).inputValue(), `Jan ${day}`).toBe('19:40');
  expect(await page.getByLabel('Feb 1 Isha Iqama', { exact: true }).inputValue()).toBe('19:30');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(page, 'Prayer times saved.');
  const saved = await config();
  expect(saved.prayers.slice(4, 9).map((day: { ishaIqama: string }) => day.ishaIqama)).toEqual(Array(5).fill('19:50'));
  expect(saved.prayers[30].ishaIqama).toBe('19:40');
});

it('keeps a seasonal iqama in the Salah settings, refusing a date that does not exist', async () => {
  await page.getByRole('button', { name: 'Calculation and iqama rules' }).click();
  await page.getByRole('button', { name: 'Add seasonal iqama' }).click();
  await page.getByLabel('Seasonal iqama 1 prayer').selectOption('dhuhr');
  await page.getByLabel('Seasonal iqama 1 from').fill('06-01');
  await page.getByLabel('Seasonal iqama 1 to').fill('06-31');
  await page.getByText('To: use MM-DD, e.g. 06-01').waitFor();
  await page.getByLabel('Seasonal iqama 1 to').fill('08-31');
  // Read as the grid reads times: a bare 1:45 for Zuhr is 13:45 (docs/volunteer.md "Time formats").
  await page.getByLabel('Seasonal iqama 1 time').fill('1:45');
  await page.getByLabel('Seasonal iqama 1 time').blur();
  expect(await page.getByLabel('Seasonal iqama 1 time').inputValue()).toBe('13:45');
  await page.getByLabel('Zuhr fixed iqama time').fill('1:30p');
  await page.getByLabel('Zuhr fixed iqama time').blur();
  expect(await page.getByLabel('Zuhr fixed iqama time').inputValue()).toBe('13:30');
  for (const [size, viewport] of [
    ['1366x768', VIEWPORTS.laptop],
    ['390x844', VIEWPORTS.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.getByTestId('seasonal-iqama').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await keepPicture(page, `salah-seasonal-iqama-${size}`);
  }
  await page.setViewportSize(VIEWPORTS.laptop);
  await page
    .getByTestId('seasonal-iqama')
    .locator('xpath=ancestor::form')
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expectAlert(page, 'Prayer settings saved; the times were computed again.');
  const saved = await config();
  expect(saved.iqamaRules.seasonal).toEqual([{ prayer: 'dhuhr', from: '06-01', to: '08-31', time: '13:45' }]);
  expect(saved.iqamaRules.dhuhr.fixedTime).toBe('13:30');
  // Every day of this masjid's own (imported) table is a typed cell, and a typed time wins over a season;
  // the season fills the days generated by the rules (table-year.routes.test.ts).
  expect(saved.prayers.find((day: { date: string }) => day.date === `${year}-07-15`).dhuhrIqama).toBe('13:00');
});
