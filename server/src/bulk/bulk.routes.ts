import { isRealIsoDate } from '@core/content/iso-day.js';
import { parse } from 'csv-parse/sync';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { EXPORT_PRAYERS, VALIDATE_IMPORT } from '@core/http/contract/bulk.js';
import { csvFieldTexts, prayersToCsv, readPrayerCsv, writesDayFirst, type CsvRecord } from '@core/prayer/prayer-csv.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf, requireMasjidAdmin } from '../auth/access.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import type { AppEnv } from '../http/env.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { text as serverText } from '../http/server-text.js';
import { successMessage } from '../http/success-message.js';
import { NOT_SET_UP, getPrayerConfig, tableContext } from '../prayer/prayer.service.js';
import { tableRefusal } from '../prayer/table-refusal.js';
import { tableYearQuery } from '../prayer/prayer.routes.js';
import { closedTableYearMessage } from '@core/prayer/table-years.js';
import { civilDateInZone } from '@core/time/zone.js';
import { unescapeCsvCell } from '@core/csv/spreadsheet-safe.js';
import { decodeCsvBytes, detectDelimiter } from './csv-text.js';

/** A 366-day timetable is about 30 KB; 1 MB leaves room for any spreadsheet's extra columns. */
export const IMPORT_FILE_LIMIT = 1024 * 1024;
const NOT_CSV = serverText('server.timetable.notCsv');
const CSV_TYPES = /^(text\/.*|application\/(csv|vnd\.ms-excel|octet-stream))$/i;

function tooLarge(): never {
  throw new AppError(
    'TOO_LARGE',
    serverText('server.timetable.tooLarge', { mb: String(IMPORT_FILE_LIMIT / 1024 / 1024) }),
  );
}

/**
 * GET /bulk/prayer/export/{companyId}: the masjid's current-year table as CSV (own admins, super admins).
 * POST /bulk/prayer/validateImport (multipart field `file`, optional `companyId` field, else the masjid
 * the user acts for, `year`, and `confirmFarTimes=true` once the admin confirmed times far from the
 * computed ones): checks an uploaded CSV like a save and answers the 366 days for the edit copy, with how
 * its columns were read. Saves nothing.
 */
export function bulkRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(EXPORT_PRAYERS.path, endpointParams(EXPORT_PRAYERS), async (c) => {
      // Who may export comes before what is asked: another masjid's admin gets 403 whatever the year.
      const companyId = c.req.param('companyId');
      const masjid = await findMasjidById(deps.db, companyId);
      if (!masjid) throw notFound('Masjid');
      const config = await getPrayerConfig(deps, companyId, endpointInput(c, EXPORT_PRAYERS).query.year);
      if (!config.id) throw new AppError('NOT_FOUND', NOT_SET_UP);
      const filename = `prayer-times-${masjid.url}-${config.year}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${filename}"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(prayersToCsv(config.prayers));
    })
    .post(
      VALIDATE_IMPORT.path,
      // The app's global body limit skips multipart bodies; this one allows the file plus form overhead.
      bodyLimit({ maxSize: IMPORT_FILE_LIMIT + 64 * 1024, onError: () => tooLarge() }),
      async (c) => {
        const auth = callerOf(c);
        if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
          throw new AppError('UNSUPPORTED_MEDIA', serverText('server.timetable.multipart'));
        }
        const form = await c.req.parseBody().catch(() => {
          throw badRequest(serverText('server.timetable.unreadable'));
        });
        const companyId = typeof form.companyId === 'string' && form.companyId ? form.companyId : auth.companyId;
        if (!companyId) throw badRequest(serverText('server.timetable.chooseMasjid'));
        // The masjid is named inside the multipart form, which only this handler reads; the declared access has
        // already refused anyone who administers no masjid (no-handler-access-check.test.ts allows this one).
        requireMasjidAdmin(c, companyId);
        const file = form.file;
        if (!(file instanceof File)) throw badRequest(serverText('server.timetable.chooseFile'));
        if (file.size > IMPORT_FILE_LIMIT) tooLarge();
        if (!/\.(csv|txt)$/i.test(file.name) || (file.type && !CSV_TYPES.test(file.type)))
          throw new AppError('UNSUPPORTED_MEDIA', NOT_CSV);
        const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
        if (text === null) throw new AppError('UNSUPPORTED_MEDIA', NOT_CSV);

        let records: CsvRecord[];
        try {
          const parsed = parse(text, {
            bom: true,
            delimiter: detectDelimiter(text),
            info: true,
            skip_empty_lines: true,
            relax_column_count: true,
            trim: true,
          }) as unknown as {
            record: string[];
            info: { lines: number };
          }[];
          records = parsed.map(({ record, info }) => ({ line: info.lines, cells: record.map(unescapeCsvCell) }));
        } catch (error) {
          const line = (error as { lines?: number }).lines;
          // The parser's own words stay as it wrote them, inside a sentence in the reader's language.
          const quoted = (error as Error).message;
          throw new AppError(
            'VALIDATION',
            line
              ? serverText('server.timetable.notValidCsv', { line: String(line), error: quoted })
              : serverText('server.timetable.notValidCsvAnywhere', { error: quoted }),
            { file: quoted },
          );
        }
        const masjid = await tableContext(deps, companyId);
        // Before a first timetable, "today" is the date at the masjid's address (docs/volunteer.md "Upload before generating").
        const today = civilDateInZone(masjid.timezoneId, deps.clock.now());
        const asked = tableYearQuery(typeof form.year === 'string' ? form.year : undefined);
        const closed = asked === undefined ? null : closedTableYearMessage(asked, today);
        if (closed) throw badRequest(closed);
        const year = asked ?? today.year;
        const {
          table,
          problems,
          notes = [],
          reading,
        } = readPrayerCsv(records, year, {
          calculator: masjid.calculator,
          rules: masjid.rules,
          dayFirst: writesDayFirst(masjid.country),
          hanafi: masjid.hanafi,
          confirmFar: form.confirmFarTimes === 'true',
          saved: masjid.saved,
        });
        if (!table) {
          // Keys of the `server` catalog, answered in the requester's language (docs/languages.md "Server messages").
          throw tableRefusal(csvFieldTexts(problems), problems, (count) =>
            serverText('server.timetable.problems', { name: file.name, count: String(count) }),
          );
        }
        // The Salah tab shows the notes as the server writes them, so they come in the requester's language too.
        const shownNotes = notes.map((note) => successMessage(c, note));
        return c.json({
          successful: true,
          message: [
            successMessage(
              c,
              serverText('server.timetable.read', {
                count: String(table.prayers.filter((day) => isRealIsoDate(day.date)).length),
                name: file.name,
              }),
            ),
            ...shownNotes,
          ].join(' '),
          target: table.prayers,
          notes: shownNotes,
          columns: reading?.columns ?? [],
          filled: reading?.filled ?? [],
        });
      },
    );
}
