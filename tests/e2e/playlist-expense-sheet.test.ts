/**
 * An expense sheet in the playlist (docs/screens.md, "Expense sheets"), as an admin does it in Chromium: the
 * admin picks one of the masjid's sheets for the entrance between 10:00 and 11:00; "Preview the screen" shows
 * its title, lines and total inside that window only, and on no other screen. The entrance screen itself at
 * 1920x1080, 1366x768 and 1080x1920: no text under the readable size, none clipped or hidden; a sheet too long
 * for its box shown a page at a time. A sheet deleted while the playlist names it is skipped on the screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { PLAYLIST, SAVE_PLAYLIST } from '@core/http/contract/playlist.js';
import { callEndpoint, expectAlert, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { PLAYLIST_SECTION, previewAt, shownItem } from '../support/screen-preview.js';
import { emptyBoxes, textProblems } from '../support/text-problems.js';
import { seedMasjid, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

const SHEET = {
  name: 'November running costs',
  description: 'Paid from the general fund; receipts at the office.',
  enabled: true,
  rows: [
    { order: 1, label: 'Electricity and gas', value: '1,240' },
    { order: 2, label: 'Water', value: '185' },
    { order: 3, label: 'Cleaning and carpets', value: '640' },
    { order: 4, label: 'Imam and teachers', value: '3,800' },
    { order: 5, label: 'Insurance', value: '310' },
    { order: 6, label: 'Repairs to the wudu area', value: '925.50' },
  ],
};
const DRAFT = {
  name: 'December draft',
  description: '',
  enabled: false,
  rows: [{ order: 1, label: 'Rent', value: '1' }],
};

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, {
    name: 'Masjid Ledger',
    url: 'ledgerhall',
    email: 'admin@ledgerhall.org',
    content: () => ({ expenseSheets: [SHEET, DRAFT] }),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SECTION = PLAYLIST_SECTION;
const DAY = '2026-12-09';

describe('an expense sheet in the playlist', () => {
  it('is picked in the form and shown on the entrance, with its lines and total, inside its window only', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.tv });
    await signIn(page, server, masjid.email, masjid.password);
    await page.getByRole('button', { name: SECTION, exact: true }).click();
    const section = page.getByRole('region', { name: SECTION });
    await section.getByTestId('add-expense-sheet-item').click();
    const card = section.getByTestId('playlist-item-form').last();
    const choice = card.getByTestId('item-expense-sheet');
    // The switched-on sheet is chosen first; the one switched off is offered, marked as not shown.
    expect(await choice.locator('option:checked').textContent()).toBe('November running costs');
    expect(await choice.locator('option').allTextContents()).toEqual([
      'Choose an expense sheet',
      'November running costs',
      'December draft (switched off: not shown)',
    ]);
    await card.getByTestId('item-role-entrance').check();
    await card.getByTestId('item-clock-start').fill('10:00');
    await card.getByTestId('item-clock-end').fill('11:00');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, /saved/);
    await settled(page);
    await keepPicture(card, 'playlist-sheet-form-1920x1080');

    await page.getByRole('button', { name: 'Preview the screen', exact: true }).click();
    let frame = await previewAt(page, 'role:entrance', `${DAY}T09:59`);
    expect(await shownItem(frame)).toBeNull();
    frame = await previewAt(page, 'role:entrance', `${DAY}T10:30`);
    await expect.poll(() => shownItem(frame)).toBe('expense-sheet');
    const item = frame.getByTestId('playlist-item');
    expect(await item.getByTestId('sheet-title').textContent()).toBe('November running costs');
    // In the masjid's currency (US dollars for a masjid in Chicago), as the expenses frame writes them.
    const lines = await item.getByTestId('sheet-lines').locator('tbody tr').allTextContents();
    expect(lines).toEqual([
      'Electricity and gas$1,240',
      'Water$185',
      'Cleaning and carpets$640',
      'Imam and teachers$3,800',
      'Insurance$310',
      'Repairs to the wudu area$925.50',
    ]);
    expect(await item.getByTestId('sheet-total').textContent()).toBe('Total$7,100.50');
    frame = await previewAt(page, 'role:entrance', `${DAY}T11:00`);
    expect(await shownItem(frame)).toBeNull();
    frame = await previewAt(page, 'role:prayer-hall', `${DAY}T10:30`);
    expect(await shownItem(frame)).toBeNull();
    await page.close();
  });

  it('is readable on the entrance screen at 1920x1080, 1366x768 and 1080x1920, and in Arabic: nothing small, clipped or empty', async () => {
    const screen = await browser.newPage({ viewport: VIEWPORTS.tv });
    const found: string[] = [];
    for (const [name, viewport, lang] of [
      ['1920x1080', VIEWPORTS.tv, 'en'],
      ['1366x768', VIEWPORTS.laptop, 'en'],
      ['1080x1920', VIEWPORTS.portrait, 'en'],
      // Right to left: the sheet's own words stay as written, its total and digits in Arabic.
      ['1920x1080-ar', VIEWPORTS.tv, 'ar'],
    ] as const) {
      await screen.setViewportSize(viewport);
      await screen.goto(`${server.url}/ledgerhall?role=entrance&lang=${lang}&at=${DAY}T10:30`);
      await screen.getByTestId('playlist-item').getByTestId('sheet-total').waitFor();
      await settled(screen);
      const minimum = (18 * Math.min(viewport.width, viewport.height)) / 1080;
      for (const problem of await screen.evaluate(textProblems, minimum))
        found.push(`${name}: ${problem.text}: ${problem.problem}`);
      for (const problem of await screen.evaluate(emptyBoxes)) found.push(`${name}: ${problem}`);
      // Every line and the total are on the screen, in the box.
      const total = await screen.getByTestId('sheet-total').boundingBox();
      if (!total || total.y + total.height > viewport.height) found.push(`${name}: the total is off the screen`);
      await screenshot(screen, `playlist-sheet-screen-${name}`);
    }
    expect(found).toEqual([]);
    await screen.close();
  });

  it('shows a sheet too long for its box a page at a time, every line on some page, none cut', async () => {
    const long = {
      name: 'Ramadan iftar costs',
      description: 'Thirty nights of iftar, by the night.',
      enabled: true,
      rows: Array.from({ length: 30 }, (_, night) => ({
        order: night + 1,
        label: `Night ${night + 1}: dates, water and a meal for the guests`,
        value: String(400 + night * 10),
      })),
    };
    const content = (
      await callEndpoint(server, PUBLIC_CONTENT, { params: { companyUrl: 'ledgerhall' } }, { token: masjid.token })
    ).json;
    const saved = await callEndpoint(
      server,
      SAVE_CENTRAL_CONTROL,
      {
        params: {},
        body: {
          companyId: masjid.companyId,
          version: content.version ?? 0,
          expenseSheets: [...content.expenseSheets, long],
        },
      },
      { token: masjid.token },
    );
    expect(saved.status, saved.text).toBe(200);
    const params = { companyId: masjid.companyId };
    const playlist = (await callEndpoint(server, PLAYLIST, { params }, { token: masjid.token })).json;
    const sheet = playlist.expenseSheets!.find((entry) => entry.name === long.name)!;
    const item = { ...playlist.items[0]!, id: 'long-sheet', ref: sheet.id, clock: { start: '15:00', end: '16:00' } };
    const put = await callEndpoint(
      server,
      SAVE_PLAYLIST,
      { params, body: { items: [...playlist.items, item], notices: playlist.notices } },
      { token: masjid.token },
    );
    expect(put.status, put.text).toBe(200);

    const screen = await browser.newPage({ viewport: VIEWPORTS.laptop });
    const found: string[] = [];
    const seen = new Set<string>();
    let pages = 0;
    // Pages turn every 10 s on the clock: a minute's first seconds show each page of a sheet of up to six.
    for (let second = 0; second < 60; second += 10) {
      const at = `${DAY}T15:00:${String(second).padStart(2, '0')}`;
      await screen.goto(`${server.url}/ledgerhall?role=entrance&at=${at}`);
      await screen.getByTestId('playlist-item').getByTestId('sheet-total').waitFor();
      // The sheet takes pages until its lines fit at the readable size: wait for that.
      await expect
        .poll(() =>
          screen
            .getByTestId('sheet-lines')
            .evaluate((table) => table.parentElement!.scrollHeight <= table.parentElement!.clientHeight + 1),
        )
        .toBe(true);
      await settled(screen);
      const marker = (await screen.getByTestId('sheet-page').textContent())!.trim();
      pages = Number(marker.split('/')[1]);
      for (const row of await screen.getByTestId('sheet-lines').locator('tbody tr td:first-child').allTextContents())
        seen.add(row);
      for (const problem of await screen.evaluate(textProblems, (18 * 768) / 1080))
        found.push(`${at}: ${problem.text}: ${problem.problem}`);
      if (second === 0) await screenshot(screen, 'playlist-sheet-long-page-1-1366x768');
      if (second === 10) await screenshot(screen, 'playlist-sheet-long-page-2-1366x768');
    }
    console.log(`a 30-line sheet at 1366x768: ${pages} pages`);
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThanOrEqual(6);
    expect(seen).toEqual(new Set(long.rows.map((row) => row.label)));
    expect(found).toEqual([]);
    await screen.close();
  });

  it('is skipped on the screen once its sheet is deleted, the slides showing instead', async () => {
    const content = (await callEndpoint(server, PUBLIC_CONTENT, { params: { companyUrl: 'ledgerhall' } })).json;
    const saved = await callEndpoint(
      server,
      SAVE_CENTRAL_CONTROL,
      {
        params: {},
        body: { companyId: masjid.companyId, version: content.version ?? 0, expenseSheets: [] },
      },
      { token: masjid.token },
    );
    expect(saved.status, saved.text).toBe(200);
    const screen = await browser.newPage({ viewport: VIEWPORTS.tv });
    await screen.goto(`${server.url}/ledgerhall?role=entrance&at=${DAY}T10:30`);
    await screen.getByTestId('prayer-table').waitFor();
    await settled(screen);
    expect(await screen.getByTestId('playlist-item').count()).toBe(0);
    await screen.close();
  });
});
