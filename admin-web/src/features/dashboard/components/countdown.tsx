import type { CountdownTarget } from '@core/dashboard/phases/friday-countdown.js';
import { formatCountdown } from '@core/time/display-format.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import * as styles from '../dashboard.css.js';

/**
 * The countdown a hall looks at: the next iqama when one is coming (often of the prayer whose azan has
 * just been called), and the next azan. On a Friday the noon prayer is Jumu'ah, counted to its khutbah
 * (core/src/dashboard/phases/friday-countdown.ts).
 */
interface Props {
  targets: { azan: CountdownTarget | null; iqama: CountdownTarget | null; eid?: CountdownTarget | null };
  now: number;
}

export function Countdown({ targets, now }: Props) {
  const locale = usePublicLocale();
  const { t, format } = locale;
  const { azan, iqama, eid = null } = targets;
  if (!azan && !iqama && !eid) return null;
  // The remaining time and a clock time are isolated inside a right-to-left sentence, so they keep their order.
  const isolate = (text: string) => (locale.dir === 'rtl' ? `\u2068${text}\u2069` : text);
  const remaining = (at: number) => isolate(format.digits(formatCountdown(at - now)));
  const clock = (time: string) => isolate(format.time(time));
  const name = (target: CountdownTarget) => {
    if (target.prayer === 'eid') {
      const eidName = t(target.eid === 'adha' ? 'term.eidAdha' : 'term.eidFitr');
      return t('countdown.target', { prayer: eidName, word: locale.language === 'en' ? 'salah' : t('term.salah') });
    }
    const prayer = locale.prayer(target.prayer);
    const word =
      target.kind === 'khutbah' ? locale.khutbahWord : target.kind === 'iqama' ? locale.iqamaWord : locale.azanWord;
    return t('countdown.target', { prayer, word });
  };
  const iqamaFirst = iqama && (!azan || iqama.at < azan.at);
  const iqamaText = iqama && t('countdown.in', { what: name(iqama), remaining: remaining(iqama.at) });
  const azanText = azan && t('countdown.in', { what: name(azan), remaining: remaining(azan.at) });
  if (eid) {
    // From the evening before an Eid the header counts to its salah (docs/phases.md, "Eid"); the next
    // prayer of the day stays under it.
    const first = iqamaFirst ? iqama : azan;
    return (
      <div className={styles.countdown} data-testid="countdown" data-target="eid" aria-live="off">
        <p className={styles.countdownMain}>{t('countdown.in', { what: name(eid), remaining: remaining(eid.at) })}</p>
        <p className={styles.countdownSub}>
          {first &&
            `${t('countdown.in', { what: name(first), remaining: remaining(first.at) })} · ${clock(first.time)}`}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.countdown} data-testid="countdown" aria-live="off">
      <p className={styles.countdownMain}>{iqamaFirst ? iqamaText : azanText}</p>
      <p className={styles.countdownSub}>
        {iqamaFirst
          ? azan && `${azanText} · ${clock(azan.time)}`
          : iqama &&
            t('countdown.atIn', { what: name(iqama), time: clock(iqama.time), remaining: remaining(iqama.at) })}
      </p>
    </div>
  );
}
