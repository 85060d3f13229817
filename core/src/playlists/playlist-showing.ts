import { zonedNow } from '../dashboard/zoned-clock.js';
import { activeAnnouncements } from '../content/announcements.js';
import type { Announcement } from '../content/central-control.types.js';
import type { Hadees, ReminderOfTheDay } from '../content/reminder.types.js';
import type { PlaylistExpenseSheet } from './expense-sheet-lines.js';
import type { JanazahNotice, MasjidPlaylist } from './masjid-playlist.js';
import {
  classCountdown,
  classOccurrence,
  janazahInstant,
  nikahInstant,
  type ClassCountdown,
  type PlaylistFund,
} from './notice-times.js';
import type { AppealNotice, ClassNotice, NikahNotice } from './notices.js';
import type { PlaylistItem } from './playlist.schema.js';
import type { Poster } from './posters.js';
import { isScreenChosen, playlistAt, type ScreenContext } from './scheduler.js';
import type { Video } from './video.js';

/**
 * What a screen shows from its masjid's playlist at an instant (docs/screens.md, "Playlists"): the slide and
 * the ticker. Pure and without zod, so a screen's first load carries none; the schemas the server and the
 * admin check a playlist with are in masjid-playlist.ts, whose types alone are read here.
 */

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

/**
 * The items that may still show (docs/screens.md, "Notices"), whatever windows they carry: a janazah notice
 * until its salah has passed, a class until it has ended (a weekly one on its weekdays only), a nikah until
 * its time, an appeal while its fund exists, an expense sheet while it exists and is switched on, an
 * announcement within its own dates, the verse and the hadith
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
