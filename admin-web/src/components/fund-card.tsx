import { lazy, Suspense } from 'react';
import type { Fund } from '../../../core/src/content/central-control.types.js';
import { formatAmount } from '../../../core/src/dashboard/amounts.js';
import { fundPercent } from '../../../core/src/dashboard/slides.js';
import { formatDate } from '../../../core/src/time/display-format.js';

/** recharts is loaded only by pages that show a fund, so the dashboard and the frame stay small without one. */
const FundRing = lazy(() => import('./fund-ring.js'));

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
  const percent = fundPercent(fund);
  return (
    <div className={classes.card} data-testid="fund">
      <div className={classes.ring}>
        <Suspense fallback={null}>
          <FundRing percent={percent} animate={animate} />
        </Suspense>
        <span className={classes.ringLabel}>{percent}%</span>
      </div>
      <div>
        <h3 className={classes.name}>{fund.name}</h3>
        <p className={classes.line}>
          Raised <strong>{formatAmount(fund.current)}</strong> of {formatAmount(fund.goal)}
        </p>
        {fund.pledge > 0 && <p className={classes.line}>Pledged {formatAmount(fund.pledge)}</p>}
        {fund.endDate && <p className={`${classes.line} ${classes.muted}`}>Until {formatDate(fund.endDate)}</p>}
      </div>
    </div>
  );
}
