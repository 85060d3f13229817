import { Hono, type Context } from 'hono';
import { HADITH_OF_THE_DAY, QURAN_OF_THE_DAY, REMINDERS_TODAY } from '@core/http/contract/reminders.js';
import { isoDateUtc } from '@core/time/iso-date.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { AppError } from '../http/errors.js';
import { importedHadiths } from '../hadith/hadith-store.js';
import type { HadithCollection } from './hadith-collection.js';
import { hadithOfTheDay, quranOfTheDay, remindersToday } from './reminders.service.js';

/** The asked date, or today's UTC date: the same reminder for everyone on a date. */
function dayOf(date: string | undefined, deps: Pick<AppDeps, 'clock'>): { date: string; fixed: boolean } {
  return date === undefined ? { date: isoDateUtc(deps.clock.now()), fixed: false } : { date, fixed: true };
}

/** A named day's reminder never changes; today's changes at midnight UTC, so caches keep it briefly. */
function cacheFor(c: Context<AppEnv>, fixed: boolean) {
  c.header('Cache-Control', fixed ? 'public, max-age=86400' : 'public, max-age=600');
}

export function reminderRoutes(deps: AppDeps, options: { hadiths?: HadithCollection } = {}) {
  // The collection a super admin imported (docs/hadith-import.md); none imported: 404, as before.
  const hadiths = options.hadiths ?? importedHadiths(deps.db);
  return new Hono<AppEnv>()
    .get(QURAN_OF_THE_DAY.path, endpointParams(QURAN_OF_THE_DAY), async (c) => {
      const { date, fixed } = dayOf(endpointInput(c, QURAN_OF_THE_DAY).query.date, deps);
      const reminder = await quranOfTheDay(date);
      cacheFor(c, fixed);
      return c.json(reminder);
    })
    .get(HADITH_OF_THE_DAY.path, endpointParams(HADITH_OF_THE_DAY), async (c) => {
      const { date, fixed } = dayOf(endpointInput(c, HADITH_OF_THE_DAY).query.date, deps);
      const hadith = await hadithOfTheDay(hadiths, date);
      if (!hadith)
        throw new AppError('NOT_FOUND', 'No hadith of the day: no hadith collection is installed on this server.');
      cacheFor(c, fixed);
      return c.json(hadith);
    })
    .get(REMINDERS_TODAY.path, endpointParams(REMINDERS_TODAY), async (c) => {
      const { params, query } = endpointInput(c, REMINDERS_TODAY);
      const { date } = dayOf(query.date, deps);
      const { masjid } = await readableMasjid(deps, currentAuth(c), { url: params.companyUrl });
      return c.json(await remindersToday(deps, masjid, hadiths, date));
    });
}
