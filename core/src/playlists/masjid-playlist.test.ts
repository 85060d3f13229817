import { describe, expect, it } from 'vitest';
import { dayEntry } from '../dashboard/day-entry.fixture.js';
import { zonedInstant } from '../dashboard/zoned-clock.js';
import { EMPTY_PLAYLIST, masjidPlaylistInputSchema, type MasjidPlaylist } from './masjid-playlist.js';
import { playlistShowing } from './playlist-showing.js';
import type { PlaylistItem } from './playlist.schema.js';
import type { ScreenContext } from './scheduler.js';

const ZONE = 'America/Chicago';
const day = dayEntry('2026-12-02', { asr: '14:30', asrIqama: '14:45', dhuhr: '11:50', dhuhrIqama: '12:15' });
const at = (time: string, date = '2026-12-02') => zonedInstant(ZONE, date, time);
const screen = (role: ScreenContext['role'], screenId: string | null = null): ScreenContext => ({
  screenId,
  role,
  zone: ZONE,
  days: [day],
});

const base: PlaylistItem = {
  id: 'poster-item',
  kind: 'poster',
  ref: 'poster-1',
  screens: [],
  roles: ['entrance'],
  weekdays: [],
  from: null,
  until: null,
  clock: null,
  prayerWindow: { prayer: 'asr', from: 'azan', fromMinutes: 0, until: 'iqama', untilMinutes: 0 },
  priority: 50,
  durationSeconds: 20,
};
const playlist: MasjidPlaylist = {
  ...EMPTY_PLAYLIST,
  items: [
    base,
    { ...base, id: 'janazah-item', kind: 'notice', ref: 'n1', roles: ['entrance'], prayerWindow: null, priority: 90 },
  ],
  notices: [{ id: 'n1', name: 'Abdullah Rahman', salahAt: '2026-12-02T13:00', place: 'Main hall' }],
  posters: [{ id: 'poster-1', name: 'Bazaar', url: '/api/poster-files/x.png', width: 1920, height: 1080, sizes: [] }],
};

describe('playlistShowing', () => {
  it('shows the janazah notice with priority until its salah, then the poster between Asr azan and iqama', () => {
    expect(playlistShowing(playlist, screen('entrance'), at('12:59'))).toMatchObject({ kind: 'notice' });
    expect(playlistShowing(playlist, screen('entrance'), at('13:00'))).toBeNull();
    expect(playlistShowing(playlist, screen('entrance'), at('14:29'))).toBeNull();
    expect(playlistShowing(playlist, screen('entrance'), at('14:30'))).toMatchObject({
      kind: 'poster',
      poster: { id: 'poster-1' },
    });
    expect(playlistShowing(playlist, screen('entrance'), at('14:44'))?.kind).toBe('poster');
    expect(playlistShowing(playlist, screen('entrance'), at('14:45'))).toBeNull();
  });

  it('shows nothing on the prayer hall, and an item aimed at a screen by id on that screen only', () => {
    expect(playlistShowing(playlist, screen('prayer-hall'), at('14:35'))).toBeNull();
    expect(playlistShowing(playlist, screen('prayer-hall'), at('12:00'))).toBeNull();
    const byId = { ...playlist, items: [{ ...base, roles: [], screens: ['screen-7'] }] };
    expect(playlistShowing(byId, screen('prayer-hall', 'screen-7'), at('14:35'))?.kind).toBe('poster');
    expect(playlistShowing(byId, screen('entrance', 'screen-8'), at('14:35'))).toBeNull();
  });

  it('shows nothing for a poster that is gone or an answer without a playlist', () => {
    expect(playlistShowing({ ...playlist, posters: [] }, screen('entrance'), at('14:35'))).toBeNull();
    expect(playlistShowing(undefined, screen('entrance'), at('14:35'))).toBeNull();
  });

  it('refuses an item naming a notice that is not in the playlist, naming the field', () => {
    const parsed = masjidPlaylistInputSchema.safeParse({ items: playlist.items, notices: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['items.1.ref']);
  });
});

describe('announcements, funds, the verse and a hadith in the playlist', () => {
  const announcement = {
    id: 'a1',
    title: 'Winter bazaar',
    text: 'Saturday after Dhuhr',
    image: null,
    startDate: '2026-12-01',
    endDate: '2026-12-05',
    enabled: true,
  };
  const rod = { date: '2026-12-02', suraNameEnglish: 'Ash-Sharh' } as never;
  const hod = { text: 'The best of you are those who learn the Quran and teach it.', reference: 'Bukhari' };
  const content: MasjidPlaylist = {
    ...EMPTY_PLAYLIST,
    items: [
      {
        ...base,
        id: 'announcement-item',
        kind: 'announcement',
        ref: 'a1',
        prayerWindow: null,
        clock: { start: '09:00', end: '10:00' },
      },
      {
        ...base,
        id: 'fund-item',
        kind: 'fund',
        ref: 'f1',
        prayerWindow: null,
        clock: { start: '10:00', end: '11:00' },
      },
      { ...base, id: 'quran-item', kind: 'quran', ref: null, weekdays: [3] },
      { ...base, id: 'hadith-item', kind: 'hadith', ref: null, roles: ['sisters-hall'], prayerWindow: null },
    ],
    funds: [{ id: 'f1', name: 'Roof repair', goal: 20_000, current: 7_500 }],
  };
  const sources = { announcements: [announcement], rod, hod };

  it('shows each within its windows only, drawing it from what the screen holds', () => {
    const show = (role: ScreenContext['role'], time: string, date?: string) =>
      playlistShowing(content, screen(role), at(time, date), sources);
    expect(show('entrance', '08:59')).toBeNull();
    expect(show('entrance', '09:00')).toMatchObject({ kind: 'announcement', announcement: { title: 'Winter bazaar' } });
    expect(show('entrance', '10:00')).toMatchObject({ kind: 'fund', fund: { current: 7_500 } });
    expect(show('entrance', '11:00')).toBeNull();
    // The verse between Asr's azan and iqama on Wednesdays (2 December 2026 is one), on the entrance only.
    expect(show('entrance', '14:30')).toMatchObject({ kind: 'quran', rod });
    expect(show('prayer-hall', '14:30')).toBeNull();
    expect(show('sisters-hall', '14:30')).toMatchObject({ kind: 'hadith', saying: { title: 'Hadees', ...hod } });
  });

  it('shows nothing for an announcement outside its own dates or disabled, a fund gone, or a screen without the verse', () => {
    expect(playlistShowing(content, screen('entrance'), at('09:30', '2026-12-06'), sources)).toBeNull();
    const disabled = { ...sources, announcements: [] };
    expect(playlistShowing(content, screen('entrance'), at('09:30'), disabled)).toBeNull();
    expect(playlistShowing({ ...content, funds: [] }, screen('entrance'), at('10:30'), sources)).toBeNull();
    expect(playlistShowing(content, screen('entrance'), at('14:30'), { ...sources, rod: null })).toBeNull();
    expect(playlistShowing(content, screen('sisters-hall'), at('14:30'))).toBeNull();
  });

  it("shows the masjid's own reminders, one a day and headed as such, where there is no hadith of the day", () => {
    const custom = [
      { text: 'Smile, it is charity.', reference: '' },
      { text: 'Keep the masjid clean.', reference: 'The committee' },
    ];
    const on = (date: string) => playlistShowing(content, screen('sisters-hall'), at('14:30', date), { custom });
    expect(on('2026-12-02')).toMatchObject({ kind: 'hadith', saying: { title: 'Reminder' } });
    const texts = new Set(
      ['2026-12-02', '2026-12-03'].map((date) => (on(date) as { saying: { text: string } }).saying.text),
    );
    expect(texts).toEqual(new Set(custom.map((reminder) => reminder.text)));
  });

  it('refuses an announcement or fund item that names none, naming the field', () => {
    const parsed = masjidPlaylistInputSchema.safeParse({
      items: [content.items[0], { ...content.items[1], ref: null }, { ...content.items[0], id: 'x', ref: null }],
      notices: [],
    });
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      expect.stringMatching(/^items\.1\.ref: .*Choose a fund/),
      expect.stringMatching(/^items\.2\.ref: .*Choose an announcement/),
    ]);
  });
});

describe('expense sheets in the playlist', () => {
  const sheet = {
    id: 's1',
    name: 'November expenses',
    description: 'Paid from the general fund',
    rows: [
      { order: 1, label: 'Electricity', value: '420' },
      { order: 2, label: 'Cleaning', value: '180' },
    ],
  };
  const sheets: MasjidPlaylist = {
    ...EMPTY_PLAYLIST,
    items: [
      {
        ...base,
        id: 'sheet-item',
        kind: 'expense-sheet',
        ref: 's1',
        roles: ['entrance'],
        weekdays: [3],
        prayerWindow: null,
        clock: { start: '10:00', end: '11:00' },
      },
    ],
    expenseSheets: [sheet],
  };

  it('shows the sheet within its windows only: its clock window, its weekday, its role', () => {
    expect(playlistShowing(sheets, screen('entrance'), at('10:00'))).toMatchObject({ kind: 'expense-sheet', sheet });
    expect(playlistShowing(sheets, screen('entrance'), at('10:59'))?.kind).toBe('expense-sheet');
    expect(playlistShowing(sheets, screen('entrance'), at('09:59'))).toBeNull();
    expect(playlistShowing(sheets, screen('entrance'), at('11:00'))).toBeNull();
    expect(playlistShowing(sheets, screen('entrance'), at('10:30', '2026-12-03'))).toBeNull();
    expect(playlistShowing(sheets, screen('prayer-hall'), at('10:30'))).toBeNull();
  });

  it('skips the item when its sheet is gone (deleted or switched off), and a copy without sheets', () => {
    expect(playlistShowing({ ...sheets, expenseSheets: [] }, screen('entrance'), at('10:30'))).toBeNull();
    const { expenseSheets: _, ...older } = sheets;
    expect(playlistShowing(older, screen('entrance'), at('10:30'))).toBeNull();
  });

  it('refuses an expense-sheet item that names none, naming the field', () => {
    const parsed = masjidPlaylistInputSchema.safeParse({ items: [{ ...sheets.items[0], ref: null }], notices: [] });
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      expect.stringMatching(/^items\.0\.ref: .*Choose an expense sheet/),
    ]);
  });
});
