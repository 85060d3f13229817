/**
 * Text that fits (docs/hall-screen.md): a text box of the prayer-hall screen always shows text (a shorter form
 * of it, or the next item), never an empty box; large type never pushes a prayer's row off the screen; the
 * boxes under a full-screen card do no work, and fit once when it goes.
 *
 * The verse of the day is the longest of the curated passages and the masjid's reminder a long one, put into
 * the dashboard's answer on its way to the page, so that the test holds whichever passage the day brings.
 * One page: the moment (`?at=`) changes inside it, the size with the viewport.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { addDays } from '@core/content/iso-day.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { ramadanDay } from '@core/occasions/ramadan.js';
import { suggestEidDate } from '@core/occasions/eid.js';
import { QURAN_PASSAGES } from '../../server/src/reminders/quran-passages.js';
import { readPassage } from '../../server/src/reminders/quran-source.js';
import { apiCall } from '../support/admin.js';
import { goInPage, launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { emptyBoxes, rowsOffScreen } from '../support/text-problems.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { dashboardData, richContent, seedMasjid } from './public-fixtures.js';

const ZONE = 'America/Chicago';
const URL_NAME = 'textboxes';
const SIZES = [
  ['tv', VIEWPORTS.tv],
  ['laptop', VIEWPORTS.laptop],
  ['portrait', VIEWPORTS.portrait],
] as const;
const LONG_REMINDER =
  'Whoever relieves a believer of a hardship of this world, Allah will relieve him of a hardship of the Day of ' +
  'Resurrection; whoever makes things easy for one in difficulty, Allah will make things easy for him in this ' +
  'world and the next; and Allah helps His servant as long as the servant helps his brother.';

let server: RunningServer;
let browser: Browser;
let page: Page;
const moments: Record<'weekday' | 'ramadanFriday' | 'eidMorning' | 'countdown', string> = {
  weekday: '',
  ramadanFriday: '',
  eidMorning: '',
  countdown: '',
};

const nextWeekday = (from: string, weekday: number) => {
  let date = addDays(from, 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
};

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow(ZONE, Date.now()).date;
  // A Wednesday in the week of a Friday with two sessions, each with its khateeb (the blank boxes).
  const wednesday = nextWeekday(today, 3);
  const friday = addDays(wednesday, 2);
  const masjid = await seedMasjid(server, {
    name: 'Masjid Text Boxes',
    url: URL_NAME,
    email: 'admin@textboxes.org',
    content: () => ({
      ...richContent(today),
      customConfigurations: [{ name: 'clock_type', value: '2' }],
      announcements: [
        {
          title: 'Family night',
          // Long enough that the slide must shrink on a portrait screen (the date line went to 17.4 px).
          text:
            'Dinner and a talk for the whole family in the main hall after Maghrib. Bring a dish to share; ' +
            'children have their own corner with stories and games. Sisters enter by the side door, and the ' +
            'car park behind the school is open from five. Volunteers meet at four to set up the tables.',
          image: null,
          startDate: today,
          endDate: addDays(today, 60),
          enabled: true,
        },
      ],
      jummahs: [
        { khateeb: 'Sheikh Abdurrahman ibn Abdulaziz Al-Qahtani', date: friday, enabled: true, session: 1 },
        { khateeb: 'Maulana Abdul Kareem Siddiqui', date: friday, enabled: true, session: 2 },
      ],
    }),
  });
  let ramadanFriday = addDays(today, 1);
  while (!(ramadanDay(ramadanFriday) && new Date(`${ramadanFriday}T00:00:00Z`).getUTCDay() === 5))
    ramadanFriday = addDays(ramadanFriday, 1);
  const eid = suggestEidDate('fitr', ramadanFriday);
  const saved = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/occasions`, {
    token: masjid.token,
    body: {
      version: 0,
      jumuahSessions: [
        { khutbah: '12:30', salah: '13:00', language: 'English' },
        { khutbah: '13:15', salah: '13:40', language: 'Urdu' },
      ],
      eidPrayers: [{ eid: 'fitr', date: eid, times: ['07:30', '09:00'], place: '' }],
      ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '20:30' },
    },
  });
  expect(saved.status, saved.text).toBe(200);
  const days = (await dashboardData(server, URL_NAME, 10)).days;
  const zuhr = days.find((day) => day.date.slice(0, 10) === addDays(today, 1))!;
  const [hour, minute] = zuhr.dhuhr.split(':').map(Number) as [number, number];
  const countdownMinute = hour * 60 + minute + 5;
  Object.assign(moments, {
    weekday: `${wednesday}T10:00`,
    ramadanFriday: `${ramadanFriday}T10:00`,
    eidMorning: `${eid}T06:45`,
    // Five minutes after tomorrow's Zuhr azan: the countdown card to its iqama covers the screen.
    countdown: `${addDays(today, 1)}T${String(Math.floor(countdownMinute / 60)).padStart(2, '0')}:${String(countdownMinute % 60).padStart(2, '0')}`,
  });

  // The longest passage of the curated list (Arabic and translation), and a long reminder of the masjid's.
  const passages = await Promise.all(QURAN_PASSAGES.map((ref) => readPassage(ref)));
  const size = (passage: (typeof passages)[number]) =>
    [...passage.ayaDetail.ayas, ...passage.ayaDetail.translations].reduce(
      (sum, line) => sum + line.lineString.length,
      0,
    );
  const longest = passages.reduce((best, passage) => (size(passage) > size(best) ? passage : best));
  page = await browser.newPage({ viewport: VIEWPORTS.tv });
  await page.route(`**/api/dashboard/${URL_NAME}?*`, async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as DashboardData;
    data.reminders = {
      rod: { date: today, ...longest },
      hod: null,
      custom: [{ text: LONG_REMINDER, reference: 'Sahih Muslim 2699' }],
    };
    await route.fulfill({ response, json: data });
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Moves the open dashboard to another moment without reloading it: the router reads the new address. */
async function moveTo(at: string, query = '') {
  await goInPage(page, server.url, `/${URL_NAME}?at=${at}${query}`, `/${URL_NAME}?`);
  await expect.poll(() => page.getByTestId('preview-mark').getAttribute('data-at'), { timeout: 60_000 }).toBe(at);
  await expect
    .poll(() => page.getByTestId('dashboard').getAttribute('data-large-type'))
    .toBe(query.includes('large=1') ? 'true' : null);
  await page.getByTestId('prayer-table').waitFor();
  await settled(page);
}

const timeSize = () =>
  page.evaluate(() => {
    const time = document.querySelector('[data-prayer="fajr"] td[data-column="azan"] bdi');
    return time ? parseFloat(getComputedStyle(time).fontSize) : 0;
  });

describe('text that fits on the prayer-hall screen', () => {
  it('every text box shows text, on an ordinary weekday, a Friday in Ramadan and Eid morning, at three sizes', async () => {
    const found: string[] = [];
    for (const [sizeName, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      for (const [name, at] of [
        ['weekday', moments.weekday],
        ['ramadan-friday', moments.ramadanFriday],
        ['eid-morning', moments.eidMorning],
      ] as const) {
        await moveTo(at);
        for (const problem of await page.evaluate(emptyBoxes)) found.push(`${sizeName} ${name}: ${problem}`);
        if (name === 'weekday') await screenshot(page, `text-boxes-${sizeName}-weekday`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  it('large type keeps every prayer row on the screen, and is never smaller than normal type', async () => {
    const found: string[] = [];
    for (const [sizeName, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      for (const [name, at] of [
        ['weekday-two-sessions', moments.weekday],
        ['ramadan-friday', moments.ramadanFriday],
        ['eid-morning', moments.eidMorning],
      ] as const) {
        await moveTo(at);
        const normal = await timeSize();
        await moveTo(at, '&large=1');
        const cut = await page.evaluate(rowsOffScreen);
        if (cut.length) found.push(`${sizeName} ${name}: rows off the screen: ${cut.join(', ')}`);
        const large = await timeSize();
        // Fitting finds a size to a thirty-second of its 2 % step: two tables fitted alike may differ by that much.
        if (!(large >= normal * 0.999)) found.push(`${sizeName} ${name}: large ${large} px < normal ${normal} px`);
        if (sizeName === 'tv') await screenshot(page, `text-boxes-large-${name}`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  it('under an Arabic countdown card the boxes do no work, and fit once when the card goes', async () => {
    await page.setViewportSize(VIEWPORTS.tv);
    await moveTo(moments.countdown, '&lang=ar');
    await expect.poll(() => page.getByTestId('phase').getAttribute('data-phase')).toBe('until-iqama');
    // Every change a fit makes to a box (its size, its shorter form) while the card covers the screen.
    await page.evaluate(() => {
      const counts = { covered: 0, after: 0, phase: 'covered' as 'covered' | 'after' };
      (window as unknown as { fitWork: typeof counts }).fitWork = counts;
      new MutationObserver((records) => {
        counts[counts.phase] += records.length;
      }).observe(document.querySelector('[data-testid="dashboard"] main')!, {
        attributes: true,
        attributeFilter: ['style', 'data-fit', 'data-fit-level'],
        subtree: true,
      });
    });
    for (const [, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await settled(page);
    }
    await page.setViewportSize(VIEWPORTS.tv);
    await settled(page);
    const covered = await page.evaluate(() => (window as unknown as { fitWork: { covered: number } }).fitWork.covered);
    expect(covered, 'changes made by fitting under the card').toBe(0);

    await page.evaluate(() => {
      (window as unknown as { fitWork: { phase: string } }).fitWork.phase = 'after';
    });
    await moveTo(moments.weekday, '&lang=ar');
    // Once uncovered, the boxes have fitted (the table made smaller for the Jumu'ah sessions) ...
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { fitWork: { after: number } }).fitWork.after))
      .toBeGreaterThan(0);
    const fitted = await page.evaluate(() => (window as unknown as { fitWork: { after: number } }).fitWork.after);
    // ... and then do nothing more: sixty frames later no box has changed again.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const next = () => (++frames >= 60 ? resolve() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    expect(await page.evaluate(() => (window as unknown as { fitWork: { after: number } }).fitWork.after)).toBe(fitted);
    expect(await page.evaluate(emptyBoxes)).toEqual([]);
  });

  it('on Eid morning marks the Eid salah next, as the header counts to it, and keeps "Eid al-Fitr" whole', async () => {
    const found: string[] = [];
    for (const [sizeName, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await moveTo(moments.eidMorning);
      const marks = await page.evaluate(() => {
        const next = [...document.querySelectorAll('[data-testid="prayer-table"] tr[data-state="next"]')];
        const name = document.querySelector('[data-testid="eid-row"] td')!;
        const cell = name.getBoundingClientRect();
        const broken: string[] = [];
        const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            if (rects.length > 1) broken.push(`"${match[0]}" broken over ${rects.length} lines`);
            if (rects.some((rect) => rect.right > cell.right + 1 || rect.left < cell.left - 1))
              broken.push(`"${match[0]}" outside its cell`);
          }
        }
        return {
          next: next.map((row) => row.getAttribute('data-prayer')),
          countdown: document.querySelector('[data-testid="countdown"]')?.textContent ?? '',
          broken,
        };
      });
      if (marks.next.join() !== 'eid') found.push(`${sizeName}: rows marked next: ${marks.next.join(', ')}`);
      if (!/Eid al-Fitr salah/.test(marks.countdown)) found.push(`${sizeName}: header counts to "${marks.countdown}"`);
      found.push(...marks.broken.map((problem) => `${sizeName}: ${problem}`));
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  it("keeps an announcement's date line readable (18 px at 1080p) at every size", async () => {
    const found: string[] = [];
    for (const [sizeName, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await moveTo(moments.weekday);
      const minimum = (18 * Math.min(viewport.width, viewport.height)) / 1080;
      const sizes = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="dashboard"] main p')]
          .filter((line) => /\d{4}|\d+\/\d+\/\d+/.test(line.textContent ?? '') && line.closest('section[aria-label]'))
          .filter((line) => line.textContent!.includes('–'))
          .map((line) => parseFloat(getComputedStyle(line).fontSize)),
      );
      if (sizes.length === 0) found.push(`${sizeName}: no date line found`);
      for (const size of sizes) if (size < minimum - 0.05) found.push(`${sizeName}: date line ${size.toFixed(1)} px`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
