import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../http/env.js';

/** When a v1 route was marked for retirement and when it stops answering, 'YYYY-MM-DD' (UTC days). */
export interface V1Deprecation {
  since: string;
  sunset: string;
}

/**
 * The v1 routes marked for retirement, keyed 'METHOD /pattern' like the contract (docs/public-api.md,
 * "Stability and deprecation"). None is today: an entry is added at least six months before its sunset.
 */
export const V1_DEPRECATIONS: Readonly<Record<string, V1Deprecation>> = {};

/** `Deprecation` (RFC 9745), `Sunset` (RFC 8594) and the `Link` to the page that says what replaces it. */
export function deprecationHeaders(entry: V1Deprecation, docsUrl: string): Record<string, string> {
  const since = Date.parse(`${entry.since}T00:00:00Z`);
  return {
    Deprecation: `@${Math.floor(since / 1000)}`,
    Sunset: new Date(Date.parse(`${entry.sunset}T00:00:00Z`)).toUTCString(),
    Link: `<${docsUrl}>; rel="deprecation"`,
  };
}

/** Adds the deprecation headers to every answer of a route listed in `deprecations`. */
export function deprecations(
  list: Readonly<Record<string, V1Deprecation>>,
  docsUrl: string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    for (const route of matchedRoutes(c)) {
      const entry = list[`${route.method} ${route.path}`];
      if (!entry) continue;
      for (const [name, value] of Object.entries(deprecationHeaders(entry, docsUrl))) c.res.headers.set(name, value);
      return;
    }
  };
}
