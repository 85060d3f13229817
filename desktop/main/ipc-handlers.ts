import type { DashboardLoad } from '@core/dashboard/dashboard-data.js';
import type { WeatherNow } from '@core/weather/weather.types.js';
import {
  IPC_CHANNELS,
  type PairingState,
  type ServerCheck,
  type SetupInput,
  type SetupResult,
  type SetupState,
} from '../ipc/ipc-contract.js';
import type { IpcGateway } from './ipc-gateway.js';
import { SOUND_TEST_OUTCOMES, type SoundTestOutcome } from '@core/screens/screen-sound.js';
import type { Connection } from './settings.js';

export interface SignageServices {
  loadDashboard(companyUrl: string, days: number): Promise<DashboardLoad>;
  health(): Promise<boolean>;
  connection(): Connection | null;
  openSetup(): void;
  setupState(): SetupState;
  checkServer(address: string): Promise<ServerCheck>;
  saveSetup(input: SetupInput): Promise<SetupResult>;
  closeSetup(): void;
  quit(): void;
  pairingState(): PairingState;
  startPairing(serverAddress: string | null): PairingState;
  /** The configured masjid's weather (docs/weather.md); null when none or unreachable. */
  weather(companyUrl: string): Promise<WeatherNow | null>;
  /** The dashboard played (or could not play) the test sound main asked for (docs/sound.md, "Per screen"). */
  soundTestResult?(outcome: SoundTestOutcome): void;
  /** The dashboard is dark by its night schedule, or no longer (desktop/main/display-night.ts). */
  nightState?(dark: boolean): void;
}

const MAX_TEXT = 2048;

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length > MAX_TEXT) throw new TypeError(`${name} must be a string`);
  return value;
}

function dayCount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 366)
    throw new TypeError('days must be a whole number from 1 to 366');
  return value;
}

function soundTestOutcome(value: unknown): SoundTestOutcome {
  if (!(SOUND_TEST_OUTCOMES as readonly unknown[]).includes(value))
    throw new TypeError(`outcome is one of ${SOUND_TEST_OUTCOMES.join(', ')}`);
  return value as SoundTestOutcome;
}

function setupInput(value: unknown): SetupInput {
  const input = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof input.startAtLogin !== 'boolean') throw new TypeError('startAtLogin must be true or false');
  return {
    serverAddress: text(input.serverAddress, 'serverAddress'),
    companyUrl: text(input.companyUrl, 'companyUrl'),
    startAtLogin: input.startAtLogin,
  };
}

/**
 * One handler per channel of the contract. Arguments from the renderer are checked here before any
 * service sees them: the renderer is treated as untrusted even though it is the app's own page.
 */
export function registerIpcHandlers(gateway: IpcGateway, services: SignageServices): void {
  gateway.handle(IPC_CHANNELS.loadDashboard, (companyUrl, days) =>
    services.loadDashboard(text(companyUrl, 'companyUrl'), dayCount(days)),
  );
  gateway.handle(IPC_CHANNELS.health, () => services.health());
  gateway.handle(IPC_CHANNELS.settings, () => services.connection());
  gateway.handle(IPC_CHANNELS.openSetup, () => services.openSetup());
  gateway.handle(IPC_CHANNELS.setupState, () => services.setupState());
  gateway.handle(IPC_CHANNELS.checkServer, (address) => services.checkServer(text(address, 'address')));
  gateway.handle(IPC_CHANNELS.saveSetup, (input) => services.saveSetup(setupInput(input)));
  gateway.handle(IPC_CHANNELS.closeSetup, () => services.closeSetup());
  gateway.handle(IPC_CHANNELS.quit, () => services.quit());
  gateway.handle(IPC_CHANNELS.pairingState, () => services.pairingState());
  gateway.handle(IPC_CHANNELS.startPairing, (address) =>
    services.startPairing(address === null ? null : text(address, 'serverAddress')),
  );
  gateway.handle(IPC_CHANNELS.weather, (companyUrl) => services.weather(text(companyUrl, 'companyUrl')));
  gateway.handle(IPC_CHANNELS.soundTestResult, (outcome) => services.soundTestResult?.(soundTestOutcome(outcome)));
  gateway.handle(IPC_CHANNELS.nightState, (dark) => {
    if (typeof dark !== 'boolean') throw new TypeError('dark must be true or false');
    services.nightState?.(dark);
  });
}
