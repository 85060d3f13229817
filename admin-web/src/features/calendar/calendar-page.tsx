import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { localCivilDate } from '../../../../core/src/time/civil-date.js';
import { Button } from '../../components/button.js';
import { SelectField } from '../../components/field.js';
import { ApiError } from '../../lib/api-client.js';
import { usePostHeight } from '../../lib/use-post-height.js';
import { useCalendar } from './api/get-calendar.js';
import {
  CALENDAR_TYPES,
  calendarMonths,
  calendarYears,
  defaultYear,
  parseSearch,
  searchQuery,
  type CalendarSearch,
  type CalendarType,
} from './calendar-options.js';
import * as styles from './calendar.css.js';
import { MonthTable } from './components/month-table.js';

export const BEFORE_SEARCH = 'Select calendar, year, month and click "Search".';
const NOT_SETUP = 'Prayer time not setup. Please contact dashboard admin.';

/** Paper margins only: no page size, so the same print fits A4 and US Letter. */
const PAGE_RULE = '@page { margin: 10mm; }';

function formatAddress(address: { street: string; city: string; state: string; zip: string } | undefined) {
  if (!address) return '';
  return [address.street, address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * /calendar/:companyUrl: the Salah calendar, and with ?view=print&type=&year=&month= its print view
 * (no controls, ready for paper). It tells a framing page its height.
 */
export function CalendarPage() {
  const { companyUrl = '' } = useParams();
  const [params] = useSearchParams();
  const isPrint = params.get('view') === 'print';
  const [today] = useState(localCivilDate);
  const [form, setForm] = useState<CalendarSearch>({ type: 'gregorian', year: defaultYear('gregorian', today), month: 0 });
  const [searched, setSearched] = useState<CalendarSearch | null>(null);
  const search = isPrint ? parseSearch(params) : searched;
  const query = useCalendar(companyUrl, search);
  const ref = useRef<HTMLDivElement>(null);
  usePostHeight(ref);

  const company = query.data?.target?.company;
  useEffect(() => {
    document.title = company?.name ? `Salah Calendar · ${company.name} · Minaret` : 'Salah Calendar · Minaret';
  }, [company?.name]);

  // SPEC.md section 4: changing the type resets the year and the month.
  const changeType = (type: CalendarType) => setForm({ type, year: defaultYear(type, today), month: 0 });
  const months = query.data?.target?.monthPrayers ?? [];
  const hasDays = months.some((month) => month.prayers.length > 0);

  return (
    <div ref={ref} className={isPrint ? `${styles.page} ${styles.printPage}` : styles.page} data-testid="calendar-page" data-view={isPrint ? 'print' : 'screen'}>
      <style>{PAGE_RULE}</style>
      <h1 className={styles.heading}>Salah Calendar</h1>
      {isPrint ? (
        <div className={`${styles.actions} ${styles.noPrint}`} style={{ marginBottom: 16 }}>
          <Button onClick={() => window.print()}>Print</Button>
          <a href={`/calendar/${encodeURIComponent(companyUrl)}`}>Back to the calendar</a>
        </div>
      ) : (
        <form
          className={styles.controls}
          onSubmit={(event) => {
            event.preventDefault();
            setSearched({ ...form });
          }}
        >
          <SelectField label="Calendar" className={styles.control} value={form.type} onChange={(event) => changeType(event.target.value as CalendarType)}>
            {CALENDAR_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Year" className={styles.control} value={form.year} onChange={(event) => setForm({ ...form, year: Number(event.target.value) })}>
            {calendarYears(form.type, today).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
          <SelectField label="Month" className={styles.control} value={form.month} onChange={(event) => setForm({ ...form, month: Number(event.target.value) })}>
            {calendarMonths(form.type).map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </SelectField>
          <div className={styles.actions}>
            <Button type="submit">Search</Button>
            <a href={`/calendar/${encodeURIComponent(companyUrl)}?view=print&${searchQuery(form)}`} target="_blank" rel="noopener">
              Print
            </a>
          </div>
        </form>
      )}

      {!search && <p className={styles.message}>{isPrint ? 'This print link is incomplete. Open the calendar and use its Print link.' : BEFORE_SEARCH}</p>}
      {search && query.isPending && <p className={styles.message}>Loading...</p>}
      {search && query.isError && (
        <p className={styles.message} role="alert">
          {query.error instanceof ApiError && query.error.status === 404 ? 'Masjid not found.' : 'The calendar could not be loaded. Please try again.'}
        </p>
      )}
      {query.data && search && (
        <>
          <p className={styles.masjid} data-testid="calendar-masjid">
            {company?.name}
          </p>
          <p className={styles.address}>{formatAddress(company?.address) || '-'}</p>
          {hasDays ? months.map((month) => (
              <MonthTable key={`${month.year}-${month.month}`} month={month} masjid={company?.name ?? ''} address={formatAddress(company?.address)} />
            )) : <p className={styles.message}>{NOT_SETUP}</p>}
        </>
      )}
    </div>
  );
}
