/**
 * Runs the built signage renderer (out/renderer) in Chromium with the real main-process services behind
 * it, in this Node process: the page is served through the app protocol's own response function (so with
 * its Content Security Policy), the built preload runs in the page with a stand-in for Electron's
 * contextBridge and ipcRenderer, and every bridge call goes through the real IPC gateway and handlers to
 * the real setup service, dashboard loader, disk cache and recording store. Only Electron itself is missing.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { withScreenSlides } from '@core/screens/screen-slides.js';
import { freePort } from '../../tests/support/free-port.js';
import { DASHBOARD_CHANGED_CHANNEL, IPC_CHANNELS, SOUND_TEST_CHANNEL } from '../ipc/ipc-contract.js';
import { rendererResponse } from '../main/app-protocol.js';
import { changeEventsUrl, createChangeStream } from '../main/change-stream.js';
import { createDashboardCache, type DashboardCache } from '../main/dashboard-cache.js';
import { createDashboardLoader } from '../main/dashboard-loader.js';
import { createIpcGateway } from '../main/ipc-gateway.js';
import { registerIpcHandlers } from '../main/ipc-handlers.js';
import { memoryStore, recordingLogger, type RecordingLogger } from '../main/testing/fakes.js';
import { createPairing, type Pairing as PairingService } from '../main/pairing.js';
import { createRecordingStore, RECORDINGS_DIR_NAME } from '../main/recording-store.js';
import { createScreenApi } from '../main/screen-api.js';
import { createScreens, type Screens } from '../main/screens.js';
import { createServerClient } from '../main/server-client.js';
import { createServerClock } from '../main/server-clock.js';
import { createSettings, type Settings } from '../main/settings.js';
import { createSetupService } from '../main/setup-service.js';
import type { Timers } from '../main/timers.js';

export const OUT_DIR = path.resolve('out');
const BINDING = '__minaretIpc';
/** What main's webContents.send reaches in the page: the listeners the preload added with ipcRenderer.on. */
const EMIT = '__minaretIpcEmit';

export interface RendererHarness {
  origin: string;
  pageUrl: string;
  settings: Settings;
  cache: DashboardCache;
  /** Where main keeps the masjid's recordings (recording-store.ts), served to the page at their server path. */
  recordingsDir: string;
  screens: Screens;
  log: RecordingLogger;
  quits: number;
  /** Moves this "computer's" clock: `wallMs` alone is a wrong clock, with `elapsedMs` time has passed. */
  clock: { wallMs: number; elapsedMs: number };
  /** Pairing by code, as main runs it (its polls go to the real server). */
  pairing?: PairingService;
  /** Starts main's change stream for the configured masjid, as main does at start and after setup. */
  followChanges(): void;
  /** Main's `sound-test` command, with the screen's volume and silence (docs/sound.md, "Per screen"). */
  soundTest(screen: { volume: number; silent: boolean }): Promise<void>;
  /** What the page answered to each test sound, in order. */
  soundTests: string[];
  close(): Promise<void>;
}

/** The built preload, run in the page as Electron would run it: CommonJS, only 'electron' to require. */
function preloadInitScript(): string {
  const source = fs.readFileSync(path.join(OUT_DIR, 'preload/index.cjs'), 'utf8');
  return `(() => {
    const electron = {
      contextBridge: { exposeInMainWorld: (key, api) => Object.defineProperty(window, key, { value: Object.freeze(api) }) },
      ipcRenderer: {
        invoke: (channel, ...args) => window.${BINDING}(channel, ...args),
        on: (channel, listener) => void (listeners[channel] ??= new Set()).add(listener),
        removeListener: (channel, listener) => void listeners[channel]?.delete(listener),
      },
    };
    const listeners = {};
    Object.defineProperty(window, '${EMIT}', { value: (channel, ...args) => listeners[channel]?.forEach((listener) => listener({ sender: null }, ...args)) });
    const require = (name) => {
      if (name === 'electron') return electron;
      throw new Error('a sandboxed preload cannot require ' + name);
    };
    const module = { exports: {} };
    (function (require, module, exports) {
${source}
    })(require, module, module.exports);
  })();`;
}

export async function startRendererHarness(
  page: Page,
  options: { userDataDir: string; builtInServer?: string },
): Promise<RendererHarness> {
  const rendererDir = path.join(OUT_DIR, 'renderer');
  const clock = { wallMs: 0, elapsedMs: 0 };
  const timers: Timers = {
    now: () => Date.now() + clock.wallMs + clock.elapsedMs,
    monotonic: () => performance.now() + clock.elapsedMs,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const log = recordingLogger();
  const recordingsDir = path.join(options.userDataDir, RECORDINGS_DIR_NAME);
  const recordings = createRecordingStore({ dir: recordingsDir, fetch: (url, init) => fetch(url, init), timers, log });
  const port = await freePort();
  const server = http.createServer((request, response) => {
    void (async () => {
      const answer = await rendererResponse(rendererDir, `minaret://app${request.url ?? '/'}`, (pathname) =>
        recordings.response(pathname),
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const pageUrl = `${origin}/index.html`;

  const settings = createSettings(memoryStore());
  const client = createServerClient({ fetch: (url, init) => fetch(url, init), timers, timeoutMs: 5_000 });
  const cache = createDashboardCache({ dir: options.userDataDir, log });
  const loader = createDashboardLoader({
    client,
    cache,
    serverClock: createServerClock(timers),
    connection: () => settings.connection(),
    timers,
    log,
    keepRecordings: (serverUrl, data) => void recordings.keep(serverUrl, data),
  });
  // main's loadURL: navigate the page after the bridge call has answered, as Electron would.
  const contents = {
    loadURL: (url: string) => {
      setTimeout(() => void page.goto(url).catch(() => {}), 0);
      return Promise.resolve();
    },
    on: () => undefined,
  };
  const screens = createScreens({ contents, pageUrl, isSetUp: () => settings.connection() !== null, log });
  // main's change stream, sending to the page as webContents.send would.
  const changes = createChangeStream({
    fetch: (url, init) => fetch(url, init),
    eventsUrl: () => {
      const connection = settings.connection();
      return connection ? changeEventsUrl(connection) : null;
    },
    onChange: () => {
      if (screens.current() !== 'dashboard') return;
      const send = ({ emit, channel }: { emit: string; channel: string }) =>
        (window as never as Record<string, (name: string) => void>)[emit]!(channel);
      void page.evaluate(send, { emit: EMIT, channel: DASHBOARD_CHANGED_CHANNEL }).catch(() => {});
    },
    timers,
    log,
  });
  const harness: RendererHarness = {
    origin,
    pageUrl,
    settings,
    cache,
    recordingsDir,
    screens,
    log,
    quits: 0,
    clock,
    followChanges: () => changes.restart(),
    soundTest: async (screen) => {
      const send = ({ emit, channel, screen }: { emit: string; channel: string; screen: unknown }) =>
        (window as never as Record<string, (name: string, payload: unknown) => void>)[emit]!(channel, screen);
      await page.evaluate(send, { emit: EMIT, channel: SOUND_TEST_CHANNEL, screen });
    },
    soundTests: [],
    close: () =>
      new Promise((resolve) => {
        changes.stop();
        server.close(() => resolve());
        // Chromium may hold a keep-alive socket or a request in flight; close() alone would wait for it.
        server.closeAllConnections();
      }),
  };
  const setup = createSetupService({
    client,
    settings,
    log,
    setupShortcut: 'Ctrl+Shift+S',
    onSaved: () => {
      changes.restart();
      void screens.showDashboard();
    },
  });

  const pairing = createPairing({
    api: createScreenApi((url, init) => fetch(url, init as RequestInit)),
    settings,
    builtInServer: options.builtInServer ?? null,
    timers,
    log,
    onPaired: () => {
      changes.restart();
      void screens.showDashboard();
    },
  });
  harness.pairing = pairing;

  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  registerIpcHandlers(
    createIpcGateway({
      ipcMain: { handle: (channel, listener) => void handlers.set(channel, listener) },
      trustedContents: () => page,
      appOrigin: origin,
      log,
    }),
    {
      loadDashboard: async (companyUrl, days) =>
        withScreenSlides(await loader.loadDashboard(companyUrl, days), settings.screenSettings().slides),
      health: async () => {
        const connection = settings.connection();
        return connection ? (await client.health(connection.serverUrl)).ok : false;
      },
      weather: async () => {
        const connection = settings.connection();
        return connection ? client.weather(connection.serverUrl, connection.companyUrl) : null;
      },
      connection: () => settings.connection(),
      openSetup: () => void screens.showSetup(),
      setupState: () => setup.state(),
      checkServer: (address) => setup.checkServer(address),
      saveSetup: (input) => setup.save(input),
      closeSetup: () => void screens.showDashboard(),
      quit: () => void (harness.quits += 1),
      pairingState: () => pairing.state(),
      startPairing: (address) => pairing.start(address),
      soundTestResult: (outcome) => void harness.soundTests.push(outcome),
    },
  );
  await page.exposeBinding(BINDING, ({ frame }, channel: string, ...args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler || !Object.values(IPC_CHANNELS).includes(channel as never))
      throw new Error(`No handler for ${channel}`);
    return handler({ sender: page, senderFrame: { url: frame.url(), parent: frame.parentFrame() } }, ...args);
  });
  await page.addInitScript(preloadInitScript());
  return harness;
}
