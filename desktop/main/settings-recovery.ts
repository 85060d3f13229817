import type { DashboardCache } from './dashboard-cache.js';
import type { Logger } from './logger.js';
import { validConnection, type Settings } from './settings.js';

/**
 * A power cut while Windows writes settings.json can leave it empty or full of NUL bytes; electron-store
 * then starts from nothing, and an unattended screen would sit on the setup screen until someone comes.
 * The saved dashboard copy names the server and masjid it came from, so the choice is taken back from
 * it. Returns true when the settings were restored.
 */
export async function recoverLostConnection(deps: {
  settings: Settings;
  cache: Pick<DashboardCache, 'savedConnection'>;
  log: Logger;
}): Promise<boolean> {
  if (deps.settings.connection()) return false;
  const saved = await deps.cache.savedConnection();
  const connection = saved && validConnection(saved.serverUrl, saved.companyUrl);
  if (!connection) return false;
  deps.settings.save(connection, deps.settings.startAtLogin());
  deps.log.warn(
    `Settings were missing or damaged; restored ${connection.serverUrl} / ${connection.companyUrl} from the saved dashboard copy`,
  );
  return true;
}
