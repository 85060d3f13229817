/**
 * Minaret Signage, main process: wires the modules of this folder to the real Electron APIs. Each
 * concern (and the Electron security checklist item it implements) lives in its own module; this file
 * only composes them, in the order Electron needs.
 */
import { SCREENS_CHANGE } from '@core/dashboard/dashboard-data.js';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, Menu, net, powerSaveBlocker, protocol, screen, session } from 'electron';
import Store from 'electron-store';
import type { DayPrayer } from '@core/prayer/prayer.types.js';
import { withScreenDisplay } from '@core/hall-screen/screen-display.js';
import { withScreenSlides } from '@core/screens/screen-slides.js';
import { DASHBOARD_CHANGED_CHANNEL, SOUND_TEST_CHANNEL } from '../ipc/ipc-contract.js';
import type { SoundTestOutcome } from '@core/screens/screen-sound.js';
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './app-protocol.js';
import { changeEventsUrl, createChangeStream } from './change-stream.js';
import { createDashboardCache } from './dashboard-cache.js';
import { createDashboardLoader } from './dashboard-loader.js';
import { createRecordingStore, RECORDINGS_DIR_NAME } from './recording-store.js';
import { createVideoStore, isVideoPath, VIDEOS_DIR_NAME } from './video-store.js';
import { createDisplayNight, wakeCommand } from './display-night.js';
import { followDisplays } from './display-follow.js';
import { createIpcGateway } from './ipc-gateway.js';
import { registerIpcHandlers } from './ipc-handlers.js';
import { setupShortcutLabel } from './keyboard.js';
import { guardKiosk } from './kiosk-guard.js';
import { createKioskWindow, reveal } from './kiosk-window.js';
import { readLaunchOptions } from './launch-options.js';
import { createFileLogger, type Logger } from './logger.js';
import { createHeartbeat } from './heartbeat.js';
import { createPairing } from './pairing.js';
import { createCommandRunner } from './screen-commands.js';
import { createScreenApi, type HttpFetch } from './screen-api.js';
import { mayInstallNow } from './update-window.js';
import { createUpdater, type AutoUpdaterLike } from './updater.js';
import { createMemoryWatchdog, rendererMemoryMb } from './memory-watchdog.js';
import { guardNavigation } from './navigation-guard.js';
import { denyAllPermissions } from './permissions.js';
import { logUncaughtErrors, relaunchAfterStartFailure } from './process-failures.js';
import { pageSoundHold, READ_PAGE_SOUND_HOLD } from './page-sound-hold.js';
import { createRefreshScheduler } from './refresh-scheduler.js';
import { createRendererRecovery } from './renderer-recovery.js';
import { createRestartBackoff } from './restart-backoff.js';
import { createScreens } from './screens.js';
import { originOf } from './server-address.js';
import { createServerClient } from './server-client.js';
import { createServerClock } from './server-clock.js';
import { createSettings } from './settings.js';
import { recoverLostConnection } from './settings-recovery.js';
import { createSetupService } from './setup-service.js';
import { claimSingleInstance } from './single-instance.js';
import { applyStartAtLogin } from './start-at-login.js';
import { systemTimers } from './timers.js';
import { kioskWindowOptions, PRODUCT_NAME } from './window-options.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Set at build time (MAIN_VITE_MINARET_SERVER_URL, MAIN_VITE_MINARET_UPDATE_URL); see docs/screens.md. */
const buildEnv = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};
const BUILT_IN_SERVER = buildEnv.MAIN_VITE_MINARET_SERVER_URL || null;
const BUILT_IN_UPDATE_URL = buildEnv.MAIN_VITE_MINARET_UPDATE_URL || null;
const launch = readLaunchOptions(process.env, os.homedir());

app.setName(PRODUCT_NAME);
app.setPath('userData', path.join(app.getPath('appData'), PRODUCT_NAME));
registerAppScheme(protocol);

let window: BrowserWindow | null = null;
let quitting = false;

if (claimSingleInstance(app, () => window && reveal(window))) {
  app.on('before-quit', () => (quitting = true));
  app.on('window-all-closed', () => app.quit());
  app.whenReady().then(
    () => {
      const log = createFileLogger(app.getPath('logs'));
      logUncaughtErrors(process, log);
      start(log).catch((error: unknown) => relaunchAfterStartFailure(error, { app, timers: systemTimers, log }));
    },
    (error: unknown) => {
      console.error('Minaret Signage failed to start', error);
      app.exit(1);
    },
  );
}

async function start(log: Logger) {
  const timers = systemTimers;
  Menu.setApplicationMenu(null);
  denyAllPermissions(session.defaultSession);
  // The recordings the dashboard plays, kept with the saved copy and served to the window (docs/sound.md).
  const recordings = createRecordingStore({
    dir: path.join(app.getPath('userData'), RECORDINGS_DIR_NAME),
    fetch: (url, init) => net.fetch(url, init),
    timers,
    log,
  });
  // The playlist's videos, kept the same way and served in ranges (docs/screens.md, "Videos").
  const videos = createVideoStore({
    dir: path.join(app.getPath('userData'), VIDEOS_DIR_NAME),
    fetch: (url, init) => net.fetch(url, init),
    timers,
    log,
  });
  serveRenderer(protocol, path.join(here, '../renderer'), (pathname, range) =>
    isVideoPath(pathname) ? videos.response(pathname, range) : recordings.response(pathname),
  );
  // Awake by day; free to sleep while the dashboard is dark by its night schedule (docs/screens.md).
  const wake = wakeCommand(process.platform);
  const displayNight = createDisplayNight(powerSaveBlocker, {
    wake: wake ? () => void execFile(wake.file, wake.args, () => undefined) : undefined,
    log,
  });

  // A damaged settings.json (a power cut during a write) starts empty instead of stopping the app; the
  // connection is then taken back from the saved dashboard copy below.
  const store = new Store<Record<string, unknown>>({ name: 'settings', clearInvalidConfig: true });
  const settings = createSettings({ get: (key) => store.get(key), setAll: (values) => store.set(values) });
  const cache = createDashboardCache({ dir: app.getPath('userData'), log });
  await recoverLostConnection({ settings, cache, log });
  const startAtLogin = (enabled: boolean) =>
    applyStartAtLogin({
      app,
      enabled,
      platform: process.platform,
      execPath: process.execPath,
      appImagePath: launch.appImagePath,
      configHome: launch.configHome,
      log,
    });
  startAtLogin(settings.startAtLogin());

  const client = createServerClient({ fetch: (url, init) => net.fetch(url, init), timers });
  const serverClock = createServerClock(timers);
  const loader = createDashboardLoader({
    client,
    cache,
    serverClock,
    connection: () => settings.connection(),
    timers,
    log,
    keepRecordings: (serverUrl, data) => void recordings.keep(serverUrl, data),
    keepVideos: (serverUrl, data) => void videos.keep(serverUrl, data),
    // Posters in the size this display draws (docs/screens.md, "Posters"): its width in device pixels.
    displayWidth: () => {
      const display = screen.getPrimaryDisplay();
      return Math.round(display.size.width * display.scaleFactor);
    },
  });

  const pageUrl = launch.rendererDevUrl ?? `${APP_ORIGIN}/index.html`;
  const appOrigin = originOf(pageUrl)!;
  const kiosk = createKioskWindow({
    createWindow: (options) => new BrowserWindow(options),
    options: kioskWindowOptions({ preload: path.join(here, '../preload/index.cjs'), devTools: launch.devTools }),
    platform: process.platform,
    production: launch.production,
    mayClose: () => quitting,
    onSetupShortcut: () => void screens.showSetup(),
    log,
  });
  window = kiosk;
  // Windows ends the session without 'before-quit': let the window close then.
  kiosk.on('session-end', () => (quitting = true));
  const contents = kiosk.webContents;

  // The page never leaves the app's own pages: its data comes through main, so it has no reason to open
  // the server (a masjid website set to the server's address must not swap the offline-capable app for
  // the web page) or anything else.
  const allowedOrigins = () => [appOrigin];
  app.on('web-contents-created', (_event, created) => guardNavigation(created, { allowedOrigins, log }));
  guardNavigation(contents, { allowedOrigins, log });

  const screens = createScreens({ contents, pageUrl, isSetUp: () => settings.connection() !== null, log });
  if (launch.production) {
    const guard = guardKiosk(kiosk, { locked: () => screens.current() === 'dashboard', timers, log });
    kiosk.once('ready-to-show', () => guard.start());
    contents.on('did-navigate', () => guard.enforce());
    followDisplays(kiosk, { screen, timers, log });
  }
  const recovery = createRendererRecovery({ contents, backoff: createRestartBackoff({ timers }), timers, log });
  const health = async () => {
    const connection = settings.connection();
    if (!connection) return false;
    const answer = await client.health(connection.serverUrl);
    if (answer.ok && answer.serverTimeMs !== null) serverClock.observe(answer.serverTimeMs);
    return answer.ok;
  };
  const scheduler = createRefreshScheduler({
    // Before setup there is no server to be down: no outage to recover from, and nothing to reload.
    health: () => (settings.connection() ? health() : Promise.resolve(true)),
    reload: () => contents.reload(),
    mayReload: () => screens.current() === 'dashboard',
    // The page's sound player says how long a reload must wait (docs/sound.md, "Never cut by a reload").
    soundHoldMs: pageSoundHold({ ask: () => contents.executeJavaScript(READ_PAGE_SOUND_HOLD), timers }),
    timers,
    log,
  });
  contents.on('did-finish-load', () => scheduler.pageLoaded());
  const watchdog = createMemoryWatchdog({
    sampleMb: () => rendererMemoryMb(app.getAppMetrics(), contents.getOSProcessId()),
    ceilingMb: () => settings.memoryCeilingMb(),
    restart: (reason) => recovery.restart(reason),
    timers,
    log,
  });

  // An admin's save reaches the screen at once; the timed refresh above stays the fallback.
  const changes = createChangeStream({
    fetch: (url, init) => net.fetch(url, init),
    eventsUrl: () => {
      const connection = settings.connection();
      return connection ? changeEventsUrl(connection) : null;
    },
    onChange: (kind) => {
      // A command waits for this or another screen of the masjid: beat now to pick it up (docs/screens.md, "Commands").
      if (kind === SCREENS_CHANGE) void heartbeat.beat();
      else if (screens.current() === 'dashboard') contents.send(DASHBOARD_CHANGED_CHANNEL, kind);
    },
    timers,
    log,
  });

  const setup = createSetupService({
    client,
    settings,
    log,
    setupShortcut: setupShortcutLabel(process.platform),
    onSaved: (enabled) => {
      startAtLogin(enabled);
      pairing.stop();
      changes.restart();
      void screens.showDashboard();
    },
  });
  // Screens as a fleet (docs/screens.md): pairing by code, a heartbeat a minute, commands, updates.
  const screenApi = createScreenApi(((url, init) => net.fetch(url, init as RequestInit)) as HttpFetch);
  let timetable: { days: DayPrayer[]; zone: string } = { days: [], zone: 'UTC' };
  const pairing = createPairing({
    api: screenApi,
    settings,
    builtInServer: BUILT_IN_SERVER,
    timers,
    log,
    onPaired: () => {
      changes.restart();
      heartbeat.start();
      void screens.showDashboard();
    },
  });
  const runCommand = createCommandRunner({
    reload: () => contents.reload(),
    restart: () => {
      quitting = true;
      app.relaunch();
      app.exit(0);
    },
    capture: () => contents.capturePage(),
    upload: (jpeg) => {
      const connection = settings.connection();
      const paired = settings.pairing();
      if (!connection || !paired) throw new Error('not paired');
      return screenApi.uploadScreenshot(connection.serverUrl, paired.screenToken, jpeg);
    },
    unpair: () => backToPairing(),
    // The dashboard plays it at the screen's volume as main holds it now (docs/sound.md, "Per screen").
    soundTest: () => {
      if (screens.current() !== 'dashboard') return log.info('Test sound asked for while the dashboard is not shown');
      const { volume, silent } = settings.screenSettings();
      contents.send(SOUND_TEST_CHANNEL, { volume, silent });
    },
    log,
  });
  /** The last test sound's outcome, reported in every heartbeat from then on (the server keeps the newest). */
  let soundTest: { at: string; outcome: SoundTestOutcome } | null = null;
  const backToPairing = () => {
    settings.forgetPairing();
    changes.restart();
    void screens.showSetup();
  };
  const heartbeat = createHeartbeat({
    api: screenApi,
    settings,
    figures: async () => {
      const connection = settings.connection();
      const cached = connection ? await cache.read(connection) : null;
      if (cached) timetable = { days: cached.data.days, zone: cached.data.timezoneId };
      const serverNow = serverClock.estimateNow();
      const size = screen.getPrimaryDisplay().size;
      return {
        appVersion: app.getVersion(),
        timetableUntil: cached?.data.days.at(-1)?.date ?? null,
        clockDriftMs: serverNow === null ? null : Math.round(Date.now() - serverNow),
        display: { width: size.width, height: size.height },
        orientation: size.width >= size.height ? 'landscape' : 'portrait',
        player: 'desktop',
        // The desktop app plays without a tap (docs/sound.md): only a test says what the hall heard.
        soundBlocked: null,
        soundTest,
      };
    },
    onCommand: runCommand,
    onSettings: (value) => {
      log.info(`Screen settings from the server: ${JSON.stringify(value)}`);
      // The dashboard reads its data again, now with the new choice of slides.
      if (screens.current() === 'dashboard') contents.send(DASHBOARD_CHANGED_CHANNEL);
    },
    onRevoked: () => void screens.showSetup(),
    timers,
    log,
  });
  const updateUrl = settings.updateUrl(BUILT_IN_UPDATE_URL);
  if (updateUrl && launch.production) {
    const updaterModule = (await import('electron-updater')) as unknown as {
      autoUpdater?: AutoUpdaterLike;
      default?: { autoUpdater: AutoUpdaterLike };
    };
    const autoUpdater = updaterModule.autoUpdater ?? updaterModule.default?.autoUpdater;
    if (autoUpdater) {
      createUpdater({
        autoUpdater,
        updateUrl,
        mayInstallNow: () => mayInstallNow(timetable.days, timetable.zone, Date.now()),
        timers,
        log,
      }).start();
    }
  }

  registerIpcHandlers(createIpcGateway({ ipcMain, trustedContents: () => contents, appOrigin, log }), {
    // A paired screen shows only the kinds of slide its admin chose for it (docs/screens.md).
    // Its orientation, large type and language go along with the data (docs/hall-screen.md#per-screen-settings).
    loadDashboard: async (companyUrl, days) => {
      const screen = settings.screenSettings();
      const loaded = withScreenSlides(await loader.loadDashboard(companyUrl, days), screen.slides);
      return withScreenDisplay(loaded, screen, settings.pairing()?.screenId);
    },
    health,
    // Only the configured masjid's weather, whatever the page asks (docs/weather.md).
    weather: async () => {
      const connection = settings.connection();
      return connection ? client.weather(connection.serverUrl, connection.companyUrl) : null;
    },
    connection: () => settings.connection(),
    openSetup: () => {
      // The setup screen is never dark: someone is standing at it.
      displayNight.setDark(false);
      void screens.showSetup();
    },
    setupState: () => setup.state(),
    checkServer: (address) => setup.checkServer(address),
    saveSetup: (input) => setup.save(input),
    closeSetup: () => {
      pairing.stop();
      void screens.showDashboard();
    },
    quit: () => {
      quitting = true;
      app.quit();
    },
    pairingState: () => pairing.state(),
    startPairing: (address) => pairing.start(address),
    nightState: (dark) => displayNight.setDark(dark),
    soundTestResult: (outcome) => {
      log.info(`Test sound: ${outcome}`);
      soundTest = { at: new Date().toISOString(), outcome };
      // Reported at once, so the Screens page says within seconds whether the hall heard it.
      void heartbeat.beat();
    },
  });

  log.info(`${PRODUCT_NAME} ${app.getVersion()} starting (Electron ${process.versions.electron})`);
  void screens.showDashboard();
  scheduler.start();
  watchdog.start();
  changes.restart();
  heartbeat.start();
}
