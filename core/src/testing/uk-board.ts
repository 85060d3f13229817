/**
 * Test helpers: a timetable written as UK and South Asian masjids print their boards (docs/csv.md "Reading a
 * printed timetable"): D/M/YYYY dates, a weekday column, 12-hour times without am/pm.
 */

/** Every time column of a day, in a board's order. */
export const BOARD_COLUMNS = [
  'fajr',
  'fajrIqama',
  'sunrise',
  'dhuhr',
  'dhuhrIqama',
  'asr',
  'asrIqama',
  'maghrib',
  'maghribIqama',
  'isha',
  'ishaIqama',
] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '14:18' as a board prints it: '2:18'. */
export function twelveHour(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
}

/** The date and weekday cells of an ISO date as a board writes them: '2026-01-01' -> ['1/1/2026', 'Thu']. */
export function boardDateCells(isoDate: string): [string, string] {
  const [year, month, date] = isoDate.split('-').map(Number) as [number, number, number];
  return [`${date}/${month}/${year}`, WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!];
}

/** One day's row: its date cells, then `cells` (already written as the board writes them). */
export function boardRow(isoDate: string, cells: readonly string[]): string {
  return [...boardDateCells(isoDate), ...cells].join(',');
}
