import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { DashboardApp, type DashboardAppProps } from './dashboard-app.js';
import { THEME_CLASS } from './dashboard-theme.css.js';
import * as styles from './dashboard.css.js';
import { RENDER_RETRY_MS } from './render-retry.js';

/**
 * The dashboard as prayer halls run it, on the web and in the desktop app: data it cannot draw (a saved
 * copy from another server version, a bug) must not leave a blank screen until someone notices; it says
 * so and tries again every minute, loading afresh.
 */
export function GuardedDashboard(props: DashboardAppProps) {
  return (
    <ErrorBoundary fallback={(retry) => <RenderFailed retry={retry} />}>
      <DashboardApp {...props} />
    </ErrorBoundary>
  );
}

function RenderFailed({ retry }: { retry: () => void }): ReactNode {
  useEffect(() => {
    const timer = setTimeout(retry, RENDER_RETRY_MS);
    return () => clearTimeout(timer);
  }, [retry]);
  return (
    <div className={`${THEME_CLASS.light} ${styles.fullScreenMessage}`} role="alert" data-testid="render-failed">
      The prayer times cannot be shown right now. Trying again in a minute…
    </div>
  );
}
