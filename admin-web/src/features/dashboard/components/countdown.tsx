import { PRAYER_LABELS, type ScheduleState } from '../../../../../core/src/dashboard/prayer-schedule.js';
import { formatCountdown, formatTime12 } from '../../../../../core/src/time/display-format.js';
import * as styles from '../dashboard.css.js';

/**
 * The countdown a hall looks at: the next iqama when one is coming (often of the prayer whose azan has
 * just been called), and the next azan.
 */
const remaining = (at: number, now: number) => formatCountdown(at - now);

export function Countdown({ schedule, now }: { schedule: ScheduleState; now: number }) {
  const { nextAzan, nextIqama } = schedule;
  if (!nextAzan && !nextIqama) return null;
  const iqamaFirst = nextIqama && (!nextAzan || nextIqama.at < nextAzan.at);
  const iqamaText = nextIqama && `${PRAYER_LABELS[nextIqama.prayer]} iqama in ${remaining(nextIqama.at, now)}`;
  const azanText = nextAzan && `${PRAYER_LABELS[nextAzan.prayer]} azan in ${remaining(nextAzan.at, now)}`;
  return (
    <div className={styles.countdown} data-testid="countdown" aria-live="off">
      <p className={styles.countdownMain}>{iqamaFirst ? iqamaText : azanText}</p>
      <p className={styles.countdownSub}>
        {iqamaFirst
          ? nextAzan && `${azanText} · ${formatTime12(nextAzan.time)}`
          : nextIqama && `${PRAYER_LABELS[nextIqama.prayer]} iqama ${formatTime12(nextIqama.time)} · in ${remaining(nextIqama.at, now)}`}
      </p>
    </div>
  );
}
