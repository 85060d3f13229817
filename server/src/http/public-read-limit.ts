import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter } from 'hono-rate-limiter';
import { clientAddress, resolveClientAddress, type TrustProxy } from './client-address.js';
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

const WINDOW_MS = 60_000;

function limiter(
  limit: number,
  trustProxy: TrustProxy,
  options: { skipPath?: (path: string) => boolean; store?: MemoryStore<AppEnv> } = {},
): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: WINDOW_MS,
    limit,
    standardHeaders: 'draft-6',
    ...(options.store ? { store: options.store } : {}),
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
  // One count per address for the v1 API, shared by its middleware and the kept lane.
  const publicApiStore = new MemoryStore<AppEnv>();
  return {
    api: limiter(options.perMinute, options.trustProxy, { skipPath: (path) => path.startsWith(PUBLIC_API_PREFIX) }),
    /** The v1 API's published limit; its answers carry RateLimit-Limit, -Remaining and -Reset. */
    publicApi: limiter(options.publicApiPerMinute, options.trustProxy, { store: publicApiStore }),
    /** The same limit for a v1 answer the kept lane sends (read-model/kept-lane.ts). */
    admitPublicApi: laneAdmission(publicApiStore, options.publicApiPerMinute, options.trustProxy),
    calendar: limiter(Math.max(1, Math.floor(options.perMinute / CALENDAR_SHARE)), options.trustProxy),
  };
}

/**
 * The v1 rate limit counted for an anonymous GET that the kept lane answers from Node's own request: the same
 * store, the same key (the address as `clientAddress` resolves it, by /64 for IPv6) and the same draft-6
 * headers as the middleware. A caller already at the limit is not counted here: the lane then leaves the
 * request to the app, whose middleware counts it and answers 429 with Retry-After.
 */
function laneAdmission(store: MemoryStore<AppEnv>, limit: number, trustProxy: TrustProxy) {
  const policy = `${limit};w=${Math.ceil(WINDOW_MS / 1000)}`;
  const limitText = String(limit);
  // The key per socket address and X-Forwarded-For, worked out once (a proxy list is parsed per resolve).
  const keys = new Map<string, string>();
  return (req: IncomingMessage): string[] | null => {
    const socketAddress = req.socket.remoteAddress ?? 'unknown';
    const forwarded = req.headers['x-forwarded-for'];
    const forwardedFor = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
    const memo = forwardedFor === undefined ? socketAddress : `${socketAddress}\n${forwardedFor}`;
    let key = keys.get(memo);
    if (key === undefined) {
      if (keys.size >= 10_000) keys.clear();
      key = addressKey(resolveClientAddress(socketAddress, forwardedFor, trustProxy));
      keys.set(memo, key);
    }
    const now = Date.now();
    const known = store.get(key);
    if (known && (known.resetTime?.getTime() ?? 0) > now && known.totalHits >= limit) return null;
    const { totalHits, resetTime } = store.increment(key);
    const headers = [
      'ratelimit-policy',
      policy,
      'ratelimit-limit',
      limitText,
      'ratelimit-remaining',
      String(Math.max(limit - totalHits, 0)),
    ];
    const reset = resetTime ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : WINDOW_MS / 1000;
    if (reset) headers.push('ratelimit-reset', String(reset));
    return headers;
  };
}
