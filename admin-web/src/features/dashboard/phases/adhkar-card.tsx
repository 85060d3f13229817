import {
  adhkarEntries,
  adhkarStepAt,
  type AdhkarEntry,
  type DhikrLine,
} from '@core/dashboard/adhkar/adhkar-sequence.js';
import { verseTranslationFor, type DashboardAdhkar } from '@core/dashboard/adhkar/adhkar-view.js';
import type { Phase, PhaseSlot } from '@core/dashboard/phases/phase-at.js';
import type { ReactNode } from 'react';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { useFitText } from '../hooks/use-fit-text.js';
import * as cards from './phase-cards.css.js';
import * as styles from './adhkar-card.css.js';

/** Text written in the Arabic script only (with spaces and punctuation): set in the Quran's font. */
const ARABIC_SCRIPT = /^[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\s\p{P}\d]+$/u;

interface Props {
  phase: Phase;
  slot: PhaseSlot;
  /** 'After Asr', as the other after-prayer card words it. */
  title: ReactNode;
  adhkar: DashboardAdhkar;
  /** The phase settings' own after-prayer texts (docs/phases.md), the last step. */
  texts: readonly string[];
  now: number;
}

/**
 * The after-prayer card with the adhkar (docs/adhkar.md): the step of the sequence core gives for `now`,
 * one at a time, the Arabic in Amiri with the screen language's translation. Nothing when the masjid turned
 * the adhkar off and has no texts: the dashboard stays. `data-step` names the step, for people and tests.
 */
export function AdhkarCard({ phase, slot, title, adhkar, texts, now }: Props) {
  const locale = usePublicLocale();
  const entries = adhkarEntries(adhkar.settings, adhkar.ayatAlKursi !== null, texts);
  const step =
    phase.since !== null && phase.until !== null ? adhkarStepAt(entries, phase.since, phase.until, now) : null;
  // Fitted again for each step, and when a save changes the step's own text under the same index.
  const fit = useFitText<HTMLDivElement>(
    `${slot.azanAt}|${locale.language}|${JSON.stringify(step?.entry)}`,
    0.3,
    0.05,
    {
      readable: true,
    },
  );
  if (!step) return <span hidden data-testid="phase" data-phase="after-prayer" data-adhkar="none" />;
  return (
    <section
      className={`${cards.overlay} ${cards.tone.page} ${cards.afterPrayer}`}
      data-testid="phase"
      data-phase="after-prayer"
      aria-label={locale.t('phase.afterPrayer')}
    >
      <div className={styles.header}>
        <p className={cards.afterTitle}>{title}</p>
        {entries.length > 1 && (
          <p className={styles.progress} data-testid="adhkar-progress">
            {locale.t('adhkar.step', { index: step.index + 1, count: entries.length })}
          </p>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.fit} ref={fit} data-testid="adhkar-card" data-step={stepName(step.entry)}>
          <Step entry={step.entry} adhkar={adhkar} locale={locale} />
        </div>
      </div>
    </section>
  );
}

function stepName(entry: AdhkarEntry): string {
  if (entry.kind === 'dhikr') return entry.id;
  if (entry.kind === 'own') return `own-${entry.index + 1}`;
  return entry.kind;
}

function Step({ entry, adhkar, locale }: { entry: AdhkarEntry; adhkar: DashboardAdhkar; locale: PublicLocale }) {
  // An Arabic screen reads the Arabic itself: no translation under it.
  const translate = locale.language !== 'ar';
  switch (entry.kind) {
    case 'dhikr':
      return (
        <>
          {entry.lines.map((line) => (
            <Line key={line.meaning} line={line} locale={locale} translate={translate} />
          ))}
        </>
      );
    case 'ayatAlKursi': {
      const verse = adhkar.ayatAlKursi!;
      const translation = verseTranslationFor(verse, locale.language);
      const english = locale.language === 'en';
      return (
        <>
          <p className={styles.verse} lang="ar" dir="rtl" data-testid="ayat-al-kursi">
            {verse.arabic}
          </p>
          {translation && (
            <p className={styles.verseMeaning} dir="auto" data-testid="adhkar-translation">
              {translation.text}
            </p>
          )}
          <p className={styles.reference}>
            {english ? 'Ayat al-Kursi' : locale.t('phase.ayatAlKursi')} ·{' '}
            <bdi>{locale.format.digits(verse.reference)}</bdi>
            {translation && <> · {translation.name}</>}
          </p>
        </>
      );
    }
    case 'own': {
      const arabic = ARABIC_SCRIPT.test(entry.text);
      return (
        <>
          <p
            className={`${styles.own} ${arabic ? styles.ownArabic : ''}`}
            dir="auto"
            {...(arabic ? { lang: 'ar' } : {})}
            data-testid="adhkar-own"
          >
            {entry.text}
          </p>
          {entry.translation && (
            <p
              className={styles.meaning}
              dir="auto"
              data-testid="adhkar-translation"
              style={{ whiteSpace: 'pre-line' }}
            >
              {entry.translation}
            </p>
          )}
        </>
      );
    }
    case 'texts':
      return (
        <ul className={cards.ownTexts} data-testid="after-prayer-texts">
          {entry.texts.map((text, index) => (
            <li key={index} className={cards.ownText} dir="auto">
              {text}
            </li>
          ))}
        </ul>
      );
  }
}

function Line({ line, locale, translate }: { line: DhikrLine; locale: PublicLocale; translate: boolean }) {
  return (
    <div className={styles.line}>
      <div className={styles.arabicRow} dir="rtl">
        <p className={styles.arabic} lang="ar">
          {line.arabic}
        </p>
        {line.count !== null && line.count > 1 && (
          <span className={styles.count} data-testid="adhkar-count">
            <bdi dir="ltr">×{locale.format.digits(String(line.count))}</bdi>
          </span>
        )}
      </div>
      {translate && (
        <p className={styles.meaning} data-testid="adhkar-translation">
          {locale.t(line.meaning)}
        </p>
      )}
    </div>
  );
}
