/** The playlist's answers as zod schemas (docs/api.md, "Answers"; docs/screens.md, "Playlists"). */
import { z } from 'zod';
import type { JanazahNotice, MasjidPlaylist } from './masjid-playlist.js';
import type { Poster } from './posters.js';
import { type AppealNotice, type ClassNotice, type NikahNotice, type PlaylistFund, type Ticker } from './notices.js';
import { SCREEN_ROLES } from '../screens/screen-roles.js';
import { playlistItemSchema } from './playlist.schema.js';
import { VIDEO_FORMATS, type Video } from './video.js';
import type { PlaylistExpenseSheet } from './expense-sheet-lines.js';

export const posterAnswer = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().meta({
    description: "Where a screen fetches the poster's bytes: an immutable address made of their SHA-256.",
  }),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })).meta({
    description:
      'Smaller copies (WebP), narrowest first; a screen draws the narrowest at least as wide as its display in device pixels.',
  }),
}) satisfies z.ZodType<Poster>;

export const videoAnswer = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().meta({
    description: "Where a screen fetches the video (in ranges): an immutable address made of the bytes' SHA-256.",
  }),
  format: z.enum(VIDEO_FORMATS),
  size: z.number().int().meta({ description: 'Its length in bytes.' }),
  muted: z.boolean().meta({ description: 'True unless the admin chose sound: the screen plays it silent.' }),
}) satisfies z.ZodType<Video>;

export const janazahNoticeAnswer = z.object({
  id: z.string(),
  name: z.string().meta({ description: 'The name of the deceased.' }),
  salahAt: z.string().meta({ description: "The janazah salah on the masjid's wall clock (YYYY-MM-DDTHH:mm)." }),
  place: z.string(),
}) satisfies z.ZodType<JanazahNotice>;

export const classNoticeAnswer = z.object({
  id: z.string(),
  title: z.string(),
  teacher: z.string().meta({ description: 'The teacher or speaker; empty when none is named.' }),
  place: z.string(),
  repeat: z.enum(['weekly', 'dated']),
  weekdays: z.array(z.number().int()).meta({ description: 'Weekly: 0 Sunday to 6 Saturday.' }),
  date: z.string().nullable().meta({ description: 'Dated: YYYY-MM-DD on the masjid wall clock.' }),
  time: z.string().meta({ description: 'HH:mm on the masjid wall clock.' }),
  minutes: z.number().int().meta({ description: 'How long it lasts; gone from the screens once ended.' }),
}) satisfies z.ZodType<ClassNotice>;

export const nikahNoticeAnswer = z.object({
  id: z.string(),
  names: z.string().meta({ description: 'The couple.' }),
  at: z.string().meta({ description: "The nikah on the masjid's wall clock (YYYY-MM-DDTHH:mm)." }),
  place: z.string(),
}) satisfies z.ZodType<NikahNotice>;

export const appealNoticeAnswer = z.object({
  id: z.string(),
  fundId: z.string().meta({ description: "One of the masjid's funds (its progress is read from it)." }),
  text: z.string(),
  paymentUrl: z.string().meta({ description: "The masjid's payment page (https), shown as a QR code." }),
}) satisfies z.ZodType<AppealNotice>;

export const tickerAnswer = z.object({
  id: z.string(),
  text: z.string(),
  screens: z.array(z.string()),
  roles: z.array(z.enum(SCREEN_ROLES)),
  withNotices: z.boolean().meta({ description: "Today's janazah, classes and nikah run along with the text." }),
}) satisfies z.ZodType<Ticker>;

export const playlistFundAnswer = z.object({
  id: z.string(),
  name: z.string(),
  goal: z.number(),
  current: z.number(),
}) satisfies z.ZodType<PlaylistFund>;

export const playlistExpenseSheetAnswer = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  rows: z.array(z.object({ order: z.number().int(), label: z.string(), value: z.string() })),
}) satisfies z.ZodType<PlaylistExpenseSheet>;

export const masjidPlaylistAnswer = z.object({
  items: z.array(playlistItemSchema),
  notices: z.array(janazahNoticeAnswer),
  classes: z.array(classNoticeAnswer),
  nikahs: z.array(nikahNoticeAnswer),
  appeals: z.array(appealNoticeAnswer),
  tickers: z.array(tickerAnswer),
  posters: z.array(posterAnswer),
  videos: z.array(videoAnswer),
  funds: z
    .array(playlistFundAnswer)
    .meta({ description: "The masjid's funds an appeal or a fund item may name, with their progress." }),
  announcements: z.array(z.object({ id: z.string(), title: z.string() })).meta({
    description:
      "The masjid's announcements an item may name (id and title); a screen draws the announcement from the dashboard's content.",
  }),
  expenseSheets: z.array(playlistExpenseSheetAnswer).meta({
    description:
      "The masjid's switched-on expense sheets with their lines, which an expense-sheet item shows; one switched off or deleted is absent and its item shows nothing.",
  }),
}) satisfies z.ZodType<MasjidPlaylist>;
