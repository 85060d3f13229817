import type { Slide } from '@core/dashboard/slides.js';
import type { Announcement, ExpenseSheet, Expense, Fund } from '@core/content/central-control.types.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { ExpenseRows, SheetRows } from '../../../components/amount-rows.js';
import { FundCard, type FundCardClasses } from '../../../components/fund-card.js';
import { useFitText } from '../hooks/use-fit-text.js';
import * as styles from './slideshow.css.js';

function ExpensesSlide({ expenses }: { expenses: Expense[] }) {
  const { t } = usePublicLocale();
  const ref = useFitText<HTMLDivElement>(expenses);
  return (
    <>
      <h2 className={styles.slideTitle}>{t('expenses.title')}</h2>
      <div ref={ref} className={styles.fit}>
        <table className={styles.amounts}>
          <ExpenseRows expenses={expenses} />
        </table>
      </div>
    </>
  );
}

export const fundClasses: FundCardClasses = {
  card: styles.fund,
  ring: styles.ring,
  ringLabel: styles.ringLabel,
  name: styles.fundName,
  line: styles.fundLine,
  muted: styles.fundMuted,
};

export function FundsSlide({ funds, active }: { funds: Fund[]; active: boolean }) {
  const { t } = usePublicLocale();
  // A long fund name wraps: the text shrinks (never below the readable size) rather than run into the next fund.
  const ref = useFitText<HTMLDivElement>(funds, 0.45, 0.05, { readable: true });
  return (
    <>
      <h2 className={styles.slideTitle}>{t('expenses.funds')}</h2>
      <div ref={ref} className={`${styles.fit} ${styles.funds}`}>
        {funds.map((fund, index) => (
          <FundCard key={fund.id ?? index} fund={fund} animate={active} classes={fundClasses} />
        ))}
      </div>
    </>
  );
}

function SheetSlide({ sheet }: { sheet: ExpenseSheet }) {
  const ref = useFitText<HTMLDivElement>(sheet);
  return (
    <>
      <h2 className={styles.slideTitle}>{sheet.name}</h2>
      <div ref={ref} className={styles.fit}>
        {sheet.description && <p className={styles.slideText}>{sheet.description}</p>}
        <table className={styles.amounts}>
          <SheetRows sheet={sheet} />
        </table>
      </div>
    </>
  );
}

/** Only image data URLs (checked by the server when saved) are shown; anything else is left out. */
const isImageDataUrl = (value: string | null) =>
  !!value && /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(value);

export function AnnouncementSlide({ announcement }: { announcement: Announcement }) {
  const { format } = usePublicLocale();
  // Never below the readable size (the date line was 17.4 px on a portrait screen); the picture goes first.
  const ref = useFitText<HTMLDivElement>(announcement, 0.45, 0.05, { readable: true, levels: 1 });
  const range = [announcement.startDate, announcement.endDate].map((date) => format.date(date)).filter(Boolean);
  return (
    <>
      <h2 className={styles.slideTitle} dir="auto">
        {announcement.title}
      </h2>
      <div ref={ref} className={styles.fit}>
        {isImageDataUrl(announcement.image) && (
          <img className={styles.announcementImage} src={announcement.image!} alt="" data-fit-optional />
        )}
        <p className={styles.announcementText} dir="auto">
          {announcement.text}
        </p>
        {range.length > 0 && <p className={styles.dates}>{range.join(' – ')}</p>}
      </div>
    </>
  );
}

export function SlideContent({ slide, active }: { slide: Slide; active: boolean }) {
  switch (slide.kind) {
    case 'expenses':
      return <ExpensesSlide expenses={slide.expenses} />;
    case 'funds':
      return <FundsSlide funds={slide.funds} active={active} />;
    case 'sheet':
      return <SheetSlide sheet={slide.sheet} />;
    case 'announcement':
      return <AnnouncementSlide announcement={slide.announcement} />;
  }
}
