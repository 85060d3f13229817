import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { verseWithMark } from '@core/dashboard/ayah-mark.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { translationFor } from '@core/content/reminder.types.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { useFitText } from '../hooks/use-fit-text.js';
import * as dashboard from '../dashboard.css.js';
import * as styles from './reminders.css.js';

/** The hadith slot rotates the hadith of the day with the masjid's own reminders. */
export const REMINDER_ROTATE_MS = 30_000;

/**
 * The Quran's shorter forms, tried in turn when the whole passage does not fit at a readable size
 * (docs/hall-screen.md, "Text that fits"): its first aya alone; that aya's Arabic; its translation; the
 * translation without the reference line. reminders.css.ts leaves out what each form does without.
 */
const QURAN_FORMS = 4;

export function QuranReminder({
  rod,
  onFits,
}: {
  rod: NonNullable<DashboardData['reminders']['rod']>;
  onFits: (fits: boolean) => void;
}) {
  const ref = useFitText<HTMLDivElement>(rod, 0.45, 0.05, { readable: true, levels: QURAN_FORMS, onFits });
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
      <div ref={ref} className={`${styles.fit} ${styles.quranFit}`}>
        {rod.ayaDetail.ayas.map((aya, index) => (
          <div key={aya.ayaNumber} data-aya={index === 0 ? 'first' : 'more'}>
            <p className={styles.arabic} lang="ar" dir="rtl" data-part="arabic">
              {verseWithMark(aya.lineString, aya.ayaNumber)}
            </p>
            {/* The translation keeps its own language and direction (docs/languages.md#right-to-left). */}
            <p
              className={styles.translation}
              lang={translation.language}
              dir={dir}
              data-part="translation"
              data-testid="quran-translation"
            >
              {translation.lines[index]?.lineString}
            </p>
          </div>
        ))}
        <p className={styles.reference} data-part="reference">
          {[rod.reference, translation.name].filter(Boolean).join(' · ')}
        </p>
      </div>
    </section>
  );
}

export interface Saying {
  /** A hadith of the day is headed 'Hadees'; what the masjid wrote itself is not passed off as one. */
  title: 'Hadees' | 'Reminder';
  text: string;
  reference: string;
}

/**
 * The hadith of the day and the masjid's reminders, one at a time. One that does not fit even without its
 * reference line gives its turn to the next; when none fits, the panel leaves the block out (onFits).
 */
export function HadithReminder({ items, onFits }: { items: ReadonlyArray<Saying>; onFits: (fits: boolean) => void }) {
  const [index, setIndex] = useState(0);
  const [misfits, setMisfits] = useState(0);
  useEffect(() => {
    if (items.length < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % items.length), REMINDER_ROTATE_MS);
    return () => clearInterval(timer);
  }, [items.length]);
  const item = items[index % items.length]!;
  const ref = useFitText<HTMLDivElement>(item, 0.45, 0.05, {
    readable: true,
    levels: 1,
    onFits: (fits) => {
      if (fits) {
        setMisfits(0);
        onFits(true);
      } else if (misfits + 1 < items.length) {
        setMisfits(misfits + 1);
        setIndex((value) => (value + 1) % items.length);
      } else onFits(false);
    },
  });
  const { t } = usePublicLocale();
  return (
    <section className={styles.hadithBlock} data-testid="hadith-reminder">
      <h2 className={dashboard.panelTitle}>{t(item.title === 'Hadees' ? 'reminders.hadith' : 'reminders.reminder')}</h2>
      <div ref={ref} className={styles.fit}>
        <p className={styles.hadithText} dir="auto">
          {item.text}
        </p>
        {item.reference && (
          <p className={styles.reference} dir="auto" data-fit-optional>
            {item.reference}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The size of the panel's room for its boxes: a box left out for want of room is tried again when it
 * changes (a Ramadan card comes or goes, the screen turns). The room fills what the panel leaves, whatever
 * the boxes hold, so leaving one out never changes it.
 */
function useRoomKey<T extends HTMLElement>(): [RefObject<T | null>, string] {
  const ref = useRef<T>(null);
  const [key, setKey] = useState('');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setKey(`${element.clientWidth}x${element.clientHeight}`);
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, key];
}

/**
 * The verse and the sayings share the panel. A box never shows empty (docs/hall-screen.md, "Text that
 * fits"): one whose text fits in none of its forms is left out, and the other takes the whole panel.
 */
function ReminderBoxes({ rod, sayings }: { rod: DashboardData['reminders']['rod']; sayings: ReadonlyArray<Saying> }) {
  const [quranFits, setQuranFits] = useState(true);
  const [sayingsFit, setSayingsFit] = useState(true);
  const showQuran = rod !== null && (quranFits || sayings.length === 0 || !sayingsFit);
  const showSayings = sayings.length > 0 && (sayingsFit || !showQuran);
  // Neither fits even alone: no box at all rather than an empty one.
  if (!quranFits && !sayingsFit) return null;
  return (
    <>
      {showQuran && <QuranReminder rod={rod} onFits={setQuranFits} />}
      {showSayings && <HadithReminder items={sayings} onFits={setSayingsFit} />}
    </>
  );
}

/** Memoised: the dashboard renders every second for its clock; reminders change only with their data. */
export const RemindersPanel = memo(function RemindersPanel({ reminders }: { reminders: DashboardData['reminders'] }) {
  const sayings: Saying[] = useMemo(
    () => [
      ...(reminders.hod
        ? [{ title: 'Hadees' as const, text: reminders.hod.text, reference: reminders.hod.reference }]
        : []),
      ...reminders.custom.map((reminder) => ({
        title: 'Reminder' as const,
        text: reminder.text,
        reference: reminder.reference,
      })),
    ],
    [reminders],
  );
  const [room, roomKey] = useRoomKey<HTMLDivElement>();
  const { t } = usePublicLocale();
  return (
    <div className={styles.reminders} ref={room} data-testid="reminders">
      <ReminderBoxes key={roomKey} rod={reminders.rod} sayings={sayings} />
      {!reminders.rod && sayings.length === 0 && (
        <p className={dashboard.message} data-testid="no-reminders">
          {t('reminders.none')}
        </p>
      )}
    </div>
  );
});
