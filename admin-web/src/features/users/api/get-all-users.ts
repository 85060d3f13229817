import { useQuery } from '@tanstack/react-query';
import type { CompanyWithUsers } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/companies/all/users: users of every masjid, grouped by masjid (super admin). */
export function getAllUsers(): Promise<CompanyWithUsers[]> {
  return api.get<CompanyWithUsers[]>('/api/auth/companies/all/users');
}

export function useAllUsers() {
  return useQuery({ queryKey: ['users', 'all'], queryFn: getAllUsers });
}
