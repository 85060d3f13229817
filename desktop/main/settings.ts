import { DEFAULT_SCREEN_SETTINGS, screenSettingsSchema, type ScreenSettings } from '@core/screens/screen.schema.js';
import { isDashboardUrl, parseServerAddress } from './server-address.js';

/** The part of electron-store the app uses; tests pass a Map-backed fake. */
export interface KeyValueStore {
  get(key: string): unknown;
  /** Several keys in one write of the file (electron-store's set(object)). */
  setAll(values: Record<string, unknown>): void;
}

export interface Connection {
  serverUrl: string;
  companyUrl: string;
}

/** What pairing by code gives a screen (docs/screens.md): its id and the token of its heartbeat. */
export interface Pairing {
  screenId: string;
  screenToken: string;
}

/**
 * A renderer uses at most a few hundred MB; a steady climb past this on a 4 GB display PC is a leak, and
 * restarting the renderer is cheaper than the whole machine swapping. Editable in settings.json.
 */
export const DEFAULT_MEMORY_CEILING_MB = 1024;
const MEMORY_CEILING_RANGE = { min: 256, max: 16_384 };

/** A server origin as the setup screen stores it and a dashboard address, or null. */
export function validConnection(serverUrl: unknown, companyUrl: unknown): Connection | null {
  if (typeof serverUrl !== 'string' || !isDashboardUrl(companyUrl)) return null;
  const parsed = parseServerAddress(serverUrl);
  if (!parsed.ok || parsed.serverUrl !== serverUrl) return null;
  return { serverUrl, companyUrl };
}

/**
 * Settings live only in main (electron-store's settings.json in userData). What is read back is checked,
 * so a hand-edited or damaged file gives the setup screen rather than a broken screen.
 */
export function createSettings(store: KeyValueStore) {
  return {
    connection(): Connection | null {
      return validConnection(store.get('serverUrl'), store.get('companyUrl'));
    },
    /** Defaults to on: a prayer-hall screen should come back by itself after a power cut. */
    startAtLogin(): boolean {
      const value = store.get('startAtLogin');
      return typeof value === 'boolean' ? value : true;
    },
    memoryCeilingMb(): number {
      const value = store.get('memoryCeilingMb');
      return typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= MEMORY_CEILING_RANGE.min &&
        value <= MEMORY_CEILING_RANGE.max
        ? value
        : DEFAULT_MEMORY_CEILING_MB;
    },
    /** The stored server address as written (checked by the caller), also when no masjid is chosen. */
    serverUrl(): unknown {
      return store.get('serverUrl');
    },
    /** The screen's pairing, when it was paired by code and not unpaired since. */
    pairing(): Pairing | null {
      const screenId = store.get('screenId');
      const screenToken = store.get('screenToken');
      return typeof screenId === 'string' &&
        screenId &&
        typeof screenToken === 'string' &&
        /^mst_[A-Za-z0-9_-]+$/.test(screenToken)
        ? { screenId, screenToken }
        : null;
    },
    /** Server, masjid and token in one write, so a power cut never leaves a token of another masjid. */
    savePairing(connection: Connection, pairing: Pairing): void {
      store.setAll({
        serverUrl: connection.serverUrl,
        companyUrl: connection.companyUrl,
        screenId: pairing.screenId,
        screenToken: pairing.screenToken,
      });
    },
    /** Unpaired (by an admin, or its token was revoked): the masjid and token go, the server stays for the next code. */
    forgetPairing(): void {
      store.setAll({ companyUrl: null, screenId: null, screenToken: null, screenSettings: null });
    },
    /** The settings the admin chose for this screen, as the last heartbeat brought them. */
    screenSettings(): ScreenSettings {
      const parsed = screenSettingsSchema.safeParse(store.get('screenSettings'));
      return parsed.success ? parsed.data : DEFAULT_SCREEN_SETTINGS;
    },
    saveScreenSettings(value: ScreenSettings): void {
      store.setAll({ screenSettings: value });
    },
    /** Where updates come from: settings.json's `updateUrl`, else the address the app was built with. */
    updateUrl(builtIn: string | null): string | null {
      const value = store.get('updateUrl');
      const url = typeof value === 'string' && value ? value : builtIn;
      return url && /^https?:\/\//.test(url) ? url : null;
    },
    /** One write: a power cut cannot leave a new server paired with the old masjid. */
    save(connection: Connection, startAtLogin: boolean): void {
      store.setAll({ serverUrl: connection.serverUrl, companyUrl: connection.companyUrl, startAtLogin });
    },
  };
}

export type Settings = ReturnType<typeof createSettings>;
