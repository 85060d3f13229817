import { useMutation } from '@tanstack/react-query';
import type { ServiceResponse } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

/** POST /api/auth/users/{id}/verification: a new confirmation link for a user who has not confirmed. */
export function resendVerification(id: string) {
  return api.post<ServiceResponse>(`/api/auth/users/${encodeURIComponent(id)}/verification`);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
