import type { AnyEndpoint, PathParams, QueryParams } from './endpoint.js';

/**
 * The path patterns of the endpoints that light clients call, and how an address is filled in, without
 * the schemas: a widget, the dashboard and the installable page build their addresses from here and so never load zod (docs/api.md, "The
 * contract"). The endpoints in the other modules of this folder take their paths from here.
 */
export const PATHS = {
  dashboardByUrl: '/api/dashboard/:companyUrl',
  dashboardById: '/api/dashboard/companyId/:companyId',
  weather: '/api/dashboard/:companyUrl/weather',
  changeEvents: '/api/companies/url/:companyUrl/events',
  publicContent: '/api/companies/url/:companyUrl/central-control',
  calendar: '/api/calendar/companyUrl/:url/type/:type/year/:year',
  quranOfTheDay: '/api/rod',
  calendarFeed: '/api/companies/url/:companyUrl/prayer-times.ics',
  webManifest: '/api/companies/url/:companyUrl/manifest.webmanifest',
  health: '/api/health',
  vapidPublicKey: '/api/push/vapid-public-key',
  pushSubscriptions: '/api/companies/url/:companyUrl/push-subscriptions',
  unsubscribePush: '/api/push-subscriptions/unsubscribe',
  screenPairings: '/api/screens/pairings',
  screenPairing: '/api/screens/pairings/:pairingId',
  screenHeartbeat: '/api/screens/heartbeat',
} as const;

/** The names in a path pattern: '/a/:x/b/:y' gives 'x' | 'y'. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type QueryValue = string | number | boolean | undefined;

/**
 * The address of a call: each `:name` replaced by its value escaped as one path segment, then the query
 * in the order given, leaving out undefined values.
 */
export function fillPath<Path extends string>(
  path: Path,
  params: { [Name in ParamNames<Path>]: string | number },
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const values = params as Record<string, string | number>;
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path} needs the path parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? filled : `${filled}?${pairs.join('&')}`;
}

/** A masjid named by its dashboard url, or (older widget embeds) by its id. */
export type MasjidRef = { companyUrl: string } | { companyId: string };

/** The dashboard's address by url or by id; `lite` is written only when asked for. */
export function dashboardPath(by: MasjidRef, options: { days: number; lite?: boolean }): string {
  const query = { days: options.days, lite: options.lite ? true : undefined };
  return 'companyUrl' in by ? fillPath(PATHS.dashboardByUrl, by, query) : fillPath(PATHS.dashboardById, by, query);
}

/**
 * The address of a call: each `:name` replaced by its value escaped as one path segment, then the query
 * in the order given, leaving out undefined values.
 */
export function pathOf<E extends AnyEndpoint>(target: E, params: PathParams<E>, query?: QueryParams<E>): string {
  return fillPath(
    target.path,
    params as Record<string, string | number>,
    query as Record<string, string | number | boolean | undefined>,
  );
}
