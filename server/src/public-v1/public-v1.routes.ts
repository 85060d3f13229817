import { Hono } from 'hono';
import { V1_DAYS, V1_MASJIDS, V1_NEXT } from '@core/http/contract/public-v1.js';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { sendKept } from '../read-model/send-kept.js';
import { encodedMasjidList } from './kept-masjid-list.js';
import { v1Days, v1Masjid, v1Masjids, v1Next } from './public-v1.service.js';
import { nextMaxAge, v1CacheControl, V1_MAX_AGE_SECONDS } from './v1-caching.js';

/**
 * The keyless read API, version 1 (docs/public-api.md). Its CORS, ETag and rate limit headers are set by
 * the middleware app.ts puts in front of /api/v1/ (public-v1-headers.ts); these set Cache-Control. The
 * read model keeps their answers per masjid and local date until a change (docs/read-model.md), so these
 * run on the first read after a change and the kept lane sends the rest.
 */
export function publicV1Routes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(V1_MASJIDS.path, async (c) => {
      // Compressed once per change of the list and kept: the near-me page's one large read.
      return sendKept(c, encodedMasjidList(deps, await v1Masjids(deps)), v1CacheControl(V1_MAX_AGE_SECONDS));
    })
    .get(V1_DAYS.path, endpointParams(V1_DAYS), async (c) => {
      // The masjid first: one nobody may see is a 404 whatever else the address gets wrong.
      const masjid = await v1Masjid(deps, c.req.param('masjid'));
      const { query } = endpointInput(c, V1_DAYS);
      const answer = await v1Days(deps, masjid, query);
      c.header('Cache-Control', v1CacheControl(V1_MAX_AGE_SECONDS));
      return c.json(answer);
    })
    .get(V1_NEXT.path, endpointParams(V1_NEXT), async (c) => {
      const masjid = await v1Masjid(deps, c.req.param('masjid'));
      const answer = await v1Next(deps, masjid);
      c.header('Cache-Control', v1CacheControl(nextMaxAge(answer, deps.clock.now().getTime())));
      return c.json(answer);
    });
}
