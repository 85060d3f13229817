/**
 * The notices with their own form (docs/screens.md, "Notices"), as an admin does it in Chromium: a weekly
 * class for the entrance screen, a donation appeal for one of the masjid's funds on the sisters' hall, and a
 * ticker line with the day's notices on the entrance; saved, then seen on "Preview the screen" (`?at=` and the
 * screen chooser): the class with its countdown on its day, the appeal with the QR code of its payment page
 * and the fund's progress, the ticker along the bottom. Screenshots of the section at 1920x1080 and 390x844
 * and of both screens at 1920x1080.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@core/dashboard/zoned-clock.js';
import { apiCall, apiLogin, expectAlert, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { PLAYLIST_SECTION, previewAt, shownItem } from '../support/screen-preview.js';
import { seedMasjid, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

const PAYMENT_PAGE = 'https://pay.example.org/roof';

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, {
    name: 'Masjid Notices',
    url: 'noticeshall',
    email: 'admin@notices.org',
    content: () => ({
      funds: [{ name: 'Roof repair', goal: 20000, current: 7500, pledge: 0, endDate: null, enabled: true }],
    }),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SECTION = PLAYLIST_SECTION;
/** A Wednesday (the class's day) and the Thursday after it. */
const WEDNESDAY = '2026-12-09';
const THURSDAY = '2026-12-10';

/** A line without the marks that isolate the masjid's words in a sentence (U+2066 to U+2069). */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('a class, a donation appeal and a ticker line', () => {
  it('are added in their forms and shown on their screens with the countdown, the QR code and the ticker', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.tv });
    await signIn(page, server, masjid.email, masjid.password);
    await page.getByRole('button', { name: SECTION, exact: true }).click();
    const section = page.getByRole('region', { name: SECTION });

    // A weekly class on Wednesdays at 19:30 for the entrance; a title left empty is refused on its field.
    await section.getByTestId('add-class').click();
    const lesson = section.locator('[data-testid="playlist-item-form"][data-notice="classes"]');
    await lesson.getByTestId('class-teacher').fill('Shaykh Yusuf');
    await lesson.getByTestId('class-place').fill('Main hall');
    await lesson.getByTestId('class-weekday-3').check();
    await lesson.getByTestId('class-time').fill('19:30');
    await lesson.getByTestId('item-role-entrance').check();
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await lesson.getByText('Give the title of the class or event').waitFor();
    await lesson.getByTestId('class-title').fill('Tafsir of Surah al-Kahf');

    // A donation appeal for the roof fund on the sisters' hall; a payment page over http is refused.
    await section.getByTestId('add-appeal').click();
    const appeal = section.locator('[data-testid="playlist-item-form"][data-notice="appeals"]');
    expect(await appeal.getByTestId('appeal-fund').locator('option:checked').textContent()).toBe('Roof repair');
    await appeal.getByTestId('appeal-text').fill('Help us mend the roof before the winter rains.');
    await appeal.getByTestId('appeal-url').fill('http://pay.example.org/roof');
    await appeal.getByTestId('item-role-sisters-hall').check();
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await appeal.getByText('Give the payment page as an https:// address').waitFor();
    await appeal.getByTestId('appeal-url').fill(PAYMENT_PAGE);

    // A ticker line on the entrance, with the day's notices.
    await section.getByTestId('add-ticker').click();
    const ticker = section.getByTestId('ticker-form');
    await ticker.getByTestId('ticker-text').fill('Car park closed on Friday');
    await ticker.getByTestId('ticker-role-entrance').check();
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, /saved/);
    await settled(page);
    await keepPicture(lesson, 'playlist-notices-class-1920x1080');
    await keepPicture(appeal, 'playlist-notices-appeal-1920x1080');

    // The entrance on the class's day: 1 h 20 min before it, the countdown; the ticker runs its line.
    await page.getByRole('button', { name: 'Preview the screen', exact: true }).click();
    let frame = await previewAt(page, 'role:entrance', `${WEDNESDAY}T18:10`);
    await expect.poll(() => shownItem(frame)).toBe('class');
    expect(await frame.getByTestId('class-countdown').textContent()).toBe('Starts in 1 h 20 min');
    const lines = (await frame.getByTestId('ticker-line').allTextContents()).map(plain);
    expect(lines[0]).toBe('Car park closed on Friday');
    expect(lines[1]).toContain('Tafsir of Surah al-Kahf today at');
    // Not on the Thursday, nor after it ended.
    frame = await previewAt(page, 'role:entrance', `${THURSDAY}T18:10`);
    expect(await shownItem(frame)).toBeNull();
    expect(await frame.getByTestId('ticker-line').allTextContents()).toEqual(['Car park closed on Friday']);
    frame = await previewAt(page, 'role:entrance', `${WEDNESDAY}T20:30`);
    expect(await shownItem(frame)).toBeNull();

    // The sisters' hall: the appeal, its QR code of the payment page and the fund's progress.
    frame = await previewAt(page, 'role:sisters-hall', `${WEDNESDAY}T10:00`);
    await expect.poll(() => shownItem(frame)).toBe('appeal');
    const qr = frame.getByTestId('appeal-qr');
    expect(await qr.getAttribute('data-url')).toBe(PAYMENT_PAGE);
    await qr.locator('svg path').waitFor();
    const fund = (await frame.getByTestId('fund').textContent()) ?? '';
    expect(fund).toContain('Roof repair');
    expect(fund).toContain('38%');
    expect(fund).toMatch(/7,500/);
    expect(fund).toMatch(/20,000/);
    expect(await frame.getByTestId('ticker').count()).toBe(0);
    await page.close();

    // The screens themselves at 1920x1080.
    const screen = await browser.newPage({ viewport: VIEWPORTS.tv });
    for (const [role, name, time] of [
      ['entrance', 'class', '18:10'],
      ['sisters-hall', 'appeal', '10:00'],
    ] as const) {
      await screen.goto(`${server.url}/noticeshall?role=${role}&at=${WEDNESDAY}T${time}`);
      await screen.getByTestId('playlist-item').waitFor();
      await settled(screen);
      await screenshot(screen, `playlist-notices-${name}-screen-1920x1080`);
    }

    // Right to left (Arabic): the countdown in the screen's language.
    await screen.goto(`${server.url}/noticeshall?role=entrance&lang=ar&at=${WEDNESDAY}T18:10`);
    await expect.poll(() => screen.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => screen.getByTestId('class-countdown').textContent()).toMatch(/^يبدأ بعد/);
    await settled(screen);
    await screenshot(screen, 'playlist-notices-class-screen-ar-1920x1080');

    // Less motion: the lines stand still, one at a time, changing every 8 s by the (preview's) clock.
    await screen.emulateMedia({ reducedMotion: 'reduce' });
    const still = async (time: string) => {
      await screen.goto(`${server.url}/noticeshall?role=entrance&at=${WEDNESDAY}T${time}`);
      await expect.poll(() => screen.getByTestId('ticker').getAttribute('data-mode')).toBe('still');
      return screen.getByTestId('ticker-line').allTextContents();
    };
    const texts = ['Car park closed on Friday', 'Tafsir of Surah al-Kahf today at 7:30 pm, Main hall'];
    for (const time of ['18:10', '18:11']) {
      const turn = Math.floor(zonedInstant('America/Chicago', WEDNESDAY, time) / 8000) % 2;
      const shown = (await still(time)).map(plain);
      expect(shown).toHaveLength(1);
      expect(shown[0]).toContain(texts[turn]!);
    }
    await screenshot(screen, 'playlist-notices-ticker-still-1920x1080');
    await screen.close();
  });

  it('shows the forms on a phone (390x844)', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await signIn(page, server, masjid.email, masjid.password);
    await page.getByRole('button', { name: SECTION, exact: true }).click();
    const section = page.getByRole('region', { name: SECTION });
    const lesson = section.locator('[data-testid="playlist-item-form"][data-notice="classes"]');
    expect(await lesson.getByTestId('class-title').inputValue()).toBe('Tafsir of Surah al-Kahf');
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'nothing wider than the phone').toBeLessThanOrEqual(0);
    await keepPicture(lesson, 'playlist-notices-class-390x844');
    await keepPicture(
      section.locator('[data-testid="playlist-item-form"][data-notice="appeals"]'),
      'playlist-notices-appeal-390x844',
    );
    await keepPicture(section.getByTestId('tickers'), 'playlist-notices-ticker-390x844');
    await page.close();

    // In Arabic, right to left: the class's form in the admin's language.
    const token = await apiLogin(server, masjid.email, masjid.password);
    expect((await apiCall(server, 'PUT', '/api/auth/me/language', { token, body: { language: 'ar' } })).status).toBe(
      200,
    );
    const arabic = await browser.newPage({ viewport: VIEWPORTS.phone });
    await signIn(arabic, server, masjid.email, masjid.password);
    const title = 'قائمة العرض: الملصقات والإعلانات وشريط الأخبار';
    await arabic.getByRole('button', { name: title, exact: true }).click();
    const form = arabic
      .getByRole('region', { name: title })
      .locator('[data-testid="playlist-item-form"][data-notice="classes"]');
    await form.getByText('درس أو فعالية').waitFor();
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
    await settled(arabic);
    await keepPicture(form, 'playlist-notices-class-ar-390x844');
    await arabic.close();
  });
});
