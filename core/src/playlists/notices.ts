import { z } from 'zod';
import { coded } from '../validation/coded-message.js';
import { nameField } from '../validation/text-fields.js';
import { plainText, tooLong } from '../validation/text-rules.js';
import { SCREEN_ROLES } from '../screens/screen-roles.js';

/**
 * The notices with their own form besides the janazah notice (docs/screens.md, "Notices"): classes and
 * events (weekly or dated, with a countdown on their day), nikah, a donation appeal for one of the masjid's
 * funds, and the ticker lines along the bottom of a screen. They live in the playlist document, so a save,
 * its history entry and a restore carry them with the items.
 */

export type { ClassCountdown, PlaylistFund } from './notice-times.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

const id = z.string().min(1).max(64);
const place = z
  .string()
  .trim()
  .min(1, { error: coded('Say where it is', 'server.playlist.place') })
  .max(200, tooLong(200))
  .superRefine(plainText());

/** A class or an event: weekly on some weekdays, or once on a date; at a time, for some minutes. */
export const classNoticeSchema = z
  .object({
    id,
    title: z
      .string()
      .trim()
      .min(1, { error: coded('Give the title of the class or event', 'server.playlist.classTitle') })
      .max(120, tooLong(120))
      .superRefine(plainText()),
    /** The teacher or speaker; empty when none is named. */
    teacher: z.string().trim().max(120, tooLong(120)).superRefine(plainText()),
    place,
    repeat: z.enum(['weekly', 'dated'], { error: 'Weekly or on a date' }),
    /** Weekly: the weekdays, 0 Sunday to 6 Saturday. */
    weekdays: z.array(z.number().int().min(0).max(6)).max(7),
    /** Dated: the day (YYYY-MM-DD), on the masjid's wall clock. */
    date: z
      .string()
      .regex(DATE, { error: coded('Give a date (YYYY-MM-DD)', 'server.playlist.date') })
      .nullable(),
    time: z.string().regex(TIME, { error: coded('Give a time from 00:00 to 23:59', 'server.playlist.time') }),
    /** How long it lasts; it is gone from the screens once it has ended. */
    minutes: z
      .number()
      .int({ error: coded('Give its length from 5 to 600 minutes', 'server.playlist.classMinutes') })
      .min(5, { error: coded('Give its length from 5 to 600 minutes', 'server.playlist.classMinutes') })
      .max(600, { error: coded('Give its length from 5 to 600 minutes', 'server.playlist.classMinutes') }),
  })
  .strict()
  .superRefine((notice, context) => {
    if (notice.repeat === 'weekly' && notice.weekdays.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['weekdays'],
        message: coded('Choose the days of the week it is on', 'server.playlist.classWeekdays'),
      });
    if (notice.repeat === 'dated' && notice.date === null)
      context.addIssue({
        code: 'custom',
        path: ['date'],
        message: coded('Give a date (YYYY-MM-DD)', 'server.playlist.date'),
      });
  });
export type ClassNotice = z.infer<typeof classNoticeSchema>;

/** A nikah: the couple, when and where (on the masjid's wall clock). */
export const nikahNoticeSchema = z
  .object({
    id,
    names: nameField('Name', 160),
    at: z.string().regex(LOCAL_DATE_TIME, {
      error: coded('Give the date and time of the nikah', 'server.playlist.nikahTime'),
    }),
    place,
  })
  .strict();
export type NikahNotice = z.infer<typeof nikahNoticeSchema>;

/** A payment page must be https: a screen's QR code sends the congregation there with their card. */
export const paymentUrlSchema = z
  .string()
  .trim()
  .max(500, tooLong(500))
  .refine(
    (text) => {
      try {
        return new URL(text).protocol === 'https:' && !/\s/.test(text);
      } catch {
        return false;
      }
    },
    { error: coded('Give the payment page as an https:// address', 'server.playlist.paymentUrl') },
  );

/** A donation appeal: a fund of the masjid (its progress is read from the fund), a text, the payment page. */
export const appealNoticeSchema = z
  .object({
    id,
    fundId: z
      .string()
      .min(1, { error: coded('Choose a fund of this masjid', 'server.playlist.fund') })
      .max(64),
    text: z
      .string()
      .trim()
      .min(1, { error: coded('Write a few words of the appeal', 'server.playlist.appealText') })
      .max(280, tooLong(280))
      .superRefine(plainText()),
    paymentUrl: paymentUrlSchema,
  })
  .strict();
export type AppealNotice = z.infer<typeof appealNoticeSchema>;

/** A ticker line along the bottom of the screens it names (none named: every screen). */
export const tickerSchema = z
  .object({
    id,
    text: z.string().trim().max(140, tooLong(140)).superRefine(plainText()),
    screens: z.array(z.string().min(1).max(64)).max(100),
    roles: z.array(z.enum(SCREEN_ROLES, { error: 'Choose a screen role' })).max(SCREEN_ROLES.length),
    /** Today's short notices (janazah, classes and nikah of the day) run along with the text. */
    withNotices: z.boolean(),
  })
  .strict()
  .refine((ticker) => ticker.text !== '' || ticker.withNotices, {
    error: coded('Write the line, or let the notices of the day run in it', 'server.playlist.tickerEmpty'),
    path: ['text'],
  });
export type Ticker = z.infer<typeof tickerSchema>;
