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
      return typeof value === 'number' && Number.isFinite(value) && value >= MEMORY_CEILING_RANGE.min && value <= MEMORY_CEILING_RANGE.max
        ? value
        : DEFAULT_MEMORY_CEILING_MB;
    },
    /** One write: a power cut cannot leave a new server paired with the old masjid. */
    save(connection: Connection, startAtLogin: boolean): void {
      store.setAll({ serverUrl: connection.serverUrl, companyUrl: connection.companyUrl, startAtLogin });
    },
  };
}

export type Settings = ReturnType<typeof createSettings>;
