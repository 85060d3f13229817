import { z } from 'zod';
import { coded } from '../validation/coded-message.js';
import { nameField } from '../validation/text-fields.js';
import { plainText, tooLong } from '../validation/text-rules.js';
import { playlistSchema } from './playlist.schema.js';
import type { Poster } from './posters.js';
import type { Video } from './video.js';
import {
  appealNoticeSchema,
  classNoticeSchema,
  nikahNoticeSchema,
  tickerSchema,
  type PlaylistFund,
} from './notices.js';

/**
 * A masjid's playlist as stored and served (docs/screens.md, "Playlists"): the items the scheduler reads,
 * the janazah notices some of them show and the posters others show. One document per masjid, saved whole
 * by its admins; the dashboard answer carries it to every screen. Here are the zod schemas the server and
 * the admin check it with; what a screen computes from it (playlist-showing.ts, notice-times.ts, posters.ts)
 * is apart and loads no zod.
 */

export type { AppealNotice, ClassCountdown, ClassNotice, NikahNotice, PlaylistFund, Ticker } from './notices.js';
import type { PlaylistExpenseSheet } from './expense-sheet-lines.js';
export type { PlaylistExpenseSheet } from './expense-sheet-lines.js';

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

/**
 * PUT body: the whole playlist. Each item's `ref` names a notice (janazah, class, nikah or appeal) or a poster
 * of the masjid (the server checks posters and the appeals' funds). The lists added after the janazah
 * notices default to empty, so a playlist saved before them reads and restores as it was.
 */
export const masjidPlaylistInputSchema = z
  .object({
    items: playlistSchema,
    notices: z.array(janazahNoticeSchema).max(100),
    classes: z.array(classNoticeSchema).max(100).default([]),
    nikahs: z.array(nikahNoticeSchema).max(100).default([]),
    appeals: z.array(appealNoticeSchema).max(100).default([]),
    tickers: z.array(tickerSchema).max(50).default([]),
  })
  .strict()
  .superRefine((playlist, context) => {
    const notices = new Set(noticeIdsOf(playlist));
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
      if (item.kind === 'announcement' && item.ref === null)
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'ref'],
          message: coded('Choose an announcement', 'server.playlist.chooseAnnouncement'),
        });
      if (item.kind === 'fund' && item.ref === null)
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'ref'],
          message: coded('Choose a fund', 'server.playlist.chooseFund'),
        });
      if (item.kind === 'expense-sheet' && item.ref === null)
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'ref'],
          message: coded('Choose an expense sheet', 'server.playlist.chooseExpenseSheet'),
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

/** The ids of every notice of a playlist, whatever its kind. */
export function noticeIdsOf(playlist: Pick<MasjidPlaylistInput, 'notices' | 'classes' | 'nikahs' | 'appeals'>) {
  return [...playlist.notices, ...playlist.classes, ...playlist.nikahs, ...playlist.appeals].map((notice) => notice.id);
}

/**
 * What GET answers and the dashboard carries: the playlist, the masjid's posters and videos, and its funds
 * (for appeals).
 */
export interface MasjidPlaylist extends MasjidPlaylistInput {
  posters: Poster[];
  /** Absent from a desktop copy saved before videos (docs/screens.md, "Videos"). */
  videos?: Video[];
  funds: PlaylistFund[];
  /**
   * The masjid's announcements an item may name (id and title, for the admin page and the history); a
   * screen draws the announcement itself from the dashboard's content. Absent from an older copy.
   */
  announcements?: PlaylistAnnouncement[];
  /**
   * The masjid's switched-on expense sheets with their lines (docs/screens.md, "Expense sheets"), which an
   * item may show. Absent from an older copy.
   */
  expenseSheets?: PlaylistExpenseSheet[];
}

/** An announcement as the playlist names it. */
export interface PlaylistAnnouncement {
  id: string;
  title: string;
}

export const EMPTY_PLAYLIST: MasjidPlaylist = {
  items: [],
  notices: [],
  classes: [],
  nikahs: [],
  appeals: [],
  tickers: [],
  posters: [],
  videos: [],
  funds: [],
  announcements: [],
  expenseSheets: [],
};
