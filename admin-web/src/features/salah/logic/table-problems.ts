import type { DayPrayer, PrayerColumn } from '@core/prayer/prayer.types.js';
import { TABLE_COLUMNS } from '@core/prayer/table-columns.js';
import { checkDay } from '@core/prayer/day-check.js';
import { ENGLISH_ADMIN } from '../../../lib/i18n/admin-language.js';
import { columnTitle, salahDates, translateMessage, type SalahDates, type Translate } from './salah-words.js';
import { parseTimeCell } from './time-cell.js';

/** The table's columns in the order shown (docs/product-rules.md ("Pages"), plus Maghrib's iqama, which the save checks too). */
export const SHOWN_COLUMNS: readonly PrayerColumn[] = TABLE_COLUMNS;

const HH_MM = /^\d{2}:\d{2}$/;

export function cellKey(index: number, column: PrayerColumn): string {
  return `${index}.${column}`;
}

/** The day check's order keys (core/src/prayer/day-check.ts) as the tab's own sentences. */
const ORDER_TEXTS = {
  'server.timetable.checkAfter': 'salah.mustBeAfter',
  'server.timetable.checkBefore': 'salah.mustBeBefore',
  'server.timetable.checkNotBefore': 'salah.mustNotBeBefore',
  'server.timetable.checkBeforeNextFajr': 'salah.beforeNextFajr',
} as const;

/**
 * What is wrong with the cells of the edit copy, keyed `${index}.${column}`: text that is not a time,
 * and a day out of order by the server's own day check (docs/prayer-table.md "What a day must be": the
 * azans in order in real time, each iqama inside its prayer's time). The distance from the computed
 * times is the server's to check: it needs the place's astronomy.
 */
export function tableProblems(days: readonly DayPrayer[], t: Translate = ENGLISH_ADMIN.t): Map<string, string> {
  const problems = new Map<string, string>();
  days.forEach((day, index) => {
    for (const column of SHOWN_COLUMNS) {
      const value = day[column];
      if (HH_MM.test(value)) continue;
      const parsed = parseTimeCell(value ?? '', column);
      if (!parsed.ok) problems.set(cellKey(index, column), translateMessage(parsed.error, t)!);
    }
    for (const problem of checkDay(day, { nextFajr: days[index + 1]?.fajr })) {
      const key = cellKey(index, problem.column);
      if (problems.has(key)) continue;
      const values = problem.messageText.values ?? {};
      if (problem.messageText.key === 'server.timetable.checkIqama') {
        problems.set(key, t('salah.iqamaBeforeAzan', { iqama: day[problem.column], azan: String(values.azan) }));
        continue;
      }
      const textKey = ORDER_TEXTS[problem.messageText.key as keyof typeof ORDER_TEXTS];
      if (!textKey) continue;
      const other = (values.column as { values?: { column?: PrayerColumn } } | undefined)?.values?.column;
      problems.set(
        key,
        t(textKey, {
          value: day[problem.column],
          column: other ? columnTitle(other, t) : '',
          time: String(values.time ?? ''),
        }),
      );
    }
  });
  return problems;
}

/** Server field errors `prayers[45].fajrIqama` as cell keys `45.fajrIqama`; others are returned apart. */
export function cellErrorsFromServer(fieldErrors: Record<string, string> | undefined) {
  const cells: Record<string, string> = {};
  const others: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const match = /^prayers\[(\d+)\]\.(\w+)$/.exec(key);
    if (match && (SHOWN_COLUMNS as readonly string[]).includes(match[2]!)) cells[`${match[1]}.${match[2]}`] = message;
    else others.push(message);
  }
  return { cells, others };
}

/** A cell key's place in the table: by day, then by column as shown. */
function tableOrder(key: string): number {
  const [index, column] = key.split('.') as [string, PrayerColumn];
  return Number(index) * 100 + SHOWN_COLUMNS.indexOf(column);
}

export interface ListedProblem {
  /** The cell, `${index}.${column}`. */
  key: string;
  /** 'Jan 5, Fajr Iqama: Iqama 06:00 is before the azan 06:10' */
  text: string;
}

/**
 * Every problem named by its date and column, in table order (docs/volunteer.md "Timetable errors"): a
 * hover tooltip alone was the only place the reason showed. `titles` names the columns as the table does.
 */
export function listProblems(
  days: readonly DayPrayer[],
  problems: ReadonlyMap<string, string> | Record<string, string>,
  titles: Record<PrayerColumn, string>,
  t: Translate = ENGLISH_ADMIN.t,
  dates: SalahDates = salahDates('en'),
): ListedProblem[] {
  const entries = problems instanceof Map ? [...problems.entries()] : Object.entries(problems);
  return entries
    .sort(([a], [b]) => tableOrder(a) - tableOrder(b))
    .map(([key, message]) => {
      const [index, column] = key.split('.') as [string, PrayerColumn];
      const date = days[Number(index)]?.date ?? '';
      return {
        key,
        text: t('salah.problemAt', { date: dates.monthDay(date), column: titles[column] ?? column, message }),
      };
    });
}

/**
 * The server's refused cells (cellErrorsFromServer's `cells`), in table order. Each message already names
 * its day and column, in the admin's language with the glossary's words ('15 févr., Iqama Fajr : ...',
 * docs/languages.md "Server messages"), so it is listed as sent: wrapped in the tab's own date and column
 * it would name them twice.
 */
export function listServerProblems(cells: Record<string, string>): ListedProblem[] {
  return Object.entries(cells)
    .sort(([a], [b]) => tableOrder(a) - tableOrder(b))
    .map(([key, text]) => ({ key, text }));
}
