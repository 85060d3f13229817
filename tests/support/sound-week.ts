/**
 * The simulated week of sound (docs/sound.md, "The simulated week"): a masjid's real timetable around Eid
 * al-Fitr (Ramadan days, the Eid morning with two Eid prayers, a Friday with two Jumu'ah sessions, a night
 * whose clocks change, and one Isha at 23:50 with its iqama after midnight), every moment given a sound, and
 * the desktop renderer driven through it by Chromium's fake clock. Shared by the browser test (a shortened
 * week) and `bench/sound-week.ts` (the whole week).
 */
import type { Browser } from 'playwright-core';
import { addDays } from '@core/content/iso-day.js';
import { configurationValue } from '@core/configuration/definitions.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { fridaySessionsOf } from '@core/dashboard/phases/friday-sessions.js';
import {
  PHASE_SETTINGS_CONFIGURATION,
  readPhaseSettings,
  type PhaseSettings,
} from '@core/dashboard/phases/phase-settings.js';
import { zonedInstant } from '@core/dashboard/zoned-clock.js';
import type { DayPrayerView } from '@core/prayer/prayer.types.js';
import { soundPlanFor, type PlannedSound } from '@core/sound/sound-plan.js';
import type { AnchoredSound } from '@core/sound/sound-profile.js';
import { sineWav } from '../../server/src/testing/sample-recordings.js';
import { keepFunctionNamesInPage, stubDesktopBridge } from './desktop-bridge.js';

/**
 * The iqama is a recording, a 3 s sine WAV the masjid uploads (uploadWeekRecording): it plays on while the
 * screen goes from the countdown to the salah at its next tick, the phase change that could cut it.
 */
export const WEEK_RECORDING_NAME = 'Week iqama';
const WEEK_RECORDING_SECONDS = 3;

/** Uploads the week's iqama recording to the masjid, as its admin would; the server serves it from then on. */
export async function uploadWeekRecording(serverUrl: string, companyId: string, token: string): Promise<void> {
  const form = new FormData();
  form.set('name', WEEK_RECORDING_NAME);
  form.set('credit', 'A sine tone made by the test');
  form.set('file', new Blob([sineWav(WEEK_RECORDING_SECONDS)], { type: 'audio/wav' }), 'iqama.wav');
  const res = await fetch(`${serverUrl}/api/companies/${companyId}/sounds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`the week's recording: ${res.status} ${await res.text()}`);
}

/**
 * One anchored sound of each kind (docs/sound.md, "Anchored sounds"): tarhim before Fajr until its azan, the
 * du'a a minute after Maghrib's azan sound ends, Qur'an before each Jumu'ah khutbah, the takbir before each
 * Eid salah. Built-in tones stand for the recordings, so the week needs no file.
 */
export const WEEK_ANCHORED: AnchoredSound[] = [
  { sound: 'tone-before-iqama', anchor: 'fajr-azan', offsetMinutes: -10, stopAt: 'azan' },
  { sound: 'tone-iqama', anchor: 'maghrib-azan-end', offsetMinutes: 1, stopAt: 'iqama' },
  { sound: 'tone-chime', anchor: 'jumuah-khutbah', offsetMinutes: -8, stopAt: 'iqama' },
  { sound: 'tone-iqama', anchor: 'eid-salah', offsetMinutes: -12, stopAt: 'end' },
];
const DAY_MS = 86_400_000;
const MINUTE = 60_000;

export interface SoundWeek {
  data: DashboardData;
  /** The days driven, in order. */
  dates: string[];
  plan: PlannedSound[];
  /** What the week holds, for a test to insist on: the Friday, the Eid day, the night the clocks change... */
  holds: { ramadan: string[]; eid: string; friday: string; clocksChange: string; lateIsha: string };
}

const isFriday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 5;

/**
 * The week from two days before Eid al-Fitr to the first night after it whose clocks change (at most ten
 * days), out of a dashboard answer that holds the year's days. `days` keeps only the dates that show each
 * kind of day once (the browser test's shortened week); all of them by default.
 */
export function soundWeek(base: DashboardData, options: { shortened?: boolean } = {}): SoundWeek {
  const zone = base.timezoneId;
  const dateOf = (day: DayPrayerView) => day.date.slice(0, 10);
  const eidIndex = base.days.findIndex((day) => /^\d+\/10\/1$/.test(day.hijriString));
  if (eidIndex < 2) throw new Error('the dashboard answer holds no Eid al-Fitr with two days before it');
  const eid = dateOf(base.days[eidIndex]!);
  const noon = (date: string) => zonedInstant(zone, date, '12:00');
  let end = eidIndex + 1;
  while (end < eidIndex + 10 && noon(dateOf(base.days[end]!)) - noon(dateOf(base.days[end - 1]!)) === DAY_MS) end += 1;
  const all = base.days.slice(eidIndex - 2, end + 1).map(dateOf);
  const clocksChange = all.at(-1)!;
  const friday = all.find(isFriday);
  const lateIsha = all.find((date) => date > eid && !isFriday(date) && date < clocksChange);
  if (!friday || !lateIsha || noon(clocksChange) - noon(addDays(clocksChange, -1)) === DAY_MS)
    throw new Error(`the week ${all[0]}..${clocksChange} lacks a Friday, a plain day or a change of clocks`);
  const ramadan = all.slice(0, 2);

  const recording = base.sound?.sounds.find((sound) => sound.name === WEEK_RECORDING_NAME);
  if (!recording) throw new Error('the masjid has no week recording: uploadWeekRecording first');
  const every = { azan: 'tone', beforeIqama: 'tone-before-iqama', iqama: recording.id, beforeIqamaMinutes: 5 };
  const days = base.days.map((day) => (dateOf(day) === lateIsha ? { ...day, isha: '23:50', ishaIqama: '00:05' } : day));
  const data: DashboardData = {
    ...base,
    days,
    occasions: {
      ...base.occasions!,
      eidPrayers: [{ eid: 'fitr', date: eid, times: ['08:00', '09:30'], place: '' }],
    },
    sound: {
      ...base.sound!,
      profile: {
        prayers: { fajr: every, zuhr: every, asr: every, maghrib: every, isha: every, jumuah: every, eid: every },
        anchored: WEEK_ANCHORED,
      },
    },
  };
  const wanted = new Set([ramadan[1]!, eid, friday, lateIsha, addDays(clocksChange, -1), clocksChange]);
  const dates = options.shortened ? all.filter((date) => wanted.has(date)) : all;
  const phaseSettings = readPhaseSettings(configurationValue(data.customConfigurations, PHASE_SETTINGS_CONFIGURATION));
  const fridaySessions = fridaySessionsOf(
    data.occasions?.jumuahSessions,
    configurationValue(data.customConfigurations, 'jumah_prayer'),
  );
  const plan = dates.flatMap((date) =>
    soundPlanFor(data.days, data.sound!.profile, {
      zone,
      date,
      fridaySessions,
      eidPrayers: data.occasions?.eidPrayers ?? [],
      phaseSettings,
      sounds: data.sound!.sounds,
    }),
  );
  return { data, dates, plan, holds: { ramadan, eid, friday, clocksChange, lateIsha } };
}

/**
 * When nothing may start, read from the timetable itself rather than from the plan's own slots: each
 * iqama for its prayer's minutes (the salah's dark screen), each Jumu'ah session from its khutbah to the end
 * of its salah, each Eid prayer for the Eid minutes. Open intervals: a sound at the iqama opens the salah.
 */
export function quietTimes(data: DashboardData, dates: readonly string[]): Array<{ start: number; end: number }> {
  const zone = data.timezoneId;
  const settings: PhaseSettings = readPhaseSettings(
    configurationValue(data.customConfigurations, PHASE_SETTINGS_CONFIGURATION),
  );
  const sessions = fridaySessionsOf(
    data.occasions?.jumuahSessions,
    configurationValue(data.customConfigurations, 'jumah_prayer'),
  );
  const windows: Array<{ start: number; end: number }> = [];
  const add = (start: number, minutes: number) => windows.push({ start, end: start + minutes * MINUTE });
  for (const date of dates) {
    const day = data.days.find((entry) => entry.date.slice(0, 10) === date);
    if (!day) continue;
    const friday = isFriday(date) && sessions.length > 0;
    for (const [prayer, iqama] of [
      ['fajr', day.fajrIqama],
      ['dhuhr', day.dhuhrIqama],
      ['asr', day.asrIqama],
      ['maghrib', day.maghribIqama],
      ['isha', day.ishaIqama],
    ] as const) {
      if (prayer === 'dhuhr' && friday) continue;
      // An Isha iqama read before noon is after midnight: the next calendar day's.
      const on = prayer === 'isha' && iqama < '12:00' ? addDays(date, 1) : date;
      add(zonedInstant(zone, on, iqama), settings.prayers[prayer].minutes);
    }
    if (friday)
      for (const session of sessions) {
        // From the khutbah to the salah, and the salah: its iqama sound opens the second.
        const khutbah = zonedInstant(zone, date, session.khutbah);
        const least = khutbah + settings.prayers.jumuah.minutes * MINUTE;
        const salah = session.salah ? zonedInstant(zone, date, session.salah) : least;
        windows.push({ start: khutbah, end: salah }, { start: salah, end: Math.max(salah, least) });
      }
    for (const prayer of data.occasions?.eidPrayers ?? [])
      if (prayer.date === date)
        for (const time of prayer.times) add(zonedInstant(zone, date, time), settings.prayers.eid.minutes);
  }
  return windows;
}

export interface SoundWeekFigures {
  planned: number;
  started: number;
  missed: string[];
  doubled: string[];
  /** Started before the sound before it would have ended. */
  overlapping: string[];
  /** Started inside a khutbah or a salah. */
  inQuiet: string[];
  /** Held back by an urgent message (`data-sound-held`), in order. */
  held: string[];
  /** Each start after its moment, ms, in plan order (NaN for a sound that never started). */
  lateMs: number[];
  /** Started and stopped before its planned end (`endsAt`, by its length or its stop rule), or never stopped. */
  cutShort: string[];
  /** Stopped after its planned end: past its stop rule, or longer than its length. */
  ranPast: string[];
  /** Each sound's end against its planned end, ms (negative: before it), in plan order (NaN: none). */
  endMs: number[];
  /** Real seconds the drive took. */
  seconds: number;
}

/**
 * How far a sound's end may fall before its planned end and not count as cut short: the built-in tones die
 * away within 0.1 s of the plan's round seconds (the before-iqama bell at 1.9 s of its 2), and a sound is
 * scheduled 50 ms after its start on the audio clock. A cut by a reload, a refresh or a stop rule is seconds.
 */
export const CUT_SHORT_TOLERANCE_MS = 150;
/**
 * How far past its planned end a sound may stop: the same 50 ms and 0.1 s, and the time the page takes to
 * hear of the end (the `ended` event waits for the page's main thread, busy with the drive).
 */
export const RAN_PAST_TOLERANCE_MS = 500;
/** Real time to wait for the last sounds to end after the drive: longer than any sound of the week. */
const ENDS_DEADLINE_MS = 15_000;

/**
 * Drives the desktop renderer (the dashboard at `/{companyUrl}` with the desktop bridge stubbed) through the
 * week: a jump to 3 s before each planned sound, then on 2 s past it, with a data reload 200 ms after the
 * moment of each iqama recording (the desktop app's change event, as after a timetable save on the server).
 * Each start is read from
 * `data-sound` with the page's own clock at that moment; each end from `data-sound-ended` and
 * `data-sound-ran-ms`, how long it sounded on the audio clock, which runs in real time while the page's
 * clock is driven: its end on the page's clock is its start plus that.
 */
export async function driveSoundWeek(
  browser: Browser,
  serverUrl: string,
  companyUrl: string,
  week: SoundWeek,
  /**
   * `ends: false` neither reloads data nor waits for the sounds to end (their figures then count nothing);
   * `leadMs`: how long before each sound the jump lands (3 s by default).
   */
  options: { ends?: boolean; leadMs?: number } = {},
): Promise<SoundWeekFigures> {
  const lead = options.leadMs ?? 3_000;
  const recordingId = week.data.sound?.sounds.find((sound) => sound.name === WEEK_RECORDING_NAME)?.id;
  const began = performance.now();
  const { plan } = week;
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await stubDesktopBridge(page, { data: week.data, settings: { serverUrl, companyUrl }, changes: true });
  await keepFunctionNamesInPage(page);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const started = JSON.parse(localStorage.getItem('test.started') ?? '[]') as unknown[];
      started.push({ id: document.documentElement.dataset.sound ?? '', at: Date.now() });
      localStorage.setItem('test.started', JSON.stringify(started));
      // The document itself: its root element does not exist yet when this runs.
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-sound'] });
    new MutationObserver(() => {
      const held = JSON.parse(localStorage.getItem('test.held') ?? '[]') as unknown[];
      held.push(document.documentElement.dataset.soundHeld ?? '');
      localStorage.setItem('test.held', JSON.stringify(held));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-sound-held'] });
    new MutationObserver(() => {
      const ended = JSON.parse(localStorage.getItem('test.ended') ?? '[]') as unknown[];
      const root = document.documentElement;
      ended.push({ id: root.dataset.soundEnded ?? '', ranMs: Number(root.dataset.soundRanMs) });
      localStorage.setItem('test.ended', JSON.stringify(ended));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-sound-ended'] });
  });
  let clock = plan[0]!.at - 50_000;
  await page.clock.install({ time: plan[0]!.at - 60_000 });
  await page.clock.pauseAt(clock);
  await page.goto(`${serverUrl}/${companyUrl}`);
  await page.getByTestId('prayer-table').waitFor();
  for (const item of plan) {
    if (item.at - lead > clock) await page.clock.fastForward(item.at - lead - clock);
    if (item.sound === recordingId && options.ends !== false) {
      await page.clock.runFor(lead + 200);
      // While the recording sounds, the page loads its data again (the playing sound must not notice).
      await page.evaluate(() => (window as unknown as { desktopChange?: () => void }).desktopChange?.());
      await page.clock.runFor(1_800);
    } else await page.clock.runFor(lead + 2_000);
    clock = Math.max(clock, item.at - lead) + lead + 2_000;
  }
  const started = await page.evaluate(
    () => JSON.parse(localStorage.getItem('test.started') ?? '[]') as Array<{ id: string; at: number }>,
  );
  // The audio clock runs in real time: the last sounds end a few seconds after the drive.
  const readEnded = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('test.ended') ?? '[]') as Array<{ id: string; ranMs: number }>);
  let ended = await readEnded();
  const deadline = Date.now() + (options.ends === false ? 0 : ENDS_DEADLINE_MS);
  while (ended.length < started.length && Date.now() < deadline)
    ended = await new Promise((resolve) => setTimeout(resolve, 100)).then(readEnded);
  const held = await page.evaluate(() => JSON.parse(localStorage.getItem('test.held') ?? '[]') as string[]);
  await page.close();

  const plannedById = new Map(plan.map((item) => [item.id, item]));
  const seen = new Map<string, number>();
  for (const entry of started) seen.set(entry.id, (seen.get(entry.id) ?? 0) + 1);
  const quiet = quietTimes(week.data, week.dates);
  const firstStarts = started.filter((entry, index) => started.findIndex((other) => other.id === entry.id) === index);
  // Its end on the page's clock, against its planned end.
  const endMs = plan.map((item) => {
    const start = firstStarts.find((entry) => entry.id === item.id);
    const end = ended.find((entry) => entry.id === item.id);
    return start && end ? start.at + end.ranMs - item.endsAt : Number.NaN;
  });
  return {
    planned: plan.length,
    started: started.length,
    missed: plan.filter((item) => !seen.has(item.id)).map((item) => item.id),
    doubled: [...seen].filter(([id, count]) => count > 1 || !plannedById.has(id)).map(([id]) => id),
    overlapping: firstStarts
      .slice(1)
      .filter((entry, index) => {
        const before = plannedById.get(firstStarts[index]!.id);
        return before !== undefined && entry.at < firstStarts[index]!.at + (before.endsAt - before.at);
      })
      .map((entry) => entry.id),
    // A start within a second of a window's opening is the sound that opens it (the iqama, on its second).
    inQuiet: firstStarts
      .filter((entry) => quiet.some((window) => entry.at > window.start + 1_000 && entry.at < window.end))
      .map((entry) => entry.id),
    held,
    lateMs: plan.map((item) => {
      const entry = started.find((each) => each.id === item.id);
      return entry ? entry.at - item.at : Number.NaN;
    }),
    cutShort: plan
      .filter(
        (item, index) => options.ends !== false && seen.has(item.id) && !(endMs[index]! >= -CUT_SHORT_TOLERANCE_MS),
      )
      .map((item) => item.id),
    ranPast: plan.filter((_, index) => endMs[index]! > RAN_PAST_TOLERANCE_MS).map((item) => item.id),
    endMs,
    seconds: (performance.now() - began) / 1000,
  };
}
