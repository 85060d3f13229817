import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import type { DayPrayer, PrayerColumn } from '../../prayer/prayer.types.js';
import { serviceAnswer } from '../../api-answers.js';
import { dayPrayerAnswer } from '../../prayer/prayer-answers.js';
import { endpoint } from './endpoint.js';
import { tableYearText } from './prayer.js';
import { segment } from './text-values.js';

/**
 * The timetable as a CSV file, out and in: server/src/bulk (docs/prayer-table.md; the file's columns are
 * core/src/prayer/prayer-csv.ts). Both are for the masjid's own admins and super admins.
 */

/** GET /bulk/prayer/export/{companyId}[?year=]: the table as a CSV file, named by the server. */
export const EXPORT_PRAYERS = endpoint<string>()({
  method: 'GET',
  path: '/bulk/prayer/export/:companyId',
  doc: { tag: 'Prayer times', summary: 'The timetable as CSV.', access: 'masjid-admin', produces: 'text/csv' },
  params: z.object({ companyId: segment }),
  query: z.object({ year: tableYearText }),
  answer: z.string().meta({ description: 'The timetable as CSV.' }),
});

const PRAYER_COLUMNS = [
  'fajr',
  'sunrise',
  'dhuhr',
  'asr',
  'maghrib',
  'isha',
  'fajrIqama',
  'dhuhrIqama',
  'asrIqama',
  'maghribIqama',
  'ishaIqama',
] as const satisfies readonly PrayerColumn[];

/** What the server changed to read the file (e.g. 29 February filled in), for the admin to check. */
const importAnswer = serviceAnswer(z.array(dayPrayerAnswer)).extend({
  notes: z.array(z.string()).optional(),
  columns: z
    .array(z.object({ column: z.enum([...PRAYER_COLUMNS, 'date']), header: z.string().nullable() }))
    .optional()
    .meta({
      description:
        "Each column of the table and the file's header it was read from; null where the masjid's rules filled it.",
    }),
  filled: z
    .array(z.enum(PRAYER_COLUMNS))
    .optional()
    .meta({ description: "The iqama columns the file did not have, filled in by the masjid's iqama rules." }),
});
export type ImportResponse = z.infer<typeof importAnswer> & ServiceResponse<DayPrayer[]>;

/**
 * POST /bulk/prayer/validateImport, multipart: `file`, optional `companyId` (else the masjid the user acts
 * for) and `year`: checks the file and answers its days for the edit copy. Saves nothing.
 */
export const VALIDATE_IMPORT = endpoint<ImportResponse>()({
  method: 'POST',
  path: '/bulk/prayer/validateImport',
  doc: {
    tag: 'Prayer times',
    summary:
      'Check a timetable CSV before importing it (multipart: file, companyId, year, confirmFarTimes): printed layouts, 12-hour times, missing iqama columns filled; checked like a save (400 out of order, 422 NEEDS_CONFIRMATION for far times).',
    access: 'masjid-admin',
    consumes: 'multipart/form-data',
  },
  params: z.object({}),
  answer: importAnswer,
});
