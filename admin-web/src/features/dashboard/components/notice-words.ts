import type { ClassCountdown } from '@core/playlists/notice-times.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';

/**
 * A class's line of the day in the screen's language (docs/screens.md, "Notices"): "Starts in 1 h 20 min",
 * "On now", or its date and time when it is on another day.
 */
export function countdownWords(
  { t, format, timeInText }: Pick<PublicLocale, 't' | 'format' | 'timeInText'>,
  countdown: ClassCountdown,
): string {
  if (countdown.state === 'now') return t('playlist.onNow');
  if (countdown.state === 'later')
    return t('playlist.janazahWhen', { date: format.date(countdown.date), time: timeInText(countdown.time) });
  const duration =
    countdown.hours > 0
      ? t('playlist.hoursMinutes', {
          hours: countdown.hours,
          minutes: countdown.minutes,
        })
      : t('playlist.minutesOnly', { minutes: countdown.minutes });
  return t('playlist.startsIn', { duration });
}
