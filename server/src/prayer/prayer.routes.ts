import { Hono, type Context } from 'hono';
import {
  createPrayerConfigSchema,
  dstSchema,
  prayerSettingsUpdateSchema,
  savePrayerConfigSchema,
} from '../../../core/src/prayer/prayer.schema.js';
import { daysInMonth, isLeapYear, parseIsoDate } from '../../../core/src/time/civil-date.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth, requireCompanyAdmin, signedIn } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { AppError, badRequest } from '../http/errors.js';
import { booleanQuery } from '../http/query.js';
import { jsonBody } from '../http/validate.js';
import { readableCompany } from '../companies/company-visibility.js';
import {
  MAX_DAYS,
  NOT_SET_UP,
  createPrayerConfig,
  getDayViews,
  getPrayerConfig,
  loadMasjidTimetable,
  saveDst,
  savePrayerTable,
  todayOf,
  updatePrayerSettings,
} from './prayer.service.js';

/** Public times change only when an admin saves; a minute of caching spares the database on busy screens. */
function cacheIfPublic(c: Context<AppEnv>, isPublic: boolean) {
  c.header('Cache-Control', isPublic ? 'public, max-age=60' : 'private, no-store');
}

function wholeNumberParam(value: string | undefined, name: string, min: number, max: number): number {
  if (!value || !/^\d{1,4}$/.test(value) || Number(value) < min || Number(value) > max) throw badRequest(`${name} must be a whole number from ${min} to ${max}.`);
  return Number(value);
}

/**
 * The prayer calls of SPEC.md section 7 plus two additions:
 * - GET /api/prayer/companyId/{id}/days?from=YYYY-MM-DD&count=N (N 1-400, default 1; from defaults to today
 *   in the masjid's zone): DayPrayerView[] for caching a year (dashboard, desktop app).
 * - PUT /api/prayer/config/{companyId}/settings: change method, offsets, location, high-latitude rule or
 *   iqama rules without the Reset (manual cells are kept).
 * Changes: the masjid's own admins and super admins. Reads of days: anyone for a public masjid; its own
 * admins and super admins for an inactive one (others get 404, as if it did not exist).
 */
export function prayerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/api/prayer/config/create', signedIn, jsonBody(createPrayerConfigSchema), async (c) => {
      const input = c.req.valid('json');
      requireCompanyAdmin(c, input.companyId);
      const query = c.req.query('generateIqamah');
      const generateIqamah = query === undefined ? true : booleanQuery(query, 'generateIqamah');
      const target = await createPrayerConfig(deps, input, generateIqamah);
      return c.json({ successful: true, message: 'Prayer times generated', target });
    })
    .post('/api/prayer/config', signedIn, jsonBody(savePrayerConfigSchema), async (c) => {
      const input = c.req.valid('json');
      requireCompanyAdmin(c, input.companyId);
      const target = await savePrayerTable(deps, input);
      return c.json({ successful: true, message: 'Prayer times saved', target });
    })
    .get('/api/prayer/config/:companyId', async (c) => {
      const companyId = c.req.param('companyId');
      requireCompanyAdmin(c, companyId);
      return c.json(await getPrayerConfig(deps, companyId));
    })
    .post('/api/prayer/config/:companyId/dst', signedIn, jsonBody(dstSchema, 'dst'), async (c) => {
      const companyId = c.req.param('companyId');
      requireCompanyAdmin(c, companyId);
      const target = await saveDst(deps, companyId, c.req.valid('json'));
      return c.json({ successful: true, message: 'Daylight saving settings saved', target });
    })
    .put('/api/prayer/config/:companyId/settings', signedIn, jsonBody(prayerSettingsUpdateSchema), async (c) => {
      const companyId = c.req.param('companyId');
      requireCompanyAdmin(c, companyId);
      const target = await updatePrayerSettings(deps, companyId, c.req.valid('json'));
      return c.json({ successful: true, message: 'Prayer settings saved', target });
    })
    .get('/api/prayer/companyId/:companyId/month/:month/day/:day', async (c) => {
      const { company, isPublic } = await readableCompany(deps, currentAuth(c), { id: c.req.param('companyId') });
      const month = wholeNumberParam(c.req.param('month'), 'Month', 1, 12);
      const day = wholeNumberParam(c.req.param('day'), 'Day', 1, daysInMonth(2000, month));
      const loaded = await loadMasjidTimetable(deps, company.id);
      if (!loaded) throw new AppError('NOT_FOUND', NOT_SET_UP);
      const { year } = todayOf(loaded.row, deps.clock.now());
      if (month === 2 && day === 29 && !isLeapYear(year)) throw badRequest(`There is no February 29 in ${year}.`);
      cacheIfPublic(c, isPublic);
      return c.json({ successful: true, target: loaded.timetable.view({ year, month, day }) });
    })
    .get('/api/prayer/companyId/:companyId/days', async (c) => {
      const { company, isPublic } = await readableCompany(deps, currentAuth(c), { id: c.req.param('companyId') });
      const fromText = c.req.query('from');
      const from = fromText === undefined || fromText === '' ? undefined : parseIsoDate(fromText);
      if (fromText && (!from || from.year < 1900 || from.year > 2200)) throw badRequest('from must be a date YYYY-MM-DD between 1900 and 2200.');
      const countText = c.req.query('count');
      const count = countText === undefined || countText === '' ? 1 : wholeNumberParam(countText, 'count', 1, MAX_DAYS);
      const target = await getDayViews(deps, company.id, from, count);
      cacheIfPublic(c, isPublic);
      return c.json({ successful: true, target });
    });
}
