/**
 * The one contract between the signage app's main process, its preload and its renderer: channel names,
 * what each carries, and the bridge the preload exposes on `window.minaretDesktop`. Main registers one
 * handler per channel (desktop/main/ipc-handlers.ts); the preload exposes one method per channel.
 */
import type { CompanyUrl } from '@core/api-types.js';
import type { DesktopBridge } from '@core/dashboard/dashboard-data.js';
import type { ScreenSound, SoundTestOutcome } from '@core/screens/screen-sound.js';
import { SCREEN_YEAR_DAYS } from '@core/dashboard/days-from-today.js';

export const BRIDGE_NAME = 'minaretDesktop';

/** Days of timetable main fetches and keeps on disk, and the renderer asks for: a whole year. */
export const CACHED_DAYS = SCREEN_YEAR_DAYS;

export const IPC_CHANNELS = {
  loadDashboard: 'minaret:load-dashboard',
  health: 'minaret:health',
  settings: 'minaret:settings',
  openSetup: 'minaret:open-setup',
  setupState: 'minaret:setup-state',
  checkServer: 'minaret:check-server',
  saveSetup: 'minaret:save-setup',
  closeSetup: 'minaret:close-setup',
  quit: 'minaret:quit',
  pairingState: 'minaret:pairing-state',
  startPairing: 'minaret:start-pairing',
  weather: 'minaret:weather',
  soundTestResult: 'minaret:sound-test-result',
  nightState: 'minaret:night-state',
} as const;

/** Main to renderer: the masjid's timetable, content or configuration changed on the server (no payload). */
export const DASHBOARD_CHANGED_CHANNEL = 'minaret:dashboard-changed';

/**
 * Main to renderer: play the test sound (the `sound-test` command, docs/sound.md "Per screen"), with the
 * screen's volume and silence as main holds them; the page answers on `soundTestResult`.
 */
export const SOUND_TEST_CHANNEL = 'minaret:sound-test';

export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];

/** What the setup screen starts from. */
export interface SetupState {
  /** Null on the first run. */
  serverUrl: string | null;
  companyUrl: string | null;
  startAtLogin: boolean;
  /** The key combination that reopens the setup screen, as people read it. */
  setupShortcut: string;
}

export type ServerCheck =
  | {
      ok: true;
      /** The normalised origin, e.g. https://minaret.example.org */
      serverUrl: string;
      masjids: CompanyUrl[];
      /** When a dashboard link was pasted as the address, the masjid it names. */
      suggestedCompanyUrl: string | null;
    }
  | { ok: false; message: string };

export interface SetupInput {
  serverAddress: string;
  companyUrl: string;
  startAtLogin: boolean;
}

export type SetupResult = { ok: true } | { ok: false; message: string };

/** Pairing by code (docs/screens.md), as the pairing screen shows it. */
export type PairingState =
  | { status: 'idle' }
  /** No server address yet: the app was not built with one and none is saved. */
  | { status: 'needs-server'; message: string | null }
  | { status: 'starting'; serverUrl: string }
  | { status: 'waiting'; serverUrl: string; code: string; expiresAt: string; claimUrl: string }
  | { status: 'failed'; serverUrl: string; message: string }
  | { status: 'paired'; serverUrl: string; companyUrl: string };

/**
 * `window.minaretDesktop`: the dashboard's DesktopBridge (core) plus what the setup screen needs. Every
 * method is one IPC channel; the renderer never sees ipcRenderer.
 */
export interface SignageBridge extends DesktopBridge {
  setupState(): Promise<SetupState>;
  checkServer(address: string): Promise<ServerCheck>;
  /** Checks the choice again in main and stores it; main then shows the dashboard. */
  saveSetup(input: SetupInput): Promise<SetupResult>;
  /** Back to the dashboard without changes (only when already set up). */
  closeSetup(): Promise<void>;
  quit(): Promise<void>;
  pairingState(): Promise<PairingState>;
  /** Asks for a code from this server address, or (null) from the saved or built-in server. */
  startPairing(serverAddress: string | null): Promise<PairingState>;
  /** Calls `run` when main asks for a test sound; returns a function that stops listening. */
  onSoundTest?(run: (screen: ScreenSound) => void): () => void;
  /** What the test sound came to, for main's next heartbeat. */
  soundTestResult?(outcome: SoundTestOutcome): Promise<void>;
  /**
   * Whether the dashboard is dark by its night schedule now, each time it changes: main lets the display
   * sleep while it is (desktop/main/display-night.ts, docs/screens.md "The screen's night").
   */
  nightState?(dark: boolean): Promise<void>;
}

/** The query of the renderer URL that shows the setup screen (a query, so that switching is a full load). */
export const SETUP_QUERY = '?screen=setup';
/** The pairing screen: first run and the setup shortcut; the setup screen above is the by-hand way. */
export const PAIRING_QUERY = '?screen=pairing';
