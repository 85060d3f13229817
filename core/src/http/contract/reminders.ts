import { z } from 'zod';
import { isRealIsoDate } from '../../content/iso-day.js';
import type { Hadees, ReminderOfTheDay, RemindersToday } from '../../content/reminder.types.js';
import { hadeesAnswer, reminderOfTheDayAnswer, remindersTodayAnswer } from '../../content/content-answers.js';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';
import { DATE_QUERY_REFUSAL } from './refusals.js';
import { segment } from './text-values.js';

/** The reminders of the day: server/src/reminders (the rod widget, the dashboards). */

/** `?date=YYYY-MM-DD` (years 2000 to 2100); absent: the route's today. */
const dayQuery = (description: string) =>
  z.object({
    date: z
      .string()
      .optional()
      .refine(
        (date) =>
          date === undefined ||
          (isRealIsoDate(date) && Number(date.slice(0, 4)) >= 2000 && Number(date.slice(0, 4)) <= 2100),
        { message: DATE_QUERY_REFUSAL },
      )
      .meta({ type: 'string', format: 'date', description }),
  });

/** GET /api/rod[?date=]: the Quran passage of the day. */
export const QURAN_OF_THE_DAY = endpoint<ReminderOfTheDay>()({
  method: 'GET',
  path: PATHS.quranOfTheDay,
  doc: { tag: 'Reminders', summary: 'The Quran reminder of the day.', access: 'anyone' },
  params: z.object({}),
  query: dayQuery('YYYY-MM-DD; default today.'),
  answer: reminderOfTheDayAnswer,
});

/** GET /api/hod[?date=]: the hadith of the day (404 while no collection is installed). */
export const HADITH_OF_THE_DAY = endpoint<Hadees>()({
  method: 'GET',
  path: '/api/hod',
  doc: { tag: 'Reminders', summary: 'The hadith of the day (404 while no collection is installed).', access: 'anyone' },
  params: z.object({}),
  query: dayQuery('YYYY-MM-DD; default today.'),
  answer: hadeesAnswer,
});

/** GET /api/companies/url/{companyUrl}/reminders/today[?date=]: a masjid's reminders for its screens. */
export const REMINDERS_TODAY = endpoint<RemindersToday>()({
  method: 'GET',
  path: '/api/companies/url/:companyUrl/reminders/today',
  doc: { tag: 'Reminders', summary: "Today's reminders for a masjid's screens.", access: 'public-masjid' },
  params: z.object({ companyUrl: segment }),
  query: dayQuery("YYYY-MM-DD; default the masjid's today."),
  answer: remindersTodayAnswer,
});
