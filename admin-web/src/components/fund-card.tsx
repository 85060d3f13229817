import type { Fund } from '@core/content/central-control.types.js';
import { formatAmount } from '@core/dashboard/amounts.js';
import { fundPercent } from '@core/dashboard/slides.js';
import { useCurrency } from './currency-context.js';
import { FundRing } from './fund-ring.js';
import { usePublicLocale } from '../lib/i18n/public-locale.js';

/** Each page sizes the card for itself: the dashboard's slide scales with the screen, the frame is fixed. */
export interface FundCardClasses {
  card: string;
  ring: string;
  ringLabel: string;
  name: string;
  line: string;
  muted: string;
}

/** A fund's ring and lines, shared by the dashboard's Funds slide and the expenses frame. */
export function FundCard({ fund, animate, classes }: { fund: Fund; animate: boolean; classes: FundCardClasses }) {
  const { t, around, format } = usePublicLocale();
  const percent = fundPercent(fund);
  const { currency, country } = useCurrency();
  const amount = (value: number) => format.digits(formatAmount(value, currency, country));
  // The raised amount is bold inside the sentence, wherever the language puts it.
  const [before, after] = around('money.raised', 'current', { goal: amount(fund.goal) });
  return (
    <div className={classes.card} data-testid="fund">
      <div className={classes.ring}>
        <FundRing percent={percent} animate={animate} />
        <span className={classes.ringLabel}>{format.digits(String(percent))}%</span>
      </div>
      <div>
        <h3 className={classes.name} dir="auto">
          {fund.name}
        </h3>
        <p className={classes.line}>
          {before}
          <strong>{amount(fund.current)}</strong>
          {after}
        </p>
        {fund.pledge > 0 && <p className={classes.line}>{t('money.pledged', { amount: amount(fund.pledge) })}</p>}
        {fund.endDate && (
          <p className={`${classes.line} ${classes.muted}`}>{t('money.until', { date: format.date(fund.endDate) })}</p>
        )}
      </div>
    </div>
  );
}
