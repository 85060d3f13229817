import { useEffect, useRef, useState } from 'react';
import {
  isImmediateChange,
  SCREENS_CHANGE,
  type DashboardLoad,
  type DashboardSource,
} from '@core/dashboard/dashboard-data.js';
import { DashboardLoadError } from '../api/dashboard-source.js';
import { isPublicMasjid } from '@core/masjid/public-masjid.js';

/** New data every 10 minutes: content edits show soon, and the two loaded days always cover tomorrow. */
export const DATA_REFRESH_MS = 10 * 60_000;
/** After a failed refresh, try again sooner. */
export const RETRY_MS = 60_000;
/**
 * An admin's save often comes in a burst of changes. The first change after this long without one loads at
 * once (a save on the screens within 2 s); the ones that follow it closer than this are a burst, loaded once
 * when it has settled for this long.
 */
export const CHANGE_SETTLE_MS = 1_500;

export type DashboardState =
  | { status: 'loading' }
  | {
      status: 'ready';
      load: DashboardLoad;
      /** Date.now() when the answer arrived. */ receivedAt: number;
      /** The last refresh failed. */ stale: boolean;
    }
  | { status: 'unavailable'; error: unknown };

/**
 * Loads the dashboard and keeps it fresh on a timer (never on focus or visibility events: a kiosk
 * window never gets them), and at once when the source reports a change on the server. A failed first
 * load is 'unavailable'; a failed refresh keeps the last data.
 */
export function useDashboardData(source: DashboardSource, companyUrl: string, days: number): DashboardState {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const hasData = useRef(false);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    hasData.current = false;
    setState({ status: 'loading' });

    let inFlight = false;
    let again = false;
    const run = async () => {
      // One load at a time: a change event during a load asks for one more load after it.
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      clearTimeout(timer);
      try {
        await load();
      } finally {
        inFlight = false;
        if (again && !cancelled) {
          again = false;
          void run();
        }
      }
    };
    const load = async () => {
      try {
        const answer = await source.load(companyUrl, days);
        if (cancelled) return;
        hasData.current = true;
        setState({ status: 'ready', load: answer, receivedAt: Date.now(), stale: false });
        watchIfPublic(answer);
        timer = setTimeout(() => void run(), DATA_REFRESH_MS);
      } catch (error) {
        if (cancelled) return;
        if (!hasData.current) {
          setState({ status: 'unavailable', error });
          // A server that is down may come back; a masjid that does not exist will not.
          if (!(error instanceof DashboardLoadError && error.status >= 400 && error.status < 500))
            timer = setTimeout(() => void run(), RETRY_MS);
          return;
        }
        setState((previous) => (previous.status === 'ready' ? { ...previous, stale: true } : previous));
        timer = setTimeout(() => void run(), RETRY_MS);
      }
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    let lastChangeAt = Number.NEGATIVE_INFINITY;
    let stopWatching: (() => void) | undefined;
    /**
     * Live updates are opened once a load shows the masjid public: the stream is read without the admin's
     * token (EventSource sends none), so for a masjid not yet active it answered 404 on every page that
     * previews it (docs/volunteer.md "Live updates"). Its admin's preview reloads on the timer instead.
     */
    function watchIfPublic(answer: DashboardLoad) {
      if (stopWatching || cancelled || !isPublicMasjid(answer.data.company, new Date().toISOString().slice(0, 10)))
        return;
      stopWatching = source.watch?.(companyUrl, (kind) => {
        // A command for a paired screen: its player beats; nothing shown has changed.
        if (kind === SCREENS_CHANGE) return;
        clearTimeout(settle);
        const arrived = Date.now();
        const inBurst = arrived - lastChangeAt < CHANGE_SETTLE_MS;
        lastChangeAt = arrived;
        // An urgent message or a declared month is one save, to be on the screens within 2 s
        // (docs/urgent-message.md, docs/jumuah-eid-ramadan.md): never held. Any other change loads at once
        // too unless it follows another within the settling time (docs/screens.md, "A change reaches a screen").
        settle = setTimeout(() => void run(), isImmediateChange(kind) || !inBurst ? 0 : CHANGE_SETTLE_MS);
      });
    }
    void run();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(settle);
      stopWatching?.();
    };
  }, [source, companyUrl, days]);

  return state;
}
