import { describe, expect, it } from 'vitest';
import { dayEntry } from '../dashboard/day-entry.fixture.js';
import { zonedInstant } from '../dashboard/zoned-clock.js';
import { EMPTY_PLAYLIST, masjidPlaylistInputSchema, playlistShowing, type MasjidPlaylist } from './masjid-playlist.js';
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
