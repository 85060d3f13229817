import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { isFile, resolveInside, sendFile } from './static-files.js';

/** Paths that belong to the API: an unknown one is a JSON 404, never the web app's index.html. */
const API_PREFIXES = ['/api/', '/bulk/', '/auth/login'];

function notFoundJson() {
  return Response.json({ successful: false, code: 'NOT_FOUND', message: 'Not found.', fieldErrors: {} }, { status: 404 });
}

/**
 * The built web app (dist/web) and widgets (dist/widgets, under /static/): hashed assets cached for a
 * year, and index.html (not cached) for every other GET so client-side routes work on reload.
 */
export function webRoutes(dirs: { webDistDir: string; widgetsDistDir: string }) {
  const webRoot = path.resolve(dirs.webDistDir);
  const widgetsRoot = path.resolve(dirs.widgetsDistDir);
  const indexHtml = path.join(webRoot, 'index.html');

  return new Hono<AppEnv>()
    .on(['GET', 'HEAD'], '/static/*', (c) => {
      const file = resolveInside(widgetsRoot, c.req.path.slice('/static'.length));
      const candidate = isFile(file) ? file : file ? path.join(file, 'index.html') : null;
      if (!isFile(candidate)) return c.text('Not found', 404);
      return sendFile(c, candidate, { immutable: /\/assets\//.test(c.req.path) });
    })
    .on(['GET', 'HEAD'], '*', (c) => {
      const urlPath = c.req.path;
      if (API_PREFIXES.some((prefix) => urlPath === prefix.replace(/\/$/, '') || urlPath.startsWith(prefix))) return notFoundJson();
      const file = resolveInside(webRoot, urlPath);
      if (isFile(file)) return sendFile(c, file, { immutable: urlPath.startsWith('/assets/') });
      if (urlPath.startsWith('/assets/')) return c.text('Not found', 404);
      if (!isFile(indexHtml)) {
        return c.text('The Minaret web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
      }
      // Admin screens must not be framed by other sites; public pages are made to be embedded.
      if (urlPath.startsWith('/auth')) c.header('Content-Security-Policy', "frame-ancestors 'self'");
      return sendFile(c, indexHtml, { immutable: false });
    });
}
