import { useQuery } from '@tanstack/react-query';
import { COMPANY } from '@core/http/contract/companies.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

export const companyKey = (id: string) => ['companies', 'one', id] as const;

/** GET /api/auth/companies/{id}: a masjid its members or a super admin may see. */
export function getCompany(id: string): Promise<ResponseOf<typeof COMPANY>> {
  return api.get<ResponseOf<typeof COMPANY>>(pathOf(COMPANY, { id }));
}

export function useCompany(id: string | null | undefined) {
  return useQuery({ queryKey: companyKey(id ?? ''), queryFn: () => getCompany(id!), enabled: Boolean(id) });
}
