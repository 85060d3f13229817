import { Hono, type Context } from 'hono';
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS } from '../../../core/src/dashboard/dashboard-data.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { badRequest } from '../http/errors.js';
import type { HadithCollection } from '../reminders/hadith-collection.js';
import { dashboardById, dashboardByUrl, type DashboardOptions } from './dashboard.service.js';

function readOptions(c: Context<AppEnv>, hadiths: HadithCollection | undefined): DashboardOptions {
  const daysText = c.req.query('days');
  let days = DASHBOARD_DEFAULT_DAYS;
  if (daysText !== undefined) {
    if (!/^\d{1,4}$/.test(daysText) || Number(daysText) < 1 || Number(daysText) > DASHBOARD_MAX_DAYS) {
      throw badRequest(`Query parameter days must be a whole number from 1 to ${DASHBOARD_MAX_DAYS}.`);
    }
    days = Number(daysText);
  }
  const liteText = c.req.query('lite');
  if (liteText !== undefined && liteText !== 'true' && liteText !== 'false') throw badRequest('Query parameter lite must be true or false.');
  return { days, lite: liteText === 'true', hadiths };
}

/**
 * GET /api/dashboard/{companyUrl}?days=N&lite=: DashboardData (core/src/dashboard/dashboard-data.ts) for the
 * web dashboard, the desktop app and the widgets. GET /api/dashboard/companyId/{id} is the same by id.
 */
export function dashboardRoutes(deps: AppDeps, options: { hadiths?: HadithCollection } = {}) {
  return new Hono<AppEnv>()
    .get('/api/dashboard/companyId/:companyId', async (c) => {
      const data = await dashboardById(deps, currentAuth(c), c.req.param('companyId'), readOptions(c, options.hadiths));
      return c.json(data);
    })
    .get('/api/dashboard/:companyUrl', async (c) => {
      const data = await dashboardByUrl(deps, currentAuth(c), c.req.param('companyUrl'), readOptions(c, options.hadiths));
      return c.json(data);
    });
}
