import type { Logger } from './logger.js';
import type { Timers } from './timers.js';

type Listener = (...args: any[]) => void;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The parts of Electron's `screen` this module reads. */
export interface ScreenLike {
  on(event: 'display-added' | 'display-removed' | 'display-metrics-changed', listener: Listener): unknown;
  getPrimaryDisplay(): { bounds: Rect };
  getDisplayMatching(rect: Rect): { bounds: Rect };
}

export interface CoveringWindow {
  isDestroyed(): boolean;
  getBounds(): Rect;
  setBounds(bounds: Rect): void;
  setKiosk(flag: boolean): void;
}

/** Display changes come in bursts (a TV waking up reports several); act once they have settled. */
export const DISPLAY_SETTLE_MS = 2_000;
/** Below this share of its display covered, the window is taken as left behind at an old size. */
const COVERED_SHARE = 0.9;

function coveredShare(window: Rect, display: Rect): number {
  const width = Math.max(
    0,
    Math.min(window.x + window.width, display.x + display.width) - Math.max(window.x, display.x),
  );
  const height = Math.max(
    0,
    Math.min(window.y + window.height, display.y + display.height) - Math.max(window.y, display.y),
  );
  return display.width * display.height > 0 ? (width * height) / (display.width * display.height) : 1;
}

/**
 * A TV switched off and on, or a new one plugged in, removes and adds a display; the OS then often leaves
 * a full-screen window at the old display's size or position, still "in kiosk mode" (so the kiosk guard
 * sees nothing wrong) but covering part of the screen. After display changes settle, a window that no
 * longer covers its display is put on the primary display and full screen again. Only on display
 * changes, never on a timer, so a setup whose sizes never match exactly cannot make it flicker.
 */
export function followDisplays(
  window: CoveringWindow,
  deps: { screen: ScreenLike; timers: Timers; log: Logger; settleMs?: number },
): void {
  const settleMs = deps.settleMs ?? DISPLAY_SETTLE_MS;
  let pending: unknown = null;

  function refit() {
    pending = null;
    if (window.isDestroyed()) return;
    const bounds = window.getBounds();
    const share = coveredShare(bounds, deps.screen.getDisplayMatching(bounds).bounds);
    if (share >= COVERED_SHARE) return;
    const target = deps.screen.getPrimaryDisplay().bounds;
    deps.log.info(
      `Display changed; the window covered ${Math.round(share * 100)}% of its display, moved to the primary display (${target.width}x${target.height})`,
    );
    window.setKiosk(false);
    window.setBounds(target);
    window.setKiosk(true);
  }

  const changed = () => {
    if (pending !== null) deps.timers.clearTimeout(pending);
    pending = deps.timers.setTimeout(refit, settleMs);
  };
  deps.screen.on('display-added', changed);
  deps.screen.on('display-removed', changed);
  deps.screen.on('display-metrics-changed', changed);
}
