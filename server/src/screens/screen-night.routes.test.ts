import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_SETTINGS } from '@core/screens/screen.schema.js';
import { zonedInstant } from '@core/dashboard/zoned-clock.js';
import { createTestContext, PASSWORD, type TestContext } from '../testing/test-app.js';
import { testScreens } from '../testing/test-screens.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import { type SCREEN_HEARTBEAT, UPDATE_SCREEN } from '@core/http/contract/screens.js';
import { SAVE_URGENT_MESSAGE } from '@core/http/contract/urgent.js';

/**
 * "Dark by schedule" on the Screens page (docs/screens.md, "The screen's night"): read by the server from
 * the masjid's timetable and the screen's night setting at now, not from what the screen says.
 */

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let zone: string;
let days: Array<{ date: string; fajr: string; isha: string; ishaIqama: string }>;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-10T16:00:00.000Z' });
  own = await t.registerMasjid('Masjid Night Screens', { url: 'nightscreens', active: true });
  await t.createNewYorkTimetable(own);
  const dashboard = (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'nightscreens' }, query: { days: '2' } }))
    .json;
  zone = dashboard.timezoneId;
  days = dashboard.days;
});
afterAll(() => t.close());

const beat = { appVersion: 'web index-abc', timetableUntil: '2027-05-10', player: 'web' } satisfies BodyOf<
  typeof SCREEN_HEARTBEAT
>;
const NIGHT = { afterIshaMinutes: 30, beforeFajrMinutes: 30 };
const screens = () => testScreens(t, own);
/** Minutes after (or before, negative) a time of the timetable, as an instant. */
const near = (date: string, time: string, minutes: number) =>
  new Date(zonedInstant(zone, date, time) + minutes * 60_000).toISOString();

async function pairWithNight(name: string, night: typeof NIGHT | null) {
  const screen = await screens().pair(name);
  const res = await t.call(
    UPDATE_SCREEN,
    {
      params: { companyId: own.companyId, screenId: screen.screenId },
      body: { settings: { ...DEFAULT_SCREEN_SETTINGS, night } },
    },
    { token: own.token },
  );
  expect(res.status, res.text).toBe(200);
  return screen;
}

/** Moves the server's clock, the screen beating at that instant unless told it is silent. */
async function at(instant: string, ...beating: string[]) {
  t.clock.set(instant);
  // The admin signs in again: hours on, the earlier session has expired.
  own = { ...own, token: await t.login(own.email, PASSWORD) };
  for (const token of beating) expect((await screens().heartbeat(token, beat)).status).toBe(200);
}

describe('a screen dark by its night schedule', () => {
  it('is listed dark (still online) from the set minutes after Isha until the set minutes before Fajr', async () => {
    const [today, tomorrow] = days;
    const hall = await pairWithNight('Hall with a night', NIGHT);
    const always = await pairWithNight('Hall without a night', null);
    const status = async (screenId: string) => (await screens().listed(screenId)).status;

    await at(near(today!.date, today!.ishaIqama, 29), hall.screenToken, always.screenToken);
    expect(await status(hall.screenId)).toBe('online');
    await at(near(today!.date, today!.ishaIqama, 31), hall.screenToken, always.screenToken);
    expect(await screens().listed(hall.screenId)).toMatchObject({ status: 'dark', online: true });
    expect(await status(always.screenId)).toBe('online');
    // Past midnight: the night that began the evening before, read from yesterday's Isha.
    await at(near(tomorrow!.date, '01:00', 0), hall.screenToken, always.screenToken);
    expect(await status(hall.screenId)).toBe('dark');
    await at(near(tomorrow!.date, tomorrow!.fajr, -31), hall.screenToken);
    expect(await status(hall.screenId)).toBe('dark');
    await at(near(tomorrow!.date, tomorrow!.fajr, -29), hall.screenToken);
    expect(await status(hall.screenId)).toBe('online');
  });

  it('is online while an urgent message wakes it, and offline when it stops beating in its night', async () => {
    const [today] = days;
    await at(near(today!.date, '12:00', 0));
    const hall = await pairWithNight('Hall woken', NIGHT);
    await at(near(today!.date, today!.ishaIqama, 60), hall.screenToken);
    expect((await screens().listed(hall.screenId)).status).toBe('dark');

    const put = await t.call(
      SAVE_URGENT_MESSAGE,
      {
        params: { companyId: own.companyId },
        body: { text: 'Janazah after Fajr', endsAt: near(today!.date, today!.ishaIqama, 120) },
      },
      { token: own.token },
    );
    expect(put.status, put.text).toBe(200);
    expect((await screens().listed(hall.screenId)).status).toBe('online');
    // The message ends: dark again.
    await at(near(today!.date, today!.ishaIqama, 121), hall.screenToken);
    expect((await screens().listed(hall.screenId)).status).toBe('dark');
    // Silent for 4 minutes in its night: its page beats while dark, so silence is a fault, reported as such.
    await at(near(today!.date, today!.ishaIqama, 125));
    expect((await screens().listed(hall.screenId)).status).toBe('offline');
  });
});
