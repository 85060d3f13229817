import { useQuery } from '@tanstack/react-query';
import { MASJID_USERS } from '@core/http/contract/users.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/auth/companies/{companyId}/users: one masjid's users, in the same grouped shape. */
export function getMasjidUsers(companyId: string): Promise<ResponseOf<typeof MASJID_USERS>> {
  return call(MASJID_USERS, { params: { companyId } });
}

export function useMasjidUsers(companyId: string | null) {
  return useQuery({
    queryKey: ['users', 'company', companyId],
    queryFn: () => getMasjidUsers(companyId!),
    enabled: Boolean(companyId),
  });
}
