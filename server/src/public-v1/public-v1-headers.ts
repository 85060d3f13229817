import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { AppEnv } from '../http/env.js';
import { deprecationHeaders, deprecations, V1_DEPRECATIONS } from './deprecation.js';

/** Headers a client of the v1 API reads, also from another origin (docs/public-api.md). */
const EXPOSED = [
  'ETag',
  'RateLimit-Policy',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'Deprecation',
  'Sunset',
  'Link',
];

/**
 * What every v1 answer carries around its route (docs/public-api.md): CORS open to any origin (the answers
 * are the same for everyone and carry nothing private), then the rate limit (given by app.ts, so it counts
 * after sign-in is known), then an ETag with a 304 for If-None-Match. A 304 keeps the CORS and rate limit
 * headers, so a browser's revalidation reads them too.
 */
export function publicV1Headers(
  rateLimit: MiddlewareHandler<AppEnv>,
  options: { publicUrl: string },
): MiddlewareHandler<AppEnv>[] {
  return [
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'OPTIONS'],
      allowHeaders: ['If-None-Match'],
      exposeHeaders: EXPOSED,
      maxAge: 86_400,
    }),
    rateLimit,
    deprecations(V1_DEPRECATIONS, `${options.publicUrl}/docs/api`),
    // Weak: compression sends the same answer in several encodings, which a strong tag would tell apart.
    etag({
      weak: true,
      retainedHeaders: [
        ...RETAINED_304_HEADERS,
        'access-control-allow-origin',
        'access-control-expose-headers',
        ...EXPOSED.map((name) => name.toLowerCase()),
      ],
    }),
  ];
}

/**
 * The same fixed headers for a v1 answer the kept lane sends (read-model/kept-lane.ts), per route ('GET
 * /pattern'): the CORS headers of a simple request (`cors` above with `origin: '*'` sets these two whatever
 * the Origin), and the route's deprecation headers if it is marked. The rate limit's are counted per request.
 */
export function publicV1LaneHeaders(options: { publicUrl: string }): (route: string) => readonly string[] {
  const cached = new Map<string, readonly string[]>();
  return (route) => {
    let headers = cached.get(route);
    if (!headers) {
      const entry = V1_DEPRECATIONS[route];
      const marked = entry ? Object.entries(deprecationHeaders(entry, `${options.publicUrl}/docs/api`)) : [];
      headers = [
        'access-control-allow-origin',
        '*',
        'access-control-expose-headers',
        EXPOSED.join(','),
        ...marked.flatMap(([name, value]) => [name.toLowerCase(), value]),
      ];
      cached.set(route, headers);
    }
    return headers;
  };
}
