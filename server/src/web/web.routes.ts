import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/env.js';
import type { EncodedBody } from '../read-model/encoded-body.js';
import { requestLineOf } from '../read-model/kept-lane.js';
import { sendKept } from '../read-model/send-kept.js';
import { isWebAppPage, masjidUrlInPage } from '@core/web/page-paths.js';
import { htmlInLanguage } from './html-language.js';
import type { KeptFiles } from './kept-files.js';
import { memoryTree } from './memory-files.js';
import { isFile, resolveInside, sendFile } from './static-files.js';

/** Paths that belong to the API: an unknown one is a JSON 404, never the web app's index.html. */
const API_PREFIXES = ['/api/', '/bulk/', '/auth/login'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets: revalidated on every load (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

function notFoundJson() {
  return Response.json(
    { successful: false, code: 'NOT_FOUND', message: 'Not found.', fieldErrors: {} },
    { status: 404 },
  );
}

/** A built file from memory; remembered for the kept lane, which sends it to the next anonymous GET of this line. */
function sendFromMemory(c: Context<AppEnv>, body: EncodedBody, immutable: boolean, files?: KeptFiles): Response {
  const cacheControl = immutable ? IMMUTABLE : REVALIDATE;
  if (files && c.req.method === 'GET' && !c.req.header('authorization'))
    files.remember(requestLineOf(c.req.url), { body, cacheControl });
  return sendKept(c, body, cacheControl);
}

/**
 * A page naming a masjid's address is a page only when some masjid has it. A failed lookup (the database
 * away) counts as known: the screen's page must still load, and it says itself what it cannot show.
 */
async function addressIsKnown(urlPath: string, masjidExists?: (url: string) => Promise<boolean>): Promise<boolean> {
  const url = masjidExists ? masjidUrlInPage(urlPath) : null;
  if (url === null) return true;
  try {
    return await masjidExists!(url);
  } catch {
    return true;
  }
}

/** The app shell, whose router shows its not-found page, with a 404 and not kept for other readers. */
function notFoundPage(c: Context<AppEnv>, page: EncodedBody): Response {
  return c.body(new Uint8Array(page.identity), 404, { 'Content-Type': page.type, 'Cache-Control': 'no-store' });
}

/** The URL path inside a root, normalised the same way as on disk (no climbing out), or null. */
function keyInside(root: string, urlPath: string): string | null {
  const file = resolveInside(root, urlPath);
  return file ? `/${path.relative(root, file).split(path.sep).join('/')}` : null;
}

/**
 * The built web app (dist/web) and widgets (dist/widgets, under /static/), held in memory and compressed
 * once (docs/read-model.md): hashed assets cached for a year, and index.html (revalidated) for every other
 * GET so client-side routes work on reload. Files not held in memory (source maps) are read from disk.
 */
/**
 * `masjidExists`: whether any masjid has this address (whatever its state), so that a page naming an address
 * no masjid has is a 404 (docs/security.md, "Unknown pages"); without it (tests of files alone) every such page is 200.
 */
export function webRoutes(
  dirs: { webDistDir: string; widgetsDistDir: string },
  files?: KeptFiles,
  masjidExists?: (url: string) => Promise<boolean>,
) {
  const webRoot = path.resolve(dirs.webDistDir);
  const widgetsRoot = path.resolve(dirs.widgetsDistDir);
  const indexHtml = path.join(webRoot, 'index.html');

  return new Hono<AppEnv>()
    .on(['GET', 'HEAD'], '/static/*', async (c) => {
      const immutable = /\/assets\//.test(c.req.path);
      const key = keyInside(widgetsRoot, c.req.path.slice('/static'.length));
      if (key) {
        const tree = await memoryTree(widgetsRoot);
        const kept = tree.get(key) ?? tree.get(`${key.replace(/\/$/, '')}/index.html`);
        if (kept) return sendFromMemory(c, htmlInLanguage(kept, c.req.query('lang')), immutable, files);
      }
      const file = resolveInside(widgetsRoot, c.req.path.slice('/static'.length));
      const candidate = isFile(file) ? file : file ? path.join(file, 'index.html') : null;
      if (!isFile(candidate)) return c.text('Not found', 404);
      return sendFile(c, candidate, { immutable });
    })
    .on(['GET', 'HEAD'], '*', async (c) => {
      const urlPath = c.req.path;
      if (API_PREFIXES.some((prefix) => urlPath === prefix.replace(/\/$/, '') || urlPath.startsWith(prefix)))
        return notFoundJson();
      const immutable = urlPath.startsWith('/assets/');
      const tree = await memoryTree(webRoot);
      const key = keyInside(webRoot, urlPath);
      const kept = key && key !== '/' ? tree.get(key) : undefined;
      if (kept) return sendFromMemory(c, kept, immutable, files);
      const file = resolveInside(webRoot, urlPath);
      if (isFile(file)) return sendFile(c, file, { immutable });
      if (urlPath.startsWith('/assets/')) return c.text('Not found', 404);
      const index = tree.get('/index.html');
      // Not one of the app's pages: its not-found page with a 404, never a soft 200 (docs/security.md).
      if (index && !isWebAppPage(urlPath)) return notFoundPage(c, htmlInLanguage(index, c.req.query('lang')));
      if (index && !(await addressIsKnown(urlPath, masjidExists)))
        return notFoundPage(c, htmlInLanguage(index, c.req.query('lang')));
      if (index) return sendFromMemory(c, htmlInLanguage(index, c.req.query('lang')), false, files);
      if (!isFile(indexHtml)) {
        return c.text('The Minaret web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
      }
      return sendFile(c, indexHtml, { immutable: false });
    });
}
