/**
 * What a prayer-hall screen highlights at a given instant: the current prayer, the next one, the next azan
 * and iqama to count down to, and which day's times the table shows (after Isha, tomorrow's). Every time
 * is turned into its real instant in the masjid's zone, a Maghrib or Isha after midnight included, so
 * ordering and countdowns are right across DST nights and short northern nights (docs/prayer-table.md).
 */
import { addDays, dayNumber } from '../content/iso-day.js';
import { IQAMA_COLUMN, IQAMA_PRAYERS } from '../prayer/iqama.js';
import type { DayPrayerView, IqamaColumn, PrayerName } from '../prayer/prayer.types.js';
import { utcOffsetMinutes } from '../time/zone.js';
import { safeZone, zonedInstant, zonedNow } from './zoned-clock.js';

export interface DashboardRow {
  key: PrayerName | 'sunrise';
  label: string;
  iqama: IqamaColumn | null;
  /** The prayer whose next iqama change is shown, or null (Shurooq, Maghrib). */
  change: 'fajr' | 'dhuhr' | 'asr' | 'isha' | null;
}

/** docs/product-rules.md ("Pages"): rows of today's table. Shurooq has only its time; Maghrib has no next change. */
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
  /**
   * The day a table of "today's" times shows: today, or tomorrow once today's Isha iqama has passed (what
   * people come back to is tomorrow's Fajr). Null when neither is known.
   */
  shown: DayPrayerView | null;
  /** The row marked Now in `shown`: `current` only when its time belongs to the shown day. */
  currentRow: PrayerName | null;
  /** The row marked Next in `shown`: the next azan's prayer only when it belongs to the shown day. */
  nextRow: PrayerName | null;
  /** Iqama cells of `shown` that differ from the day before, while the table looks ahead to them. */
  changed: IqamaColumn[];
  /** The clocks change between the day before and `shown` (DST), while the table looks ahead to it. */
  clockChange: 'forward' | 'back' | null;
}

interface Marker {
  prayer: PrayerName | 'sunrise';
  at: number;
  date: string;
}

function entryFor(days: readonly DayPrayerView[], date: string): DayPrayerView | undefined {
  return days.find((day) => day.date.slice(0, 10) === date);
}

/**
 * A day's entry, or when it is missing (e.g. yesterday on a screen that loaded after midnight) the
 * nearest known entry moved to that date: its times differ by a minute or two, enough to know which
 * prayer's time it is.
 */
export function entryOrNeighbour(
  days: readonly DayPrayerView[],
  date: string,
): { entry: DayPrayerView; date: string } | null {
  const exact = entryFor(days, date);
  if (exact) return { entry: exact, date };
  for (const offset of [1, -1]) {
    const neighbour = entryFor(days, addDays(date, offset));
    if (neighbour) return { entry: neighbour, date };
  }
  return null;
}

const NOON = 12 * 60;
const EVENING = 18 * 60;

/**
 * The real instant of one of a day's times. A day's Maghrib and Isha (azan or iqama) before noon are after
 * that day's midnight, and a Fajr after 18:00 is the evening before: where nights are short (Tromsø in
 * May) a clock string alone would put Isha at 00:08 before the day's own Fajr.
 */
export function entryInstant(zone: string, date: string, prayer: PrayerName | 'sunrise', time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? '');
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  let day = date;
  if ((prayer === 'maghrib' || prayer === 'isha') && minutes < NOON) day = addDays(date, 1);
  else if (prayer === 'fajr' && minutes >= EVENING) day = addDays(date, -1);
  return zonedInstant(zone, day, time);
}

function dayEvents(zone: string, entry: DayPrayerView, date: string) {
  const markers: Marker[] = [];
  const events: PrayerEvent[] = [];
  for (const prayer of [...IQAMA_PRAYERS, 'sunrise'] as const) {
    const at = entryInstant(zone, date, prayer, entry[prayer]);
    if (Number.isFinite(at)) markers.push({ prayer, at, date });
    if (prayer !== 'sunrise' && Number.isFinite(at))
      events.push({ prayer, kind: 'azan', at, date, time: entry[prayer] });
  }
  for (const prayer of IQAMA_PRAYERS) {
    const time = entry[IQAMA_COLUMN[prayer]];
    const at = entryInstant(zone, date, prayer, time);
    if (Number.isFinite(at)) events.push({ prayer, kind: 'iqama', at, date, time });
  }
  return { markers, events };
}

/** The instant the shown day moves on to tomorrow: today's Isha iqama (or its azan when it has none). */
function endOfDay(zone: string, entry: DayPrayerView, date: string): number {
  const iqama = entryInstant(zone, date, 'isha', entry.ishaIqama);
  return Number.isFinite(iqama) ? iqama : entryInstant(zone, date, 'isha', entry.isha);
}

// Maghrib's iqama follows sunset and moves a little every day: that is not news, so it is never marked New.
const IQAMA_COLUMNS: readonly IqamaColumn[] = IQAMA_PRAYERS.filter((prayer) => prayer !== 'maghrib').map(
  (prayer) => IQAMA_COLUMN[prayer],
);

function changedIqamas(before: DayPrayerView, after: DayPrayerView): IqamaColumn[] {
  return IQAMA_COLUMNS.filter((column) => before[column] !== after[column]);
}

/** The clocks still to change between now and the day `after` (null once they have changed in the night). */
function clockChangeAhead(zone: string, nowMs: number, after: string): 'forward' | 'back' | null {
  const valid = safeZone(zone);
  const difference = utcOffsetMinutes(valid, new Date(`${after}T12:00:00Z`)) - utcOffsetMinutes(valid, new Date(nowMs));
  return difference > 0 ? 'forward' : difference < 0 ? 'back' : null;
}

/**
 * The schedule at `nowMs`. A prayer is current only strictly after its azan and strictly before the next
 * period begins (docs/product-rules.md, "Constants and formats"); between Shurooq and Zuhr no prayer is current; after midnight Isha
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

  // The table shows the prayer day still going on: the first of yesterday, today and tomorrow whose Isha
  // iqama is still ahead. So it looks ahead to tomorrow once today's Isha iqama has passed, and keeps a
  // day whose Maghrib or Isha falls after midnight (Tromsø in May) until that Isha is prayed.
  let shown: DayPrayerView | null = null;
  let shownDate = date;
  for (const offset of [-1, 0, 1]) {
    const candidateDate = addDays(date, offset);
    const candidate = entryFor(days, candidateDate);
    if (!candidate) continue;
    shown = candidate;
    shownDate = candidateDate;
    if (endOfDay(zone, candidate, candidateDate) > nowMs) break;
  }
  const lookAhead = shownDate > date;
  const before = shown ? entryFor(days, addDays(shownDate, -1)) : undefined;
  const night =
    shown !== null && (lookAhead || nowMs < entryInstant(zone, shownDate, 'fajr', shown.fajrIqama || shown.fajr));
  const currentRow = last && last.prayer !== 'sunrise' && last.date === shownDate ? last.prayer : null;
  const nextRow = nextAzan && nextAzan.date === shownDate ? nextAzan.prayer : null;
  return {
    date,
    today,
    current,
    next: nextAzan?.prayer ?? null,
    nextAzan,
    nextIqama,
    shown,
    currentRow,
    nextRow,
    changed: night && before && shown ? changedIqamas(before, shown) : [],
    clockChange: night && before ? clockChangeAhead(zone, nowMs, shownDate) : null,
  };
}

/** docs/product-rules.md ("Constants and formats"): the iqama next-change date blinks when it is within 3 days. */
export const CHANGE_BLINK_DAYS = 3;

export function isChangeSoon(
  changeDate: string | null | undefined,
  today: string,
  withinDays = CHANGE_BLINK_DAYS,
): boolean {
  if (!changeDate || !/^\d{4}-\d{2}-\d{2}/.test(changeDate)) return false;
  const days = dayNumber(changeDate.slice(0, 10)) - dayNumber(today);
  return days >= 0 && days <= withinDays;
}
