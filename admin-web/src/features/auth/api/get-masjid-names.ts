import { useQuery } from '@tanstack/react-query';
import type { CompanyUrl } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/companies/url: every masjid (name and id), for a super admin choosing whom to act for. */
export function getMasjidNames(): Promise<CompanyUrl[]> {
  return api.get<CompanyUrl[]>('/api/auth/companies/url');
}

export function useMasjidNames(enabled: boolean) {
  return useQuery({ queryKey: ['companies', 'names'], queryFn: getMasjidNames, enabled });
}
