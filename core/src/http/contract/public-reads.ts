import { z } from 'zod';
import type { CentralControl } from '../../content/central-control.types.js';
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS, type DashboardData } from '../../dashboard/dashboard-data.js';
import { centralControlAnswer } from '../../content/content-answers.js';
import { dashboardAnswer } from '../../dashboard/dashboard-answers.js';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';
import { optionalBoolean, optionalWholeNumber, segment } from './text-values.js';

/** The public reads every screen makes: server/src/dashboard, server/src/events, server/src/content. */

const dashboardQuery = z.object({
  days: optionalWholeNumber({
    label: 'Query parameter days',
    min: 1,
    max: DASHBOARD_MAX_DAYS,
    fallback: DASHBOARD_DEFAULT_DAYS,
    emptyIsWrong: true,
    description: `Days of times from today (1-${DASHBOARD_MAX_DAYS}).`,
  }),
  lite: optionalBoolean('lite', false, 'true: without reminders and images.'),
});

/** GET /api/dashboard/{companyUrl}?days=N&lite=: everything a screen shows. */
export const DASHBOARD_BY_URL = endpoint<DashboardData>()({
  method: 'GET',
  path: PATHS.dashboardByUrl,
  doc: {
    tag: 'Public pages',
    summary: 'Everything the public dashboard shows, by dashboard url.',
    access: 'public-masjid',
  },
  params: z.object({ companyUrl: segment }),
  query: dashboardQuery,
  answer: dashboardAnswer,
});

/** GET /api/dashboard/companyId/{companyId}: the same by masjid id (older widget embeds). */
export const DASHBOARD_BY_ID = endpoint<DashboardData>()({
  method: 'GET',
  path: PATHS.dashboardById,
  doc: {
    tag: 'Public pages',
    summary: 'Everything the public dashboard shows, by masjid id.',
    access: 'public-masjid',
  },
  params: z.object({ companyId: segment }),
  query: dashboardQuery,
  answer: dashboardAnswer,
});

export { dashboardPath, type MasjidRef } from './paths.js';

/** GET /api/companies/url/{companyUrl}/events: the masjid's change signals, as server-sent events (no JSON). */
export const CHANGE_EVENTS = endpoint<string>()({
  method: 'GET',
  path: PATHS.changeEvents,
  doc: {
    tag: 'Public pages',
    summary: "Server-sent events: a line each time the masjid's data changes.",
    access: 'public-masjid',
    produces: 'text/event-stream',
  },
  params: z.object({ companyUrl: segment }),
  answer: z.string().meta({ description: 'Server-sent events: a change event with its kind as JSON data.' }),
});

/** GET /api/companies/url/{companyUrl}/central-control: the masjid's content (with an admin's token, disabled items too). */
export const PUBLIC_CONTENT = endpoint<CentralControl>()({
  method: 'GET',
  path: PATHS.publicContent,
  doc: {
    tag: 'Content',
    summary: "A masjid's content: funds, expenses, Jumu'ah, announcements, reminders, settings.",
    access: 'public-masjid',
  },
  params: z.object({ companyUrl: segment }),
  answer: centralControlAnswer,
});
