import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';
import { segment } from './text-values.js';

/** The installable public page: server/src/install (docs/outside-the-hall.md). */

/** A web app manifest as the route writes it (the fields the browsers read). */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** GET /api/companies/url/{companyUrl}/manifest.webmanifest: named after the masjid, opening at its page. */
export const WEB_MANIFEST = endpoint<WebManifest>()({
  method: 'GET',
  path: PATHS.webManifest,
  doc: {
    tag: 'Public pages',
    summary: "The web app manifest that makes the masjid's public page installable.",
    access: 'public-masjid',
    produces: 'application/manifest+json',
  },
  params: z.object({ companyUrl: segment }),
});
