import { useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

export const companyKey = (id: string) => ['companies', 'one', id] as const;

/** GET /api/auth/companies/{id}: a masjid its members or a super admin may see. */
export function getCompany(id: string): Promise<Company> {
  return api.get<Company>(`/api/auth/companies/${encodeURIComponent(id)}`);
}

export function useCompany(id: string | null | undefined) {
  return useQuery({ queryKey: companyKey(id ?? ''), queryFn: () => getCompany(id!), enabled: Boolean(id) });
}
