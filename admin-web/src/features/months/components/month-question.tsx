import { useMemo } from 'react';
import { masjidCalendar } from '@core/hall-screen/hijri-at-maghrib.js';
import { nextHijriMonth, type HijriCalendar } from '@core/hijri/hijri-calendar.js';
import type { DeclarationChoice, MonthDeclarationKey } from '@core/hijri/month-declarations.js';
import { addDays, formatIsoDate, parseIsoDate } from '@core/time/civil-date.js';
import { localFormat } from '@core/time/localized-format.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { Button } from '../../../components/button.js';
import { Card } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import {
  useDeclareMonth,
  useMasjidCalendar,
  useMasjidCouncil,
  useMonthDeclarations,
  useWithdrawDeclaration,
} from '../api/month-declarations.js';
import * as styles from './month-question.css.js';

type TermKey = `term.hijri${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;

/**
 * The month as the masjid declares it (docs/jumuah-eid-ramadan.md): today's Hijri date by the masjid's
 * calendar and the question about the next month, asked plainly on the 29th ("Was the new moon of Ramadan
 * sighted?") and open ahead of it for an authority's announcement. The answer can be changed or withdrawn
 * until the day it decides begins; the screens follow within seconds.
 */
export function MonthQuestion({
  companyId,
  companyUrl,
  compact = false,
}: {
  companyId: string;
  companyUrl: string;
  compact?: boolean;
}) {
  const calendarData = useMasjidCalendar(companyUrl);
  const declarations = useMonthDeclarations(companyId);
  const council = useMasjidCouncil(companyId);
  const declare = useDeclareMonth(companyId, companyUrl);
  const withdraw = useWithdrawDeclaration(companyId, companyUrl);
  const data = calendarData.data;
  if (!data) return null;
  return (
    <MonthQuestionCard
      calendar={masjidCalendar({ customConfigurations: data.customConfigurations, hijriCalendar: data.hijriCalendar })}
      timezoneId={data.timezoneId}
      answers={declarations.data ?? []}
      offerCouncil={council.data?.status === 'accepted'}
      compact={compact}
      busy={declare.isPending || withdraw.isPending}
      declare={(key, decision) => declare.mutateAsync({ ...key, decision })}
      withdraw={(key) => withdraw.mutateAsync(key)}
    />
  );
}

interface Answer extends MonthDeclarationKey {
  decision: string;
  by: string | null;
}

/**
 * The question itself, for whoever declares: a masjid (MonthQuestion) or a council (the council's page,
 * admin-web/src/features/councils), each with its own calendar, answers and calls. A council answers
 * only sighted or not sighted (`offerCouncil` false) and has no withdraw (`withdraw` absent).
 */
export function MonthQuestionCard({
  calendar,
  timezoneId,
  answers,
  offerCouncil,
  compact = false,
  busy,
  declare,
  withdraw,
  calendarOf = 'masjid',
}: {
  /** Whose calendar today's date is counted by, for its sentence. */
  calendarOf?: 'masjid' | 'council';
  calendar: HijriCalendar;
  timezoneId: string;
  answers: readonly Answer[];
  offerCouncil: boolean;
  compact?: boolean;
  busy: boolean;
  declare(key: MonthDeclarationKey, decision: DeclarationChoice): Promise<unknown>;
  withdraw?(key: MonthDeclarationKey): Promise<unknown>;
}) {
  const { t, language } = useAdminTranslator();
  const format = useMemo(() => localFormat({ language }), [language]);
  const todayIso = zonedNow(timezoneId, Date.now()).date;
  const today = parseIsoDate(todayIso)!;
  const hijri = calendar.toHijri(today);
  const next = nextHijriMonth(hijri.year, hijri.month);
  const monthName = (month: number) => t(`term.hijri${month}` as TermKey);
  const month = `${monthName(next.hijriMonth)} ${next.hijriYear}`;
  const start = calendar.monthStart(hijri.year, hijri.month);
  const dateText = (days: number) => format.weekdayDate(formatIsoDate(addDays(start, days)));
  const answer = answers.find((row) => row.hijriYear === next.hijriYear && row.hijriMonth === next.hijriMonth);
  const on29th = hijri.day === 29;
  // Only the 29th's evening decides; on the 30th the next month begins tomorrow, whatever was said.
  const settled = hijri.day >= 30;
  if (compact && !on29th) return null;

  async function choose(decision: DeclarationChoice) {
    try {
      await declare(next, decision);
      showAlert('success', t('settings.months.saved'));
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  async function takeBack() {
    try {
      await withdraw?.(next);
      showAlert('success', t('settings.months.saved'));
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  const answerWord = (decision: string) =>
    t(
      decision === 'sighted'
        ? 'settings.months.answer.sighted'
        : decision === 'not-sighted'
          ? 'settings.months.answer.notSighted'
          : 'settings.months.answer.council',
    );
  return (
    <Card className={on29th ? `${styles.card} ${styles.asking}` : styles.card}>
      <section data-testid="month-question" data-asking={on29th || undefined} aria-labelledby="month-question-title">
        <h2 id="month-question-title" className={styles.heading}>
          {t('settings.months.title')}
        </h2>
        <p className={styles.line}>
          {t(calendarOf === 'council' ? 'settings.months.todayCouncil' : 'settings.months.today', {
            date: `${hijri.day} ${monthName(hijri.month)} ${hijri.year}`,
          })}
        </p>
        {settled ? (
          <p className={styles.question}>{t('settings.months.settled', { month })}</p>
        ) : (
          <>
            <p className={styles.question}>
              {on29th ? t('settings.months.question', { month }) : t('settings.months.ahead', { month })}
            </p>
            {answer && (
              <p className={styles.line} data-testid="month-answer">
                {t('settings.months.answered', { answer: answerWord(answer.decision), by: answer.by ?? '' })}
              </p>
            )}
            <div className={styles.actions}>
              <Button
                tone={answer?.decision === 'sighted' ? 'primary' : 'secondary'}
                className={styles.answer}
                disabled={busy}
                onClick={() => void choose('sighted')}
              >
                {t('settings.months.sighted', { month: monthName(next.hijriMonth), date: dateText(29) })}
              </Button>
              <Button
                tone={answer?.decision === 'not-sighted' ? 'primary' : 'secondary'}
                className={styles.answer}
                disabled={busy}
                onClick={() => void choose('not-sighted')}
              >
                {t('settings.months.notSighted', {
                  previous: monthName(hijri.month),
                  month: monthName(next.hijriMonth),
                  date: dateText(30),
                })}
              </Button>
              {offerCouncil && (
                <Button
                  tone={answer?.decision === 'council' ? 'primary' : 'secondary'}
                  className={styles.answer}
                  disabled={busy}
                  onClick={() => void choose('council')}
                >
                  {t('settings.months.council')}
                </Button>
              )}
              {answer && withdraw && (
                <Button tone="secondary" size="small" disabled={busy} onClick={() => void takeBack()}>
                  {t('settings.months.withdraw')}
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
