/**
 * The playlist item's calendar windows in the admin form (docs/screens.md, "Playlists"): the admin gives a
 * poster one day of the week and a clock window, is told clearly what is wrong with a half-typed or empty
 * window (in English and in Arabic), saves, and sees on "Preview the screen" that the poster shows inside the
 * window and not outside it (another hour, another day).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/src/testing/sample-posters.js';
import { PLAYLIST_SECTION, shownItem } from '../support/screen-preview.js';
import { apiCall, apiLogin, expectAlert, signIn } from '../support/admin.js';
import { launchBrowser, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { seedMasjid, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, { name: 'Masjid Windows', url: 'windowshall', email: 'admin@windows.org' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SECTION = PLAYLIST_SECTION;
/** A Wednesday, and the Thursday after it. */
const WEDNESDAY = '2026-12-09';
const THURSDAY = '2026-12-10';

async function previewAt(page: Page, at: string) {
  const section = page.getByTestId('screen-preview');
  await section.getByTestId('preview-screen').selectOption('role:entrance');
  await section.getByTestId('preview-at').fill(at);
  await expect
    .poll(() => page.getByTestId('preview-frame').getAttribute('src'))
    .toContain(`at=${encodeURIComponent(at)}`);
  await expect
    .poll(() => page.frameLocator('[data-testid="preview-frame"]').getByTestId('dashboard').getAttribute('data-role'))
    .toBe('entrance');
}

describe('a playlist item on one weekday, between two clock times', () => {
  it('is refused half typed with clear words, and the preview shows it only inside its windows', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await signIn(page, server, masjid.email, masjid.password);
    await page.getByRole('button', { name: SECTION, exact: true }).click();
    const section = page.getByRole('region', { name: SECTION });
    await section.getByTestId('poster-file').setInputFiles({
      name: 'class.png',
      mimeType: 'image/png',
      buffer: Buffer.from(solidPng(1280, 720, [30, 60, 120])),
    });
    await section.getByTestId('poster-name').fill('Tafsir class');
    await section.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectAlert(page, /Uploaded Tafsir class/);

    await section.getByTestId('add-poster-item').click();
    const item = section.getByTestId('playlist-item-form').nth(0);
    await item.getByTestId('item-role-entrance').check();
    await item.getByTestId('item-when').selectOption('any');
    await item.getByTestId('item-weekday-3').check();

    // A clock window with only its start, then one that ends when it starts: each refused in words.
    await item.getByTestId('item-clock-start').fill('10:00');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await item.getByText('Give a time from 00:00 to 23:59').waitFor();
    await item.getByTestId('item-clock-end').fill('10:00');
    await expect.poll(() => item.getByText('Give a time from 00:00 to 23:59').count()).toBe(0);
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await item.getByTestId('item-clock-error').getByText('A clock window starts and ends at different times').waitFor();
    // A date range that ends before it starts names its last day.
    await item.getByTestId('item-from-date').fill('2026-12-20');
    await item.getByTestId('item-until-date').fill('2026-12-01');
    await item.getByTestId('item-clock-end').fill('11:00');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await item.getByText('The date range ends before it starts').waitFor();
    await item.getByTestId('item-from-date').fill('');
    await item.getByTestId('item-until-date').fill('');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, /saved/);
    await settled(page);
    await keepPicture(item, 'playlist-windows-item-1366x768');

    await page.getByRole('button', { name: 'Preview the screen', exact: true }).click();
    const frame = page.frameLocator('[data-testid="preview-frame"]');
    await previewAt(page, `${WEDNESDAY}T10:30`);
    await expect.poll(() => shownItem(frame)).toBe('poster');
    await previewAt(page, `${WEDNESDAY}T11:30`);
    expect(await shownItem(frame)).toBeNull();
    await previewAt(page, `${THURSDAY}T10:30`);
    expect(await shownItem(frame)).toBeNull();
    await page.close();
  });

  it('is in the History with its windows and can be restored from there', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await signIn(page, server, masjid.email, masjid.password);
    await page.getByRole('button', { name: SECTION, exact: true }).click();
    const section = page.getByRole('region', { name: SECTION });
    const item = section.getByTestId('playlist-item-form').nth(0);
    await item.getByTestId('item-weekday-5').check();
    await item.getByTestId('item-clock-end').fill('12:00');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, /saved/);

    const entries = page.getByTestId('history-entry');
    await expect.poll(() => entries.filter({ hasText: 'Saved the playlist' }).count()).toBe(2);
    await entries.nth(0).getByText('Show changes').click();
    const changes = (await entries.nth(0).locator('table').textContent()) ?? '';
    expect(changes).toContain('1. Tafsir class');
    expect(changes).toContain('12:00');
    // The save before it (Wednesday, 10:00 to 11:00) put back.
    await entries.nth(1).getByRole('button', { name: 'Restore this playlist' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restore this playlist?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expectAlert(page, 'Playlist restored.');
    await expect.poll(() => item.getByTestId('item-clock-end').inputValue()).toBe('11:00');
    expect(await item.getByTestId('item-weekday-5').isChecked()).toBe(false);
    await expect.poll(() => entries.nth(0).textContent()).toContain('Restored the playlist');
    await page.close();
  });

  it("says what is wrong in the admin's language (Arabic), on a phone too", async () => {
    const token = await apiLogin(server, masjid.email, masjid.password);
    const chosen = await apiCall(server, 'PUT', '/api/auth/me/language', { token, body: { language: 'ar' } });
    expect(chosen.status).toBe(200);
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await signIn(page, server, masjid.email, masjid.password);
    await page.getByRole('button', { name: 'قائمة العرض: الملصقات والإعلانات وشريط الأخبار', exact: true }).click();
    const section = page.getByRole('region', { name: 'قائمة العرض: الملصقات والإعلانات وشريط الأخبار' });
    const item = section.getByTestId('playlist-item-form').nth(0);
    expect(await item.getByTestId('item-clock-start').inputValue()).toBe('10:00');
    await item.getByText('الأربعاء').waitFor();
    await item.getByTestId('item-clock-end').fill('');
    await section.getByRole('button', { name: 'حفظ', exact: true }).click();
    await item.getByText('اكتب وقتًا من 00:00 إلى 23:59').waitFor();
    await settled(page);
    await keepPicture(item, 'playlist-windows-item-ar-390x844');
    await page.close();
  });
});
