import { useQuery } from '@tanstack/react-query';
import { ALL_USERS } from '@core/http/contract/users.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/auth/companies/all/users: users of every masjid, grouped by masjid (super admin). */
export function getAllUsers(): Promise<ResponseOf<typeof ALL_USERS>> {
  return call(ALL_USERS);
}

export function useAllUsers() {
  return useQuery({ queryKey: ['users', 'all'], queryFn: getAllUsers });
}
