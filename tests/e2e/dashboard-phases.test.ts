/**
 * The prayer hall through the day in Chromium, through the built app (docs/phases.md): every phase opened
 * through `?at=` with the clock frozen and the Preview mark, the same phases reached by a running clock, a
 * Friday with two Jumu'ah sessions, the admin's "Preview the screen", and screenshots of every phase at
 * 1920x1080, 1080x1920 and 1366x768.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/content/iso-day.js';
import { fridaySessionsFromText } from '@core/dashboard/phases/friday-sessions.js';
import type { PhaseKind } from '@core/dashboard/phases/phase-at.js';
import { phaseMoments, type PhaseMoment } from '@core/dashboard/phases/phase-moments.js';
import { readPhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { phaseSlots } from '@core/dashboard/phases/phase-slots.js';
import { dayEntry } from '@core/dashboard/day-entry.fixture.js';
import { zonedInstant, zonedNow } from '@core/dashboard/zoned-clock.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { apiCall, expectAlert, screenshotBoth, signIn } from '../support/admin.js';
import { launchBrowser, pauseSoon, screenshot, settled, VIEWPORTS } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { stubDesktopBridge } from '../support/desktop-bridge.js';
import { dashboardData, seedMasjid, type SeededMasjid } from './public-fixtures.js';

const ZONE = 'America/Chicago';
const URL_NAME = 'phases';
const JUMAH = '1:30 pm and 2:15 pm';
const SETTINGS = JSON.stringify({
  prayers: { isha: { minutes: 10, mode: 'clock' } },
  afterPrayerTexts: [
    'SubhanAllah 33 times, Alhamdulillah 33 times, Allahu akbar 34 times.',
    'Please keep the car park clear.',
  ],
});
const KINDS: PhaseKind[] = ['before-azan', 'azan', 'until-iqama', 'prayer', 'after-prayer'];

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;
let weekday: string;
let friday: string;

/** The next day (after today) with the given weekday (0 Sunday ... 5 Friday). */
function next(today: string, day: number): string {
  let date = addDays(today, 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== day) date = addDays(date, 1);
  return date;
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow(ZONE, Date.now()).date;
  weekday = next(today, 3);
  friday = next(today, 5);
  masjid = await seedMasjid(server, {
    name: 'Masjid Phases',
    url: URL_NAME,
    email: 'admin@phases.org',
    content: () => ({
      customConfigurations: [
        { name: 'clock_type', value: '2' },
        { name: 'jumah_prayer', value: JUMAH },
        { name: 'prayer_phases', value: SETTINGS },
      ],
    }),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The moments of a day's phases as the admin's buttons compute them, from the server's own times. */
async function momentsOf(date: string): Promise<PhaseMoment[]> {
  const today = zonedNow(ZONE, Date.now()).date;
  const ahead = Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
  const data = await dashboardData(server, URL_NAME, ahead + 3);
  const noon = zonedInstant(ZONE, date, '12:00');
  return phaseMoments(
    phaseSlots(data.days, ZONE, noon, fridaySessionsFromText(JUMAH), { settings: readPhaseSettings(SETTINGS) }),
    readPhaseSettings(SETTINGS),
    ZONE,
    date,
  );
}

async function openAt(value: string, viewport: { width: number; height: number } = VIEWPORTS.tv): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${server.url}/${URL_NAME}?at=${value}`);
  await page.getByTestId('prayer-table').waitFor({ state: 'attached' });
  return page;
}

const phaseOf = (page: Page) => page.getByTestId('phase').getAttribute('data-phase');

describe('every phase through ?at=', () => {
  let asr: PhaseMoment[];
  beforeAll(async () => {
    asr = (await momentsOf(weekday)).filter((moment) => moment.slot.prayer === 'asr');
  });

  it('Asr on a weekday has every phase, in order', () => {
    expect(asr.map((moment) => moment.kind)).toEqual(KINDS);
  });

  // One test per phase, so that twenty page loads on a loaded machine do not share one time limit.
  for (const kind of KINDS) {
    it(`Asr ${kind}: the phase shows, the clock is frozen and marked Preview; screenshots at four sizes`, async () => {
      const moment = asr.find((item) => item.kind === kind)!;
      // One page, resized: a screen turned or a window resized shows the same moment at its new size.
      const page = await openAt(moment.value, VIEWPORTS.tv);
      for (const [name, viewport] of [
        ['tv', VIEWPORTS.tv],
        ['portrait', VIEWPORTS.portrait],
        ['laptop', VIEWPORTS.laptop],
        ['phone', VIEWPORTS.phone],
      ] as const) {
        await page.setViewportSize(viewport);
        await expect.poll(() => phaseOf(page)).toBe(moment.kind);
        expect(await page.getByTestId('preview-mark').textContent()).toContain(moment.value.replace('T', ' '));
        const time = moment.value.slice(11);
        expect(await page.getByTestId('clock').getAttribute('data-time')).toBe(time);
        await settled(page);
        await screenshot(page, `phase-${moment.kind}-${name}`);
        if (name === 'tv') {
          // Frozen: a second later the screen still shows the same moment.
          await page.waitForTimeout(1100);
          expect(await page.getByTestId('clock').getAttribute('data-time')).toBe(time);
        }
        if (moment.kind === 'until-iqama') {
          const box = (await page.getByTestId('iqama-countdown').boundingBox())!;
          console.log(
            `iqama countdown at ${name}: ${Math.round(box.height)} px of ${viewport.height} (${((box.height / viewport.height) * 100).toFixed(0)} %)`,
          );
          expect(box.height).toBeGreaterThanOrEqual(viewport.height / 4);
          expect(await page.getByTestId('time-of-day').textContent()).toMatch(/\d:\d{2}:\d{2} (am|pm)/);
        }
        if (moment.kind === 'after-prayer') {
          // The adhkar one step at a time (docs/adhkar.md): four standard steps, then the masjid's texts.
          expect(await page.getByTestId('adhkar-card').getAttribute('data-step')).toMatch(
            /^(istighfar|salam|tasbih|ayatAlKursi|texts)$/,
          );
          expect(await page.getByTestId('adhkar-progress').textContent()).toMatch(/ of 5$/);
        }
        if (moment.kind === 'prayer') expect(await page.getByTestId('phase').getAttribute('data-mode')).toBe('black');
      }
      await page.close();
    });
  }

  it('Isha with the small clock: the time since iqama counts from the iqama', async () => {
    const prayer = (await momentsOf(weekday)).find(
      (moment) => moment.slot.prayer === 'isha' && moment.kind === 'prayer',
    )!;
    const page = await openAt(prayer.value);
    await expect.poll(() => phaseOf(page)).toBe('prayer');
    expect(await page.getByTestId('phase').getAttribute('data-mode')).toBe('clock');
    const since = Math.round((prayer.at - prayer.slot.iqamaAt) / 1000);
    expect(await page.getByTestId('blackout-clock').textContent()).toContain(
      `since iqama ${String(Math.floor(since / 60)).padStart(2, '0')}:${String(since % 60).padStart(2, '0')}`,
    );
    await settled(page);
    await screenshot(page, 'phase-prayer-clock-tv');
    await page.close();
  });

  it('the last minute before iqama stands out', async () => {
    const asr = (await momentsOf(weekday)).find(
      (moment) => moment.slot.prayer === 'asr' && moment.kind === 'until-iqama',
    )!;
    const wall = zonedNow(ZONE, asr.slot.iqamaAt - 30_000);
    const page = await openAt(
      `${wall.date}T${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}:${String(wall.second).padStart(2, '0')}`,
    );
    await expect.poll(() => phaseOf(page)).toBe('until-iqama');
    expect(await page.getByTestId('phase').getAttribute('data-last-minute')).toBe('true');
    expect(await page.getByTestId('iqama-countdown').textContent()).toBe('00:30');
    await settled(page);
    await screenshot(page, 'phase-until-iqama-last-minute-tv');
    await page.close();
  });

  it("a Friday: Jumu'ah in place of Zuhr, two sessions, dark for 40 minutes from each khutbah", async () => {
    const moments = await momentsOf(friday);
    expect(moments.some((moment) => moment.slot.prayer === 'dhuhr')).toBe(false);
    const jumuah = moments.filter((moment) => moment.slot.prayer === 'jumuah');
    // The first session starts at the Zuhr azan; the second has no azan of its own. (Where Asr comes early,
    // Chicago in winter, the second session's phases end at the Asr azan.)
    const kindsOf = (session: number) =>
      jumuah.filter((moment) => moment.slot.session === session).map((moment) => moment.kind);
    expect(kindsOf(1).slice(0, 4)).toEqual(['before-azan', 'azan', 'until-iqama', 'prayer']);
    expect(kindsOf(2)).toContain('prayer');
    expect(kindsOf(2)).not.toContain('azan');
    for (const moment of jumuah.filter((item) => item.kind !== 'before-azan')) {
      const page = await openAt(moment.value);
      await expect.poll(() => phaseOf(page)).toBe(moment.kind);
      if (moment.kind !== 'prayer') expect(await page.getByTestId('phase').textContent()).toContain("Jumu'ah");
      await settled(page);
      await screenshot(page, `phase-friday-${moment.slot.session}-${moment.kind}-tv`);
      await page.close();
    }
    const countdown = jumuah.find((moment) => moment.kind === 'until-iqama')!;
    const page = await openAt(countdown.value);
    expect(await page.getByTestId('phase').textContent()).toMatch(/Jumu'ah khutbah in/i);
    expect(await page.getByTestId('phase').textContent()).toContain('1:30 pm');
    // The header under the card counts to the same khutbah, not to Zuhr's iqama.
    expect(await page.getByTestId('countdown').textContent()).toMatch(/^Jum'ah khutbah in/);
    await page.close();
    const before = jumuah.find((moment) => moment.kind === 'before-azan' && moment.slot.session === 1)!;
    const morning = await openAt(before.value);
    expect(await morning.getByTestId('countdown').textContent()).toMatch(/Jum'ah azan in/);
    await morning.close();
  });

  it('a ?at= that is not a real moment shows the live screen without the Preview mark', async () => {
    const page = await openAt('2027-02-30T10:00');
    await page.getByTestId('phase').waitFor({ state: 'attached' });
    expect(await page.getByTestId('preview-mark').count()).toBe(0);
    await page.close();
  });
});

/** The desktop app's bridge, stubbed (the desktop renders this same dashboard), with a server clock that agrees with the page's. */
async function openStubbed(
  data: DashboardData,
  at: number,
  viewport: { width: number; height: number } = VIEWPORTS.tv,
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await stubDesktopBridge(page, { data });
  await page.clock.install({ time: at });
  await page.goto(`${server.url}/${URL_NAME}`);
  await page.getByTestId('prayer-table').waitFor();
  return page;
}

describe('through a running clock', () => {
  it("keeps a phone's view on the times during the prayer, where a screen goes dark", async () => {
    const zone = 'Europe/Oslo';
    const base = await dashboardData(server, URL_NAME);
    const days = [dayEntry('2027-05-18', { dhuhr: '13:10', dhuhrIqama: '13:30' }), dayEntry('2027-05-19', {})];
    const during = zonedInstant(zone, '2027-05-18', '13:33');
    const screen = await openStubbed({ ...base, timezoneId: zone, days }, during);
    await expect.poll(() => phaseOf(screen)).toBe('prayer');
    await screen.close();
    const phone = await openStubbed({ ...base, timezoneId: zone, days }, during, VIEWPORTS.phone);
    await settled(phone);
    expect(await phone.getByTestId('phase').count()).toBe(0);
    expect(await phone.getByTestId('prayer-table').isVisible()).toBe(true);
    await phone.close();
  });

  it('Tromsø in May: Maghrib at 23:55 and Isha after midnight, counted on their real instants', async () => {
    const zone = 'Europe/Oslo';
    const base = await dashboardData(server, URL_NAME);
    const days = [
      dayEntry('2027-05-18', {
        fajr: '01:50',
        sunrise: '02:40',
        maghrib: '23:55',
        maghribIqama: '00:00',
        isha: '00:08',
        ishaIqama: '00:40',
      }),
      dayEntry('2027-05-19', {
        fajr: '01:48',
        sunrise: '02:38',
        maghrib: '23:57',
        maghribIqama: '00:02',
        isha: '00:10',
        ishaIqama: '00:42',
      }),
    ];
    const page = await openStubbed({ ...base, timezoneId: zone, days }, zonedInstant(zone, '2027-05-18', '23:54'));
    expect(await phaseOf(page)).toBe('before-azan');
    await page.clock.runFor(2 * 60_000);
    await expect.poll(() => phaseOf(page)).toBe('azan');
    expect(await page.getByTestId('phase').textContent()).toContain('Maghrib');
    // After midnight: Maghrib's dark screen, then Isha's azan at 00:08 of the 19th (it belongs to the 18th).
    await page.clock.runFor(8 * 60_000);
    await expect.poll(() => phaseOf(page)).toBe('prayer');
    await page.clock.runFor(4 * 60_000 + 30_000);
    await expect.poll(() => phaseOf(page)).toBe('azan');
    expect(await page.getByTestId('phase').textContent()).toContain('Isha');
    await page.clock.runFor(2 * 60_000);
    await expect.poll(() => phaseOf(page)).toBe('until-iqama');
    expect(await page.getByTestId('phase').textContent()).toContain('Isha iqama in');
    await settled(page);
    await screenshot(page, 'phase-tromso-isha-after-midnight-tv');
    await page.close();
  });

  it('Chicago, 14 Mar 2027: across the night the clocks go forward, Fajr azan comes at its real instant', async () => {
    const base = await dashboardData(server, URL_NAME);
    const days = [
      dayEntry('2027-03-13'),
      dayEntry('2027-03-14', { fajr: '06:10', fajrIqama: '06:25' }),
      dayEntry('2027-03-15'),
    ];
    const fajr = zonedInstant(ZONE, '2027-03-14', '06:10');
    // 01:59 CST is 3 hours and 11 minutes of real time before 06:10 CDT (the hour from 2 to 3 does not exist).
    const start = zonedInstant(ZONE, '2027-03-14', '01:59');
    expect((fajr - start) / 60_000).toBe(3 * 60 + 11);
    const page = await openStubbed({ ...base, timezoneId: ZONE, days }, start);
    expect(await phaseOf(page)).toBe('before-azan');
    // From here only runFor moves the page's time, however long the machine took to load the page.
    const second = await pauseSoon(page);
    await page.clock.runFor(fajr - second - 2000);
    expect(await phaseOf(page)).toBe('before-azan');
    await page.clock.runFor(4100);
    await expect.poll(() => phaseOf(page)).toBe('azan');
    expect(await page.getByTestId('clock').getAttribute('data-time')).toBe('06:10:02');
    await page.close();
  });

  it('Asr: before azan, azan, until iqama, prayer, after prayer, then the next prayer, as time passes', async () => {
    const asr = (await momentsOf(weekday)).find((moment) => moment.slot.prayer === 'asr')!.slot;
    const settings = readPhaseSettings(SETTINGS);
    const today = zonedNow(ZONE, Date.now()).date;
    const data = await dashboardData(
      server,
      URL_NAME,
      Math.round((Date.parse(weekday) - Date.parse(today)) / 86_400_000) + 3,
    );
    // Opened a minute early and paused 3 s before the azan: a slow load must not carry the page past it.
    const page = await openStubbed(data, asr.azanAt - 60_000);
    await page.clock.pauseAt(asr.azanAt - 3000);
    expect(await phaseOf(page)).toBe('before-azan');
    const seen: string[] = [];
    const stops = [
      asr.azanAt + 2000,
      asr.azanAt + settings.azanMinutes * 60_000 + 2000,
      asr.iqamaAt + 2000,
      asr.iqamaAt + settings.prayers.asr.minutes * 60_000 + 2000,
      asr.iqamaAt + (settings.prayers.asr.minutes + settings.afterPrayerMinutes) * 60_000 + 2000,
    ];
    let at = asr.azanAt - 3000;
    for (const stop of stops) {
      await page.clock.runFor(stop - at);
      at = stop;
      await expect.poll(() => phaseOf(page)).not.toBe(seen[seen.length - 1] ?? 'before-azan-start');
      seen.push((await phaseOf(page))!);
    }
    expect(seen).toEqual(['azan', 'until-iqama', 'prayer', 'after-prayer', 'before-azan']);
    expect(await page.getByTestId('preview-mark').count()).toBe(0);
    await page.close();
  });
});

describe("the admin's Preview the screen", () => {
  it("shows today's phases as buttons and the screen at that moment in a TV-sized frame", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await signIn(page, server, masjid.email, masjid.password);
    const trigger = page.getByRole('button', { name: 'Preview the screen', exact: true });
    await trigger.click();
    const section = page.getByTestId('screen-preview');
    await section.waitFor();
    const button = section.locator('[data-phase-button="asr-until-iqama"]');
    await button.click();
    const frame = page.frameLocator('[data-testid="preview-frame"]');
    await expect.poll(() => frame.getByTestId('phase').getAttribute('data-phase')).toBe('until-iqama');
    await frame.getByTestId('preview-mark').waitFor();
    // The 1920x1080 screen fills the stage: scaled to its width, not cut or shrunk into a corner.
    const stage = (await page.getByTestId('preview-frame').locator('..').boundingBox())!;
    const frameBox = (await page.getByTestId('preview-frame').boundingBox())!;
    expect(Math.abs(frameBox.width - stage.width)).toBeLessThanOrEqual(2);
    expect(Math.round((frameBox.width / frameBox.height) * 9)).toBe(16);
    await settled(page);
    await screenshot(page, 'admin-preview-the-screen-laptop');
    // The screen chooser: the same moment as an entrance screen shows it (docs/screens.md, "Roles"): no
    // phase card there, the times and the announcements side by side.
    await section.getByTestId('preview-screen').selectOption('role:entrance');
    await expect.poll(() => page.getByTestId('preview-frame').getAttribute('src')).toMatch(/role=entrance/);
    await expect.poll(() => frame.getByTestId('dashboard').getAttribute('data-role')).toBe('entrance');
    await frame.getByTestId('prayer-table').waitFor();
    expect(await frame.locator('[data-testid="phase"]:not([hidden])').count()).toBe(0);
    await frame.getByTestId('preview-mark').waitFor();
    await screenshot(page, 'admin-preview-entrance-laptop');
    await page.close();
  });
});

describe('the admin edits the phases', () => {
  it('refuses what the server refuses, saves the rest, and the screen follows', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.laptop });
    await signIn(page, server, masjid.email, masjid.password);
    const trigger = page.getByRole('button', { name: 'Prayer hall phases', exact: true });
    await trigger.click();
    const section = page.getByRole('region', { name: 'Prayer hall phases' });
    // What was saved through the API shows: Isha's dark screen keeps a small clock, two texts.
    expect(await section.getByLabel('Isha: during the prayer').inputValue()).toBe('clock');
    expect(await section.getByLabel('After-prayer text 2').inputValue()).toBe('Please keep the car park clear.');
    await section.getByLabel('Azan card (minutes)').fill('20');
    await section.getByRole('button', { name: 'Save' }).click();
    expect(await section.getByText('Must be at most 15 minutes').count()).toBe(1);
    await screenshotBoth(page, 'admin-phase-settings-refused');
    await section.getByLabel('Azan card (minutes)').fill('3');
    await section.getByLabel('Maghrib: during the prayer').selectOption('off');
    await section.getByRole('button', { name: 'Save' }).click();
    expect(await expectAlert(page, 'Prayer hall phases saved')).toBe('Prayer hall phases saved');
    const stored = await apiCall(server, 'GET', `/api/dashboard/${URL_NAME}`);
    const value = JSON.parse(
      stored.json.customConfigurations.find((entry: { name: string }) => entry.name === 'prayer_phases').value,
    );
    expect(value.azanMinutes).toBe(3);
    expect(value.prayers.maghrib).toEqual({ minutes: 8, mode: 'off' });
    expect(value.afterPrayerTexts).toHaveLength(2);
    await page.close();
  });
});
