import { useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

export const companiesKey = ['companies', 'all'] as const;

/** GET /api/auth/companies: every masjid (super admin). */
export function getCompanies(): Promise<Company[]> {
  return api.get<Company[]>('/api/auth/companies');
}

export function useCompanies() {
  return useQuery({ queryKey: companiesKey, queryFn: getCompanies });
}
