import { Hono } from 'hono';
import { WEB_MANIFEST, type WebManifest } from '@core/http/contract/manifest.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import type { AppEnv } from '../http/env.js';

/** The app's green (admin-web theme brand), for the phone's title bar and splash screen. */
const THEME_COLOR = '#0f5132';

/**
 * GET /api/companies/url/{url}/manifest.webmanifest: the web app manifest that makes a masjid's public
 * page installable (docs/outside-the-hall.md), named after the masjid and opening at its page. On the
 * contract: core/src/http/contract/manifest.ts.
 */
export function manifestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(WEB_MANIFEST.path, endpointParams(WEB_MANIFEST), async (c) => {
    const { params } = endpointInput(c, WEB_MANIFEST);
    const { masjid, isPublic } = await readableMasjid(deps, currentAuth(c), { url: params.companyUrl });
    const page = `/${encodeURIComponent(masjid.url)}`;
    const manifest: WebManifest = {
      id: page,
      name: masjid.name,
      // Launchers show about twelve characters under an icon.
      short_name:
        masjid.name.length <= 12
          ? masjid.name
          : masjid.name
              .split(/\s+/)
              .filter((word) => !/^masjid$/i.test(word))
              .join(' ')
              .slice(0, 12)
              .trim() || masjid.name.slice(0, 12),
      description: `Prayer times of ${masjid.name}`,
      start_url: page,
      scope: page,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: [
        { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    c.header('Cache-Control', isPublic ? 'public, max-age=3600' : 'private, no-store');
    return c.body(JSON.stringify(manifest));
  });
}
