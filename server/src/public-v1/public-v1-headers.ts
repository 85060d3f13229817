import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { AppEnv } from '../http/env.js';
import { deprecations, V1_DEPRECATIONS } from './deprecation.js';

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
