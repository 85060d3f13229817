import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from '../../admin-web/src/components/error-boundary.js';
import { bridgeSource } from '../../admin-web/src/features/dashboard/api/dashboard-source.js';
import { DashboardApp } from '../../admin-web/src/features/dashboard/dashboard-app.js';
import { THEME_CLASS } from '../../admin-web/src/features/dashboard/dashboard-theme.css.js';
import * as dashboardStyles from '../../admin-web/src/features/dashboard/dashboard.css.js';
import { CACHED_DAYS } from '../ipc/ipc-contract.js';
import type { SignageBridge } from '../ipc/ipc-contract.js';
import { RENDER_RETRY_MS } from './render-retry.js';

/**
 * The masjid's dashboard: the web's own DashboardApp, fed by the preload bridge (live data through main,
 * or main's saved copy while offline). There is no second dashboard here. It gets the whole saved year,
 * so it rolls over at midnight by itself however long the outage; main, not the page, reloads it every
 * 30 minutes, because main keeps doing so even when the page is hung.
 */
export function DashboardScreen({ bridge, companyUrl }: { bridge: SignageBridge; companyUrl: string }) {
  const source = useMemo(() => bridgeSource(bridge), [bridge]);
  const openSetup = useCallback(() => void bridge.openSetup(), [bridge]);
  return (
    <ErrorBoundary fallback={(retry) => <RenderFailed retry={retry} />}>
      <DashboardApp companyUrl={companyUrl} source={source} days={CACHED_DAYS} reloadOnHealth={false} onUnavailable={openSetup} />
    </ErrorBoundary>
  );
}

/**
 * Data the dashboard cannot draw (a saved copy from another server version, a bug) must not leave a
 * blank screen in the prayer hall until the next reload, which waits for the server while it is down:
 * say so, and try again every minute.
 */
function RenderFailed({ retry }: { retry: () => void }): ReactNode {
  useEffect(() => {
    const timer = setTimeout(retry, RENDER_RETRY_MS);
    return () => clearTimeout(timer);
  }, [retry]);
  return (
    <div className={`${THEME_CLASS.light} ${dashboardStyles.fullScreenMessage}`} role="alert" data-testid="render-failed">
      The prayer times cannot be shown right now. Trying again in a minute…
    </div>
  );
}
