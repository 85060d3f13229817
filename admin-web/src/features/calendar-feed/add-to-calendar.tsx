import { useId, useState } from 'react';
import {
  FEED_PRAYERS,
  FEED_TIMES,
  feedLinks,
  feedQueryString,
  type FeedPrayer,
  type FeedTime,
} from '@core/calendar-feed/feed-links.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import * as styles from './add-to-calendar.css.js';
import { usePublicLocale } from '../../lib/i18n/public-locale.js';

/** English keeps its fixed labels; another language takes the glossary's words (docs/languages.md#glossary). */
const PRAYER_LABELS: Record<FeedPrayer, string> = {
  fajr: 'Fajr',
  sunrise: 'Sunrise',
  dhuhr: "Dhuhr / Jumu'ah",
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
};
const TIME_LABELS: Record<FeedTime, string> = { azan: 'Azan', iqama: 'Iqama' };
const REMINDERS = [0, 5, 10, 15, 30];

function prayerLabel(locale: PublicLocale, prayer: FeedPrayer): string {
  if (locale.language === 'en') return PRAYER_LABELS[prayer];
  return prayer === 'dhuhr'
    ? locale.t('feed.dhuhrJumuah', { dhuhr: locale.prayer('dhuhr'), jumuah: locale.prayer('jumuah') })
    : locale.prayer(prayer);
}

function timeLabel(locale: PublicLocale, time: FeedTime): string {
  if (locale.language === 'en') return TIME_LABELS[time];
  return time === 'azan' ? locale.azanWord : locale.iqamaWord;
}

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list, item] : list.filter((entry) => entry !== item);
}

/**
 * "Add to my calendar": the masjid's prayer-times feed (docs/outside-the-hall.md) as a webcal subscription
 * that calendar apps keep up to date, or a one-off download, with the prayers, times and reminder chosen.
 */
export function AddToCalendar({
  companyUrl,
  className,
  group,
}: {
  companyUrl: string;
  className?: string;
  /** Panels of one group open one at a time. */ group?: string;
}) {
  const [prayers, setPrayers] = useState<FeedPrayer[]>(['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']);
  const [times, setTimes] = useState<FeedTime[]>(['azan', 'iqama']);
  const [reminder, setReminder] = useState(0);
  // The options are drawn only while open: a closed panel adds nothing to the page's layout.
  const [open, setOpen] = useState(false);
  const locale = usePublicLocale();
  const { t } = locale;
  const reminderId = useId();
  // Keep the chosen order of the feed stable whatever order the boxes were ticked in.
  const ordered = FEED_PRAYERS.filter((prayer) => prayers.includes(prayer));
  const orderedTimes = FEED_TIMES.filter((time) => times.includes(time));
  const links = feedLinks(
    window.location.origin,
    companyUrl,
    feedQueryString({ prayers: ordered, times: orderedTimes, reminder }),
  );
  const empty = ordered.length === 0 || orderedTimes.length === 0;

  return (
    <details
      name={group}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={`${styles.box} ${className ?? ''}`}
      data-testid="add-to-calendar"
    >
      <summary className={styles.summary}>{t('dashboard.addToCalendar')}</summary>
      {open && (
        <div className={styles.panel}>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('feed.prayers')}</legend>
            {FEED_PRAYERS.map((prayer) => (
              <label key={prayer}>
                <input
                  type="checkbox"
                  checked={prayers.includes(prayer)}
                  onChange={(event) => setPrayers(toggle(prayers, prayer, event.target.checked))}
                />{' '}
                {prayerLabel(locale, prayer)}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('feed.times')}</legend>
            {FEED_TIMES.map((time) => (
              <label key={time}>
                <input
                  type="checkbox"
                  checked={times.includes(time)}
                  onChange={(event) => setTimes(toggle(times, time, event.target.checked))}
                />{' '}
                {timeLabel(locale, time)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={reminderId}>
            {t('feed.reminder')}{' '}
            <select id={reminderId} value={reminder} onChange={(event) => setReminder(Number(event.target.value))}>
              {REMINDERS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes === 0 ? t('feed.none') : t('feed.minutesBefore', { count: minutes })}
                </option>
              ))}
            </select>
          </label>
          {empty ? (
            <p className={styles.hint} role="alert">
              {t('feed.chooseOne')}
            </p>
          ) : (
            <div className={styles.links}>
              <a href={links.subscribe} data-testid="feed-subscribe">
                {t('feed.subscribe')}
              </a>
              <a href={links.download} download data-testid="feed-download">
                {t('feed.download')}
              </a>
            </div>
          )}
          <p className={styles.hint}>{t('feed.hint')}</p>
        </div>
      )}
    </details>
  );
}
