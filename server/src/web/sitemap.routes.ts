import { Hono } from 'hono';
import { ROBOTS_TXT, SITEMAP_XML } from '@core/http/contract/search-engines.js';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/env.js';
import { listPublicCompanyUrls } from '../masjids/masjid.service.js';

/** Masjid pages may be indexed; sign-in and admin pages, the API and the exports may not (docs/security.md). */
const ROBOTS = [
  "# Minaret: a masjid's pages (its dashboard and calendar) are public and may be indexed.",
  '# Sign-in and admin pages, the API and the bulk exports are not for search engines.',
  'User-agent: *',
  'Disallow: /auth/',
  'Disallow: /api/',
  'Disallow: /bulk/',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * robots.txt, which names the sitemap by its full address (search engines want it absolute), and the
 * sitemap of every public masjid's dashboard and calendar, read when asked (it is small, and a masjid
 * made public shows in it at once).
 */
export function sitemapRoutes(deps: AppDeps) {
  const origin = deps.config.publicUrl;
  return new Hono<AppEnv>()
    .get(ROBOTS_TXT.path, (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text([...ROBOTS, `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'));
    })
    .get(SITEMAP_XML.path, async (c) => {
      const masjids = await listPublicCompanyUrls(deps);
      const urls = masjids.flatMap(({ url }) => [
        `${origin}/${encodeURIComponent(url)}`,
        `${origin}/calendar/${encodeURIComponent(url)}`,
      ]);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    });
}
