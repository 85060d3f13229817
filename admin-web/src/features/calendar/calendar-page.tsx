import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { addressLine } from '@core/masjid/address-line.js';
import { settingEntries } from '@core/i18n/language-settings.js';
import { localCivilDate } from '@core/time/civil-date.js';
import { Button } from '../../components/button.js';
import { SelectField } from '../../components/field.js';
import { ApiError } from '../../lib/api-client.js';
import {
  ENGLISH_LOCALE,
  PublicLocaleProvider,
  useDocumentLanguage,
  useMasjidLocale,
} from '../../lib/i18n/public-locale.js';
import { usePostHeight } from '../../lib/use-post-height.js';
import { AddToCalendar } from '../calendar-feed/add-to-calendar.js';
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
import { monthName } from './calendar-words.js';
import { MonthTable } from './components/month-table.js';

export const BEFORE_SEARCH = 'Select calendar, year, month and click "Search".';

/** Paper margins only: no page size, so the same print fits A4 and US Letter. */
const PAGE_RULE = '@page { margin: 10mm; }';

/**
 * /calendar/:companyUrl: the Salah calendar, and with ?view=print&type=&year=&month= its print view
 * (no controls, ready for paper). It tells a framing page its height.
 */
export function CalendarPage() {
  const { companyUrl = '' } = useParams();
  const [params] = useSearchParams();
  const isPrint = params.get('view') === 'print';
  // ?lang= carries over to the print view and back (docs/languages.md).
  const lang = params.get('lang');
  const langQuery = lang ? `?lang=${encodeURIComponent(lang)}` : '';
  const [today] = useState(localCivilDate);
  // The current month shows at once, without a Search click (docs/volunteer.md "Calendar page").
  const [form, setForm] = useState<CalendarSearch>(() => ({
    type: 'gregorian',
    year: defaultYear('gregorian', today),
    month: today.month,
  }));
  const [searched, setSearched] = useState<CalendarSearch | null>(() => ({
    type: 'gregorian',
    year: defaultYear('gregorian', today),
    month: today.month,
  }));
  const search = isPrint ? parseSearch(params) : searched;
  const query = useCalendar(companyUrl, search);
  const ref = useRef<HTMLDivElement>(null);
  usePostHeight(ref);

  const masjid = query.data?.target?.company;
  // The masjid's language once its calendar is in, or ?lang= (docs/languages.md).
  const loaded = useMasjidLocale(
    query.data ? settingEntries(query.data.target?.language) : undefined,
    null,
    query.data?.target?.language?.country ?? query.data?.target?.company?.address?.country,
  );
  useDocumentLanguage(loaded);
  const locale = loaded ?? ENGLISH_LOCALE;
  const { t } = locale;
  const title = t('calendar.title');
  useEffect(() => {
    document.title = masjid?.name ? `${title} · ${masjid.name} · Minaret` : `${title} · Minaret`;
  }, [masjid?.name, title]);

  // docs/product-rules.md ("States"): changing the type resets the year and the month.
  const changeType = (type: CalendarType) => setForm({ type, year: defaultYear(type, today), month: 0 });
  const months = query.data?.target?.monthPrayers ?? [];
  const hasDays = months.some((month) => month.prayers.length > 0);

  // Nothing is painted until the masjid's language is in: the page used to show English words and US dates
  // for a moment, then redraw in French (docs/languages.md). A page that fails to load says so in English.
  // The locale of no masjid yet is the default one: wait for the masjid's answer too.
  const waiting = !query.isError && (!loaded || (search !== null && !query.data));

  return (
    <PublicLocaleProvider locale={locale}>
      <div
        ref={ref}
        className={isPrint ? `${styles.page} ${styles.printPage}` : styles.page}
        data-testid="calendar-page"
        data-view={isPrint ? 'print' : 'screen'}
        data-language={waiting ? undefined : locale.language}
        aria-busy={waiting || undefined}
      >
        {!waiting && (
          <>
            <style>{PAGE_RULE}</style>
            <h1 className={styles.heading}>{title}</h1>
            {isPrint ? (
              <div className={`${styles.actions} ${styles.noPrint}`} style={{ marginBottom: 16 }}>
                <Button onClick={() => window.print()}>{t('calendar.print')}</Button>
                <a href={`/calendar/${encodeURIComponent(companyUrl)}${langQuery}`}>{t('calendar.back')}</a>
              </div>
            ) : (
              <form
                className={styles.controls}
                onSubmit={(event) => {
                  event.preventDefault();
                  setSearched({ ...form });
                }}
              >
                <SelectField
                  label={t('calendar.type')}
                  className={styles.control}
                  value={form.type}
                  onChange={(event) => changeType(event.target.value as CalendarType)}
                >
                  {CALENDAR_TYPES.map((type) => (
                    <option key={type.value} value={type.value}>
                      {t(type.value === 'hijri' ? 'calendar.hijri' : 'calendar.gregorian')}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('calendar.year')}
                  className={styles.control}
                  value={form.year}
                  onChange={(event) => setForm({ ...form, year: Number(event.target.value) })}
                >
                  {calendarYears(form.type, today).map((year) => (
                    <option key={year} value={year}>
                      {locale.format.digits(String(year))}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('calendar.month')}
                  className={styles.control}
                  value={form.month}
                  onChange={(event) => setForm({ ...form, month: Number(event.target.value) })}
                >
                  {calendarMonths(form.type).map((month) => (
                    <option key={month.value} value={month.value}>
                      {month.value === 0 ? t('calendar.allMonths') : monthName(locale, form.type, month.value)}
                    </option>
                  ))}
                </SelectField>
                <div className={styles.actions}>
                  <Button type="submit">{t('calendar.search')}</Button>
                  <a
                    href={`/calendar/${encodeURIComponent(companyUrl)}?view=print&${searchQuery(form)}${langQuery.replace('?', '&')}`}
                    target="_blank"
                    rel="noopener"
                  >
                    {t('calendar.print')}
                  </a>
                </div>
              </form>
            )}

            {!isPrint && companyUrl && <AddToCalendar companyUrl={companyUrl} className={styles.noPrint} />}
            {!search && (
              <p className={styles.message}>{isPrint ? t('calendar.incompleteLink') : t('calendar.beforeSearch')}</p>
            )}
            {search && query.isPending && <p className={styles.message}>{t('page.loading')}</p>}
            {search && query.isError && (
              <p className={styles.message} role="alert">
                {query.error instanceof ApiError && query.error.status === 404
                  ? t('calendar.notFound')
                  : t('calendar.loadError')}
              </p>
            )}
            {query.data && search && (
              <>
                <p className={styles.masjid} data-testid="calendar-masjid">
                  <bdi>{masjid?.name}</bdi>
                </p>
                <p className={styles.address}>
                  <bdi>{addressLine(masjid?.address) || '-'}</bdi>
                </p>
                {query.data.target?.hijriAtMaghrib && (
                  <p className={styles.address} data-testid="hijri-at-maghrib">
                    {t('calendar.hijriAtMaghrib')}
                  </p>
                )}
                {hasDays ? (
                  months.map((month) => (
                    <MonthTable
                      key={`${month.year}-${month.month}`}
                      month={month}
                      type={search.type}
                      masjid={masjid?.name ?? ''}
                      address={addressLine(masjid?.address)}
                      terms={query.data?.target?.terminology}
                      jumuah={query.data?.target?.jumuah}
                      timeZone={query.data?.target?.timeZone}
                    />
                  ))
                ) : (
                  <p className={styles.message}>{t('page.notSetUp')}</p>
                )}
              </>
            )}
          </>
        )}
      </div>
    </PublicLocaleProvider>
  );
}
