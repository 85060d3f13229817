/**
 * The simulated week of issue 37 (docs/sound.md, "The simulated week"), shortened for CI to one day of each
 * kind: a Ramadan day, the Eid morning with two Eid prayers, a Friday with two Jumu'ah sessions, an Isha at
 * 23:50 with its iqama after midnight, and the day before and the day of a change of clocks. Every planned
 * sound starts within 1 s of its moment on the driven clock, once; none is missed, none overlaps another,
 * none starts in a khutbah or a salah; each ends at its planned end, none cut short by the data reload the
 * drive makes while it sounds or by the salah that begins under an iqama recording, none running past it;
 * one anchored sound of each kind is among them.
 * `npx tsx bench/sound-week.ts` drives the whole week.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';
import { startOutcome } from '@core/sound/sound-player.js';
import { driveSoundWeek, soundWeek, uploadWeekRecording, WEEK_RECORDING_NAME } from '../support/sound-week.js';
import { dashboardData, richContent, seedMasjid } from './public-fixtures.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  const masjid = await seedMasjid(server, {
    name: 'Masjid Sound Week',
    url: 'soundweek',
    email: 'admin@soundweek.org',
    content: () => richContent('2027-01-01'),
  });
  await uploadWeekRecording(server.url, masjid.companyId, masjid.token);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('a shortened week: each planned sound once, within 1 s of its moment, none missed, overlapping, in a khutbah or salah, cut short or run past its end', async () => {
  const week = soundWeek(await dashboardData(server, 'soundweek', 400), { shortened: true });
  // What the week must hold, or it tests less than it says.
  expect(week.dates).toEqual(
    expect.arrayContaining([week.holds.eid, week.holds.friday, week.holds.lateIsha, week.holds.clocksChange]),
  );
  expect(week.plan.some((item) => item.prayer === 'eid')).toBe(true);
  expect(week.plan.filter((item) => item.prayer === 'jumuah').length).toBeGreaterThanOrEqual(2);
  expect(week.plan.some((item) => item.id === `${week.holds.lateIsha}:isha:azan`)).toBe(true);
  // One anchored sound of each kind: tarhim, the du'a after the adhan, Qur'an before Jumu'ah, the Eid takbir.
  expect(new Set(week.plan.flatMap((item) => item.anchor ?? []))).toEqual(
    new Set(['fajr-azan', 'maghrib-azan-end', 'jumuah-khutbah', 'eid-salah']),
  );

  // Each iqama a recording, which plays on as the screen turns to the salah.
  const recording = week.data.sound!.sounds.find((sound) => sound.name === WEEK_RECORDING_NAME)!;
  expect(week.plan.filter((item) => item.sound === recording.id).length).toBeGreaterThanOrEqual(5);

  const figures = await driveSoundWeek(browser, server.url, 'soundweek', week);
  expect(figures.missed).toEqual([]);
  expect(figures.doubled).toEqual([]);
  expect(figures.overlapping).toEqual([]);
  expect(figures.inQuiet).toEqual([]);
  expect(figures.held).toEqual([]);
  expect(figures.started).toBe(figures.planned);
  // Each sound ends at its planned end, through a data reload while it sounds (and the salah, for the iqama).
  expect(figures.cutShort).toEqual([]);
  expect(figures.ranPast).toEqual([]);
  expect(figures.endMs.filter(Number.isFinite)).toHaveLength(figures.planned);
  for (const late of figures.lateMs) {
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThanOrEqual(1_000);
  }
});

it('during an urgent message the azan and the iqama sound, and the tones before the iqama and anchored sounds are held', async () => {
  const full = soundWeek(await dashboardData(server, 'soundweek', 400), { shortened: true });
  // The Eid morning, with a message on the screens all day: one of each kind is held (the Eid takbir too).
  const date = full.holds.eid;
  const plan = full.plan.filter((item) => item.date === date);
  const endsAt = new Date(plan.at(-1)!.at + 3_600_000).toISOString();
  const message = { id: 'u1', scope: 'masjid' as const, text: 'The car park is closed', endsAt, sentAt: endsAt };
  const day = { ...full, dates: [date], plan, data: { ...full.data, urgentMessages: [message] } };
  const expectedHeld = plan
    .filter((item) => startOutcome(item, { silent: false, urgent: true }) === 'held')
    .map((item) => item.id);
  expect(new Set(plan.filter((item) => expectedHeld.includes(item.id)).map((item) => item.kind))).toEqual(
    new Set(['beforeIqama', 'anchored']),
  );

  const figures = await driveSoundWeek(browser, server.url, 'soundweek', day, { ends: false });
  expect(figures.held).toEqual(expectedHeld);
  expect(figures.missed).toEqual(expectedHeld);
  expect(figures.doubled).toEqual([]);
  expect(figures.started).toBe(plan.length - expectedHeld.length);
});
