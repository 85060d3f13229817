/**
 * The dashboard's notices in the page's language (docs/languages.md): the wrong-clock warning and the
 * offline mark with the age of the saved copy (docs/outside-the-hall.md). English reads exactly as
 * describeClockError and savedAgo write it.
 */
import type { PublicLocale } from '../i18n/public-locale.js';
import { clockError } from './clock-offset.js';
import { savedAge } from './freshness.js';

/** "Clock is wrong (ahead by 10 min): showing the server's time". */
export function clockNotice(locale: PublicLocale, correctionMs: number): string {
  const error = clockError(correctionMs);
  const amount =
    error.hours > 0
      ? locale.t('notice.hoursMinutes', { hours: error.hours, minutes: error.minutes })
      : locale.t('notice.minutes', { minutes: error.minutes });
  return locale.t(error.ahead ? 'notice.clockAhead' : 'notice.clockBehind', { amount });
}

/** "Offline · times saved 3 hours ago", or just "Offline" when the copy's time cannot be read. */
export function offlineNotice(locale: PublicLocale, fetchedAt: string, nowMs: number): string {
  const age = savedAge(fetchedAt, nowMs);
  if (!age) return locale.t('dashboard.offline');
  const ago =
    age.unit === 'now'
      ? locale.t('notice.justNow')
      : locale.t(
          age.unit === 'minute' ? 'notice.minutesAgo' : age.unit === 'hour' ? 'notice.hoursAgo' : 'notice.daysAgo',
          { count: age.count },
        );
  return locale.t('notice.offlineSaved', { ago });
}
