import type { MiddlewareHandler } from 'hono';
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

const REQUEST_ID_HEADER = 'X-Request-Id';

/** A proxy's request id when it is a plain token of at most 255 characters, else a new one. */
export function requestIdOf(given: string | undefined): string {
  return given && given.length <= 255 && !/[^\w\-=]/.test(given) ? given : crypto.randomUUID();
}

/**
 * The request's line in the log (also written by the kept lane, server/src/read-model/kept-lane.ts, which
 * works its path out once per request line). `path` is already loggable (`loggablePath`).
 */
export function logRequest(
  logger: Logger,
  line: { reqId: string; method: string; path: string; status: number; started: number },
) {
  if (logger.enabled?.('info') === false) return;
  const fields = {
    reqId: line.reqId,
    method: line.method,
    path: line.path,
    status: line.status,
    durationMs: Math.round((performance.now() - line.started) * 10) / 10,
  };
  if (logger.request) logger.request(fields);
  else logger.info('request', fields);
}

/**
 * One line per request: its id (also sent back as X-Request-Id, and taken from a proxy's X-Request-Id),
 * method, path, status and duration. Never a body, a header or a query string.
 */
export function requestLog(logger: Logger): MiddlewareHandler[] {
  return [
    async (c, next) => {
      const started = performance.now();
      const reqId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
      c.header(REQUEST_ID_HEADER, reqId);
      try {
        await next();
      } finally {
        const path = loggablePath(c.req.path);
        logRequest(logger, { reqId, method: c.req.method, path, status: c.res.status, started });
      }
    },
  ];
}
