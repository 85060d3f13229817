import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

export const userKey = (id: string) => ['users', 'one', id] as const;

/** GET /api/auth/companies/{companyId}/users/{id}. */
export function getUser(companyId: string, id: string): Promise<User> {
  return api.get<User>(`/api/auth/companies/${encodeURIComponent(companyId)}/users/${encodeURIComponent(id)}`);
}

export function useUser(companyId: string | null, id: string | null) {
  return useQuery({ queryKey: userKey(id ?? ''), queryFn: () => getUser(companyId!, id!), enabled: Boolean(companyId && id) });
}
