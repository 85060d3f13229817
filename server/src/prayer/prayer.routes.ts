import { Hono, type Context } from 'hono';
import {
  CREATE_PRAYER_CONFIG,
  PRAYER_CONFIG,
  PRAYER_DAY,
  PRAYER_DAYS,
  PRAYER_METHODS,
  SAVE_DST,
  SAVE_PRAYER_CONFIG,
  SAVE_PRAYER_SETTINGS,
  tableYearText,
} from '@core/http/contract/prayer.js';
import { noFebruary29Refusal } from '@core/http/contract/refusals.js';
import { methodList } from '@core/prayer/method-list.js';
import { isLeapYear } from '@core/time/civil-date.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { AppError, badRequest } from '../http/errors.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { jsonBody } from '../http/validate.js';
import { requestLanguage } from '../http/error-handler.js';
import { methodName, methodNotes } from './method-notes.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import {
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
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';

/** Public times change only when an admin saves; a minute of caching spares the database on busy screens. */
function cacheIfPublic(c: Context<AppEnv>, isPublic: boolean) {
  c.header('Cache-Control', isPublic ? 'public, max-age=60' : 'private, no-store');
}

/** `?year=YYYY` of a table read or export (bulk routes read it too); which years are open is the service's rule. */
export function tableYearQuery(value: string | undefined): number | undefined {
  const parsed = tableYearText.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  return parsed.data;
}

/**
 * The prayer calls of docs/product-rules.md ("API calls") plus two additions:
 * - GET /api/prayer/companyId/{id}/days?from=YYYY-MM-DD&count=N (N 1-400, default 1; from defaults to today
 *   in the masjid's zone): DayPrayerView[] for caching a year (dashboard, desktop app).
 * - GET /api/prayer/config/{companyId}?year=YYYY: next year's table, from November (docs/prayer-table.md).
 * - PUT /api/prayer/config/{companyId}/settings: change method, offsets, location, high-latitude rule or
 *   iqama rules without the Reset (manual cells are kept).
 * - GET /api/prayer/methods?country=XX: the calculation methods and the suggestion for a country (anyone; the
 *   notes in the requester's language; docs/calculation-methods.md).
 * Changes: the masjid's own admins and super admins. Reads of days: anyone for a public masjid; its own
 * admins and super admins for an inactive one (others get 404, as if it did not exist).
 */
export function prayerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(PRAYER_METHODS.path, endpointParams(PRAYER_METHODS), (c) => {
      const { country } = endpointInput(c, PRAYER_METHODS).query;
      const language = requestLanguage(c);
      c.header('Vary', 'Accept-Language');
      return c.json(
        methodList(
          country,
          (method) => methodNotes(method, language),
          (method) => methodName(method, language),
        ),
      );
    })
    .post(
      CREATE_PRAYER_CONFIG.path,
      jsonBody(CREATE_PRAYER_CONFIG.body),
      endpointParams(CREATE_PRAYER_CONFIG),
      async (c) => {
        const input = c.req.valid('json');
        const { generateIqamah } = endpointInput(c, CREATE_PRAYER_CONFIG).query;
        const target = await createPrayerConfig(deps, input, generateIqamah);
        return c.json({
          successful: true,
          message: successMessage(c, text('server.done.prayerTimesGenerated')),
          target,
        });
      },
    )
    .post(SAVE_PRAYER_CONFIG.path, jsonBody(SAVE_PRAYER_CONFIG.body), async (c) => {
      const input = c.req.valid('json');
      const target = await savePrayerTable(deps, input);
      return c.json({ successful: true, message: successMessage(c, text('server.done.prayerTimesSaved')), target });
    })
    .get(PRAYER_CONFIG.path, endpointParams(PRAYER_CONFIG), async (c) => {
      const companyId = c.req.param('companyId');
      // Who may read comes before what is asked: another masjid's admin gets 403 whatever the year.
      return c.json(await getPrayerConfig(deps, companyId, endpointInput(c, PRAYER_CONFIG).query.year));
    })
    .post(SAVE_DST.path, jsonBody(SAVE_DST.body, 'dst'), endpointParams(SAVE_DST), async (c) => {
      const { companyId } = endpointInput(c, SAVE_DST).params;
      const target = await saveDst(deps, companyId, c.req.valid('json'));
      return c.json({ successful: true, message: successMessage(c, text('server.done.dstSaved')), target });
    })
    .put(
      SAVE_PRAYER_SETTINGS.path,
      jsonBody(SAVE_PRAYER_SETTINGS.body),
      endpointParams(SAVE_PRAYER_SETTINGS),
      async (c) => {
        const { companyId } = endpointInput(c, SAVE_PRAYER_SETTINGS).params;
        const target = await updatePrayerSettings(deps, companyId, c.req.valid('json'));
        return c.json({
          successful: true,
          message: successMessage(c, text('server.done.prayerSettingsSaved')),
          target,
        });
      },
    )
    .get(PRAYER_DAY.path, endpointParams(PRAYER_DAY), async (c) => {
      const { masjid, isPublic } = await readableMasjid(deps, currentAuth(c), {
        id: c.req.param('companyId'),
      });
      const { month, day } = endpointInput(c, PRAYER_DAY).params;
      const loaded = await loadMasjidTimetable(deps, masjid.id);
      if (!loaded) throw new AppError('NOT_FOUND', NOT_SET_UP);
      const { year } = todayOf(loaded.row, deps.clock.now());
      if (month === 2 && day === 29 && !isLeapYear(year)) throw badRequest(noFebruary29Refusal(year));
      cacheIfPublic(c, isPublic);
      return c.json({ successful: true, target: loaded.timetable.view({ year, month, day }) });
    })
    .get(PRAYER_DAYS.path, endpointParams(PRAYER_DAYS), async (c) => {
      const { masjid, isPublic } = await readableMasjid(deps, currentAuth(c), {
        id: c.req.param('companyId'),
      });
      const { from, count } = endpointInput(c, PRAYER_DAYS).query;
      const target = await getDayViews(deps, masjid.id, from, count);
      cacheIfPublic(c, isPublic);
      return c.json({ successful: true, target });
    });
}
