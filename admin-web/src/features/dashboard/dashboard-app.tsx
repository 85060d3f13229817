import { useEffect, useMemo } from 'react';
import { addressLine } from '@core/masjid/address-line.js';
import { CurrencyProvider } from '../../components/currency-context.js';
import { configurationValue, DASHBOARD_THEMES, type DashboardTheme } from '@core/configuration/definitions.js';
import { DASHBOARD_DEFAULT_DAYS, type DashboardSource } from '@core/dashboard/dashboard-data.js';
import { clockCorrectionMs } from '@core/dashboard/clock-offset.js';
import { isOutOfDate, maxOfflineDays } from '@core/dashboard/freshness.js';
import { clockNotice, offlineNotice } from '@core/dashboard/notice-words.js';
import { EARLY_TEXTS } from '@core/i18n/early-texts.js';
import { languageSetting } from '@core/i18n/language-settings.js';
import { directionOf, parseLanguage, type Language } from '@core/i18n/languages.js';
import { countdownTargets } from '@core/dashboard/phases/friday-countdown.js';
import { phaseSlots } from '@core/dashboard/phases/phase-slots.js';
import { scheduleAt } from '@core/dashboard/prayer-schedule.js';
import { buildSlides } from '@core/dashboard/slides.js';
import { DashboardLoadError } from './api/dashboard-source.js';
import { ScreenFrame } from './hall-screen/screen-frame.js';
import { ScreenQr } from './hall-screen/screen-qr.js';
import { useHallScreen } from './hall-screen/use-hall-screen.js';
import { useSoundPlayer } from './sound/use-sound-player.js';
import { Countdown } from './components/countdown.js';
import { DashboardClock } from './components/dashboard-clock.js';
import { OccasionCards, ramadanToday } from './components/occasion-cards.js';
import { PrayerTable } from './components/prayer-table.js';
import { RemindersPanel } from './components/reminders-panel.js';
import { Slideshow } from './components/slideshow.js';
import { PlaylistSlide } from './components/playlist-slide.js';
import { playlistShowing, tickerLines } from '@core/playlists/playlist-showing.js';
import { Ticker } from './components/ticker.js';
import { displayFromQuery } from '@core/hall-screen/screen-display.js';
import { UrgentBanner } from './components/urgent-banner.js';
import { THEME_CLASS } from './dashboard-theme.css.js';
import * as styles from './dashboard.css.js';
import { useDashboardData, type DashboardState } from './hooks/use-dashboard-data.js';
import { useHealthReload } from './hooks/use-health-reload.js';
import { useNow } from './hooks/use-now.js';
import { PhaseLayer } from './phases/phase-layer.js';
import { PreviewMark } from './phases/phase-overlay.js';
import { showsPhaseCards, showsReminders } from '@core/screens/screen-roles.js';
import { isNightAt } from '@core/screens/night-schedule.js';
import { activeUrgentMessages } from '@core/urgent/active-urgent.js';
import { useCoveredByCard } from './phases/use-covered.js';
import { FitPausedContext } from './hooks/use-fit-text.js';
import { eidPrayersOf, useFridaySessions, usePhaseSettings, useScreenPhase } from './phases/use-screen-phase.js';
import { daysForPreview, previewNow } from './phases/preview-moment.js';
import { OutsideLinks } from './outside-links.js';
import { HeaderWeather } from './weather/header-weather.js';
import { languageOverride, MasjidLocale, usePublicLocale } from '../../lib/i18n/public-locale.js';

export interface DashboardAppProps {
  companyUrl: string;
  source: DashboardSource;
  /** Days of timetable to load: 2 on the web (today and tomorrow, for midnight); the desktop asks for 366. */
  days?: number;
  /** Reload the page every 30 minutes when the health check answers Ok (the desktop app does it itself). */
  reloadOnHealth?: boolean;
  /** The masjid cannot be shown (unknown or not public). The web goes to the home page. */
  onUnavailable?: () => void;
  /** `?at=` of the web dashboard: show that masjid-local moment, clock frozen (docs/phases.md). Never set by the desktop app. */
  previewAt?: string | null;
  /**
   * Told whether the screen is dark by its night schedule, at first and each time it changes: the desktop
   * app lets the display sleep while it is (docs/screens.md, "The screen's night").
   */
  onNight?: (dark: boolean) => void;
}

export const DEFAULT_TITLE = 'Minaret';

const goHome = () => window.location.assign('/');

/** A whole-screen message shown before the page's catalogs are in, in the language it will speak (docs/languages.md). */
function EarlyMessage({ language, text }: { language: Language; text: keyof (typeof EARLY_TEXTS)[Language] }) {
  return (
    <div
      className={`${THEME_CLASS.light} ${styles.fullScreenMessage}`}
      role="status"
      lang={language}
      dir={directionOf(language)}
    >
      {EARLY_TEXTS[language][text]}
    </div>
  );
}

function themeOf(value: string): DashboardTheme {
  return (DASHBOARD_THEMES as readonly string[]).includes(value) ? (value as DashboardTheme) : 'light';
}

/**
 * The public dashboard of one masjid, independent of the router so the desktop app can mount it with its
 * own data source. All of its data comes through `source`.
 */
export function DashboardApp({
  companyUrl,
  source,
  days = DASHBOARD_DEFAULT_DAYS,
  reloadOnHealth = true,
  onUnavailable = goHome,
  previewAt = null,
  onNight,
}: DashboardAppProps) {
  const state = useDashboardData(source, companyUrl, daysForPreview(previewAt, days));
  useHealthReload(source, reloadOnHealth);
  const notFound =
    state.status === 'unavailable' &&
    state.error instanceof DashboardLoadError &&
    state.error.status >= 400 &&
    state.error.status < 500;

  useEffect(() => {
    if (notFound) onUnavailable();
  }, [notFound, onUnavailable]);

  if (state.status === 'ready') {
    return (
      <ScreenFrame load={state.load}>
        {(screenLanguage) => (
          // ?lang=, else the screen's own language, else the masjid's (docs/languages.md); the desktop app shows the same.
          <MasjidLocale
            configurations={state.load.data.customConfigurations}
            screenLanguage={screenLanguage}
            country={state.load.data.company.address?.country}
            loading={
              <EarlyMessage
                language={
                  languageSetting(
                    state.load.data.customConfigurations,
                    languageOverride() ?? screenLanguage,
                    state.load.data.company.address?.country,
                  ).language
                }
                text="loading"
              />
            }
          >
            <Dashboard state={state} companyUrl={companyUrl} previewAt={previewAt} source={source} onNight={onNight} />
          </MasjidLocale>
        )}
      </ScreenFrame>
    );
  }
  // Before the masjid's data arrives only `?lang=` says which language the page will speak.
  return (
    <EarlyMessage
      language={parseLanguage(languageOverride()) ?? 'en'}
      text={state.status === 'loading' || notFound ? 'loading' : 'unreachable'}
    />
  );
}

/**
 * Amiri, the face of the Quran's verse and the adhkar (fontArabic), is declared once the dashboard has
 * been drawn: 109 KB that nothing in the first picture waits for (font-display: swap shows the system's
 * Arabic face until it is in, as on any slow network), so it no longer shares the phone's first second
 * with the times (docs/read-model.md, Lighthouse). Fitted text fits again when it arrives (useFitText).
 */
let amiri: Promise<unknown> | undefined;
function declareAmiri() {
  amiri ??= import('@fontsource/amiri/arabic-400.css').catch(() => {
    amiri = undefined;
  });
}

/** After the next frame has been painted: a timer set from within the frame's own callback. */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The desktop signage app shows the dashboard from its own files: it has no feed address to offer. Nor does
 * any paired hall screen (its data carries the screen's settings: the desktop app's and the web player's):
 * nobody takes a calendar or alerts home from a TV (docs/outside-the-hall.md).
 */
const servedOverHttp = () => /^https?:$/.test(window.location.protocol);

function Dashboard({
  state,
  companyUrl,
  previewAt,
  source,
  onNight,
}: {
  state: Extract<DashboardState, { status: 'ready' }>;
  companyUrl: string;
  previewAt: string | null;
  source: DashboardSource;
  onNight?: (dark: boolean) => void;
}) {
  const { data, offline, fetchedAt } = state.load;
  const locale = usePublicLocale();
  const { t } = locale;
  // A wrong screen clock is corrected by the server's (docs/prayer-table.md): clock, table and countdown run on it.
  // Also for an offline copy: the desktop app sets its serverTime from its own estimate of the server clock.
  const correction = clockCorrectionMs(data.serverTime, state.receivedAt);
  const live = useNow() + correction;
  const zone = data.timezoneId;
  const previewMs = previewNow(previewAt, zone);
  const now = previewMs ?? live;
  const schedule = scheduleAt(data.days, zone, now);
  const fridaySessions = useFridaySessions(data);
  const phaseSettings = usePhaseSettings(data);
  const eidPrayers = useMemo(() => eidPrayersOf(data), [data]);
  const slots = phaseSlots(data.days, zone, now, fridaySessions, { settings: phaseSettings, eidPrayers });
  // The day's sounds at their second on the corrected clock, never in a ?at= preview (docs/sound.md).
  const sound = useSoundPlayer({
    data,
    companyUrl,
    now: live,
    clockCorrection: correction,
    preview: previewMs !== null,
    fridaySessions,
    phaseSettings,
    eidPrayers,
    // A paired screen's own volume and silence (docs/sound.md, "Per screen"), handed over with the data.
    screen: state.load.screen?.sound,
    // During an urgent message only the azan and the iqama sound (docs/sound.md, "Quiet during an urgent message").
    urgent: activeUrgentMessages(data.urgentMessages, live).length > 0,
  });
  const countdown = countdownTargets(schedule, slots, zone, now, data.days);
  const configurations = data.customConfigurations;
  const slides = useMemo(() => buildSlides(data.centralControl, schedule.date), [data.centralControl, schedule.date]);
  const title = data.company.name || DEFAULT_TITLE;
  const address = addressLine(data.company.address);
  const website = /^https?:\/\//i.test(data.company.website ?? '') ? data.company.website : undefined;

  useEffect(() => {
    document.title = data.company.name ? `${data.company.name} · ${DEFAULT_TITLE}` : DEFAULT_TITLE;
  }, [data.company.name]);
  useEffect(() => afterNextPaint(declareAmiri), []);

  // Freshness is the screen's own, now: a preview of a day months ahead is not out of date.
  const outOfDate = isOutOfDate(fetchedAt, live, maxOfflineDays(configurations));
  const theme = themeOf(configurationValue(configurations, 'dashboard_theme'));
  // Layout per screen, burn-in shift, terminology, Hijri at Maghrib, QR code (docs/hall-screen.md).
  const backRow = useHallScreen({ load: state.load, now, schedule, companyUrl });
  // What the screen is for (docs/screens.md, "Roles"): the phase cards are the halls', the reminders not the
  // announcements screen's; the times stay on every layout.
  const role = backRow.display.role;
  // This screen's playlist item now (docs/screens.md, "Playlists"): by its id (a paired screen, `?screen=` on
  // the preview) and its role; it takes the slides' box while it is on.
  const screenId =
    (state.load.screen ?? displayFromQuery(typeof window === 'undefined' ? '' : window.location.search)).screenId ??
    null;
  // Announcements, the verse and the hadith come from what the screen already holds (its enabled content).
  const showing = playlistShowing(data.playlist, { screenId, role, zone, days: data.days }, now, {
    announcements: data.centralControl.announcements,
    rod: data.reminders.rod,
    hod: data.reminders.hod,
    custom: data.reminders.custom,
  });
  // The ticker line of this screen (docs/screens.md, "The ticker line"), in its own row under the panels.
  const ticker = tickerLines(data.playlist, { screenId, role, zone }, now);
  const covered =
    useCoveredByCard(data, now, previewAt === null || previewMs === null ? null : previewAt) && showsPhaseCards(role);
  // A video never plays over the prayer (docs/screens.md, "Videos"): paused under a phase card, during a
  // salah and during the Friday khutbah (until the iqama of Jumu'ah), whatever the screen's role.
  const { phase } = useScreenPhase(data, now);
  const videoHeld =
    covered || phase.kind === 'prayer' || (phase.kind === 'until-iqama' && phase.slot?.prayer === 'jumuah');
  // A paired screen's night (docs/screens.md, "The screen's night"): dark, unless an urgent message is on.
  const dark =
    previewMs === null &&
    isNightAt(data.days, zone, live, state.load.screen?.night) &&
    activeUrgentMessages(data.urgentMessages, live).length === 0;
  useEffect(() => onNight?.(dark), [dark, onNight]);

  return (
    <div
      className={`${THEME_CLASS[theme]} ${styles.root} ${backRow.rootClass}`}
      style={backRow.rootStyle}
      data-testid="dashboard"
      data-theme={theme}
      data-large-type={backRow.display.largeType ? 'true' : undefined}
      data-role={role}
      data-night={dark ? 'dark' : undefined}
    >
      {dark && <div className={styles.night} data-testid="night-dark" aria-hidden="true" />}
      {/* Real time even in a ?at= preview: an urgent message is about now (docs/urgent-message.md). */}
      <UrgentBanner messages={data.urgentMessages} now={live} />
      {sound.blocked && (
        <p className={styles.soundBlocked} data-testid="sound-blocked" role="status">
          {t('sound.tapToAllow')}
        </p>
      )}
      <header className={styles.header}>
        <DashboardClock zone={zone} now={now} type={configurationValue(configurations, 'clock_type')} />
        <div className={styles.identity}>
          <h1 className={styles.name} data-testid="masjid-name">
            {/* What the masjid wrote keeps its own direction on a page in another language (docs/languages.md#right-to-left). */}
            <bdi>{website ? <a href={website}>{title}</a> : title}</bdi>
          </h1>
          <p className={styles.address}>
            <bdi>{address || '-'}</bdi>
          </p>
          {data.company.url && servedOverHttp() && !state.load.screen && (
            <OutsideLinks
              companyUrl={data.company.url}
              masjidName={title}
              className={styles.outsideLinks}
              itemClassName={styles.addToCalendar}
            />
          )}
        </div>
        <HeaderWeather
          source={source}
          companyUrl={companyUrl}
          configurations={configurations}
          preview={previewMs !== null}
        />
        {schedule.today && <Countdown targets={countdown} now={now} />}
        {backRow.qr && (
          <ScreenQr url={backRow.qr.url} label={t(backRow.qr.kind === 'page' ? 'qr.page' : 'qr.donate')} />
        )}
      </header>

      {/* Under a phase card the boxes do no work (docs/hall-screen.md, "Text that fits"). */}
      <FitPausedContext.Provider value={covered}>
        <main
          className={`${slides.length || showing ? styles.body.withSlides : styles.body.withoutSlides} ${
            ticker.length > 0 ? styles.withTicker : ''
          }`}
        >
          <section className={`${styles.panel} ${styles.timesPanel}`} aria-label={t('dashboard.timesPanel')}>
            {schedule.today ? (
              <PrayerTable
                schedule={{ ...schedule, today: schedule.today }}
                jumahPrayer={configurationValue(configurations, 'jumah_prayer')}
                jummahs={data.centralControl.jummahs}
                jumuahSessions={data.occasions?.jumuahSessions ?? []}
                eidPrayers={eidPrayersOf(data)}
                ramadan={ramadanToday(data, schedule.date, zone, now)}
                hijri={backRow.hijri}
                timeZone={data.timezoneId}
                layout={backRow.display.largeType ? 'large' : 'normal'}
                now={now}
              />
            ) : (
              <p className={styles.message} data-testid="not-setup">
                {/* Offline, the saved copy has no day for today (an outage longer than the saved days): not the admin's doing. */}
                {offline || state.stale ? t('dashboard.noTimesToday') : t('page.notSetUp')}
              </p>
            )}
          </section>
          {showing ? (
            <section className={`${styles.panel} ${styles.slidesPanel}`} aria-label={t('dashboard.news')}>
              <CurrencyProvider value={{ currency: data.company.currency, country: data.company.address?.country }}>
                <PlaylistSlide showing={showing} held={videoHeld || dark} preview={previewMs !== null} now={now} />
              </CurrencyProvider>
            </section>
          ) : (
            slides.length > 0 && (
              <section className={`${styles.panel} ${styles.slidesPanel}`} aria-label={t('dashboard.news')}>
                <CurrencyProvider value={{ currency: data.company.currency, country: data.company.address?.country }}>
                  <Slideshow slides={slides} />
                </CurrencyProvider>
              </section>
            )
          )}
          {showsReminders(role) && (
            <section className={`${styles.panel} ${styles.remindersPanel}`} aria-label={t('dashboard.reminders')}>
              <OccasionCards data={data} date={schedule.date} zone={zone} now={now} />
              <RemindersPanel reminders={data.reminders} />
            </section>
          )}
          <Ticker lines={ticker} now={now} className={styles.tickerPlace} />
        </main>
      </FitPausedContext.Provider>

      {showsPhaseCards(role) ? (
        <PhaseLayer data={data} now={now} previewAt={previewMs === null ? null : previewAt} />
      ) : (
        previewMs !== null && previewAt && <PreviewMark at={previewAt} />
      )}

      <div className={styles.notices} data-testid="notices">
        {correction !== 0 && (
          <span className={styles.warning} role="alert" data-testid="clock-corrected">
            {clockNotice(locale, correction)}
          </span>
        )}
        {outOfDate && (
          <span className={styles.warning} role="alert" data-testid="out-of-date">
            {t('dashboard.outOfDate')}
          </span>
        )}
        {(offline || state.stale) && (
          <span className={styles.offlineMark} data-testid="offline-mark" title={t('notice.savedCopy')}>
            {offlineNotice(locale, fetchedAt, now)}
          </span>
        )}
      </div>
    </div>
  );
}
