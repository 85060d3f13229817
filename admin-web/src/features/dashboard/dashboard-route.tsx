import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { sessionStore } from '../../lib/auth/session-store.js';
import { defaultDashboardSource } from './api/dashboard-source.js';
import { GuardedDashboard } from './guarded-dashboard.js';

/** /:companyDashboardUrl */
export function DashboardRoute() {
  const { companyDashboardUrl = '' } = useParams();
  const source = useMemo(() => defaultDashboardSource({ token: () => sessionStore.token() }), []);
  return <GuardedDashboard companyUrl={companyDashboardUrl} source={source} />;
}
