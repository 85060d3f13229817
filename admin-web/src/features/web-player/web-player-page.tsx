import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseLanguage } from '@core/i18n/languages.js';
import { formatPairingCode } from '@core/screens/pairing-code.js';
import type { HeartbeatReply, PairingStarted, ScreenSettings } from '@core/screens/screen.schema.js';
import { QrCode } from '../../components/qr-code.js';
import * as styles from '../../components/screen-pairing.css.js';
import { MasjidLocale, usePublicLocale } from '../../lib/i18n/public-locale.js';
import { SCREEN_YEAR_DAYS } from '@core/dashboard/days-from-today.js';
import { createFetchSource } from '../dashboard/api/dashboard-source.js';
import { registerOfflineShell } from '../install/use-installable-page.js';
import { GuardedDashboard } from '../dashboard/guarded-dashboard.js';
import { markNight } from './player-night-mark.js';
import { createPlayerApi, PlayerApiError, type PlayerApi } from './player-api.js';
import { commandAction, servedBuildId, startHeartbeat, webPlayerFigures } from './player-heartbeat.js';
import { keepMedia } from './player-media.js';
import { playerSource } from './player-source.js';
import { createYearSource } from './player-year-source.js';
import { indexedDbYearStore } from './player-year-store.js';
import type { ScreenSound, SoundTestOutcome } from '@core/screens/screen-sound.js';
import { requestSoundTest, runSoundTest, soundBlocked } from '../dashboard/sound/screen-output.js';
import { playTone } from '../sound/tone-sound.js';
import { forgetPlayerPairing, readPlayerPairing, savePlayerPairing, type PlayerPairing } from './player-storage.js';

/** How often a waiting screen asks whether its code was claimed (docs/screens.md, "Pairing"). */
const POLL_MS = 3_000;
/** After a failed request for a code (no network, a busy server) without a Retry-After. */
const RETRY_MS = 10_000;

/**
 * /screen: the web player (docs/screens.md, "Web player"). A fresh browser shows a pairing code; once an
 * admin claims it, the masjid's dashboard, the same one the public page and the desktop app show. The
 * screen token stays in the browser's storage, so a reload or a power cut comes straight back to the
 * dashboard. Unpaired or deleted, it forgets the token and shows a new code.
 */
export function WebPlayerPage() {
  const api = useMemo(() => createPlayerApi(), []);
  const [pairing, setPairing] = useState<PlayerPairing | null>(() => readPlayerPairing());
  const paired = useCallback((next: PlayerPairing) => {
    savePlayerPairing(next);
    setPairing(next);
  }, []);
  const revoked = useCallback(() => {
    forgetPlayerPairing();
    setPairing(null);
  }, []);
  if (!pairing) return <PairingLocale api={api} onPaired={paired} />;
  return <PlayerDashboard key={pairing.screenToken} api={api} pairing={pairing} onRevoked={revoked} />;
}

function PlayerDashboard({
  api,
  pairing,
  onRevoked,
}: {
  api: PlayerApi;
  pairing: PlayerPairing;
  onRevoked: () => void;
}) {
  const settings = useRef<ScreenSettings | null>(pairing.settings ?? null);
  const heartbeat = useRef<{ beatNow: () => void } | null>(null);
  const soundTest = useRef<{ at: string; outcome: SoundTestOutcome } | null>(null);
  // A whole year offline (docs/screens.md): the year's answer saved in IndexedDB, its sounds in Cache Storage.
  const year = useMemo(
    () =>
      createYearSource({
        web: createFetchSource(''),
        store: indexedDbYearStore,
        onFresh: (data) => void keepMedia(data),
      }),
    [],
  );
  const { source, settingsChanged } = useMemo(
    () =>
      playerSource(
        year.source,
        () => settings.current,
        // The first beat went before the dashboard's data: the next one names the timetable copy it saved.
        () => heartbeat.current?.beatNow(),
        () => heartbeat.current?.beatNow(),
        pairing.screenId,
      ),
    [year, pairing.screenId],
  );
  const { companyUrl, screenToken } = pairing;
  useEffect(() => year.stop, [year]);
  // The service worker keeps this page and its files, so a reload or a reboot without network shows the dashboard.
  useEffect(registerOfflineShell, []);

  useEffect(() => {
    const onReply = (reply: HeartbeatReply) => {
      if (JSON.stringify(reply.settings) !== JSON.stringify(settings.current)) {
        settings.current = reply.settings;
        savePlayerPairing({ ...pairing, settings: reply.settings });
        settingsChanged();
      }
      const action = commandAction(reply.commands);
      if (action === 'unpair') onRevoked();
      else if (action === 'reload') window.location.reload();
      if (reply.commands.some((entry) => entry.command === 'screenshot'))
        console.info('Minaret web player: a browser page cannot take a screenshot of itself (docs/screens.md).');
      if (action === null && reply.commands.some((entry) => entry.command === 'sound-test')) {
        // Through the dashboard's sound player (its volume, its silence); before its data is in, the saved copy's volume.
        const fallback = (screen: ScreenSound | undefined) =>
          runSoundTest(playTone, year.latest()?.data.sound?.volume ?? 1, screen);
        void requestSoundTest(settings.current ?? undefined, fallback).then((outcome) => {
          soundTest.current = { at: new Date().toISOString(), outcome };
          // Reported at once, so the Screens page says within seconds whether the hall heard it.
          heartbeat.current?.beatNow();
        });
      }
    };
    const running = startHeartbeat({
      api,
      screenToken,
      figures: (clockDriftMs) =>
        webPlayerFigures({
          buildId: servedBuildId(),
          timetableUntil: year.timetableUntil(),
          clockDriftMs,
          screen: { width: window.screen.width, height: window.screen.height },
          orientationType: window.screen.orientation?.type ?? null,
          sound: { blocked: soundBlocked(), test: soundTest.current },
        }),
      onReply,
      onRevoked,
    });
    heartbeat.current = running;
    return () => {
      heartbeat.current = null;
      running.stop();
    };
    // One heartbeat per pairing; `pairing` changes only with its token (the key above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, screenToken, companyUrl]);

  // A masjid the server no longer shows is not the player's to leave: it stays, and its heartbeat decides.
  const stay = useCallback(() => {}, []);
  // Dark by schedule in the address, for a Raspberry Pi that turns the TV off over HDMI-CEC (docs/players.md).
  const onNight = useCallback((dark: boolean) => markNight(dark), []);
  return (
    <div data-testid="web-player-dashboard" data-company-url={companyUrl}>
      <GuardedDashboard
        companyUrl={companyUrl}
        source={source}
        days={SCREEN_YEAR_DAYS}
        onUnavailable={stay}
        onNight={onNight}
      />
    </div>
  );
}

/** The pairing screen speaks `?lang=`, else the browser's language if Minaret has it, else English. */
function PairingLocale(props: { api: PlayerApi; onPaired: (pairing: PlayerPairing) => void }) {
  const browserLanguage = typeof navigator === 'undefined' ? null : parseLanguage(navigator.language);
  return (
    <MasjidLocale configurations={[]} screenLanguage={browserLanguage} loading={null}>
      <PairingView {...props} />
    </MasjidLocale>
  );
}

type PairingState =
  { status: 'asking' } | { status: 'waiting'; pairing: PairingStarted } | { status: 'retrying' } | { status: 'paired' };

function PairingView({ api, onPaired }: { api: PlayerApi; onPaired: (pairing: PlayerPairing) => void }) {
  const { t, dir } = usePublicLocale();
  const [state, setState] = useState<PairingState>({ status: 'asking' });
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (work: () => Promise<void>, ms: number) => {
      if (!stopped) timer = setTimeout(() => void work(), ms);
    };

    async function ask(): Promise<void> {
      try {
        const pairing = await api.startPairing();
        if (stopped) return;
        setState({ status: 'waiting', pairing });
        later(() => poll(pairing), POLL_MS);
      } catch (error) {
        if (stopped) return;
        setState({ status: 'retrying' });
        const wait = error instanceof PlayerApiError && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : 0;
        later(ask, Math.max(wait, RETRY_MS));
      }
    }

    async function poll(pairing: PairingStarted): Promise<void> {
      try {
        const status = await api.pairingStatus(pairing.pairingId);
        if (stopped) return;
        if (status.status === 'paired') {
          setState({ status: 'paired' });
          onPaired({ screenId: status.screenId, screenToken: status.screenToken, companyUrl: status.companyUrl });
          return;
        }
        if (status.status === 'expired') return void (await ask());
      } catch (error) {
        // A pairing the server no longer knows (collected elsewhere, cleaned up): a new code.
        if (error instanceof PlayerApiError && error.status === 404) return void (await ask());
        // No network for a moment: the code stays on show until it runs out.
      }
      if (Date.parse(pairing.expiresAt) <= Date.now()) return void (await ask());
      later(() => poll(pairing), POLL_MS);
    }

    void ask();
    const clock = setInterval(() => setNow(Date.now()), 1_000);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(clock);
    };
  }, [api, onPaired]);

  return (
    <main className={styles.page} dir={dir} data-testid="web-player-pairing">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('screenPlayer.title')}</h1>
        {state.status === 'waiting' ? (
          <div className={styles.pairing}>
            <div>
              <ol className={styles.steps}>
                <li>{t('screenPlayer.stepSignIn')}</li>
                <li>{t('screenPlayer.stepCode')}</li>
              </ol>
              <p
                className={styles.code}
                aria-label={t('screenPlayer.codeLabel', { code: state.pairing.code.split('').join(' ') })}
                data-testid="pairing-code"
                data-code={state.pairing.code}
              >
                {/* Letters and digits read left to right also on an Arabic or Urdu page, set where the page's lines start. */}
                <bdi dir="ltr">{formatPairingCode(state.pairing.code)}</bdi>
              </p>
              <p className={styles.muted}>
                {validFor(state.pairing.expiresAt, now, t)} · <bdi>{window.location.host}</bdi>
              </p>
            </div>
            <figure style={{ margin: 0 }}>
              <div className={styles.qr}>
                <QrCode
                  text={`${window.location.origin}/auth/screens?code=${state.pairing.code}`}
                  size={320}
                  className={styles.qrImage}
                  label={t('screenPlayer.qrLabel')}
                />
              </div>
              <figcaption className={styles.qrCaption}>{t('screenPlayer.scan')}</figcaption>
            </figure>
          </div>
        ) : (
          <p className={styles.muted} role="status">
            {t(
              state.status === 'paired'
                ? 'screenPlayer.paired'
                : state.status === 'retrying'
                  ? 'screenPlayer.retrying'
                  : 'screenPlayer.asking',
            )}
          </p>
        )}
      </div>
    </main>
  );
}

function validFor(expiresAt: string, now: number, t: ReturnType<typeof usePublicLocale>['t']): string {
  const seconds = Math.max(0, Math.round((Date.parse(expiresAt) - now) / 1000));
  if (seconds === 0) return t('screenPlayer.newCodeSoon');
  return t('screenPlayer.validFor', { time: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` });
}
