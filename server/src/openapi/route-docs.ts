/**
 * What the API document says about each route beyond its validated schemas: a summary, a group, who may
 * call it, and what non-JSON routes send or answer. Each route declares these once, in its endpoint in
 * core's contract (`doc`); this is that list keyed 'METHOD /hono/pattern' like the app's own route list.
 * A route without a declaration fails openapi.routes.test.ts (docs/api.md, "Declaring a route").
 */
import { ALL_ENDPOINTS } from '@core/http/contract/all-endpoints.js';
import type { Access, RouteDoc } from '@core/http/contract/endpoint.js';
import type { ZodType } from 'zod';

export type { Access, RouteDoc };

export const ROUTE_DOCS: Readonly<Record<string, RouteDoc>> = Object.fromEntries(
  [...ALL_ENDPOINTS].map(([key, target]) => [key, target.doc]),
);

/** The answers published field by field (the keyless v1 API, docs/public-api.md), keyed like ROUTE_DOCS. */
export const ROUTE_ANSWERS: Readonly<Record<string, ZodType>> = Object.fromEntries(
  [...ALL_ENDPOINTS].flatMap(([key, target]) => (target.answer ? [[key, target.answer]] : [])),
);

/**
 * The request bodies the contract declares, keyed like ROUTE_DOCS: what the document shows, since it is what
 * the route parses (a route may check a part of it first, such as the masjid named, before its permission).
 */
export const ROUTE_BODIES: Readonly<Record<string, ZodType>> = Object.fromEntries(
  [...ALL_ENDPOINTS].flatMap(([key, target]) => (target.body ? [[key, target.body as ZodType]] : [])),
);
