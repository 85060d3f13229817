/**
 * Checks a 366-day timetable typed or imported by an admin, and turns it into manual cells. Used by the
 * save (POST /api/prayer/config) and the CSV import, which name the same problems in their own words
 * (a day and column for the table on screen, a file line and column for an upload).
 */
import { LEAP_YEAR_MONTH_DAYS, monthDayKey, shortMonthDay, type CivilDate } from '../time/civil-date.js';
import { codeOf, coded, type CodedText } from '../validation/coded-message.js';
import { formatTimeOfDay } from '../time/zone.js';
import { AZAN_COLUMNS, type PrayerCalculator } from './calculator.js';
import { checkDay } from './day-check.js';
import { IQAMA_COLUMN, IQAMA_PRAYERS } from './iqama.js';
import type { DayPrayer, IqamaRules, PrayerColumn, PrayerOverrides } from './prayer.types.js';
import { COLUMN_LABELS, iqamasBeforeAzan, TABLE_COLUMNS } from './table-columns.js';

export { COLUMN_LABELS, iqamasBeforeAzan, TABLE_COLUMNS };
import { createTimetable, slotDate } from './timetable.js';

export const DAYS_IN_TABLE = 366;

/**
 * A time of day as people type it: '5:07', '05:07', '17:07', '5:07 pm', '5:07PM', or as spreadsheets
 * save it, with seconds ('05:07:00', which are dropped). Answers 'HH:mm' (24 h) or undefined.
 */
export function normalizeTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,2}):(\d{2})(?::[0-5]\d)?\s*([aApP][mM])?$/.exec(value.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hours > 23) {
    return undefined;
  }
  return formatTimeOfDay(hours * 60 + minutes);
}

export interface TableProblem {
  /** Index in the 366-day table (0 = January 1), or -1 for the table as a whole. */
  index: number;
  column: PrayerColumn | 'date' | null;
  message: string;
  /**
   * The same message as a key of the `server` catalog, so the server can answer it in the reader's
   * language (docs/languages.md "Server messages"). Kept beside the English, not recorded by `coded()`:
   * most of these quote what the file or the table holds.
   */
  messageText?: CodedText;
  /** A time far from the computed one: saved once the admin confirms it (docs/prayer-table.md). */
  confirmable?: boolean;
}

export interface TableCheckOptions {
  /** The masjid's computed times, for the distance check; without it only the order of each day is checked. */
  calculator?: PrayerCalculator;
  /** The admin confirmed the times far from the computed ones. */
  confirmFar?: boolean;
  /**
   * The table as saved for a year: a far time equal to the saved one was confirmed when it was saved, and is
   * not asked about again (a masjid with fixed winter times confirms them once).
   */
  saved?: (year: number) => readonly DayPrayer[] | undefined;
}

/** 'Jan 5' as a `server` message, so each language writes the month its own way ('5 janv.'). */
export function monthDayText(date: Pick<CivilDate, 'month' | 'day'>): CodedText {
  return { key: 'server.timetable.monthDay', values: { month: String(date.month), day: String(date.day) } };
}

export interface CheckedTable {
  /** The year the table was made for (taken from its dates). */
  year: number;
  prayers: DayPrayer[];
}

const MAX_PROBLEMS = 100;
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;
const YEAR_RANGE = coded(`year must be ${MIN_YEAR}-${MAX_YEAR}`, 'server.timetable.checkYear', {
  min: String(MIN_YEAR),
  max: String(MAX_YEAR),
});

/** Reads one entry's time cells; a problem is reported per bad cell. */
function readTimes(
  raw: Record<string, unknown>,
  index: number,
  problems: TableProblem[],
): Partial<Record<PrayerColumn, string>> {
  const times: Partial<Record<PrayerColumn, string>> = {};
  for (const column of TABLE_COLUMNS) {
    const time = normalizeTime(raw[column]);
    if (time) times[column] = time;
    else {
      const given = raw[column];
      const shown = typeof given === 'string' && given.trim() !== '' ? `'${given.trim().slice(0, 20)}'` : '';
      problems.push({
        index,
        column,
        message: `must be a time like 05:40 (24-hour)${shown ? `, not ${shown}` : ''}`,
        messageText: shown
          ? { key: 'server.timetable.checkTimeNot', values: { value: shown } }
          : { key: 'server.timetable.checkTime' },
      });
    }
  }
  return times;
}

/**
 * Checks the entries of a submitted table: 366 of them, one per day of a leap year in order, all dated in
 * one year (29 February may be dated in a non-leap year: it is the table's slot), every cell a time, and
 * every day passing the day check (day-check.ts: its order, and with a calculator the distance from the
 * computed times unless confirmed). Answers the normalized table, or the problems (at most 100).
 */
export function checkTable(
  entries: readonly unknown[],
  options: TableCheckOptions = {},
): { table?: CheckedTable; problems: TableProblem[] } {
  const problems: TableProblem[] = [];
  if (entries.length !== DAYS_IN_TABLE) {
    problems.push({
      index: -1,
      column: null,
      message: `A timetable has ${DAYS_IN_TABLE} days (29 February included); this one has ${entries.length}.`,
      messageText: {
        key: 'server.timetable.checkDays',
        values: { total: String(DAYS_IN_TABLE), count: String(entries.length) },
      },
    });
    return { problems };
  }
  let year: number | undefined;
  const prayers: DayPrayer[] = [];
  entries.forEach((entry, index) => {
    if (problems.length >= MAX_PROBLEMS) return;
    const slot = LEAP_YEAR_MONTH_DAYS[index]!;
    const raw = (entry !== null && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const date = typeof raw.date === 'string' ? raw.date.trim().slice(0, 10) : '';
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!match || `${match[2]}-${match[3]}` !== monthDayKey(slot)) {
      problems.push({
        index,
        column: 'date',
        message: `must be the date of ${shortMonthDay(slot)} (day ${index + 1} of the table)`,
        messageText: {
          key: 'server.timetable.checkDate',
          values: { day: monthDayText(slot), index: String(index + 1) },
        },
      });
    } else {
      const entryYear = Number(match[1]);
      if (entryYear < MIN_YEAR || entryYear > MAX_YEAR) problems.push({ index, column: 'date', message: YEAR_RANGE });
      else if (year === undefined) year = entryYear;
      else if (entryYear !== year)
        problems.push({
          index,
          column: 'date',
          message: `must be in ${year} like the other days`,
          messageText: { key: 'server.timetable.checkSameYear', values: { year: String(year) } },
        });
    }
    const times = readTimes(raw, index, problems);
    prayers.push({ date, ...(times as Record<PrayerColumn, string>) });
  });
  if (year !== undefined) checkDays(prayers, year, options, problems);
  // A day that cannot be saved is named alone: the far times, which can be confirmed, come after it is corrected.
  const hard = problems.filter((problem) => !problem.confirmable);
  if (hard.length > 0) return { problems: hard.slice(0, MAX_PROBLEMS) };
  if (problems.length > 0 || year === undefined) return { problems: problems.slice(0, MAX_PROBLEMS) };
  return {
    table: { year, prayers: prayers.map((prayer) => ({ ...prayer, date: `${year}-${prayer.date.slice(5)}` })) },
    problems,
  };
}

/** Every day through the one day check, with the next day's Fajr as the end of Isha. */
function checkDays(prayers: readonly DayPrayer[], year: number, options: TableCheckOptions, problems: TableProblem[]) {
  const saved = options.calculator && !options.confirmFar ? options.saved?.(year) : undefined;
  prayers.forEach((times, index) => {
    if (problems.length >= MAX_PROBLEMS) return;
    const computed = options.confirmFar ? undefined : options.calculator?.azan(slotDate(year, index).date);
    for (const problem of checkDay(times, { computed, nextFajr: prayers[index + 1]?.fajr })) {
      if (problem.kind === 'far' && saved?.[index]?.[problem.column] === times[problem.column]) continue;
      problems.push({
        index,
        column: problem.column,
        message: problem.message,
        messageText: problem.messageText,
        ...(problem.kind === 'far' ? { confirmable: true } : {}),
      });
    }
  });
}

/** 'Feb 15 Fajr Iqama: must not be before Fajr azan 05:40' keyed 'prayers[45].fajrIqama'. */
export function tableFieldErrors(problems: readonly TableProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    if (problem.index < 0) {
      errors.prayers ??= problem.message;
      continue;
    }
    const slot = LEAP_YEAR_MONTH_DAYS[problem.index]!;
    const column = problem.column ?? 'date';
    const label = column === 'date' ? 'Date' : COLUMN_LABELS[column];
    errors[`prayers[${problem.index}].${column}`] ??= `${shortMonthDay(slot)} ${label}: ${problem.message}`;
  }
  return errors;
}

/**
 * A cell's problem as a `server` message, 'Feb 15 Fajr Iqama: ...' in English: the day, and the column
 * named with the language's words as the Salah tab names it ('Iqama Fajr', 'إقامة الفجر'), since this is
 * the table on screen, not a file's header (docs/languages.md "Server messages").
 */
export function cellText(
  slot: Pick<CivilDate, 'month' | 'day'>,
  column: PrayerColumn | 'date',
  message: CodedText | string,
): CodedText {
  return {
    key: 'server.timetable.cellAt',
    values: { day: monthDayText(slot), column: { key: 'server.timetable.column', values: { column } }, message },
  };
}

/**
 * The check's messages name a prayer as the file's header does ('Fajr'); on the screen's table the prayer
 * is the language's word, like the tab's own column titles, so no sentence mixes two languages.
 */
function onScreen(message: CodedText): CodedText {
  if (message.key !== 'server.timetable.checkIqama') return message;
  const prayer = TABLE_COLUMNS.find((column) => COLUMN_LABELS[column] === message.values?.prayer);
  if (!prayer) return message;
  return { ...message, values: { ...message.values, prayer: { key: 'server.timetable.prayer', values: { prayer } } } };
}

/**
 * tableFieldErrors' messages as `server` keys under the same names, for the save's answer in the reader's
 * language (docs/languages.md "Server messages"); rendered in English they are tableFieldErrors' texts.
 */
export function tableFieldTexts(problems: readonly TableProblem[]): Record<string, CodedText | string> {
  const texts: Record<string, CodedText | string> = {};
  for (const problem of problems) {
    const message = problem.messageText ? onScreen(problem.messageText) : codeOf(problem.message);
    if (problem.index < 0) {
      texts.prayers ??= message ?? problem.message;
      continue;
    }
    const slot = LEAP_YEAR_MONTH_DAYS[problem.index]!;
    const column = problem.column ?? 'date';
    const name = `prayers[${problem.index}].${column}`;
    if (name in texts) continue;
    texts[name] = message
      ? cellText(slot, column, message)
      : `${shortMonthDay(slot)} ${column === 'date' ? 'Date' : COLUMN_LABELS[column]}: ${problem.message}`;
  }
  return texts;
}

/**
 * The manual cells a checked table stands for, against the times computed for its own year: an azan cell
 * differing from the computed azan, an iqama cell differing from what the rules give for that day's azans
 * (manual azans included). Cells equal to the computed value stay automatic.
 */
export function overridesFromTable(
  calculator: PrayerCalculator,
  rules: IqamaRules,
  table: CheckedTable,
): PrayerOverrides {
  const overrides: PrayerOverrides = {};
  const set = (key: string, column: PrayerColumn, value: string) => {
    (overrides[key] ??= {})[column] = value;
  };
  table.prayers.forEach((prayer, index) => {
    const { date, key } = slotDate(table.year, index);
    const computed = calculator.azan(date);
    for (const column of AZAN_COLUMNS) if (prayer[column] !== computed[column]) set(key, column, prayer[column]);
  });
  const withManualAzans = createTimetable({
    calculator,
    overrides: structuredClone(overrides),
    rules,
    hijriAdjustment: 0,
  });
  table.prayers.forEach((prayer, index) => {
    const { date, key } = slotDate(table.year, index);
    const computed = withManualAzans.iqama(date);
    for (const prayerName of IQAMA_PRAYERS) {
      const column = IQAMA_COLUMN[prayerName];
      if (prayer[column] !== computed[column]) set(key, column, prayer[column]);
    }
  });
  return overrides;
}

/** Keeps only well-formed manual cells (stored data read back defensively). */
export function cleanOverrides(raw: unknown): PrayerOverrides {
  const clean: PrayerOverrides = {};
  if (!raw || typeof raw !== 'object') return clean;
  for (const [key, cells] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d{2}-\d{2}$/.test(key) || !cells || typeof cells !== 'object') continue;
    for (const column of TABLE_COLUMNS) {
      const time = normalizeTime((cells as Record<string, unknown>)[column]);
      if (time) (clean[key] ??= {})[column] = time;
    }
  }
  return clean;
}
