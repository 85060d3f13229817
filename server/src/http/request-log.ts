import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { Logger } from '../logger.js';

/**
 * Path segments that carry a secret: email confirmation codes, and anything shaped like a sign-in token.
 * The query string is never logged (links may carry codes there).
 */
const SECRET_SEGMENTS: Array<[RegExp, string]> = [
  [/(\/verifyEmail\/)[^/]+/i, '$1[redacted]'],
  [/\/[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}(?=\/|$)/g, '/[redacted]'],
];

export function loggablePath(path: string): string {
  return SECRET_SEGMENTS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), path);
}

/**
 * One line per request: its id (also sent back as X-Request-Id, and taken from a proxy's X-Request-Id),
 * method, path, status and duration. Never a body, a header or a query string.
 */
export function requestLog(logger: Logger): MiddlewareHandler[] {
  return [
    requestId(),
    async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        logger.info('request', {
          reqId: c.get('requestId'),
          method: c.req.method,
          path: loggablePath(c.req.path),
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        });
      }
    },
  ];
}
