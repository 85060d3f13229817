import { useEffect, useState, memo } from 'react';
import { verseWithMark } from '@core/dashboard/ayah-mark.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { translationFor } from '@core/content/reminder.types.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { useFitText } from '../hooks/use-fit-text.js';
import * as dashboard from '../dashboard.css.js';
import * as styles from './reminders.css.js';

/** The hadith slot rotates the hadith of the day with the masjid's own reminders. */
export const REMINDER_ROTATE_MS = 30_000;

function QuranReminder({ rod }: { rod: NonNullable<DashboardData['reminders']['rod']> }) {
  const ref = useFitText<HTMLDivElement>(rod, 0.45, 0.05, { readable: true, shorten: true, hide: true });
  const { t, language } = usePublicLocale();
  // The translation of the page's language where the Quran data has one, else English (docs/languages.md).
  const translation = translationFor(rod, language);
  const dir = translation.language === 'ur' ? 'rtl' : 'ltr';
  return (
    <section className={styles.quranBlock} data-testid="quran-reminder">
      {/* On the heading's line, outside the text that shrinks to fit: a long verse never makes the surah's name small print. */}
      <div className={styles.headingRow}>
        <h2 className={dashboard.panelTitle}>{t('reminders.quran')}</h2>
        <p className={styles.sura}>
          {rod.suraNameEnglish} · <span lang="ar">{rod.suraNameArabic}</span>
        </p>
      </div>
      <div ref={ref} className={styles.fit}>
        {rod.ayaDetail.ayas.map((aya, index) => (
          <div key={aya.ayaNumber}>
            <p className={styles.arabic} lang="ar" dir="rtl">
              {verseWithMark(aya.lineString, aya.ayaNumber)}
            </p>
            {/* The translation keeps its own language and direction (docs/languages.md#right-to-left). */}
            <p
              className={styles.translation}
              lang={translation.language}
              dir={dir}
              data-fit-optional
              data-testid="quran-translation"
            >
              {translation.lines[index]?.lineString}
            </p>
          </div>
        ))}
        <p className={styles.reference}>{[rod.reference, translation.name].filter(Boolean).join(' · ')}</p>
      </div>
    </section>
  );
}

interface Saying {
  /** A hadith of the day is headed 'Hadees'; what the masjid wrote itself is not passed off as one. */
  title: 'Hadees' | 'Reminder';
  text: string;
  reference: string;
}

function HadithReminder({ items }: { items: ReadonlyArray<Saying> }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % items.length), REMINDER_ROTATE_MS);
    return () => clearInterval(timer);
  }, [items.length]);
  const item = items[index % items.length]!;
  const ref = useFitText<HTMLDivElement>(item, 0.45, 0.05, { readable: true, shorten: true, hide: true });
  const { t } = usePublicLocale();
  return (
    <section className={styles.hadithBlock} data-testid="hadith-reminder">
      <h2 className={dashboard.panelTitle}>{t(item.title === 'Hadees' ? 'reminders.hadith' : 'reminders.reminder')}</h2>
      <div ref={ref} className={styles.fit}>
        <p className={styles.hadithText} dir="auto">
          {item.text}
        </p>
        {item.reference && (
          <p className={styles.reference} dir="auto">
            {item.reference}
          </p>
        )}
      </div>
    </section>
  );
}

/** Memoised: the dashboard renders every second for its clock; reminders change only with their data. */
export const RemindersPanel = memo(function RemindersPanel({ reminders }: { reminders: DashboardData['reminders'] }) {
  const sayings: Saying[] = [
    ...(reminders.hod
      ? [{ title: 'Hadees' as const, text: reminders.hod.text, reference: reminders.hod.reference }]
      : []),
    ...reminders.custom.map((reminder) => ({
      title: 'Reminder' as const,
      text: reminder.text,
      reference: reminder.reference,
    })),
  ];
  const { t } = usePublicLocale();
  return (
    <div className={styles.reminders}>
      {reminders.rod && <QuranReminder rod={reminders.rod} />}
      {sayings.length > 0 && <HadithReminder items={sayings} />}
      {!reminders.rod && sayings.length === 0 && <p className={dashboard.message}>{t('reminders.none')}</p>}
    </div>
  );
});
