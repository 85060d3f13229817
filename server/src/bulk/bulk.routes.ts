import { parse } from 'csv-parse/sync';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csvFieldErrors, prayersToCsv, readPrayerCsv, type CsvRecord } from '../../../core/src/prayer/prayer-csv.js';
import type { AppDeps } from '../app-deps.js';
import { requireAuth, requireCompanyAdmin } from '../auth/access.js';
import { findCompanyById } from '../companies/company.repository.js';
import type { AppEnv } from '../http/env.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { NOT_SET_UP, getPrayerConfig, todayOf } from '../prayer/prayer.service.js';
import { findPrayerConfig } from '../prayer/prayer.repository.js';
import { decodeCsvBytes, detectDelimiter } from './csv-text.js';

/** A 366-day timetable is about 30 KB; 1 MB leaves room for any spreadsheet's extra columns. */
export const IMPORT_FILE_LIMIT = 1024 * 1024;
const NOT_CSV = 'Please upload the timetable as a CSV text file (.csv), like the one Download gives.';
const CSV_TYPES = /^(text\/.*|application\/(csv|vnd\.ms-excel|octet-stream))$/i;

function tooLarge(): never {
  throw new AppError('TOO_LARGE', `The file is larger than ${IMPORT_FILE_LIMIT / 1024 / 1024} MB; a timetable CSV is about 30 KB.`);
}

/**
 * GET /bulk/prayer/export/{companyId}: the masjid's current-year table as CSV (own admins, super admins).
 * POST /bulk/prayer/validateImport (multipart field `file`, optional `companyId` field, else the masjid
 * the user acts for): checks an uploaded CSV and answers the 366 days for the edit copy. Saves nothing.
 */
export function bulkRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/bulk/prayer/export/:companyId', async (c) => {
      const companyId = c.req.param('companyId');
      requireCompanyAdmin(c, companyId);
      const company = await findCompanyById(deps.db, companyId);
      if (!company) throw notFound('Masjid');
      const config = await getPrayerConfig(deps, companyId);
      if (!config.id) throw new AppError('NOT_FOUND', NOT_SET_UP);
      const filename = `prayer-times-${company.url}-${config.year}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${filename}"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(prayersToCsv(config.prayers));
    })
    .post(
      '/bulk/prayer/validateImport',
      async (c, next) => {
        requireAuth(c);
        await next();
      },
      // The app's global body limit skips multipart bodies; this one allows the file plus form overhead.
      bodyLimit({ maxSize: IMPORT_FILE_LIMIT + 64 * 1024, onError: () => tooLarge() }),
      async (c) => {
        const auth = requireAuth(c);
        if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
          throw new AppError('UNSUPPORTED_MEDIA', "Send the file as multipart/form-data in the field 'file'.");
        }
        const form = await c.req.parseBody().catch(() => {
          throw badRequest('The upload could not be read; please choose the file again.');
        });
        const companyId = typeof form.companyId === 'string' && form.companyId ? form.companyId : auth.companyId;
        if (!companyId) throw badRequest('Choose the masjid the timetable is for.');
        requireCompanyAdmin(c, companyId);
        const file = form.file;
        if (!(file instanceof File)) throw badRequest("Choose a CSV file to upload (form field 'file').");
        if (file.size > IMPORT_FILE_LIMIT) tooLarge();
        if (!/\.(csv|txt)$/i.test(file.name) || (file.type && !CSV_TYPES.test(file.type))) throw new AppError('UNSUPPORTED_MEDIA', NOT_CSV);
        const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
        if (text === null) throw new AppError('UNSUPPORTED_MEDIA', NOT_CSV);

        let records: CsvRecord[];
        try {
          const parsed = parse(text, { bom: true, delimiter: detectDelimiter(text), info: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as unknown as {
            record: string[];
            info: { lines: number };
          }[];
          records = parsed.map(({ record, info }) => ({ line: info.lines, cells: record }));
        } catch (error) {
          const line = (error as { lines?: number }).lines;
          throw new AppError('VALIDATION', `The file is not valid CSV${line ? ` (line ${line})` : ''}: ${(error as Error).message}`, {
            file: (error as Error).message,
          });
        }
        const config = await findPrayerConfig(deps.db, companyId);
        const year = config ? todayOf(config, deps.clock.now()).year : deps.clock.now().getUTCFullYear();
        const { table, problems, notes = [] } = readPrayerCsv(records, year);
        if (!table) {
          const fieldErrors = csvFieldErrors(problems);
          const count = Object.keys(fieldErrors).length;
          const message = count === 1 ? Object.values(fieldErrors)[0]! : `${file.name} has ${count} problems.`;
          throw new AppError('VALIDATION', message, fieldErrors);
        }
        return c.json({ successful: true, message: [`Read ${table.prayers.length} days from ${file.name}.`, ...notes].join(' '), target: table.prayers, notes });
      },
    );
}
