import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { clientAddress, type TrustProxy } from './client-address.js';
import { addressKey } from './ipv6.js';
import type { AppEnv } from './env.js';
import { errorBody } from './error-handler.js';
import { AppError } from './errors.js';
import { text } from './server-text.js';

/**
 * Public reads without signing in, limited per address so that one client cannot take the server's CPU
 * from everyone else (docs/security.md, "Public reads"). Signed-in callers (admins, screens with a
 * token) are not counted. A whole calendar year is computed per request, so calendars have a tighter
 * limit: a twentieth of the general one.
 */
export const CALENDAR_SHARE = 20;
const HEALTH_PATH = '/api/health';
/** The keyless v1 API has its own published limit (docs/public-api.md, "Rate limit"), not the general one. */
export const PUBLIC_API_PREFIX = '/api/v1/';

function limiter(
  limit: number,
  trustProxy: TrustProxy,
  options: { skipPath?: (path: string) => boolean } = {},
): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-6',
    // An IPv6 client by its /64 (docs/security.md "Per address").
    keyGenerator: (c) => addressKey(clientAddress(c, trustProxy)),
    // The health check is what load balancers and the desktop app poll; it computes nothing.
    skip: (c) =>
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      c.get('auth') !== null ||
      c.req.path === HEALTH_PATH ||
      options.skipPath?.(c.req.path) === true,
    handler: (c) => {
      const wait = Number(c.res.headers.get('Retry-After')) || 60;
      const message = text('server.error.tooManyReads', { wait: text('server.wait.seconds', { count: wait }) });
      return c.json(errorBody(c, new AppError('RATE_LIMITED', message)), 429);
    },
  });
}

export function publicReadLimits(options: { perMinute: number; publicApiPerMinute: number; trustProxy: TrustProxy }) {
  return {
    api: limiter(options.perMinute, options.trustProxy, { skipPath: (path) => path.startsWith(PUBLIC_API_PREFIX) }),
    /** The v1 API's published limit; its answers carry RateLimit-Limit, -Remaining and -Reset. */
    publicApi: limiter(options.publicApiPerMinute, options.trustProxy),
    calendar: limiter(Math.max(1, Math.floor(options.perMinute / CALENDAR_SHARE)), options.trustProxy),
  };
}
