import { useEffect, useMemo } from 'react';
import { configurationValue, DASHBOARD_THEMES, type DashboardTheme } from '../../../../core/src/configuration/definitions.js';
import { DASHBOARD_DEFAULT_DAYS, type DashboardSource } from '../../../../core/src/dashboard/dashboard-data.js';
import { isClockWrong, isOutOfDate, maxOfflineDays } from '../../../../core/src/dashboard/freshness.js';
import { scheduleAt } from '../../../../core/src/dashboard/prayer-schedule.js';
import { buildSlides } from '../../../../core/src/dashboard/slides.js';
import { DashboardLoadError } from './api/dashboard-source.js';
import { Countdown } from './components/countdown.js';
import { DashboardClock } from './components/dashboard-clock.js';
import { PrayerTable } from './components/prayer-table.js';
import { RemindersPanel } from './components/reminders-panel.js';
import { Slideshow } from './components/slideshow.js';
import { THEME_CLASS } from './dashboard-theme.css.js';
import * as styles from './dashboard.css.js';
import { useDashboardData, type DashboardState } from './hooks/use-dashboard-data.js';
import { useHealthReload } from './hooks/use-health-reload.js';
import { useNow } from './hooks/use-now.js';

export interface DashboardAppProps {
  companyUrl: string;
  source: DashboardSource;
  /** Days of timetable to load: 2 on the web (today and tomorrow, for midnight); the desktop asks for 366. */
  days?: number;
  /** Reload the page every 30 minutes when the health check answers Ok (the desktop app does it itself). */
  reloadOnHealth?: boolean;
  /** The masjid cannot be shown (unknown or not public). The web goes to the home page. */
  onUnavailable?: () => void;
}

export const DEFAULT_TITLE = 'Minaret';
const NOT_SETUP = 'Prayer time not setup. Please contact dashboard admin.';
/** Offline, the saved copy has no day for today (an outage longer than the saved days): not the admin's doing. */
const NO_TIMES_TODAY = 'No prayer times saved for today. Connect this screen to the network to load them.';

const goHome = () => window.location.assign('/');

function themeOf(value: string): DashboardTheme {
  return (DASHBOARD_THEMES as readonly string[]).includes(value) ? (value as DashboardTheme) : 'light';
}

/**
 * The public dashboard of one masjid, independent of the router so the desktop app can mount it with its
 * own data source. All of its data comes through `source`.
 */
export function DashboardApp({ companyUrl, source, days = DASHBOARD_DEFAULT_DAYS, reloadOnHealth = true, onUnavailable = goHome }: DashboardAppProps) {
  const state = useDashboardData(source, companyUrl, days);
  useHealthReload(source, reloadOnHealth);
  const notFound = state.status === 'unavailable' && state.error instanceof DashboardLoadError && state.error.status >= 400 && state.error.status < 500;

  useEffect(() => {
    if (notFound) onUnavailable();
  }, [notFound, onUnavailable]);

  if (state.status === 'ready') return <Dashboard state={state} />;
  return (
    <div className={`${THEME_CLASS.light} ${styles.fullScreenMessage}`} role="status">
      {state.status === 'loading' || notFound ? 'Loading...' : 'Cannot reach the server. Trying again…'}
    </div>
  );
}

function Dashboard({ state }: { state: Extract<DashboardState, { status: 'ready' }> }) {
  const { data, offline, fetchedAt } = state.load;
  const now = useNow();
  const zone = data.timezoneId;
  const schedule = scheduleAt(data.days, zone, now);
  const configurations = data.customConfigurations;
  const slides = useMemo(() => buildSlides(data.centralControl, schedule.date), [data.centralControl, schedule.date]);
  const title = data.company.name || DEFAULT_TITLE;
  const address = [data.company.address.street, data.company.address.city, [data.company.address.state, data.company.address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const website = /^https?:\/\//i.test(data.company.website ?? '') ? data.company.website : undefined;

  useEffect(() => {
    document.title = data.company.name ? `${data.company.name} · ${DEFAULT_TITLE}` : DEFAULT_TITLE;
  }, [data.company.name]);

  // Also for an offline copy: the desktop app sets its serverTime from its own estimate of the server clock.
  const clockWrong = isClockWrong(data.serverTime, state.receivedAt);
  const outOfDate = isOutOfDate(fetchedAt, now, maxOfflineDays(configurations));
  const theme = themeOf(configurationValue(configurations, 'dashboard_theme'));

  return (
    <div className={`${THEME_CLASS[theme]} ${styles.root}`} data-testid="dashboard" data-theme={theme}>
      <header className={styles.header}>
        <DashboardClock zone={zone} now={now} type={configurationValue(configurations, 'clock_type')} />
        <div className={styles.identity}>
          <h1 className={styles.name} data-testid="masjid-name">
            {website ? <a href={website}>{title}</a> : title}
          </h1>
          <p className={styles.address}>{address || '-'}</p>
        </div>
        {schedule.today && <Countdown schedule={schedule} now={now} />}
      </header>

      <main className={slides.length ? styles.body.withSlides : styles.body.withoutSlides}>
        <section className={`${styles.panel} ${styles.timesPanel}`} aria-label="Today's salah times">
          {schedule.today ? (
            <PrayerTable
              schedule={{ ...schedule, today: schedule.today }}
              jumahPrayer={configurationValue(configurations, 'jumah_prayer')}
              jummahs={data.centralControl.jummahs}
            />
          ) : (
            <p className={styles.message} data-testid="not-setup">
              {offline || state.stale ? NO_TIMES_TODAY : NOT_SETUP}
            </p>
          )}
        </section>
        {slides.length > 0 && (
          <section className={styles.panel} aria-label="Masjid news">
            <Slideshow slides={slides} />
          </section>
        )}
        <section className={styles.panel} aria-label="Reminders">
          <RemindersPanel reminders={data.reminders} />
        </section>
      </main>

      <div className={styles.notices} data-testid="notices">
        {clockWrong && (
          <span className={styles.warning} role="alert">
            Clock is wrong
          </span>
        )}
        {outOfDate && (
          <span className={styles.warning} role="alert">
            Times may be out of date
          </span>
        )}
        {(offline || state.stale) && (
          <span className={styles.offlineMark} data-testid="offline-mark" title="Showing the last saved copy">
            Offline
          </span>
        )}
      </div>
    </div>
  );
}
