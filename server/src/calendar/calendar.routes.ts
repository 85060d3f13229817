import { Hono } from 'hono';
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from '../../../core/src/hijri/hijri.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import { readableCompany } from '../companies/company-visibility.js';
import { toCompany } from '../companies/company.mapper.js';
import type { AppEnv } from '../http/env.js';
import { badRequest } from '../http/errors.js';
import { calendarMonths, type CalendarType } from './calendar.service.js';

const GREGORIAN_YEARS = { min: 1900, max: 2200 };

/**
 * GET /api/calendar/companyUrl/{url}/type/{gregorian|hijri}/year/{y}?month=1-12 (absent, empty or 0: all
 * months): {successful, target: {company, monthPrayers: [{month, monthName, year, prayers}]}}. Public for
 * a public masjid; its own admins and super admins also see an inactive one.
 */
export function calendarRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/calendar/companyUrl/:url/type/:type/year/:year', async (c) => {
    const { company: row, isPublic } = await readableCompany(deps, currentAuth(c), { url: c.req.param('url') });
    const type = c.req.param('type').toLowerCase();
    if (type !== 'gregorian' && type !== 'hijri') throw badRequest("Calendar type must be 'gregorian' or 'hijri'.");
    const range = type === 'hijri' ? { min: HIJRI_MIN_YEAR, max: HIJRI_MAX_YEAR } : GREGORIAN_YEARS;
    const yearText = c.req.param('year');
    const year = /^\d{1,4}$/.test(yearText) ? Number(yearText) : NaN;
    if (!(year >= range.min && year <= range.max)) throw badRequest(`Year must be from ${range.min} to ${range.max} for a ${type} calendar.`);
    const monthText = c.req.query('month')?.trim() ?? '';
    const month = monthText === '' || monthText === '0' ? undefined : /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
    if (month !== undefined && !(month >= 1 && month <= 12)) throw badRequest('Month must be from 1 to 12 (or empty for all months).');
    const monthPrayers = await calendarMonths(deps, row.id, type as CalendarType, year, month);
    c.header('Cache-Control', isPublic ? 'public, max-age=300' : 'private, no-store');
    return c.json({ successful: true, target: { company: toCompany(row), monthPrayers } });
  });
}
