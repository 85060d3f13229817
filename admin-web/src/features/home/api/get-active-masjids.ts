import { useQuery } from '@tanstack/react-query';
import type { CompanyUrl } from '@core/api-types.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/companies/url/active: the masjids the public may open. */
export function getActiveMasjids(): Promise<CompanyUrl[]> {
  return api.get<CompanyUrl[]>('/api/auth/companies/url/active');
}

export function useActiveMasjids() {
  return useQuery({ queryKey: ['companies', 'active'], queryFn: getActiveMasjids });
}
