import { z } from 'zod';
import { feedOptionsSchema } from '../../calendar-feed/feed-options.schema.js';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';
import { segment } from './text-values.js';

/** The prayer-times calendar feed: server/src/calendar-feed (docs/outside-the-hall.md). */

/**
 * GET /api/companies/url/{companyUrl}/prayer-times.ics?prayers=&times=&reminder=: the next twelve months
 * as iCalendar text. The links are built by `feedLinks` (core/src/calendar-feed/feed-links.ts), which keeps
 * the commas of its query unescaped; the route answers a wrong option with field errors, as before.
 */
export const CALENDAR_FEED = endpoint<string>()({
  method: 'GET',
  path: PATHS.calendarFeed,
  doc: {
    tag: 'Prayer times',
    summary: 'The next twelve months of times as an iCalendar feed to subscribe to (docs/outside-the-hall.md).',
    access: 'public-masjid',
    produces: 'text/calendar',
  },
  params: z.object({ companyUrl: segment }),
  query: feedOptionsSchema,
  answer: z.string().meta({ description: 'An iCalendar (RFC 5545) feed of the prayer times.' }),
});
