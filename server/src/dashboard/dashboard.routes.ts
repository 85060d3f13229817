import { Hono } from 'hono';
import { DASHBOARD_BY_ID, DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import type { HadithCollection } from '../reminders/hadith-collection.js';
import { dashboardById, dashboardByUrl } from './dashboard.service.js';

/**
 * GET /api/dashboard/{companyUrl}?days=N&lite=: DashboardData (core/src/dashboard/dashboard-data.ts) for the
 * web dashboard, the desktop app and the widgets. GET /api/dashboard/companyId/{id} is the same by id.
 * The options are checked before the masjid is looked up.
 */
export function dashboardRoutes(deps: AppDeps, options: { hadiths?: HadithCollection } = {}) {
  return new Hono<AppEnv>()
    .get(DASHBOARD_BY_ID.path, endpointParams(DASHBOARD_BY_ID), async (c) => {
      const { params, query } = endpointInput(c, DASHBOARD_BY_ID);
      const data = await dashboardById(deps, currentAuth(c), params.companyId, { ...query, hadiths: options.hadiths });
      return c.json(data);
    })
    .get(DASHBOARD_BY_URL.path, endpointParams(DASHBOARD_BY_URL), async (c) => {
      const { params, query } = endpointInput(c, DASHBOARD_BY_URL);
      const data = await dashboardByUrl(deps, currentAuth(c), params.companyUrl, {
        ...query,
        hadiths: options.hadiths,
      });
      return c.json(data);
    });
}
