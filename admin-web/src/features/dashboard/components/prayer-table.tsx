import { jummahLine, nextJummah } from '../../../../../core/src/content/jummah.js';
import type { Jummah } from '../../../../../core/src/content/central-control.types.js';
import { DASHBOARD_ROWS, isChangeSoon, type ScheduleState } from '../../../../../core/src/dashboard/prayer-schedule.js';
import { formatHijriLong } from '../../../../../core/src/hijri/hijri.js';
import type { DayPrayerView } from '../../../../../core/src/prayer/prayer.types.js';
import { formatLongDate, formatShortDate, formatTime12, weekdayName } from '../../../../../core/src/time/display-format.js';
import * as styles from '../dashboard.css.js';

interface PrayerTableProps {
  schedule: ScheduleState & { today: DayPrayerView };
  jumahPrayer: string;
  jummahs: readonly Jummah[];
}

function NextChange({ time, date, today }: { time: string | null; date: string | null; today: string }) {
  if (!time || !date) return null;
  const soon = isChangeSoon(date, today);
  return (
    <span className={soon ? styles.blink : undefined} data-soon={soon ? 'true' : undefined}>
      <span className={styles.changeLine}>{formatShortDate(date)}</span>
      <span className={styles.changeLine}>{formatTime12(time)}</span>
    </span>
  );
}

/** Today's salah table of SPEC.md section 2, with the current prayer and the next one marked. */
export function PrayerTable({ schedule, jumahPrayer, jummahs }: PrayerTableProps) {
  const { today, date } = schedule;
  const khateeb = nextJummah(jummahs, date);
  const hijri = formatHijriLong(today.hijriString);
  return (
    <>
      <h2 className={styles.dateHeading} data-testid="date-heading">
        {weekdayName(date)}, {formatLongDate(date)}
      </h2>
      <p className={styles.hijriHeading} data-testid="hijri-heading">
        {hijri}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="prayer-table">
          <thead>
            <tr>
              <th scope="col">
                <span className={styles.visuallyHidden}>Prayer</span>
              </th>
              <th scope="col">Azan</th>
              <th scope="col">Iqama</th>
              <th scope="col">Next Change</th>
            </tr>
          </thead>
          <tbody>
            {DASHBOARD_ROWS.map((row) => {
              const isCurrent = row.key !== 'sunrise' && schedule.current === row.key;
              const isNext = row.key !== 'sunrise' && !isCurrent && schedule.next === row.key;
              return (
                <tr
                  key={row.key}
                  data-prayer={row.key}
                  data-state={isCurrent ? 'current' : isNext ? 'next' : undefined}
                  className={isCurrent ? styles.currentRow : isNext ? styles.nextRow : undefined}
                >
                  <td>
                    {row.label}
                    {isCurrent && <span className={styles.tag}>Now</span>}
                    {isNext && <span className={styles.tag}>Next</span>}
                  </td>
                  <td data-column="azan">{formatTime12(today[row.key])}</td>
                  <td data-column="iqama">{row.iqama ? formatTime12(today[row.iqama]) : ''}</td>
                  <td data-column="change" className={styles.changeCell}>
                    {row.change && <NextChange time={today[`${row.change}Change`]} date={today[`${row.change}ChangeDate`]} today={date} />}
                  </td>
                </tr>
              );
            })}
            <tr data-prayer="jumah">
              <td>Jum'ah</td>
              <td colSpan={3} className={styles.jummahCell}>
                {jumahPrayer && <span className={styles.jummahText}>{jumahPrayer}</span>}
                {khateeb && (
                  <span className={styles.jummahLine} data-testid="khateeb">
                    {jummahLine(khateeb)}
                  </span>
                )}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
