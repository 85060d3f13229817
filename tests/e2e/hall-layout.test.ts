/**
 * The prayer hall on its busiest days, read from the back row (docs/hall-screen.md, "Nothing clipped, nothing
 * small"): every phase of a prayer (before, azan, countdown, prayer, after), a Friday with two Jumu'ah
 * sessions, an Eid morning and a Ramadan day, in English, Arabic and Urdu, at 1920x1080, 1366x768 and
 * 1080x1920. Each state fails on any text that is clipped, drawn outside its box or the screen, or smaller
 * than 18 px at 1080p (scaled with the screen's short side, so 12.8 px on a 768 px laptop).
 *
 * One browser and one page: the preview moment (`?at=`) changes inside the page (the router follows the
 * address), the size with the viewport; each state is awaited by what it shows, never by a fixed sleep.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/content/iso-day.js';
import { phaseMoments } from '@core/dashboard/phases/phase-moments.js';
import { readPhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { phaseSlots } from '@core/dashboard/phases/phase-slots.js';
import { zonedInstant, zonedNow } from '@core/dashboard/zoned-clock.js';
import { fridaySessionsOf } from '@core/dashboard/phases/friday-sessions.js';
import { ramadanDay } from '@core/occasions/ramadan.js';
import { suggestEidDate } from '@core/occasions/eid.js';
import { apiCall } from '../support/admin.js';
import { launchBrowser, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { textProblems, type Problem } from '../support/text-problems.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { dashboardData, seedMasjid, type SeededMasjid } from './public-fixtures.js';

const ZONE = 'America/Chicago';
const URL_NAME = 'busiesthall';
const SESSIONS = [
  { khutbah: '12:30', salah: '13:00', language: 'English' },
  { khutbah: '13:15', salah: '13:40', language: 'Urdu' },
];
const SETTINGS = JSON.stringify({ afterPrayerTexts: ['Please keep the hall quiet for those still praying.'] });
const SIZES = [
  ['tv', VIEWPORTS.tv],
  ['laptop', VIEWPORTS.laptop],
  ['portrait', VIEWPORTS.portrait],
] as const;
const LANGUAGES = ['en', 'ar', 'ur'] as const;

let server: RunningServer;
let browser: Browser;
let page: Page;
let masjid: SeededMasjid;

/** The moments the test walks, with what each must show: a phase, or a test id on the dashboard. */
interface State {
  name: string;
  at: string;
  phase: string;
  shows?: string;
}
const states: State[] = [];

const nextWeekday = (from: string, weekday: number) => {
  let date = addDays(from, 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
};

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow(ZONE, Date.now()).date;
  const eid = suggestEidDate('fitr', addDays(today, 2));
  const thursday = nextWeekday(today, 4);
  const friday = addDays(thursday, 1);
  masjid = await seedMasjid(server, {
    name: 'Masjid Al-Rahma',
    url: URL_NAME,
    email: 'admin@busiesthall.org',
    content: () => ({
      customConfigurations: [
        { name: 'clock_type', value: '2' },
        { name: 'prayer_phases', value: SETTINGS },
      ],
      // The crowded day of docs/hall-screen.md: the Thursday before a Friday with two sessions and their khateebs.
      jummahs: [
        { khateeb: 'Sheikh Abdurrahman ibn Abdulaziz Al-Qahtani', date: friday, enabled: true, session: 1 },
        { khateeb: 'Maulana Abdul Kareem Siddiqui', date: friday, enabled: true, session: 2 },
      ],
    }),
  });
  const saved = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/occasions`, {
    token: masjid.token,
    body: {
      version: 0,
      jumuahSessions: SESSIONS,
      eidPrayers: [{ eid: 'fitr', date: eid, times: ['07:30', '09:00'], place: '' }],
      ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '20:30' },
    },
  });
  expect(saved.status, saved.text).toBe(200);

  // Asr of a Thursday through all its phases, as the admin's preview buttons aim at them.
  const ahead = Math.round((Date.parse(friday) - Date.parse(today)) / 86_400_000);
  const data = await dashboardData(server, URL_NAME, Math.max(ahead + 3, 40));
  const settings = readPhaseSettings(SETTINGS);
  const sessions = fridaySessionsOf(SESSIONS, '');
  const asr = phaseMoments(
    phaseSlots(data.days, ZONE, zonedInstant(ZONE, thursday, '12:00'), sessions, { settings }),
    settings,
    ZONE,
    thursday,
  ).filter((moment) => moment.slot.prayer === 'asr');
  for (const moment of asr) states.push({ name: `asr-${moment.kind}`, at: moment.value, phase: moment.kind });
  states.push(
    // Maghrib next: in large type its tag goes under the long name, and the Jum'ah row has two sessions.
    { name: 'thursday-maghrib-next', at: `${thursday}T15:30`, phase: 'before-azan', shows: 'jumuah-session' },
    { name: 'friday-morning', at: `${friday}T11:00`, phase: 'before-azan', shows: 'jumuah-session' },
    { name: 'friday-second-countdown', at: `${friday}T13:12`, phase: 'until-iqama' },
    { name: 'eid-morning', at: `${eid}T06:45`, phase: 'before-azan', shows: 'eid-row' },
    { name: 'eid-card', at: `${eid}T07:05`, phase: 'eid-card' },
    { name: 'eid-countdown', at: `${eid}T07:20`, phase: 'until-iqama' },
    { name: 'eid-after', at: `${eid}T10:30`, phase: 'before-azan', shows: 'eid-row' },
  );
  // The night before an iqama changes: the table shows tomorrow with the new iqama marked New.
  const columns = ['fajrIqama', 'dhuhrIqama', 'asrIqama', 'ishaIqama'] as const;
  const change = data.days.findIndex(
    (day, index) => index > 0 && columns.some((column) => day[column] !== data.days[index - 1]![column]),
  );
  if (change > 0) {
    const eve = data.days[change - 1]!.date.slice(0, 10);
    states.push({ name: 'new-iqama-night', at: `${eve}T23:30`, phase: 'before-azan', shows: 'prayer-table' });
  }
  // Day 13 of the next Ramadan (within the 400 days the dashboard can load).
  let ramadan = addDays(today, 1);
  while (ramadanDay(ramadan) !== 13) ramadan = addDays(ramadan, 1);
  states.push({ name: 'ramadan-day', at: `${ramadan}T14:00`, phase: 'before-azan', shows: 'ramadan-card' });

  page = await browser.newPage({ viewport: VIEWPORTS.tv });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Moves the open dashboard to another moment without reloading it: the router reads the new address. */
async function moveTo(state: State, language: string, extra = '') {
  const url = `/${URL_NAME}?lang=${language}${extra}&at=${state.at}`;
  if (!page.url().includes(`lang=${language}${extra}&`)) {
    // The page's own signs are awaited below: a loaded machine may take long to fire "load".
    await page.goto(`${server.url}${url}`, { waitUntil: 'commit', timeout: 60_000 });
  } else {
    await page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  }
  await expect.poll(() => page.getByTestId('preview-mark').getAttribute('data-at'), { timeout: 60_000 }).toBe(state.at);
  await expect
    .poll(() => page.getByTestId('phase').getAttribute('data-phase'), { timeout: 60_000, message: state.name })
    .toBe(state.phase);
  if (state.shows) await page.getByTestId(state.shows).first().waitFor();
  await settled(page);
  // A preview of a later day is not out of date (docs/phases.md, "Preview any moment").
  expect(await page.getByTestId('out-of-date').count(), state.name).toBe(0);
  // The mark speaks the screen's language.
  expect(await page.getByTestId('preview-mark').textContent()).toMatch(
    { en: /^Preview · /, ar: /^معاينة · /, ur: /^پیش نظارہ · / }[language as 'en' | 'ar' | 'ur'],
  );
}

/**
 * What docs/hall-screen.md promises at 1920x1080: the header's countdown at least 48 px, each Jumu'ah session
 * line at least 32 px, and the times of an Eid or a Ramadan row in the main table's scale (at least 48 px).
 */
function promisedSizes(): Problem[] {
  const problems: Problem[] = [];
  const sizeOf = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
  const atLeast = (selector: string, px: number, what: string) => {
    for (const element of document.querySelectorAll(selector)) {
      if (sizeOf(element) < px) problems.push({ text: what, problem: `${sizeOf(element).toFixed(1)} px < ${px}` });
    }
  };
  if (document.querySelector('[data-testid="phase"]:not([hidden])')) return problems;
  atLeast('[data-testid="countdown"] p:first-child', 48, 'header countdown');
  atLeast('[data-testid="jumuah-session"]', 32, "Jumu'ah session line");
  atLeast('[data-testid="eid-row"] td[colspan] bdi', 48, 'Eid salah time');
  atLeast('[data-testid="ramadan-times"] bdi', 48, 'Ramadan time');
  return problems;
}

/** The countdown's colon stands between the minutes and the seconds, after the minutes, in every language. */
function colonInPlace(): Problem[] {
  const minutes = document.querySelector('[data-testid="iqama-countdown"] [data-part="minutes"]');
  const text = minutes?.textContent ?? '';
  const colon = text.lastIndexOf(':');
  if (!minutes || colon < 1) return [{ text: 'iqama countdown', problem: `no minutes with a colon: "${text}"` }];
  const node = document.createTreeWalker(minutes, NodeFilter.SHOW_TEXT).nextNode()!;
  const range = document.createRange();
  range.setStart(node, colon);
  range.setEnd(node, colon + 1);
  const colonBox = range.getBoundingClientRect();
  range.setStart(node, 0);
  range.setEnd(node, colon);
  const digits = range.getBoundingClientRect();
  return colonBox.left >= digits.right - 1
    ? []
    : [{ text: 'iqama countdown', problem: `the colon stands before the minutes: "${text}"` }];
}

describe('the prayer hall on its busiest days, at three sizes and in three languages', () => {
  for (const language of LANGUAGES) {
    it(`${language}: nothing clipped, nothing outside the screen, nothing under 18 px at 1080p`, async () => {
      const found: string[] = [];
      for (const [sizeName, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        const minimum = (18 * Math.min(viewport.width, viewport.height)) / 1080;
        for (const state of states) {
          await moveTo(state, language);
          const problems = await page.evaluate(textProblems, minimum);
          if (sizeName === 'tv') problems.push(...(await page.evaluate(promisedSizes)));
          if (state.phase === 'until-iqama') problems.push(...(await page.evaluate(colonInPlace)));
          for (const problem of problems) found.push(`${sizeName} ${state.name}: ${problem.text}: ${problem.problem}`);
          if (['friday-morning', 'eid-morning', 'eid-card', 'ramadan-day'].includes(state.name))
            await screenshot(page, `hall-${state.name}-${language}-${sizeName}`);
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  it('large type is never smaller than normal type, on any of these days (docs/hall-screen.md)', async () => {
    const timeSize = () =>
      page.evaluate(() => {
        const time = document.querySelector('[data-prayer="fajr"] td[data-column="azan"] bdi');
        return time ? parseFloat(getComputedStyle(time).fontSize) : 0;
      });
    const found: string[] = [];
    for (const [sizeName, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      for (const state of states.filter((item) => item.phase === 'before-azan')) {
        await moveTo(state, 'en');
        const normal = await timeSize();
        await moveTo(state, 'en', '&large=1');
        await expect.poll(() => page.getByTestId('dashboard').getAttribute('data-large-type')).toBe('true');
        const large = await timeSize();
        if (!(normal > 0 && large >= normal))
          found.push(`${sizeName} ${state.name}: large ${large} px, normal ${normal} px`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
