import { useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { call } from '../../../lib/api-client.js';

/**
 * GET /api/dashboard/{companyUrl}?days=2&lite=true: today's and tomorrow's times and the masjid's zone, for
 * the "Preview the screen" buttons (the frame itself loads the real dashboard).
 */
export function getScreenData(companyUrl: string): Promise<DashboardData> {
  return call(DASHBOARD_BY_URL, { params: { companyUrl }, query: { days: 2, lite: true } });
}

export function useScreenData(companyUrl: string) {
  return useQuery({
    queryKey: ['screen-data', companyUrl],
    queryFn: () => getScreenData(companyUrl),
    staleTime: 60_000,
  });
}
