import type { Jummah } from '@core/content/central-control.types.js';
import { comingFriday, isFriday, sessionsOfFriday, type FridaySession } from '@core/occasions/jumuah-sessions.js';
import type { JumuahSession } from '@core/occasions/occasions.types.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { PrayerName } from './prayer-name.js';
import * as tableStyles from '../dashboard.css.js';
import * as styles from './occasion-cards.css.js';

interface Props {
  /** The day the table shows. */
  date: string;
  sessions: readonly JumuahSession[];
  jummahs: readonly Jummah[];
}

/**
 * The table's Jum'ah row when the masjid has sessions: every session of the coming Friday (today on a
 * Friday) with its times, language and khateeb (docs/jumuah-eid-ramadan.md), in the glossary's words as
 * the calendar's Friday lines say them.
 */
export function JumuahSessionsRow({ date, sessions, jummahs }: Props) {
  const locale = usePublicLocale();
  const { t, format } = locale;
  const friday = comingFriday(date);
  const today = isFriday(date);
  const lines = sessionsOfFriday(friday, sessions, jummahs);
  return (
    <tr data-prayer="jumah" data-friday={today ? 'today' : 'coming'}>
      <td>
        <PrayerName name="jumuah" />
      </td>
      <td colSpan={3} className={tableStyles.jummahCell}>
        {!today && <span className={styles.fridayNote}>{t('jumuah.friday', { date: format.shortDate(friday) })}</span>}
        {/* Smaller than the times, large enough for the back row (docs/hall-screen.md). */}
        <SessionLines lines={lines} className={tableStyles.fridaySessions} />
      </td>
    </tr>
  );
}

/** One line per session: 'Khutbah 12:30 pm · Salah 1:00 pm · English · Imam Ali', numbered when there are several. */
export function SessionLines({ lines, className }: { lines: readonly FridaySession[]; className: string }) {
  const locale = usePublicLocale();
  const { format } = locale;
  return (
    <ul className={`${styles.sessionList} ${className}`}>
      {lines.map((session) => (
        <li key={session.session} className={styles.sessionLine} data-testid="jumuah-session">
          {/* Each part keeps together, so a long line wraps between parts, not inside a time or a name. */}
          <span className={styles.sessionPart}>
            {lines.length > 1 && `${format.digits(String(session.session))}. `}
            {locale.fridayWords.khutbah} <bdi className={styles.sessionTimes}>{format.time(session.khutbah)}</bdi>
          </span>
          {session.salahGiven && (
            <span className={styles.sessionPart}>
              {` · ${locale.fridayWords.salah} `}
              <bdi className={styles.sessionTimes}>{format.time(session.salah)}</bdi>
            </span>
          )}
          {session.language && <span className={styles.sessionPart} data-fit-optional>{` · ${session.language}`}</span>}
          {session.khateeb && <span className={styles.sessionPart} data-fit-optional>{` · ${session.khateeb}`}</span>}
        </li>
      ))}
    </ul>
  );
}
