import { describe, expect, it } from 'vitest';
import { dayEntry } from '../dashboard/day-entry.fixture.js';
import { zonedInstant } from '../dashboard/zoned-clock.js';
import { EMPTY_PLAYLIST, masjidPlaylistInputSchema, type MasjidPlaylist } from './masjid-playlist.js';
import type { ClassNotice } from './notices.js';
import type { PlaylistItem } from './playlist.schema.js';
import { playlistFromSnapshot, playlistSnapshot } from './playlist-snapshot.js';
import { playlistShowing, tickerLines } from './playlist-showing.js';
import type { ScreenContext } from './scheduler.js';

const ZONE = 'America/Chicago';
const at = (date: string, time: string) => zonedInstant(ZONE, date, time);
const screen = (role: ScreenContext['role'] = 'prayer-hall'): ScreenContext => ({
  screenId: null,
  role,
  zone: ZONE,
  days: [dayEntry('2026-12-02', {}), dayEntry('2026-03-08', {})],
});

const item = (id: string, ref: string, change: Partial<PlaylistItem> = {}): PlaylistItem => ({
  id,
  kind: 'notice',
  ref,
  screens: [],
  roles: [],
  weekdays: [],
  from: null,
  until: null,
  clock: null,
  prayerWindow: null,
  priority: 80,
  durationSeconds: 20,
  ...change,
});

/** Tafsir every Wednesday (2026-12-02 is a Wednesday) at 19:30 for 60 minutes. */
const tafsir: ClassNotice = {
  id: 'tafsir',
  title: 'Tafsir of Surah al-Kahf',
  teacher: 'Shaykh Yusuf',
  place: 'Main hall',
  repeat: 'weekly',
  weekdays: [3],
  date: null,
  time: '19:30',
  minutes: 60,
};
const playlistOf = (change: Partial<MasjidPlaylist>): MasjidPlaylist => ({ ...EMPTY_PLAYLIST, ...change });

describe('class and event notices', () => {
  const weekly = playlistOf({ classes: [tafsir], items: [item('i1', 'tafsir')] });

  it('counts down to a class on its day, shows it on while it runs, and is gone once it ended', () => {
    expect(playlistShowing(weekly, screen(), at('2026-12-02', '18:10'))).toMatchObject({
      kind: 'class',
      countdown: { state: 'startsIn', hours: 1, minutes: 20 },
    });
    // Whole minutes up: 30 seconds before the start still reads 1 min.
    expect(playlistShowing(weekly, screen(), at('2026-12-02', '19:30') - 30_000)).toMatchObject({
      countdown: { state: 'startsIn', hours: 0, minutes: 1 },
    });
    expect(playlistShowing(weekly, screen(), at('2026-12-02', '19:30'))).toMatchObject({
      countdown: { state: 'now' },
    });
    expect(playlistShowing(weekly, screen(), at('2026-12-02', '20:29'))?.kind).toBe('class');
    expect(playlistShowing(weekly, screen(), at('2026-12-02', '20:30'))).toBeNull();
  });

  it('shows a weekly class only on its weekdays', () => {
    expect(playlistShowing(weekly, screen(), at('2026-12-01', '10:00'))).toBeNull();
    expect(playlistShowing(weekly, screen(), at('2026-12-03', '10:00'))).toBeNull();
    expect(playlistShowing(weekly, screen(), at('2026-12-09', '10:00'))?.kind).toBe('class');
    const twice = playlistOf({ ...weekly, classes: [{ ...tafsir, weekdays: [1, 3] }] });
    expect(playlistShowing(twice, screen(), at('2026-12-07', '10:00'))?.kind).toBe('class');
  });

  it('shows a dated event before its day with its date, counts down on the day, across a DST change', () => {
    // 8 March 2026: Chicago's clocks go from 02:00 to 03:00. An event at 10:00 for 90 minutes.
    const event: ClassNotice = {
      ...tafsir,
      id: 'open-day',
      repeat: 'dated',
      weekdays: [],
      date: '2026-03-08',
      time: '10:00',
      minutes: 90,
    };
    const dated = playlistOf({ classes: [event], items: [item('i1', 'open-day')] });
    expect(playlistShowing(dated, screen(), at('2026-03-06', '12:00'))).toMatchObject({
      countdown: { state: 'later', date: '2026-03-08', time: '10:00' },
    });
    // 01:00 CST to 10:00 CDT is 8 hours of real time, not 9.
    expect(playlistShowing(dated, screen(), at('2026-03-08', '01:00'))).toMatchObject({
      countdown: { state: 'startsIn', hours: 8, minutes: 0 },
    });
    expect(playlistShowing(dated, screen(), at('2026-03-08', '11:29'))?.kind).toBe('class');
    expect(playlistShowing(dated, screen(), at('2026-03-08', '11:30'))).toBeNull();
    expect(playlistShowing(dated, screen(), at('2026-03-09', '09:00'))).toBeNull();
  });

  it('refuses a weekly class without weekdays and a dated one without a date, naming the field', () => {
    const parsed = masjidPlaylistInputSchema.safeParse({
      items: [item('i1', 'tafsir'), item('i2', 'other')],
      notices: [],
      classes: [
        { ...tafsir, weekdays: [] },
        { ...tafsir, id: 'other', repeat: 'dated', title: ' ', minutes: 2 },
      ],
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['classes.0.weekdays', 'Choose the days of the week it is on'],
      ['classes.1.title', 'Give the title of the class or event'],
      ['classes.1.minutes', 'Give its length from 5 to 600 minutes'],
      ['classes.1.date', 'Give a date (YYYY-MM-DD)'],
    ]);
  });
});

describe('nikah notices', () => {
  it('shows a nikah up to its time, across the autumn DST change', () => {
    // 1 November 2026: Chicago's 01:00-02:00 happens twice; the nikah is at 15:00 CST.
    const nikah = { id: 'n', names: 'Aisha & Bilal', at: '2026-11-01T15:00', place: 'Main hall' };
    const playlist = playlistOf({ nikahs: [nikah], items: [item('i1', 'n')] });
    expect(playlistShowing(playlist, screen(), at('2026-11-01', '14:59'))?.kind).toBe('nikah');
    expect(playlistShowing(playlist, screen(), Date.UTC(2026, 10, 1, 20, 59))?.kind).toBe('nikah');
    expect(playlistShowing(playlist, screen(), Date.UTC(2026, 10, 1, 21, 0))).toBeNull();
  });
});

describe('donation appeals', () => {
  const appeal = { id: 'a', fundId: 'roof', text: 'Help us mend the roof', paymentUrl: 'https://pay.example.org/roof' };
  const fund = { id: 'roof', name: 'Roof repair', goal: 20000, current: 7500 };

  it("shows an appeal with its fund's progress, and nothing when the fund is gone", () => {
    const playlist = playlistOf({ appeals: [appeal], funds: [fund], items: [item('i1', 'a')] });
    expect(playlistShowing(playlist, screen(), at('2026-12-02', '10:00'))).toMatchObject({
      kind: 'appeal',
      appeal: { paymentUrl: 'https://pay.example.org/roof' },
      fund: { current: 7500, goal: 20000 },
    });
    expect(playlistShowing({ ...playlist, funds: [] }, screen(), at('2026-12-02', '10:00'))).toBeNull();
  });

  it('refuses a payment page that is not https, naming the field', () => {
    for (const paymentUrl of ['http://pay.example.org', 'javascript:alert(1)', 'pay.example.org', 'https://a b.org']) {
      const parsed = masjidPlaylistInputSchema.safeParse({
        items: [item('i1', 'a')],
        notices: [],
        appeals: [{ ...appeal, paymentUrl }],
      });
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['appeals.0.paymentUrl', 'Give the payment page as an https:// address'],
      ]);
    }
  });
});

describe('the ticker line', () => {
  const janazah = { id: 'j', name: 'Abdullah Rahman', salahAt: '2026-12-02T13:00', place: 'Main hall' };
  const ticker = {
    id: 't',
    text: 'Car park closed Friday',
    screens: [],
    roles: ['prayer-hall' as const],
    withNotices: true,
  };
  const playlist = playlistOf({ tickers: [ticker], notices: [janazah], classes: [tafsir] });

  it("runs the screen's line and today's short notices until they pass", () => {
    expect(tickerLines(playlist, screen(), at('2026-12-02', '12:00')).map((line) => line.kind)).toEqual([
      'text',
      'janazah',
      'class',
    ]);
    expect(tickerLines(playlist, screen(), at('2026-12-02', '14:00')).map((line) => line.kind)).toEqual([
      'text',
      'class',
    ]);
    expect(tickerLines(playlist, screen(), at('2026-12-03', '12:00')).map((line) => line.kind)).toEqual(['text']);
  });

  it('shows only on the screens it is set for, and without notices when not asked', () => {
    expect(tickerLines(playlist, screen('entrance'), at('2026-12-02', '12:00'))).toEqual([]);
    const plain = playlistOf({ ...playlist, tickers: [{ ...ticker, withNotices: false }] });
    expect(tickerLines(plain, screen(), at('2026-12-02', '12:00'))).toEqual([
      { kind: 'text', text: 'Car park closed Friday' },
    ]);
  });
});

describe('history', () => {
  it('keeps the new notices in the snapshot and restores them; an older entry restores with none', () => {
    const input = masjidPlaylistInputSchema.parse({
      items: [item('i1', 'tafsir')],
      notices: [],
      classes: [tafsir],
    });
    const snapshot = playlistSnapshot(input, []);
    expect(snapshot.items[0]?.label).toBe('1. Tafsir of Surah al-Kahf');
    expect(playlistFromSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(input);
    expect(playlistFromSnapshot({ items: [], notices: [] })).toMatchObject({ classes: [], appeals: [], tickers: [] });
  });
});
