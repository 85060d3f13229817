import { isRealIsoDate } from '@core/content/iso-day.js';
import { memo, useMemo, type KeyboardEvent } from 'react';
import type { DayPrayer, PrayerColumn } from '@core/prayer/prayer.types.js';
import { TIME_COLUMNS } from '@core/prayer/time-columns.js';
import { formatTime, type TimeFormat } from '@core/time/display-format.js';
import { localFormat } from '@core/time/localized-format.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import {
  columnTitle,
  PRAYER_KEYS,
  salahDates,
  type SalahDates,
  type TablePrayer,
  type Translate,
} from '../logic/salah-words.js';
import { cellKey, SHOWN_COLUMNS } from '../logic/table-problems.js';
import { parseTimeCell } from '../logic/time-cell.js';
import * as styles from './salah.css.js';

const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Columns that begin a prayer's group get a divider. */
const GROUP_START = new Set<PrayerColumn>(TIME_COLUMNS.map((column) => column.azan));

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
  /** The year the table is for, named in each month's caption. */
  year: number;
  /** The masjid's IANA zone: every time shown is its wall-clock time there. */
  timeZone: string | undefined;
  /** How the table shows times when not editing (inputs always hold 24-hour 'HH:mm'). */
  timeFormat?: TimeFormat;
  onCell(index: number, column: PrayerColumn, value: string): void;
  /** Cells chosen for Fill down: one column, rows `from` to `to` (docs/volunteer.md "Fill down"). */
  selection?: CellRange | null;
  /** A cell was focused (`extend` false) or shift-clicked to extend the range (`extend` true). */
  onSelect?(index: number, column: PrayerColumn, extend: boolean): void;
}

export interface CellRange {
  column: PrayerColumn;
  from: number;
  to: number;
}

/** Twelve month tables; in edit mode every time is an input (Tab across, Enter or arrows down and up). */
export function MonthTables({
  days,
  savedDays,
  editing,
  problems,
  serverErrors,
  today,
  year,
  timeZone,
  timeFormat = '12h',
  onCell,
  selection,
  onSelect,
}: MonthTablesProps) {
  const { t, language } = useAdminTranslator();
  const dates = salahDates(language);
  // English keeps the table's own formats; another language writes times its own way (12 or 24 hours as the table says).
  const showTime = useMemo(() => {
    if (language === 'en') return (value: string) => formatTime(value, timeFormat);
    const local = localFormat({ language, hour12: timeFormat !== '24h' });
    return (value: string) => local.time(value);
  }, [language, timeFormat]);
  const byMonth = useMemo(() => {
    const months: Array<Array<{ day: DayPrayer; index: number }>> = MONTH_NUMBERS.map(() => []);
    // A non-leap year's 29 February slot is no day of that year: never shown (docs/volunteer.md "29 February").
    days.forEach((day, index) => {
      if (isRealIsoDate(day.date)) months[Number(day.date.slice(5, 7)) - 1]?.push({ day, index });
    });
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
      <nav aria-label={t('salah.months')} className={styles.monthNav}>
        {MONTH_NUMBERS.map((month) => (
          <a key={month} href={`#month-${month}`} className={styles.monthLink}>
            {dates.shortMonth(month)}
          </a>
        ))}
        {timeZone && <span className={styles.zoneNote}>{t('salah.timesIn', { zone: timeZone })}</span>}
      </nav>
      <div className={styles.months}>
        {byMonth.map((rows, monthIndex) => (
          <div key={monthIndex} id={`month-${monthIndex + 1}`} className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{dates.monthYear(year, monthIndex + 1)}</caption>
              <thead>
                <tr>
                  <th rowSpan={2} scope="col" className={styles.dateCell}>
                    {t('salah.date')}
                  </th>
                  {TIME_COLUMNS.map((column) =>
                    column.iqama ? (
                      <th key={column.label} colSpan={2} scope="colgroup" className={styles.group}>
                        {t(PRAYER_KEYS[column.azan])}
                      </th>
                    ) : (
                      <th key={column.label} rowSpan={2} scope="col" className={styles.group}>
                        {t(PRAYER_KEYS[column.azan])}
                      </th>
                    ),
                  )}
                </tr>
                <tr>
                  {SHOWN_COLUMNS.filter((column) => column !== 'sunrise').map((column) => (
                    <th key={column} scope="col" className={GROUP_START.has(column) ? styles.group : undefined}>
                      {column.endsWith('Iqama') ? t('salah.iqmah') : t('salah.azan')}
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
                    isToday={day.date === today}
                    problems={problemsByRow.get(index) ?? NO_PROBLEMS}
                    onCell={onCell}
                    selectedColumn={
                      selection && index >= selection.from && index <= selection.to ? selection.column : undefined
                    }
                    timeFormat={timeFormat}
                    onSelect={onSelect}
                    t={t}
                    dates={dates}
                    showTime={showTime}
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
  /** The column whose cell of this row is in the Fill down range. */
  selectedColumn?: PrayerColumn;
  onSelect?(index: number, column: PrayerColumn, extend: boolean): void;
  timeFormat: TimeFormat;
  t: Translate;
  dates: SalahDates;
  showTime(value: string): string;
}

function moveFocus(index: number, column: PrayerColumn, step: number) {
  // Two steps when the next row is a hidden 29 February slot.
  const next =
    document.querySelector<HTMLInputElement>(`input[data-cell="${index + step}.${column}"]`) ??
    document.querySelector<HTMLInputElement>(`input[data-cell="${index + 2 * step}.${column}"]`);
  if (next) {
    next.focus();
    next.select();
  }
}

/** One day; memoized so typing in a cell re-renders only its own row. */
const DayRow = memo(function DayRow({
  day,
  saved,
  index,
  editing,
  isToday,
  problems,
  onCell,
  selectedColumn,
  onSelect,
  t,
  dates,
  showTime,
}: DayRowProps) {
  const label = dates.monthDay(day.date);
  return (
    <tr className={isToday ? styles.today : undefined} aria-current={isToday ? 'date' : undefined}>
      {/* On a phone each day is a card: the date over "Azan" and "Iqmah", a line per prayer (salah.css.ts). */}
      <th scope="row" className={styles.dateCell} data-azan={t('salah.azan')} data-iqama={t('salah.iqmah')}>
        {label}
      </th>
      {SHOWN_COLUMNS.map((column) => {
        const value = day[column] ?? '';
        const className = GROUP_START.has(column) ? styles.group : undefined;
        const iqama = column.endsWith('Iqama');
        const phone = {
          'data-kind': iqama ? 'iqama' : 'azan',
          'data-label': iqama ? undefined : t(PRAYER_KEYS[column as TablePrayer]),
        };
        if (!editing) {
          return (
            <td key={column} className={className} {...phone}>
              <span>{showTime(value) || value}</span>
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
          <td key={column} className={className} {...phone}>
            <input
              className={styles.cellInput}
              data-selected={selectedColumn === column ? 'true' : undefined}
              value={value}
              data-cell={cellKey(index, column)}
              data-changed={before !== undefined && value !== before ? 'true' : undefined}
              aria-label={t('salah.cellLabel', { date: label, column: columnTitle(column, t) })}
              aria-invalid={problem ? true : undefined}
              title={problem}
              inputMode="text"
              autoComplete="off"
              // Focus selects the time; without this the mouse-up of a click put the caret back (docs/volunteer.md "Timetable errors").
              onMouseUp={(event) => event.preventDefault()}
              onMouseDown={(event) => {
                // Shift+click marks the cells from the focused one down to this one, for Fill down.
                if (!event.shiftKey || !onSelect) return;
                event.preventDefault();
                onSelect(index, column, true);
              }}
              spellCheck={false}
              onChange={(event) => onCell(index, column, event.target.value)}
              onBlur={normalize}
              onKeyDown={onKeyDown}
              onFocus={(event) => {
                event.target.select();
                onSelect?.(index, column, false);
              }}
            />
          </td>
        );
      })}
    </tr>
  );
});
