import { nextTurnsAt, secondsUntil, v1CacheControl, V1_MAX_AGE_SECONDS } from '../public-v1/v1-caching.js';

/**
 * The public reads the read model answers (docs/read-model.md): which masjid each belongs to, which query
 * parameters shape its answer, and how long a CDN may keep it. A request with any other parameter is not
 * kept (it goes to its route as usual), so unknown parameters cannot fill the memory.
 */
export type Scope = { kind: 'id'; id: string } | { kind: 'url'; url: string } | { kind: 'global'; name: string };

export interface PublicRead {
  name: string;
  pattern: RegExp;
  scope: (match: RegExpMatchArray) => Scope;
  params: readonly string[];
  /** Calendars (any year a visitor asks for) are kept in their own smaller budget, so sweeping years evicts only calendars. */
  segment: 'main' | 'calendar';
  /** `untilMs`: when the kept answer stops being true (see `turnsAt`), for reads whose keeping follows it. */
  cacheControl: (params: URLSearchParams, untilMs?: number | null, nowMs?: number) => string;
  /** Whether the answer depends on the date at all (a named day's reminder does not). */
  dated: (params: URLSearchParams) => boolean;
  /**
   * For an answer that turns within the day (the v1 next prayer): the instant it stops being true, read from
   * the answer as built. It is kept until then, and its Cache-Control counts down to it.
   */
  turnsAt?: (json: string) => number | null;
  /**
   * The keyless v1 API (docs/public-api.md): answered behind its CORS, rate limit and ETag middleware
   * (`ReadModel.publicApiMiddleware`), and from the kept lane only with the CORS headers and the rate limit
   * counted for the caller's address, as the app would.
   */
  publicApi?: { route: string };
}

/** A CDN may keep a public answer 10 s and serve it 60 s more while it asks for a fresh one. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
/** The dashboard carries the server's clock (screens check theirs against it), so a CDN keeps it only briefly. */
export const DASHBOARD_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=10';
/** A named day's reminder never changes. */
export const FIXED_DAY_CACHE_CONTROL = 'public, max-age=86400';
/** Calendar apps poll a feed a few times a day; a CDN may keep it a quarter hour (docs/outside-the-hall.md). */
export const CALENDAR_FEED_CACHE_CONTROL = 'public, max-age=900, stale-while-revalidate=3600';
/** Answers for a signed-in user (admin views, previews): never kept by a browser or a CDN. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const seg = '([^/]+)';
const byId = (match: RegExpMatchArray): Scope => ({ kind: 'id', id: decodeURIComponent(match[1]!) });
const byUrl = (match: RegExpMatchArray): Scope => ({ kind: 'url', url: decodeURIComponent(match[1]!) });
const always = () => true;
const publicAnswer = () => PUBLIC_CACHE_CONTROL;
const reminderCache = (params: URLSearchParams) =>
  params.has('date') ? FIXED_DAY_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;

export const PUBLIC_READS: readonly PublicRead[] = [
  {
    name: 'day',
    pattern: new RegExp(`^/api/prayer/companyId/${seg}/month/(\\d{1,4})/day/(\\d{1,4})$`),
    scope: byId,
    params: [],
    segment: 'main',
    cacheControl: publicAnswer,
    dated: always,
  },
  {
    name: 'days',
    pattern: new RegExp(`^/api/prayer/companyId/${seg}/days$`),
    scope: byId,
    params: ['from', 'count'],
    segment: 'main',
    cacheControl: publicAnswer,
    dated: always,
  },
  {
    name: 'central-control',
    pattern: new RegExp(`^/api/companies/url/${seg}/central-control$`),
    scope: byUrl,
    params: [],
    segment: 'main',
    cacheControl: publicAnswer,
    dated: always,
  },
  {
    name: 'reminders',
    pattern: new RegExp(`^/api/companies/url/${seg}/reminders/today$`),
    scope: byUrl,
    params: ['date'],
    segment: 'main',
    cacheControl: publicAnswer,
    dated: always,
  },
  {
    name: 'calendar',
    pattern: new RegExp(`^/api/calendar/companyUrl/${seg}/type/([A-Za-z]{1,20})/year/(\\d{1,4})$`),
    scope: byUrl,
    params: ['month'],
    segment: 'calendar',
    cacheControl: publicAnswer,
    dated: always,
  },
  {
    name: 'prayer-feed',
    pattern: new RegExp(`^/api/companies/url/${seg}/prayer-times\\.ics$`),
    scope: byUrl,
    params: ['prayers', 'times', 'reminder'],
    segment: 'calendar',
    cacheControl: () => CALENDAR_FEED_CACHE_CONTROL,
    dated: always,
  },
  {
    name: 'dashboard-id',
    pattern: new RegExp(`^/api/dashboard/companyId/${seg}$`),
    scope: byId,
    params: ['days', 'lite'],
    segment: 'main',
    cacheControl: () => DASHBOARD_CACHE_CONTROL,
    dated: always,
  },
  {
    name: 'dashboard',
    pattern: new RegExp(`^/api/dashboard/${seg}$`),
    scope: byUrl,
    params: ['days', 'lite'],
    segment: 'main',
    cacheControl: () => DASHBOARD_CACHE_CONTROL,
    dated: always,
  },
  {
    name: 'active',
    pattern: /^\/api\/auth\/companies\/url\/active$/,
    scope: () => ({ kind: 'global', name: 'active' }),
    params: [],
    segment: 'main',
    cacheControl: publicAnswer,
    dated: always,
  },
  {
    name: 'rod',
    pattern: /^\/api\/rod$/,
    scope: () => ({ kind: 'global', name: 'rod' }),
    params: ['date'],
    segment: 'main',
    cacheControl: reminderCache,
    dated: (p) => !p.has('date'),
  },
  {
    name: 'hod',
    pattern: /^\/api\/hod$/,
    scope: () => ({ kind: 'global', name: 'hod' }),
    params: ['date'],
    segment: 'main',
    cacheControl: reminderCache,
    dated: (p) => !p.has('date'),
  },
];

const v1Answer = () => v1CacheControl(V1_MAX_AGE_SECONDS);

/** The keyless v1 API's reads (docs/public-api.md), kept like the others and dropped by the same signals. */
export const PUBLIC_V1_READS: readonly PublicRead[] = [
  {
    name: 'v1-days',
    pattern: new RegExp(`^/api/v1/masjids/${seg}/days$`),
    scope: byUrl,
    params: ['from', 'days'],
    segment: 'main',
    cacheControl: v1Answer,
    dated: always,
    publicApi: { route: 'GET /api/v1/masjids/:masjid/days' },
  },
  {
    name: 'v1-next',
    pattern: new RegExp(`^/api/v1/masjids/${seg}/next$`),
    scope: byUrl,
    params: [],
    segment: 'main',
    cacheControl: (_params, untilMs = null, nowMs = Date.now()) => v1CacheControl(secondsUntil(untilMs, nowMs)),
    dated: always,
    turnsAt: (json) => nextTurnsAt(JSON.parse(json) as Parameters<typeof nextTurnsAt>[0]),
    publicApi: { route: 'GET /api/v1/masjids/:masjid/next' },
  },
  {
    name: 'v1-masjids',
    pattern: /^\/api\/v1\/masjids$/,
    scope: () => ({ kind: 'global', name: 'v1-masjids' }),
    params: [],
    segment: 'main',
    cacheControl: v1Answer,
    dated: always,
    publicApi: { route: 'GET /api/v1/masjids' },
  },
];

export function findPublicV1Read(path: string): { read: PublicRead; match: RegExpMatchArray } | null {
  if (!path.startsWith('/api/v1/')) return null;
  for (const read of PUBLIC_V1_READS) {
    const match = path.match(read.pattern);
    if (match) return { read, match };
  }
  return null;
}

export function findPublicRead(path: string): { read: PublicRead; match: RegExpMatchArray } | null {
  if (!path.startsWith('/api/')) return null;
  for (const read of PUBLIC_READS) {
    const match = path.match(read.pattern);
    if (match) return { read, match };
  }
  return null;
}
