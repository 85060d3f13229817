import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import {
  createPrayerConfigSchema,
  dstSchema,
  prayerSettingsUpdateSchema,
  savePrayerConfigSchema,
} from '../../prayer/prayer.schema.js';
import type { MethodList } from '../../prayer/method-list.js';
import type { DayPrayerView, Dst, PrayerConfig } from '../../prayer/prayer.types.js';
import { countryByCode } from '../../masjid/countries.js';
import { coded } from '../../validation/coded-message.js';
import { daysInMonth } from '../../time/civil-date.js';
import { serviceAnswer } from '../../api-answers.js';
import { dayPrayerViewAnswer, dstAnswer, methodListAnswer, prayerConfigAnswer } from '../../prayer/prayer-answers.js';
import { endpoint } from './endpoint.js';
import {
  optionalBoolean,
  optionalFromDate,
  optionalWholeNumber,
  segment,
  wholeNumberOrMessage,
} from './text-values.js';

/** The prayer-time reads and the timetable's own calls: server/src/prayer (docs/product-rules.md, "API calls"). */

/** The most days one read of consecutive days answers. */
export const PRAYER_MAX_DAYS = 400;

/** The years a timetable can be asked for; which of them are open is the service's rule (docs/prayer-table.md). */
export const TABLE_YEARS = { min: 1900, max: 2200 };

/** `?year=YYYY` of a table read or export. */
export const tableYearText = optionalWholeNumber({
  label: 'year',
  min: TABLE_YEARS.min,
  max: TABLE_YEARS.max,
  fallback: undefined,
  description: "The table's year: this year, or next year from 1 November in the masjid's zone.",
});

/** GET /api/prayer/companyId/{companyId}/month/{month}/day/{day}: one day of this year (February 29 only in a leap year). */
export const PRAYER_DAY = endpoint<ServiceResponse<DayPrayerView>>()({
  method: 'GET',
  path: '/api/prayer/companyId/:companyId/month/:month/day/:day',
  doc: { tag: 'Prayer times', summary: 'One day of times.', access: 'public-masjid' },
  params: z.object({ companyId: segment, month: z.string(), day: z.string() }).transform((params, ctx) => {
    const month = wholeNumberOrMessage(params.month, 'Month', 1, 12);
    if (typeof month !== 'number') {
      ctx.addIssue({ code: 'custom', message: month.message });
      return z.NEVER;
    }
    // Any year's longest month: whether February 29 exists this year is the route's check.
    const day = wholeNumberOrMessage(params.day, 'Day', 1, daysInMonth(2000, month));
    if (typeof day !== 'number') {
      ctx.addIssue({ code: 'custom', message: day.message });
      return z.NEVER;
    }
    return { companyId: params.companyId, month, day };
  }),
  answer: serviceAnswer(dayPrayerViewAnswer),
});

/** GET /api/prayer/companyId/{companyId}/days?from=YYYY-MM-DD&count=N: consecutive days (offline copies for screens). */
export const PRAYER_DAYS = endpoint<ServiceResponse<DayPrayerView[]>>()({
  method: 'GET',
  path: '/api/prayer/companyId/:companyId/days',
  doc: {
    tag: 'Prayer times',
    summary: 'Consecutive days of times (offline copies for screens).',
    access: 'public-masjid',
  },
  params: z.object({ companyId: segment }),
  query: z.object({
    from: optionalFromDate,
    count: optionalWholeNumber({
      label: 'count',
      min: 1,
      max: PRAYER_MAX_DAYS,
      fallback: 1,
      description: `Days (1-${PRAYER_MAX_DAYS}).`,
    }),
  }),
  answer: serviceAnswer(z.array(dayPrayerViewAnswer)),
});

/** GET /api/prayer/config/{companyId}[?year=]: the timetable with its settings; null for a masjid without one. */
export const PRAYER_CONFIG = endpoint<PrayerConfig | null>()({
  method: 'GET',
  path: '/api/prayer/config/:companyId',
  doc: {
    tag: 'Prayer times',
    summary: "A masjid's timetable settings and this year's table (next year's from November).",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  query: z.object({ year: tableYearText }),
  answer: prayerConfigAnswer.nullable(),
});

/** POST /api/prayer/config/create?generateIqamah=: a new timetable from a location and method (Reset Prayers). */
export const CREATE_PRAYER_CONFIG = endpoint<ServiceResponse<PrayerConfig>>()({
  method: 'POST',
  path: '/api/prayer/config/create',
  doc: {
    tag: 'Prayer times',
    summary: "Create or reset a masjid's timetable from a calculation method.",
    access: 'masjid-admin',
  },
  params: z.object({}),
  query: z.object({
    generateIqamah: optionalBoolean('generateIqamah', true, 'true: also generate iqama times from the rules.'),
  }),
  body: createPrayerConfigSchema,
  answer: serviceAnswer(prayerConfigAnswer),
});

/** POST /api/prayer/config: the edited table with the cells typed by hand (only id, companyId and prayers are read). */
export const SAVE_PRAYER_CONFIG = endpoint<ServiceResponse<PrayerConfig>>()({
  method: 'POST',
  path: '/api/prayer/config',
  doc: {
    tag: 'Prayer times',
    summary:
      'Save a whole timetable with the cells typed by hand. Days out of order are refused (400); azans more than 90 minutes from the computed times answer 422 NEEDS_CONFIRMATION until sent with confirmFarTimes: true.',
    access: 'masjid-admin',
  },
  params: z.object({}),
  body: savePrayerConfigSchema,
  answer: serviceAnswer(prayerConfigAnswer),
});

/** POST /api/prayer/config/{companyId}/dst: the daylight saving settings. */
// The server answers the saved daylight-saving settings, not the whole timetable (the admin reads that again).
export const SAVE_DST = endpoint<ServiceResponse<Dst>>()({
  method: 'POST',
  path: '/api/prayer/config/:companyId/dst',
  doc: { tag: 'Prayer times', summary: 'Daylight saving settings.', access: 'masjid-admin' },
  params: z.object({ companyId: segment }),
  body: dstSchema,
  answer: serviceAnswer(dstAnswer),
});

/** PUT /api/prayer/config/{companyId}/settings: method, offsets, location or iqama rules, keeping the typed cells. */
export const SAVE_PRAYER_SETTINGS = endpoint<ServiceResponse<PrayerConfig>>()({
  method: 'PUT',
  path: '/api/prayer/config/:companyId/settings',
  doc: { tag: 'Prayer times', summary: 'Offsets, method and iqama rules.', access: 'masjid-admin' },
  params: z.object({ companyId: segment }),
  body: prayerSettingsUpdateSchema,
  answer: serviceAnswer(prayerConfigAnswer),
});

/** `?country=` of the method list: a two-letter code of core's country list, or nothing. */
export const METHODS_COUNTRY_REFUSAL = coded(
  'Country must be a two-letter country code such as PK or GB',
  'server.method.country',
);

/**
 * GET /api/prayer/methods?country=XX: every calculation method with its authority, angles, minutes and the
 * countries that follow it (notes in the requester's language), and what a new timetable in that country
 * starts with (docs/calculation-methods.md). Anyone may read it.
 */
export const PRAYER_METHODS = endpoint<MethodList>()({
  method: 'GET',
  path: '/api/prayer/methods',
  doc: {
    tag: 'Prayer times',
    summary:
      "The calculation methods (authority, angles, the authority's own minutes, the countries that use each) and the method and Asr suggested for ?country=XX; notes in the requester's language.",
    access: 'anyone',
  },
  params: z.object({}),
  query: z.object({
    country: z
      .string()
      .optional()
      .transform((text, ctx) => {
        const code = text?.trim().toUpperCase() ?? '';
        if (code === '') return undefined;
        if (/^[A-Z]{2}$/.test(code) && countryByCode(code)) return code;
        ctx.addIssue({ code: 'custom', message: METHODS_COUNTRY_REFUSAL });
        return z.NEVER;
      })
      .meta({ type: 'string', description: "The masjid's ISO country code, e.g. PK: picks the suggestion." }),
  }),
  answer: methodListAnswer,
});
