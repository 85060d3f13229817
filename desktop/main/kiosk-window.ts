import type { BrowserWindowConstructorOptions } from 'electron';
import { keyAction, type KeyInput } from './keyboard.js';
import type { Logger } from './logger.js';

type Listener = (...args: any[]) => void;

/** The parts of BrowserWindow this module touches; tests pass a recording fake. */
export interface KioskWindowLike {
  removeMenu(): void;
  setMenuBarVisibility(visible: boolean): void;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  setKiosk(flag: boolean): void;
  on(event: string, listener: Listener): unknown;
  once(event: string, listener: Listener): unknown;
  webContents: { on(event: string, listener: Listener): unknown };
}

/**
 * The kiosk window: no menu, shown when its first paint is ready, and closed only when the app itself
 * decides to quit (Alt+F4 and the window manager's close button are refused), so that a passer-by
 * cannot leave the dashboard. Staff use the setup shortcut, whose screen has a Quit button.
 */
export function createKioskWindow<W extends KioskWindowLike>(deps: {
  createWindow: (options: BrowserWindowConstructorOptions) => W;
  options: BrowserWindowConstructorOptions;
  platform: NodeJS.Platform;
  production: boolean;
  mayClose: () => boolean;
  onSetupShortcut: () => void;
  log: Logger;
}): W {
  const window = deps.createWindow(deps.options);
  window.removeMenu();
  window.setMenuBarVisibility(false);
  window.once('ready-to-show', () => window.show());

  window.on('close', (event: { preventDefault(): void }) => {
    if (deps.mayClose()) return;
    event.preventDefault();
    deps.log.info('Window close refused (kiosk); use the setup screen to quit');
  });

  // Some window managers drop kiosk mode when the display configuration changes (a TV switched off and
  // on again); take it back.
  window.on('leave-full-screen', () => window.setKiosk(true));

  window.webContents.on('before-input-event', (event: { preventDefault(): void }, input: KeyInput) => {
    const action = keyAction(input, deps.platform, deps.production);
    if (action === 'pass') return;
    event.preventDefault();
    if (action === 'open-setup') deps.onSetupShortcut();
  });
  return window;
}

/** Brings the one window forward, e.g. when a second copy of the app was started. */
export function reveal(window: Pick<KioskWindowLike, 'isMinimized' | 'restore' | 'show' | 'focus'>): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
