import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../lib/auth/session-store.js';
import { defaultDashboardSource } from './api/dashboard-source.js';
import { GuardedDashboard } from './guarded-dashboard.js';
import { useInstallablePage } from '../install/use-installable-page.js';

/** /:companyDashboardUrl */
export function DashboardRoute() {
  const { companyDashboardUrl: masjidDashboardUrl = '' } = useParams();
  // ?at= previews a moment (docs/phases.md); the desktop app mounts the dashboard without this route.
  const [search] = useSearchParams();
  const source = useMemo(() => defaultDashboardSource({ token: () => sessionStore.token() }), []);
  useInstallablePage(masjidDashboardUrl);
  return <GuardedDashboard companyUrl={masjidDashboardUrl} source={source} previewAt={search.get('at')} />;
}
