import { Hono } from 'hono';
import { OPENAPI_DOCUMENT } from '@core/http/contract/server-status.js';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/env.js';
import { openApiDocument, type AppRoute } from './openapi-document.js';

const API_VERSION = '1';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every route (docs/api.md). Built on the first call,
 * when every route is registered, and kept: routes do not change while the server runs.
 */
export function openApiRoutes(deps: Pick<AppDeps, 'config'>, appRoutes: () => readonly AppRoute[]) {
  let text: string | undefined;
  return new Hono<AppEnv>().get(OPENAPI_DOCUMENT.path, (c) => {
    text ??= JSON.stringify(openApiDocument(appRoutes(), { serverUrl: deps.config.publicUrl, version: API_VERSION }));
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(text);
  });
}
