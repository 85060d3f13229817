import type { QuranPassage } from '@core/content/reminder.types.js';
import type { DashboardAdhkar } from '@core/dashboard/adhkar/adhkar-view.js';
import type { Phase, PhaseSlot } from '@core/dashboard/phases/phase-at.js';
import type { PhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { PRAYER_LABELS } from '@core/dashboard/prayer-schedule.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { formatCountdown, formatElapsed } from '@core/time/display-format.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { useFitText } from '../hooks/use-fit-text.js';
import * as styles from './phase-cards.css.js';
import { AdhkarCard } from './adhkar-card.js';

/** The last minute before iqama stands out (docs/phases.md). */
const LAST_MINUTE_MS = 60_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the masjid's clock reads it, 'h:mm am'; in the page's language when given one. */
export function clockTime(zone: string, instant: number, seconds = false, locale?: PublicLocale): string {
  const time = zonedNow(zone, instant);
  if (locale && locale.language !== 'en') {
    const parts = locale.format.timeParts(`${pad(time.hour)}:${pad(time.minute)}`);
    const digits = `${parts.time}${seconds ? locale.format.digits(`:${pad(time.second)}`) : ''}`;
    if (!parts.meridiem) return digits;
    return locale.format.meridiemFirst ? `${parts.meridiem} ${digits}` : `${digits} ${parts.meridiem}`;
  }
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour}:${pad(time.minute)}${seconds ? `:${pad(time.second)}` : ''} ${time.hour < 12 ? 'am' : 'pm'}`;
}

export function slotName(slot: PhaseSlot, locale?: PublicLocale): string {
  if (slot.prayer === 'eid') {
    const name = locale
      ? locale.t(slot.eid === 'adha' ? 'term.eidAdha' : 'term.eidFitr')
      : slot.eid === 'adha'
        ? 'Eid al-Adha'
        : 'Eid al-Fitr';
    return slot.session && slot.session > 1 && locale
      ? locale.t('phase.session', { prayer: name, session: slot.session })
      : name;
  }
  if (locale && locale.language !== 'en') {
    const name = locale.prayer(slot.prayer);
    return slot.prayer === 'jumuah' && slot.session && slot.session > 1
      ? locale.t('phase.session', { prayer: name, session: slot.session })
      : name;
  }
  if (slot.prayer !== 'jumuah') return PRAYER_LABELS[slot.prayer];
  return slot.session && slot.session > 1 ? `Jumu'ah ${slot.session}` : "Jumu'ah";
}

interface OverlayProps {
  phase: Phase;
  settings: PhaseSettings;
  zone: string;
  now: number;
  ayatAlKursi: QuranPassage | null | undefined;
  /** Absent in a copy cached before adhkar existed: the card then shows Ayat al-Kursi and the texts together. */
  adhkar?: DashboardAdhkar | undefined;
}

/**
 * The full-screen card of the phase the prayer hall is in, over the dashboard; nothing before the azan (the
 * dashboard itself counts down to it). `data-phase` says which phase is shown, for people and tests alike.
 */
export function PhaseOverlay({ phase, settings, zone, now, ayatAlKursi, adhkar }: OverlayProps) {
  const slot = phase.slot;
  if (phase.kind === 'before-azan' || !slot) return <span hidden data-testid="phase" data-phase="before-azan" />;
  switch (phase.kind) {
    case 'azan':
      return slot.prayer === 'eid' ? <EidCard slot={slot} zone={zone} /> : <AzanCard slot={slot} zone={zone} />;
    case 'until-iqama':
      return <IqamaCountdown slot={slot} zone={zone} now={now} />;
    case 'prayer':
      return <PrayerBlackout slot={slot} zone={zone} now={now} withClock={phase.mode === 'clock'} />;
    case 'after-prayer':
      return adhkar ? (
        <AdhkarCard
          phase={phase}
          slot={slot}
          title={<AfterTitle slot={slot} />}
          adhkar={adhkar}
          texts={settings.afterPrayerTexts}
          now={now}
        />
      ) : (
        <AfterPrayerCard slot={slot} ayatAlKursi={ayatAlKursi} texts={settings.afterPrayerTexts} />
      );
  }
}

function AzanCard({ slot, zone }: { slot: PhaseSlot; zone: string }) {
  const isJumuah = slot.prayer === 'jumuah';
  const locale = usePublicLocale();
  // English keeps its words exactly (docs/phases.md); other languages take the glossary's (docs/languages.md).
  const english = locale.language === 'en';
  const azan = english ? 'Azan' : locale.t('term.azan');
  const then = english ? (isJumuah ? 'Khutbah' : 'Iqama') : locale.t(isJumuah ? 'term.khutbah' : 'term.iqama');
  return (
    <section
      className={`${styles.overlay} ${styles.tone.brand}`}
      data-testid="phase"
      data-phase="azan"
      aria-label={azan}
    >
      <p className={styles.kicker}>{azan}</p>
      <h2 className={styles.prayerName}>{slotName(slot, locale)}</h2>
      <p className={styles.detail}>
        <bdi>{clockTime(zone, slot.azanAt, false, locale)}</bdi>
      </p>
      {slot.iqamaAt > slot.azanAt && (
        <p className={styles.detail}>
          {then} <bdi>{clockTime(zone, slot.iqamaAt, false, locale)}</bdi>
        </p>
      )}
    </section>
  );
}

/** The Eid card before the countdown to an Eid salah (docs/phases.md, "Eid"): the Eid's name and its salah time. */
function EidCard({ slot, zone }: { slot: PhaseSlot; zone: string }) {
  const locale = usePublicLocale();
  const name = slotName(slot, locale);
  return (
    <section
      className={`${styles.overlay} ${styles.tone.brand}`}
      data-testid="phase"
      data-phase="eid-card"
      aria-label={name}
    >
      <p className={styles.kicker}>{locale.t('phase.eidMubarak')}</p>
      <h2 className={styles.prayerName}>{name}</h2>
      <p className={styles.detail}>
        {locale.t('term.salah')} <bdi>{clockTime(zone, slot.iqamaAt, false, locale)}</bdi>
      </p>
    </section>
  );
}

function IqamaCountdown({ slot, zone, now }: { slot: PhaseSlot; zone: string; now: number }) {
  const remaining = slot.iqamaAt - now;
  const last = remaining <= LAST_MINUTE_MS;
  const locale = usePublicLocale();
  const english = locale.language === 'en';
  const what =
    slot.prayer === 'eid'
      ? english
        ? 'salah'
        : locale.t('term.salah')
      : english
        ? slot.prayer === 'jumuah'
          ? 'khutbah'
          : 'iqama'
        : slot.prayer === 'jumuah'
          ? locale.khutbahWord
          : locale.iqamaWord;
  const title = english
    ? `${slotName(slot)} ${what} in`
    : locale.t('phase.kickerIn', {
        what: locale.t('countdown.target', { prayer: slotName(slot, locale), word: what }),
      });
  return (
    <section
      className={`${styles.overlay} ${styles.tone.page} ${last ? styles.lastMinuteCard : ''}`}
      data-testid="phase"
      data-phase="until-iqama"
      data-last-minute={last || undefined}
      aria-label={english ? `${slotName(slot)} ${what} countdown` : title}
    >
      <p className={styles.kicker}>{title}</p>
      <div className={styles.countdownRow}>
        {/* mm:ss reads left to right in every language: on a right-to-left page the colon would otherwise
            jump to the far side of the minutes (":10" over "00") when a portrait screen stacks them. */}
        <p
          className={`${styles.countdown} ${last ? styles.lastMinute : ''}`}
          data-testid="iqama-countdown"
          role="timer"
          dir="ltr"
        >
          <CountdownDigits text={locale.format.digits(formatCountdown(remaining))} />
        </p>
        <div className={styles.timeOfDay} data-testid="time-of-day">
          <span className={styles.timeOfDayLabel}>{english ? 'Now' : locale.t('phase.now')}</span>
          <span>
            <bdi>{clockTime(zone, now, true, locale)}</bdi>
          </span>
          <span className={styles.timeOfDayLabel}>
            {what} <bdi>{clockTime(zone, slot.iqamaAt, false, locale)}</bdi>
          </span>
        </div>
      </div>
    </section>
  );
}

/** 'mm:ss' as two parts (minutes with the colon, seconds), so a portrait screen can stack them; reads as one text. */
function CountdownDigits({ text }: { text: string }) {
  const split = text.lastIndexOf(':') + 1;
  return (
    <>
      <span data-part="minutes">
        <bdi dir="ltr">{text.slice(0, split)}</bdi>
      </span>
      <span data-part="seconds">
        <bdi dir="ltr">{text.slice(split)}</bdi>
      </span>
    </>
  );
}

function PrayerBlackout({
  slot,
  zone,
  now,
  withClock,
}: {
  slot: PhaseSlot;
  zone: string;
  now: number;
  withClock: boolean;
}) {
  const locale = usePublicLocale();
  const english = locale.language === 'en';
  const since =
    slot.prayer === 'eid'
      ? locale.t('phase.since', { word: english ? 'salah' : locale.t('term.salah') })
      : english
        ? slot.prayer === 'jumuah'
          ? 'since khutbah'
          : 'since iqama'
        : locale.t('phase.since', { word: slot.prayer === 'jumuah' ? locale.khutbahWord : locale.iqamaWord });
  return (
    <section
      className={`${styles.overlay} ${styles.tone.black}`}
      data-testid="phase"
      data-phase="prayer"
      data-mode={withClock ? 'clock' : 'black'}
      aria-label={`${slotName(slot)} prayer`}
    >
      {withClock && (
        <div className={styles.smallClock} data-testid="blackout-clock">
          <span>
            <bdi>{clockTime(zone, now, false, locale)}</bdi>
          </span>
          <span className={styles.smallClockSince}>
            {since} <bdi>{locale.format.digits(formatElapsed(now - slot.iqamaAt))}</bdi>
          </span>
        </div>
      )}
    </section>
  );
}

/** 'After Asr': the masjid's word in English, the glossary's in other languages. */
function AfterTitle({ slot }: { slot: PhaseSlot }) {
  const locale = usePublicLocale();
  return locale.language === 'en'
    ? `After ${slotName(slot)}`
    : locale.t('phase.after', { prayer: slotName(slot, locale) });
}

function AfterPrayerCard({
  slot,
  ayatAlKursi,
  texts,
}: {
  slot: PhaseSlot;
  ayatAlKursi: QuranPassage | null | undefined;
  texts: readonly string[];
}) {
  const fit = useFitText<HTMLDivElement>(`${ayatAlKursi?.reference}|${texts.join('|')}`, 0.5);
  const locale = usePublicLocale();
  const english = locale.language === 'en';
  return (
    <section
      className={`${styles.overlay} ${styles.tone.page} ${styles.afterPrayer}`}
      data-testid="phase"
      data-phase="after-prayer"
      aria-label={locale.t('phase.afterPrayer')}
    >
      <p className={styles.afterTitle}>
        {english ? `After ${slotName(slot)}` : locale.t('phase.after', { prayer: slotName(slot, locale) })}
      </p>
      <div className={styles.afterBody}>
        <div className={styles.afterFit} ref={fit}>
          {ayatAlKursi && (
            <>
              <p className={styles.arabic} lang="ar" dir="rtl" data-testid="ayat-al-kursi">
                {ayatAlKursi.ayaDetail.ayas.map((aya) => aya.lineString).join(' ')}
              </p>
              <p className={styles.translation} lang="en" dir="ltr">
                {ayatAlKursi.ayaDetail.translations.map((aya) => aya.lineString).join(' ')}
              </p>
              <p className={styles.reference}>
                {english ? 'Ayat al-Kursi' : locale.t('phase.ayatAlKursi')} · {ayatAlKursi.reference} ·{' '}
                {ayatAlKursi.translationName}
              </p>
            </>
          )}
          {texts.length > 0 && (
            <ul className={styles.ownTexts} data-testid="after-prayer-texts">
              {texts.map((text, index) => (
                <li key={index} className={styles.ownText} dir="auto">
                  {text}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/** The small mark of a `?at=` preview, over everything, so a preview is never taken for the live screen. */
export function PreviewMark({ at }: { at: string }) {
  const { t, format } = usePublicLocale();
  return (
    <span className={styles.previewMark} data-testid="preview-mark" data-at={at}>
      {t('phase.preview')} · <bdi>{format.digits(at.replace('T', ' '))}</bdi>
    </span>
  );
}
