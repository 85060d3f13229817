import { z } from 'zod';
import type { CalendarAnswer, CalendarType } from '../../calendar/calendar.types.js';
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from '../../hijri/hijri.js';
import { calendarAnswer } from '../../calendar/calendar-answers.js';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';
import { CALENDAR_MONTH_REFUSAL, CALENDAR_TYPE_REFUSAL, calendarYearRefusal } from './refusals.js';
import { segment } from './text-values.js';

/** The calendar page and widget's read: server/src/calendar. */

export const GREGORIAN_CALENDAR_YEARS = { min: 1900, max: 2200 };

const calendarParams = z.object({ url: segment, type: z.string(), year: z.string() }).transform((params, ctx) => {
  const type = params.type.toLowerCase();
  if (type !== 'gregorian' && type !== 'hijri') {
    ctx.addIssue({ code: 'custom', message: CALENDAR_TYPE_REFUSAL });
    return z.NEVER;
  }
  const range = type === 'hijri' ? { min: HIJRI_MIN_YEAR, max: HIJRI_MAX_YEAR } : GREGORIAN_CALENDAR_YEARS;
  const year = /^\d{1,4}$/.test(params.year) ? Number(params.year) : NaN;
  if (!(year >= range.min && year <= range.max)) {
    ctx.addIssue({ code: 'custom', message: calendarYearRefusal(range.min, range.max, type) });
    return z.NEVER;
  }
  return { url: params.url, type: type as CalendarType, year };
});

const calendarQuery = z.object({
  month: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const trimmed = text?.trim() ?? '';
      if (trimmed === '' || trimmed === '0') return undefined;
      const month = /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : NaN;
      if (month >= 1 && month <= 12) return month;
      ctx.addIssue({ code: 'custom', message: CALENDAR_MONTH_REFUSAL });
      return z.NEVER;
    })
    .meta({ type: 'integer', minimum: 0, maximum: 12, description: '1-12; absent or 0: all months.' }),
});

/** GET /api/calendar/companyUrl/{url}/type/{gregorian|hijri}/year/{year}[?month=1-12]. */
export const CALENDAR = endpoint<CalendarAnswer>()({
  method: 'GET',
  path: PATHS.calendar,
  doc: { tag: 'Prayer times', summary: 'A Gregorian or Hijri year (or one month) of times.', access: 'public-masjid' },
  params: calendarParams,
  query: calendarQuery,
  answer: calendarAnswer,
});
