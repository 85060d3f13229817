/**
 * The one scheduler of content per screen (docs/screens.md, "Content per screen"): from the playlist, the
 * screen, the timetable and an instant to what that screen shows. Pure: the `?at=` preview, the web player
 * and the desktop app run the same function, so a preview shows exactly what the screen will.
 */
import type { DayPrayerView } from '../prayer/prayer.types.js';
import { zonedInstant, zonedNow } from '../dashboard/zoned-clock.js';
import type { ScreenRole } from '../screens/screen-roles.js';
import type { PlaylistItem, PrayerWindow } from './playlist.schema.js';

export interface ScreenContext {
  screenId: string | null;
  role: ScreenRole;
  /** The masjid's IANA zone: windows are on its wall clock, whatever the daylight-saving rules do. */
  zone: string;
  /** Timetable days around now (today at least). */
  days: readonly DayPrayerView[];
}

/** The azan and iqama columns a window prayer reads; Jumu'ah is the Friday noon row. */
export const WINDOW_COLUMNS = {
  fajr: ['fajr', 'fajrIqama'],
  dhuhr: ['dhuhr', 'dhuhrIqama'],
  asr: ['asr', 'asrIqama'],
  maghrib: ['maghrib', 'maghribIqama'],
  isha: ['isha', 'ishaIqama'],
  jumuah: ['dhuhr', 'dhuhrIqama'],
} as const;

/** The instants [start, end) of a prayer window on a date, or null when the day has no such times. */
export function prayerWindowOn(
  window: PrayerWindow,
  day: DayPrayerView,
  zone: string,
): { start: number; end: number } | null {
  const date = day.date.slice(0, 10);
  const [azanColumn, iqamaColumn] = WINDOW_COLUMNS[window.prayer];
  const moment = (which: 'azan' | 'iqama') => {
    const time = which === 'azan' ? day[azanColumn] : (day[iqamaColumn] ?? day[azanColumn]);
    return time ? zonedInstant(zone, date, time) : Number.NaN;
  };
  const start = moment(window.from) + window.fromMinutes * 60_000;
  const end = moment(window.until) + window.untilMinutes * 60_000;
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}

/** The wall clock of the last instant asked: every item of a playlist is checked at the same instant. */
let lastLocal: { zone: string; nowMs: number; local: ReturnType<typeof zonedNow> } | undefined;
function wallClock(zone: string, nowMs: number) {
  if (lastLocal?.zone !== zone || lastLocal.nowMs !== nowMs) lastLocal = { zone, nowMs, local: zonedNow(zone, nowMs) };
  return lastLocal.local;
}

/** The timetable by date, made once per list of days (a desktop screen holds a year of them). */
const byDate = new WeakMap<readonly DayPrayerView[], Map<string, DayPrayerView>>();
function dayOn(days: readonly DayPrayerView[], date: string): DayPrayerView | undefined {
  let index = byDate.get(days);
  if (!index) {
    index = new Map(days.map((day) => [day.date.slice(0, 10), day]));
    byDate.set(days, index);
  }
  return index.get(date);
}

/** Whether something aimed at screens (by id) and roles is for this screen; none named: every screen. */
export function isScreenChosen(
  target: Pick<PlaylistItem, 'screens' | 'roles'>,
  screen: Pick<ScreenContext, 'screenId' | 'role'>,
): boolean {
  if (target.screens.length === 0 && target.roles.length === 0) return true;
  return (screen.screenId !== null && target.screens.includes(screen.screenId)) || target.roles.includes(screen.role);
}

/** Whether an item may show on this screen at this instant: every window it carries holds. */
export function isItemOn(item: PlaylistItem, screen: ScreenContext, nowMs: number): boolean {
  if (!isScreenChosen(item, screen)) return false;
  const local = wallClock(screen.zone, nowMs);
  const date = local.date;
  if (item.from !== null && date < item.from) return false;
  if (item.until !== null && date > item.until) return false;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (item.weekdays.length > 0 && !item.weekdays.includes(weekday)) return false;
  if (item.clock) {
    const minute = local.hour * 60 + local.minute;
    const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    const start = toMinutes(item.clock.start);
    const end = toMinutes(item.clock.end);
    const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
    if (!inside) return false;
  }
  if (item.prayerWindow) {
    if (item.prayerWindow.prayer === 'jumuah' && weekday !== 5) return false;
    const day = dayOn(screen.days, date);
    const window = day ? prayerWindowOn(item.prayerWindow, day, screen.zone) : null;
    if (!window || nowMs < window.start || nowMs >= window.end) return false;
  }
  return true;
}

export interface PlaylistMoment {
  /** The item on the screen now, or null when nothing may show. */
  item: PlaylistItem | null;
  /** Every item that may show now, in the order they take turns (highest priority only). */
  rotation: PlaylistItem[];
  /** When the item on show gives way to the next in the rotation (epoch ms), or null with none. */
  until: number | null;
}

/**
 * What the screen shows at `nowMs`. Items of the highest priority that may show take turns, each for its
 * duration, counted from midnight UTC of the epoch so that every screen and every preview of the same
 * moment agree without talking to each other.
 */
export function playlistAt(items: readonly PlaylistItem[], screen: ScreenContext, nowMs: number): PlaylistMoment {
  const eligible = items.filter((item) => isItemOn(item, screen, nowMs));
  if (eligible.length === 0) return { item: null, rotation: [], until: null };
  const top = Math.max(...eligible.map((item) => item.priority));
  const rotation = eligible.filter((item) => item.priority === top);
  const cycle = rotation.reduce((sum, item) => sum + item.durationSeconds * 1000, 0);
  let position = ((nowMs % cycle) + cycle) % cycle;
  const cycleStart = nowMs - position;
  let start = cycleStart;
  for (const item of rotation) {
    const length = item.durationSeconds * 1000;
    if (position < length) return { item, rotation, until: start + length };
    position -= length;
    start += length;
  }
  return { item: rotation[0]!, rotation, until: cycleStart + rotation[0]!.durationSeconds * 1000 };
}
