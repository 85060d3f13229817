import { z } from 'zod';
import { coded } from '../validation/coded-message.js';
import { nameField } from '../validation/text-fields.js';
import { plainText, tooLong } from '../validation/text-rules.js';
import { zonedInstant } from '../dashboard/zoned-clock.js';
import { playlistSchema, type PlaylistItem } from './playlist.schema.js';
import { playlistAt, type ScreenContext } from './scheduler.js';
import type { Video } from './video.js';

/**
 * A masjid's playlist as stored and served (docs/screens.md, "Playlists"): the items the scheduler reads,
 * the janazah notices some of them show and the posters others show. One document per masjid, saved whole
 * by its admins; the dashboard answer carries it to every screen.
 */

/** Largest poster an admin may upload: a 4K PNG fits. */
export const POSTER_MAX_BYTES = 10 * 1024 * 1024;
export const POSTER_FORMATS = ['jpg', 'png', 'webp'] as const;
export type PosterFormat = (typeof POSTER_FORMATS)[number];
export const POSTER_CONTENT_TYPES: Record<PosterFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** What the file chooser offers; the server decides by the bytes. */
export const POSTER_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/**
 * The widths the server stores a poster at (docs/screens.md, "Posters"): a 720p screen's 1280 px up to a
 * 4K screen's 3840 px. A poster is never enlarged: only the widths below its own are made.
 */
export const POSTER_WIDTHS = [1280, 1920, 2560, 3840] as const;

/** One stored copy of a poster, at its own immutable address. */
export interface PosterSize {
  width: number;
  height: number;
  url: string;
}

/** A poster the masjid uploaded, with its public, immutable address and its smaller copies. */
export interface Poster {
  id: string;
  name: string;
  url: string;
  width: number;
  height: number;
  /** Smaller copies, narrowest first (none for a poster no wider than 1280 px, or uploaded before sizes). */
  sizes: PosterSize[];
}

/**
 * The address a screen `displayWidth` device pixels wide draws a poster from (docs/screens.md, "Posters"):
 * the narrowest copy at least as wide as the display, else the widest there is (the original, never
 * enlarged). The web player keeps the same one offline.
 */
export function posterUrlFor(poster: Pick<Poster, 'url' | 'width' | 'sizes'>, displayWidth: number): string {
  const candidates = [...poster.sizes, { width: poster.width, url: poster.url }].sort((a, b) => a.width - b.width);
  return (candidates.find((size) => size.width >= displayWidth) ?? candidates[candidates.length - 1]!).url;
}

export const posterDetailsSchema = z.object({ name: nameField('Name', 80) });

const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

/** A janazah notice: who died, and when and where the janazah salah is (on the masjid's wall clock). */
export const janazahNoticeSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: nameField('Name', 120),
    /** YYYY-MM-DDTHH:mm on the masjid's wall clock. */
    salahAt: z.string().regex(LOCAL_DATE_TIME, {
      error: coded('Give the date and time of the janazah salah', 'server.playlist.janazahTime'),
    }),
    place: z
      .string()
      .trim()
      .min(1, { error: coded('Say where the janazah salah is', 'server.playlist.janazahPlace') })
      .max(200, tooLong(200))
      .superRefine(plainText()),
  })
  .strict();
export type JanazahNotice = z.infer<typeof janazahNoticeSchema>;

/** PUT body: the whole playlist. Each item's `ref` names a notice or poster of the masjid (the server checks posters). */
export const masjidPlaylistInputSchema = z
  .object({
    items: playlistSchema,
    notices: z.array(janazahNoticeSchema).max(100),
  })
  .strict()
  .superRefine((playlist, context) => {
    const notices = new Set(playlist.notices.map((notice) => notice.id));
    playlist.items.forEach((item, index) => {
      if (item.kind === 'notice' && (item.ref === null || !notices.has(item.ref)))
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'ref'],
          message: coded('Choose a notice of this masjid', 'server.playlist.chooseNotice'),
        });
      if (item.kind === 'poster' && item.ref === null)
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'ref'],
          message: coded('Choose a poster', 'server.playlist.choosePoster'),
        });
      if (item.kind === 'video' && item.ref === null)
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'ref'],
          message: coded('Choose a video', 'server.playlist.chooseVideo'),
        });
    });
    const ids = new Set<string>();
    playlist.items.forEach((item, index) => {
      if (ids.has(item.id))
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'id'],
          message: coded('Two items share an id', 'server.playlist.sameId'),
        });
      ids.add(item.id);
    });
  });
export type MasjidPlaylistInput = z.infer<typeof masjidPlaylistInputSchema>;

/** What GET answers and the dashboard carries: the playlist and the masjid's posters and videos. */
export interface MasjidPlaylist extends MasjidPlaylistInput {
  posters: Poster[];
  /** Absent from a desktop copy saved before videos (docs/screens.md, "Videos"). */
  videos?: Video[];
}

export const EMPTY_PLAYLIST: MasjidPlaylist = { items: [], notices: [], posters: [], videos: [] };

/** The instant a janazah notice's salah is, on the masjid's clock. */
export function janazahInstant(notice: JanazahNotice, zone: string): number {
  return zonedInstant(zone, notice.salahAt.slice(0, 10), notice.salahAt.slice(11, 16));
}

/**
 * The items that may still show: a janazah notice is shown until its salah has passed (docs/screens.md,
 * "Notices"), whatever windows its item carries; an item naming a notice or poster that is gone shows nothing.
 */
export function liveItems(playlist: MasjidPlaylist, zone: string, nowMs: number): PlaylistItem[] {
  const notices = new Map(playlist.notices.map((notice) => [notice.id, notice]));
  const posters = new Set(playlist.posters.map((poster) => poster.id));
  const videos = new Set((playlist.videos ?? []).map((video) => video.id));
  return playlist.items.filter((item) => {
    if (item.kind === 'notice') {
      const notice = item.ref ? notices.get(item.ref) : undefined;
      return !!notice && nowMs < janazahInstant(notice, zone);
    }
    if (item.kind === 'poster') return !!item.ref && posters.has(item.ref);
    if (item.kind === 'video') return !!item.ref && videos.has(item.ref);
    // Only posters, videos and janazah notices have something to show yet (docs/screens.md, "Not done yet").
    return false;
  });
}

/** What a screen shows from its playlist at an instant: a poster, a video, a janazah notice, or nothing. */
export type PlaylistShowing =
  | { kind: 'poster'; item: PlaylistItem; poster: Poster }
  | { kind: 'video'; item: PlaylistItem; video: Video }
  | { kind: 'notice'; item: PlaylistItem; notice: JanazahNotice }
  | null;

/**
 * The playlist item on a screen at `nowMs` (docs/screens.md, "Playlists"): core's scheduler over the items
 * that may still show, for this screen's id and role. The `?at=` preview, the web player and the desktop
 * app call it alike.
 */
export function playlistShowing(
  playlist: MasjidPlaylist | undefined,
  screen: ScreenContext,
  nowMs: number,
): PlaylistShowing {
  if (!playlist || playlist.items.length === 0) return null;
  const { item } = playlistAt(liveItems(playlist, screen.zone, nowMs), screen, nowMs);
  if (!item) return null;
  if (item.kind === 'poster') {
    const poster = playlist.posters.find((entry) => entry.id === item.ref);
    return poster ? { kind: 'poster', item, poster } : null;
  }
  if (item.kind === 'video') {
    const video = playlist.videos?.find((entry) => entry.id === item.ref);
    return video ? { kind: 'video', item, video } : null;
  }
  const notice = playlist.notices.find((entry) => entry.id === item.ref);
  return notice ? { kind: 'notice', item, notice } : null;
}
