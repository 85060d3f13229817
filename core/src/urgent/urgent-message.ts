/**
 * Urgent messages (docs/urgent-message.md): a short text a masjid's admin puts on every screen of the
 * masjid until a time it chooses, and the server notice a super admin puts on every masjid's screens.
 * The server checks the same schema and end-time rule as the admin's form.
 */
import { z } from 'zod';
import { isRealIsoDate } from '../content/iso-day.js';
import { coded } from '../validation/coded-message.js';
import { plainText, required, tooLong } from '../validation/text-rules.js';

/** Long enough for "Fajr moved to the hall upstairs: the prayer room is flooded", short enough to read from the back row. */
export const URGENT_TEXT_MAX = 280;
/** The latest end an admin may choose: a message forgotten on the screens goes by itself within a week. */
export const URGENT_MAX_AHEAD_MS = 7 * 24 * 3_600_000;
/** What the form proposes as the end: a few hours, long enough for a day's disruption around one prayer. */
export const URGENT_DEFAULT_HOURS = 3;

/** `masjid`: the masjid's own admins wrote it; `server`: the server notice a super admin sent to every masjid. */
export type UrgentScope = 'masjid' | 'server';

export interface UrgentMessage {
  id: string;
  scope: UrgentScope;
  text: string;
  /** ISO instant: the screens stop showing it then, on their own clock, without a reload. */
  endsAt: string;
  /** ISO instant of the save. */
  sentAt: string;
}

/** The admin's current message (or the server notice), null when there is none or it has ended. */
export interface UrgentMessageAnswer {
  urgentMessage: UrgentMessage | null;
}

export const ENDS_AT_INSTANT = coded('Use a date and time such as 2026-11-28T18:00:00Z', 'server.field.endsAtInstant');
export const ENDS_AT_PAST = coded('The end time must be in the future', 'server.field.endsAtPast');
export const ENDS_AT_TOO_FAR = coded('The end time must be within 7 days', 'server.field.endsAtTooFar');

const INSTANT = /^(\d{4}-\d\d-\d\d)T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;
/** An ISO instant with its offset on a real day ('2026-02-30T...' is refused, not read as 2 March). */
const isInstant = (value: string) => {
  const match = INSTANT.exec(value);
  return match !== null && isRealIsoDate(match[1]!) && Number.isFinite(Date.parse(value));
};

/** PUT body of the masjid's urgent message and of the server notice. */
export const urgentMessageSchema = z.object({
  text: z
    .string({ error: required('Text') })
    .trim()
    .min(1, required('Text'))
    .max(URGENT_TEXT_MAX, tooLong(URGENT_TEXT_MAX))
    .superRefine(plainText({ multiline: false })),
  /** Optional: without one the message ends URGENT_DEFAULT_HOURS after it is sent. */
  endsAt: z.string({ error: ENDS_AT_INSTANT }).trim().refine(isInstant, ENDS_AT_INSTANT).optional(),
});

export type UrgentMessageInput = z.input<typeof urgentMessageSchema>;

/** What is wrong with an end time at `now` (milliseconds), or null: after now and at most 7 days ahead. */
export function endsAtProblem(endsAt: string, now: number): string | null {
  const at = Date.parse(endsAt);
  if (!isInstant(endsAt)) return ENDS_AT_INSTANT;
  if (at <= now) return ENDS_AT_PAST;
  if (at > now + URGENT_MAX_AHEAD_MS) return ENDS_AT_TOO_FAR;
  return null;
}

// Apart, so the dashboard's banner does not load zod for the schema above (docs/read-model.md, Lighthouse).
export { activeUrgentMessages } from './active-urgent.js';

/** The end of a message sent without one, and the form's proposal: now plus a few hours, whole minutes. */
export function defaultEndsAt(now: number): Date {
  const at = new Date(now + URGENT_DEFAULT_HOURS * 3_600_000);
  at.setSeconds(0, 0);
  return at;
}

/** The answer of the urgent message's and the server notice's routes (docs/api.md, "Answers"). */
export const urgentMessageAnswer = z.object({
  urgentMessage: z
    .object({
      id: z.string(),
      scope: z.enum(['masjid', 'server']),
      text: z.string(),
      endsAt: z.string().meta({ description: 'ISO instant: the screens stop showing it then.' }),
      sentAt: z.string().meta({ description: 'ISO instant of the save.' }),
    })
    .nullable()
    .meta({ description: 'null when there is none or it has ended.' }),
}) satisfies z.ZodType<UrgentMessageAnswer>;
