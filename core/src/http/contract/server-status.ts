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

/** The API document's outline: OpenAPI 3.1, whose own schema describes the rest (https://spec.openapis.org/oas/3.1). */
const openApiDocumentAnswer = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.object({ url: z.string() })),
  tags: z.array(z.object({ name: z.string() })),
  paths: z
    .record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown())))
    .meta({ description: 'Each path, then each method, with its OpenAPI operation.' }),
  components: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** GET /api/openapi.json: the OpenAPI 3.1 document of every route, built from these declarations (docs/api.md). */
export const OPENAPI_DOCUMENT = endpoint<z.infer<typeof openApiDocumentAnswer>>()({
  method: 'GET',
  path: '/api/openapi.json',
  doc: { tag: 'Operations', summary: 'This document.', access: 'anyone' },
  params: z.object({}),
  answer: openApiDocumentAnswer,
});
