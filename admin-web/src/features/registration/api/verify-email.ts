import { useQuery } from '@tanstack/react-query';
import { VERIFY_EMAIL } from '@core/http/contract/account.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/auth/users/{userId}/verifyEmail/{emailVerifyCode}: confirms the address of a new user. */
export function verifyEmail(userId: string, code: string): Promise<ResponseOf<typeof VERIFY_EMAIL>> {
  return call(VERIFY_EMAIL, { params: { userId, code } });
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
