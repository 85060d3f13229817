import type { DayPrayer, PrayerColumn } from '../../../../../core/src/prayer/prayer.types.js';
import { iqamasBeforeAzan, TABLE_COLUMNS } from '../../../../../core/src/prayer/table-columns.js';
import { parseTimeCell } from './time-cell.js';

/** The table's columns in the order shown (SPEC.md section 2, plus Maghrib's iqama, which the save checks too). */
export const SHOWN_COLUMNS: readonly PrayerColumn[] = TABLE_COLUMNS;

const HH_MM = /^\d{2}:\d{2}$/;

export function cellKey(index: number, column: PrayerColumn): string {
  return `${index}.${column}`;
}

/**
 * What is wrong with the cells of the edit copy, keyed `${index}.${column}`: text that is not a time,
 * and an iqama before its azan (on the prayer's own time line, so an Isha after midnight is late, not early).
 */
export function tableProblems(days: readonly DayPrayer[]): Map<string, string> {
  const problems = new Map<string, string>();
  days.forEach((day, index) => {
    for (const column of SHOWN_COLUMNS) {
      const value = day[column];
      if (HH_MM.test(value)) continue;
      const parsed = parseTimeCell(value ?? '', column);
      if (!parsed.ok) problems.set(cellKey(index, column), parsed.error);
    }
    for (const { column, azan, iqama } of iqamasBeforeAzan(day)) {
      problems.set(cellKey(index, column), `Iqama ${iqama} is before the azan ${azan}`);
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
