import { Hono } from 'hono';
import { hijriTurnsAtMaghrib } from '@core/hall-screen/hijri-at-maghrib.js';
import { terminologyOf } from '@core/hall-screen/terminology.js';
import { languageSetting } from '@core/i18n/language-settings.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import { toMasjid } from '../masjids/masjid.mapper.js';
import { findConfigurations } from '../configurations/configuration.repository.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { configurationValue } from '@core/configuration/definitions.js';
import { publicOccasions } from '../occasions/occasions.service.js';
import { calendarMonths } from './calendar.service.js';

/**
 * GET /api/calendar/companyUrl/{url}/type/{gregorian|hijri}/year/{y}?month=1-12 (absent, empty or 0: all
 * months): {successful, target: {company, monthPrayers: [{month, monthName, year, prayers}], terminology,
 * hijriAtMaghrib, jumuah: {sessions, text}, timeZone, language}}. Public for
 * a public masjid; its own admins and super admins also see an inactive one.
 */
export function calendarRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(CALENDAR.path, endpointParams(CALENDAR), async (c) => {
    // The masjid first: one the caller may not see is a 404 whatever else the address gets wrong.
    const { masjid: row, isPublic } = await readableMasjid(deps, currentAuth(c), { url: c.req.param('url') });
    const { params, query } = endpointInput(c, CALENDAR);
    const { type, year } = params;
    const { month } = query;
    const [{ months: monthPrayers, timeZone }, configurations, occasions] = await Promise.all([
      calendarMonths(deps, row.id, type, year, month),
      findConfigurations(deps.db, row.id),
      publicOccasions(deps, row.id),
    ]);
    c.header('Cache-Control', isPublic ? 'public, max-age=300' : 'private, no-store');
    // The masjid's words for the prayer names and when its Hijri date turns (docs/hall-screen.md), and its
    // language settings (docs/languages.md#the-masjids-language).
    const terminology = terminologyOf(configurations);
    // What Fridays show (docs/prayer-table.md "Fridays in the calendar").
    const jumuah = { sessions: occasions.jumuahSessions, text: configurationValue(configurations, 'jumah_prayer') };
    return c.json({
      successful: true,
      target: {
        company: toMasjid(row),
        monthPrayers,
        terminology,
        hijriAtMaghrib: hijriTurnsAtMaghrib(configurations),
        jumuah,
        timeZone,
        language: languageSetting(configurations, undefined, row.country),
      },
    });
  });
}
