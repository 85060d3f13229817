import '@fontsource/amiri/arabic-400.css';
import { useEffect, useState } from 'react';
import { verseWithMark } from '../../../../../core/src/dashboard/ayah-mark.js';
import type { DashboardData } from '../../../../../core/src/dashboard/dashboard-data.js';
import { useFitText } from '../hooks/use-fit-text.js';
import * as dashboard from '../dashboard.css.js';
import * as styles from './reminders.css.js';

/** The hadith slot rotates the hadith of the day with the masjid's own reminders. */
export const REMINDER_ROTATE_MS = 30_000;

function QuranReminder({ rod }: { rod: NonNullable<DashboardData['reminders']['rod']> }) {
  const ref = useFitText<HTMLDivElement>(rod);
  return (
    <section className={styles.quranBlock} data-testid="quran-reminder">
      <h2 className={dashboard.panelTitle}>Quran</h2>
      <div ref={ref} className={styles.fit}>
        <p className={styles.sura}>
          {rod.suraNameEnglish} · <span lang="ar">{rod.suraNameArabic}</span>
        </p>
        {rod.ayaDetail.ayas.map((aya, index) => (
          <div key={aya.ayaNumber}>
            <p className={styles.arabic} lang="ar" dir="rtl">
              {verseWithMark(aya.lineString, aya.ayaNumber)}
            </p>
            <p className={styles.translation}>{rod.ayaDetail.translations[index]?.lineString}</p>
          </div>
        ))}
        <p className={styles.reference}>{[rod.reference, rod.translationName].filter(Boolean).join(' · ')}</p>
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
  const ref = useFitText<HTMLDivElement>(item);
  return (
    <section className={styles.hadithBlock} data-testid="hadith-reminder">
      <h2 className={dashboard.panelTitle}>{item.title}</h2>
      <div ref={ref} className={styles.fit}>
        <p className={styles.hadithText}>{item.text}</p>
        {item.reference && <p className={styles.reference}>{item.reference}</p>}
      </div>
    </section>
  );
}

export function RemindersPanel({ reminders }: { reminders: DashboardData['reminders'] }) {
  const sayings: Saying[] = [
    ...(reminders.hod ? [{ title: 'Hadees' as const, text: reminders.hod.text, reference: reminders.hod.reference }] : []),
    ...reminders.custom.map((reminder) => ({ title: 'Reminder' as const, text: reminder.text, reference: reminder.reference })),
  ];
  return (
    <div className={styles.reminders}>
      {reminders.rod && <QuranReminder rod={reminders.rod} />}
      {sayings.length > 0 && <HadithReminder items={sayings} />}
      {!reminders.rod && sayings.length === 0 && <p className={dashboard.message}>No reminders today.</p>}
    </div>
  );
}
