import { Hono } from 'hono';
import { CALENDAR_FEED } from '@core/http/contract/calendar-feed.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { queryOptions } from '../http/validate.js';
import { calendarFeed } from './calendar-feed.service.js';

/**
 * GET /api/companies/url/{url}/prayer-times.ics?prayers&times&reminder: the masjid's prayer times for the
 * next twelve months as an iCalendar feed (docs/outside-the-hall.md). Who may read it is the public pages'
 * rule; the read model keeps public answers (docs/read-model.md). On the contract
 * (core/src/http/contract/calendar-feed.ts); its options are checked with `queryOptions`, so a wrong one
 * is still a 400 with field errors, given before the masjid is looked up.
 */
export function calendarFeedRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    CALENDAR_FEED.path,
    queryOptions(CALENDAR_FEED.query),
    endpointParams(CALENDAR_FEED),
    async (c) => {
      const { params } = endpointInput(c, CALENDAR_FEED);
      const { masjid, audience } = await readableMasjid(deps, currentAuth(c), { url: params.companyUrl });
      const text = await calendarFeed(deps, masjid, audience, c.req.valid('query'));
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      // A download names the file after the masjid; a subscription ignores it.
      c.header(
        'Content-Disposition',
        `inline; filename="${masjid.url.replace(/[^A-Za-z0-9_-]/g, '')}-prayer-times.ics"`,
      );
      return c.body(text);
    },
  );
}
