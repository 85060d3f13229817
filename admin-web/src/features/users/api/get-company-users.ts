import { useQuery } from '@tanstack/react-query';
import { COMPANY_USERS } from '@core/http/contract/users.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/companies/{companyId}/users: one masjid's users, in the same grouped shape. */
export function getCompanyUsers(companyId: string): Promise<ResponseOf<typeof COMPANY_USERS>> {
  return api.get<ResponseOf<typeof COMPANY_USERS>>(pathOf(COMPANY_USERS, { companyId }));
}

export function useCompanyUsers(companyId: string | null) {
  return useQuery({
    queryKey: ['users', 'company', companyId],
    queryFn: () => getCompanyUsers(companyId!),
    enabled: Boolean(companyId),
  });
}
