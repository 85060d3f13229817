import { Hono } from 'hono';
import { ALL_HISTORY, MASJID_HISTORY, RESTORE_TIMETABLE } from '@core/http/contract/history.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { allHistory, masjidHistory, restoreTimetable } from './history.service.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';

/**
 * The change history (docs/history.md), on the contract (core/src/http/contract/history.ts):
 * - GET /api/history/companies/{companyId}?entity=timetable,content&limit=50&before={cursor}: one masjid,
 *   for its admins and super admins.
 * - GET /api/history?companyId=&entity=&limit=&before=: every masjid, super admins only.
 * - POST /api/history/{entryId}/restore: puts back the timetable a timetable entry recorded.
 */
export function historyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(ALL_HISTORY.path, endpointParams(ALL_HISTORY), async (c) => {
      return c.json(await allHistory(deps, endpointInput(c, ALL_HISTORY).query));
    })
    .get(MASJID_HISTORY.path, endpointParams(MASJID_HISTORY), async (c) => {
      const auth = callerOf(c);
      const { params, query } = endpointInput(c, MASJID_HISTORY);
      return c.json(await masjidHistory(deps, auth, params.companyId, query));
    })
    .post(RESTORE_TIMETABLE.path, endpointParams(RESTORE_TIMETABLE), async (c) => {
      const target = await restoreTimetable(deps, callerOf(c), endpointInput(c, RESTORE_TIMETABLE).params.entryId);
      return c.json({ successful: true, message: successMessage(c, text('server.done.timetableRestored')), target });
    });
}
