import { z } from 'zod';
import type { CompanyUrl } from '../../api-types.js';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';

/** What the desktop app's setup asks a server before it picks a masjid: server/src/health, server/src/masjids. */

/** GET /api/health: the text `Ok` only when the server and its database are usable. */
export const HEALTH = endpoint<string>()({ method: 'GET', path: PATHS.health, params: z.object({}) });

/** GET /api/auth/companies/url/active: the masjids the public may open. */
export const ACTIVE_MASJIDS = endpoint<CompanyUrl[]>()({
  method: 'GET',
  path: '/api/auth/companies/url/active',
  params: z.object({}),
});
