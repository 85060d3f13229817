import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** What search engines read: server/src/web/sitemap.routes.ts (docs/security.md, "Headers"). */

/** GET /robots.txt: masjid pages may be indexed, admin pages and the API not; names the sitemap. */
export const ROBOTS_TXT = endpoint<string>()({
  method: 'GET',
  path: '/robots.txt',
  doc: { tag: 'Public pages', summary: 'What search engines may index.', access: 'anyone', produces: 'text/plain' },
  params: z.object({}),
  answer: z.string(),
});

/** GET /sitemap.xml: every public masjid's dashboard and calendar. */
export const SITEMAP_XML = endpoint<string>()({
  method: 'GET',
  path: '/sitemap.xml',
  doc: {
    tag: 'Public pages',
    summary: "Every public masjid's dashboard and calendar, for search engines.",
    access: 'anyone',
    produces: 'application/xml',
  },
  params: z.object({}),
  answer: z.string().meta({ description: 'A sitemap (sitemaps.org XML).' }),
});
