import { z } from 'zod';
import { coded } from '../validation/coded-message.js';
import { nameField } from '../validation/text-fields.js';
import { plainText, tooLong } from '../validation/text-rules.js';
import { zonedInstant, zonedNow } from '../dashboard/zoned-clock.js';
import { playlistSchema, type PlaylistItem } from './playlist.schema.js';
import { isScreenChosen, playlistAt, type ScreenContext } from './scheduler.js';
import type { Video } from './video.js';
import type { PlaylistExpenseSheet } from './expense-sheet-lines.js';
import { activeAnnouncements } from '../content/announcements.js';
import type { Announcement } from '../content/central-control.types.js';
import type { Hadees, ReminderOfTheDay } from '../content/reminder.types.js';
import {
  appealNoticeSchema,
  classCountdown,
  classNoticeSchema,
  classOccurrence,
  nikahInstant,
  nikahNoticeSchema,
  tickerSchema,
  type AppealNotice,
  type ClassCountdown,
  type ClassNotice,
  type NikahNotice,
  type PlaylistFund,
} from './notices.js';

/**
 * A masjid's playlist as stored and served (docs/screens.md, "Playlists"): the items the scheduler reads,
 * the janazah notices some of them show and the posters others show. One document per masjid, saved whole
 * by its admins; the dashboard answer carries it to every screen.
 */

export type { AppealNotice, ClassCountdown, ClassNotice, NikahNotice, PlaylistFund, Ticker } from './notices.js';
export type { PlaylistExpenseSheet } from './expense-sheet-lines.js';

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

/**
 * What a screen already holds besides the playlist (docs/screens.md, "Announcements, funds, the verse and
 * a hadith"): the announcements it may show (the dashboard's enabled ones) and the verse and hadith of the
 * day. Items of those kinds show them; without them they show nothing.
 */
export interface PlaylistSources {
  announcements?: readonly Announcement[];
  rod?: ReminderOfTheDay | null;
  hod?: Hadees | null;
  /** The masjid's own reminders: a hadith item shows one of them on a day without a hadith of the day. */
  custom?: ReadonlyArray<{ text: string; reference: string }>;
}

/**
 * What a hadith item shows (docs/screens.md): the hadith of the day; on a server without a hadith collection,
 * the masjid's own reminders, one a day in turn, headed as a reminder (never passed off as a hadith).
 */
function sayingOf(
  sources: PlaylistSources,
  date: string,
): { title: 'Hadees' | 'Reminder'; text: string; reference: string } | null {
  if (sources.hod) return { title: 'Hadees', text: sources.hod.text, reference: sources.hod.reference };
  const custom = sources.custom ?? [];
  if (custom.length === 0) return null;
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  const reminder = custom[day % custom.length]!;
  return { title: 'Reminder', text: reminder.text, reference: reminder.reference };
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

/** The instant a janazah notice's salah is, on the masjid's clock. */
export function janazahInstant(notice: JanazahNotice, zone: string): number {
  return zonedInstant(zone, notice.salahAt.slice(0, 10), notice.salahAt.slice(11, 16));
}

/**
 * The items that may still show (docs/screens.md, "Notices"), whatever windows they carry: a janazah notice
 * until its salah has passed, a class until it has ended (a weekly one on its weekdays only), a nikah until
 * its time, an appeal while its fund exists, an expense sheet while it exists and is switched on, an announcement within its own dates, the verse and the hadith
 * while the screen has them; an item naming a notice or poster that is gone shows nothing.
 */
export function liveItems(
  playlist: MasjidPlaylist,
  zone: string,
  nowMs: number,
  sources: PlaylistSources = {},
): PlaylistItem[] {
  return playlist.items.filter((item) => showingOf(playlist, item, zone, nowMs, sources) !== null);
}

/** What an item shows at `nowMs`, or null when it has nothing to show (gone, passed, or not built yet). */
function showingOf(
  playlist: MasjidPlaylist,
  item: PlaylistItem,
  zone: string,
  nowMs: number,
  sources: PlaylistSources,
): PlaylistShowing {
  if (item.kind === 'poster') {
    const poster = playlist.posters.find((entry) => entry.id === item.ref);
    return poster ? { kind: 'poster', item, poster } : null;
  }
  if (item.kind === 'video') {
    const video = playlist.videos?.find((entry) => entry.id === item.ref);
    return video ? { kind: 'video', item, video } : null;
  }
  if (item.kind === 'announcement') {
    // Only while the announcement itself runs: enabled (the dashboard holds no other) and within its dates.
    const today = zonedNow(zone, nowMs).date;
    const [announcement] = activeAnnouncements(
      (sources.announcements ?? []).filter((entry) => entry.id === item.ref),
      today,
    );
    return announcement ? { kind: 'announcement', item, announcement } : null;
  }
  if (item.kind === 'fund') {
    const fund = (playlist.funds ?? []).find((entry) => entry.id === item.ref);
    return fund ? { kind: 'fund', item, fund } : null;
  }
  if (item.kind === 'quran') return sources.rod ? { kind: 'quran', item, rod: sources.rod } : null;
  if (item.kind === 'hadith') {
    const saying = sayingOf(sources, zonedNow(zone, nowMs).date);
    return saying ? { kind: 'hadith', item, saying } : null;
  }
  if (item.kind === 'expense-sheet') {
    // A sheet switched off or deleted is not in the list: the item is skipped, as a fund item is.
    const sheet = (playlist.expenseSheets ?? []).find((entry) => entry.id === item.ref);
    return sheet ? { kind: 'expense-sheet', item, sheet } : null;
  }
  if (item.kind !== 'notice' || item.ref === null) return null;
  const janazah = playlist.notices.find((entry) => entry.id === item.ref);
  if (janazah) return nowMs < janazahInstant(janazah, zone) ? { kind: 'notice', item, notice: janazah } : null;
  const lesson = (playlist.classes ?? []).find((entry) => entry.id === item.ref);
  if (lesson) {
    const occurrence = classOccurrence(lesson, zone, nowMs);
    return occurrence
      ? { kind: 'class', item, notice: lesson, countdown: classCountdown(lesson, occurrence, nowMs) }
      : null;
  }
  const nikah = (playlist.nikahs ?? []).find((entry) => entry.id === item.ref);
  if (nikah) return nowMs < nikahInstant(nikah, zone) ? { kind: 'nikah', item, notice: nikah } : null;
  const appeal = (playlist.appeals ?? []).find((entry) => entry.id === item.ref);
  const fund = appeal && (playlist.funds ?? []).find((entry) => entry.id === appeal.fundId);
  return appeal && fund ? { kind: 'appeal', item, appeal, fund } : null;
}

/** What a screen shows from its playlist at an instant: a poster, a video, a notice of some kind, or nothing. */
export type PlaylistShowing =
  | { kind: 'poster'; item: PlaylistItem; poster: Poster }
  | { kind: 'video'; item: PlaylistItem; video: Video }
  | { kind: 'notice'; item: PlaylistItem; notice: JanazahNotice }
  | { kind: 'class'; item: PlaylistItem; notice: ClassNotice; countdown: ClassCountdown }
  | { kind: 'nikah'; item: PlaylistItem; notice: NikahNotice }
  | { kind: 'appeal'; item: PlaylistItem; appeal: AppealNotice; fund: PlaylistFund }
  | { kind: 'announcement'; item: PlaylistItem; announcement: Announcement }
  | { kind: 'fund'; item: PlaylistItem; fund: PlaylistFund }
  | { kind: 'expense-sheet'; item: PlaylistItem; sheet: PlaylistExpenseSheet }
  | { kind: 'quran'; item: PlaylistItem; rod: ReminderOfTheDay }
  | { kind: 'hadith'; item: PlaylistItem; saying: { title: 'Hadees' | 'Reminder'; text: string; reference: string } }
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
  sources: PlaylistSources = {},
): PlaylistShowing {
  if (!playlist || playlist.items.length === 0) return null;
  const { item } = playlistAt(liveItems(playlist, screen.zone, nowMs, sources), screen, nowMs);
  return item ? showingOf(playlist, item, screen.zone, nowMs, sources) : null;
}

/** One line of a screen's ticker: the admin's text, or a short notice of the day. */
export type TickerLine =
  | { kind: 'text'; text: string }
  | { kind: 'janazah'; notice: JanazahNotice }
  | { kind: 'class'; notice: ClassNotice; countdown: ClassCountdown }
  | { kind: 'nikah'; notice: NikahNotice };

/**
 * The ticker of a screen at `nowMs` (docs/screens.md, "The ticker line"): the lines set for its id or role
 * (or for every screen), and, when one of them asks, today's janazah notices before their salah, today's
 * classes before they end and today's nikah before its time. Empty: the screen shows no ticker.
 */
export function tickerLines(
  playlist: MasjidPlaylist | undefined,
  screen: Pick<ScreenContext, 'screenId' | 'role' | 'zone'>,
  nowMs: number,
): TickerLine[] {
  const tickers = (playlist?.tickers ?? []).filter((ticker) => isScreenChosen(ticker, screen));
  if (!playlist || tickers.length === 0) return [];
  const lines: TickerLine[] = tickers
    .filter((ticker) => ticker.text !== '')
    .map((ticker) => ({ kind: 'text', text: ticker.text }));
  if (!tickers.some((ticker) => ticker.withNotices)) return lines;
  const today = zonedNow(screen.zone, nowMs).date;
  for (const notice of playlist.notices)
    if (notice.salahAt.startsWith(today) && nowMs < janazahInstant(notice, screen.zone))
      lines.push({ kind: 'janazah', notice });
  for (const notice of playlist.classes ?? []) {
    const occurrence = classOccurrence(notice, screen.zone, nowMs);
    if (occurrence?.today) lines.push({ kind: 'class', notice, countdown: classCountdown(notice, occurrence, nowMs) });
  }
  for (const notice of playlist.nikahs ?? [])
    if (notice.at.startsWith(today) && nowMs < nikahInstant(notice, screen.zone)) lines.push({ kind: 'nikah', notice });
  return lines;
}
