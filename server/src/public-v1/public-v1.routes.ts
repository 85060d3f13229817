import { Hono } from 'hono';
import { V1_DAYS, V1_MASJIDS, V1_NEXT } from '@core/http/contract/public-v1.js';
import type { V1Next } from '@core/public-api/v1-answers.js';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { sendKept } from '../read-model/send-kept.js';
import { encodedMasjidList } from './kept-masjid-list.js';
import { v1Days, v1Masjid, v1Masjids, v1Next } from './public-v1.service.js';

/** How long a browser or a CDN may keep a v1 answer: an admin's change reaches every reader within a minute. */
export const V1_MAX_AGE_SECONDS = 60;
const v1CacheControl = (seconds: number) => `public, max-age=${seconds}`;

/** The next-prayer answer changes when its next azan or iqama passes: it is kept no longer than that. */
export function nextMaxAge(answer: V1Next, nowMs: number): number {
  const turns = [answer.next?.azan.at, answer.nextIqama?.at]
    .filter((at): at is string => at !== undefined)
    .map((at) => Math.ceil((Date.parse(at) - nowMs) / 1000))
    .filter((seconds) => Number.isFinite(seconds));
  return Math.max(1, Math.min(V1_MAX_AGE_SECONDS, ...turns));
}

/**
 * The keyless read API, version 1 (docs/public-api.md). Its CORS, ETag and rate limit headers are set by
 * the middleware app.ts puts in front of /api/v1/ (public-v1-headers.ts); these set Cache-Control.
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
