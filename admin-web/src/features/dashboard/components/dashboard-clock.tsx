import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import * as styles from '../dashboard.css.js';
import { LocalDigitalClock } from './local-digital-clock.js';

interface ClockProps {
  /** The masjid's zone: the clock shows its time whatever zone the display PC is set to. */
  zone: string;
  now: number;
  /** Company configuration clock_type: '1' analog (default), '2' digital 12-hour with am/pm. */
  type: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function DashboardClock({ zone, now, type }: ClockProps) {
  const time = zonedNow(zone, now);
  const locale = usePublicLocale();
  const label =
    locale.language === 'en'
      ? `Time ${time.hour % 12 === 0 ? 12 : time.hour % 12}:${pad(time.minute)} ${time.hour < 12 ? 'am' : 'pm'}`
      : `${locale.t('dashboard.time')} ${locale.format.time(`${pad(time.hour)}:${pad(time.minute)}`)}`;
  return (
    <div
      className={styles.clock}
      data-testid="clock"
      data-time={`${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`}
    >
      {type === '2' ? (
        <DigitalClock hour={time.hour} minute={time.minute} second={time.second} />
      ) : (
        <AnalogClock {...time} label={label} />
      )}
    </div>
  );
}

function DigitalClock({ hour, minute, second }: { hour: number; minute: number; second: number }) {
  const locale = usePublicLocale();
  // Another language, or other digits: the language's own clock (docs/languages.md#dates-times-and-digits).
  if (locale.language !== 'en' || locale.format.numberingSystem !== 'latn')
    return <LocalDigitalClock hour={hour} minute={minute} second={second} />;
  return (
    <p className={styles.digitalClock} role="timer" aria-label="Time">
      {hour % 12 === 0 ? 12 : hour % 12}:{pad(minute)}
      <span className={styles.digitalSeconds}>:{pad(second)}</span>
      <span className={styles.digitalMeridiem}>{hour < 12 ? 'am' : 'pm'}</span>
    </p>
  );
}

function hand(angle: number, length: number) {
  const radians = ((angle - 90) * Math.PI) / 180;
  return { x2: 50 + length * Math.cos(radians), y2: 50 + length * Math.sin(radians) };
}

function AnalogClock({ hour, minute, second, label }: { hour: number; minute: number; second: number; label: string }) {
  const hourAngle = ((hour % 12) + minute / 60) * 30;
  const minuteAngle = (minute + second / 60) * 6;
  const secondAngle = second * 6;
  return (
    <svg className={styles.analogClock} viewBox="0 0 100 100" role="img" aria-label={label}>
      <circle cx="50" cy="50" r="47" fill="none" stroke="currentColor" strokeWidth="3" />
      {Array.from({ length: 12 }, (_, index) => {
        const outer = hand(index * 30, 43);
        const inner = hand(index * 30, index % 3 === 0 ? 34 : 38);
        return (
          <line
            key={index}
            x1={inner.x2}
            y1={inner.y2}
            x2={outer.x2}
            y2={outer.y2}
            stroke="currentColor"
            strokeWidth={index % 3 === 0 ? 3.2 : 1.6}
            strokeLinecap="round"
          />
        );
      })}
      <line x1="50" y1="50" {...hand(hourAngle, 24)} stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <line x1="50" y1="50" {...hand(minuteAngle, 35)} stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
      <line x1="50" y1="50" {...hand(secondAngle, 38)} stroke="#c9a227" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="50" cy="50" r="3" fill="#c9a227" />
    </svg>
  );
}
