import { describe, expect, it } from 'vitest';
import { addDays } from '../content/iso-day.js';
import { dayEntry } from '../dashboard/day-entry.fixture.js';
import { zonedInstant, zonedNow } from '../dashboard/zoned-clock.js';
import type { DayPrayerView } from '../prayer/prayer.types.js';
import { playlistItemSchema, WINDOW_PRAYERS, type PlaylistItem } from './playlist.schema.js';
import { isItemOn, playlistAt, WINDOW_COLUMNS, type ScreenContext } from './scheduler.js';

const pad = (value: number) => String(value).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A year of timetable days whose times move with the seasons as real ones do (Fajr earlier in summer, Isha
 * later), with each iqama 10 to 25 minutes after its azan: the windows follow them day by day.
 */
function yearOfDays(from: string, southern: boolean): DayPrayerView[] {
  return Array.from({ length: 366 }, (_, index) => {
    const date = addDays(from, index);
    const season = Math.cos(((index + (southern ? 182 : 0)) / 366) * 2 * Math.PI); // 1 in winter, -1 in summer
    const azan = {
      fajr: Math.round(330 + 60 * season),
      dhuhr: Math.round(750 - 10 * season),
      asr: Math.round(960 - 60 * season),
      maghrib: Math.round(1080 - 120 * season),
      isha: Math.round(1180 - 150 * season),
    };
    const wait = 10 + (index % 4) * 5;
    return dayEntry(date, {
      fajr: hhmm(azan.fajr),
      fajrIqama: hhmm(azan.fajr + wait),
      dhuhr: hhmm(azan.dhuhr),
      dhuhrIqama: hhmm(azan.dhuhr + wait),
      asr: hhmm(azan.asr),
      asrIqama: hhmm(azan.asr + wait),
      maghrib: hhmm(azan.maghrib),
      maghribIqama: hhmm(azan.maghrib + 5),
      isha: hhmm(azan.isha),
      ishaIqama: hhmm(azan.isha + wait),
    });
  });
}

const base: PlaylistItem = {
  id: 'x',
  kind: 'poster',
  ref: 'poster-1',
  screens: [],
  roles: [],
  weekdays: [],
  from: null,
  until: null,
  clock: null,
  prayerWindow: null,
  priority: 10,
  durationSeconds: 20,
};
const item = (overrides: Partial<PlaylistItem>): PlaylistItem => playlistItemSchema.parse({ ...base, ...overrides });

const indexes = new Map<readonly DayPrayerView[], Map<string, DayPrayerView>>();
const dayIndex = (days: readonly DayPrayerView[]) => {
  if (!indexes.has(days)) indexes.set(days, new Map(days.map((day) => [day.date, day])));
  return indexes.get(days)!;
};
const locals = new Map<string, ReturnType<typeof zonedNow>>();
const localOf = (zone: string, nowMs: number) => {
  const key = `${zone} ${nowMs}`;
  if (!locals.has(key)) locals.set(key, zonedNow(zone, nowMs));
  return locals.get(key)!;
};

/** The oracle: the same rules read on the wall clock (minutes of the local day), not through instants. */
function expected(entry: PlaylistItem, days: readonly DayPrayerView[], zone: string, nowMs: number): boolean {
  const local = localOf(zone, nowMs);
  const date = local.date;
  const minute = local.hour * 60 + local.minute;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (entry.weekdays.length && !entry.weekdays.includes(weekday)) return false;
  if ((entry.from && date < entry.from) || (entry.until && date > entry.until)) return false;
  if (entry.clock) {
    const [start, end] = [minutesOf(entry.clock.start), minutesOf(entry.clock.end)];
    if (start < end ? minute < start || minute >= end : minute < start && minute >= end) return false;
  }
  if (entry.prayerWindow) {
    const window = entry.prayerWindow;
    if (window.prayer === 'jumuah' && weekday !== 5) return false;
    const day = dayIndex(days).get(date);
    if (!day) return false;
    const [azan, iqama] = WINDOW_COLUMNS[window.prayer];
    const at = (which: 'azan' | 'iqama') => minutesOf(String(day[which === 'azan' ? azan : iqama]));
    const start = at(window.from) + window.fromMinutes;
    const end = at(window.until) + window.untilMinutes;
    if (minute < start || minute >= end) return false;
  }
  return true;
}

/** Around every window's edges (a minute either side, and in the middle), and every hour of the day. */
function instantsOf(days: readonly DayPrayerView[], zone: string): number[] {
  const instants: number[] = [];
  for (const day of days) {
    for (let hour = 0; hour < 24; hour += 6) instants.push(zonedInstant(zone, day.date, `${pad(hour)}:30`));
    for (const [azan, iqama] of Object.values(WINDOW_COLUMNS)) {
      for (const column of [azan, iqama]) {
        const at = zonedInstant(zone, day.date, String(day[column]));
        for (const minutes of [-1, 0, 20]) instants.push(at + minutes * 60_000);
      }
    }
    // The hours a daylight-saving change skips or repeats, by the minute on and around the days it does.
    const midnight = zonedInstant(zone, day.date, '00:00');
    if (zonedInstant(zone, addDays(day.date, 2), '00:00') - midnight !== 2 * 86_400_000)
      for (let minute = 60; minute < 240; minute += 1) instants.push(midnight + minute * 60_000);
  }
  return instants;
}

// A year across both of each hemisphere's clock changes: Chicago (March forward, November back) and
// Sydney (October forward, April back).
const ZONES = [
  { zone: 'America/Chicago', southern: false },
  { zone: 'Australia/Sydney', southern: true },
];

const windowItems: PlaylistItem[] = WINDOW_PRAYERS.flatMap((prayer) => [
  item({
    id: `${prayer}-arrival`,
    prayerWindow: { prayer, from: 'azan', fromMinutes: 0, until: 'iqama', untilMinutes: 0 },
  }),
  item({
    id: `${prayer}-after`,
    prayerWindow: { prayer, from: 'iqama', fromMinutes: 20, until: 'iqama', untilMinutes: 40 },
  }),
  item({
    id: `${prayer}-before`,
    prayerWindow: { prayer, from: 'azan', fromMinutes: -20, until: 'azan', untilMinutes: 0 },
  }),
]);
const otherItems: PlaylistItem[] = [
  item({ id: 'night', clock: { start: '22:00', end: '02:00' } }),
  item({ id: 'dst-hours', clock: { start: '01:30', end: '03:30' } }),
  item({ id: 'weekend', weekdays: [0, 6] }),
  item({ id: 'spring', from: '2027-03-01', until: '2027-05-31' }),
  item({
    id: 'friday-asr-month',
    weekdays: [5],
    from: '2027-04-01',
    until: '2027-04-30',
    prayerWindow: { prayer: 'asr', from: 'azan', fromMinutes: 0, until: 'iqama', untilMinutes: 0 },
  }),
];

describe('the content scheduler over a whole year', () => {
  for (const { zone, southern } of ZONES) {
    it(`${zone}: every item shows inside its windows and never outside them, across both clock changes`, () => {
      const days = yearOfDays('2026-12-01', southern);
      const screen: ScreenContext = { screenId: 'hall', role: 'prayer-hall', zone, days };
      const items = [...windowItems, ...otherItems];
      const wrong: string[] = [];
      const shownInside = new Map(items.map((entry) => [entry.id, 0]));
      const instants = instantsOf(days, zone);
      for (const nowMs of instants) {
        for (const entry of items) {
          const want = expected(entry, days, zone, nowMs);
          const alone = playlistAt([entry], screen, nowMs).item === entry;
          if (alone !== want && wrong.length < 10)
            wrong.push(`${entry.id} at ${new Date(nowMs).toISOString()}: shown ${alone}, window says ${want}`);
          if (alone && want) shownInside.set(entry.id, shownInside.get(entry.id)! + 1);
        }
      }
      expect(wrong).toEqual([]);
      // Each item's windows were met and it showed in them: Jumu'ah's on the year's Fridays, the Friday Asr
      // item on April's four, the others on most days.
      const least = (id: string) => (id === 'friday-asr-month' ? 8 : id.startsWith('jumuah') ? 40 : 100);
      for (const [id, count] of shownInside) expect(count, id).toBeGreaterThanOrEqual(least(id));
      expect(instants.length).toBeGreaterThan(366 * 30);
    });
  }
});

describe('the content scheduler on one screen', () => {
  const zone = 'America/Chicago';
  const days = yearOfDays('2027-04-01', false);
  const noon = zonedInstant(zone, '2027-04-07', '12:00');

  it('shows an item only on its screens and roles; an item for nobody in particular on every screen', () => {
    const entrance: ScreenContext = { screenId: 'door', role: 'entrance', zone, days };
    const hall: ScreenContext = { screenId: 'hall', role: 'prayer-hall', zone, days };
    expect(isItemOn(item({ roles: ['entrance'] }), entrance, noon)).toBe(true);
    expect(isItemOn(item({ roles: ['entrance'] }), hall, noon)).toBe(false);
    expect(isItemOn(item({ screens: ['hall'] }), hall, noon)).toBe(true);
    expect(isItemOn(item({ screens: ['hall'] }), entrance, noon)).toBe(false);
    expect(isItemOn(item({}), entrance, noon)).toBe(true);
    expect(isItemOn(item({ screens: ['other'], roles: ['sisters-hall'] }), hall, noon)).toBe(false);
  });

  it('lets the highest priority show, items of one priority taking turns for their durations', () => {
    const screen: ScreenContext = { screenId: 'hall', role: 'prayer-hall', zone, days };
    const janazah = item({ id: 'janazah', kind: 'notice', priority: 90, durationSeconds: 30 });
    const a = item({ id: 'a', durationSeconds: 10 });
    const b = item({ id: 'b', durationSeconds: 20 });
    expect(playlistAt([a, b, janazah], screen, noon).item).toBe(janazah);
    const seen = new Map<string, number>();
    for (let second = 0; second < 30; second++) {
      const id = playlistAt([a, b], screen, noon + second * 1000).item!.id;
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    expect(Object.fromEntries(seen)).toEqual({ a: 10, b: 20 });
    const moment = playlistAt([a, b], screen, noon);
    expect(moment.until! - noon).toBeLessThanOrEqual(20_000);
    expect(playlistAt([], screen, noon)).toEqual({ item: null, rotation: [], until: null });
  });

  it('refuses items that make no sense, naming the field', () => {
    const refused = (overrides: Record<string, unknown>) =>
      playlistItemSchema.safeParse({ ...base, ...overrides }).error?.issues.map((issue) => issue.path.join('.'));
    expect(refused({ from: '2027-05-01', until: '2027-04-01' })).toEqual(['until']);
    expect(refused({ clock: { start: '10:00', end: '10:00' } })).toEqual(['clock']);
    expect(refused({ weekdays: [7] })).toEqual(['weekdays.0']);
    expect(refused({ durationSeconds: 2 })).toEqual(['durationSeconds']);
    expect(refused({ roles: ['kitchen'] })).toEqual(['roles.0']);
  });
});
