import { useQuery } from '@tanstack/react-query';
import { MASJID_USERS } from '@core/http/contract/users.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/companies/{companyId}/users: one masjid's users, in the same grouped shape. */
export function getMasjidUsers(companyId: string): Promise<ResponseOf<typeof MASJID_USERS>> {
  return api.get<ResponseOf<typeof MASJID_USERS>>(pathOf(MASJID_USERS, { companyId }));
}

export function useMasjidUsers(companyId: string | null) {
  return useQuery({
    queryKey: ['users', 'company', companyId],
    queryFn: () => getMasjidUsers(companyId!),
    enabled: Boolean(companyId),
  });
}
