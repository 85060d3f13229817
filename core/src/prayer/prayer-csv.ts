/**
 * The timetable file of GET /bulk/prayer/export and POST /bulk/prayer/validateImport: a header row, then
 * one row per day (366, 29 February included), times 'HH:mm' in the masjid's wall clock.
 *
 *   Date,Fajr,Fajr Iqama,Sunrise,Dhuhr,Dhuhr Iqama,Asr,Asr Iqama,Maghrib,Maghrib Iqama,Isha,Isha Iqama
 *   2026-01-01,06:14,06:35,07:20,12:04,12:20,14:35,14:50,16:40,16:45,18:02,18:20
 *
 * On import, columns may come in any order, headers are the words printed timetables use in the eight
 * languages (csv-header.ts), dates may be written YYYY-MM-DD, D/M/YYYY, M/D/YYYY or M/D, times '5:07',
 * '5:07 pm' or, on a 12-hour board, '2:18' for Asr (file-times.ts); a missing iqama column is filled by the
 * masjid's rules (docs/csv.md). Parsing the CSV text itself is the server's job (a real CSV library); this
 * module reads the parsed records.
 */
import { isRealIsoDate } from '../content/iso-day.js';
import { csvCell } from '../csv/spreadsheet-safe.js';
import { LEAP_YEAR_MONTH_DAYS, SLOT_BY_MONTH_DAY, monthDayKey, shortMonthDay } from '../time/civil-date.js';
import type { AzanColumn, DayPrayer, IqamaRules, PrayerColumn, PrayerOverrides } from './prayer.types.js';
import { AZAN_COLUMNS, type PrayerCalculator } from './calculator.js';
import { readHeader } from './csv-header.js';
import { asciiDigits, isTwelveHourFile, readFileTime } from './file-times.js';
import { columnPrayer } from './iqama.js';
import { TYPICAL_MINUTES } from './typical-times.js';
import { createTimetable, slotDate } from './timetable.js';
import { parseTimeOfDay } from '../time/zone.js';
import type { CivilDate } from '../time/civil-date.js';
import { codeOf, coded, type CodedText } from '../validation/coded-message.js';
import {
  COLUMN_LABELS,
  DAYS_IN_TABLE,
  TABLE_COLUMNS,
  checkTable,
  monthDayText,
  type CheckedTable,
} from './table-check.js';

export const CSV_HEADER = ['Date', ...TABLE_COLUMNS.map((column) => COLUMN_LABELS[column])];

/**
 * RFC 4180 text (CRLF); every cell goes through csvCell, so none is run as a formula (docs/csv.md). A
 * non-leap year's file has 365 rows: the table's 29 February slot is not a day of that year, and a file
 * never shows a date that does not exist (docs/volunteer.md "29 February").
 */
export function prayersToCsv(prayers: readonly DayPrayer[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const day of prayers.filter((entry) => isRealIsoDate(entry.date)))
    lines.push([day.date, ...TABLE_COLUMNS.map((column) => day[column])].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export interface CsvRecord {
  /** 1-based line of the file where the record ends. */
  line: number;
  cells: string[];
}

export interface CsvProblem {
  line: number | null;
  column: PrayerColumn | 'date' | null;
  message: string;
  /** The message as a `server` key, for the reader's language (see TableProblem.messageText). */
  messageText?: CodedText;
  /** The day of the row, where it is known, so the refusal names it ('Line 47, Feb 15, Asr: ...'). */
  day?: Pick<CivilDate, 'month' | 'day'>;
  /** The column's header as the file writes it ('Zuhr Jamaat'). */
  header?: string;
  /** A time far from the computed one: accepted once the admin confirms it. */
  confirmable?: boolean;
}

const EMPTY_FILE = coded('The file is empty.', 'server.timetable.csvEmpty');

/** The column's name as the file's header writes it ('Fajr Iqama'): it names the file's own column in every language. */
const columnLabel = (column: PrayerColumn | 'date') => (column === 'date' ? 'Date' : COLUMN_LABELS[column]);
const problemLabel = (problem: CsvProblem) => problem.header ?? columnLabel(problem.column ?? 'date');

/** 'Line 47, Feb 15, Fajr Iqama: ...' keyed 'line47.fajrIqama'; problems about the whole file under 'file'. */
export function csvFieldErrors(problems: readonly CsvProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    if (problem.line === null) {
      errors.file ??= problem.message;
      continue;
    }
    const column = problem.column ?? 'date';
    const day = problem.day ? ` ${shortMonthDay(problem.day)},` : '';
    errors[`line${problem.line}.${column}`] ??=
      `Line ${problem.line},${day} ${problemLabel(problem)}: ${problem.message}`;
  }
  return errors;
}

/**
 * csvFieldErrors' messages as `server` keys, under the same names, for the answer in the reader's language
 * (docs/languages.md "Server messages"); rendered in English they are csvFieldErrors' texts. A problem
 * with no key is kept as its English text.
 */
export function csvFieldTexts(problems: readonly CsvProblem[]): Record<string, CodedText | string> {
  const texts: Record<string, CodedText | string> = {};
  for (const problem of problems) {
    const message = problem.messageText ?? codeOf(problem.message);
    if (problem.line === null) {
      texts.file ??= message ?? problem.message;
      continue;
    }
    const column = problem.column ?? 'date';
    const name = `line${problem.line}.${column}`;
    if (name in texts) continue;
    const where = { line: String(problem.line), column: problemLabel(problem) };
    texts[name] = !message
      ? (csvFieldErrors([problem])[name] ?? problem.message)
      : problem.day
        ? { key: 'server.timetable.csvDayLine', values: { ...where, day: monthDayText(problem.day), message } }
        : { key: 'server.timetable.csvLine', values: { ...where, message } };
  }
  return texts;
}

/** 'Mar 1, Mar 2' as one `server` message, each day and separator in the reader's language. */
function dayListText(days: readonly CodedText[]): CodedText {
  const [first, ...rest] = days;
  if (!first) return { key: 'server.timetable.dayList', values: { first: '', rest: '' } };
  return rest.length === 0 ? first : { key: 'server.timetable.dayList', values: { first, rest: dayListText(rest) } };
}

const SLASH_DATE = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}))?$/;

/**
 * Whether the file writes slash dates day first (31/12/2026): when some date cannot be month first, and
 * not when some cannot be day first; a file whose every date fits both readings (never a whole year) is
 * read as the masjid's country writes dates (`countryDayFirst`, docs/csv.md "Dates").
 */
function isDayFirst(cells: readonly string[], countryDayFirst: boolean): boolean {
  let dayFirstOnly = false;
  let monthFirstOnly = false;
  for (const cell of cells) {
    const match = SLASH_DATE.exec(cell);
    if (!match) continue;
    const [first, second] = [Number(match[1]), Number(match[2])];
    if (first > 12 && second <= 12) dayFirstOnly = true;
    if (second > 12 && first <= 12) monthFirstOnly = true;
  }
  if (dayFirstOnly !== monthFirstOnly) return dayFirstOnly;
  return countryDayFirst;
}

/** A date cell to its month-day and year (undefined year for 'M/D'). */
function readDate(text: string, dayFirst: boolean): { month: number; day: number; year?: number } | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const slash = iso ? null : SLASH_DATE.exec(text);
  const [first, second] = slash ? [Number(slash[1]), Number(slash[2])] : [0, 0];
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : slash
      ? {
          month: dayFirst ? second : first,
          day: dayFirst ? first : second,
          ...(slash[3] ? { year: Number(slash[3]) } : {}),
        }
      : undefined;
  // 29 February is accepted in any year: in a non-leap year it is the table's slot (see PrayerConfig).
  if (!parts || !SLOT_BY_MONTH_DAY.has(monthDayKey(parts))) return undefined;
  return parts;
}

const MAX_PROBLEMS = 100;

/** What the upload knows about the masjid, to read and check a file as its own (docs/csv.md). */
export interface CsvContext {
  /** The masjid's computed times: the half of the day of a bare '2:18', the distance check, filled iqamas. */
  calculator?: PrayerCalculator;
  /** The masjid's iqama rules, for a file without an iqama column. */
  rules?: IqamaRules;
  /** The masjid's country writes dates day first (31/12): used only when the file's dates fit both readings. */
  dayFirst?: boolean;
  /** The masjid follows the Hanafi Asr: of a board's two Asr columns, the later. */
  hanafi?: boolean;
  /** The admin confirmed the times far from the computed ones. */
  confirmFar?: boolean;
  /** The masjid's saved table of a year: its far times were confirmed already (TableCheckOptions.saved). */
  saved?: (year: number) => readonly DayPrayer[] | undefined;
}

/** How the file was read, for the import's summary. */
export interface CsvReading {
  /** Each column of the table and the header it was read from ('Fajr Begins'); null where it was filled. */
  columns: Array<{ column: PrayerColumn | 'date'; header: string | null }>;
  /** Iqama columns the file did not have, filled in by the masjid's iqama rules. */
  filled: PrayerColumn[];
  /** Times without am/pm were read in their prayer's half of the day. */
  twelveHour: boolean;
}

const REQUIRED = ['date', ...AZAN_COLUMNS] as const;

/** Countries whose people write dates month first (12/31/2026); the rest of the world writes 31/12/2026. */
const MONTH_FIRST_COUNTRIES = new Set(['US', 'CA', 'PH', 'BZ', 'FM', 'MH', 'PW', 'GU', 'PR', 'AS', 'MP', 'VI', 'UM']);

/** Whether a masjid's country writes slash dates day first, for a file whose dates fit both readings. */
export function writesDayFirst(country: string | null | undefined): boolean {
  return !!country && !MONTH_FIRST_COUNTRIES.has(country.toUpperCase());
}

/**
 * Reads parsed CSV records into the 366-day table, checked like a save (table-check.ts and its day
 * check): every problem named by its line, day and column. `defaultYear` dates rows written 'M/D'.
 */
export function readPrayerCsv(
  records: readonly CsvRecord[],
  defaultYear: number,
  context: CsvContext = {},
): { table?: CheckedTable; problems: CsvProblem[]; notes?: CodedText[]; reading?: CsvReading } {
  const problems: CsvProblem[] = [];
  const nonEmpty = records
    .map((record) => ({ ...record, cells: record.cells.map((cell) => asciiDigits(cell)) }))
    .filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (nonEmpty.length === 0) return { problems: [{ line: null, column: null, message: EMPTY_FILE }] };

  const header = readHeader(nonEmpty, { hanafi: context.hanafi });
  const columns = header.columns;
  const canFill = context.calculator !== undefined && context.rules !== undefined;
  const missing = TABLE_COLUMNS.filter((column) => !columns.has(column));
  const optional = (column: PrayerColumn | 'date') => canFill && !(REQUIRED as readonly string[]).includes(column);
  const missingNeeded = (['date', ...TABLE_COLUMNS] as const).filter(
    (column) => !columns.has(column) && !optional(column),
  );
  if (missingNeeded.length > 0) {
    const names = missingNeeded.map(columnLabel).join(', ');
    return {
      problems: [
        {
          line: null,
          column: null,
          message: `The first line must name the columns; missing: ${names}. Expected: ${CSV_HEADER.join(',')}`,
          messageText: {
            key: 'server.timetable.csvColumns',
            values: { missing: names, expected: CSV_HEADER.join(',') },
          },
        },
      ],
    };
  }
  const filled = missing;
  const present = TABLE_COLUMNS.filter((column) => columns.has(column));
  const at = (cells: readonly string[], column: PrayerColumn | 'date') =>
    (cells[columns.get(column)!.index] ?? '').trim();
  // Title lines above the header, and month headings, blank lines or repeated headers among the days,
  // hold no time: they are not days (a day with a time missing is still refused at that cell).
  const rows = nonEmpty
    .slice(header.start + header.lines)
    .filter((row) => present.some((column) => /\d/.test(at(row.cells, column))));
  const twelveHour = isTwelveHourFile(rows.flatMap((row) => present.map((column) => at(row.cells, column))));

  const bySlot = new Map<number, { line: number; entry: Record<string, string> }>();
  const dayFirst = isDayFirst(
    rows.map((row) => at(row.cells, 'date')),
    context.dayFirst ?? false,
  );
  let example: { example: string; read: string } | undefined;
  for (const row of rows) {
    if (problems.length >= MAX_PROBLEMS) break;
    const date = readDate(at(row.cells, 'date'), dayFirst);
    if (!date) {
      const shown = `'${at(row.cells, 'date').slice(0, 20)}'`;
      problems.push({
        line: row.line,
        column: 'date',
        header: columns.get('date')!.header,
        message: `${shown} is not a date (use YYYY-MM-DD)`,
        messageText: { key: 'server.timetable.csvNotDate', values: { value: shown } },
      });
      continue;
    }
    const slot = SLOT_BY_MONTH_DAY.get(monthDayKey(date))!;
    const earlier = bySlot.get(slot);
    if (earlier) {
      problems.push({
        line: row.line,
        column: 'date',
        header: columns.get('date')!.header,
        message: `${shortMonthDay(date)} is already on line ${earlier.line}`,
        messageText: {
          key: 'server.timetable.csvDuplicate',
          values: { day: monthDayText(date), line: String(earlier.line) },
        },
      });
      continue;
    }
    const year = date.year ?? defaultYear;
    const entry: Record<string, string> = { date: `${String(year).padStart(4, '0')}-${monthDayKey(date)}` };
    const computed = context.calculator?.azan({ year, month: date.month, day: date.day });
    for (const column of present) {
      const raw = at(row.cells, column);
      const prayer = columnPrayer(column);
      // An iqama is read nearest just after its own azan; an azan nearest the computed (or usual) time.
      const azan = column === prayer ? undefined : parseTimeOfDay(entry[prayer] ?? '');
      const near =
        azan !== undefined
          ? azan + 15
          : (parseTimeOfDay(computed?.[column as AzanColumn] ?? '') ?? TYPICAL_MINUTES[column]);
      const time = readFileTime(raw, near, twelveHour);
      entry[column] = time ?? raw;
      if (twelveHour && column === 'asr' && time && !example) example = { example: raw, read: time };
    }
    bySlot.set(slot, { line: row.line, entry });
  }

  const notes: CodedText[] = [];
  // A timetable has 365 days in a non-leap year (and our own export writes 365): the 29 February slot is
  // not a day of that year and holds 1 March's times (see PrayerConfig), so it is filled from 1 March
  // silently. A leap year's file without 29 February takes 28 February's times, and the admin is told.
  const leapSlot = SLOT_BY_MONTH_DAY.get('02-29')!;
  const february28 = bySlot.get(leapSlot - 1);
  const march1 = bySlot.get(leapSlot + 1);
  if (!bySlot.has(leapSlot) && february28 && march1 && bySlot.size === DAYS_IN_TABLE - 1) {
    const slotDate = february28.entry.date!.replace(/-02-28$/, '-02-29');
    if (isRealIsoDate(slotDate)) {
      bySlot.set(leapSlot, { line: february28.line, entry: { ...february28.entry, date: slotDate } });
      notes.push({ key: 'server.timetable.csvFeb29Filled' });
    } else {
      bySlot.set(leapSlot, { line: march1.line, entry: { ...march1.entry, date: slotDate } });
    }
  }

  // A non-leap year's file needs its 365 real days; 29 February is then no day of the year to ask for.
  const fileYear = [...bySlot.values()][0]?.entry.date?.slice(0, 4) ?? String(defaultYear);
  const leapYear = isRealIsoDate(`${fileYear}-02-29`);
  const absent = LEAP_YEAR_MONTH_DAYS.filter((_, slot) => !bySlot.has(slot) && (leapYear || slot !== leapSlot));
  if (absent.length > 0 && problems.length < MAX_PROBLEMS) {
    const shown = absent.slice(0, 10).map(shortMonthDay).join(', ');
    const whole = leapYear
      ? `all ${DAYS_IN_TABLE} days (29 February included)`
      : `all ${DAYS_IN_TABLE - 1} days of ${fileYear}`;
    const values = {
      total: String(leapYear ? DAYS_IN_TABLE : DAYS_IN_TABLE - 1),
      count: String(absent.length),
      days: dayListText(absent.slice(0, 10).map(monthDayText)),
      more: absent.length > 10 ? 'yes' : 'no',
    };
    problems.push({
      line: null,
      column: null,
      message: `The file must have ${whole}; missing ${absent.length}: ${shown}${absent.length > 10 ? ', ...' : ''}.`,
      messageText: leapYear
        ? { key: 'server.timetable.csvMissingLeap', values }
        : { key: 'server.timetable.csvMissingYear', values: { ...values, year: fileYear } },
    });
  }
  if (problems.length > 0) return { problems };

  const entries = LEAP_YEAR_MONTH_DAYS.map((_, slot) => bySlot.get(slot)!.entry);
  if (filled.length > 0) fillIqama(entries, filled, context.calculator!, context.rules!);
  const checked = checkTable(entries, {
    calculator: context.calculator,
    confirmFar: context.confirmFar,
    saved: context.saved,
  });
  if (checked.table) {
    if (example) notes.push({ key: 'server.timetable.csvTwelveHour', values: example });
    if (filled.length > 0)
      notes.push({
        key: 'server.timetable.csvFilled',
        values: {
          columns: dayListText(filled.map((column) => ({ key: 'server.timetable.column', values: { column } }))),
        },
      });
    const reading: CsvReading = {
      columns: (['date', ...TABLE_COLUMNS] as const).map((column) => ({
        column,
        header: columns.get(column)?.header ?? null,
      })),
      filled,
      twelveHour: example !== undefined,
    };
    return { table: checked.table, problems: [], notes, reading };
  }
  return {
    problems: checked.problems.map((problem) => {
      const slot = problem.index >= 0 ? LEAP_YEAR_MONTH_DAYS[problem.index] : undefined;
      const header = problem.column ? columns.get(problem.column)?.header : undefined;
      return {
        line: problem.index >= 0 ? bySlot.get(problem.index)!.line : null,
        column: problem.column,
        message: problem.message,
        ...(slot ? { day: slot } : {}),
        ...(header ? { header } : {}),
        ...(problem.messageText ? { messageText: problem.messageText } : {}),
        ...(problem.confirmable ? { confirmable: true } : {}),
      };
    }),
  };
}

/**
 * The iqama columns a file did not have, from the masjid's rules applied to the file's own azans (typed
 * azans, as a save would keep them), so a weekly iqama follows the file's week.
 */
function fillIqama(
  entries: Record<string, string>[],
  columns: readonly PrayerColumn[],
  calculator: PrayerCalculator,
  rules: IqamaRules,
) {
  const year = Number(entries[0]!.date!.slice(0, 4));
  const overrides: PrayerOverrides = {};
  entries.forEach((entry, index) => {
    const { date, key } = slotDate(year, index);
    const computed = calculator.azan(date);
    for (const column of AZAN_COLUMNS) {
      const value = entry[column];
      if (value && /^\d{2}:\d{2}$/.test(value) && value !== computed[column]) (overrides[key] ??= {})[column] = value;
    }
  });
  const timetable = createTimetable({ calculator, overrides, rules, hijriAdjustment: 0 });
  entries.forEach((entry, index) => {
    const iqama = timetable.iqama(slotDate(year, index).date);
    for (const column of columns) entry[column] = iqama[column as keyof typeof iqama];
  });
}
