/**
 * The timetable file of GET /bulk/prayer/export and POST /bulk/prayer/validateImport: a header row, then
 * one row per day (366, 29 February included), times 'HH:mm' in the masjid's wall clock.
 *
 *   Date,Fajr,Fajr Iqama,Sunrise,Dhuhr,Dhuhr Iqama,Asr,Asr Iqama,Maghrib,Maghrib Iqama,Isha,Isha Iqama
 *   2026-01-01,06:14,06:35,07:20,12:04,12:20,14:35,14:50,16:40,16:45,18:02,18:20
 *
 * On import, columns may come in any order, headers are matched loosely (Zuhr, Iqamah, Shurooq ...), dates
 * may be written YYYY-MM-DD, M/D/YYYY or M/D, and times '5:07' or '5:07 pm'. Parsing the CSV text itself
 * is the server's job (a real CSV library); this module reads the parsed records.
 */
import { isRealIsoDate } from '../content/iso-day.js';
import { csvCell } from '../csv/spreadsheet-safe.js';
import { LEAP_YEAR_MONTH_DAYS, SLOT_BY_MONTH_DAY, monthDayKey, shortMonthDay } from '../time/civil-date.js';
import type { DayPrayer, PrayerColumn } from './prayer.types.js';
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

const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

const HEADER_NAMES: Record<string, PrayerColumn | 'date'> = (() => {
  const names: Record<string, PrayerColumn | 'date'> = { date: 'date', day: 'date' };
  const spellings: Record<string, string[]> = {
    fajr: ['fajr', 'fajar', 'subh'],
    sunrise: ['sunrise', 'shurooq', 'shuruq', 'sunrize'],
    dhuhr: ['dhuhr', 'zuhr', 'duhr', 'zohr', 'dhuhur', 'thuhr'],
    asr: ['asr'],
    maghrib: ['maghrib', 'magrib'],
    isha: ['isha', 'ishaa', 'esha'],
  };
  for (const [prayer, words] of Object.entries(spellings)) {
    for (const word of words) {
      names[word] = prayer as PrayerColumn;
      names[`${word}azan`] = prayer as PrayerColumn;
      names[`${word}adhan`] = prayer as PrayerColumn;
      names[`${word}athan`] = prayer as PrayerColumn;
      if (prayer === 'sunrise') continue;
      for (const iqama of ['iqama', 'iqamah', 'iqmah', 'iqamat', 'jamaat', 'jamat'])
        names[`${word}${iqama}`] = `${prayer}Iqama` as PrayerColumn;
    }
  }
  return names;
})();

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
}

const EMPTY_FILE = coded('The file is empty.', 'server.timetable.csvEmpty');
const FEBRUARY_29_FILLED = coded(
  '29 February was not in the file: it was filled in with the times of 28 February.',
  'server.timetable.csvFeb29Filled',
);

/** The column's name as the file's header writes it ('Fajr Iqama'): it names the file's own column in every language. */
const columnLabel = (column: PrayerColumn | 'date') => (column === 'date' ? 'Date' : COLUMN_LABELS[column]);

/** 'Line 47, Fajr Iqama: ...' keyed 'line47.fajrIqama'; problems about the whole file under 'file'. */
export function csvFieldErrors(problems: readonly CsvProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    if (problem.line === null) {
      errors.file ??= problem.message;
      continue;
    }
    const column = problem.column ?? 'date';
    errors[`line${problem.line}.${column}`] ??= `Line ${problem.line}, ${columnLabel(column)}: ${problem.message}`;
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
    texts[name] = message
      ? {
          key: 'server.timetable.csvLine',
          values: { line: String(problem.line), column: columnLabel(column), message },
        }
      : `Line ${problem.line}, ${columnLabel(column)}: ${problem.message}`;
  }
  return texts;
}

/** 'Mar 1, Mar 2' as one `server` message, each day and separator in the reader's language. */
function dayListText(days: readonly CodedText[]): CodedText {
  const [first, ...rest] = days;
  if (!first) return { key: 'server.timetable.dayList', values: { first: '', rest: '' } };
  return rest.length === 0 ? first : { key: 'server.timetable.dayList', values: { first, rest: dayListText(rest) } };
}

const SLASH_DATE = /^(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}))?$/;

/**
 * Whether the file writes slash dates day first (31/12/2026, as spreadsheets do outside the US): only
 * when some date cannot be month first. A file whose every date fits both readings is read month first.
 */
function isDayFirst(cells: readonly string[]): boolean {
  return cells.some((cell) => {
    const match = SLASH_DATE.exec(cell);
    return match !== null && Number(match[1]) > 12 && Number(match[2]) <= 12;
  });
}

/** A date cell to its month-day and year (undefined year for 'M/D'). */
function readDate(text: string, dayFirst: boolean): { month: number; day: number; year?: number } | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const slash = SLASH_DATE.exec(text);
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

/**
 * Reads parsed CSV records into the 366-day table, checked like a save: every row named by its line.
 * `defaultYear` dates rows written 'M/D'.
 */
export function readPrayerCsv(
  records: readonly CsvRecord[],
  defaultYear: number,
): { table?: CheckedTable; problems: CsvProblem[]; notes?: string[] } {
  const problems: CsvProblem[] = [];
  const [header, ...rows] = records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (!header) return { problems: [{ line: null, column: null, message: EMPTY_FILE }] };

  const positions = new Map<PrayerColumn | 'date', number>();
  header.cells.forEach((cell, index) => {
    const column = HEADER_NAMES[squash(cell)];
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = (['date', ...TABLE_COLUMNS] as const).filter((column) => !positions.has(column));
  if (missing.length > 0) {
    const names = missing.map(columnLabel).join(', ');
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

  const bySlot = new Map<number, { line: number; entry: Record<string, string> }>();
  const dayFirst = isDayFirst(rows.map((row) => (row.cells[positions.get('date')!] ?? '').trim()));
  for (const row of rows) {
    if (problems.length >= MAX_PROBLEMS) break;
    const cell = (column: PrayerColumn | 'date') => (row.cells[positions.get(column)!] ?? '').trim();
    const date = readDate(cell('date'), dayFirst);
    if (!date) {
      const shown = `'${cell('date').slice(0, 20)}'`;
      problems.push({
        line: row.line,
        column: 'date',
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
    for (const column of TABLE_COLUMNS) entry[column] = cell(column);
    bySlot.set(slot, { line: row.line, entry });
  }

  const notes: string[] = [];
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
      notes.push(FEBRUARY_29_FILLED);
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
  const checked = checkTable(entries);
  if (checked.table) return { table: checked.table, problems: [], notes };
  return {
    problems: checked.problems.map((problem) => ({
      line: problem.index >= 0 ? bySlot.get(problem.index)!.line : null,
      column: problem.column,
      message: problem.message,
      ...(problem.messageText ? { messageText: problem.messageText } : {}),
    })),
  };
}
