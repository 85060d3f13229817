import type { MiddlewareHandler } from 'hono';

/**
 * Security headers on every response (docs/security.md, "Headers"). Pages get a Content-Security-Policy
 * that allows scripts only from this origin (no inline script, no eval). Admin pages refuse to be framed;
 * the pages made to be embedded (dashboard, calendar, expenses frame, public v2 page, widgets) may be
 * framed by any site. Set after the route ran, so they also reach responses that routes build themselves
 * (static files).
 */

/** Single-segment paths of the web app that are not masjid dashboards. */
const NOT_DASHBOARDS = new Set(['auth', 'forbidden', '404', 'privacy-policy', 'examples', 'api', 'bulk']);

/** Paths whose pages other sites may embed. */
export function isEmbeddable(path: string): boolean {
  if (/^\/(static|calendar|expense|v2)\//.test(path)) return true;
  const single = path.match(/^\/([^/]+)\/?$/)?.[1];
  return single !== undefined && !NOT_DASHBOARDS.has(single);
}

/**
 * Styles: 'unsafe-inline' stays because the dialog library injects a <style> element for its scroll
 * lock; scripts have no such exception. Images: announcement pictures are data: URLs, a screen's screenshot
 * (fetched with the admin's token) a blob: URL.
 */
function pagePolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const EMBEDDABLE_PAGE_POLICY = pagePolicy('*');
const ADMIN_PAGE_POLICY = pagePolicy("'none'");

/** API answers and files are never pages: nothing may run or be framed. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The installable page's service worker (docs/outside-the-hall.md). A worker's own requests follow the
 * policy its script was served with, so it may fetch from this origin only (to keep the page's files).
 */
export const SERVICE_WORKER_PATH = '/sw.js';
const SERVICE_WORKER_POLICY = "default-src 'self'; frame-ancestors 'none'";

/**
 * A 304 has no content type, yet browsers merge its headers into the page they kept: a revalidated
 * index.html must get the page policy again, or the kept page (also the installable page's offline copy,
 * docs/outside-the-hall.md) would carry 'none' and load nothing. Pages are the paths without a file
 * extension outside the API.
 */
function isPagePath(path: string): boolean {
  if (/^\/(api|bulk)\//.test(path) || path === '/auth/login') return false;
  return !/\.[A-Za-z0-9]+$/.test(path);
}

/**
 * What the pages may ask the browser for: the location for "near me" (asked, never required), full screen and
 * sound for the hall screens; no camera, microphone, payment or devices, for the app or anything it frames.
 */
const PERMISSIONS_POLICY =
  'geolocation=(self), fullscreen=(self), autoplay=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=()';

const headersByKind = new Map<string, Readonly<Record<string, string>>>();

/**
 * The security headers of one answer: by its path, its content type and its status. The middleware below
 * sets them on every answer of the app; the kept lane (server/src/read-model/kept-lane.ts) sends the same.
 */
export function securityHeadersFor(
  options: { hstsMaxAge: number },
  answer: { path: string; contentType: string; status: number },
): Readonly<Record<string, string>> {
  const embeddable = isEmbeddable(answer.path);
  const html = answer.contentType.startsWith('text/html') || (answer.status === 304 && isPagePath(answer.path));
  const worker = answer.path === SERVICE_WORKER_PATH;
  // Every answer falls in one of a few kinds: each kind's headers are worked out once.
  const kind = `${options.hstsMaxAge}|${embeddable}|${html}|${worker}`;
  let headers = headersByKind.get(kind);
  if (!headers) {
    const policy = html
      ? embeddable
        ? EMBEDDABLE_PAGE_POLICY
        : ADMIN_PAGE_POLICY
      : worker
        ? SERVICE_WORKER_POLICY
        : NON_PAGE_POLICY;
    headers = Object.freeze({
      'Content-Security-Policy': policy,
      ...(embeddable ? {} : { 'X-Frame-Options': 'DENY' }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      ...(options.hstsMaxAge > 0
        ? { 'Strict-Transport-Security': `max-age=${options.hstsMaxAge}; includeSubDomains` }
        : {}),
    });
    headersByKind.set(kind, headers);
  }
  return headers;
}

export function securityHeaders(options: { hstsMaxAge: number }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const wanted = securityHeadersFor(options, {
      path: c.req.path,
      contentType: headers.get('content-type') ?? '',
      status: c.res.status,
    });
    if (!('X-Frame-Options' in wanted)) headers.delete('X-Frame-Options');
    for (const [name, value] of Object.entries(wanted)) headers.set(name, value);
  };
}
