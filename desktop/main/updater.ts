import type { Logger } from './logger.js';
import type { Timers } from './timers.js';

/** The part of electron-updater's autoUpdater this module drives; tests pass a fake. */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export const UPDATE_CHECK_EVERY_MS = 6 * 60 * 60_000;
/**
 * An update check with no answer by then is given up (docs/security.md "Outbound calls"): logged, and the
 * next scheduled check starts afresh instead of waiting behind it.
 */
export const UPDATE_CHECK_DEADLINE_MS = 60_000;
/** How often a downloaded update asks again whether it may install. */
export const INSTALL_RETRY_MS = 60_000;

/**
 * Updates (docs/screens.md): checked at start and every 6 hours from the configured update URL and
 * downloaded in the background; a downloaded update installs only when `mayInstallNow` says no prayer is
 * on (update-window.ts), then the app restarts into the dashboard. Any failure (no network, a bad file,
 * a signature that does not match) is logged and the running version carries on.
 */
export function createUpdater(deps: {
  autoUpdater: AutoUpdaterLike;
  updateUrl: string;
  mayInstallNow: () => boolean;
  timers: Timers;
  log: Logger;
}) {
  let downloaded: string | null = null;
  let installing = false;
  let checkTimer: unknown = null;
  let installTimer: unknown = null;
  const updater = deps.autoUpdater;

  let checking = false;
  function check() {
    checkTimer = deps.timers.setTimeout(check, UPDATE_CHECK_EVERY_MS);
    if (checking) return;
    checking = true;
    let settled = false;
    const done = () => {
      settled = true;
      checking = false;
    };
    const deadline = deps.timers.setTimeout(() => {
      if (settled) return;
      done();
      deps.log.warn(
        `Update check got no answer within ${UPDATE_CHECK_DEADLINE_MS / 1000} s; this version keeps running`,
      );
    }, UPDATE_CHECK_DEADLINE_MS);
    updater
      .checkForUpdates()
      .catch((error: unknown) => {
        if (!settled)
          deps.log.warn(
            'Update check failed; this version keeps running',
            error instanceof Error ? error.message : error,
          );
      })
      .finally(() => {
        if (settled) return;
        deps.timers.clearTimeout(deadline);
        done();
      });
  }

  function tryInstall() {
    installTimer = null;
    if (!downloaded || installing) return;
    if (!deps.mayInstallNow()) {
      installTimer = deps.timers.setTimeout(tryInstall, INSTALL_RETRY_MS);
      return;
    }
    installing = true;
    deps.log.info(`Installing update ${downloaded} and restarting`);
    try {
      updater.quitAndInstall(true, true);
    } catch (error) {
      installing = false;
      deps.log.error(
        'Installing the update failed; this version keeps running',
        error instanceof Error ? error.message : error,
      );
    }
  }

  return {
    start(): void {
      updater.autoDownload = true;
      // Installing at quit would restart a screen whenever it is switched off; installs wait for a free moment instead.
      updater.autoInstallOnAppQuit = false;
      updater.setFeedURL({ provider: 'generic', url: deps.updateUrl });
      updater.on('update-downloaded', (info) => {
        downloaded = info.version;
        deps.log.info(`Update ${info.version} downloaded; it installs outside prayer times`);
        if (installTimer === null) tryInstall();
      });
      updater.on('error', (error) => {
        // An error during install leaves the installer to put the old version back; either way, carry on.
        installing = false;
        deps.log.warn('Update failed; this version keeps running', error?.message ?? error);
      });
      check();
    },
    stop(): void {
      if (checkTimer !== null) deps.timers.clearTimeout(checkTimer);
      if (installTimer !== null) deps.timers.clearTimeout(installTimer);
      checkTimer = installTimer = null;
    },
    pendingVersion: () => downloaded,
  };
}
