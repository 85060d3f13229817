import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import * as styles from '../dashboard.css.js';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The digital clock in the page's language: its 12- or 24-hour custom, its am/pm word and its digits
 * (docs/languages.md#dates-times-and-digits). The seconds follow the minutes whichever way the page reads.
 */
export function LocalDigitalClock({ hour, minute, second }: { hour: number; minute: number; second: number }) {
  const { t, format } = usePublicLocale();
  const { time, meridiem } = format.timeParts(`${pad(hour)}:${pad(minute)}`);
  return (
    <p className={styles.digitalClock} role="timer" aria-label={t('dashboard.time')}>
      {/* The am/pm word where the language puts it: 'ÖÖ 5:55' in Turkish, '5:55 am' in English. */}
      {meridiem && format.meridiemFirst && <span className={styles.digitalMeridiem}>{meridiem} </span>}
      <bdi>
        {time}
        <span className={styles.digitalSeconds}>{format.digits(`:${pad(second)}`)}</span>
      </bdi>
      {meridiem && !format.meridiemFirst && <span className={styles.digitalMeridiem}>{meridiem}</span>}
    </p>
  );
}
