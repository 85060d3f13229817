import { useQuery } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/auth/users/{userId}/verifyEmail/{emailVerifyCode}: confirms the address of a new user. */
export function verifyEmail(userId: string, code: string): Promise<ServiceResponse> {
  return api.get<ServiceResponse>(`/api/auth/users/${encodeURIComponent(userId)}/verifyEmail/${encodeURIComponent(code)}`);
}

export function useVerifyEmail(userId: string, code: string) {
  return useQuery({
    queryKey: ['verify-email', userId, code],
    queryFn: () => verifyEmail(userId, code),
    enabled: Boolean(userId && code),
    retry: false,
    staleTime: Infinity,
  });
}
