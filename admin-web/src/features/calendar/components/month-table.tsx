import { Fragment } from 'react';
import {
  calendarIqamaWord,
  columnLabel,
  DEFAULT_TERMINOLOGY,
  type Terminology,
} from '@core/hall-screen/terminology.js';
import type { CalendarJumuah, CalendarType } from '@core/calendar/calendar.types.js';
import { fridayLines } from '@core/calendar/friday-line.js';
import { formatHijriDate } from '@core/hijri/hijri.js';
import type { MonthPrayers } from '@core/prayer/prayer.types.js';
import { TIME_COLUMNS } from '@core/prayer/time-columns.js';
import { weekday, parseIsoDate } from '@core/time/civil-date.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { TimesInZone } from '../../../components/times-in-zone.js';
import * as styles from '../calendar.css.js';
import { monthLabel } from '../calendar-words.js';

interface Props {
  month: MonthPrayers;
  type: CalendarType;
  masjid: string;
  address: string;
  /** The masjid's English words (docs/hall-screen.md#terminology); other languages take their glossary's. */
  terms?: Terminology;
  /** What each Friday shows under its row (docs/prayer-table.md "Fridays in the calendar"). */
  jumuah?: CalendarJumuah;
  /** The masjid's IANA zone, named beside the table. */
  timeZone?: string;
}

const isFriday = (isoDate: string) => {
  const date = parseIsoDate(isoDate.slice(0, 10));
  return date !== undefined && weekday(date) === 5;
};

/** One month: Date, Hijri and the six times, each with its Azan line and (where there is one) Iqmah line. */
export function MonthTable({
  month,
  type,
  masjid,
  address,
  terms: englishTerms = DEFAULT_TERMINOLOGY,
  jumuah,
  timeZone,
}: Props) {
  const locale = usePublicLocale();
  const { t, format } = locale;
  const english = locale.language === 'en';
  const terms = english ? englishTerms : locale.terms;
  const id = `month-${month.year}-${month.month}`;
  const heading = (column: (typeof TIME_COLUMNS)[number]) =>
    english ? columnLabel(column.azan, terms) : locale.prayer(column.azan);
  const azan = english ? 'Azan' : t('term.azan');
  const friday = fridayLines(jumuah, locale.timeInText, locale.fridayWords);
  return (
    <section className={styles.month} aria-labelledby={id} data-testid="calendar-month">
      <p className={styles.printHeader} aria-hidden="true">
        {/* What the masjid wrote keeps its own direction on a page in another language, as on the dashboard
            (docs/languages.md#right-to-left): "1 Main St, Dallas 75023" is not reordered on an Arabic page. */}
        <strong>
          {t('calendar.title')} · <bdi>{masjid}</bdi>
        </strong>
        <span data-testid="print-address">
          <bdi>{address}</bdi>
        </span>
      </p>
      <div className={styles.monthHeader}>
        <h3 id={id} className={styles.monthTitle}>
          {english ? `${month.monthName} ${month.year}` : monthLabel(locale, type, month.year, month.month)}
        </h3>
        {timeZone && <TimesInZone zone={timeZone} className={styles.zone} />}
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('calendar.date')}</th>
              <th scope="col">{t('calendar.hijriColumn')}</th>
              {TIME_COLUMNS.map((column) => (
                <th scope="col" key={column.label}>
                  {heading(column)}
                  <span className={styles.lineLabel}>
                    {column.iqama
                      ? t('calendar.iqamaLine', { azan, iqama: english ? calendarIqamaWord(terms) : terms.iqama })
                      : azan}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.prayers.map((day) => {
              const weekdayText = format.weekday(day.date);
              const fridayRow = isFriday(day.date);
              return (
                <Fragment key={day.date}>
                  <tr data-date={day.date.slice(0, 10)}>
                    <td className={fridayRow ? styles.friday : undefined}>
                      {english ? weekdayText.slice(0, 3) : weekdayText} <bdi>{format.shortDate(day.date)}</bdi>
                    </td>
                    {/* With its year: a Hijri year turns mid-Gregorian-year (docs/volunteer.md "Calendar page"). */}
                    <td>{english ? formatHijriDate(day.hijriString) : locale.hijriLong(day.hijriString)}</td>
                    {TIME_COLUMNS.map((column) => (
                      <td key={column.label}>
                        <bdi>{format.time(String(day[column.azan] ?? ''))}</bdi>
                        {column.iqama && (
                          <span className={styles.iqama}>
                            <bdi>{format.time(String(day[column.iqama] ?? ''))}</bdi>
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                  {fridayRow && friday.length > 0 && (
                    <tr data-jumuah={day.date.slice(0, 10)} className={styles.jumuahRow}>
                      <td colSpan={2 + TIME_COLUMNS.length}>
                        <div className={styles.jumuahText}>
                          <strong>{terms.jumuah}</strong>
                          {friday.map((line) => (
                            <span key={line} className={styles.jumuahLine}>
                              <bdi>{line}</bdi>
                            </span>
                          ))}
                        </div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
