import type { ScreenSettings } from '@core/screens/screen.schema.js';

/**
 * What the web player keeps in the browser's storage once paired (docs/screens.md, "Web player"): enough to
 * go straight back to the dashboard after a reload, a reboot or a power cut, with no touch. The token is
 * the screen's only credential; it opens nothing but the screen's own calls.
 */
export interface PlayerPairing {
  screenId: string;
  screenToken: string;
  /** The masjid's dashboard URL name. */
  companyUrl: string;
  /** The screen's settings from its last heartbeat answer; absent until the first. */
  settings?: ScreenSettings;
}

export const PLAYER_STORAGE_KEY = 'minaret.webPlayer.pairing';

export function readPlayerPairing(storage: Storage = localStorage): PlayerPairing | null {
  try {
    const value = JSON.parse(storage.getItem(PLAYER_STORAGE_KEY) ?? 'null') as Partial<PlayerPairing> | null;
    if (!value || typeof value.screenToken !== 'string' || typeof value.companyUrl !== 'string') return null;
    if (!value.screenToken.startsWith('mst_') || value.companyUrl === '') return null;
    return {
      screenId: String(value.screenId ?? ''),
      screenToken: value.screenToken,
      companyUrl: value.companyUrl,
      ...(value.settings ? { settings: value.settings } : {}),
    };
  } catch {
    return null;
  }
}

/** False when the browser keeps nothing (private window, storage switched off): the page says so. */
export function savePlayerPairing(pairing: PlayerPairing, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(pairing));
    return true;
  } catch {
    return false;
  }
}

export function forgetPlayerPairing(storage: Storage = localStorage): void {
  try {
    storage.removeItem(PLAYER_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
