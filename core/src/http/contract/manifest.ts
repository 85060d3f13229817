import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';
import { segment } from './text-values.js';

/** The installable public page: server/src/install (docs/outside-the-hall.md). */

/** A web app manifest as the route writes it (the fields the browsers read). */
export const webManifestAnswer = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string().optional() })),
});
export type WebManifest = z.infer<typeof webManifestAnswer>;

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
  answer: webManifestAnswer,
});
