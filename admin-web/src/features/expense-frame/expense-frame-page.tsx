import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { CentralControl } from '../../../../core/src/content/central-control.types.js';
import { ExpenseRows, SheetRows } from '../../components/amount-rows.js';
import { FundCard, type FundCardClasses } from '../../components/fund-card.js';
import { ApiError } from '../../lib/api-client.js';
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
  const funds = content.funds.filter((fund) => fund.enabled);
  const expenses = content.expenses.filter((expense) => expense.enabled);
  const sheets = content.expenseSheets.filter((sheet) => sheet.enabled);
  if (!funds.length && !expenses.length && !sheets.length) return <p className={styles.message}>Nothing to show yet.</p>;
  return (
    <>
      {funds.length > 0 && (
        <section className={styles.section} aria-labelledby="frame-funds">
          <h2 id="frame-funds" className={styles.sectionTitle}>
            Funds
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
            Expenses
          </h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Line item</th>
                <th scope="col">Amount</th>
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
  useEffect(() => {
    document.title = name ? `Expenses · ${name} · Minaret` : 'Expenses · Minaret';
  }, [name]);

  return (
    <div ref={ref} className={styles.page} data-testid="expense-frame">
      {query.isPending && <p className={styles.message}>Loading...</p>}
      {query.isError && (
        <p className={styles.message} role="alert">
          {query.error instanceof ApiError && query.error.status === 404 ? 'Masjid not found.' : 'Could not load. Please try again later.'}
        </p>
      )}
      {query.data && (
        <>
          <h1 className={styles.title}>{query.data.company?.name ?? 'Expenses'}</h1>
          <p className={styles.subtitle}>Funds and expenses</p>
          <Content content={query.data} />
        </>
      )}
    </div>
  );
}
