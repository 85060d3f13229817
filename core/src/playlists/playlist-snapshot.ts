import { masjidPlaylistInputSchema, type MasjidPlaylistInput } from './masjid-playlist.js';
import type { Poster } from './posters.js';
import type { PlaylistItem } from './playlist.schema.js';

/**
 * What the history keeps of a playlist save (docs/history.md, docs/screens.md "Playlists"): the whole
 * playlist, so an entry can be restored, with each item labelled by its place and what it shows, so the
 * History table names a changed item ("2. Winter bazaar · Priority") instead of its id.
 */
export interface PlaylistSnapshot extends Omit<MasjidPlaylistInput, 'items'> {
  items: Array<PlaylistItem & { label: string }>;
}

export function playlistSnapshot(playlist: MasjidPlaylistInput, posters: readonly Pick<Poster, 'id' | 'name'>[]) {
  const names = new Map<string, string>([
    ...posters.map((poster): [string, string] => [poster.id, poster.name]),
    ...playlist.notices.map((notice): [string, string] => [notice.id, notice.name]),
    ...playlist.classes.map((notice): [string, string] => [notice.id, notice.title]),
    ...playlist.nikahs.map((notice): [string, string] => [notice.id, notice.names]),
    ...playlist.appeals.map((notice): [string, string] => [notice.id, notice.text.slice(0, 60)]),
  ]);
  const snapshot: PlaylistSnapshot = {
    items: playlist.items.map((item, index) => ({
      label: `${index + 1}. ${(item.ref && names.get(item.ref)) || item.kind}`,
      ...item,
    })),
    notices: playlist.notices,
    classes: playlist.classes,
    nikahs: playlist.nikahs,
    appeals: playlist.appeals,
    tickers: playlist.tickers,
  };
  return snapshot;
}

/** The playlist a history entry kept, checked again as a save is; null when the entry holds none (an older entry's lines). */
export function playlistFromSnapshot(value: unknown): MasjidPlaylistInput | null {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as PlaylistSnapshot).items)) return null;
  const snapshot = value as PlaylistSnapshot;
  // An entry written before classes, nikah, appeals and tickers lacks those lists: they read as empty.
  const parsed = masjidPlaylistInputSchema.safeParse({
    ...snapshot,
    items: snapshot.items.map(({ label: _, ...item }) => item),
  });
  return parsed.success ? parsed.data : null;
}

/** Whether a history entry's snapshot is a playlist that can be restored (the History page offers it). */
export const isPlaylistSnapshot = (value: unknown): boolean => playlistFromSnapshot(value) !== null;
