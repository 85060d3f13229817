import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { clockCorrectionMs } from '@core/dashboard/clock-offset.js';
import { countdownTargets, type CountdownTarget } from '@core/dashboard/phases/friday-countdown.js';
import { phaseSlots } from '@core/dashboard/phases/phase-slots.js';
import { scheduleAt } from '@core/dashboard/prayer-schedule.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { formatCountdown } from '@core/time/display-format.js';
import { MasjidLocale, usePublicLocale } from '../../lib/i18n/public-locale.js';
import { defaultDashboardSource } from '../dashboard/api/dashboard-source.js';
import { useDashboardData, type DashboardState } from '../dashboard/hooks/use-dashboard-data.js';
import { useNow } from '../dashboard/hooks/use-now.js';
import { eidPrayersOf, useFridaySessions, usePhaseSettings } from '../dashboard/phases/use-screen-phase.js';
import { useSoundPlayer } from '../dashboard/sound/use-sound-player.js';
import { audioAllowed } from '../sound/tone-sound.js';
import { useFollowingApp } from './following-app.js';
import * as styles from './following.css.js';
import { FOLLOWING_PATH } from './paths.js';
import { VisitorLocale } from './visitor-locale.js';

/** Today and tomorrow, as the web dashboard loads: enough for the next prayer after Isha. */
const HOME_DAYS = 2;

/**
 * /following/{masjid}/home (docs/outside-the-hall.md, "Home mode"): a home tablet's or a browser tab's
 * view of one masjid, its next prayer large with a countdown, playing the masjid's adhan at the azan with
 * its own sound profile through the hall screen's player (docs/sound.md), after one tap where the browser
 * asks for it. Its data is the public dashboard answer with the dashboard's offline copy.
 */
export function HomeModePage() {
  const { companyUrl = '' } = useParams();
  const source = useMemo(() => defaultDashboardSource(), []);
  const state = useDashboardData(source, companyUrl, HOME_DAYS);
  useFollowingApp();
  if (state.status !== 'ready') {
    return (
      <VisitorLocale>
        <HomeWaiting failed={state.status === 'unavailable'} />
      </VisitorLocale>
    );
  }
  const { data } = state.load;
  return (
    <MasjidLocale
      configurations={data.customConfigurations}
      country={data.company.address?.country}
      loading={<div className={styles.home} />}
    >
      <HomeMode state={state} companyUrl={companyUrl} />
    </MasjidLocale>
  );
}

/**
 * Whether the browser lets the page sound yet, asked at once and again at each tap or key: a home tablet
 * is tapped once when it is set up, not after its first adhan was refused (the hall screen learns it from
 * its first sound). The player itself is the hall screen's, untouched.
 */
function useSoundAllowed(): boolean | null {
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => {
    let stopped = false;
    const check = () => void audioAllowed().then((ok) => !stopped && setAllowed(ok));
    check();
    window.addEventListener('pointerdown', check);
    window.addEventListener('keydown', check);
    return () => {
      stopped = true;
      window.removeEventListener('pointerdown', check);
      window.removeEventListener('keydown', check);
    };
  }, []);
  return allowed;
}

function HomeWaiting({ failed }: { failed: boolean }) {
  const { t } = usePublicLocale();
  return (
    <main className={styles.home} data-testid="home-mode">
      <p className={styles.homeTimes} role="status">
        {failed ? t('nearMe.noTimes') : t('page.loading')}
      </p>
      <a href={FOLLOWING_PATH}>{t('follow.title')}</a>
    </main>
  );
}

function HomeMode({ state, companyUrl }: { state: Extract<DashboardState, { status: 'ready' }>; companyUrl: string }) {
  const { data } = state.load;
  const locale = usePublicLocale();
  const { t, format } = locale;
  // The screen's clock, corrected by the server's (docs/prayer-table.md), as on the hall screen.
  const clockCorrection = clockCorrectionMs(data.serverTime, state.receivedAt);
  const now = useNow() + clockCorrection;
  const zone = data.timezoneId;
  const fridaySessions = useFridaySessions(data);
  const phaseSettings = usePhaseSettings(data);
  const eidPrayers = useMemo(() => eidPrayersOf(data), [data]);
  // The hall screen's own player: the masjid's profile, sounds and volume (docs/sound.md, "On the screen").
  const sound = useSoundPlayer({
    data,
    companyUrl,
    now,
    clockCorrection,
    preview: false,
    fridaySessions,
    phaseSettings,
    eidPrayers,
  });
  const allowed = useSoundAllowed();
  const schedule = scheduleAt(data.days, zone, now);
  const slots = phaseSlots(data.days, zone, now, fridaySessions, { settings: phaseSettings, eidPrayers });
  const { azan, iqama } = countdownTargets(schedule, slots, zone, now, data.days);
  // Large: whichever comes first, the next azan or an iqama still ahead (often of the prayer just called).
  const [first, second] = iqama && (!azan || iqama.at < azan.at) ? [iqama, azan] : [azan, iqama];
  const clock = zonedNow(zone, now);
  const clockTime = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;

  useEffect(() => {
    document.title = `${data.company.name} · ${t('follow.homeMode')}`;
  }, [data.company.name, t]);

  const isolate = (text: string) => (locale.dir === 'rtl' ? `\u2068${text}\u2069` : text);
  const remaining = (at: number) => isolate(format.digits(formatCountdown(at - now)));
  const name = (target: CountdownTarget) =>
    t('countdown.target', {
      prayer: locale.prayer(target.prayer === 'eid' ? 'dhuhr' : target.prayer),
      word:
        target.kind === 'khutbah' ? locale.khutbahWord : target.kind === 'iqama' ? locale.iqamaWord : locale.azanWord,
    });
  return (
    <main className={styles.home} data-testid="home-mode">
      {(sound.blocked || allowed === false) && (
        <p className={styles.tapLine} data-testid="sound-blocked" role="status">
          {t('sound.tapToAllow')}
        </p>
      )}
      <h1 className={styles.homeName}>
        <bdi>{data.company.name}</bdi>
      </h1>
      <p className={styles.homeClock} data-testid="home-clock">
        {format.time(clockTime)}
      </p>
      {first && (
        <>
          <p className={styles.homePrayer} data-testid="home-next" data-prayer={first.prayer} data-kind={first.kind}>
            {name(first)} {isolate(format.time(first.time))}
          </p>
          <p className={styles.homeCountdown} data-testid="home-countdown" aria-live="off">
            {t('follow.in', { remaining: remaining(first.at) })}
          </p>
        </>
      )}
      {second && (
        <p className={styles.homeTimes} data-testid="home-then">
          {t('countdown.atIn', {
            what: name(second),
            time: isolate(format.time(second.time)),
            remaining: remaining(second.at),
          })}
        </p>
      )}
      <a href={FOLLOWING_PATH}>{t('follow.title')}</a>
    </main>
  );
}
