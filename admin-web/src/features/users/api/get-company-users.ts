import { useQuery } from '@tanstack/react-query';
import type { CompanyWithUsers } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/companies/{companyId}/users: one masjid's users, in the same grouped shape. */
export function getCompanyUsers(companyId: string): Promise<CompanyWithUsers[]> {
  return api.get<CompanyWithUsers[]>(`/api/auth/companies/${encodeURIComponent(companyId)}/users`);
}

export function useCompanyUsers(companyId: string | null) {
  return useQuery({ queryKey: ['users', 'company', companyId], queryFn: () => getCompanyUsers(companyId!), enabled: Boolean(companyId) });
}
