import { z } from 'zod';
import { DEFAULT_FEED_PRAYERS, FEED_PRAYERS, FEED_TIMES } from './feed-links.js';

export { FEED_PRAYERS, FEED_TIMES, feedLinks, feedQueryString, type FeedPrayer, type FeedTime } from './feed-links.js';

/** A reminder earlier than two hours before a prayer would fall into the prayer before it. */
export const MAX_REMINDER_MINUTES = 120;

const list = <T extends string>(allowed: readonly T[], fallback: readonly T[], label: string) =>
  z
    .string()
    .max(100)
    .optional()
    .transform((text, ctx): T[] => {
      if (text === undefined || text.trim() === '') return [...fallback];
      const names = [...new Set(text.split(',').map((name) => name.trim().toLowerCase()))];
      const unknown = names.filter((name) => !(allowed as readonly string[]).includes(name));
      if (unknown.length > 0)
        ctx.addIssue({ code: 'custom', message: `${label} must be a comma-separated list of ${allowed.join(', ')}.` });
      return names as T[];
    });

/**
 * Query options of GET /api/companies/url/{url}/prayer-times.ics (docs/outside-the-hall.md): which
 * prayers, azan and/or iqama, and a reminder N minutes before each event.
 */
// An option the feed does not know is refused, named, rather than dropped: a typo ("prayer=fajr") would
// otherwise give a feed the user did not ask for (docs/outside-the-hall.md).
export const feedOptionsSchema = z.strictObject(
  {
    prayers: list(FEED_PRAYERS, DEFAULT_FEED_PRAYERS, 'prayers').describe(
      "Comma-separated: fajr, sunrise, dhuhr, asr, maghrib, isha. Default: the five prayers. On Fridays Dhuhr is Jumu'ah.",
    ),
    times: list(FEED_TIMES, ['azan', 'iqama'], 'times').describe(
      'Comma-separated: azan, iqama. Default: both (an iqama only where the masjid sets one).',
    ),
    reminder: z
      .string()
      .regex(/^\d{1,3}$/, 'reminder must be a whole number of minutes')
      .optional()
      .transform((text) => (text === undefined ? 0 : Number(text)))
      .refine(
        (minutes) => minutes <= MAX_REMINDER_MINUTES,
        `reminder must be from 0 to ${MAX_REMINDER_MINUTES} minutes`,
      )
      .describe(
        `Minutes before each event for a calendar alarm (VALARM), 0-${MAX_REMINDER_MINUTES}; 0 or absent: none.`,
      ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown option ${issue.keys.join(', ')}; the options are prayers, times and reminder`
        : undefined,
  },
);

export type FeedOptions = z.output<typeof feedOptionsSchema>;
export type FeedQuery = z.input<typeof feedOptionsSchema>;
