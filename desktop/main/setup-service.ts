import type { ServerCheck, SetupInput, SetupResult, SetupState } from '../ipc/ipc-contract.js';
import type { Logger } from './logger.js';
import { parseServerAddress } from './server-address.js';
import { ServerError, type HealthAnswer, type ServerClient } from './server-client.js';
import type { Settings } from './settings.js';

/**
 * Why a server cannot be used, in three plain cases: nothing answers, something answers that is not
 * Minaret (a wrong address, a web site, a router's page), or Minaret answers but is not working.
 */
function serverProblem(serverUrl: string, health: Extract<HealthAnswer, { ok: false }>): string {
  if (health.kind !== 'status') {
    return `Could not reach ${serverUrl}: ${health.message}. Check the address and this computer's network connection.`;
  }
  if (health.status !== undefined && health.status >= 500) {
    return `${serverUrl} answered, but is not working right now (${health.message}). Try again later, or tell the server's administrator.`;
  }
  return `${serverUrl} answered, but it is not a Minaret server (${health.message}). Check the address.`;
}

/**
 * The setup screen's checks, run in main (the renderer has no network access of its own): the address
 * is an http(s) URL, its health check answers Ok, it lists active masjids, and the chosen masjid's
 * dashboard answers. Saving runs every check again, so nothing unchecked is ever stored.
 */
export function createSetupService(deps: {
  client: ServerClient;
  settings: Settings;
  log: Logger;
  setupShortcut: string;
  onSaved: (startAtLogin: boolean) => void;
}) {
  async function checkServer(address: string): Promise<ServerCheck> {
    const parsed = parseServerAddress(address);
    if (!parsed.ok) return parsed;
    const health = await deps.client.health(parsed.serverUrl);
    if (!health.ok) return { ok: false, message: serverProblem(parsed.serverUrl, health) };
    try {
      const masjids = await deps.client.activeMasjids(parsed.serverUrl);
      if (masjids.length === 0)
        return {
          ok: false,
          message: `${parsed.serverUrl} has no active masjid yet. An administrator must activate the masjid first.`,
        };
      const suggested = masjids.some((masjid) => masjid.url === parsed.companyUrl) ? parsed.companyUrl : null;
      return { ok: true, serverUrl: parsed.serverUrl, masjids, suggestedCompanyUrl: suggested };
    } catch (error) {
      deps.log.warn(`Setup: masjid list of ${parsed.serverUrl} failed`, error);
      return {
        ok: false,
        message: `${parsed.serverUrl} did not list its masjids (${error instanceof Error ? error.message : String(error)}).`,
      };
    }
  }

  return {
    state(): SetupState {
      const connection = deps.settings.connection();
      return {
        serverUrl: connection?.serverUrl ?? null,
        companyUrl: connection?.companyUrl ?? null,
        startAtLogin: deps.settings.startAtLogin(),
        setupShortcut: deps.setupShortcut,
      };
    },

    checkServer,

    async save(input: SetupInput): Promise<SetupResult> {
      const server = await checkServer(input.serverAddress);
      if (!server.ok) return server;
      const masjid = server.masjids.find((entry) => entry.url === input.companyUrl);
      if (!masjid) return { ok: false, message: 'Choose the masjid this screen shows.' };
      try {
        await deps.client.dashboard(server.serverUrl, masjid.url, 1);
      } catch (error) {
        const reason = error instanceof ServerError ? error.message : String(error);
        deps.log.warn(`Setup: dashboard of ${masjid.url} failed`, error);
        return {
          ok: false,
          message: `The dashboard of ${masjid.name} could not be loaded from ${server.serverUrl} (${reason}).`,
        };
      }
      deps.settings.save({ serverUrl: server.serverUrl, companyUrl: masjid.url }, input.startAtLogin);
      deps.log.info(`Setup saved: ${server.serverUrl} / ${masjid.url}`);
      deps.onSaved(input.startAtLogin);
      return { ok: true };
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
