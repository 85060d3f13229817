/**
 * The dashboard's own content in the playlist, and deleting posters (docs/screens.md, "Announcements, funds,
 * the verse and a hadith" and "Deleting posters and videos"), as an admin does it in Chromium: an
 * announcement and a fund's progress for the entrance, the Quran verse and a hadith for the sisters' hall,
 * each in a clock window; seen on "Preview the screen" inside their windows only. A poster the playlist shows
 * cannot be deleted, and the form says which item shows it. Then the time from a save to a screen showing the
 * new item, measured on a live screen page following the masjid's change events.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@core/dashboard/zoned-clock.js';
import { PLAYLIST, SAVE_PLAYLIST } from '@core/http/contract/playlist.js';
import type { PlaylistItem } from '@core/playlists/playlist.schema.js';
import { apiCall, callEndpoint, expectAlert, signIn } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS, keepPicture } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { openPlayer } from '../support/player.js';
import { PLAYLIST_SECTION, previewAt, shownItem } from '../support/screen-preview.js';
import { solidPng } from '../../server/src/testing/sample-posters.js';
import { CHANGE_SETTLE_MS } from '../../admin-web/src/features/dashboard/hooks/use-dashboard-data.js';
import { seedMasjid, type SeededMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await seedMasjid(server, {
    name: 'Masjid Content',
    url: 'contenthall',
    email: 'admin@content.org',
    content: () => ({
      funds: [{ name: 'Roof repair', goal: 20000, current: 7500, pledge: 0, endDate: null, enabled: true }],
      announcements: [
        {
          title: 'Winter bazaar',
          text: 'Saturday after Dhuhr in the courtyard: food, books and clothes.',
          image: null,
          startDate: null,
          endDate: null,
          enabled: true,
        },
      ],
      // No hadith collection is imported here: the hadith item shows the masjid's own reminder instead.
      reminders: [
        { text: 'Whoever removes a harm from the road, it is charity.', reference: 'Committee', enabled: true },
      ],
    }),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SECTION = PLAYLIST_SECTION;
const DAY = '2026-12-09';

/** The newest item card of the form, given its clock window and one role. */
async function windowed(page: Page, role: string, start: string, end: string) {
  const card = page.getByRole('region', { name: SECTION }).getByTestId('playlist-item-form').last();
  await card.getByTestId(`item-role-${role}`).check();
  await card.getByTestId('item-clock-start').fill(start);
  await card.getByTestId('item-clock-end').fill(end);
  return card;
}

describe('an announcement, a fund, the verse and a hadith in the playlist', () => {
  it('are added in the form and shown on their screens inside their windows only', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.tv });
    await signIn(page, server, masjid.email, masjid.password);
    await page.getByRole('button', { name: SECTION, exact: true }).click();
    const section = page.getByRole('region', { name: SECTION });

    await section.getByTestId('add-announcement-item').click();
    const announcement = await windowed(page, 'entrance', '09:00', '10:00');
    expect(await announcement.getByTestId('item-announcement').locator('option:checked').textContent()).toBe(
      'Winter bazaar',
    );
    await section.getByTestId('add-fund-item').click();
    const fund = await windowed(page, 'entrance', '10:00', '11:00');
    expect(await fund.getByTestId('item-fund').locator('option:checked').textContent()).toBe('Roof repair');
    await section.getByTestId('add-quran-item').click();
    await windowed(page, 'sisters-hall', '09:00', '10:00');
    await section.getByTestId('add-hadith-item').click();
    await windowed(page, 'sisters-hall', '10:00', '11:00');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, /saved/);
    await settled(page);
    await keepPicture(announcement, 'playlist-content-announcement-form-1920x1080');

    await page.getByRole('button', { name: 'Preview the screen', exact: true }).click();
    let frame = await previewAt(page, 'role:entrance', `${DAY}T08:59`);
    expect(await shownItem(frame)).toBeNull();
    frame = await previewAt(page, 'role:entrance', `${DAY}T09:30`);
    await expect.poll(() => shownItem(frame)).toBe('announcement');
    expect(await frame.getByTestId('playlist-item').textContent()).toContain('Winter bazaar');
    frame = await previewAt(page, 'role:entrance', `${DAY}T10:30`);
    await expect.poll(() => shownItem(frame)).toBe('fund');
    const progress = (await frame.getByTestId('playlist-item').textContent()) ?? '';
    expect(progress).toContain('Roof repair');
    expect(progress).toContain('38%');
    frame = await previewAt(page, 'role:entrance', `${DAY}T11:00`);
    expect(await shownItem(frame)).toBeNull();

    frame = await previewAt(page, 'role:sisters-hall', `${DAY}T09:30`);
    await expect.poll(() => shownItem(frame)).toBe('quran');
    await frame.getByTestId('playlist-item').getByTestId('quran-reminder').waitFor();
    frame = await previewAt(page, 'role:sisters-hall', `${DAY}T10:30`);
    await expect.poll(() => shownItem(frame)).toBe('hadith');
    expect(await frame.getByTestId('playlist-item').textContent()).toContain('it is charity');
    // Not on the prayer hall, where no item is aimed.
    frame = await previewAt(page, 'role:prayer-hall', `${DAY}T09:30`);
    expect(await shownItem(frame)).toBeNull();
    await page.close();

    // The screens themselves at 1920x1080, and the announcement in Arabic.
    const screen = await browser.newPage({ viewport: VIEWPORTS.tv });
    for (const [role, name, time, lang] of [
      ['entrance', 'announcement', '09:30', 'en'],
      ['entrance', 'fund', '10:30', 'en'],
      ['sisters-hall', 'quran', '09:30', 'en'],
      ['sisters-hall', 'hadith', '10:30', 'en'],
      ['sisters-hall', 'quran-ar', '09:30', 'ar'],
    ] as const) {
      await screen.goto(`${server.url}/contenthall?role=${role}&lang=${lang}&at=${DAY}T${time}`);
      await screen.getByTestId('playlist-item').waitFor();
      await settled(screen);
      await screenshot(screen, `playlist-content-${name}-screen-1920x1080`);
    }
    await screen.close();
  });

  it('shows the form on a phone (390x844)', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await signIn(page, server, masjid.email, masjid.password);
    await page.getByRole('button', { name: SECTION, exact: true }).click();
    const section = page.getByRole('region', { name: SECTION });
    await section.getByTestId('item-announcement').waitFor();
    await settled(page);
    await keepPicture(section, 'playlist-content-section-390x844');
    await page.close();
  });
});

describe('deleting a poster', () => {
  it('is refused while an item shows it, the form naming the item; once taken out, it is deleted', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await signIn(page, server, masjid.email, masjid.password);
    await page.getByRole('button', { name: SECTION, exact: true }).click();
    const section = page.getByRole('region', { name: SECTION });
    await section.getByTestId('poster-file').setInputFiles({
      name: 'eid.png',
      mimeType: 'image/png',
      buffer: Buffer.from(solidPng(1280, 720, [14, 110, 90])),
    });
    await section.getByTestId('poster-name').fill('Eid picnic');
    await section.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectAlert(page, /Uploaded Eid picnic/);
    await section.getByTestId('add-poster-item').click();
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, /saved/);

    const entry = section.getByTestId('poster-entry').filter({ hasText: 'Eid picnic' });
    await entry.getByTestId('media-delete').click();
    await entry.getByTestId('media-delete-yes').click();
    await expect
      .poll(() => entry.getByTestId('media-delete-problem').textContent())
      .toBe(
        'Eid picnic is shown by item 5 of the playlist: take it out of the playlist and save, then delete the poster.',
      );
    await settled(page);
    await keepPicture(entry, 'playlist-content-delete-refused-1366x768');

    await section.getByTestId('playlist-item-form').nth(4).getByRole('button', { name: 'Remove' }).click();
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, /saved/);
    await entry.getByTestId('media-delete').click();
    await entry.getByTestId('media-delete-yes').click();
    await expectAlert(page, /Deleted Eid picnic/);
    await expect.poll(() => section.getByTestId('poster-entry').count()).toBe(0);
    await page.close();
  });
});

describe('a change reaches a screen', () => {
  it('is measured from the save to the screen showing the new item, on a live page and a paired web player (the aim: under 2 s)', async () => {
    const screen = await browser.newPage({ viewport: VIEWPORTS.tv });
    // A live screen (no `?at=`): it follows the masjid's change events, as a paired player does.
    await screen.goto(`${server.url}/contenthall?role=announcements`);
    await screen.getByTestId('prayer-table').waitFor();
    // And a web player paired by code (a prayer hall's screen), its clock at a mid-morning when no prayer
    // card covers the slides, whatever the hour the test runs at.
    const zone = (await apiCall(server, 'GET', '/api/dashboard/contenthall')).json.timezoneId as string;
    const player = await openPlayer(
      browser,
      'web',
      { server, companyId: masjid.companyId, url: 'contenthall', adminToken: masjid.token },
      { start: zonedInstant(zone, DAY, '10:30') },
    );
    const params = { companyId: masjid.companyId };
    const times: number[] = [];
    const playerTimes: number[] = [];
    for (const round of [1, 2, 3]) {
      const current = (await callEndpoint(server, PLAYLIST, { params }, { token: masjid.token })).json;
      const id = `measure-${round}`;
      const item: PlaylistItem = {
        id,
        kind: 'announcement',
        ref: current.announcements![0]!.id,
        screens: [],
        // Every screen: the announcements page and the paired player (a prayer hall) both show it.
        roles: [],
        weekdays: [],
        from: null,
        until: null,
        clock: null,
        prayerWindow: null,
        priority: 100,
        durationSeconds: 600,
      };
      const items = [...current.items.filter((entry) => !entry.id.startsWith('measure-')), item];
      // Saves seconds apart, as an admin's are: closer ones are a burst, loaded once it has settled.
      await screen.waitForTimeout(CHANGE_SETTLE_MS);
      const started = Date.now();
      const saved = await callEndpoint(
        server,
        SAVE_PLAYLIST,
        { params, body: { items, notices: current.notices } },
        { token: masjid.token },
      );
      expect(saved.status, saved.text).toBe(200);
      const shown = (page: Page, into: number[]) =>
        page
          .locator(`[data-testid="playlist-item"][data-item="${id}"]`)
          .waitFor({ timeout: 10_000 })
          .then(() => into.push(Date.now() - started));
      await Promise.all([shown(screen, times), shown(player.page, playerTimes)]);
    }
    console.log(
      `save to screen: ${times.map((ms) => `${ms} ms`).join(', ')}; paired web player: ${playerTimes.map((ms) => `${ms} ms`).join(', ')}`,
    );
    // The first change after a quiet while loads at once (CHANGE_SETTLE_MS holds only a burst): what is
    // left is the event, the load and the drawing. The aim is 2 s; the slowest may take longer on a loaded
    // machine, the middle one not (docs/screens.md).
    for (const measured of [times, playerTimes]) {
      expect([...measured].sort((a, b) => a - b)[1]).toBeLessThan(1500);
      for (const ms of measured) expect(ms).toBeLessThan(3000);
    }
    await player.close();
    await screen.close();
  });
});
