/**
 * The "Done when" for playlists (docs/screens.md, "Playlists"), as a new admin would do it in
 * Chromium: upload a poster, give the entrance screen that poster from Asr's azan until its iqama and a
 * janazah notice, save, and see on "Preview the screen" that the entrance shows them at their moments and
 * the prayer hall never does; the janazah notice shows until its salah and not after. Screenshots of the
 * entrance screen at 1920x1080, 1366x768 and 1080x1920, and of the section at 1920x1080, 1366x768 and 390x844.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/src/testing/sample-posters.js';
import { shownItem } from '../support/screen-preview.js';
import { expectAlert, screenshotBoth, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { dashboardData, seedMasjid, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, { name: 'Masjid Playlist', url: 'playlisthall', email: 'admin@playlist.org' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pad = (value: number) => String(value).padStart(2, '0');
const plus = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
};

/** What the preview frame shows in the slides' box: the playlist item's kind, or null. */
async function previewAt(page: Page, target: string, at: string) {
  const section = page.getByTestId('screen-preview');
  await section.getByTestId('preview-screen').selectOption(target);
  await section.getByTestId('preview-at').fill(at);
  await expect
    .poll(() => page.getByTestId('preview-frame').getAttribute('src'))
    .toContain(`at=${encodeURIComponent(at)}`);
}

describe('a playlist for the entrance screen', () => {
  it('shows the poster between Asr azan and iqama and the janazah notice until its salah, on the entrance only', async () => {
    const data = await dashboardData(server, 'playlisthall');
    const today = data.days[0]!;
    const date = today.date.slice(0, 10);
    const asr = today.asr;
    expect(today.asrIqama, 'the timetable has an Asr iqama').toBeTruthy();
    const janazahTime = plus(asr, -20);

    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await signIn(page, server, masjid.email, masjid.password);
    await page.getByRole('button', { name: 'Playlist: posters, notices and ticker', exact: true }).click();
    const section = page.getByRole('region', { name: 'Playlist: posters, notices and ticker' });
    await section.getByText('No posters yet: upload one below.').waitFor();

    // Upload without a name: refused on its field; then a picture that is not one: refused by its bytes.
    await section.getByTestId('poster-file').setInputFiles({
      name: 'bazaar.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await section.getByRole('button', { name: 'Upload', exact: true }).click();
    await section.getByText('Give the poster a name').waitFor();
    await section.getByTestId('poster-name').fill('Winter bazaar');
    await section.getByRole('button', { name: 'Upload', exact: true }).click();
    await section.getByText('This file is not a picture Minaret can show: use JPEG, PNG or WebP.').waitFor();
    await section.getByTestId('poster-file').setInputFiles({
      name: 'bazaar.png',
      mimeType: 'image/png',
      buffer: Buffer.from(solidPng(1280, 720, [14, 110, 90])),
    });
    await section.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectAlert(page, /Uploaded Winter bazaar/);
    await section.getByText('1280 × 720').waitFor();

    // The poster, on the entrance, from Asr's azan until its iqama (the window a new poster starts with).
    await section.getByTestId('add-poster-item').click();
    const poster = section.getByTestId('playlist-item-form').nth(0);
    expect(await poster.getByTestId('item-poster').inputValue()).not.toBe('');
    await poster.getByTestId('item-role-entrance').check();
    expect(await poster.getByTestId('item-prayer').inputValue()).toBe('asr');
    expect(await poster.getByTestId('item-from').inputValue()).toBe('azan');
    expect(await poster.getByTestId('item-until').inputValue()).toBe('iqama');

    // The janazah notice: saving it empty names each missing field.
    await section.getByTestId('add-janazah').click();
    const janazah = section.getByTestId('playlist-item-form').nth(1);
    await janazah.getByTestId('item-role-entrance').check();
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await janazah.getByText('Give the date and time of the janazah salah').waitFor();
    await janazah.getByText('Say where the janazah salah is').waitFor();
    await janazah.getByTestId('janazah-name').fill('Abdullah ibn Yusuf');
    await janazah.getByTestId('janazah-time').fill(`${date}T${janazahTime}`);
    await janazah.getByTestId('janazah-place').fill('Main prayer hall, after the salah');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, /saved/);
    await settled(page);
    await screenshotBoth(page, 'playlist-section');
    // The section alone at each size, to be read (the whole settings page is too tall to look at).
    for (const [size, viewport] of Object.entries({
      tv: VIEWPORTS.tv,
      laptop: VIEWPORTS.laptop,
      phone: VIEWPORTS.phone,
    })) {
      await page.setViewportSize(viewport);
      await settled(page);
      await keepPicture(section, `playlist-section-only-${size}`);
    }
    await page.setViewportSize(VIEWPORTS.laptop);

    // The preview: the entrance inside Asr's azan-iqama shows the poster; the prayer hall at that moment does not.
    await page.getByRole('button', { name: 'Preview the screen', exact: true }).click();
    const frame = page.frameLocator('[data-testid="preview-frame"]');
    const insideAsr = `${date}T${plus(asr, 2)}`;
    await previewAt(page, 'role:entrance', insideAsr);
    await expect.poll(() => shownItem(frame)).toBe('poster');
    const image = frame.getByTestId('playlist-item').locator('img');
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1280);
    await previewAt(page, 'role:prayer-hall', insideAsr);
    await expect.poll(() => frame.getByTestId('dashboard').getAttribute('data-role')).toBe('prayer-hall');
    expect(await shownItem(frame)).toBeNull();

    // Before the janazah salah the entrance shows the notice (nothing else may show then), the prayer hall not.
    const beforeJanazah = `${date}T${plus(janazahTime, -10)}`;
    await previewAt(page, 'role:entrance', beforeJanazah);
    await expect.poll(() => shownItem(frame)).toBe('notice');
    await expect.poll(() => frame.getByTestId('playlist-item').textContent()).toContain('Abdullah ibn Yusuf');
    expect(await frame.getByTestId('playlist-item').textContent()).toContain('Main prayer hall, after the salah');
    await previewAt(page, 'role:prayer-hall', beforeJanazah);
    await expect.poll(() => frame.getByTestId('dashboard').getAttribute('data-role')).toBe('prayer-hall');
    expect(await shownItem(frame)).toBeNull();
    // Once its salah has passed (and before Asr), the entrance shows no playlist item.
    await previewAt(page, 'role:entrance', `${date}T${plus(janazahTime, 1)}`);
    await expect.poll(() => frame.getByTestId('dashboard').getAttribute('data-role')).toBe('entrance');
    expect(await shownItem(frame)).toBeNull();
    await page.close();

    // The entrance screen itself at both moments, at the three screen sizes.
    for (const [name, viewport] of Object.entries({
      '1920x1080': VIEWPORTS.tv,
      '1366x768': VIEWPORTS.laptop,
      '1080x1920': VIEWPORTS.portrait,
    })) {
      const screen = await browser.newPage({ viewport });
      for (const [moment, at, kind] of [
        ['poster', insideAsr, 'poster'],
        ['janazah', beforeJanazah, 'notice'],
      ] as const) {
        await screen.goto(`${server.url}/playlisthall?role=entrance&at=${encodeURIComponent(at)}`);
        await screen.getByTestId('prayer-table').waitFor();
        await expect.poll(() => screen.getByTestId('playlist-item').getAttribute('data-playlist-kind')).toBe(kind);
        // The poster is drawn whole inside its box; the box stays on the screen.
        const box = (await screen.getByTestId('playlist-item').boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
        await settled(screen);
        await screenshot(screen, `playlist-entrance-${moment}-${name}`);
      }
      await screen.close();
    }
    // Right to left: the notice in Arabic on the entrance at 1920x1080.
    const arabic = await browser.newPage({ viewport: VIEWPORTS.tv });
    await arabic.goto(`${server.url}/playlisthall?role=entrance&lang=ar&at=${encodeURIComponent(beforeJanazah)}`);
    await expect.poll(() => arabic.getByTestId('playlist-item').textContent()).toContain('صلاة الجنازة');
    await settled(arabic);
    await screenshot(arabic, 'playlist-entrance-janazah-ar-1920x1080');
    await arabic.close();
  });
});
