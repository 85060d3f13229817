/**
 * What a prayer-hall screen highlights at a given instant: the current prayer, the next one, and the next
 * azan and iqama to count down to. Everything is computed from the day entries (wall-clock 'HH:mm' in the
 * masjid's zone) turned into real instants, so a countdown across a DST night is right.
 */
import { addDays, dayNumber } from '../content/iso-day.js';
import type { DayPrayerView, IqamaColumn, PrayerName } from '../prayer/prayer.types.js';
import { zonedInstant, zonedNow } from './zoned-clock.js';

export interface DashboardRow {
  key: PrayerName | 'sunrise';
  label: string;
  iqama: IqamaColumn | null;
  /** The prayer whose next iqama change is shown, or null (Shurooq, Maghrib). */
  change: 'fajr' | 'dhuhr' | 'asr' | 'isha' | null;
}

/** SPEC.md section 2: rows of today's table. Shurooq has only its time; Maghrib has no next change. */
export const DASHBOARD_ROWS: readonly DashboardRow[] = [
  { key: 'fajr', label: 'Fajr', iqama: 'fajrIqama', change: 'fajr' },
  { key: 'sunrise', label: 'Shurooq', iqama: null, change: null },
  { key: 'dhuhr', label: 'Zuhr', iqama: 'dhuhrIqama', change: 'dhuhr' },
  { key: 'asr', label: 'Asr', iqama: 'asrIqama', change: 'asr' },
  { key: 'maghrib', label: 'Maghrib', iqama: 'maghribIqama', change: null },
  { key: 'isha', label: 'Isha', iqama: 'ishaIqama', change: 'isha' },
];

export const PRAYER_LABELS: Record<PrayerName, string> = {
  fajr: 'Fajr',
  dhuhr: 'Zuhr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
};

const PRAYERS: readonly PrayerName[] = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'];
const IQAMA_OF: Record<PrayerName, IqamaColumn> = {
  fajr: 'fajrIqama',
  dhuhr: 'dhuhrIqama',
  asr: 'asrIqama',
  maghrib: 'maghribIqama',
  isha: 'ishaIqama',
};

export interface PrayerEvent {
  prayer: PrayerName;
  kind: 'azan' | 'iqama';
  /** Epoch milliseconds. */
  at: number;
  /** The day entry it belongs to, 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm' as in the timetable. */
  time: string;
}

export interface ScheduleState {
  /** The masjid's civil date now. */
  date: string;
  /** Today's entry, or null when the timetable has no entry for today. */
  today: DayPrayerView | null;
  /** The prayer whose time it is (between its azan and the next period), or null (e.g. after Shurooq). */
  current: PrayerName | null;
  next: PrayerName | null;
  nextAzan: PrayerEvent | null;
  nextIqama: PrayerEvent | null;
}

interface Marker {
  prayer: PrayerName | 'sunrise';
  at: number;
}

function entryFor(days: readonly DayPrayerView[], date: string): DayPrayerView | undefined {
  return days.find((day) => day.date.slice(0, 10) === date);
}

/**
 * A day's entry, or when it is missing (e.g. yesterday on a screen that loaded after midnight) the
 * nearest known entry moved to that date: its times differ by a minute or two, enough to know which
 * prayer's time it is.
 */
function entryOrNeighbour(days: readonly DayPrayerView[], date: string): { entry: DayPrayerView; date: string } | null {
  const exact = entryFor(days, date);
  if (exact) return { entry: exact, date };
  for (const offset of [1, -1]) {
    const neighbour = entryFor(days, addDays(date, offset));
    if (neighbour) return { entry: neighbour, date };
  }
  return null;
}

function dayEvents(zone: string, entry: DayPrayerView, date: string) {
  const markers: Marker[] = [];
  const events: PrayerEvent[] = [];
  for (const prayer of [...PRAYERS, 'sunrise'] as const) {
    const at = zonedInstant(zone, date, entry[prayer]);
    if (Number.isFinite(at)) markers.push({ prayer, at });
    if (prayer !== 'sunrise' && Number.isFinite(at)) events.push({ prayer, kind: 'azan', at, date, time: entry[prayer] });
  }
  for (const prayer of PRAYERS) {
    const time = entry[IQAMA_OF[prayer]];
    const at = zonedInstant(zone, date, time);
    if (Number.isFinite(at)) events.push({ prayer, kind: 'iqama', at, date, time });
  }
  return { markers, events };
}

/**
 * The schedule at `nowMs`. A prayer is current only strictly after its azan and strictly before the next
 * period begins (SPEC.md section 9); between Shurooq and Zuhr no prayer is current; after midnight Isha
 * stays current until Fajr.
 */
export function scheduleAt(days: readonly DayPrayerView[], zone: string, nowMs: number): ScheduleState {
  const { date } = zonedNow(zone, nowMs);
  const today = entryFor(days, date) ?? null;
  const markers: Marker[] = [];
  const events: PrayerEvent[] = [];
  for (const offset of [-1, 0, 1]) {
    const day = entryOrNeighbour(days, addDays(date, offset));
    if (!day) continue;
    const built = dayEvents(zone, day.entry, day.date);
    markers.push(...built.markers);
    events.push(...built.events);
  }
  markers.sort((a, b) => a.at - b.at);
  events.sort((a, b) => a.at - b.at);

  const past = markers.filter((marker) => marker.at < nowMs);
  const last = past[past.length - 1];
  const current = last && last.prayer !== 'sunrise' ? last.prayer : null;
  const nextAzan = events.find((event) => event.kind === 'azan' && event.at > nowMs) ?? null;
  const nextIqama = events.find((event) => event.kind === 'iqama' && event.at > nowMs) ?? null;
  return { date, today, current, next: nextAzan?.prayer ?? null, nextAzan, nextIqama };
}

/** SPEC.md section 9: the iqama next-change date blinks when it is within 3 days. */
export const CHANGE_BLINK_DAYS = 3;

export function isChangeSoon(changeDate: string | null | undefined, today: string, withinDays = CHANGE_BLINK_DAYS): boolean {
  if (!changeDate || !/^\d{4}-\d{2}-\d{2}/.test(changeDate)) return false;
  const days = dayNumber(changeDate.slice(0, 10)) - dayNumber(today);
  return days >= 0 && days <= withinDays;
}
