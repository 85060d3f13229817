import { useQuery } from '@tanstack/react-query';
import type { Company, User } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/me: the signed-in user and the masjid they act for. */
export function getMe(): Promise<{ user: User; company: Company | null }> {
  return api.get('/api/auth/me');
}

export function useMe() {
  return useQuery({ queryKey: ['users', 'me'], queryFn: getMe });
}
