import { memo, useMemo, type KeyboardEvent } from 'react';
import type { DayPrayer, PrayerColumn } from '../../../../../core/src/prayer/prayer.types.js';
import { TIME_COLUMNS } from '../../../../../core/src/prayer/time-columns.js';
import { cellKey, SHOWN_COLUMNS } from '../logic/table-problems.js';
import { parseTimeCell } from '../logic/time-cell.js';
import * as styles from './salah.css.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

/** Column headings of SPEC.md section 2 (Shurooq is sunrise; Zuhr is Dhuhr). */
const COLUMN_TITLES: Record<PrayerColumn, string> = {
  fajr: 'Fajr Azan',
  fajrIqama: 'Fajr Iqmah',
  sunrise: 'Shurooq',
  dhuhr: 'Zuhr Azan',
  dhuhrIqama: 'Zuhr Iqmah',
  asr: 'Asr Azan',
  asrIqama: 'Asr Iqmah',
  maghrib: 'Maghrib Azan',
  maghribIqama: 'Maghrib Iqmah',
  isha: 'Isha Azan',
  ishaIqama: 'Isha Iqmah',
};

/** Columns that begin a prayer's group get a divider. */
const GROUP_START = new Set<PrayerColumn>(TIME_COLUMNS.map((column) => column.azan));

export function monthDayLabel(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${SHORT_MONTHS[month - 1] ?? '?'} ${Number(date.slice(8, 10))}`;
}

type RowProblems = Partial<Record<PrayerColumn, string>>;
const NO_PROBLEMS: RowProblems = {};

interface MonthTablesProps {
  days: readonly DayPrayer[];
  /** The saved table: what a cell held before the edit (decides am or pm) and what Escape restores. */
  savedDays: readonly DayPrayer[];
  editing: boolean;
  problems: ReadonlyMap<string, string>;
  serverErrors: Readonly<Record<string, string>>;
  today: string;
  onCell(index: number, column: PrayerColumn, value: string): void;
}

/** Twelve month tables; in edit mode every time is an input (Tab across, Enter or arrows down and up). */
export function MonthTables({ days, savedDays, editing, problems, serverErrors, today, onCell }: MonthTablesProps) {
  const byMonth = useMemo(() => {
    const months: Array<Array<{ day: DayPrayer; index: number }>> = MONTHS.map(() => []);
    days.forEach((day, index) => months[Number(day.date.slice(5, 7)) - 1]?.push({ day, index }));
    return months;
  }, [days]);

  const problemsByRow = useMemo(() => {
    const rows = new Map<number, RowProblems>();
    const add = (key: string, message: string) => {
      const [index, column] = key.split('.') as [string, PrayerColumn];
      const row = rows.get(Number(index)) ?? {};
      row[column] ??= message;
      rows.set(Number(index), row);
    };
    for (const [key, message] of Object.entries(serverErrors)) add(key, message);
    for (const [key, message] of problems) add(key, message);
    return rows;
  }, [problems, serverErrors]);

  return (
    <>
      <nav aria-label="Months" className={styles.monthNav}>
        {MONTHS.map((month, index) => (
          <a key={month} href={`#month-${index + 1}`} className={styles.monthLink}>
            {SHORT_MONTHS[index]}
          </a>
        ))}
      </nav>
      <div className={styles.months}>
        {byMonth.map((rows, monthIndex) => (
          <div key={MONTHS[monthIndex]} id={`month-${monthIndex + 1}`} className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{MONTHS[monthIndex]}</caption>
              <thead>
                <tr>
                  <th rowSpan={2} scope="col" className={styles.dateCell}>
                    Date
                  </th>
                  {TIME_COLUMNS.map((column) =>
                    column.iqama ? (
                      <th key={column.label} colSpan={2} scope="colgroup" className={styles.group}>
                        {column.label}
                      </th>
                    ) : (
                      <th key={column.label} rowSpan={2} scope="col" className={styles.group}>
                        {column.label}
                      </th>
                    ),
                  )}
                </tr>
                <tr>
                  {SHOWN_COLUMNS.filter((column) => column !== 'sunrise').map((column) => (
                    <th key={column} scope="col" className={GROUP_START.has(column) ? styles.group : undefined}>
                      {column.endsWith('Iqama') ? 'Iqmah' : 'Azan'}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(({ day, index }) => (
                  <DayRow
                    key={index}
                    day={day}
                    saved={savedDays[index]}
                    index={index}
                    editing={editing}
                    isToday={day.date.slice(5) === today.slice(5)}
                    problems={problemsByRow.get(index) ?? NO_PROBLEMS}
                    onCell={onCell}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </>
  );
}

interface DayRowProps {
  day: DayPrayer;
  saved: DayPrayer | undefined;
  index: number;
  editing: boolean;
  isToday: boolean;
  problems: RowProblems;
  onCell(index: number, column: PrayerColumn, value: string): void;
}

function moveFocus(index: number, column: PrayerColumn, step: number) {
  const next = document.querySelector<HTMLInputElement>(`input[data-cell="${index + step}.${column}"]`);
  if (next) {
    next.focus();
    next.select();
  }
}

/** One day; memoized so typing in a cell re-renders only its own row. */
const DayRow = memo(function DayRow({ day, saved, index, editing, isToday, problems, onCell }: DayRowProps) {
  const label = monthDayLabel(day.date);
  return (
    <tr className={isToday ? styles.today : undefined} aria-current={isToday ? 'date' : undefined}>
      <th scope="row" className={styles.dateCell}>
        {label}
      </th>
      {SHOWN_COLUMNS.map((column) => {
        const value = day[column] ?? '';
        const className = GROUP_START.has(column) ? styles.group : undefined;
        if (!editing) {
          return (
            <td key={column} className={className}>
              {value}
            </td>
          );
        }
        const problem = problems[column];
        const before = saved?.[column];
        const normalize = () => {
          const parsed = parseTimeCell(value, column, before);
          if (parsed.ok && parsed.value !== value) onCell(index, column, parsed.value);
        };
        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') {
            event.preventDefault();
            normalize();
            moveFocus(index, column, 1);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            normalize();
            moveFocus(index, column, -1);
          } else if (event.key === 'Escape' && before !== undefined) {
            onCell(index, column, before);
          }
        };
        return (
          <td key={column} className={className}>
            <input
              className={styles.cellInput}
              value={value}
              data-cell={cellKey(index, column)}
              data-changed={before !== undefined && value !== before ? 'true' : undefined}
              aria-label={`${label} ${COLUMN_TITLES[column]}`}
              aria-invalid={problem ? true : undefined}
              title={problem}
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => onCell(index, column, event.target.value)}
              onBlur={normalize}
              onKeyDown={onKeyDown}
              onFocus={(event) => event.target.select()}
            />
          </td>
        );
      })}
    </tr>
  );
});
