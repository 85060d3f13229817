import type { Logger } from './logger.js';
import type { Timers } from './timers.js';

/** As the web dashboard does (docs/product-rules.md, "Constants and formats"): a reload every 30 minutes while the server is healthy. */
export const RELOAD_EVERY_MS = 30 * 60_000;
/** How often the server's health is polled, to notice an outage ending within a minute. */
export const HEALTH_POLL_MS = 30_000;

/**
 * Time-driven refresh. A kiosk window never gets focus or visibility changes, and online/offline events
 * only describe the local link (not whether the server answers), so the server's health is polled on a
 * timer: the page reloads every 30 minutes when the health check answers Ok, and at once when it answers
 * Ok again after failing (the network or the server is back). While it fails, nothing reloads and the
 * page keeps showing its saved copy.
 */
export function createRefreshScheduler(deps: {
  health: () => Promise<boolean>;
  reload: (reason: string) => void;
  /** False while the setup screen is open: never reload under someone typing. */
  mayReload: () => boolean;
  /**
   * How long the page's sound holds a reload, in ms (0: none): a sound playing or about to start
   * (docs/sound.md, "Never cut by a reload"). A held reload is tried again at the next poll.
   */
  soundHoldMs?: () => Promise<number>;
  timers: Timers;
  log: Logger;
  reloadEveryMs?: number;
  pollEveryMs?: number;
}) {
  const reloadEveryMs = deps.reloadEveryMs ?? RELOAD_EVERY_MS;
  const pollEveryMs = deps.pollEveryMs ?? HEALTH_POLL_MS;
  let lastLoadAt = deps.timers.now();
  let down = false;
  let timer: unknown = null;
  let running = false;

  /** True when it reloaded. */
  async function reload(reason: string): Promise<boolean> {
    if (!deps.mayReload()) return false;
    const held = (await deps.soundHoldMs?.().catch(() => 0)) ?? 0;
    if (held > 0) {
      deps.log.info(`Reload (${reason}) held ${Math.ceil(held / 1000)} s for the sound playing`);
      return false;
    }
    deps.log.info(`Reloading the dashboard: ${reason}`);
    lastLoadAt = deps.timers.now();
    deps.reload(reason);
    return true;
  }

  async function tick() {
    timer = null;
    let ok: boolean;
    try {
      ok = await deps.health();
    } catch {
      ok = false;
    }
    if (!running) return;
    if (!ok) {
      if (!down) deps.log.warn('Server health check failed; showing the saved copy until it answers again');
      down = true;
    } else if (down) {
      // Held (setup open, a sound playing): still down to this page, so the next poll tries again.
      if (await reload('the server answers again')) down = false;
    } else if (deps.timers.now() - lastLoadAt >= reloadEveryMs) {
      await reload('scheduled refresh');
    }
    if (!running) return;
    timer = deps.timers.setTimeout(() => void tick(), pollEveryMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      timer = deps.timers.setTimeout(() => void tick(), pollEveryMs);
    },
    stop() {
      running = false;
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
    },
    /** The page loaded for another reason (start, crash recovery, setup): the 30 minutes count from now. */
    pageLoaded() {
      lastLoadAt = deps.timers.now();
    },
    isServerDown: () => down,
  };
}

export type RefreshScheduler = ReturnType<typeof createRefreshScheduler>;
