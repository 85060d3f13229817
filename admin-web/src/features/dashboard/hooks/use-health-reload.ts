import { useEffect } from 'react';
import type { DashboardSource } from '@core/dashboard/dashboard-data.js';

/** docs/product-rules.md ("Pages" and "Constants and formats"): every 30 minutes the page reloads if the health reply is Ok. */
export const HEALTH_RELOAD_MS = 30 * 60_000;

const reloadPage = () => window.location.reload();

/** `reload` must be stable (not a new function each render), or every re-render would restart the 30 minutes. */
export function useHealthReload(source: DashboardSource, enabled: boolean, reload: () => void = reloadPage) {
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      void source.health().then((ok) => {
        if (ok) reload();
      });
    }, HEALTH_RELOAD_MS);
    return () => clearInterval(timer);
  }, [source, enabled, reload]);
}
