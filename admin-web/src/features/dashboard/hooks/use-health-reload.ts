import { useEffect } from 'react';
import type { DashboardSource } from '@core/dashboard/dashboard-data.js';
import { reloadHoldMs } from '../sound/reload-guard.js';

/** docs/product-rules.md ("Pages" and "Constants and formats"): every 30 minutes the page reloads if the health reply is Ok. */
export const HEALTH_RELOAD_MS = 30 * 60_000;

const reloadPage = () => window.location.reload();

/**
 * `reload` must be stable (not a new function each render), or every re-render would restart the 30 minutes.
 * A reload due while a sound plays, or just before one, waits until it has ended (docs/sound.md, "Never cut
 * by a reload"); the next 30 minutes count from the health check.
 */
export function useHealthReload(source: DashboardSource, enabled: boolean, reload: () => void = reloadPage) {
  useEffect(() => {
    if (!enabled) return;
    let timer = 0;
    let stopped = false;
    const due = () => {
      const hold = reloadHoldMs();
      if (hold > 0) {
        timer = window.setTimeout(due, hold);
        return;
      }
      void source.health().then((ok) => {
        if (stopped) return;
        if (ok) reload();
        else timer = window.setTimeout(due, HEALTH_RELOAD_MS);
      });
    };
    timer = window.setTimeout(due, HEALTH_RELOAD_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [source, enabled, reload]);
}
