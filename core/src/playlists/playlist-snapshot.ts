import { masjidPlaylistInputSchema, type MasjidPlaylistInput, type Poster } from './masjid-playlist.js';
import type { PlaylistItem } from './playlist.schema.js';

/**
 * What the history keeps of a playlist save (docs/history.md, docs/screens.md "Playlists"): the whole
 * playlist, so an entry can be restored, with each item labelled by its place and what it shows, so the
 * History table names a changed item ("2. Winter bazaar · Priority") instead of its id.
 */
export interface PlaylistSnapshot {
  items: Array<PlaylistItem & { label: string }>;
  notices: MasjidPlaylistInput['notices'];
}

export function playlistSnapshot(playlist: MasjidPlaylistInput, posters: readonly Pick<Poster, 'id' | 'name'>[]) {
  const names = new Map<string, string>([
    ...posters.map((poster): [string, string] => [poster.id, poster.name]),
    ...playlist.notices.map((notice): [string, string] => [notice.id, notice.name]),
  ]);
  const snapshot: PlaylistSnapshot = {
    items: playlist.items.map((item, index) => ({
      label: `${index + 1}. ${(item.ref && names.get(item.ref)) || item.kind}`,
      ...item,
    })),
    notices: playlist.notices,
  };
  return snapshot;
}

/** The playlist a history entry kept, checked again as a save is; null when the entry holds none (an older entry's lines). */
export function playlistFromSnapshot(value: unknown): MasjidPlaylistInput | null {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as PlaylistSnapshot).items)) return null;
  const snapshot = value as PlaylistSnapshot;
  const parsed = masjidPlaylistInputSchema.safeParse({
    items: snapshot.items.map(({ label: _, ...item }) => item),
    notices: snapshot.notices,
  });
  return parsed.success ? parsed.data : null;
}

/** Whether a history entry's snapshot is a playlist that can be restored (the History page offers it). */
export const isPlaylistSnapshot = (value: unknown): boolean => playlistFromSnapshot(value) !== null;
