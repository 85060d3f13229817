import { PAIRING_QUERY, SETUP_QUERY } from '../ipc/ipc-contract.js';
import type { Logger } from './logger.js';

type Listener = (...args: any[]) => void;

export interface NavigableContents {
  loadURL(url: string): Promise<void>;
  on(event: string, listener: Listener): unknown;
}

export type Screen = 'setup' | 'dashboard';

/**
 * Which page the window shows: the setup screen (first run, or the setup shortcut) or the dashboard.
 * Both are the same renderer bundle; the setup screen is asked for with a query so switching is a full
 * page load.
 */
export function createScreens(deps: {
  contents: NavigableContents;
  pageUrl: string;
  isSetUp: () => boolean;
  log: Logger;
}) {
  let current: Screen = 'dashboard';
  // First run and the setup shortcut show the pairing screen; the by-hand setup screen is a link from it.
  const setupUrl = `${deps.pageUrl}${PAIRING_QUERY}`;

  const load = (url: string) =>
    deps.contents
      .loadURL(url)
      .catch((error: unknown) =>
        deps.log.warn(`Loading ${url} failed`, error instanceof Error ? error.message : error),
      );

  // The page may move itself (the dashboard returning to its start page); keep `current` true.
  deps.contents.on('did-navigate', (_event: unknown, url: string) => {
    current = url.includes(SETUP_QUERY) || url.includes(PAIRING_QUERY) ? 'setup' : 'dashboard';
  });

  const screens = {
    current: () => current,
    showSetup(): Promise<void> {
      current = 'setup';
      return load(setupUrl);
    },
    showDashboard(): Promise<void> {
      if (!deps.isSetUp()) return screens.showSetup();
      current = 'dashboard';
      return load(deps.pageUrl);
    },
  };
  return screens;
}

export type Screens = ReturnType<typeof createScreens>;
