import { useQuery } from '@tanstack/react-query';
import { ALL_USERS } from '@core/http/contract/users.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/companies/all/users: users of every masjid, grouped by masjid (super admin). */
export function getAllUsers(): Promise<ResponseOf<typeof ALL_USERS>> {
  return api.get<ResponseOf<typeof ALL_USERS>>(pathOf(ALL_USERS, {}));
}

export function useAllUsers() {
  return useQuery({ queryKey: ['users', 'all'], queryFn: getAllUsers });
}
