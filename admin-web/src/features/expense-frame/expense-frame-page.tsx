import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { CentralControl } from '@core/content/central-control.types.js';
import { ExpenseRows, SheetRows } from '../../components/amount-rows.js';
import { FundCard, type FundCardClasses } from '../../components/fund-card.js';
import { CurrencyProvider } from '../../components/currency-context.js';
import { ApiError } from '../../lib/api-client.js';
import {
  ENGLISH_LOCALE,
  PublicLocaleProvider,
  useDocumentLanguage,
  useMasjidLocale,
  usePublicLocale,
} from '../../lib/i18n/public-locale.js';
import { usePostHeight } from '../../lib/use-post-height.js';
import { usePublicContent } from './api/get-public-content.js';
import * as styles from './expense-frame.css.js';

const fundClasses: FundCardClasses = {
  card: styles.fund,
  ring: styles.ring,
  ringLabel: styles.ringLabel,
  name: styles.fundName,
  line: styles.line,
  muted: styles.muted,
};

/** Only enabled items, even when a signed-in admin (who may read disabled ones) opens the frame. */
function Content({ content }: { content: CentralControl }) {
  const { t } = usePublicLocale();
  const funds = content.funds.filter((fund) => fund.enabled);
  const expenses = content.expenses.filter((expense) => expense.enabled);
  const sheets = content.expenseSheets.filter((sheet) => sheet.enabled);
  if (!funds.length && !expenses.length && !sheets.length)
    return <p className={styles.message}>{t('expenses.nothingYet')}</p>;
  return (
    <>
      {funds.length > 0 && (
        <section className={styles.section} aria-labelledby="frame-funds">
          <h2 id="frame-funds" className={styles.sectionTitle}>
            {t('expenses.funds')}
          </h2>
          <div className={styles.funds}>
            {funds.map((fund, index) => (
              <FundCard key={fund.id ?? index} fund={fund} animate={false} classes={fundClasses} />
            ))}
          </div>
        </section>
      )}
      {expenses.length > 0 && (
        <section className={styles.section} aria-labelledby="frame-expenses">
          <h2 id="frame-expenses" className={styles.sectionTitle}>
            {t('expenses.title')}
          </h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('expenses.lineItem')}</th>
                <th scope="col">{t('expenses.amount')}</th>
              </tr>
            </thead>
            <ExpenseRows expenses={expenses} />
          </table>
        </section>
      )}
      {sheets.map((sheet, index) => (
        <section key={sheet.id ?? index} className={styles.section} data-testid="expense-sheet">
          <h2 className={styles.sectionTitle}>{sheet.name}</h2>
          {sheet.description && <p className={styles.description}>{sheet.description}</p>}
          <table className={styles.table}>
            <SheetRows sheet={sheet} />
          </table>
        </section>
      ))}
    </>
  );
}

/** /expense/:companyUrl: funds, expenses and each enabled expense sheet, sized for an iframe. */
export function ExpenseFramePage() {
  const { companyUrl = '' } = useParams();
  const query = usePublicContent(companyUrl);
  const ref = useRef<HTMLDivElement>(null);
  usePostHeight(ref);
  const name = query.data?.company?.name;
  // The masjid's language once its content is in, or ?lang= (docs/languages.md); English until then.
  const loaded = useMasjidLocale(
    query.data ? (query.data.customConfigurations ?? []) : undefined,
    null,
    query.data?.company?.address?.country,
  );
  useDocumentLanguage(loaded);
  const locale = loaded ?? ENGLISH_LOCALE;
  const { t } = locale;
  const title = t('expenses.title');
  useEffect(() => {
    document.title = name ? `${title} · ${name} · Minaret` : `${title} · Minaret`;
  }, [name, title]);

  return (
    <PublicLocaleProvider locale={locale}>
      <div ref={ref} className={styles.page} data-testid="expense-frame">
        {query.isPending && <p className={styles.message}>{t('page.loading')}</p>}
        {query.isError && (
          <p className={styles.message} role="alert">
            {query.error instanceof ApiError && query.error.status === 404
              ? t('page.notFound')
              : t('expenses.loadError')}
          </p>
        )}
        {query.data && (
          <>
            <h1 className={styles.title}>{query.data.company?.name ?? title}</h1>
            <p className={styles.subtitle}>{t('expenses.subtitle')}</p>
            <CurrencyProvider
              value={{ currency: query.data.company?.currency, country: query.data.company?.address?.country }}
            >
              <Content content={query.data} />
            </CurrencyProvider>
          </>
        )}
      </div>
    </PublicLocaleProvider>
  );
}
