import type { AppDeps } from '../app-deps.js';
import { planMasjidAlerts, renewPlans, sendDueAlerts } from './push.service.js';

/** How often each instance looks for due alerts; alerts go out at most this late. */
export const SEND_INTERVAL_MS = 20_000;

/**
 * Runs in every instance (docs/outside-the-hall.md): sends due alerts, renews plans, and re-plans a
 * masjid's alerts when its times change (the change signal reaches every instance; re-planning twice
 * gives the same rows). Returns a function that stops it.
 */
export function startPushSender(deps: AppDeps, intervalMs = SEND_INTERVAL_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await renewPlans(deps);
      await sendDueAlerts(deps);
    } catch (error) {
      deps.logger.warn('Prayer alerts: a send round failed', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref?.();
  const stopListening = deps.changes.subscribe((event) => {
    if (event.kind === 'prayer' || event.kind === 'configuration' || event.kind === 'company') {
      planMasjidAlerts(deps, event.companyId).catch((error: unknown) =>
        deps.logger.warn('Prayer alerts: re-planning failed', error),
      );
    }
  });
  return () => {
    clearInterval(timer);
    stopListening();
  };
}
