import { lazy, Suspense, useEffect, useState } from 'react';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import { formatCountdown } from '@core/time/display-format.js';
import { usePublicLocale } from '../../lib/i18n/public-locale.js';
import { useFollowingApp } from './following-app.js';
import { FollowButton } from './follow-button.js';
import { keepYearOf } from './follow-actions.js';
import { useFollowedMasjids, type FollowedMasjid } from './followed-masjids.js';
import * as styles from './following.css.js';
import { readKeptYear, type KeptYear } from './kept-years.js';
import { DAY_PRAYERS, followedNow, lastKeptDate, type NextPrayer } from './next-from-days.js';
import { VisitorLocale } from './visitor-locale.js';
import { onYearKept } from './year-sync.js';
import { homeModePath } from './paths.js';

const AddToCalendar = lazy(() =>
  import('../calendar-feed/add-to-calendar.js').then((module) => ({ default: module.AddToCalendar })),
);
const PrayerAlerts = lazy(() =>
  import('../prayer-alerts/prayer-alerts.js').then((module) => ({ default: module.PrayerAlerts })),
);

/** The kept years are read again (and the first months fetched again) this often while the page shows. */
const REFRESH_MS = 60_000;

/**
 * /following (docs/outside-the-hall.md, "Following"): the installable app's home. Each masjid this device
 * follows, with its next prayer and iqama and today's times, worked out here from the year of days the
 * device keeps, so it works offline; each with its prayer alerts, its calendar subscription and home mode.
 */
export function FollowingPage() {
  return (
    <VisitorLocale>
      <Following />
    </VisitorLocale>
  );
}

type Years = Record<string, KeptYear | null>;

/** Each followed masjid's kept year, read again whenever more is kept, and brought up to date each minute. */
function useKeptYears(followed: readonly FollowedMasjid[]): Years {
  const [years, setYears] = useState<Years>({});
  const urls = followed.map((entry) => entry.url).join('\n');
  useEffect(() => {
    let cancelled = false;
    const list = urls ? urls.split('\n') : [];
    const read = (url: string) =>
      readKeptYear(url).then(
        (year) => !cancelled && setYears((before) => ({ ...before, [url.toLowerCase()]: year })),
        () => !cancelled && setYears((before) => ({ ...before, [url.toLowerCase()]: null })),
      );
    const refresh = () => {
      for (const url of list) void keepYearOf(url);
    };
    list.forEach((url) => void read(url));
    refresh();
    const stop = onYearKept((url) => {
      if (list.some((entry) => entry.toLowerCase() === url)) void read(url);
    });
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => {
      cancelled = true;
      stop();
      window.clearInterval(timer);
    };
  }, [urls]);
  return years;
}

function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Following() {
  const locale = usePublicLocale();
  const { t } = locale;
  const followed = useFollowedMasjids();
  const years = useKeptYears(followed);
  const now = useSecondTick();
  const online = useOnline();
  useFollowingApp();

  useEffect(() => {
    document.title = t('follow.title');
  }, [t]);

  const nearMe = locale.language === 'en' ? '/near-me' : `/near-me?lang=${locale.language}`;
  return (
    <main className={styles.page} data-testid="following">
      <h1 className={styles.heading}>{t('follow.title')}</h1>
      <p className={styles.intro}>{t('follow.intro')}</p>
      {!online && (
        <p className={styles.note} data-testid="following-offline">
          {t('follow.offline')}
        </p>
      )}
      {followed.length === 0 && <p className={styles.note}>{t('follow.none')}</p>}
      <ul className={styles.list}>
        {followed.map((masjid) => (
          <FollowedCard key={masjid.url} masjid={masjid} year={years[masjid.url.toLowerCase()]} now={now} />
        ))}
      </ul>
      <p>
        <a className={styles.link} href={nearMe}>
          {t('follow.findMore')}
        </a>
      </p>
    </main>
  );
}

/** navigator.onLine and its events: the page says when it shows kept times only. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

function FollowedCard({
  masjid,
  year,
  now,
}: {
  masjid: FollowedMasjid;
  year: KeptYear | null | undefined;
  now: number;
}) {
  const locale = usePublicLocale();
  const { t, format } = locale;
  const current = year ? followedNow(year.days, now) : null;
  const until = year ? lastKeptDate(year.days) : null;
  const lang = locale.language === 'en' ? '' : `?lang=${locale.language}`;
  return (
    <li className={styles.card} data-testid="followed-masjid" data-url={masjid.url}>
      <div className={styles.cardHead}>
        <h2 className={styles.name}>
          <a href={`/${encodeURIComponent(masjid.url)}`}>
            <bdi>{masjid.name}</bdi>
          </a>
        </h2>
        <FollowButton url={masjid.url} name={masjid.name} />
      </div>
      {!current ? (
        <p className={styles.sub}>
          {year === undefined || (year === null && navigator.onLine) ? t('page.loading') : t('nearMe.noTimes')}
        </p>
      ) : (
        <>
          <NextLines locale={locale} next={current.next} nextIqama={current.nextIqama} now={now} />
          <table className={styles.table} data-testid="followed-today">
            <caption className={styles.sub} style={{ textAlign: 'start' }}>
              {format.longDate(current.day.date)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('table.prayer')}</th>
                <th scope="col">{locale.language === 'en' ? 'Azan' : t('term.azan')}</th>
                <th scope="col">{locale.terms.iqama}</th>
              </tr>
            </thead>
            <tbody>
              {DAY_PRAYERS.map((prayer) => {
                const times = current.day.prayers[prayer];
                const isNext = current.next.date === current.day.date && current.next.prayer === prayer;
                return (
                  <tr key={prayer} className={isNext ? styles.nextRow : undefined}>
                    <th scope="row">{locale.prayer(prayer)}</th>
                    <td>{format.time(times.azan.time)}</td>
                    <td>{times.iqama ? format.time(times.iqama.time) : '-'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
      {until && (
        <p className={styles.sub} data-testid="kept-until" data-until={until}>
          {t('follow.keptUntil', { date: format.date(until) })}
        </p>
      )}
      <div className={styles.actions}>
        <a className={styles.link} href={`${homeModePath(masjid.url)}${lang}`} data-testid="home-mode-link">
          {t('follow.homeMode')}
        </a>
        <Suspense fallback={null}>
          <PrayerAlerts companyUrl={masjid.url} group={`following-${masjid.url}`} />
          <AddToCalendar companyUrl={masjid.url} group={`following-${masjid.url}`} />
        </Suspense>
      </div>
    </li>
  );
}

/** "Next iqama: Asr 3:45 PM · in 12:03" and "Next azan: Maghrib 6:10 PM". */
function NextLines({
  locale,
  next,
  nextIqama,
  now,
}: {
  locale: PublicLocale;
  next: NextPrayer;
  nextIqama: NextPrayer | null;
  now: number;
}) {
  const { t, format } = locale;
  const isolate = (text: string) => (locale.dir === 'rtl' ? `\u2068${text}\u2069` : text);
  const inTime = (at: string) => isolate(format.digits(formatCountdown(Date.parse(at) - now)));
  return (
    <>
      <p className={styles.next} data-testid="followed-next">
        {t('nearMe.nextAzan', { word: locale.azanWord, prayer: locale.prayer(next.prayer) })}{' '}
        <strong>{format.time(next.azan.time)}</strong>
        {' · '}
        {t('follow.in', { remaining: inTime(next.azan.at) })}
      </p>
      {nextIqama?.iqama && (
        <p className={styles.next} data-testid="followed-iqama">
          {t('nearMe.nextIqama', { word: locale.iqamaWord, prayer: locale.prayer(nextIqama.prayer) })}{' '}
          <strong>{format.time(nextIqama.iqama.time)}</strong>
        </p>
      )}
    </>
  );
}
