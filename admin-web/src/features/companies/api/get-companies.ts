import { useQuery } from '@tanstack/react-query';
import { COMPANIES } from '@core/http/contract/companies.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

export const companiesKey = ['companies', 'all'] as const;

/** GET /api/auth/companies: every masjid (super admin). */
export function getCompanies(): Promise<ResponseOf<typeof COMPANIES>> {
  return api.get<ResponseOf<typeof COMPANIES>>(pathOf(COMPANIES, {}));
}

export function useCompanies() {
  return useQuery({ queryKey: companiesKey, queryFn: getCompanies });
}
