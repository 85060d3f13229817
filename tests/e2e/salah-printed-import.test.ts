import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_ADDRESS, SAMPLE_COORDINATES } from '@core/testing/sample-masjid.js';
import { boardRow, twelveHour } from '@core/testing/uk-board.js';
import {
  apiCall,
  apiLogin,
  expectAlert,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

/**
 * A masjid uploads its timetable as UK boards print it (issue 25): 12-hour times without am/pm, "Fajr
 * Begins / Jamaat" headers, no Maghrib iqama column (docs/csv.md "Reading a printed timetable"). A day out
 * of order is refused by line, day and column and cannot be confirmed; the corrected file is chosen again
 * from the refusal; fixed winter times far from the computed ones are confirmed and saved; the grid's
 * Save asks the same (docs/prayer-table.md "What a day must be").
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let masjid: RegisteredMasjid;
let token: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salah-printed-'));
const year = new Date().getFullYear();
type Day = Record<string, string>;
let computed: Day[];

const HEADER = 'Date,Day,Fajr Begins,Jamaat,Sunrise,Zuhr Begins,Jamaat,Asr Begins,Jamaat,Maghrib,Isha Begins,Jamaat';
const COLUMNS = [
  'fajr',
  'fajrIqama',
  'sunrise',
  'dhuhr',
  'dhuhrIqama',
  'asr',
  'asrIqama',
  'maghrib',
  'isha',
  'ishaIqama',
];

/** The computed year as a UK board: D/M/YYYY, a weekday, 12-hour times; `edit` changes a day's cells. */
function boardCsv(edit: (date: string, cells: Record<string, string>) => void = () => {}): string {
  const lines = [HEADER];
  for (const day of computed.filter((entry) => !entry.date!.endsWith('-02-29') || year % 4 === 0)) {
    const cells: Record<string, string> = {};
    for (const column of COLUMNS) cells[column] = twelveHour(day[column]!);
    edit(day.date!, cells);
    lines.push(
      boardRow(
        `${year}${day.date!.slice(4)}`,
        COLUMNS.map((column) => cells[column]!),
      ),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function writeFile(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

async function config() {
  return (await apiCall(server, 'GET', `/api/prayer/config/${masjid.companyId}`, { token })).json;
}

/** The Asr of 15 January written before Zuhr, and a fixed Isha of 8 pm in the first week of January. */
const outOfOrder = (date: string, cells: Record<string, string>) => {
  if (date.endsWith('-01-15')) cells.asr = '11:05';
};
const fixedIsha = (date: string, cells: Record<string, string>) => {
  if (date >= `${year}-01-01` && date <= `${year}-01-07`) Object.assign(cells, { isha: '8:00', ishaIqama: '8:15' });
};

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: VIEWPORTS.laptop })).newPage();
  masjid = await registerMasjidViaApi(server, {
    name: 'Masjid Printed Board',
    url: 'printedboard',
    email: 'admin@printedboard.org',
    active: true,
    address: { ...SAMPLE_ADDRESS, ...SAMPLE_COORDINATES },
  });
  token = await apiLogin(server, masjid.email, masjid.password);
  const created = await apiCall(server, 'POST', '/api/prayer/config/create?generateIqamah=true', {
    token,
    body: {
      companyId: masjid.companyId,
      location: 'Springfield, IL',
      calculationMethod: 2,
      asrJuristicMethod: 0,
      geoCode: { ...SAMPLE_COORDINATES, timezoneId: 'America/Chicago' },
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  computed = (await config()).prayers;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('refuses a day out of order by line, day and column, with nothing to confirm, and takes the corrected file again', async () => {
  await signIn(page, server, masjid.email, masjid.password);
  await page.getByRole('tab', { name: 'Salah' }).click();
  const before = await config();

  await page.getByLabel('Prayer times file').setInputFiles(writeFile('board.csv', boardCsv(outOfOrder)));
  const dialog = page.getByRole('dialog', { name: 'Import Failed' });
  const rows = dialog.getByRole('list', { name: 'Rows to correct' }).getByRole('listitem');
  await rows.first().waitFor();
  expect(await rows.allTextContents()).toEqual([
    `Line 16, Jan 15, Asr Begins: must be after Dhuhr ${computed[14]!.dhuhr}`,
    'Line 16, Jan 15, Jamaat (Dhuhr Iqama): must be before Asr 11:05',
  ]);
  await dialog.getByText('Nothing was changed. Correct the file and upload it again.').waitFor();
  expect(await dialog.getByRole('button', { name: 'Use these times' }).count()).toBe(0);
  await screenshotBoth(page, 'salah-import-refused-order', { viewport: true });
  expect(await config()).toEqual(before);

  // Upload again opens the file chooser from the refusal; the corrected file (with fixed winter Isha) is read.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Upload again' }).click(),
  ]);
  await chooser.setFiles(writeFile('board-corrected.csv', boardCsv(fixedIsha)));
  const far = page.getByRole('dialog', { name: 'Times far from the computed ones' });
  const farRows = far.getByRole('list', { name: 'Rows to correct' }).getByRole('listitem');
  await farRows.first().waitFor();
  expect(await farRows.count()).toBe(7);
  expect(await farRows.first().textContent()).toMatch(
    /^Line 2, Jan 1, Isha Begins: is \d+ minutes from the computed time \d\d:\d\d \(more than 90\); confirm it if the masjid keeps this time$/,
  );
  await screenshotBoth(page, 'salah-import-far-times', { viewport: true });
  expect(await config()).toEqual(before);

  // Confirmed: the same file is read, and the summary says how.
  await far.getByRole('button', { name: 'Use these times' }).click();
  const summary = page.getByRole('dialog', { name: 'Read board-corrected.csv' });
  const columns = summary.getByTestId('import-columns');
  await columns.waitFor();
  expect(await columns.getByRole('row', { name: /Fajr/ }).first().textContent()).toContain('Fajr Begins');
  expect(await columns.getByRole('row', { name: /Maghrib.*Iqama|Iqama.*Maghrib/ }).textContent()).toContain(
    'Filled by the iqama rules',
  );
  await summary.getByText(/Not in the file, filled in by the masjid’s iqama rules: Maghrib Iqama\./).waitFor();
  await summary.getByText(/The file’s times have no am\/pm/).waitFor();
  await screenshotBoth(page, 'salah-import-summary', { viewport: true });
  await summary.getByRole('button', { name: 'Check the table' }).click();
  await summary.waitFor({ state: 'hidden' });

  // The Save carries the confirmation: no second question.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(page, 'Prayer times saved.');
  const saved = await config();
  expect(saved.prayers[0]).toMatchObject({ isha: '20:00', ishaIqama: '20:15', asr: computed[0]!.asr });
  expect(saved.prayers[14].asr).toBe(computed[14]!.asr);
});

it("asks on Save for a typed time far from the computed one, and can't be confirmed past a day out of order", async () => {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  // Out of order: Asr typed before Zuhr; the grid names it and Save sends nothing.
  const asr = page.getByLabel('Jan 20 Asr Azan', { exact: true });
  await asr.click();
  await page.keyboard.type('11:05');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const listed = page.getByTestId('cell-problems');
  await listed.getByText(`Jan 20, Asr Azan: 11:05 must be after Zuhr Azan ${computed[19]!.dhuhr}`).waitFor();
  expect(await page.getByRole('dialog', { name: 'Times far from the computed ones' }).count()).toBe(0);
  await asr.click();
  await page.keyboard.type(computed[19]!.asr!);
  await page.keyboard.press('Tab');

  // Far: a Fajr of 4:00 on 25 January (computed after 6). The server asks; keeping it saves it.
  const fajr = page.getByLabel('Jan 25 Fajr Azan', { exact: true });
  await fajr.click();
  await page.keyboard.type('4:00');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const far = page.getByRole('dialog', { name: 'Times far from the computed ones' });
  await far
    .getByTestId('far-times')
    .getByText(/^Jan 25 Fajr: is \d+ minutes from the computed time/)
    .waitFor();
  await screenshotBoth(page, 'salah-save-far-times', { viewport: true });
  await far.getByRole('button', { name: 'Keep these times and save' }).click();
  await expectAlert(page, 'Prayer times saved.');
  expect((await config()).prayers[24].fajr).toBe('04:00');
});
