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
  cacheControl: (params: URLSearchParams) => string;
  /** Whether the answer depends on the date at all (a named day's reminder does not). */
  dated: (params: URLSearchParams) => boolean;
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

export function findPublicRead(path: string): { read: PublicRead; match: RegExpMatchArray } | null {
  if (!path.startsWith('/api/')) return null;
  for (const read of PUBLIC_READS) {
    const match = path.match(read.pattern);
    if (match) return { read, match };
  }
  return null;
}
