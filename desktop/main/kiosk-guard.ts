import type { Logger } from './logger.js';
import type { Timers } from './timers.js';

type Listener = (...args: any[]) => void;

/** The parts of BrowserWindow the guard reads and corrects; tests pass a recording fake. */
export interface GuardedWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  isVisible(): boolean;
  show(): void;
  isKiosk(): boolean;
  setKiosk(flag: boolean): void;
  isAlwaysOnTop(): boolean;
  setAlwaysOnTop(flag: boolean, level?: 'screen-saver'): void;
  isFocused(): boolean;
  focus(): void;
  on(event: string, listener: Listener): unknown;
}

/** How often the window's state is checked: a minimised or covered screen is back within seconds. */
export const KIOSK_GUARD_MS = 5_000;
/**
 * Focus requests in a row without the window getting focus. Some desktops refuse them and show a
 * "window is ready" notice instead; past this many the guard stops asking until the window has focus
 * again (it is still kept on top, so nothing covers the screen).
 */
export const FOCUS_ATTEMPTS = 3;

/**
 * Keeps the dashboard in front, full screen, whatever a passer-by does. Alt+Tab, Win+D, Alt+Space then
 * Minimise and the like cannot be blocked from inside a window, so their effect is undone: the window is
 * always on top (at the screen-saver level, above the taskbar and other always-on-top windows), and a
 * timer (not focus events alone, which a window manager may not send) restores, shows, refocuses and
 * re-enters kiosk mode. Taking focus back matters too: keys typed "into" a window hidden behind the
 * screen would reach that window.
 *
 * While `locked()` is false (the setup screen, where staff may need another window to look up the
 * server's address) the window stays full screen but is no longer kept on top or focused.
 */
export function guardKiosk(
  window: GuardedWindow,
  deps: { locked: () => boolean; timers: Timers; log: Logger; everyMs?: number },
) {
  const everyMs = deps.everyMs ?? KIOSK_GUARD_MS;
  let timer: unknown = null;
  // Nothing is enforced before start(): the window is shown on its first paint, not earlier.
  let started = false;
  let focusAttempts = 0;

  function enforce() {
    if (!started || window.isDestroyed()) return;
    const taken: string[] = [];
    if (window.isMinimized()) {
      window.restore();
      taken.push('restored');
    }
    if (!window.isVisible()) {
      window.show();
      taken.push('shown');
    }
    if (!window.isKiosk()) {
      window.setKiosk(true);
      taken.push('kiosk mode');
    }
    if (!deps.locked()) {
      if (window.isAlwaysOnTop()) window.setAlwaysOnTop(false);
    } else {
      if (!window.isAlwaysOnTop()) window.setAlwaysOnTop(true, 'screen-saver');
      if (!window.isFocused() && focusAttempts < FOCUS_ATTEMPTS) {
        focusAttempts += 1;
        window.focus();
        taken.push('focus');
      }
    }
    if (taken.length) deps.log.info(`Kiosk window taken back: ${taken.join(', ')}`);
  }

  function tick() {
    timer = null;
    enforce();
    if (!window.isDestroyed()) timer = deps.timers.setTimeout(tick, everyMs);
  }

  // Minimising is undone at once rather than at the next tick: nobody should see the desktop.
  window.on('minimize', () => deps.timers.setTimeout(enforce, 0));
  window.on('focus', () => (focusAttempts = 0));

  return {
    start() {
      started = true;
      enforce();
      if (timer === null) timer = deps.timers.setTimeout(tick, everyMs);
    },
    stop() {
      started = false;
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
    },
    /** The screen changed (setup opened or closed): apply its rule now. */
    enforce,
  };
}

export type KioskGuard = ReturnType<typeof guardKiosk>;
