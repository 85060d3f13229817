import { parseHijriString, hijriMonthName } from '../../../../../core/src/hijri/hijri.js';
import type { MonthPrayers } from '../../../../../core/src/prayer/prayer.types.js';
import { TIME_COLUMNS } from '../../../../../core/src/prayer/time-columns.js';
import { formatShortDate, formatTime12, weekdayName } from '../../../../../core/src/time/display-format.js';
import * as styles from '../calendar.css.js';

function hijriLabel(value: string) {
  const hijri = parseHijriString(value);
  return hijri ? `${hijri.day} ${hijriMonthName(hijri.month)}` : '';
}

/** One month: Date, Hijri and the six times, each with its Azan line and (where there is one) Iqmah line. */
export function MonthTable({ month, masjid, address }: { month: MonthPrayers; masjid: string; address: string }) {
  const id = `month-${month.year}-${month.month}`;
  return (
    <section className={styles.month} aria-labelledby={id} data-testid="calendar-month">
      <p className={styles.printHeader} aria-hidden="true">
        <strong>Salah Calendar · {masjid}</strong>
        <span>{address}</span>
      </p>
      <h3 id={id} className={styles.monthTitle}>
        {month.monthName} {month.year}
      </h3>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Hijri</th>
              {TIME_COLUMNS.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                  <span className={styles.lineLabel}>{column.iqama ? 'Azan / Iqmah' : 'Azan'}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.prayers.map((day) => {
              const weekday = weekdayName(day.date);
              return (
                <tr key={day.date} data-date={day.date.slice(0, 10)}>
                  <td className={weekday === 'Friday' ? styles.friday : undefined}>
                    {weekday.slice(0, 3)} {formatShortDate(day.date)}
                  </td>
                  <td>{hijriLabel(day.hijriString)}</td>
                  {TIME_COLUMNS.map((column) => (
                    <td key={column.label}>
                      {formatTime12(String(day[column.azan] ?? ''))}
                      {column.iqama && <span className={styles.iqama}>{formatTime12(String(day[column.iqama] ?? ''))}</span>}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
