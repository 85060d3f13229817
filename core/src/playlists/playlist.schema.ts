import { z } from 'zod';

/**
 * Content per screen as data (docs/screens.md, "Content per screen"): a screen's role, and the playlist
 * items a masjid schedules, each with the windows it may show in. One scheduler in core (scheduler.ts)
 * reads them for the `?at=` preview, the web player and the desktop app alike.
 */

import { SCREEN_ROLES } from '../screens/screen-roles.js';
import { coded } from '../validation/coded-message.js';

export { SCREEN_ROLES, type ScreenRole } from '../screens/screen-roles.js';

export const PLAYLIST_ITEM_KINDS = [
  'announcement',
  'poster',
  'video',
  'fund',
  'expense-sheet',
  'quran',
  'hadith',
  'notice',
] as const;
export type PlaylistItemKind = (typeof PLAYLIST_ITEM_KINDS)[number];

/** The prayers a window may follow; `jumuah` is the Friday noon prayer (its first session). */
export const WINDOW_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah'] as const;
export type WindowPrayer = (typeof WINDOW_PRAYERS)[number];
export const WINDOW_MOMENTS = ['azan', 'iqama'] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const time = z.string().regex(TIME, { error: coded('Give a time from 00:00 to 23:59', 'server.playlist.time') });
const date = z.string().regex(DATE, { error: coded('Give a date (YYYY-MM-DD)', 'server.playlist.date') });
const offset = z
  .number()
  .int({ error: 'Minutes are whole' })
  .min(-180, { error: coded('At most 180 minutes before', 'server.playlist.minutesBefore') })
  .max(180, { error: coded('At most 180 minutes after', 'server.playlist.minutesAfter') });

/** A prayer window: from one moment of a prayer (plus minutes) until another, e.g. Asr's azan until its iqama. */
export const prayerWindowSchema = z
  .object({
    prayer: z.enum(WINDOW_PRAYERS, { error: 'Choose a prayer' }),
    from: z.enum(WINDOW_MOMENTS, { error: 'From the azan or the iqama' }),
    fromMinutes: offset,
    until: z.enum(WINDOW_MOMENTS, { error: 'Until the azan or the iqama' }),
    untilMinutes: offset,
  })
  .strict();
export type PrayerWindow = z.infer<typeof prayerWindowSchema>;

/** A clock window on the masjid's wall clock; one whose end is before its start runs past midnight. */
export const clockWindowSchema = z
  .object({ start: time, end: time })
  .strict()
  .refine((window) => window.start !== window.end, {
    error: coded('A clock window starts and ends at different times', 'server.playlist.clockLength'),
  });
export type ClockWindow = z.infer<typeof clockWindowSchema>;

export const playlistItemSchema = z
  .object({
    id: z.string().min(1).max(64),
    kind: z.enum(PLAYLIST_ITEM_KINDS, { error: 'Choose what the item shows' }),
    /** The announcement, poster, video, fund, sheet or notice shown (its id); null for the verse and the hadith. */
    ref: z.string().min(1).max(64).nullable(),
    /** Screens (by id) and roles it shows on; both empty: every screen. */
    screens: z.array(z.string().min(1).max(64)).max(100),
    roles: z.array(z.enum(SCREEN_ROLES, { error: 'Choose a screen role' })).max(SCREEN_ROLES.length),
    /** Days of the week, 0 Sunday to 6 Saturday; empty: every day. */
    weekdays: z.array(z.number().int().min(0).max(6)).max(7),
    from: date.nullable(),
    until: date.nullable(),
    clock: clockWindowSchema.nullable(),
    prayerWindow: prayerWindowSchema.nullable(),
    /** Higher first: while an item of a higher priority may show, lower ones wait. */
    priority: z
      .number()
      .int({ error: 'Must be a whole number from 0 to 100' })
      .min(0, { error: 'Must be a whole number from 0 to 100' })
      .max(100, { error: 'Must be a whole number from 0 to 100' }),
    durationSeconds: z
      .number()
      .int()
      .min(5, { error: coded('At least 5 seconds', 'server.playlist.atLeastSeconds') })
      .max(600, { error: coded('At most 10 minutes', 'server.playlist.atMostMinutes') }),
  })
  .strict()
  .refine((item) => item.from === null || item.until === null || item.from <= item.until, {
    error: coded('The date range ends before it starts', 'server.playlist.dateRange'),
    path: ['until'],
  });
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

export const playlistSchema = z.array(playlistItemSchema).max(500);
