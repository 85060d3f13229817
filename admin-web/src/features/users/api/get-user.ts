import { useQuery } from '@tanstack/react-query';
import { MASJID_USER } from '@core/http/contract/users.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

export const userKey = (id: string) => ['users', 'one', id] as const;

/** GET /api/auth/companies/{companyId}/users/{id}. */
export function getUser(companyId: string, id: string): Promise<ResponseOf<typeof MASJID_USER>> {
  return call(MASJID_USER, { params: { companyId, id } });
}

export function useUser(companyId: string | null, id: string | null) {
  return useQuery({
    queryKey: userKey(id ?? ''),
    queryFn: () => getUser(companyId!, id!),
    enabled: Boolean(companyId && id),
  });
}
