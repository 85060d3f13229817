/**
 * The same behaviour in both players (docs/players.md, "The same behaviour in both players"): the desktop
 * app's dashboard and the web player at /screen, each on one page whose clock the test moves forward
 * through the days, show the same thing at the same moments: the phases of a prayer, a Friday with two
 * Jumu'ah sessions, a Ramadan day, an Eid morning, an urgent message within seconds of its save, the slides
 * cycling, and the times with the offline mark after the network goes. One server and one masjid for both.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/content/iso-day.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { fridaySessionsOf } from '@core/dashboard/phases/friday-sessions.js';
import { phaseMoments, type PhaseMoment } from '@core/dashboard/phases/phase-moments.js';
import { readPhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { phaseSlots } from '@core/dashboard/phases/phase-slots.js';
import { scheduleAt } from '@core/dashboard/prayer-schedule.js';
import { buildSlides } from '@core/dashboard/slides.js';
import { zonedInstant, zonedNow } from '@core/dashboard/zoned-clock.js';
import { suggestEidDate } from '@core/occasions/eid.js';
import { ramadanDay } from '@core/occasions/ramadan.js';
import type { EidPrayer, JumuahSession } from '@core/occasions/occasions.types.js';
import { formatLongDate, formatTime12 } from '@core/time/display-format.js';
import { apiCall } from '../support/admin.js';
import { keepPicture, launchBrowser, settled } from '../support/browser.js';
import { openPlayer, PLAYER_KINDS, type OpenedPlayer, type PlayerMasjid } from '../support/player.js';
import type { RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { dashboardData, seedMasjid, type SeededMasjid } from './public-fixtures.js';

const ZONE = 'America/Chicago';
const URL_NAME = 'parity';
const SESSIONS: JumuahSession[] = [
  { khutbah: '12:15', salah: '12:30', language: 'English' },
  { khutbah: '13:05', salah: '13:20', language: 'Arabic' },
];

let server: RunningServer;
let browser: Browser;
let masjid: SeededMasjid;
let player: PlayerMasjid;
/** The year every player keeps, as the server answers it. */
let year: DashboardData;
let start: number;
let friday: string;
let weekday: string;
let ramadanDate: string;
let eid: EidPrayer;

/** The first day after `from` with the given weekday (0 Sunday ... 5 Friday). */
function nextWeekday(from: string, day: number): string {
  let date = addDays(from, 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== day) date = addDays(date, 1);
  return date;
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const today = zonedNow(ZONE, Date.now()).date;
  const tomorrow = addDays(today, 1);
  start = zonedInstant(ZONE, tomorrow, '10:00');
  friday = nextWeekday(today, 5);
  weekday = nextWeekday(friday, 3);
  // The coming Eid al-Fitr after these; within a year of today, else the coming Eid al-Adha.
  const fitr = suggestEidDate('fitr', addDays(weekday, 5));
  const kind = Date.parse(fitr) - Date.parse(today) < 360 * 86_400_000 ? 'fitr' : 'adha';
  eid = {
    eid: kind,
    date: kind === 'fitr' ? fitr : suggestEidDate('adha', addDays(weekday, 5)),
    times: ['07:30', '09:00'],
    place: 'Grant Park',
  };
  ramadanDate = addDays(weekday, 1);
  while (ramadanDay(ramadanDate) === null) ramadanDate = addDays(ramadanDate, 1);
  if (ramadanDate >= eid.date) throw new Error(`Ramadan day ${ramadanDate} not before Eid ${eid.date}`);

  masjid = await seedMasjid(server, {
    name: 'Masjid Parity',
    url: URL_NAME,
    email: 'admin@parity.org',
    content: () => ({
      customConfigurations: [{ name: 'clock_type', value: '2' }],
      expenses: [{ lineItem: 'Electricity', amount: 310.25, enabled: true }],
      funds: [{ name: 'Roof', goal: 25000, current: 12000, pledge: 3000, endDate: null, enabled: true }],
      announcements: [
        { title: 'Open day', text: 'Everyone is welcome.', image: null, startDate: null, endDate: null, enabled: true },
      ],
    }),
  });
  const occasions = await apiCall(server, 'PUT', `/api/companies/${masjid.companyId}/occasions`, {
    token: masjid.token,
    body: {
      version: 0,
      jumuahSessions: SESSIONS,
      eidPrayers: [eid],
      ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '20:30' },
    },
  });
  expect(occasions.status, occasions.text).toBe(200);
  player = { server, companyId: masjid.companyId, url: URL_NAME, adminToken: masjid.token };
  year = await dashboardData(server, URL_NAME, 366);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A day's phase moments as the admin's "Preview the screen" computes them, from the year's answer. */
function momentsOf(date: string): PhaseMoment[] {
  const settings = readPhaseSettings('');
  const slots = phaseSlots(year.days, ZONE, zonedInstant(ZONE, date, '12:00'), fridaySessionsOf(SESSIONS, ''), {
    settings,
    eidPrayers: [eid],
  });
  return phaseMoments(slots, settings, ZONE, date);
}

/** Each player's picture of the Ramadan moment. */
const pictures = new Map<string, Buffer>();

const dayOf = (date: string) => year.days.find((day) => day.date.slice(0, 10) === date)!;

describe.each(PLAYER_KINDS)('the %s player', (kind) => {
  let screen: OpenedPlayer;
  const phaseOf = () => screen.page.getByTestId('phase').getAttribute('data-phase');
  const phaseText = async () => (await screen.page.getByTestId('phase').textContent()) ?? '';

  beforeAll(async () => {
    screen = await openPlayer(browser, kind, player, { start });
  }, 60_000);
  afterAll(async () => screen?.close());

  it("is a hall screen: no take-home links under the masjid's name (docs/outside-the-hall.md)", async () => {
    const { page } = screen;
    await page.getByTestId('masjid-name').waitFor();
    // The links' row holds "Masjids near me" from its first paint (the others load after it).
    expect(await page.getByTestId('near-me-link').count()).toBe(0);
    expect(await page.getByTestId('add-to-calendar').count()).toBe(0);
  });

  it('shows an urgent message within seconds of its save, and takes it off when withdrawn', async () => {
    const { page } = screen;
    const path = `/api/auth/companies/${masjid.companyId}/urgent-message`;
    expect(await page.getByTestId('urgent-banner').count()).toBe(0);
    const sentAt = Date.now();
    const sent = await apiCall(server, 'PUT', path, {
      token: masjid.token,
      body: { text: 'Fajr is in the upstairs hall today', endsAt: new Date(start + 3 * 3_600_000).toISOString() },
    });
    expect(sent.status, sent.text).toBe(200);
    // Within seconds, through the change events: the dashboard's own timed reload is 10 minutes away.
    await page.getByTestId('urgent-banner').waitFor({ timeout: 10_000 });
    console.log(`${kind}: urgent message on screen ${Date.now() - sentAt} ms after its save`);
    expect(await page.getByTestId('urgent-text').textContent()).toBe('Fajr is in the upstairs hall today');
    const withdrawnAt = Date.now();
    expect((await apiCall(server, 'DELETE', path, { token: masjid.token })).status).toBe(200);
    await page.getByTestId('urgent-banner').waitFor({ state: 'detached', timeout: 10_000 });
    console.log(`${kind}: urgent message gone ${Date.now() - withdrawnAt} ms after its withdrawal`);
  });

  it('cycles the slides every 15 seconds, in order, back to the first', async () => {
    const { page } = screen;
    const today = zonedNow(ZONE, await screen.now()).date;
    const expected = buildSlides(year.centralControl, today).map((slide) => slide.key);
    expect(expected).toHaveLength(3);
    const stage = page.getByTestId('slides');
    const first = await stage.getAttribute('data-active-slide');
    const at = expected.indexOf(first!);
    expect(at).toBeGreaterThanOrEqual(0);
    const seen = [first];
    for (let turn = 1; turn <= 3; turn++) {
      await screen.forward(15_000);
      await expect.poll(() => stage.getAttribute('data-active-slide')).toBe(expected[(at + turn) % 3]);
      seen.push(await stage.getAttribute('data-active-slide'));
    }
    expect(seen[3]).toBe(first);
  });

  it("on a Friday: Jumu'ah in place of Zuhr with both sessions, each khutbah counted to and dark", async () => {
    const { page } = screen;
    const jumuah = momentsOf(friday).filter((moment) => moment.slot.prayer === 'jumuah');
    expect(jumuah.filter((moment) => moment.kind === 'prayer').map((moment) => moment.slot.session)).toEqual([1, 2]);
    for (const moment of jumuah.filter((item) => item.kind !== 'before-azan')) {
      await screen.forwardTo(moment.at);
      await expect.poll(phaseOf, { message: `${moment.kind} ${moment.value}` }).toBe(moment.kind);
      if (moment.kind === 'until-iqama') expect(await phaseText()).toMatch(/Jumu'ah (2 )?khutbah in/i);
      else if (moment.kind !== 'prayer') expect(await phaseText()).toContain("Jumu'ah");
      if (moment.kind === 'prayer') expect(await page.getByTestId('phase').getAttribute('data-mode')).toBe('black');
    }
    // After the second session: the table's noon row is Jumu'ah, with both sessions.
    await screen.forwardTo(zonedInstant(ZONE, friday, '14:05'));
    await expect.poll(phaseOf).not.toBe('prayer');
    const row = page.locator('tr[data-prayer="dhuhr"]');
    expect(await row.locator('td').first().textContent()).toContain("Jum'ah");
    expect(await row.getByTestId('jumuah-session').allTextContents()).toEqual([
      '1. Khutbah 12:15 pm · Salah 12:30 pm · English',
      '2. Khutbah 1:05 pm · Salah 1:20 pm · Arabic',
    ]);
  });

  it('through a weekday Asr: before the azan, the azan, the iqama countdown, dark for the prayer, after it', async () => {
    const { page } = screen;
    const asr = momentsOf(weekday).filter((moment) => moment.slot.prayer === 'asr');
    expect(asr.map((moment) => moment.kind)).toEqual(['before-azan', 'azan', 'until-iqama', 'prayer', 'after-prayer']);
    for (const moment of asr) {
      await screen.forwardTo(moment.at);
      await expect.poll(phaseOf, { message: `${moment.kind} ${moment.value}` }).toBe(moment.kind);
      if (moment.kind === 'before-azan')
        expect(await page.getByTestId('countdown').textContent()).toMatch(/^Asr azan in/);
      if (moment.kind === 'azan') expect(await phaseText()).toContain('Asr');
      if (moment.kind === 'until-iqama') {
        expect(await phaseText()).toContain('Asr iqama in');
        const left = Math.round((moment.slot.iqamaAt - (await screen.now())) / 1000);
        const shown = ((await page.getByTestId('iqama-countdown').textContent()) ?? '').split(':').map(Number);
        // The page's clock runs on between the jump and the reading: at most a few seconds less.
        expect(left - (shown[0]! * 60 + shown[1]!)).toBeLessThanOrEqual(1);
        expect(left - (shown[0]! * 60 + shown[1]!)).toBeGreaterThanOrEqual(-1);
      }
      if (moment.kind === 'prayer') expect(await page.getByTestId('phase').getAttribute('data-mode')).toBe('black');
    }
  });

  it('on a Ramadan day: suhoor ends, iftar and its countdown, taraweeh; the same picture in both players', async () => {
    const { page } = screen;
    const at = zonedInstant(ZONE, ramadanDate, '14:00');
    await screen.forwardTo(at - 5_000);
    await settled(page);
    // Held on one instant, so that both players' pictures show the same moment.
    await page.clock.pauseAt(at);
    const card = page.getByTestId('ramadan-card');
    await expect.poll(() => card.getAttribute('data-kind')).toBe('day');
    expect(await card.textContent()).toContain(`Ramadan · day ${ramadanDay(ramadanDate)}`);
    const day = dayOf(ramadanDate);
    const fajr = Number(day.fajr.slice(0, 2)) * 60 + Number(day.fajr.slice(3, 5)) - 10;
    const suhoor = `${String(Math.floor(fajr / 60)).padStart(2, '0')}:${String(fajr % 60).padStart(2, '0')}`;
    const times = page.getByTestId('ramadan-times');
    expect(await times.locator('[data-fact="suhoor"]').textContent()).toBe(`Suhoor ends${formatTime12(suhoor)}`);
    expect(await times.locator('[data-fact="iftar"]').textContent()).toBe(`Iftar${formatTime12(day.maghrib)}`);
    expect(await times.locator('[data-fact="taraweeh"]').textContent()).toBe('Taraweeh8:30 pm');
    const left = (zonedInstant(ZONE, ramadanDate, day.maghrib.slice(0, 5)) - at) / 1000;
    const two = (part: number) => String(part).padStart(2, '0');
    const countdown = `Iftar in ${Math.floor(left / 3600)}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`;
    await expect.poll(() => page.getByTestId('ramadan-countdown').textContent()).toBe(countdown);
    // Drawn with everything in (settled() waits for frames, which a held clock does not give).
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const picture = await page.screenshot({ fullPage: true });
    pictures.set(kind, picture);
    await keepPicture(page, `player-parity-${kind}-ramadan-1920x1080`, { fullPage: true });
    // The desktop player's test ran first: at the same instant the two pictures are the same, pixel for pixel.
    if (kind === 'web') expect(pictures.get('web')!.equals(pictures.get('desktop')!)).toBe(true);
    await page.clock.resume();
  });

  it('on the Eid morning: the Eid prayers in the times, with their place', async () => {
    const { page } = screen;
    await screen.forwardTo(zonedInstant(ZONE, eid.date, '06:00'));
    const row = page.getByTestId('eid-row');
    await row.waitFor();
    expect(await row.textContent()).toContain(eid.eid === 'fitr' ? 'Eid al-Fitr' : 'Eid al-Adha');
    expect(await row.textContent()).toContain('7:30 am · 9:00 am');
    expect(await row.textContent()).toContain('Grant Park');
    expect(await page.getByTestId('eid-card').count()).toBe(0);
    expect(await page.getByTestId('ramadan-card').count()).toBe(0);
  });

  it("with the network cut: a day later, and after a reload, that day's times with the offline mark", async () => {
    const { page } = screen;
    expect(await page.getByTestId('offline-mark').count()).toBe(0);
    await screen.forwardTo(zonedInstant(ZONE, eid.date, '10:00'));
    await screen.offline(true);
    const next = addDays(eid.date, 1);
    await screen.forwardTo(zonedInstant(ZONE, next, '10:00'));
    const mark = page.getByTestId('offline-mark');
    await mark.waitFor({ timeout: 20_000 });
    const shown = scheduleAt(year.days, ZONE, await screen.now()).shown!;
    expect(shown.date.slice(0, 10)).toBe(next);
    const table = async () =>
      [await page.getByTestId('date-heading').textContent(), await page.getByTestId('prayer-table').textContent()].join(
        ' | ',
      );
    await expect.poll(table).toContain(formatLongDate(next));
    for (const time of [shown.fajr, shown.asr, shown.maghrib]) expect(await table()).toContain(formatTime12(time));
    expect(await mark.textContent()).toMatch(/^Offline · times saved/);

    // A reload (a power cut, a restart) with the network still cut: the same day, still marked.
    await page.reload();
    await page.getByTestId('prayer-table').waitFor({ timeout: 20_000 });
    await mark.waitFor({ timeout: 20_000 });
    await expect.poll(table).toContain(formatLongDate(next));
    expect(await table()).toContain(formatTime12(shown.fajr));
    await screen.offline(false);
  });
});
