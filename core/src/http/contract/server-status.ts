import { z } from 'zod';
import type { CompanyUrl } from '../../api-types.js';
import { companyUrlAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';

/** What the desktop app's setup asks a server before it picks a masjid: server/src/health, server/src/masjids. */

/** GET /api/health: the text `Ok` only when the server and its database are usable. */
export const HEALTH = endpoint<string>()({
  method: 'GET',
  path: PATHS.health,
  doc: {
    tag: 'Operations',
    summary: 'Whether the server and its database answer: "Ok" as text (503 "Database unavailable" otherwise).',
    access: 'anyone',
    produces: 'text/plain',
  },
  params: z.object({}),
  answer: z.string().meta({ description: 'Ok' }),
});

/** GET /api/auth/companies/url/active: the masjids the public may open. */
export const ACTIVE_MASJIDS = endpoint<CompanyUrl[]>()({
  method: 'GET',
  path: '/api/auth/companies/url/active',
  doc: { tag: 'Masjids', summary: 'Public masjids (name and dashboard url).', access: 'anyone', answers: 'array' },
  params: z.object({}),
  answer: z.array(companyUrlAnswer),
});

/** GET /api/openapi.json: the OpenAPI 3.1 document of every route, built from these declarations (docs/api.md). */
export const OPENAPI_DOCUMENT = endpoint<Record<string, unknown>>()({
  method: 'GET',
  path: '/api/openapi.json',
  doc: { tag: 'Operations', summary: 'This document.', access: 'anyone' },
  params: z.object({}),
});
