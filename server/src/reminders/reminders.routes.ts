import { Hono, type Context } from 'hono';
import { isRealIsoDate } from '../../../core/src/content/iso-day.js';
import { isoDateUtc } from '../../../core/src/time/iso-date.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import { readableCompany } from '../companies/company-visibility.js';
import type { AppEnv } from '../http/env.js';
import { AppError, badRequest } from '../http/errors.js';
import { builtInHadiths, type HadithCollection } from './hadith-collection.js';
import { hadithOfTheDay, quranOfTheDay, remindersToday } from './reminders.service.js';

/** `?date=YYYY-MM-DD`, or today's UTC date: the same reminder for everyone on a date. */
function dayOf(c: Context<AppEnv>, deps: Pick<AppDeps, 'clock'>): { date: string; fixed: boolean } {
  const date = c.req.query('date');
  if (date === undefined) return { date: isoDateUtc(deps.clock.now()), fixed: false };
  const year = Number(date.slice(0, 4));
  if (!isRealIsoDate(date) || year < 2000 || year > 2100) throw badRequest('Query parameter date must be a date like 2026-05-15 (years 2000 to 2100).');
  return { date, fixed: true };
}

/** A named day's reminder never changes; today's changes at midnight UTC, so caches keep it briefly. */
function cacheFor(c: Context<AppEnv>, fixed: boolean) {
  c.header('Cache-Control', fixed ? 'public, max-age=86400' : 'public, max-age=600');
}

export function reminderRoutes(deps: AppDeps, options: { hadiths?: HadithCollection } = {}) {
  const hadiths = options.hadiths ?? builtInHadiths;
  return new Hono<AppEnv>()
    .get('/api/rod', async (c) => {
      const { date, fixed } = dayOf(c, deps);
      const reminder = await quranOfTheDay(date);
      cacheFor(c, fixed);
      return c.json(reminder);
    })
    .get('/api/hod', async (c) => {
      const { date, fixed } = dayOf(c, deps);
      const hadith = await hadithOfTheDay(hadiths, date);
      if (!hadith) throw new AppError('NOT_FOUND', 'No hadith of the day: no hadith collection is installed on this server.');
      cacheFor(c, fixed);
      return c.json(hadith);
    })
    .get('/api/companies/url/:companyUrl/reminders/today', async (c) => {
      const { date } = dayOf(c, deps);
      const { company } = await readableCompany(deps, currentAuth(c), { url: c.req.param('companyUrl') });
      return c.json(await remindersToday(deps, company, hadiths, date));
    });
}
