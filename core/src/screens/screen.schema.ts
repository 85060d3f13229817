import { z } from 'zod';
import { nameField } from '../validation/text-fields.js';
import { SCREEN_LANGUAGES } from './screen-languages.js';
import { DEFAULT_SCREEN_ROLE, SCREEN_ROLES } from './screen-roles.js';
import { isPairingCode, normalizePairingCode, PAIRING_CODE_LENGTH } from './pairing-code.js';
import { requiredMessage as required } from '../validation/messages.js';
import { SOUND_TEST_OUTCOMES, type SoundTestOutcome } from './screen-sound.js';

/** Rules for screens (pairing, heartbeat, settings, commands) shared by the server, admin web and desktop. See docs/screens.md. */

export const SCREEN_NAME_MAX = 40;
/** `sound-test`: the screen plays a short test tone at its own volume and reports whether it could (docs/sound.md). */
export const SCREEN_COMMANDS = ['reload', 'restart', 'screenshot', 'unpair', 'sound-test'] as const;
export type ScreenCommand = (typeof SCREEN_COMMANDS)[number];
/** What runs a screen (docs/screens.md): the desktop app, or the web player at `/screen` in any browser. */
export const SCREEN_PLAYERS = ['desktop', 'web'] as const;
export type ScreenPlayer = (typeof SCREEN_PLAYERS)[number];

/** A screen is online while its last heartbeat is at most this old (it sends one a minute). */
export const ONLINE_WINDOW_MS = 3 * 60_000;
/** Admins are told by email once a screen has been silent this long, and again when it is back. */
export const OFFLINE_ALERT_AFTER_MS = 15 * 60_000;
export { HEARTBEAT_INTERVAL_MS } from './heartbeat-interval.js';
/** Largest screenshot a screen may upload (JPEG or PNG). */
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;

export { SCREEN_LANGUAGES };
export const SLIDE_KINDS = ['expenses', 'funds', 'expenseSheets', 'announcements'] as const;
export type SlideKind = (typeof SLIDE_KINDS)[number];

/** A night starts at most 4 hours after Isha's iqama and ends at most 4 hours before Fajr's azan. */
export const NIGHT_MINUTES_MAX = 240;

function nightMinutes(label: string) {
  const message = `${label} is a whole number from 0 to ${NIGHT_MINUTES_MAX}`;
  return z.number({ error: message }).int(message).min(0, message).max(NIGHT_MINUTES_MAX, message);
}

export const screenSettingsSchema = z.object({
  /** `auto` follows the display; the others turn the dashboard's layout that way. */
  orientation: z.enum(['auto', 'landscape', 'portrait'], { error: 'Orientation is auto, landscape or portrait' }),
  language: z.enum(SCREEN_LANGUAGES, { error: 'Choose one of the offered languages' }),
  largeType: z.boolean({ error: 'Large type is on or off' }),
  /** What the screen is for (screen-roles.ts); a screen saved before roles is the prayer hall's. */
  role: z.enum(SCREEN_ROLES, { error: 'Choose one of the screen roles' }).optional(),
  /**
   * How loud this screen plays, in percent of the masjid's volume (docs/sound.md, "Per screen"); a screen
   * saved before per-screen sound plays at 100 %.
   */
  volume: z
    .number({ error: 'Volume is a number from 0 to 100' })
    .int('Volume is a whole number from 0 to 100')
    .min(0, 'Volume is a number from 0 to 100')
    .max(100, 'Volume is a number from 0 to 100')
    .optional(),
  /**
   * The volume between Isha's iqama and Fajr's azan, in percent of the masjid's (docs/sound.md, "Per
   * screen"); absent or null, the same as by day.
   */
  nightVolume: z
    .number({ error: 'Night volume is a number from 0 to 100' })
    .int('Night volume is a whole number from 0 to 100')
    .min(0, 'Night volume is a number from 0 to 100')
    .max(100, 'Night volume is a number from 0 to 100')
    .nullable()
    .optional(),
  /** A silent screen (a side room, an office) plays nothing, test sounds included. */
  silent: z.boolean({ error: 'Silent is on or off' }).optional(),
  /**
   * The screen's night (docs/screens.md, "The screen's night"): dark from this many minutes after Isha's
   * iqama until this many before Fajr's azan; absent or null, never dark.
   */
  night: z
    .object({
      afterIshaMinutes: nightMinutes('Minutes after Isha'),
      beforeFajrMinutes: nightMinutes('Minutes before Fajr'),
    })
    .nullable()
    .optional(),
  slides: z.object(
    Object.fromEntries(SLIDE_KINDS.map((kind) => [kind, z.boolean({ error: 'Each slide is on or off' })])) as Record<
      SlideKind,
      z.ZodBoolean
    >,
  ),
});
export type ScreenSettings = z.infer<typeof screenSettingsSchema>;

export const DEFAULT_SCREEN_SETTINGS: ScreenSettings = {
  orientation: 'auto',
  language: 'masjid',
  largeType: false,
  role: DEFAULT_SCREEN_ROLE,
  volume: 100,
  silent: false,
  slides: { expenses: true, funds: true, expenseSheets: true, announcements: true },
};

export const pairingCodeField = z
  .string({ error: required('Pairing code') })
  .transform(normalizePairingCode)
  .refine((code) => code.length > 0, required('Pairing code'))
  .refine(isPairingCode, `The code is ${PAIRING_CODE_LENGTH} letters and digits, as shown on the screen`);

export const screenNameField = nameField('Screen name', SCREEN_NAME_MAX);

/** POST /api/companies/{companyId}/screens */
export const claimScreenSchema = z.object({ code: pairingCodeField, name: screenNameField });
export type ClaimScreenInput = z.input<typeof claimScreenSchema>;

/** PATCH /api/companies/{companyId}/screens/{screenId}: rename and/or change settings. */
export const updateScreenSchema = z
  .object({ name: screenNameField.optional(), settings: screenSettingsSchema.optional() })
  .refine((value) => value.name !== undefined || value.settings !== undefined, {
    message: 'Send a name or settings to change',
    path: ['name'],
  });
export type UpdateScreenInput = z.input<typeof updateScreenSchema>;

export const screenCommandSchema = z.object({
  command: z.enum(SCREEN_COMMANDS, { error: `Command is one of ${SCREEN_COMMANDS.join(', ')}` }),
});

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

/**
 * A figure a screen may not know, or that an older app does not send: missing and null both mean
 * "unknown" and are stored as null; a figure that is there must make sense.
 */
const unknownAsNull = <T extends z.ZodType>(figure: T) => figure.nullish().transform((value) => value ?? null);

/**
 * POST /api/screens/heartbeat: what a screen reports each minute (docs/screens.md). Every figure may be
 * missing or null, so an older desktop app that sends fewer of them stays online and can be updated;
 * figures a newer app adds are ignored.
 */
export const heartbeatSchema = z.object({
  appVersion: unknownAsNull(z.string().trim().min(1).max(40)),
  /** The last local date the screen's saved timetable covers. */
  timetableUntil: unknownAsNull(isoDay),
  /** The screen's clock minus the server's, in milliseconds (positive: the screen is ahead). */
  clockDriftMs: unknownAsNull(
    z
      .number()
      .int()
      .min(-10 * 365 * 86_400_000)
      .max(10 * 365 * 86_400_000),
  ),
  display: unknownAsNull(
    z.object({ width: z.number().int().min(1).max(20_000), height: z.number().int().min(1).max(20_000) }),
  ),
  orientation: unknownAsNull(z.enum(['landscape', 'portrait'])),
  /** Which player sends it; desktop apps from before the web player do not say, and are the desktop. */
  player: z
    .enum(SCREEN_PLAYERS, { error: `Player is one of ${SCREEN_PLAYERS.join(', ')}` })
    .nullish()
    .transform((value) => value ?? 'desktop'),
  /** True while the browser refuses sound until someone taps the screen (docs/sound.md, "Per screen"). */
  soundBlocked: unknownAsNull(z.boolean()),
  /** The last `sound-test` the screen ran: when, and whether it sounded. */
  soundTest: unknownAsNull(z.object({ at: z.iso.datetime({ offset: true }), outcome: z.enum(SOUND_TEST_OUTCOMES) })),
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;

export type { SoundTestOutcome } from './screen-sound.js';
/** The answer to a heartbeat: the commands waiting for the screen (oldest first) and its settings. */
export interface HeartbeatReply {
  commands: Array<{ id: string; command: ScreenCommand }>;
  settings: ScreenSettings;
  name: string;
  serverTime: string;
}

export interface PairingStarted {
  pairingId: string;
  code: string;
  expiresAt: string;
}

/** `expired` (an addition to the contract) tells a screen to ask for a new code. */
export type PairingStatus =
  | { status: 'pending' }
  | { status: 'expired' }
  | { status: 'paired'; screenId: string; screenToken: string; companyUrl: string };

/**
 * `dark`: online, and dark by its night schedule now, as the server reads the masjid's timetable and the
 * screen's night setting (docs/screens.md, "The screen's night"); `online` stays true.
 */
export const SCREEN_STATUSES = ['online', 'dark', 'offline', 'waiting', 'unpaired'] as const;
export type ScreenStatus = (typeof SCREEN_STATUSES)[number];

/** One screen as the admin's list shows it. */
export interface Screen {
  id: string;
  name: string;
  pairedAt: string;
  lastSeenAt: string | null;
  online: boolean;
  /** `waiting`: claimed, the screen has not collected its token yet; `unpaired`: its token was revoked. */
  status: ScreenStatus;
  appVersion: string | null;
  timetableUntil: string | null;
  clockDriftMs: number | null;
  display: { width: number; height: number } | null;
  orientation: 'landscape' | 'portrait' | null;
  /** The player of its last heartbeat (`desktop` before the first). */
  player: ScreenPlayer;
  settings: ScreenSettings;
  /** Commands sent but not yet picked up by the screen. */
  pendingCommands: ScreenCommand[];
  screenshotAt: string | null;
  /** What the screen last said about its sound: null figures are not known (an older app, never tested). */
  sound: { blocked: boolean | null; test: { at: string; outcome: SoundTestOutcome } | null };
}

export function isOnline(lastSeenAt: Date | null, now: Date): boolean {
  return lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() <= ONLINE_WINDOW_MS;
}

// The answers (docs/api.md, "Answers"): what the screens' routes send, each tied to its type above.

export const screenAnswer = z.object({
  id: z.string(),
  name: z.string(),
  pairedAt: z.string().meta({ description: 'ISO instant the screen was claimed.' }),
  lastSeenAt: z.string().nullable().meta({ description: 'ISO instant of its last heartbeat, or null.' }),
  online: z.boolean(),
  status: z.enum(SCREEN_STATUSES),
  appVersion: z.string().nullable(),
  timetableUntil: z.string().nullable(),
  clockDriftMs: z.number().nullable(),
  display: z.object({ width: z.number(), height: z.number() }).nullable(),
  orientation: z.enum(['landscape', 'portrait']).nullable(),
  player: z.enum(SCREEN_PLAYERS),
  settings: screenSettingsSchema,
  pendingCommands: z.array(z.enum(SCREEN_COMMANDS)),
  screenshotAt: z.string().nullable(),
  sound: z.object({
    blocked: z.boolean().nullable(),
    test: z.object({ at: z.string(), outcome: z.enum(SOUND_TEST_OUTCOMES) }).nullable(),
  }),
}) satisfies z.ZodType<Screen>;

export const pairingStartedAnswer = z.object({
  pairingId: z.string(),
  code: z.string().meta({ description: 'The code the screen shows, for an admin to claim it.' }),
  expiresAt: z.string(),
}) satisfies z.ZodType<PairingStarted>;

export const pairingStatusAnswer = z.union([
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('expired') }),
  z.object({ status: z.literal('paired'), screenId: z.string(), screenToken: z.string(), companyUrl: z.string() }),
]) satisfies z.ZodType<PairingStatus>;

export const heartbeatReplyAnswer = z.object({
  commands: z.array(z.object({ id: z.string(), command: z.enum(SCREEN_COMMANDS) })),
  settings: screenSettingsSchema,
  name: z.string(),
  serverTime: z.string(),
}) satisfies z.ZodType<HeartbeatReply>;
